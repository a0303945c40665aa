import { cityMatches, formatCityParam, parseCityParam, type CityRef } from "~/belgium/city";
import { isBelgian } from "~/belgium/country";
import type { Listing } from "./schema";

export const SORTS = ["newest", "price-asc", "price-desc"] as const;
export type Sort = (typeof SORTS)[number];
export const LISTINGS_PER_PAGE = 12;

/** Which listings a listing page shows: Belgian ones for sale or for rent, or the ones abroad. */
export type ListingScope = "sale" | "rent" | "abroad";

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

/** What the visitor typed, kept to show it back, and the fields that could not be read. */
export type ParsedListingQuery = { query: ListingQuery; input: Record<ListingQueryField, string>; invalid: ListingQueryField[] };

const FIELDS: ListingQueryField[] = ["city", "type", "priceMin", "priceMax", "bedrooms", "sort", "page"];

function wholeNumber(value: string, min: number, max: number): number | null | undefined {
  if (value === "") return null;
  const cleaned = value.replace(/[\s.]/g, "");
  if (!/^\d+$/.test(cleaned)) return undefined;
  const number = Number(cleaned);
  return number >= min && number <= max ? number : undefined;
}

/**
 * Reads the listing filters from the query string: city ('Name|postcode'), type (a web id),
 * priceMin, priceMax, bedrooms (minimum), sort and page. A value that cannot be read is left
 * out of the search and reported, so the page can say so next to the visitor's own input.
 */
export function parseListingQuery(params: URLSearchParams, typeIds: readonly number[]): ParsedListingQuery {
  const input = Object.fromEntries(FIELDS.map((field) => [field, (params.get(field) ?? "").trim()])) as Record<ListingQueryField, string>;
  const invalid: ListingQueryField[] = [];
  const read = <T>(field: ListingQueryField, value: T | undefined, fallback: T): T => {
    if (value === undefined) {
      invalid.push(field);
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
  const sort = read("sort", input.sort === "" ? "newest" : (SORTS as readonly string[]).includes(input.sort) ? (input.sort as Sort) : undefined, "newest");
  const page = read("page", wholeNumber(input.page, 1, 100_000) ?? (input.page === "" ? 1 : undefined), 1);
  if (priceMin !== null && priceMax !== null && priceMin > priceMax && !invalid.includes("priceMax")) invalid.push("priceMax");

  return {
    query: { city, type, priceMin, priceMax: invalid.includes("priceMax") ? null : priceMax, bedrooms, sort, page },
    input,
    invalid,
  };
}

export function inScope(listing: Listing, scope: ListingScope): boolean {
  if (listing.Status !== "available") return false;
  if (scope === "abroad") return !isBelgian(listing.CountryID);
  if (!isBelgian(listing.CountryID)) return false;
  return scope === "sale" ? listing.Goal === 0 : listing.Goal !== 0;
}

const byNewest = (a: Listing, b: Listing) => b.PublishedAt.localeCompare(a.PublishedAt) || b.ID - a.ID;

/** The available listings of a scope that match the filters, in the chosen order (unpublished prices last). */
export function filterListings(listings: readonly Listing[], scope: ListingScope, query: ListingQuery): Listing[] {
  const matches = listings.filter((listing) => {
    if (!inScope(listing, scope)) return false;
    if (query.city && !cityMatches(query.city, { name: listing.City, zip: listing.Zip })) return false;
    if (query.type !== null && !listing.WebIDs.split(",").map(Number).includes(query.type)) return false;
    if (query.bedrooms !== null && (listing.Bedrooms ?? 0) < query.bedrooms) return false;
    if (query.priceMin !== null || query.priceMax !== null) {
      // A hidden price cannot be compared: such listings drop out of a price-filtered search.
      if (!listing.PublishPrice) return false;
      if (query.priceMin !== null && listing.Price < query.priceMin) return false;
      if (query.priceMax !== null && listing.Price > query.priceMax) return false;
    }
    return true;
  });
  if (query.sort === "newest") return matches.sort(byNewest);
  const direction = query.sort === "price-asc" ? 1 : -1;
  return matches.sort((a, b) => {
    if (a.PublishPrice !== b.PublishPrice) return a.PublishPrice ? -1 : 1;
    return (a.Price - b.Price) * direction || byNewest(a, b);
  });
}

export type Page<T> = { items: T[]; page: number; pageCount: number; total: number };

/** One page of results; a page number past the end gives the last page. */
export function paginate<T>(items: readonly T[], page: number, perPage = LISTINGS_PER_PAGE): Page<T> {
  const pageCount = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, page), pageCount);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, pageCount, total: items.length };
}

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
