/**
 * What the end-to-end tests visit. The paths are written out here, literally, as a visitor types
 * them: a test that asked the app's own href() for the path it then checks would agree with any
 * mistake in the route table. pages.spec.ts fails when the route table has a page this list lacks.
 * Playwright's loader follows the tsconfig "~/" alias, but Node's ESM loader underneath wants JSON
 * imported `with { type: "json" }`.
 */
import type { Page } from "@playwright/test";
import siteConfig from "../../data/site/site.json" with { type: "json" };
import de from "../../app/locales/de";
import en from "../../app/locales/en";
import fr from "../../app/locales/fr";
import nl from "../../app/locales/nl";
import { LANGUAGES, type Language } from "../../app/i18n/languages";
import type { PageId } from "../../app/routing/route-table";

export { LANGUAGES, type Language, type PageId };

/** Every page without parameters, in every language: the paths of data/site/paths.json, copied. */
export const STATIC_PAGE_PATHS = {
  home: { nl: "/nl/", fr: "/fr/", en: "/en/", de: "/de/" },
  agency: { nl: "/nl/ons-kantoor/", fr: "/fr/l-agence/", en: "/en/about-us/", de: "/de/ueber-uns/" },
  "for-sale": { nl: "/nl/te-koop/", fr: "/fr/a-vendre/", en: "/en/for-sale/", de: "/de/zu-verkaufen/" },
  "for-rent": { nl: "/nl/te-huur/", fr: "/fr/a-louer/", en: "/en/for-rent/", de: "/de/zu-vermieten/" },
  contact: { nl: "/nl/contact/", fr: "/fr/contact/", en: "/en/contact/", de: "/de/kontakt/" },
  jobs: { nl: "/nl/vacatures/", fr: "/fr/jobs/", en: "/en/jobs/", de: "/de/stellenangebote/" },
  abroad: { nl: "/nl/ons-aanbod-in-spanje/", fr: "/fr/nos-biens-en-espagne/", en: "/en/properties-in-spain/", de: "/de/immobilien-in-spanien/" },
  privacy: { nl: "/nl/privacyverklaring/", fr: "/fr/politique-de-confidentialite/", en: "/en/privacy-statement/", de: "/de/datenschutzerklaerung/" },
  "cookie-policy": { nl: "/nl/cookiebeleid/", fr: "/fr/politique-cookies/", en: "/en/cookie-policy/", de: "/de/cookie-richtlinie/" },
  disclaimer: { nl: "/nl/disclaimer/", fr: "/fr/mentions-legales/", en: "/en/legal-notice/", de: "/de/rechtliche-hinweise/" },
  search: { nl: "/nl/zoeken/", fr: "/fr/recherche/", en: "/en/search/", de: "/de/suche/" },
} satisfies Partial<Record<PageId, Record<Language, string>>>;

export type StaticPageId = keyof typeof STATIC_PAGE_PATHS;

/** The path of a page without parameters, from the literal table above. */
export function href(page: StaticPageId, lang: Language): string {
  return STATIC_PAGE_PATHS[page][lang];
}

export const TEXTS = { nl, fr, en, de } satisfies Record<Language, unknown>;

export const DEFAULT_LANGUAGE = siteConfig.defaultLanguage as Language;

/** The languages the agency has enabled (data/site/site.json), the ones the site serves. */
export const ENABLED_LANGUAGES = LANGUAGES.filter((lang) => siteConfig.languages.some((l) => l.code === lang && l.use));

/** Pages whose path has no parameter: the ones a test can visit without knowing the catalogue. */
export const STATIC_PAGE_IDS = Object.keys(STATIC_PAGE_PATHS) as StaticPageId[];

export type Visit = { pageId: StaticPageId | null; lang: Language; path: string; status: number; name: string };

export function notFoundPath(lang: Language): string {
  return `/${lang}/does-not-exist/`;
}

/** Every static page in every enabled language, then the 404 page in every enabled language. */
export const VISITS: Visit[] = [
  ...STATIC_PAGE_IDS.flatMap((page) =>
    ENABLED_LANGUAGES.map((lang) => ({ pageId: page, lang, path: href(page, lang), status: 200, name: `${page} (${lang})` })),
  ),
  ...ENABLED_LANGUAGES.map((lang) => ({ pageId: null, lang, path: notFoundPath(lang), status: 404, name: `404 (${lang})` })),
];

/**
 * Waits until React has hydrated the document (its fiber is attached to <main>), so that what
 * a test sees with JavaScript is the hydrated page, not the server HTML still waiting for it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const main = document.getElementById("main");
    return !!main && Object.keys(main).some((key) => key.startsWith("__reactFiber"));
  });
}

/** How far the page reaches sideways, and every visible element that sticks out of the viewport. */
export type HorizontalOverflow = { scrollWidth: number; clientWidth: number; offenders: string[] };

/**
 * Reflow (WCAG 1.4.10): the document's scroll width against the viewport, and every visible element
 * whose box reaches past the viewport's left or right edge. Elements inside a box that scrolls or
 * clips on its own (a table region, the gallery strip, a visually hidden text) are that box's
 * business: only the box itself is checked. Clipping by <html> or <body> hides nothing here, since
 * content cut off there is lost to the visitor.
 */
export async function horizontalOverflow(page: Page): Promise<HorizontalOverflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = typeof element.className === "string" && element.className.trim() ? `.${element.className.trim().split(/\s+/).join(".")}` : "";
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ""}`;
    };
    const containedByAncestor = (element: Element) => {
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body && ancestor !== root; ancestor = ancestor.parentElement) {
        if (getComputedStyle(ancestor).overflowX !== "visible") return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= width + 0.5 && box.left >= -0.5) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (containedByAncestor(element)) continue;
      offenders.push(`${describe(element)}: ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, offenders };
  });
}
