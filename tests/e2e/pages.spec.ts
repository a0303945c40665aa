/**
 * Every page without parameters in every language, with JavaScript (project "js") and without
 * ("no-js"): status, language, one h1, canonical and hreflang links, breadcrumbs, language
 * switcher, and axe-core with zero violations once per page type and mode (languages in turn; the
 * thank-you pages are one type).
 * Every page is seen both ways and in every language; one test per language and mode visits its
 * pages in turn in one browser page.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./reused-page";
import { LANGUAGES } from "../../app/i18n/languages";
import { PAGE_IDS, PAGES, pathPattern } from "../../app/routing/route-table";
import { axeViolations, describeViolations } from "./axe";
import {
  DEFAULT_LANGUAGE,
  ENABLED_LANGUAGES,
  FRAME_PAGE_PATHS,
  GUARDED_PAGE_PATHS,
  href,
  NOINDEX_PAGE_IDS,
  PARENT_PAGES,
  STATIC_PAGE_IDS,
  TEXTS,
  VISITS,
  waitForHydration,
  type Visit,
} from "./site";

test("every page of the route table without parameters is visited here", () => {
  const inRouteTable = PAGE_IDS.filter((page) => !LANGUAGES.some((lang) => pathPattern(page, lang).includes(":")));
  const visited = [...STATIC_PAGE_IDS, ...Object.keys(GUARDED_PAGE_PATHS), ...Object.keys(FRAME_PAGE_PATHS)];
  expect(visited.sort()).toEqual([...inRouteTable].sort());
});

async function visit(page: Page, target: Visit, javaScriptEnabled: boolean) {
  const response = await page.goto(target.path, { waitUntil: "domcontentloaded" });
  expect(response?.status(), `status of ${target.path}`).toBe(target.status);
  if (javaScriptEnabled) await waitForHydration(page);
}

/**
 * A page visited in every language runs with JavaScript in two of them and without in the other
 * two (the languages in turn from page to page), so that every page is seen both ways and every
 * language once; a page visited in one language runs both ways.
 */
function modesOf(target: Visit): boolean[] {
  const visits = VISITS.filter((other) => other.pageId === target.pageId);
  if (visits.length < 2) return [true, false];
  return [(ENABLED_LANGUAGES.indexOf(target.lang) + pageTurn(target)) % 2 === 0];
}

const pageTurn = (target: Visit) => (target.pageId === null ? 0 : STATIC_PAGE_IDS.indexOf(target.pageId));

/**
 * A page's type, as axe reads it: its page, but one for the thank-you pages, which are one route
 * module's one template (their texts differ, their markup does not).
 */
const pageType = (target: Visit) =>
  target.pageId !== null && PAGES[target.pageId].file === "routes/thank-you.tsx" ? "thank-you" : target.pageId;
const PAGE_TYPES = [...new Set(VISITS.map(pageType))];

/**
 * axe once per page type and JavaScript mode: on one of its visits in that mode, counting from a
 * place that turns from page to page and from one mode to the other (so that axe reads every language).
 */
function runsAxe(target: Visit, javaScriptEnabled: boolean): boolean {
  const type = pageType(target);
  const visits = VISITS.filter((other) => pageType(other) === type && modesOf(other).includes(javaScriptEnabled));
  return visits[(PAGE_TYPES.indexOf(type) + (javaScriptEnabled ? 0 : 1)) % visits.length] === target;
}

