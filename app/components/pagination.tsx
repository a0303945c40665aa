import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** 'page x of y' with previous and next links (rel prev/next); nothing when there is one page. */
export function Pagination({ page, pageCount, previous, next }: { page: number; pageCount: number; previous: string | null; next: string | null }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="pagination" aria-label={t("listings.pagination")}>
      {previous ? (
        <Link to={previous} rel="prev" prefetch="intent">
          {t("listings.previous")}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
      <p>{t("listings.pageOf", { page, pageCount })}</p>
      {next ? (
        <Link to={next} rel="next" prefetch="intent">
          {t("listings.next")}
        </Link>
      ) : (
        <span aria-hidden="true" />
      )}
    </nav>
  );
}
