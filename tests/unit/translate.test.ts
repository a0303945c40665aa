/**
 * The pages' translator (app/i18n/translate.ts) against i18next with the same texts: for every key
 * of every language, with its values and, for a plural, a range of counts, both give the same text.
 */
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import { LANGUAGES } from "~/i18n/languages";
import { createTranslator } from "~/i18n/translate";
import { NAMESPACE, RESOURCES } from "~/locales";

type Texts = { readonly [key: string]: string | Texts };

function entries(texts: Texts, prefix = ""): [key: string, text: string][] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : entries(value, `${prefix}${key}.`),
  );
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

describe.each(LANGUAGES)("%s", (lang) => {
  const texts = RESOURCES[lang][NAMESPACE] as Texts;
  const ours = createTranslator(lang, texts) as unknown as (key: string, options?: object) => string;

  it("every key gives i18next's text, its values filled in and its plural chosen", async () => {
    const theirs = (await i18nFor(lang)).getFixedT(lang) as unknown as (key: string, options?: object) => string;
    const all = entries(texts);
    expect(all.length).toBeGreaterThan(300);
    let plurals = 0;
    for (const [key, text] of all) {
      const values = Object.fromEntries(
        [...text.matchAll(/\{\{\s*(\w+)\s*(?:,[^{}]*)?\}\}/g)].map(([, name], i) => [name, `«${name}${i}»`]),
      );
      if (PLURAL.test(key)) {
        plurals++;
        const base = key.replace(PLURAL, "");
        for (const count of [0, 1, 2, 5, 21, 1.5]) {
          const options = { ...values, count };
          expect(ours(base, options), `${base} count ${count}`).toBe(theirs(base, options));
        }
      } else {
        expect(ours(key, values), key).toBe(theirs(key, values));
        expect(ours(key, values), key).not.toMatch(/\{\{/);
      }
    }
    expect(plurals).toBeGreaterThan(0);
  });

  it("a placeholder with a format ('{{agency, de}}') gives i18next's text: elided before a vowel, not before a consonant", async () => {
    const theirs = (await i18nFor(lang)).getFixedT(lang) as unknown as (key: string, options?: object) => string;
    for (const agency of ["Immo Meuse & Sambre", "Maison Dupont"]) {
      expect(ours("mail.newsletterConfirm.body", { agency })).toBe(theirs("mail.newsletterConfirm.body", { agency }));
    }
    if (lang === "fr") {
      expect(ours("mail.newsletterConfirm.body", { agency: "Immo Meuse & Sambre" })).toContain("la newsletter d'Immo Meuse & Sambre.");
      expect(ours("mail.newsletterConfirm.body", { agency: "Maison Dupont" })).toContain("la newsletter de Maison Dupont.");
    }
  });

  it("a key it lacks gives the default value, else the key, as i18next does", async () => {
    const theirs = (await i18nFor(lang)).getFixedT(lang) as unknown as (key: string, options?: object) => string;
    for (const [key, options] of [
      ["types.99", { defaultValue: "Château" }],
      ["property.countries.77", { defaultValue: "Espagne" }],
      ["no.such.key", {}],
      ["shell", {}],
    ] as const) {
      expect(ours(key, options), key).toBe(key === "shell" ? "shell" : theirs(key, options));
    }
    expect(ours("types.99", { defaultValue: "Château" })).toBe("Château");
    expect(ours("types.99", "Château" as never)).toBe(theirs("types.99", "Château" as never));
  });

  it("a value given as undefined or null is empty, one not given leaves its placeholder, others are written as text, as in i18next", async () => {
    const theirs = (await i18nFor(lang)).getFixedT(lang) as unknown as (key: string, options?: object) => string;
    const [key] = entries(texts).find(([, text]) => /\{\{\s*\w+\s*\}\}/.test(text))!;
    const name = /\{\{\s*(\w+)\s*\}\}/.exec(entries(texts).find(([k]) => k === key)![1])![1]!;
    for (const options of [{}, { [name]: undefined }, { [name]: null }, { [name]: 0 }, { [name]: [1, 2] }, { [name]: { a: 1 } }]) {
      expect(ours(key, options), JSON.stringify(options)).toBe(theirs(key, options));
    }
  });
});
