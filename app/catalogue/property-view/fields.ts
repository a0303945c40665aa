/**
 * The building blocks of the property page's sections: a field is a translated label and a
 * formatted value, a section a titled list of fields; a field without a value is left out, and
 * so is a section without fields. Shared by every part of the property view.
 */
import type { TFunction } from "i18next";
import { formatNumber, formatPrice } from "~/belgium/format";
import type { Language } from "~/i18n/languages";
import type { Listing } from "../schema";
import { runtimeKey } from "~/i18n/keys";

/** One line of a section: a translated label and its formatted value. */
export type PropertyField = {
  key: string;
  label: string;
  value: string;
  /** Set when the value is catalogue text in another language than the page's (for `lang`). */
  valueLang?: string;
};

export const SECTION_IDS = [
  "general",
  "rooms",
  "surfaces",
  "energy",
  "comfort",
  "planning",
  "asbestos",
  "financial",
  "lifeAnnuity",
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export type PropertySection = { id: SectionId; title: string; fields: PropertyField[] };

export type PropertyViewOptions = {
  lang: Language;
  t: TFunction;
  /** site.json listing.hideCity */
  hideCity: boolean;
};

/** A value as a section row receives it: text, text marked with its language, or nothing. */
export type FieldValue = string | { value: string; valueLang?: string } | null | undefined;
export type Row = [key: string, value: FieldValue];

/** A section of the rows that have a value; null when none has. */
export function section(id: SectionId, rows: Row[], t: TFunction): PropertySection | null {
  const fields = rows.flatMap(([key, value]): PropertyField[] => {
    if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return [];
    const { value: text, valueLang } = typeof value === "string" ? { value, valueLang: undefined } : value;
    return [{ key, label: t(runtimeKey(`property.fields.${key}`)), value: text, ...(valueLang ? { valueLang } : {}) }];
  });
  return fields.length ? { id, title: t(`property.sections.${id}`), fields } : null;
}

// ---------------------------------------------------------------------------
// Small formatters
// ---------------------------------------------------------------------------

export const squareMetres = (value: number) => `${formatNumber(value)} m²`;
export const metres = (value: number) => `${formatNumber(value)} m`;
export const perMonth = (amount: number, t: TFunction) => t("property.values.perMonth", { amount: formatPrice(amount) });
export const perYear = (amount: string, t: TFunction) => t("property.values.perYear", { amount });
export const count = (value: number | undefined) => (value === undefined ? null : formatNumber(value));
export const bool = (value: boolean | undefined, t: TFunction) =>
  value === undefined ? null : t(value ? "property.values.yes" : "property.values.no");
export const money = (value: number | undefined) => (value === undefined ? null : formatPrice(value));

/** "78 and 81", "A, B and C" in the page's language. */
export function joinAnd(items: string[], t: TFunction): string {
  if (items.length < 2) return items.join("");
  return t("property.values.and", { first: items.slice(0, -1).join(", "), second: items[items.length - 1] });
}

/**
 * A catalogue free text (French) in the page's language when `known` (French text → key under
 * `property.values.{group}`) has it; else as written, marked with its language when that differs.
 */
export function catalogueText(
  known: Record<string, string>,
  group: string,
  value: string | undefined,
  listing: Pick<Listing, "language">,
  lang: Language,
  t: TFunction,
): FieldValue {
  if (value === undefined) return null;
  const key = known[value.trim()];
  if (key) return { value: t(runtimeKey(`property.values.${group}.${key}`)) };
  return lang === listing.language ? { value } : { value, valueLang: listing.language };
}
