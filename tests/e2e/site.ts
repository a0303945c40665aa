/**
 * What the end-to-end tests visit, read from the app's own route table and texts, so that a
 * page or a language added there is covered without touching the tests. Playwright's loader
 * follows the tsconfig "~/" alias, but Node's ESM loader underneath wants JSON imported
 * `with { type: "json" }` (app/routing/route-table.ts does so for that reason).
 */
import type { Page } from "@playwright/test";
import siteConfig from "../../data/site/site.json" with { type: "json" };
import de from "../../app/locales/de";
import en from "../../app/locales/en";
import fr from "../../app/locales/fr";
import nl from "../../app/locales/nl";
import { LANGUAGES, type Language } from "../../app/i18n/languages";
import { href, PAGE_IDS, pathPattern, type PageId } from "../../app/routing/route-table";

export { LANGUAGES, href, type Language, type PageId };

export const TEXTS = { nl, fr, en, de } satisfies Record<Language, unknown>;

export const DEFAULT_LANGUAGE = siteConfig.defaultLanguage as Language;

/** The languages the agency has enabled (data/site/site.json), the ones the site serves. */
export const ENABLED_LANGUAGES = LANGUAGES.filter((lang) => siteConfig.languages.some((l) => l.code === lang && l.use));

/** Pages whose path has no parameter: the ones a test can visit without knowing the catalogue. */
export const STATIC_PAGE_IDS = PAGE_IDS.filter((page) => !LANGUAGES.some((lang) => pathPattern(page, lang).includes(":")));

export type Visit = { pageId: PageId | null; lang: Language; path: string; status: number; name: string };

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
