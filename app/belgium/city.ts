/** City names, matching and the `city` query parameter ("Namur|5000"), per spec §5 and §9. */
import { isBelgian } from "./country";

/** A city as searched for and as listed: a name and a postcode (empty for Spanish cities). */
export interface CityRef {
  name: string;
  zip: string;
}

/** Lower case, accents stripped (NFD), œ/æ spelled out, trimmed, inner spaces collapsed: "  Liège " → "liege". */
export function normalizeText(s: string): string {
  return s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/œ/g, "oe").replace(/æ/g, "ae").replace(/\s+/g, " ").trim();
}

/** @internal Same city: names equal ignoring case and accents, and the same postcode (spec §5); the pages compare `townKey`s (ADR 023), tests check them against this. */
export function cityMatches(query: CityRef, city: CityRef): boolean {
  return normalizeText(query.name) === normalizeText(city.name) && query.zip.trim() === city.zip.trim();
}

/** Reads the `city` query parameter: "Namur|5000" → { name: "Namur", zip: "5000" }; "Marbella|" has an empty zip; null without exactly one pipe or a name. */
export function parseCityParam(value: string | null | undefined): CityRef | null {
  const parts = (value ?? "").split("|");
  if (parts.length !== 2) return null;
  const name = (parts[0] ?? "").replace(/\s+/g, " ").trim();
  const zip = (parts[1] ?? "").trim();
  return name ? { name, zip } : null;
}

/** Writes the `city` query parameter: { name: "Namur", zip: "5000" } → "Namur|5000" (pipes in the name become spaces). */
export function formatCityParam(city: CityRef): string {
  return `${city.name.replace(/\|/g, " ").trim()}|${city.zip.trim()}`;
}

/** Dutch, French and Spanish particles kept lower case inside compound names ("Kapelle-op-den-Bos", "Braine-l'Alleud"). */
const PARTICLES = new Set([
  "op",
  "den",
  "de",
  "der",
  "het",
  "ter",
  "ten",
  "aan",
  "bij",
  "van",
  "in",
  "t",
  "s",
  "sur",
  "sous",
  "lez",
  "les",
  "la",
  "le",
  "en",
  "d",
  "l",
  "du",
  "des",
  "au",
  "aux",
  "el",
  "del",
  "los",
  "las",
  "y",
]);

/** Title case for city names, particles lower case except as the first word: "KAPELLE-OP-DEN-BOS" → "Kapelle-op-den-Bos", "LA LOUVIÈRE" → "La Louvière". */
export function titleCaseCity(name: string): string {
  const parts = name
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase()
    .split(/([\s\-'’]+)/);
  return parts
    .map((part, i) => {
      if (i % 2 === 1 || part === "") return part; // odd parts are the separators
      const isFirstWord = parts.slice(0, i).every((p, j) => j % 2 === 1 || p === "");
      const afterApostrophe = /['’]$/.test(parts[i - 1] ?? "");
      // "'s-Gravenbrakel", "'t Zand": the Dutch article after a leading apostrophe stays lower case.
      if (PARTICLES.has(normalizeText(part)) && (!isFirstWord || (afterApostrophe && part.length === 1))) return part;
      return part.charAt(0).toUpperCase() + part.slice(1);
    })
    .join("");
}

/** City for display: title-cased, with the country in brackets outside Belgium ("Marbella (Espagne)"); no suffix when the country name is empty. */
export function cityLabel(place: { City: string; CountryID?: number | string | null; CountryName?: string | null }): string {
  const city = titleCaseCity(place.City);
  const country = (place.CountryName ?? "").trim();
  const belgian = isBelgian(place.CountryID) || ["belgique", "belgie", "belgium", "belgien"].includes(normalizeText(country));
  return belgian || !country ? city : `${city} (${country})`;
}
