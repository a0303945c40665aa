import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Banner } from "~/components/banner";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { bannerView } from "~/site/banner.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo } = requirePage(request, context, ["home"]);
  const { home } = context.site.config;
  const catalogue = await context.catalogue.get();
  const available = catalogue.listings.filter((listing) => listing.Status === "available");
  const totals = {
    forSale: available.filter((listing) => listing.Goal === 0).length,
    forRent: available.filter((listing) => listing.Goal !== 0).length,
  };
  const fill = (text: string) =>
    text.replace("{{forSale}}", String(totals.forSale)).replace("{{forRent}}", String(totals.forRent));
  return {
    seo,
    heading: seo.title,
    banner: bannerView(home.banner, lang),
    search: {
      title: home.search.titlePublic ? home.search.title[lang] : null,
      descriptions: home.search.descriptions.map((description) => fill(description[lang])),
    },
  };
}


export const meta = pageMeta;

export default function Home() {
  const { banner, search, heading } = useLoaderData<typeof loader>();
  return (
    <>
      <Banner banner={banner}>
        <div className="container banner-text">
          <h1 className={search.title ? undefined : "visually-hidden"}>{search.title ?? heading}</h1>
          {search.descriptions.map((description) => (
            <p key={description}>{description}</p>
          ))}
        </div>
      </Banner>
    </>
  );
}
