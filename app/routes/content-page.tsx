import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { parseListingQuery } from "~/catalogue/listing-query";
import { Modules } from "~/components/modules";
import { i18nFor } from "~/i18n/i18n.server";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { pageModules } from "~/site/modules.server";

/** Pages made of configured content modules: the agency and its team, jobs, abroad, legal pages. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, lang, seo } = requirePage(request, context);
  const [catalogue, { t }] = await Promise.all([context.catalogue.get(), i18nFor(lang)]);
  const typeIds = catalogue.categories.map((category) => Number(category.WebID));
  const { query } = parseListingQuery(new URL(request.url).searchParams, typeIds);
  return {
    seo,
    heading: seo.title,
    modules: pageModules(page, {
      site: context.site,
      lang,
      t,
      catalogue,
      listingQuery: query,
      leadRetentionMonths: context.env.LEAD_RETENTION_MONTHS,
    }),
  };
}

export const meta = pageMeta;

export default function ContentPage() {
  const { heading, modules } = useLoaderData<typeof loader>();
  return (
    <div className="container page">
      <h1>{heading}</h1>
      <Modules modules={modules} />
    </div>
  );
}
