import type { LinksFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { useId } from "react";
import { useTranslation, type TextsHandle } from "~/components/translation";
import type { Language } from "~/i18n/languages";
import { href } from "~/routing/route-table";
import searchStyles from "~/styles/search.css?url";
import SearchCombobox from "./search-combobox";

/** The stylesheet of the search block: `export const links = searchBlockLinks` in a route that renders it. */
export const searchBlockLinks: LinksFunction = () => [{ rel: "stylesheet", href: searchStyles }];

/** Its texts, fetched with the page's code: `export const handle = searchBlockTexts` in a route that renders it. */
export const searchBlockTexts: TextsHandle = { texts: ["search"] };

export type SearchBlockProps = {
  lang: Language;
  logo: { src: string; width: number; height: number; alt: string } | null;
  /** The public title (null: none shown). */
  title: string | null;
  /** Already filled with the totals. */
  descriptions: string[];
  /** The search input (and its search button). */
  showSearchInput: boolean;
  /** The for-sale and for-rent buttons. */
  showSearchButton: boolean;
  /** Counts on the for-sale and for-rent buttons. */
  showCountProperty: boolean;
  /** Counts in the search results. */
  showSearchCount: boolean;
  totals: { forSale: number; forRent: number };
  /** The title's element: "h1" where it is the page's heading (home), "h2" (default) elsewhere. */
  titleAs?: "h1" | "h2";
  /** The text the input starts with (the search page passes its query). */
  defaultQuery?: string;
};

/** The home search block (spec §2): optional logo, title and descriptions, the search input, for-sale and for-rent buttons. */
export function SearchBlock({
  lang,
  logo,
  title,
  descriptions,
  showSearchInput,
  showSearchButton,
  showCountProperty,
  showSearchCount,
  totals,
  titleAs: Title = "h2",
  defaultQuery,
}: SearchBlockProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="search-block" aria-labelledby={title ? titleId : undefined}>
      {logo ? <img className="search-block-logo" src={logo.src} width={logo.width} height={logo.height} alt={logo.alt} /> : null}
      {title ? <Title id={titleId}>{title}</Title> : null}
      {descriptions.map((description) => (
        <p key={description} className="search-block-description">
          {description}
        </p>
      ))}
      {showSearchInput ? <SearchCombobox lang={lang} showSearchCount={showSearchCount} defaultQuery={defaultQuery} /> : null}
      {showSearchButton ? (
        <ul className="search-goals">
          <li>
            <Link className="button" to={href("for-sale", lang)}>
              {showCountProperty ? t("search.forSaleCount", { count: totals.forSale }) : t("search.forSale")}
            </Link>
          </li>
          <li>
            <Link className="button" to={href("for-rent", lang)}>
              {showCountProperty ? t("search.forRentCount", { count: totals.forRent }) : t("search.forRent")}
            </Link>
          </li>
        </ul>
      ) : null}
    </section>
  );
}
