/**
 * What a property page shows, computed on the server from a catalogue listing: its title and
 * address under the display rules of spec §5, every detail field of spec §3 it has in sections
 * with translated labels, the EPC of its region (GUIDE §4), its pictures, videos and tours, the
 * sold / rented outcome of spec §8 and its SEO texts (seo.ts). Pure: the route hands it the listing and the
 * texts of the page's language, so unit tests call it the same way.
 *
 * Each part lives beside this file, by what it assembles: address.ts (address, city, heading),
 * price.ts (price and charges, life annuity), energy.ts (EPC), flemish.ts (flood risk, urban
 * planning, asbestos), media.ts (pictures, videos, tours, description), sections.ts (the detail
 * sections), json-ld.ts (structured data) and similar.ts (where sold and rented pages lead).
 */
import { pictureUrl } from "~/media/picture-url";
import type { SeoInput } from "~/routing/seo";
import { priceText } from "../price";
import type { Listing } from "../schema";
import { displayAddress, propertyHeading, type PropertyAddress } from "./address";
import { listingEpc, type EpcView } from "./energy";
import type { PropertySection, PropertyViewOptions } from "./fields";
import { galleryPictures, listingMedia, type GalleryPicture, type MediaItem } from "./media";
import { propertySections } from "./sections";
import { propertyDescription, propertyTitle } from "./seo";
import { descriptionView, listingTexts, type DescriptionView } from "../listing-texts";

export type Availability = "available" | "sold" | "rented";

export type PropertyView = {
  id: number;
  status: Availability;
  /** Spec §8: 'The property you requested has been rented' / sold; null when available. */
  statusMessage: string | null;
  heading: string;
  /** The catalogue headline when the heading is the generated one (French, so with its language). */
  subtitle: { text: string; lang: string } | null;
  type: string;
  /** Street line (only if PublishAddress), then postcode and city (city blanked by hide-city). */
  address: PropertyAddress;
  /** The price line of spec §5, null for a sold or rented property. */
  price: string | null;
  reference: string;
  description: DescriptionView;
  summary: string;
  pictures: GalleryPicture[];
  media: MediaItem[];
  epc: EpcView | null;
  sections: PropertySection[];
  seo: SeoInput;
};

export function propertyView(listing: Listing, options: PropertyViewOptions): PropertyView {
  const { lang, t, hideCity } = options;
  // The agency's headline is the title where it is in the page's language, a subtitle (in its own language) elsewhere.
  const { headline, description } = listingTexts(listing, lang);
  const heading = propertyHeading(listing, lang, t, hideCity);
  const subtitle = headline.lang !== lang && headline.text ? headline : null;
  const status: Availability = listing.Status;
  const available = status === "available";
  const epc = available ? listingEpc(listing, t) : null;
  const price = available ? priceText(listing, t) : null;
  const statusMessage = available ? null : t(status === "sold" ? "property.status.sold" : "property.status.rented");
  const summary = propertyDescription(listing, { lang, t, hideCity, price: price ?? statusMessage, epc: epc?.view ?? null });
  return {
    id: listing.ID,
    status,
    statusMessage,
    heading,
    subtitle,
    type: t(`types.${listing.WebID}`),
    address: displayAddress(listing, listing.PublishAddress, lang, t, hideCity),
    price,
    reference: t("property.reference", { id: listing.ID }),
    description: descriptionView(description, lang, t),
    summary,
    pictures: galleryPictures(available ? listing.Pictures : listing.Pictures.slice(0, 1), heading, t),
    media: available ? listingMedia(listing, heading, t) : [],
    epc: epc?.view ?? null,
    sections: available ? propertySections(listing, options) : [],
    seo: {
      title: propertyTitle(listing, lang, t, hideCity),
      description: summary,
      image: listing.Pictures[0] ? pictureUrl(listing.Pictures[0].Url, 1360) : undefined,
      twitterCard: "summary_large_image",
      // A sold or rented property stays reachable (shared links) but leaves the search engines.
      noindex: !available,
    },
  };
}