/** The structure of one page as a visitor (or a screen reader, a search engine) finds it. */
async function expectPage(page: Page, target: Visit, baseURL: string) {
  const { lang, pageId } = target;
  const t = TEXTS[lang];
  await expect.soft(page.locator("html")).toHaveAttribute("lang", lang);
  await expect.soft(page.locator("h1")).toHaveCount(1);

  if (pageId === null) {
    // The 404 page: its title, a search form and a link home.
    const main = page.locator("main");
    await expect.soft(page.locator("h1")).toHaveText(t.notFound.title);
    const search = main.getByRole("search");
    await expect.soft(search.getByRole("searchbox", { name: t.notFound.searchLabel })).toBeVisible();
    await expect.soft(search.getByRole("button", { name: t.notFound.searchButton })).toBeVisible();
    await expect.soft(main.getByRole("link", { name: t.notFound.homeLink })).toHaveAttribute("href", href("home", lang));
    return;
  }
  const url = (l: string) => `${baseURL}${href(pageId, l as typeof lang)}`;
  await expect.soft(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url(lang));
  if (NOINDEX_PAGE_IDS.includes(pageId)) {
    // Thank-you and form pages: never indexed, so no alternates either.
    await expect.soft(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await expect.soft(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  } else {
    for (const l of ENABLED_LANGUAGES) {
      await expect.soft(page.locator(`link[rel="alternate"][hreflang="${l}"]`)).toHaveAttribute("href", url(l));
    }
    await expect.soft(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", url(DEFAULT_LANGUAGE));
  }

  const breadcrumbs = page.getByRole("navigation", { name: t.shell.breadcrumb, exact: true });
  if (pageId === "home") {
    await expect.soft(breadcrumbs).toHaveCount(0);
  } else {
    // Every page without parameters sits right under home (Home › page), or under its parent.
    const items = breadcrumbs.getByRole("listitem");
    const parent = PARENT_PAGES[pageId];
    await expect.soft(items).toHaveCount(parent ? 3 : 2);
    await expect.soft(items.first().getByRole("link")).toHaveAttribute("href", href("home", lang));
    if (parent) await expect.soft(items.nth(1).getByRole("link")).toHaveAttribute("href", href(parent, lang));
    await expect.soft(items.last().locator('[aria-current="page"]')).toHaveCount(1);
    await expect.soft(items.last().getByRole("link")).toHaveCount(0);
  }

  const switcher = page.getByRole("navigation", { name: t.shell.languageSwitcher, exact: true });
  for (const l of ENABLED_LANGUAGES) {
    const link = switcher.locator(`a[hreflang="${l}"]`);
    await expect.soft(link).toHaveAttribute("href", href(pageId, l));
    if (l === lang) await expect.soft(link).toHaveAttribute("aria-current", "true");
    else await expect.soft(link).not.toHaveAttribute("aria-current", /.*/);
  }
}

test("every page is seen with JavaScript and without, in every language, and axe reads each once per mode in one of them", () => {
  for (const pageId of [...STATIC_PAGE_IDS, null]) {
    const visits = VISITS.filter((target) => target.pageId === pageId);
    for (const javaScriptEnabled of [true, false]) {
      expect(
        visits.some((target) => modesOf(target).includes(javaScriptEnabled)),
        `${pageId} js=${javaScriptEnabled}`,
      ).toBe(true);
    }
    if (visits.length > 1) expect(visits.map((target) => target.lang).sort()).toEqual([...ENABLED_LANGUAGES].sort());
  }
  for (const type of PAGE_TYPES) {
    for (const javaScriptEnabled of [true, false]) {
      expect(
        VISITS.filter((target) => pageType(target) === type && runsAxe(target, javaScriptEnabled)),
        `axe on ${type} js=${javaScriptEnabled}`,
      ).toHaveLength(1);
    }
  }
  // axe reads pages in every language, in each mode.
  for (const javaScriptEnabled of [true, false]) {
    const languages = new Set(VISITS.filter((target) => runsAxe(target, javaScriptEnabled)).map((target) => target.lang));
    expect([...languages].sort(), `axe's languages, js=${javaScriptEnabled}`).toEqual([...ENABLED_LANGUAGES].sort());
  }
});

// One test per language (and project): its pages visited in turn in one browser page, each page's
// findings reported on their own (soft expectations and a step per page).
for (const lang of ENABLED_LANGUAGES) {
  test(`${lang}: its pages, status, language, one h1, canonical, hreflang, breadcrumbs, switcher; axe`, async ({
    page,
    baseURL,
    javaScriptEnabled,
  }) => {
    const targets = VISITS.filter((target) => target.lang === lang && modesOf(target).includes(javaScriptEnabled));
    expect(targets.length).toBeGreaterThan(0);
    // The time of a test per page.
    test.setTimeout(targets.length * 15_000);
    for (const target of targets) {
      await test.step(`${target.name} ${target.path}`, async () => {
        await visit(page, target, javaScriptEnabled);
        await expectPage(page, target, baseURL!);
        if (runsAxe(target, javaScriptEnabled)) {
          const violations = await axeViolations(page, { javaScriptEnabled });
          expect
            .soft(
              violations.map((v) => v.id),
              `axe violations on ${page.url()}:\n${describeViolations(violations)}`,
            )
            .toEqual([]);
        }
      });
    }
  });
}
