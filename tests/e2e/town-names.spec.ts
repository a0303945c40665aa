/**
 * One name per town per page language (issue 20, point 11): every page type, in the four
 * languages, read as the server sends it (without JavaScript), names each town of
 * app/belgium/town-names.ts only as that language does (Brussel, Waver, Namen on Dutch pages),
 * and writes the agency's licence one way on a page. Paths are written out literally.
 *
 * What is read: the text of the page (hidden parts included: a closed disclosure is read once
 * opened), its title, meta descriptions, Open Graph and Twitter texts, the alt, title, aria-label
 * and placeholder attributes, and the texts of its structured data. Left out, each for a reason:
 * - text marked with another `lang` than the page's (the French headline and description of a
 *   property on a Dutch page are French, and French says Bruxelles);
 * - the street names below, which are names of streets, written as their signs read;
 * - JSON-LD `addressLocality`, the postal name of the town (ADR 033), and URLs (their slugs are
 *   the catalogue's).
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./reused-page";
import { townName, townNames, townsWithOtherNames } from "../../app/belgium/town-names";
import { ENABLED_LANGUAGES, type Language } from "./site";

/** Streets named after a town: the street's name, not the town's (and the same in every language). */
const STREET_NAMES = ["Chaussée de Bruxelles", "Chaussée de Louvain", "rue du Luxembourg"];

/**
 * Words of a language that are also a town's name in another: Dutch "Brussels" (the adjective, as
 * in "Brussels Hoofdstedelijk Gewest"), read on Dutch pages as a town only after a postcode.
 */
const COMMON_WORDS: Partial<Record<Language, string[]>> = { nl: ["Brussels"] };

const BRUSSELS_FLAT = {
  nl: "/nl/te-huur/bruxelles/appartement-2-chambres-a-louer-libre-rapidement/4214164/",
  fr: "/fr/a-louer/bruxelles/appartement-2-chambres-a-louer-libre-rapidement/4214164/",
  en: "/en/for-rent/bruxelles/appartement-2-chambres-a-louer-libre-rapidement/4214164/",
  de: "/de/zu-vermieten/bruxelles/appartement-2-chambres-a-louer-libre-rapidement/4214164/",
};
const WAVRE_FLAT = {
  nl: "/nl/te-koop/wavre/appartement-2-chambres-de-118-m-avec-cave/4143552/",
  fr: "/fr/a-vendre/wavre/appartement-2-chambres-de-118-m-avec-cave/4143552/",
  en: "/en/for-sale/wavre/appartement-2-chambres-de-118-m-avec-cave/4143552/",
  de: "/de/zu-verkaufen/wavre/appartement-2-chambres-de-118-m-avec-cave/4143552/",
};
const NAMUR_FLAT = {
  nl: "/nl/te-koop/namur/appartement-rez-de-jardin-3-chambres/4184173/",
  fr: "/fr/a-vendre/namur/appartement-rez-de-jardin-3-chambres/4184173/",
  en: "/en/for-sale/namur/appartement-rez-de-jardin-3-chambres/4184173/",
  de: "/de/zu-verkaufen/namur/appartement-rez-de-jardin-3-chambres/4184173/",
};

