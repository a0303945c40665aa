/**
 * Where a property is, as the page shows it: the street only if published (spec §5), postcode and
 * city otherwise, the city blanked by the site's hide-city option, the country outside Belgium;
 * and the generated heading built from those facts.
 */
import type { TFunction } from "i18next";
import { cityLabel } from "~/belgium/city";
import { goalKind, type Listing } from "../schema";

/** Street line (only if published), then postcode and city (city blanked by hide-city). */
export type PropertyAddress = { street: string | null; locality: string; full: string };

/** The city as displayed: title-cased, with the translated country outside Belgium; null when hidden. */
export function displayCity(
  place: Pick<Listing, "City" | "CountryID" | "CountryName">,
  t: TFunction,
  hideCity: boolean,
): string | null {
  if (hideCity) return null;
  const country = t(`property.countries.${place.CountryID}`, { defaultValue: place.CountryName });
  return cityLabel({ City: place.City, CountryID: place.CountryID, CountryName: country });
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

/** The generated title: type, goal and city ("Apartment for rent in Namur"), without the city when hidden. */
export function generatedHeading(listing: Listing, t: TFunction, hideCity: boolean): string {
  const type = t(`types.${listing.WebID}`);
  const city = displayCity(listing, t, hideCity);
  return city
    ? t(`property.heading.${goalKind(listing.Goal)}`, { type, city })
    : t(`property.heading.${goalKind(listing.Goal)}NoCity`, { type });
}
