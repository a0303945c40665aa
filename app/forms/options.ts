/**
 * The choices of the forms that come from the catalogue: property types (its categories) and the
 * zones of a demand (the three regions, and its Belgian towns by region). The loader builds them
 * in the page's language; the values also make the schema's lists of allowed values.
 */
import { isBelgian } from "~/belgium/country";
import { regionOfPostcode, type Region } from "~/belgium/regions";
import { townName } from "~/belgium/town-names";
import type { Catalogue } from "~/catalogue/schema";
import type { Language } from "~/i18n/languages";

export type ChoiceOption = { value: string; label: string };

export const REGIONS: readonly Region[] = ["brussels", "flanders", "wallonia"];

/** The catalogue's categories in their display order: value = web id ("1"…"9"), label = the type's name in the language. */
export function typeOptions(catalogue: Pick<Catalogue, "categories">, label: (webId: string) => string): ChoiceOption[] {
  return [...catalogue.categories]
    .sort((a, b) => a.ShowOrder - b.ShowOrder)
    .map((category) => ({ value: category.WebID, label: label(category.WebID) }));
}

/** A demand's zone value: "region:wallonia" or "city:5000|Namur". */
export const regionZone = (region: Region) => `region:${region}`;
export const cityZone = (zip: string, name: string) => `city:${zip}|${name}`;

export type ZoneOptions = {
  regions: ChoiceOption[];
  /** The Belgian towns of the catalogue, by region, sorted by their name in the language. */
  towns: { region: Region; options: ChoiceOption[] }[];
};

export function zoneOptions(catalogue: Pick<Catalogue, "cities">, lang: Language, regionLabel: (region: Region) => string): ZoneOptions {
  const towns = new Map<Region, ChoiceOption[]>(REGIONS.map((region) => [region, []]));
  const seen = new Set<string>();
  for (const city of catalogue.cities.all) {
    // A town abroad has no Belgian region, whatever its postcode (Luxembourg's are four digits too).
    const region = isBelgian(city.CountryID) ? regionOfPostcode(city.Zip) : null;
    const value = cityZone(city.Zip, city.Name);
    if (!region || seen.has(value)) continue;
    seen.add(value);
    towns.get(region)!.push({ value, label: `${townName({ name: city.Name, zip: city.Zip }, lang)} (${city.Zip})` });
  }
  return {
    regions: REGIONS.map((region) => ({ value: regionZone(region), label: regionLabel(region) })),
    towns: REGIONS.map((region) => ({
      region,
      options: towns.get(region)!.sort((a, b) => a.label.localeCompare(b.label, lang)),
    })),
  };
}

/** Every zone value a demand may hold. */
export function zoneValues(zones: ZoneOptions): string[] {
  return [...zones.regions, ...zones.towns.flatMap((group) => group.options)].map((option) => option.value);
}

/** The demand form's schema options from its choices (the loader's), the same in the action and the browser. */
export const demandSchemaOptions = (choices: { types: { value: string }[]; zones: ZoneOptions }) => ({
  typeIds: choices.types.map((type) => type.value),
  zones: zoneValues(choices.zones),
});