/** Every page type, per language. */
const PAGES: Record<Language, Record<string, string>> = {
  nl: {
    home: "/nl/",
    "for sale": "/nl/te-koop/",
    "for rent": "/nl/te-huur/",
    abroad: "/nl/ons-aanbod-in-spanje/",
    "Brussels for rent": "/nl/te-huur/?city=Bruxelles%7C1000",
    "flats in Namur for sale": "/nl/te-koop/?city=Namur%7C5000&type=2",
    search: "/nl/zoeken/?q=Waver",
    "property in Brussels": BRUSSELS_FLAT.nl,
    "property in Wavre": WAVRE_FLAT.nl,
    "property in Namur": NAMUR_FLAT.nl,
    project: "/nl/projecten/wavre/residence-les-jardins-de-la-dyle/4105230/",
    "project unit":
      "/nl/projecten/wavre/residence-les-jardins-de-la-dyle/4105230/residence-les-jardins-de-la-dyle-appartement-2-chambres-au-3e-etage/4208195/",
    "request information": "/nl/aanvraag/informatie/4143552/",
    "keep me informed": "/nl/hou-me-op-de-hoogte/",
    "free valuation": "/nl/gratis-schatting/",
    contact: "/nl/contact/",
    agency: "/nl/ons-kantoor/",
    disclaimer: "/nl/disclaimer/",
    "thank-you": `/nl/bedankt/informatieaanvraag/?from=${encodeURIComponent(WAVRE_FLAT.nl)}`,
  },
  fr: {
    home: "/fr/",
    "for sale": "/fr/a-vendre/",
    "for rent": "/fr/a-louer/",
    abroad: "/fr/nos-biens-en-espagne/",
    "Brussels for rent": "/fr/a-louer/?city=Bruxelles%7C1000",
    "flats in Namur for sale": "/fr/a-vendre/?city=Namur%7C5000&type=2",
    search: "/fr/recherche/?q=Wavre",
    "property in Brussels": BRUSSELS_FLAT.fr,
    "property in Wavre": WAVRE_FLAT.fr,
    "property in Namur": NAMUR_FLAT.fr,
    project: "/fr/projects/wavre/residence-les-jardins-de-la-dyle/4105230/",
    "project unit":
      "/fr/projects/wavre/residence-les-jardins-de-la-dyle/4105230/residence-les-jardins-de-la-dyle-appartement-2-chambres-au-3e-etage/4208195/",
    "request information": "/fr/demande/information/4143552/",
    "keep me informed": "/fr/tenez-moi-informe/",
    "free valuation": "/fr/estimation-gratuite/",
    contact: "/fr/contact/",
    agency: "/fr/l-agence/",
    disclaimer: "/fr/mentions-legales/",
    "thank-you": `/fr/merci/demande-d-information/?from=${encodeURIComponent(WAVRE_FLAT.fr)}`,
  },
  en: {
    home: "/en/",
    "for sale": "/en/for-sale/",
    "for rent": "/en/for-rent/",
    abroad: "/en/properties-in-spain/",
    "Brussels for rent": "/en/for-rent/?city=Bruxelles%7C1000",
    "flats in Namur for sale": "/en/for-sale/?city=Namur%7C5000&type=2",
    search: "/en/search/?q=Wavre",
    "property in Brussels": BRUSSELS_FLAT.en,
    "property in Wavre": WAVRE_FLAT.en,
    "property in Namur": NAMUR_FLAT.en,
    project: "/en/projects/wavre/residence-les-jardins-de-la-dyle/4105230/",
    "project unit":
      "/en/projects/wavre/residence-les-jardins-de-la-dyle/4105230/residence-les-jardins-de-la-dyle-appartement-2-chambres-au-3e-etage/4208195/",
    "request information": "/en/request/information/4143552/",
    "keep me informed": "/en/keep-me-informed/",
    "free valuation": "/en/free-valuation/",
    contact: "/en/contact/",
    agency: "/en/about-us/",
    disclaimer: "/en/legal-notice/",
    "thank-you": `/en/thank-you/enquiry/?from=${encodeURIComponent(WAVRE_FLAT.en)}`,
  },
  de: {
    home: "/de/",
    "for sale": "/de/zu-verkaufen/",
    "for rent": "/de/zu-vermieten/",
    abroad: "/de/immobilien-in-spanien/",
    "Brussels for rent": "/de/zu-vermieten/?city=Bruxelles%7C1000",
    "flats in Namur for sale": "/de/zu-verkaufen/?city=Namur%7C5000&type=2",
    search: "/de/suche/?q=Br%C3%BCssel",
    "property in Brussels": BRUSSELS_FLAT.de,
    "property in Wavre": WAVRE_FLAT.de,
    "property in Namur": NAMUR_FLAT.de,
    project: "/de/projekte/wavre/residence-les-jardins-de-la-dyle/4105230/",
    "project unit":
      "/de/projekte/wavre/residence-les-jardins-de-la-dyle/4105230/residence-les-jardins-de-la-dyle-appartement-2-chambres-au-3e-etage/4208195/",
    "request information": "/de/anfrage/information/4143552/",
    "keep me informed": "/de/suchauftrag/",
    "free valuation": "/de/kostenlose-schaetzung/",
    contact: "/de/kontakt/",
    agency: "/de/ueber-uns/",
    disclaimer: "/de/rechtliche-hinweise/",
    "thank-you": `/de/danke/anfrage/?from=${encodeURIComponent(WAVRE_FLAT.de)}`,
  },
};

