/**
 * Where a property is, as the page shows it: the street only if published (spec §5), postcode and
 * city otherwise, the city blanked by the site's hide-city option, the country outside Belgium;
 * and the heading built from the facts (type, bedrooms, town) in the page's language.
 */
import type { TFunction } from "i18next";
import { cityLabel } from "~/belgium/city";
import { isBelgian } from "~/belgium/country";
import { townName } from "~/belgium/town-names";
import type { Language } from "~/i18n/languages";
import type { Listing } from "../schema";
import { goalKind } from "../codes";

/** Street line (only if published), then postcode and city (city blanked by hide-city). */
export type PropertyAddress = { street: string | null; locality: string; full: string };

type Place = Pick<Listing, "City" | "Zip" | "CountryID" | "CountryName">;

/** The city as the address writes it: the catalogue's name title-cased, with the translated country outside Belgium; null when hidden. */
export function displayCity(place: Pick<Listing, "City" | "CountryID" | "CountryName">, t: TFunction, hideCity: boolean): string | null {
  if (hideCity) return null;
  const country = t(`property.countries.${place.CountryID}`, { defaultValue: place.CountryName });
  return cityLabel({ City: place.City, CountryID: place.CountryID, CountryName: country });
}

/** The town as headings and titles name it: a Belgian town in the page's language (Namen, Luik, Brüssel); null when hidden. */
export function headingTown(place: Place, lang: Language, t: TFunction, hideCity: boolean): string | null {
  const name = isBelgian(place.CountryID) ? townName({ name: place.City, zip: place.Zip }, lang) : place.City;
  return displayCity({ ...place, City: name }, t, hideCity);
}

/** Spec §5: the street only if published (PublishAddress / PublicAddress), otherwise postcode and city. */
export function displayAddress(
  place: Pick<Listing, "Street" | "HouseNumber" | "BoxNr" | "Zip" | "City" | "CountryID" | "CountryName">,
  published: boolean,
  t: TFunction,
  hideCity: boolean,
): PropertyAddress {
  const box = place.BoxNr.trim() ? t("property.values.box", { box: place.BoxNr.trim() }) : "";
  const streetLine = [place.Street.trim(), place.HouseNumber.trim()].filter(Boolean).join(" ");
  const street = published && streetLine ? [streetLine, box].filter(Boolean).join(" ") : null;
  const locality = [place.Zip.trim(), displayCity(place, t, hideCity)].filter(Boolean).join(" ");
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
