/**
 * Translation keys are typed (app/i18n/i18next.d.ts): t("shell.home") is checked by the compiler.
 * A few keys are built at run time from catalogue data (a category's web id, a marquee, a field
 * name); the compiler cannot know those, so they pass through runtimeKey, and
 * tests/unit/translations.test.ts checks that every value the catalogue can hold has its text.
 */
import type { ParseKeys } from "i18next";

export type TranslationKey = ParseKeys<"translations">;

export function runtimeKey(key: string): TranslationKey {
  return key as TranslationKey;
}