/** The agency's licence as each language writes it (the institute is the BIV in Dutch, the IPI in French, and so in German and English). */
const LICENCE: Record<Language, string> = { nl: "BIV 508 417", fr: "IPI 508 417", en: "IPI 508 417", de: "IPI 508 417" };

/** Every text of the page a person reads, with where it was found; another language's text left out. */
async function readableTexts(page: Page): Promise<{ where: string; text: string }[]> {
  return page.evaluate(() => {
    const lang = document.documentElement.lang;
    const texts: { where: string; text: string }[] = [];
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const cls = typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/)[0]}` : "";
      return `${element.tagName.toLowerCase()}${id}${cls}`;
    };
    const otherLanguage = (element: Element | null) => {
      const marked = element?.closest("[lang]");
      return !!marked && marked.getAttribute("lang") !== lang;
    };
    texts.push({ where: "title", text: document.title });
    for (const meta of Array.from(document.querySelectorAll("meta[content]"))) {
      const name = meta.getAttribute("name") ?? meta.getAttribute("property") ?? "";
      if (/description|title|og:|twitter:/.test(name) && !/url|image$|card|type|locale/.test(name)) {
        texts.push({ where: `meta ${name}`, text: meta.getAttribute("content") ?? "" });
      }
    }
    // Structured data: its texts (names, descriptions, breadcrumbs), not its URLs nor the postal locality.
    for (const script of Array.from(document.querySelectorAll('script[type="application/ld+json"]'))) {
      const walk = (value: unknown, key: string): void => {
        if (typeof value === "string") {
          if (key !== "addressLocality" && !/^(https?:|\/)/.test(value)) texts.push({ where: `JSON-LD ${key}`, text: value });
        } else if (Array.isArray(value)) value.forEach((item) => walk(item, key));
        else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, k);
      };
      walk(JSON.parse(script.textContent ?? "null"), "");
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest("script, style, template") || otherLanguage(parent)) continue;
      const text = (node.textContent ?? "").trim();
      if (text) texts.push({ where: describe(parent), text });
    }
    for (const element of Array.from(document.body.querySelectorAll("[alt], [title], [aria-label], [placeholder]"))) {
      if (otherLanguage(element)) continue;
      for (const attribute of ["alt", "title", "aria-label", "placeholder"]) {
        const value = element.getAttribute(attribute);
        if (value) texts.push({ where: `${describe(element)}[${attribute}]`, text: value });
      }
    }
    return texts;
  });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The names a page in `lang` must not use: each town's names in the other languages that differ from its name in `lang`. */
function otherSpellings(lang: Language): { town: string; name: string; pattern: RegExp }[] {
  return townsWithOtherNames().flatMap((town) => {
    const right = townName(town, lang);
    return townNames(town)
      .filter((name) => name !== right)
      .map((name) => {
        const common = COMMON_WORDS[lang]?.includes(name);
        // A whole name: not inside a longer word nor a compound ("Louvain" in "Louvain-la-Neuve").
        const word = `(?<![\\p{L}\\p{N}'’-])${escapeRegExp(name)}(?![\\p{L}\\p{N}-])`;
        return { town: right, name, pattern: new RegExp(common ? `\\b\\d{4}\\s+${word}` : word, "u") };
      });
  });
}

