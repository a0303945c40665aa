/**
 * Every page in every language, with JavaScript (project "js") and without (project "no-js"):
 * status, language, one h1, canonical and hreflang links, breadcrumbs, language switcher, and
 * axe-core with zero violations.
 */
import { expect, test, type Page } from "@playwright/test";
import { LANGUAGES } from "../../app/i18n/languages";
import { PAGE_IDS, pathPattern } from "../../app/routing/route-table";
import { expectNoAxeViolations } from "./axe";
import {
  DEFAULT_LANGUAGE,
  ENABLED_LANGUAGES,
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
  const visited = [...STATIC_PAGE_IDS, ...Object.keys(GUARDED_PAGE_PATHS)];
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
 * language once, in half the time; a page visited in one language runs both ways.
 */
function projectTag(target: Visit): string {
  const visits = VISITS.filter((other) => other.pageId === target.pageId);
  if (visits.length < 2) return "";
  const pageTurn = target.pageId === null ? 0 : STATIC_PAGE_IDS.indexOf(target.pageId);
  return (ENABLED_LANGUAGES.indexOf(target.lang) + pageTurn) % 2 === 0 ? " @js-only" : " @no-js-only";
}

for (const target of VISITS) {
  test(`${target.name} ${target.path}${projectTag(target)}`, async ({ page, baseURL, javaScriptEnabled }) => {
    const { lang, pageId } = target;
    const t = TEXTS[lang];
    await visit(page, target, javaScriptEnabled);

    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("h1")).toHaveCount(1);

    if (pageId === null) {
      // The 404 page: its title, a search form and a link home.
      const main = page.locator("main");
      await expect(page.locator("h1")).toHaveText(t.notFound.title);
      const search = main.getByRole("search");
      await expect(search.getByRole("searchbox", { name: t.notFound.searchLabel })).toBeVisible();
      await expect(search.getByRole("button", { name: t.notFound.searchButton })).toBeVisible();
      await expect(main.getByRole("link", { name: t.notFound.homeLink })).toHaveAttribute("href", href("home", lang));
    } else {
      const url = (l: string) => `${baseURL}${href(pageId, l as typeof lang)}`;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url(lang));
      if (NOINDEX_PAGE_IDS.includes(pageId)) {
        // Thank-you and form pages: never indexed, so no alternates either.
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
        await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
      } else {
        for (const l of ENABLED_LANGUAGES) {
          await expect(page.locator(`link[rel="alternate"][hreflang="${l}"]`)).toHaveAttribute("href", url(l));
        }
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute("href", url(DEFAULT_LANGUAGE));
      }

      const breadcrumbs = page.getByRole("navigation", { name: t.shell.breadcrumb, exact: true });
      if (pageId === "home") {
        await expect(breadcrumbs).toHaveCount(0);
      } else {
        // Every page without parameters sits right under home (Home › page), or under its parent.
        const items = breadcrumbs.getByRole("listitem");
        const parent = PARENT_PAGES[pageId];
        await expect(items).toHaveCount(parent ? 3 : 2);
        await expect(items.first().getByRole("link")).toHaveAttribute("href", href("home", lang));
        if (parent) await expect(items.nth(1).getByRole("link")).toHaveAttribute("href", href(parent, lang));
        await expect(items.last().locator('[aria-current="page"]')).toHaveCount(1);
        await expect(items.last().getByRole("link")).toHaveCount(0);
      }

      const switcher = page.getByRole("navigation", { name: t.shell.languageSwitcher, exact: true });
      for (const l of ENABLED_LANGUAGES) {
        const link = switcher.locator(`a[hreflang="${l}"]`);
        await expect(link).toHaveAttribute("href", href(pageId, l));
        if (l === lang) await expect(link).toHaveAttribute("aria-current", "true");
        else await expect(link).not.toHaveAttribute("aria-current", /.*/);
      }
    }

    await expectNoAxeViolations(page, { javaScriptEnabled });
  });
}
