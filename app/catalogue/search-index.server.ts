/**
 * The search index of each language, built once per catalogue version and kept with its JSON
 * text and ETag: /search-index.json serves the text, the search page searches the index.
 */
import { createHash } from "node:crypto";
import type { AppContext } from "~/context.server";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import type { TFunction } from "i18next";
import { buildSearchIndex, SEARCH_INDEX_FORMAT, searchProperty, type SearchIndex } from "./search";
import type { VersionedCatalogue } from "./store.server";

/**
 * Up to this many available listings the index holds them all (the search finds them as the
 * visitor types); past it, it holds the types, towns and projects only, and properties are
 * looked up on the server (ADR 023).
 */
export const SEARCH_INDEX_MAX_PROPERTIES = 2_000;

export type BuiltSearchIndex = {
  index: SearchIndex;
  /** Compact JSON of the index. */
  json: string;
  /**
   * Strong validator: the catalogue version and the language, plus a hash of the text, so a
   * deployment that changes paths or type names is not answered 304 with the old index.
   */
  etag: string;
};

const cache = new Map<Language, { version: number; built: Promise<BuiltSearchIndex> }>();

export async function getSearchIndex(context: Pick<AppContext, "catalogue" | "site">, lang: Language): Promise<BuiltSearchIndex> {
  const catalogue = await context.catalogue.get();
  const cached = cache.get(lang);
  if (cached && cached.version === catalogue.version) return cached.built;
  const built = i18nFor(lang).then(async ({ t }) => {
    const index = await searchIndexOf(catalogue, lang, t, { hideCity: context.site.config.listing.hideCity });
    const json = JSON.stringify(index);
    const hash = createHash("sha1").update(json).digest("base64url").slice(0, 10);
    return { index, json, etag: `"search-${SEARCH_INDEX_FORMAT}-${catalogue.version}-${lang}-${hash}"` };
  });
  cache.set(lang, { version: catalogue.version, built });
  built.catch(() => {
    if (cache.get(lang)?.built === built) cache.delete(lang);
  });
  return built;
}

/** The index of a catalogue in one language, its figures from the store's aggregates. */
export async function searchIndexOf(
  catalogue: Pick<VersionedCatalogue, "projects" | "categories" | "cities" | "version" | "listings">,
  lang: Language,
  t: TFunction,
  options: { hideCity?: boolean } = {},
): Promise<SearchIndex> {
  const [towns, typeTotals, totals] = await Promise.all([
    catalogue.listings.towns(),
    catalogue.listings.typeTotals(),
    catalogue.listings.totals(),
  ]);
  const count = totals.sale + totals.rent + totals.abroad;
  const available = count <= SEARCH_INDEX_MAX_PROPERTIES ? await catalogue.listings.allAvailable() : null;
  return buildSearchIndex(catalogue, { towns, typeTotals, available }, lang, t, options);
}

/**
 * The index a search on the server goes through: the cached one, completed, when it holds no
 * properties, with the available properties whose reference the query names.
 */
export async function searchableIndex(
  context: Pick<AppContext, "catalogue" | "site">,
  lang: Language,
  words: readonly string[],
): Promise<SearchIndex> {
  const { index } = await getSearchIndex(context, lang);
  const references = words.filter((word) => /^\d{1,15}$/.test(word)).map(Number);
  if (!index.propertiesOnServer || references.length === 0) return index;
  const [catalogue, { t }] = await Promise.all([context.catalogue.get(), i18nFor(lang)]);
  const found = await catalogue.listings.byIds(references);
  const properties = [...found.values()]
    .filter((listing) => listing.Status === "available")
    .map((listing) => searchProperty(listing, catalogue, lang, t, context.site.config.listing.hideCity));
  return { ...index, properties };
}