// One test per language, its pages visited in turn in one browser page, each page's findings
// reported on their own (soft expectations): the same pages as a test each, without a new page each.
for (const lang of ENABLED_LANGUAGES) {
  const wrong = otherSpellings(lang);
  test(`${lang}: every page type names every town as ${lang} does and writes the licence one way @no-js-only`, async ({ page }) => {
    test.setTimeout(Object.keys(PAGES[lang]).length * 10_000);
    for (const [name, path] of Object.entries(PAGES[lang])) {
      await test.step(`${name}: ${path}`, async () => {
        const response = await page.goto(path);
        expect.soft(response?.status(), path).toBe(200);
        const found: string[] = [];
        for (const { where, text } of await readableTexts(page)) {
          const read = STREET_NAMES.reduce((rest, street) => rest.replaceAll(street, ""), text);
          for (const spelling of wrong) {
            if (spelling.pattern.test(read)) found.push(`"${spelling.name}" for ${spelling.town} in ${where}: ${text.slice(0, 120)}`);
          }
        }
        expect.soft(found, `other spellings of towns on ${path}`).toEqual([]);

        // The licence: every mention of the institute's number reads the page language's way.
        const body = (await page.locator("body").textContent()) ?? "";
        const mentions = body.match(/(?:BIV|IPI)(?:[-/ ]\s*(?:BIV|IPI|erkenning))?[:\s]*508 417/g) ?? [];
        for (const mention of mentions) expect.soft(mention, `the licence on ${path}`).toBe(LICENCE[lang]);
        // The footer and (on the contact page) the agency's details show it.
        expect.soft(mentions.length, `the licence on ${path}`).toBeGreaterThan(0);
      });
    }
  });
}

test("a Dutch visitor reads Brussel, Waver and Namen on cards, headings, facts, addresses and the agency's details @no-js-only", async ({
  page,
}) => {
  await page.goto("/nl/te-huur/?city=Bruxelles%7C1000");
  for (const place of await page.locator(".card-place").allTextContents()) expect(place).toMatch(/ – 1000 Brussel$/);
  await page.goto(BRUSSELS_FLAT.nl);
  // The agency described this flat in Dutch too (ADR 048): its Dutch headline is the heading, its Dutch words name Brussel.
  await expect(page.locator("h1")).toHaveText("Appartement met 2 slaapkamers en garage");
  await expect(page.locator(".property-description")).toContainText("Dit appartement in Brussel ");
  await expect(page.locator(".property-place")).toHaveText("Rue Général Leman 112, 1000 Brussel");
  await expect(page.locator("dt", { hasText: /^Gemeente$/ }).locator("+ dd")).toHaveText("Brussel");
  await page.goto(WAVRE_FLAT.nl);
  await expect(page.locator("h1")).toHaveText("Appartement met 2 slaapkamers te koop in Waver");
  await expect(page.locator(".property-place")).toHaveText("Rue Saint-Nicolas 17 bus B18, 1300 Waver");
  await page.goto("/nl/contact/");
  await expect(page.locator("main dt", { hasText: "Adres" }).locator("+ dd")).toHaveText("Rue de Fer 42, 5000 Namen");
  await expect(page.locator(".top-bar")).toContainText("Rue de Fer 42, 5000 Namen");
  await expect(page.locator("footer")).toContainText("Rue de Fer 42, 5000 Namen");
  await expect(page.locator("main dt", { hasText: "Erkenning" }).locator("+ dd")).toHaveText("BIV 508 417");
  await expect(page.locator("footer")).toContainText("BIV 508 417 – België");
  // A town abroad: its country in Dutch on the card as in the card's title.
  await page.goto("/nl/ons-aanbod-in-spanje/");
  await expect(page.locator(".card-place", { hasText: "Marbella" })).toHaveText("Huis – Marbella (Spanje)");
});
