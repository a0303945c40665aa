import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { parseListingQuery } from "~/catalogue/listing-query";
import { CookieList } from "~/components/consent/cookie-list";
import { JsonLd } from "~/components/json-ld";
import { Modules } from "~/components/modules";
import { siteCookies } from "~/consent/cookie-list.server";
import { i18nFor } from "~/i18n/i18n.server";
import { mapView } from "~/map/map-view";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import { siteOrigin } from "~/routing/origin";
import { jsonLdText } from "~/routing/structured-data";
import { organizationJsonLd } from "~/site/agency";
import { pageModules, splitModulesAt, testimonialsModuleOf } from "~/site/modules.server";

import mapStyles from "~/styles/map.css?url";

const COOKIE_LIST_MARK = "{{cookieList}}";

/** The abroad page's list has its map. */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: mapStyles }];

/** Pages made of configured content modules: the agency and its team, jobs, abroad, legal pages. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, lang, seo } = requirePage(request, context);
  const [catalogue, { t }] = await Promise.all([context.catalogue.get(), i18nFor(lang)]);
  const typeIds = catalogue.categories.map((category) => Number(category.WebID));
  const { query } = parseListingQuery(new URL(request.url).searchParams, typeIds);
  const modules = await pageModules(page, {
    site: context.site,
    lang,
    t,
    catalogue,
    listingQuery: query,
    leadRetentionMonths: context.env.LEAD_RETENTION_MONTHS,
    env: context.env,
  });
  // The cookie policy's list of cookies goes where its text says {{cookieList}}.
  const [before, after] = splitModulesAt(modules, COOKIE_LIST_MARK);
  // A page with testimonials (the agency's) describes the agency with their rating (ADR 047).
  const testimonials = testimonialsModuleOf(modules);
  const origin = siteOrigin(request, context.env);
  return {
    seo,
    heading: seo.title,
    lang,
    modules: before,
    view: mapView(request),
    organization: testimonials
      ? jsonLdText(organizationJsonLd(context.site, origin, `${origin}${href("home", lang)}`, testimonials))
      : null,
    cookieList:
      page === "cookie-policy" ? { cookies: siteCookies(context.env, context.tags), agency: context.site.config.name, after } : null,
  };
}

export const meta = pageMeta;

export default function ContentPage() {
  const { heading, lang, modules, view, organization, cookieList } = useLoaderData<typeof loader>();
  return (
    <div className="container page">
      <h1>{heading}</h1>
      <Modules modules={modules} view={view} />
      {cookieList ? (
        <>
          <CookieList cookies={cookieList.cookies} agency={cookieList.agency} lang={lang} />
          <Modules modules={cookieList.after} />
        </>
      ) : null}
      {organization ? <JsonLd json={organization} /> : null}
    </div>
  );
}
