/**
 * Interface texts: every locale has the same keys and placeholders as English,
 * and each locale file actually holds its own language.
 */
import { describe, expect, it } from "vitest";
import { WEB_IDS } from "~/catalogue/schema";
import { LISTING_QUERY_FIELDS } from "~/catalogue/listing-query";
import de from "~/locales/de";
import en from "~/locales/en";
import fr from "~/locales/fr";
import nl from "~/locales/nl";
import browserDe from "~/locales/browser/de";
import browserEn from "~/locales/browser/en";
import browserFr from "~/locales/browser/fr";
import browserNl from "~/locales/browser/nl";
import { LAZY_NAMESPACES } from "~/components/translation";

type Lang = "en" | "nl" | "fr" | "de";
const TRANSLATED = ["nl", "fr", "de"] as const;

/** Flattens nested texts to "a.b.c" → leaf value (any leaf, so non-strings can be reported). */
function flatten(value: unknown, prefix = "", out = new Map<string, unknown>()): Map<string, unknown> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

const FLAT: Record<Lang, Map<string, unknown>> = {
  en: flatten(en),
  nl: flatten(nl),
  fr: flatten(fr),
  de: flatten(de),
};
const EN_KEYS = [...FLAT.en.keys()].sort();

function text(lang: Lang, key: string): string {
  const value = FLAT[lang].get(key);
  return typeof value === "string" ? value : "";
}

const PLACEHOLDER = /\{\{\s*([^}]+?)\s*\}\}/g;

/** Interpolation names, e.g. "{{count}} of {{ total, number }}" → ["count", "total"]. */
function placeholders(value: string): string[] {
  return [...new Set([...value.matchAll(PLACEHOLDER)].map((m) => (m[1] ?? "").split(",")[0]!.trim()))].sort();
}

/**
 * Keys whose value may equal the English one in the listed locales. Keep this list short:
 * every entry is a word the other language genuinely uses unchanged.
 */
const MAY_EQUAL_ENGLISH: Record<string, readonly Lang[]> = {
  // Flemish sites label the home page "Home" (it is also the nl menu title in data/site/pages.json).
  "shell.home": ["nl"],
  // "Brochure" is the French word as well, and PDF is PDF.
  "property.brochure.link": ["fr"],
  // "Menu" is the Dutch and French word as well (German: "Menü").
  "shell.openMenu": ["nl", "fr"],
  // "E-mail" is the standard Dutch and Belgian-French spelling (German: "E-Mail").
  "contactPage.email": ["nl", "fr"],
  // "Studio" is the word in all four languages.
  "types.3": ["nl", "fr", "de"],
  // "Garage / parking" is used as such in Dutch and French.
  "types.7": ["nl", "fr"],
  // "1 studio", "8 studios": a project's units of that type.
  "property.project.unitTypes.3_one": ["nl", "fr"],
  "property.project.unitTypes.3_other": ["fr"],
  // A surface in square metres is written the same way everywhere.
  "card.surface": ["nl", "fr", "de"],
  // "Aluminium" window frames: the word in all four languages (Belgian English writes it so too).
  "property.values.windowFrame.aluminium": ["nl", "fr", "de"],
  // "Luxembourg" is the French and English name of the country (Dutch and German: "Luxemburg").
  "property.countries.50": ["fr"],
  "property.regions.luxembourg": ["fr"],
  // The owner portal's history columns and the website as a request's source.
  "portal.history.contact": ["nl", "fr"],
  "portal.history.date": ["fr"],
  "portal.history.type": ["fr"],
  "portal.history.source": ["fr"],
  "portal.history.status": ["nl", "de"],
  "portal.website": ["nl", "de"],
  // The cookie dialog: "Marketing" and "Cookies" are the Dutch, French and German words too; "Name" the German one.
  "consent.categories.marketing.name": ["nl", "fr", "de"],
  "consent.cookiesInCategory": ["nl", "de"],
  "consent.policy.caption": ["nl"],
  "consent.policy.name": ["de"],
  // "ref." abbreviates "referentie" in Dutch as it does "reference" in English.
  "property.titleReference": ["nl"],
  // "Page" (a result page's number) is the same word in French.
  "listings.page": ["fr"],
  // "Page" (of a site) is the French word too; "Project" the Dutch one.
  "mail.agency.page": ["fr"],
  "mail.agency.project": ["nl"],
  // "Link" is the Dutch and German word as well.
  "mail.agency.link": ["nl", "de"],
  // Only placeholders and a colon: Dutch and German write it as English does.
  "mail.line": ["nl", "de"],
  "mail.heading": ["nl", "de"],
  // The map in words: "12 panden in 8 gemeenten: …", only placeholders between the same words.
  "map.summary.some": ["nl", "de"],
};

/**
 * Very common function words per language. The lists are disjoint on purpose (no "de", which is
 * both Dutch and French, no "page", which is both English and French), so the counts are comparable.
 */
const FINGERPRINT: Record<Lang, readonly string[]> = {
  en: ["the", "and", "of", "to", "your", "this", "for", "on", "with"],
  fr: ["le", "la", "les", "des", "du", "un", "une", "et", "votre", "vos", "pour", "cette", "à", "au"],
  nl: ["het", "een", "van", "uw", "en", "naar", "deze", "op", "niet", "voor", "te", "bij"],
  de: ["der", "die", "das", "und", "ihre", "von", "den", "dem", "ein", "eine", "nicht", "zu", "mit", "ist"],
};

