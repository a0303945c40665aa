/**
 * The property page's title and description (issue 6 §3). The title is unique per page and
 * language: the heading built from the facts, what tells the property apart at a glance (its
 * surface, its street when published and there is room) and always its reference, which makes it
 * unique, within the 70 characters search engines show.
 * The description of a page in another language than the catalogue's (French) is built from the
 * facts too; a French page keeps the summary of the French description (spec §9).
 */
import type { TFunction } from "i18next";
import { summarizeDescription } from "~/belgium/description";
import { formatNumber } from "~/belgium/format";
import type { Language } from "~/i18n/languages";
import { fitTitle, TITLE_MAX_LENGTH } from "~/routing/seo";
import type { Listing } from "../schema";
import { displayAddress, generatedHeading } from "./address";
import type { EpcView } from "./energy";
import { runtimeKey } from "~/i18n/keys";
import { listingTexts } from "../listing-texts";

/** The street line when the address is published and has a house number; null otherwise. */
function streetOf(listing: Listing, lang: Language, t: TFunction, hideCity: boolean): string | null {
  if (!listing.HouseNumber.trim()) return null;
  return displayAddress(listing, listing.PublishAddress, lang, t, hideCity).street;
}

/**
 * The reference is in every title, so that no two properties share one (two flats of one building
 * can have the same type, bedrooms, surface and street). Before it, the first that fits in 70
 * characters of: heading, surface and street; heading and street; heading and surface; heading;
 * the heading without its bedrooms (cut at a word when even that is too long).
 */
export function propertyTitle(listing: Listing, lang: Language, t: TFunction, hideCity: boolean): string {
  const full = generatedHeading(listing, lang, t, hideCity);
  const short = generatedHeading(listing, lang, t, hideCity, { bedrooms: false });
  const surface = listing.SurfaceLiving ?? listing.SurfaceTotal;
  const withSurface = surface === undefined ? null : `${full}, ${formatNumber(surface)} m²`;
  const street = streetOf(listing, lang, t, hideCity);
  const reference = t("property.titleReference", { id: listing.ID });
  const headings = [withSurface, full].filter((text): text is string => text !== null);
  const candidates = [
    ...(street ? headings.map((text) => `${text} – ${street}, ${reference}`) : []),
    ...[...headings, short].map((text) => `${text} – ${reference}`),
  ];
  return candidates.find((title) => title.length <= TITLE_MAX_LENGTH) ?? fitTitle(short, [` – ${reference}`]);
}

/**
 * "Apartment with 2 bedrooms for rent in Namur. € 820 per month + € 135 charges. Living area:
 * 116 m² · Bathrooms: 1 · Energy class: F. Reference 4211030." in the page's language; the summary
 * of the agency's description where it wrote one in the page's language (ADR 048).
 */
export function propertyDescription(
  listing: Listing,
  { lang, t, hideCity, price, epc }: { lang: Language; t: TFunction; hideCity: boolean; price: string | null; epc: EpcView | null },
): string {
  const { description } = listingTexts(listing, lang);
  if (description.lang === lang) return summarizeDescription(description.text);
  const field = (key: string, value: string) => `${t(runtimeKey(`property.fields.${key}`))}: ${value}`;
  const facts = [
    listing.SurfaceLiving !== undefined
      ? field("surfaceLiving", `${formatNumber(listing.SurfaceLiving)} m²`)
      : listing.SurfaceTotal !== undefined
        ? field("surfaceTotal", `${formatNumber(listing.SurfaceTotal)} m²`)
        : null,
    listing.Bathrooms ? field("bathrooms", formatNumber(listing.Bathrooms)) : null,
    epc?.labelText ? field("epcLabel", epc.labelText) : null,
  ].filter((fact): fact is string => fact !== null);
  return [generatedHeading(listing, lang, t, hideCity), price, facts.join(" · ") || null, t("property.reference", { id: listing.ID })]
    .filter((part): part is string => part !== null)
    .map(sentence)
    .join(" ");
}

/** A part of the description as a sentence: a capital first ("vanaf € 350.000" → "Vanaf € 350.000."), a full stop last. */
function sentence(part: string): string {
  const capitalized = part.charAt(0).toLocaleUpperCase() + part.slice(1);
  return /[.!?]$/.test(capitalized) ? capitalized : `${capitalized}.`;
}
