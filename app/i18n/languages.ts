/** Every interface language the product can speak; which ones are enabled is site configuration. */
export const LANGUAGES = ["nl", "fr", "en", "de"] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Native names, shown by the language switcher next to the code. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  nl: "Nederlands",
  fr: "Français",
  en: "English",
  de: "Deutsch",
};

/** BCP 47 locale used with Intl for each interface language (Belgian variants). */
export const LOCALES: Record<Language, string> = {
  nl: "nl-BE",
  fr: "fr-BE",
  en: "en-BE",
  de: "de-BE",
};
