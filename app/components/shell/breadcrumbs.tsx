import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/i18n/languages";
import { breadcrumbTrail, href, type PageId, type RouteParams } from "~/routing/route-table";

/** The trail from home to the current page, from the route table. */
export function Breadcrumbs({
  page,
  lang,
  params,
  titles,
}: {
  page: PageId;
  lang: Language;
  params: RouteParams;
  titles: Record<PageId, string>;
}) {
  const { t } = useTranslation();
  const trail = breadcrumbTrail(page);
  return (
    <nav className="breadcrumbs container" aria-label={t("shell.breadcrumb")}>
      <ol>
        {trail.map((id, index) => (
          <li key={id}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{titles[id]}</span>
            ) : (
              <Link to={href(id, lang, params)}>{titles[id]}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
