/**
 * Where a property is, as the page shows it: the street only if published (spec §5), postcode and
 * city otherwise, the city blanked by the site's hide-city option, the country outside Belgium;
 * the heading built from the facts (type, bedrooms, town) in the page's language; and the title
 * the property's page and card show.
 */
import type { TFunction } from "i18next";
import type { Language } from "~/i18n/languages";
import { goalKind } from "../codes";
import { placeLine, placeName } from "../place";
import type { Listing } from "../schema";
import { listingTexts } from "../listing-texts";

/** Street line (only if published), then postcode and city (city blanked by hide-city). */
export type PropertyAddress = { street: string | null; locality: string; full: string };

/** The town as headings and titles name it (catalogue/place.ts: Namen, Luik, Brüssel; Marbella (Spain)); null when hidden. */
export function headingTown(
  place: Pick<Listing, "City" | "Zip" | "CountryID" | "CountryName">,
  lang: Language,
  t: TFunction,
  hideCity: boolean,
): string | null {
  return hideCity ? null : placeName(place, lang, t);
}

/**
 * Spec §5: the street only if published (PublishAddress / PublicAddress), otherwise postcode and
 * city; the town in the page's language, as the heading names it (ADR 033). The street keeps its
 * name as its sign writes it ("Chaussée de Louvain").
 */
export function displayAddress(
  place: Pick<Listing, "Street" | "HouseNumber" | "BoxNr" | "Zip" | "City" | "CountryID" | "CountryName">,
  published: boolean,
  lang: Language,
  t: TFunction,
  hideCity: boolean,
): PropertyAddress {
  const box = place.BoxNr.trim() ? t("property.values.box", { box: place.BoxNr.trim() }) : "";
  const streetLine = [place.Street.trim(), place.HouseNumber.trim()].filter(Boolean).join(" ");
  const street = published && streetLine ? [streetLine, box].filter(Boolean).join(" ") : null;
  const locality = placeLine(place, lang, t, hideCity);
  return { street, locality, full: [street, locality].filter(Boolean).join(", ") };
}

/**
 * The heading built from the facts in the page's language: type, bedrooms, goal and town
 * ("Apartment with 2 bedrooms for rent in Namur", "Appartement met 2 slaapkamers te huur in
 * Namen"); without the bedrooms when the listing gives none or `bedrooms` is false, without the
 * town when hidden.
 */
export function generatedHeading(listing: Listing, lang: Language, t: TFunction, hideCity: boolean, { bedrooms = true } = {}): string {
  const typeName = t(`types.${listing.WebID}`);
  const type = bedrooms && listing.Bedrooms ? t("property.heading.withBedrooms", { type: typeName, count: listing.Bedrooms }) : typeName;
  const town = headingTown(listing, lang, t, hideCity);
  const goal = goalKind(listing.Goal);
  return town ? t(`property.heading.${goal}`, { type, city: town }) : t(`property.heading.${goal}NoCity`, { type });
}

/**
 * The property's title as its page (h1) and its card show it, in the page's language: the
 * agency's headline where it wrote one in the page's language (ADR 048), else the heading built from the facts.
 */
export function propertyHeading(listing: Listing, lang: Language, t: TFunction, hideCity: boolean): string {
  const { headline } = listingTexts(listing, lang);
  return headline.text && headline.lang === lang ? headline.text : generatedHeading(listing, lang, t, hideCity);
}
