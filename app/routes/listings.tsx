import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatPrice } from "~/belgium/format";
import { Picture } from "~/components/picture";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";

/** Listings for sale and for rent: the available properties of the catalogue, newest first. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, seo } = requirePage(request, context, ["for-sale", "for-rent"]);
  const goal = page === "for-sale" ? "sale" : "rent";
  const catalogue = await context.catalogue.get();
  const listings = catalogue.listings
    .filter((listing) => listing.Status === "available" && listing.CountryID === 10)
    .filter((listing) => (goal === "sale" ? listing.Goal === 0 : listing.Goal !== 0))
    .sort((a, b) => b.PublishedAt.localeCompare(a.PublishedAt))
    .map((listing) => ({
      id: listing.ID,
      title: listing.TypeDescription || listing.MainTypeName,
      type: listing.MainTypeName,
      city: `${listing.Zip} ${listing.City}`.trim(),
      price: listing.PublishPrice ? formatPrice(listing.Price) : null,
      picture: listing.Pictures[0]!,
    }));
  return { seo, heading: seo.title, goal, listings };
}

export const meta = pageMeta;

export default function Listings() {
  const { heading, listings, goal } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{heading}</h1>
      <p>{t(goal === "sale" ? "listings.forSaleCount" : "listings.forRentCount", { count: listings.length })}</p>
      <ul className="card-grid" style={{ "--per-row": 3 } as React.CSSProperties}>
        {listings.map((listing, index) => (
          <li key={listing.id} className="listing-card">
            <Picture
              src={listing.picture.Url}
              width={listing.picture.Width}
              height={listing.picture.Height}
              alt=""
              sizes="(min-width: 960px) 30vw, (min-width: 600px) 45vw, 90vw"
              eager={index === 0}
            />
            <h2>{listing.title}</h2>
            <p>
              {listing.type} – {listing.city}
            </p>
            {listing.price ? <p className="price">{listing.price}</p> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
