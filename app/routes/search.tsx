import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { MAX_QUERY_LENGTH, queryWords, resultCount, searchCatalogue } from "~/catalogue/search";
import { searchableIndex } from "~/catalogue/search-index.server";
import { SearchBlock, searchBlockLinks, searchBlockTexts } from "~/components/search/search-block";
import { SearchResultGroups } from "~/components/search/search-results";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";

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
  return {
    // A result page is not indexed; the search page itself is.
    seo: query ? { ...seo, noindex: true } : seo,
    heading: seo.title,
    lang,
    query,
    results,
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

export const meta = pageMeta;
export const links = searchBlockLinks;
export const handle = searchBlockTexts;

export default function Search() {
  const { heading, lang, query, results, count, totals, block } = useLoaderData<typeof loader>();
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
      ) : (
        <SearchResultGroups results={results} lang={lang} showCounts={block.showSearchCount} />
      )}
    </div>
  );
}
