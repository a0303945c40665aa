/**
 * The interface's texts of one language as the pages read them: a key's text, its {{values}}, its
 * plural by Intl.PluralRules, and another key's text nested in it as `$t(key)` (a message naming a
 * button by the button's own text). That is all of i18next the pages use, and the browser's first load
 * has no room for the rest of it (ADR 025). i18next itself, with the same texts, still serves the
 * server's other texts (e-mails, loaders, remix-i18next's language detection);
 * tests/unit/translate.test.ts checks that both give the same text for every key of every language.
 */
import type { TFunction } from "i18next";
import { TEXT_FORMATS } from "./elision";
import type { Language } from "./languages";

type Texts = { readonly [key: string]: string | Texts };
type Options = { readonly count?: unknown; readonly defaultValue?: unknown; readonly [name: string]: unknown };

/** `t` for the texts of `lang`: typed as i18next's, so that a key the texts lack fails the type check. */
export function createTranslator(lang: Language, texts: Texts): TFunction {
  const plurals = new Intl.PluralRules(lang);
  const lookup = (key: string): string | undefined => {
    let node: string | Texts | undefined = texts;
    for (const part of key.split(".")) {
      if (typeof node !== "object") return undefined;
      node = node[part];
    }
    return typeof node === "string" ? node : undefined;
  };
  const t = (key: string, optionsOrDefault: Options | string = {}): string => {
    // As i18next: a string in place of the options is the default value.
    const options = typeof optionsOrDefault === "string" ? { defaultValue: optionsOrDefault } : optionsOrDefault;
    const { count, defaultValue } = options;
    let text: string | undefined;
    if (typeof count === "number") {
      // As i18next: a count of 0 takes the key's "_zero" form where there is one.
      if (count === 0) text = lookup(`${key}_zero`);
      text ??= lookup(`${key}_${plurals.select(count)}`);
    }
    text ??= lookup(key) ?? (typeof defaultValue === "string" ? defaultValue : key);
    // As i18next's nesting: "$t(forms.submit.site-contact)" is that key's text.
    text = text.replace(/\$t\(([^(),]+)\)/g, (match, nested: string) => lookup(nested.trim()) ?? match);
    // As i18next: a value not given leaves its {{name}}; one given as undefined or null is empty.
    // "{{name, de}}" writes the value through a format of app/i18n/elision.ts (an undefined value leaves it).
    return text.replace(/\{\{\s*([^{}\s,]+)\s*(?:,\s*([^{}\s]+)\s*)?\}\}/g, (match, name: string, format?: string) => {
      if (!(name in options)) return match;
      const value = options[name];
      if (format === undefined) return value === undefined || value === null ? "" : String(value);
      if (value === undefined) return match;
      const write = TEXT_FORMATS[format.toLowerCase()];
      return value === null ? "" : write ? write(String(value)) : String(value);
    });
  };
  return t as unknown as TFunction;
}
