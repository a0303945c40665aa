/**
 * The search index of each language, built once per catalogue version and kept with its JSON
 * text and ETag: /search-index.json serves the text, the search page searches the index.
 */
import { createHash } from "node:crypto";
import type { AppContext } from "~/context.server";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { buildSearchIndex, SEARCH_INDEX_FORMAT, type SearchIndex } from "./search";

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
  const built = i18nFor(lang).then(({ t }) => {
    const index = buildSearchIndex(catalogue, lang, t, {
      hideCity: context.site.config.listing.hideCity,
    });
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
