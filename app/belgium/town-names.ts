/**
 * Belgian towns under their names in each interface language (exonyms): the catalogue writes
 * a town as the agency does ("Namur", "Liège", "Antwerpen"), a Dutch reader looks for "Namen"
 * and "Luik", a French one for "Anvers", a German one for "Lüttich". Keyed on the postcode and
 * the catalogue's name, normalized, so that "Namur|5000" and "NAMUR|5000" are the same town.
 * A town missing here is called by its catalogue name in every language.
 */
import type { Language } from "~/i18n/languages";
import { normalizeText, titleCaseCity, type CityRef } from "./city";

type Exonyms = Partial<Record<Language, string>>;

/** Names that differ from the catalogue's, per language; "zip|catalogue name" as the key. */
const EXONYMS: Record<string, Exonyms> = {
  // Brussels and its communes (officially bilingual)
  "1000|bruxelles": { nl: "Brussel", fr: "Bruxelles", en: "Brussels", de: "Brüssel" },
  "1030|schaerbeek": { nl: "Schaarbeek" },
  "1050|ixelles": { nl: "Elsene" },
  "1060|saint-gilles": { nl: "Sint-Gillis" },
  "1150|woluwe-saint-pierre": { nl: "Sint-Pieters-Woluwe" },
  "1160|auderghem": { nl: "Oudergem" },
  "1170|watermael-boitsfort": { nl: "Watermaal-Bosvoorde" },
  "1180|uccle": { nl: "Ukkel" },
  "1190|forest": { nl: "Vorst" },
  "1200|woluwe-saint-lambert": { nl: "Sint-Lambrechts-Woluwe" },
  // Wallonia
  "1300|wavre": { nl: "Waver" },
  "1370|jodoigne": { nl: "Geldenaken" },
  "1400|nivelles": { nl: "Nijvel" },
  "1420|braine-l'alleud": { nl: "Eigenbrakel" },
  "1470|genappe": { nl: "Genepiën" },
  "4000|liege": { nl: "Luik", fr: "Liège", en: "Liège", de: "Lüttich" },
  "4300|waremme": { nl: "Borgworm" },
  "4500|huy": { nl: "Hoei" },
  "5000|namur": { nl: "Namen" },
  "5030|gembloux": { nl: "Gembloers" },
  "6700|arlon": { nl: "Aarlen", de: "Arel" },
  "7000|mons": { nl: "Bergen", de: "Bergen" },
  "7500|tournai": { nl: "Doornik" },
  // Flanders
  "1500|halle": { fr: "Hal" },
  "1800|vilvoorde": { fr: "Vilvorde" },
  "2000|antwerpen": { fr: "Anvers", en: "Antwerp" },
  "2800|mechelen": { fr: "Malines", de: "Mecheln" },
  "3000|leuven": { fr: "Louvain", de: "Löwen" },
  "3080|tervuren": { fr: "Tervueren" },
  "3090|overijse": { fr: "Overyse" },
  "3300|tienen": { fr: "Tirlemont" },
  "9000|gent": { fr: "Gand", en: "Ghent" },
  "9300|aalst": { fr: "Alost" },
};

function exonymsOf(city: CityRef): Exonyms | undefined {
  return EXONYMS[`${city.zip.trim()}|${normalizeText(city.name)}`];
}

/** The town's name in a language: "Namur|5000" → "Namen" in Dutch; the title-cased catalogue name otherwise. */
export function townName(city: CityRef, lang: Language): string {
  return exonymsOf(city)?.[lang] ?? titleCaseCity(city.name);
}

/** Every name the town goes by (catalogue name first, then the other languages'), for search and filters. */
export function townNames(city: CityRef): string[] {
  const names = [titleCaseCity(city.name), ...Object.values(exonymsOf(city) ?? {})];
  return [...new Set(names)];
}

/** @internal Every town the table names differently in some language, as the catalogue writes it (the tests' list of towns to look for). */
export function townsWithOtherNames(): CityRef[] {
  return Object.keys(EXONYMS).map((key) => {
    const [zip = "", name = ""] = key.split("|");
    // The key's name, normalized ("liege", "antwerpen"): the lookups normalize too, so it finds the town's names.
    return { zip, name: titleCaseCity(name) };
  });
}
