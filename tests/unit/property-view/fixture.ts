/** Shared by the property-view tests: the snapshot, the texts of the four languages, listing helpers. */
import type { TFunction } from "i18next";
import { beforeAll } from "vitest";
import snapshot from "../../../data/catalogue/snapshot.json" with { type: "json" };
import { propertyView, type PropertyView } from "~/catalogue/property-view";
import type { PropertySection } from "~/catalogue/property-view/fields";
import { propertySections } from "~/catalogue/property-view/sections";
import type { Catalogue, Listing } from "~/catalogue/schema";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";

export const catalogue = snapshot as unknown as Catalogue;
export const T = {} as Record<Language, TFunction>;

/** Call in each test file: loads the texts of the four languages into T. */
export function loadTexts() {
  beforeAll(async () => {
    for (const lang of ["en", "fr", "nl", "de"] as const) T[lang] = (await i18nFor(lang)).t;
  });
}

export function listing(id: number, overrides: Partial<Listing> = {}): Listing {
  const found = catalogue.listings.find((candidate) => candidate.ID === id);
  if (!found) throw new Error(`no listing ${id} in the snapshot`);
  return { ...found, ...overrides };
}

/** A copy without the given fields (absent means "no value" in the catalogue). */
export function without(item: Listing, ...fields: (keyof Listing)[]): Listing {
  const copy = { ...item } as Record<string, unknown>;
  for (const field of fields) delete copy[field];
  return copy as Listing;
}

export const view = (item: Listing, lang: Language = "en", hideCity = false): PropertyView =>
  propertyView(item, { lang, t: T[lang], hideCity });
export const sections = (item: Listing, lang: Language = "en", hideCity = false) => propertySections(item, { lang, t: T[lang], hideCity });
export const sectionOf = (all: PropertySection[], id: string) => all.find((s) => s.id === id);
export const fieldOf = (all: PropertySection[], key: string) => all.flatMap((s) => s.fields).find((f) => f.key === key);
export const keysOf = (all: PropertySection[]) => all.flatMap((s) => s.fields.map((f) => f.key));

// Snapshot listings used by the tests.
export const TERVUREN_OFFICE = 4209690; // Flanders, price not published, YouTube video
export const NAMUR_FLAT = 4211030; // Wallonia, for rent with charges
export const MARBELLA_VILLA = 4216246; // Spain
export const WAVRE_UNIT = 4208195; // project unit, € 350.000
export const IXELLES_RENTED = 4116760;
export const GEMBLOUX_SOLD = 4191543;
export const KAPELLE = 4184001;
export const LIFE_ANNUITY = 4198762;

export const brusselsListing = () => {
  const found = catalogue.listings.find((l) => l.Zip.startsWith("10") && l.EnergyPerformance !== undefined && l.Status === "available");
  if (!found) throw new Error("no Brussels listing with an EPC");
  return found;
};
