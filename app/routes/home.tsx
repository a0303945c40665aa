import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Banner } from "~/components/banner";
import { OwnerInvitation } from "~/components/forms/owner-invitation";
import { Modules } from "~/components/modules";
import { JsonLd } from "~/components/json-ld";
import { jsonLdText } from "~/routing/structured-data";
import { SearchBlock, searchBlockLinks, searchBlockTexts } from "~/components/search/search-block";
import { i18nFor } from "~/i18n/i18n.server";
import { siteOrigin } from "~/routing/origin";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import { organizationJsonLd } from "~/site/agency";
import { bannerView } from "~/site/banner";
import { pageModules, testimonialsModuleOf } from "~/site/modules.server";

/** Home: the banner with the search block, then the configured modules (latest properties, figures). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo } = requirePage(request, context, ["home"]);
  const origin = siteOrigin(request, context.env);
  const { home, header } = context.site.config;
  const [catalogue, { t }] = await Promise.all([context.catalogue.get(), i18nFor(lang)]);
  const [listingTotals, modules] = await Promise.all([
    catalogue.listings.totals(),
    pageModules("home", { site: context.site, lang, t, catalogue }),
  ]);
  const totals = { forSale: listingTotals.sale, forRent: listingTotals.rent };
  const fill = (text: string) => text.replaceAll("{{forSale}}", String(totals.forSale)).replaceAll("{{forRent}}", String(totals.forRent));
  return {
    seo,
    heading: seo.title,
    banner: bannerView(home.banner, lang),
    // header.showSearchBlock: whether the banner carries the property search block at all.
    search: header.showSearchBlock
      ? {
          lang,
          logo: home.search.logo ? { ...home.search.logo, alt: home.search.logo.alt[lang] } : null,
          title: home.search.titlePublic ? home.search.title[lang] : null,
          descriptions: home.search.descriptions.map((description) => fill(description[lang])),
          showSearchInput: home.showSearchInput,
          showSearchButton: home.showSearchButton,
          showCountProperty: home.showCountProperty,
          showSearchCount: home.showSearchCount,
          totals,
        }
      : null,
    organization: jsonLdText(organizationJsonLd(context.site, origin, `${origin}${href("home", lang)}`, testimonialsModuleOf(modules))),
    modules,
    valuation: href("valuation", lang),
  };
}

export const meta = pageMeta;
export const links = searchBlockLinks;
export const handle = searchBlockTexts;

export default function Home() {
  const { banner, search, heading, organization, modules, valuation } = useLoaderData<typeof loader>();
  return (
    <>
      <Banner banner={banner}>
        <div className="container banner-text">
          {search?.title ? null : <h1 className="visually-hidden">{heading}</h1>}
          {search ? <SearchBlock {...search} titleAs="h1" /> : null}
        </div>
      </Banner>
      <div className="container page">
        <Modules modules={modules} />
        <OwnerInvitation href={valuation} />
      </div>
      <JsonLd json={organization} />
    </>
  );
}
