/**
 * The listings page for sale or for rent, from plain inputs (the catalogue, the query string, the
 * language and its texts, the page's configured texts and the site's options): the available
 * Belgian properties, filtered by the GET parameters city ('Name|postcode'), type (web id),
 * priceMin, priceMax, bedrooms and sort, twelve a page. A town, a type or both make a landing page
 * of its own (heading, title, description, canonical URL); the other filters and the order point
 * their canonical URL at it. The route only answers a 404 for a town the catalogue does not know.
 */
import type { TFunction } from "i18next";
import { formatCityParam, type CityRef } from "~/belgium/city";
import { townName } from "~/belgium/town-names";
import { runtimeKey } from "~/i18n/keys";
import type { Language } from "~/i18n/languages";
import { listingMapEntry } from "~/map/listing-map";
import { CARD_PICTURE_SIZES, pictureUrl } from "~/media/picture-url";
import { href } from "~/routing/route-table";
import type { SeoInput } from "~/routing/seo";
import { listingCard, type ListingCardView, type CardCatalogue } from "./listing-card";
import { listingHeading, listingTitle } from "./listing-landing";
import {
  isLandingQuery,
  landingQuery,
  listingQueryString,
  pageWindow,
  parseListingQuery,
  type ListingQuery,
  type ListingQueryField,
} from "./listing-query";
import type { ListingStore } from "./listing-store.server";
import type { Catalogue, Listing } from "./schema";
import { findTown, townsWithListings } from "./towns";

/** What a listing page reads of the catalogue: its types, towns and projects in memory, its listings from the store. */
type ListingPageCatalogue = Pick<Catalogue, "categories" | "cities"> &
  CardCatalogue & {
    listings: Pick<ListingStore, "search" | "towns">;
  };

export type ListingPageInput = {
  catalogue: ListingPageCatalogue;
  page: "for-sale" | "for-rent";
  lang: Language;
  t: TFunction;
  searchParams: URLSearchParams;
  /** The page's configured texts in its language (its picture already the agency's when it has none of its own). */
  seo: SeoInput;
  /** `ogImage`: the page's own configured picture, if any; `hideCity`: the site's hide-city option (spec §5). */
  site: { ogImage?: string | null; hideCity: boolean };
};

export type ListingPageData = {
  seo: SeoInput;
  heading: string;
  /** The list's path, without query (the form's action, the reset link). */
  path: string;
  form: {
    /** What the visitor typed, shown back in the form. */
    input: Record<ListingQueryField, string>;
    /** A message per field the visitor filled in wrongly. */
    errors: Partial<Record<string, string>>;
    cities: { value: string; label: string }[];
    types: { value: string; label: string }[];
  };
  listings: ListingCardView[];
  /** The listings as the map needs them (app/map/): the route makes its map of them and never sends these on. */
  mapEntries: ReturnType<typeof listingMapEntry>[];
  total: number;
  pagination: {
    page: number;
    pageCount: number;
    previous: string | null;
    next: string | null;
    /** Page links around the current page; null for a gap. */
    pages: ({ number: number; href: string } | null)[];
  };
};

