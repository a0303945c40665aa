/**
 * Where a listing or a project is, written one way on a page: the town under its name in the
 * page's language (belgium/town-names.ts: Namen, Lüttich, Brussels), a town abroad with its
 * country in that language ("Marbella (Spanje)"). Cards, search results, headings, titles, the
 * address line and the facts all take the town from here (ADR 033).
 */
import type { TFunction } from "i18next";
import { cityLabel } from "~/belgium/city";
import { isBelgian } from "~/belgium/country";
import { townName } from "~/belgium/town-names";
import type { Language } from "~/i18n/languages";
import type { Listing } from "./schema";

type Place = Pick<Listing, "City" | "Zip" | "CountryName"> & { CountryID: number };

/** The town alone, in the page's language ("Namen" for Namur|5000 on a Dutch page): the property facts' town field. */
export function placeTown(place: Pick<Listing, "City" | "Zip">, lang: Language): string {
  return townName({ name: place.City, zip: place.Zip }, lang);
}

/** The town, with its country in the page's language outside Belgium: "Namen", "Marbella (Spanje)". */
export function placeName(place: Place, lang: Language, t: TFunction): string {
  if (isBelgian(place.CountryID)) return placeTown(place, lang);
  const country = t(`property.countries.${place.CountryID}`, { defaultValue: place.CountryName });
  return cityLabel({ City: placeTown(place, lang), CountryID: place.CountryID, CountryName: country });
}

/** Postcode and town ("5000 Namen"); the postcode only with the site's hide-city option (spec §5); "" when neither is known. */
export function placeLine(place: Place, lang: Language, t: TFunction, hideCity: boolean): string {
  return [place.Zip.trim(), hideCity ? "" : placeName(place, lang, t)].filter(Boolean).join(" ");
}