/** How often each language's fingerprint words occur in all values of a locale (placeholders ignored). */
function fingerprint(lang: Lang): Record<Lang, number> {
  const words = [...FLAT[lang].values()]
    .filter((v): v is string => typeof v === "string")
    .flatMap((v) =>
      v
        .replace(PLACEHOLDER, " ")
        .toLowerCase()
        .split(/[^\p{L}]+/u),
    )
    .filter(Boolean);
  const counts = { en: 0, nl: 0, fr: 0, de: 0 };
  for (const other of Object.keys(FINGERPRINT) as Lang[]) {
    const set = new Set(FINGERPRINT[other]);
    counts[other] = words.filter((w) => set.has(w)).length;
  }
  return counts;
}

describe("interface texts", () => {
  it("the fingerprint word lists do not overlap", () => {
    const seen = new Map<string, Lang>();
    const clashes: string[] = [];
    for (const [lang, words] of Object.entries(FINGERPRINT) as [Lang, readonly string[]][]) {
      for (const word of words) {
        const owner = seen.get(word);
        if (owner) clashes.push(`${word} (${owner}, ${lang})`);
        seen.set(word, lang);
      }
    }
    expect(clashes).toEqual([]);
  });

  it("every allow-listed key exists in English", () => {
    expect(Object.keys(MAY_EQUAL_ENGLISH).filter((key) => !FLAT.en.has(key))).toEqual([]);
  });

  it("has a text for every key the app builds at run time from catalogue data (app/i18n/keys.ts)", () => {
    const built = [
      ...WEB_IDS.map((id) => `types.${id}`),
      ...WEB_IDS.flatMap((id) => [`property.project.unitTypes.${id}_one`, `property.project.unitTypes.${id}_other`]),
      ...[1, 2, 3, 4].map((marquee) => `marquee.${marquee}`),
      ...LISTING_QUERY_FIELDS.map((field) => `listings.invalid.${field}`),
    ];
    expect(built.filter((key) => typeof FLAT.en.get(key) !== "string")).toEqual([]);
  });

  it("English values are non-empty strings", () => {
    expect(EN_KEYS.filter((key) => text("en", key).trim() === "")).toEqual([]);
  });

  describe.each(TRANSLATED)("%s", (lang) => {
    it("has exactly the English keys", () => {
      const keys = new Set(FLAT[lang].keys());
      const missing = EN_KEYS.filter((key) => !keys.has(key));
      const extra = [...keys].filter((key) => !FLAT.en.has(key)).sort();
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it("has a non-empty string for every key", () => {
      const bad = [...FLAT[lang]].filter(([, v]) => typeof v !== "string" || v.trim() === "").map(([k]) => k);
      expect(bad).toEqual([]);
    });

    it("uses the same {{placeholders}} as English", () => {
      const mismatches = EN_KEYS.filter((key) => FLAT[lang].has(key))
        .map((key) => ({ key, en: placeholders(text("en", key)), [lang]: placeholders(text(lang, key)) }))
        .filter((row) => row.en.join() !== (row[lang] as string[]).join());
      expect(mismatches).toEqual([]);
    });

    it("translates every English text", () => {
      const untranslated = EN_KEYS.filter((key) => {
        const english = text("en", key);
        // Values that are only placeholders (e.g. "{{language}}") hold nothing to translate.
        const words = english.replace(PLACEHOLDER, "").replace(/[^\p{L}]/gu, "");
        if (english.length <= 3 || words === "") return false;
        if (MAY_EQUAL_ENGLISH[key]?.includes(lang)) return false;
        return text(lang, key).trim() === english.trim();
      });
      expect(untranslated).toEqual([]);
    });

    it("holds its own language, not another one (function-word fingerprint)", () => {
      const counts = fingerprint(lang);
      // Every other language whose function words are at least as frequent as this locale's own.
      const rivals = (Object.keys(FINGERPRINT) as Lang[])
        .filter((other) => other !== lang && counts[other] >= counts[lang])
        .map((other) => `${other} words: ${counts[other]}, ${lang} words: ${counts[lang]}`);
      expect(rivals).toEqual([]);
    });
  });

  it("English holds English (function-word fingerprint)", () => {
    const counts = fingerprint("en");
    expect(TRANSLATED.filter((other) => counts[other] >= counts.en).map((other) => `${other}: ${counts[other]}, en: ${counts.en}`)).toEqual(
      [],
    );
  });

  it("French uses one kind of apostrophe throughout", () => {
    const values = [...FLAT.fr.values()].filter((v): v is string => typeof v === "string");
    const plain = values.some((v) => v.includes("'"));
    const curly = values.some((v) => v.includes("\u2019"));
    expect(plain && curly, "fr mixes ' and ’").toBe(false);
  });
});

describe("the browser's texts", () => {
  const browser = { nl: browserNl, fr: browserFr, en: browserEn, de: browserDe };
  // The modules the browser fetches for the lazy namespaces (entry.client.tsx), and the facts only the server has.
  const lazyModules = import.meta.glob<{ default: object }>("/app/locales/{mail,portal,property,search}/*.ts", { eager: true });
  const factsModules = import.meta.glob<{ default: object }>("/app/locales/property-facts/*.ts", { eager: true });

  it.each(["nl", "fr", "en", "de"] as const)(
    "%s: what every page loads, the lazy namespaces and the server's property facts together are all the texts, none twice",
    (lang) => {
      const everyPage = flatten(browser[lang]);
      for (const key of everyPage.keys()) expect(LAZY_NAMESPACES).not.toContain(key.split(".")[0]);
      const lazy = flatten(
        Object.fromEntries(LAZY_NAMESPACES.map((namespace) => [namespace, lazyModules[`/app/locales/${namespace}/${lang}.ts`]!.default])),
      );
      const facts = flatten({ property: factsModules[`/app/locales/property-facts/${lang}.ts`]!.default });
      expect(new Map([...everyPage, ...lazy, ...facts])).toEqual(FLAT[lang]);
      expect(everyPage.size + lazy.size + facts.size).toBe(FLAT[lang].size);
    },
  );
});
