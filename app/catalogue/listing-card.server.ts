import type { TFunction } from "i18next";
import { cityLabel } from "~/belgium/city";
import type { Language } from "~/i18n/languages";
import { listingPath } from "./paths";
import { priceText } from "./price";
import type { Catalogue, Listing } from "./schema";

/** What a listing card shows; the same card on home, listings, abroad and project pages. */
export type ListingCardView = {
  id: number;
  href: string;
  title: string;
  type: string;
  place: string;
  price: string;
  marquee: string | null;
  bedrooms: number | null;
  surface: number | null;
  picture: { src: string; width: number; height: number };
};

/** A listing's card; `hideCity` is the site's hide-city option (spec §5): the postcode stays. */
export function listingCard(
  listing: Listing,
  lang: Language,
  t: TFunction,
  catalogue: Pick<Catalogue, "projects">,
  hideCity = false,
): ListingCardView {
  const project = listing.ProjectID === undefined ? undefined : catalogue.projects.find((p) => p.ID === listing.ProjectID);
  const picture = listing.Pictures[0]!;
  const type = t(`types.${listing.WebID}`);
  return {
    id: listing.ID,
    href: listingPath(listing, lang, project),
    title: listing.TypeDescription || type,
    type,
    place: [listing.Zip, hideCity ? "" : cityLabel(listing)].filter(Boolean).join(" ") || listing.CountryName,
    price: priceText(listing, t),
    marquee: t(`marquee.${listing.Marquee}`),
    bedrooms: listing.Bedrooms ?? null,
    surface: listing.SurfaceLiving ?? listing.SurfaceTotal ?? null,
    picture: { src: picture.Url, width: picture.Width, height: picture.Height },
  };
}
