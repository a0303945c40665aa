import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { priceText } from "~/catalogue/price";
import { MAX_QUERY_LENGTH, queryWords, resultCount, searchCatalogue, type SearchProperty } from "~/catalogue/search";
import { searchableIndex } from "~/catalogue/search-index.server";
import { SearchBlock, searchBlockLinks, searchBlockTexts } from "~/components/search/search-block";
import { ListingsWithMap } from "~/components/map/listings-with-map";
import { SearchResultGroups } from "~/components/search/search-results";
import type { AppContext } from "~/context.server";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { listingMapEntry } from "~/map/listing-map";
import { mapView } from "~/map/map-view";
import { pageMap } from "~/map/page-map.server";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import mapStyles from "~/styles/map.css?url";

/** The search page shows more of each group than the panel. */
const PAGE_LIMITS = { types: 9, cities: 50, projects: 20, properties: 50 };

/**
 * The search page (/fr/recherche/?q=…): where the search block's form goes without JavaScript,
 * and Enter without a chosen suggestion with it. The same search as the panel, on the server.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo } = requirePage(request, context, ["search"]);
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_QUERY_LENGTH).trim();
  const index = await searchableIndex(context, lang, queryWords(query));
  const results = searchCatalogue(index, query, PAGE_LIMITS);
  const { home } = context.site.config;
  const map = results.properties.length > 0 ? await searchMap(results.properties, context, lang) : null;
  return {
    // A result page is not indexed; the search page itself is.
    seo: query ? { ...seo, noindex: true } : seo,
    heading: seo.title,
    lang,
    query,
    results,
    map,
    view: mapView(request),
    // Counted here: the page's code then needs nothing of the search module (match-sorter).
    count: resultCount(results),
    totals: index.totals,
    block: {
      showSearchButton: home.showSearchButton,
      showCountProperty: home.showCountProperty,
      showSearchCount: home.showSearchCount,
    },
  };
}

/** The properties found, on a map beside the results (ADR 041), in the results' order. */
async function searchMap(properties: readonly SearchProperty[], context: AppContext, lang: Language) {
  const [catalogue, { t }] = await Promise.all([context.catalogue.get(), i18nFor(lang)]);
  const { hideCity } = context.site.config.listing;
  const listings = await catalogue.listings.byIds(properties.map((property) => property.id));
  const entries = properties.flatMap((property) => {
    const listing = listings.get(property.id);
    if (!listing) return [];
    const card = { id: property.id, href: property.href, title: property.title, price: priceText(listing, t), picture: property.picture };
    return [listingMapEntry(listing, card, lang, t, hideCity)];
  });
  return pageMap(entries, context, lang, t);
}

export const meta = pageMeta;
export const links: LinksFunction = () => [...searchBlockLinks(), { rel: "stylesheet", href: mapStyles }];
export const handle = searchBlockTexts;

export default function Search() {
  const { heading, lang, query, results, map, view, count, totals, block } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container page search-page">
      <h1>{heading}</h1>
      <SearchBlock
        lang={lang}
        logo={null}
        title={null}
        descriptions={[]}
        showSearchInput
        showSearchButton={block.showSearchButton}
        showCountProperty={block.showCountProperty}
        showSearchCount={block.showSearchCount}
        totals={totals}
        defaultQuery={query}
      />
      {query ? <p className="search-summary">{t("search.resultsFor", { query, count })}</p> : null}
      {count === 0 ? (
        <p className="search-empty">{t("search.noResults")}</p>
      ) : map ? (
        <ListingsWithMap map={map} view={view}>
          <SearchResultGroups results={results} lang={lang} showCounts={block.showSearchCount} />
        </ListingsWithMap>
      ) : (
        <SearchResultGroups results={results} lang={lang} showCounts={block.showSearchCount} />
      )}
    </div>
  );
}
