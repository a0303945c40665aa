import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/translation";

export type PaginationView = {
  page: number;
  pageCount: number;
  previous: string | null;
  next: string | null;
  /** The first page, a window around the current one and the last; null where pages are left out. */
  pages: ({ number: number; href: string } | null)[];
};

/**
 * Result pages as plain links (they work without JavaScript): previous, the page numbers (the
 * current one marked aria-current="page"), next; nothing when there is one page.
 */
export function Pagination({ page, pageCount, previous, next, pages }: PaginationView) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="result-pages" aria-label={t("listings.pagination")}>
      <p className="result-pages-status">{t("listings.pageOf", { page, pageCount })}</p>
      <ul>
        {previous ? (
          <li className="result-pages-step">
            <Link to={previous} rel="prev" prefetch="intent">
              {t("listings.previous")}
            </Link>
          </li>
        ) : null}
        {pages.map((entry, index) =>
          entry ? (
            <li key={entry.number}>
              <Link to={entry.href} aria-current={entry.number === page ? "page" : undefined}>
                <span className="visually-hidden">{t("listings.page")} </span>
                {entry.number}
              </Link>
            </li>
          ) : (
            <li key={`gap-${index}`} className="result-pages-gap" aria-hidden="true">
              …
            </li>
          ),
        )}
        {next ? (
          <li className="result-pages-step">
            <Link to={next} rel="next" prefetch="intent">
              {t("listings.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
