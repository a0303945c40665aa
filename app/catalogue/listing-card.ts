import type { TFunction } from "i18next";
import type { Language } from "~/i18n/languages";
import { listingPath, projectOf } from "./paths";
import { placeLine } from "./place";
import { priceText } from "./price";
import { propertyHeading } from "./property-view/address";
import type { Catalogue, Listing } from "./schema";
import { runtimeKey } from "~/i18n/keys";
import { formatBelgianDay, formatPrice } from "~/belgium/format";
import { listingBadges, MARQUEES_SUPERSEDED, type ListingNewsById } from "./listing-news";

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
  /**
   * Its labels on the photo: "New" and "Price lowered" from the imports (ADR 050), then the agency's
   * marquee unless it says one of those.
   */
  labels: string[];
  /** The price before the import that lowered it, and that import's date, while "Price lowered" shows. */
  priceLowered: { from: string; on: string } | null;
  bedrooms: number | null;
  surface: number | null;
  /** Its main photo; null for a listing without photos (spec §8: the card says so). */
  picture: { src: string; width: number; height: number } | null;
};

/** What a card reads of the catalogue: a unit's project (its path), the listings' news (its labels). */
export type CardCatalogue = Pick<Catalogue, "projects"> & { news: ListingNewsById };

/** A listing's card; `hideCity` is the site's hide-city option (spec §5): the postcode stays. */
export function listingCard(
  listing: Listing,
  lang: Language,
  t: TFunction,
  catalogue: CardCatalogue,
  hideCity = false,
  now = new Date(),
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
    ...newsView(listing, catalogue.news, t, now),
    bedrooms: listing.Bedrooms ?? null,
    surface: listing.SurfaceLiving ?? listing.SurfaceTotal ?? null,
    picture: picture ? { src: picture.Url, width: picture.Width, height: picture.Height } : null,
  };
}

/** A listing's labels (the imports' news, then the agency's marquee) and the price before a lowering, as cards and property pages show them. */
export function newsView(
  listing: Pick<Listing, "ID" | "Marquee">,
  news: ListingNewsById,
  t: TFunction,
  now: Date,
): { labels: string[]; priceLowered: { from: string; on: string } | null } {
  const badges = listingBadges(news.get(listing.ID), now);
  const marquee = (MARQUEES_SUPERSEDED as readonly number[]).includes(listing.Marquee)
    ? ""
    : t(runtimeKey(`marquee.${listing.Marquee}`), { defaultValue: "" });
  return {
    labels: [badges.isNew ? t("card.new") : "", badges.priceLowered ? t("card.priceLowered") : "", marquee].filter(
      (label): label is string => label !== "",
    ),
    priceLowered: badges.priceLowered
      ? { from: formatPrice(badges.priceLowered.from), on: formatBelgianDay(badges.priceLowered.at) }
      : null,
  };
}