/** The listings page; null when the `city` parameter names a town the catalogue does not know (a 404). */
export async function listingPageData({
  catalogue,
  page,
  lang,
  t,
  searchParams,
  seo,
  site,
}: ListingPageInput): Promise<ListingPageData | null> {
  const scope = page === "for-sale" ? "sale" : "rent";
  const typeIds = catalogue.categories.map((category) => Number(category.WebID));
  const { query, input, invalid } = parseListingQuery(searchParams, typeIds);
  if (query.city) {
    // A town named in any of its languages, case or accents is the catalogue's town: one canonical URL per search.
    const town = await findTown(catalogue, query.city);
    if (!town) return null;
    query.city = town;
    input.city = formatCityParam(town);
  }
  const [results, cities] = await Promise.all([
    catalogue.listings.search(scope, query),
    townOptions(catalogue, scope, lang, query.city, input.city),
  ]);
  const path = href(page, lang);
  const withQuery = (wanted: ListingQuery) => {
    const search = listingQueryString(wanted);
    return search ? `${path}?${search}` : path;
  };
  const linkTo = (pageNumber: number) => withQuery({ ...query, page: pageNumber });

  // A town and/or a type: the heading (and the title) name them.
  const town = query.city ? townName(query.city, lang) : null;
  const typeName = query.type === null ? null : t(runtimeKey(`types.${query.type}`));
  const heading = listingHeading(t, scope, { town, type: typeName }, seo.title);
  const previous = results.page > 1 ? linkTo(results.page - 1) : null;
  const next = results.page < results.pageCount ? linkTo(results.page + 1) : null;
  const first = results.items[0];
  const landing = town !== null || typeName !== null;
  const cards = results.items.map((listing) => listingCard(listing, lang, t, catalogue, site.hideCity));

  return {
    seo: {
      ...seo,
      title: listingTitle(t, heading, results.page, results.pageCount),
      // A landing page describes itself: its heading and how many listings it holds.
      ...(landing ? landingTexts(t("listings.landing.description", { heading, count: results.total }), heading) : {}),
      // The page's own picture, else the first listing's, else the agency's.
      image: site.ogImage ?? firstPictureUrl(first) ?? seo.image,
      // The first card's picture is the page's largest paint: the browser fetches it with the page.
      ...(first?.Pictures[0] ? { preloadPicture: { src: first.Pictures[0].Url, sizes: CARD_PICTURE_SIZES } } : {}),
      // A town or type is a landing page (its result pages too); prices, bedrooms and order point at it.
      canonicalQuery: isLandingQuery(query)
        ? listingQueryString({ ...query, page: results.page })
        : listingQueryString(landingQuery(query)),
      // An empty list is no page worth finding.
      noindex: results.total === 0 || seo.noindex,
      prev: previous ?? undefined,
      next: next ?? undefined,
    },
    heading,
    path,
    form: {
      input,
      errors: Object.fromEntries(
        Object.entries(invalid).map(([field, problem]) => [
          field,
          problem === "belowMinimum" ? t("listings.invalid.priceOrder") : t(runtimeKey(`listings.invalid.${field}`)),
        ]),
      ),
      cities,
      types: catalogue.categories.map((category) => ({ value: category.WebID, label: t(runtimeKey(`types.${category.WebID}`)) })),
    },
    listings: cards,
    mapEntries: results.items.map((listing, index) => listingMapEntry(listing, cards[index]!, lang, t, site.hideCity)),
    total: results.total,
    pagination: {
      page: results.page,
      pageCount: results.pageCount,
      previous,
      next,
      pages: pageWindow(results.page, results.pageCount).map((entry) => (entry === "gap" ? null : { number: entry, href: linkTo(entry) })),
    },
  };
}

/**
 * The town filter's options: the towns that have listings in this list, named in the page's
 * language, in its alphabetical order; the chosen town first when it has none (still selected).
 * A town is named alone, short enough for a 320-px phone's select ("Sint-Lambrechts-Woluwe");
 * its postcode follows only where two towns of the list share the name.
 */
const townOption = (town: CityRef, lang: Language, withZip = false) => ({
  value: formatCityParam(town),
  label: withZip && town.zip ? `${townName(town, lang)} (${town.zip})` : townName(town, lang),
});

function namedTownOptions(towns: readonly CityRef[], lang: Language) {
  const names = towns.map((town) => townName(town, lang));
  return towns.map((town, index) => townOption(town, lang, names.indexOf(names[index]!) !== names.lastIndexOf(names[index]!)));
}

/** The towns of a scope as options, sorted in the language: once per catalogue version (the catalogue object is frozen). */
const townOptionsByCatalogue = new WeakMap<object, Map<string, Promise<readonly { value: string; label: string }[]>>>();
function sortedTownOptions(
  catalogue: ListingPageCatalogue,
  scope: "sale" | "rent",
  lang: Language,
): Promise<readonly { value: string; label: string }[]> {
  let byScope = townOptionsByCatalogue.get(catalogue);
  if (!byScope) townOptionsByCatalogue.set(catalogue, (byScope = new Map()));
  const key = `${scope} ${lang}`;
  let options = byScope.get(key);
  if (!options) {
    const collator = new Intl.Collator(lang);
    const sorted = townsWithListings(catalogue, scope).then((towns) =>
      namedTownOptions(towns, lang).sort((a, b) => collator.compare(a.label, b.label)),
    );
    // A failed read is not kept: the next request asks again.
    sorted.catch(() => {
      if (byScope.get(key) === sorted) byScope.delete(key);
    });
    byScope.set(key, sorted);
    options = sorted;
  }
  return options;
}

async function townOptions(
  catalogue: ListingPageCatalogue,
  scope: "sale" | "rent",
  lang: Language,
  chosen: CityRef | null,
  typed: string,
): Promise<{ value: string; label: string }[]> {
  const cities = [...(await sortedTownOptions(catalogue, scope, lang))];
  if (chosen && !cities.some((city) => city.value === typed)) cities.unshift(townOption(chosen, lang));
  else if (typed && !cities.some((city) => city.value === typed)) cities.unshift({ value: typed, label: typed });
  return cities;
}

/** The address of a listing's main photo at the width of a shared link's picture, if it has one. */
function firstPictureUrl(listing: Pick<Listing, "Pictures" | "SmallPictureItem"> | undefined): string | undefined {
  const picture = listing?.Pictures[0] ?? listing?.SmallPictureItem;
  return picture ? pictureUrl(picture.Url, 1360) : undefined;
}

/** The texts a town or type landing page has of its own, instead of the list's configured ones. */
function landingTexts(description: string, heading: string) {
  return { ogTitle: heading, twitterTitle: heading, description, ogDescription: description, twitterDescription: description };
}
