/**
 * Typed translation keys: t("shell.home") is checked against the English texts, so a missing or
 * misspelled key fails the type check (every locale has exactly the English keys, tests/unit/translations.test.ts).
 */
import "i18next";
import type { Translations } from "~/locales/en";

declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translations";
    resources: { translations: Translations };
  }
}
