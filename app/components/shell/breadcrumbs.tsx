import { Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import type { Language } from "~/i18n/languages";
import type { RootData } from "~/root";
import { breadcrumbTrail, href, type PageId, type RouteParams } from "~/routing/route-table";
import { breadcrumbListJsonLd, jsonLdText } from "~/routing/structured-data";
import { JsonLd } from "../json-ld";

/**
 * The trail from home to the current page, from the route table, with its BreadcrumbList for search
 * engines. On a narrow screen it wraps between items; each separator ends its item's line.
 */
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
  const origin = useRouteLoaderData<RootData>("root")?.origin;
  const trail = breadcrumbTrail(page);
  return (
    <nav className="breadcrumbs container" aria-label={t("shell.breadcrumb")}>
      <ol>
        {trail.map((id, index) => (
          <li key={id}>
            {index === trail.length - 1 ? (
              <span aria-current="page">{titles[id]}</span>
            ) : (
              <>
                <Link to={href(id, lang, params)}>{titles[id]}</Link>
                {/* After the item, in its list item: a wrapped trail never starts a line with it. Decoration: not read out. */}
                <span className="breadcrumb-separator" aria-hidden="true">
                  ›
                </span>
              </>
            )}
          </li>
        ))}
      </ol>
      {origin ? (
        <JsonLd
          json={jsonLdText(breadcrumbListJsonLd(trail.map((id) => ({ name: titles[id], url: `${origin}${href(id, lang, params)}` }))))}
        />
      ) : null}
    </nav>
  );
}
