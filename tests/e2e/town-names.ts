/**
 * One name per town per page language (issue 20, point 11), checked on the page a test has open:
 * it names each town of app/belgium/town-names.ts only as the page's language does (Brussel,
 * Waver, Namen on Dutch pages), and writes the agency's licence one way. reflow.spec.ts runs it on
 * every page type in the four languages, read as the server sends it (without JavaScript), with
 * the pages below for the towns' own cases; town-names.spec.ts reads a Dutch visitor's pages.
 *
 * What is read: the text of the page (hidden parts included: a closed disclosure's text is in the
 * document), its title, meta descriptions, Open Graph and Twitter texts, the alt, title, aria-label
 * and placeholder attributes, and the texts of its structured data. Left out, each for a reason:
 * - text marked with another `lang` than the page's (the French headline and description of a
 *   property on a Dutch page are French, and French says Bruxelles);
 * - the street names below, which are names of streets, written as their signs read, and the
 *   agency's own words below;
 * - JSON-LD `addressLocality`, the postal name of the town (ADR 033), and URLs (their slugs are
 *   the catalogue's).
 */
import { expect, type Page } from "@playwright/test";
import { townName, townNames, townsWithOtherNames } from "../../app/belgium/town-names";
import { type Language } from "./site";

/** Streets named after a town: the street's name, not the town's (and the same in every language). */
const STREET_NAMES = ["Chaussée de Bruxelles", "Chaussée de Louvain", "rue du Luxembourg"];

/**
 * Words of a language that are also a town's name in another, read as a town only after a
 * postcode: Dutch "Brussels" (the adjective, as in "Brussels Hoofdstedelijk Gewest") and German
 * "Namen" (names, as in "mit Ihrem Namen und Wohnort").
 */
const COMMON_WORDS: Partial<Record<Language, string[]>> = { nl: ["Brussels"], de: ["Namen"] };

/**
 * The agency's own words about a listing, kept as it wrote them (a listing's headline and
 * description are the agency's, ADR 048): its French description of a flat in Leuven (4219380)
 * says "situé à Leuven".
 */
const AGENCY_WORDS = ["situé à Leuven"];

export const BRUSSELS_FLAT = {
  nl: "/nl/te-huur/bruxelles/appartement-2-chambres-a-louer-libre-rapidement/4214164/",
  fr: "/fr/a-louer/bruxelles/appartement-2-chambres-a-louer-libre-rapidement/4214164/",
  en: "/en/for-rent/bruxelles/appartement-2-chambres-a-louer-libre-rapidement/4214164/",
  de: "/de/zu-vermieten/bruxelles/appartement-2-chambres-a-louer-libre-rapidement/4214164/",
};
export const WAVRE_FLAT = {
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

/**
 * The pages where the towns with other names show, beyond the page types and catalogue pages that
 * reflow.spec.ts visits anyway: a list and search results about them, a flat in each, the forms
 * about a flat in Wavre and their thank-you page. Paths are written out literally.
 */
export const TOWN_PAGES: Record<Language, Record<string, string>> = {
  nl: {
    "Brussels for rent": "/nl/te-huur/?city=Bruxelles%7C1000",
    search: "/nl/zoeken/?q=Waver",
    "property in Brussels": BRUSSELS_FLAT.nl,
    "property in Wavre": WAVRE_FLAT.nl,
    "property in Namur": NAMUR_FLAT.nl,
    "request information": "/nl/aanvraag/informatie/4143552/",
    "keep me informed": "/nl/hou-me-op-de-hoogte/",
    "free valuation": "/nl/gratis-schatting/",
    "thank-you": `/nl/bedankt/informatieaanvraag/?from=${encodeURIComponent(WAVRE_FLAT.nl)}`,
  },
  fr: {
    "Brussels for rent": "/fr/a-louer/?city=Bruxelles%7C1000",
    search: "/fr/recherche/?q=Wavre",
    "property in Brussels": BRUSSELS_FLAT.fr,
    "property in Wavre": WAVRE_FLAT.fr,
    "property in Namur": NAMUR_FLAT.fr,
    "request information": "/fr/demande/information/4143552/",
    "keep me informed": "/fr/tenez-moi-informe/",
    "free valuation": "/fr/estimation-gratuite/",
    "thank-you": `/fr/merci/demande-d-information/?from=${encodeURIComponent(WAVRE_FLAT.fr)}`,
  },
  en: {
    "Brussels for rent": "/en/for-rent/?city=Bruxelles%7C1000",
    search: "/en/search/?q=Wavre",
    "property in Brussels": BRUSSELS_FLAT.en,
    "property in Wavre": WAVRE_FLAT.en,
    "property in Namur": NAMUR_FLAT.en,
    "request information": "/en/request/information/4143552/",
    "keep me informed": "/en/keep-me-informed/",
    "free valuation": "/en/free-valuation/",
    "thank-you": `/en/thank-you/enquiry/?from=${encodeURIComponent(WAVRE_FLAT.en)}`,
  },
  de: {
    "Brussels for rent": "/de/zu-vermieten/?city=Bruxelles%7C1000",
    search: "/de/suche/?q=Br%C3%BCssel",
    "property in Brussels": BRUSSELS_FLAT.de,
    "property in Wavre": WAVRE_FLAT.de,
    "property in Namur": NAMUR_FLAT.de,
    "request information": "/de/anfrage/information/4143552/",
    "keep me informed": "/de/suchauftrag/",
    "free valuation": "/de/kostenlose-schaetzung/",
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

/**
 * The page open in `page`, in `lang`: no town named as another language names it, and every
 * mention of the agency's licence in that language's way (the footer shows it on every page).
 * Soft expectations, so that a walk over many pages reports each page's findings.
 */
export async function expectOneNamePerTown(page: Page, lang: Language): Promise<void> {
  const where = new URL(page.url()).pathname + new URL(page.url()).search;
  const wrong = otherSpellings(lang);
  const found: string[] = [];
  for (const { where: place, text } of await readableTexts(page)) {
    const read = [...STREET_NAMES, ...AGENCY_WORDS].reduce((rest, words) => rest.replaceAll(words, ""), text);
    for (const spelling of wrong) {
      if (spelling.pattern.test(read)) found.push(`"${spelling.name}" for ${spelling.town} in ${place}: ${text.slice(0, 120)}`);
    }
  }
  expect.soft(found, `other spellings of towns on ${where}`).toEqual([]);

  const body = (await page.locator("body").textContent()) ?? "";
  const mentions = body.match(/(?:BIV|IPI)(?:[-/ ]\s*(?:BIV|IPI|erkenning))?[:\s]*508 417/g) ?? [];
  for (const mention of mentions) expect.soft(mention, `the licence on ${where}`).toBe(LICENCE[lang]);
  expect.soft(mentions.length, `the licence on ${where}`).toBeGreaterThan(0);
}
