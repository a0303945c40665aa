/**
 * Where a listing or a project is, as cards and search results write it under their title: the
 * postcode and the town, a Belgian town under its name in the page's language (Namen, Lüttich,
 * Brussels), a town abroad with its country. Addresses keep the catalogue's spelling instead
 * (property-view/address.ts).
 */
import { cityLabel } from "~/belgium/city";
import { isBelgian } from "~/belgium/country";
import { townName } from "~/belgium/town-names";
import type { Language } from "~/i18n/languages";
import type { Listing } from "./schema";

type Place = Pick<Listing, "City" | "Zip" | "CountryID" | "CountryName">;

/** The town: a Belgian one in the page's language, one abroad with its country ("Marbella (Espagne)"). */
export function placeName(place: Place, lang: Language): string {
  return isBelgian(place.CountryID) ? townName({ name: place.City, zip: place.Zip }, lang) : cityLabel(place);
}

/** Postcode and town ("5000 Namen"); the postcode only with the site's hide-city option (spec §5); "" when neither is known. */
export function placeLine(place: Place, lang: Language, hideCity: boolean): string {
  return [place.Zip.trim(), hideCity ? "" : placeName(place, lang)].filter(Boolean).join(" ");
}
