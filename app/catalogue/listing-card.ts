import type { TFunction } from "i18next";
import type { Language } from "~/i18n/languages";
import { listingPath, projectOf } from "./paths";
import { placeLine } from "./place";
import { priceText } from "./price";
import { propertyHeading } from "./property-view/address";
import type { Catalogue, Listing } from "./schema";
import { runtimeKey } from "~/i18n/keys";

/** What a listing card shows; the same card on home, listings, abroad and project pages. */
export type ListingCardView = {
  id: number;
  href: string;
  /**
   * In the page's language: the agency's headline where it wrote one in it, else built from the
   * facts. A card shows no headline in another language (ADR 048): the page of a property the agency
   * described in Dutch has no French line, its similar listings' cards included.
   */
  title: string;
  type: string;
  /** Postcode and town, the town in the page's language (as the search results write it). */
  place: string;
  price: string;
  marquee: string | null;
  bedrooms: number | null;
  surface: number | null;
  /** Its main photo; null for a listing without photos (spec §8: the card says so). */
  picture: { src: string; width: number; height: number } | null;
};

/** A listing's card; `hideCity` is the site's hide-city option (spec §5): the postcode stays. */
export function listingCard(
  listing: Listing,
  lang: Language,
  t: TFunction,
  catalogue: Pick<Catalogue, "projects">,
  hideCity = false,
): ListingCardView {
  const picture = listing.Pictures[0];
  const type = t(`types.${listing.WebID}`);
  return {
    id: listing.ID,
    href: listingPath(listing, lang, projectOf(listing, catalogue)),
    title: propertyHeading(listing, lang, t, hideCity),
    type,
    place: placeLine(listing, lang, t, hideCity) || listing.CountryName,
    price: priceText(listing, t),
    marquee: t(runtimeKey(`marquee.${listing.Marquee}`)),
    bedrooms: listing.Bedrooms ?? null,
    surface: listing.SurfaceLiving ?? listing.SurfaceTotal ?? null,
    picture: picture ? { src: picture.Url, width: picture.Width, height: picture.Height } : null,
  };
}
