import { formatCityParam, parseCityParam, type CityRef } from "~/belgium/city";

export const SORTS = ["newest", "price-asc", "price-desc"] as const;
export type Sort = (typeof SORTS)[number];
export const LISTINGS_PER_PAGE = 12;

export type ListingQuery = {
  city: CityRef | null;
  type: number | null;
  priceMin: number | null;
  priceMax: number | null;
  bedrooms: number | null;
  sort: Sort;
  page: number;
};

export type ListingQueryField = "city" | "type" | "priceMin" | "priceMax" | "bedrooms" | "sort" | "page";

/** Why a field is left out of the search: it could not be read, or (priceMax) it is below priceMin. */
export type ListingQueryProblem = "unreadable" | "belowMinimum";

/** What the visitor typed, kept to show it back, and the fields left out of the search, with why. */
export type ParsedListingQuery = {
  query: ListingQuery;
  input: Record<ListingQueryField, string>;
  invalid: Partial<Record<ListingQueryField, ListingQueryProblem>>;
};

export const LISTING_QUERY_FIELDS: readonly ListingQueryField[] = ["city", "type", "priceMin", "priceMax", "bedrooms", "sort", "page"];

function wholeNumber(value: string, min: number, max: number): number | null | undefined {
  if (value === "") return null;
  const cleaned = value.replace(/[\s.]/g, "");
  if (!/^\d+$/.test(cleaned)) return undefined;
  const number = Number(cleaned);
  return number >= min && number <= max ? number : undefined;
}

/**
 * Reads the listing filters from the query string: city ('Name|postcode'), type (a web id),
 * priceMin, priceMax, bedrooms (minimum), sort and page. A value that cannot be read, or a
 * maximum price below the minimum, is left out of the search and reported, so the page can say
 * so next to the visitor's own input.
 */
export function parseListingQuery(params: URLSearchParams, typeIds: readonly number[]): ParsedListingQuery {
  const input = Object.fromEntries(LISTING_QUERY_FIELDS.map((field) => [field, (params.get(field) ?? "").trim()])) as Record<
    ListingQueryField,
    string
  >;
  const invalid: ParsedListingQuery["invalid"] = {};
  const read = <T>(field: ListingQueryField, value: T | undefined, fallback: T): T => {
    if (value === undefined) {
      invalid[field] = "unreadable";
      return fallback;
    }
    return value;
  };

  const city = input.city === "" ? null : read("city", parseCityParam(input.city) ?? undefined, null);
  const typeValue = wholeNumber(input.type, 0, 999);
  const type = read("type", typeValue === null || (typeValue !== undefined && typeIds.includes(typeValue)) ? typeValue : undefined, null);
  const priceMin = read("priceMin", wholeNumber(input.priceMin, 0, 100_000_000), null);
  const priceMax = read("priceMax", wholeNumber(input.priceMax, 0, 100_000_000), null);
  const bedrooms = read("bedrooms", wholeNumber(input.bedrooms, 0, 50), null);
  const sort = read(
    "sort",
    input.sort === "" ? "newest" : (SORTS as readonly string[]).includes(input.sort) ? (input.sort as Sort) : undefined,
    "newest",
  );
  const page = read("page", wholeNumber(input.page, 1, 100_000) ?? (input.page === "" ? 1 : undefined), 1);
  // A maximum below the minimum is not applied, and the visitor is told so next to it.
  const belowMinimum = priceMin !== null && priceMax !== null && priceMin > priceMax;
  if (belowMinimum) invalid.priceMax = "belowMinimum";

  return { query: { city, type, priceMin, priceMax: belowMinimum ? null : priceMax, bedrooms, sort, page }, input, invalid };
}

export type Page<T> = { items: T[]; page: number; pageCount: number; total: number };

/** The query string of a search (defaults left out, so every result page has one short, shareable URL). */
export function listingQueryString(query: ListingQuery, overrides: Partial<ListingQuery> = {}): string {
  const q = { ...query, ...overrides };
  const params = new URLSearchParams();
  if (q.city) params.set("city", formatCityParam(q.city));
  if (q.type !== null) params.set("type", String(q.type));
  if (q.priceMin !== null) params.set("priceMin", String(q.priceMin));
  if (q.priceMax !== null) params.set("priceMax", String(q.priceMax));
  if (q.bedrooms !== null) params.set("bedrooms", String(q.bedrooms));
  if (q.sort !== "newest") params.set("sort", q.sort);
  if (q.page > 1) params.set("page", String(q.page));
  return params.toString();
}

/**
 * The filters that make a list a landing page of its own (a town, a type): kept on the canonical
 * URL. Prices, bedrooms and the order only narrow or reorder it: their canonical is the landing page.
 */
export function landingQuery(query: ListingQuery): ListingQuery {
  return { city: query.city, type: query.type, priceMin: null, priceMax: null, bedrooms: null, sort: "newest", page: 1 };
}

export function isLandingQuery(query: ListingQuery): boolean {
  return query.priceMin === null && query.priceMax === null && query.bedrooms === null && query.sort === "newest";
}

/**
 * The page numbers a pagination shows: the first, a window of `radius` pages on each side of the
 * current one, the last, and "gap" where pages are left out (a gap of one page shows that page).
 */
export function pageWindow(page: number, pageCount: number, radius = 2): (number | "gap")[] {
  if (pageCount <= 1) return [];
  const from = Math.max(1, page - radius);
  const to = Math.min(pageCount, page + radius);
  const shown: (number | "gap")[] = [];
  const add = (number: number) => {
    const last = shown[shown.length - 1];
    if (typeof last === "number" && number - last === 2) shown.push(last + 1);
    else if (typeof last === "number" && number - last > 2) shown.push("gap");
    shown.push(number);
  };
  add(1);
  for (let number = Math.max(2, from); number <= to; number++) add(number);
  if (to < pageCount) add(pageCount);
  return shown;
}
