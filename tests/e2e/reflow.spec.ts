/**
 * Reflow (WCAG 1.4.10) at 320 CSS px: no page scrolls sideways and nothing sticks out of the
 * viewport, on every page type in the four languages. Each page runs once without JavaScript (the
 * server's HTML and CSS alone); a few run again with JavaScript, hydrated, and with the menu open.
 * Runs in the "behaviour" project: each group says whether JavaScript is on.
 *
 * The walk without JavaScript also reads each page for its towns' names and the agency's licence
 * (town-names.ts, issue 20 point 11), over the pages where those towns show too: one visit of each
 * page for both checks.
 *
 * Catalogue pages are reached through the app's own /property/{id}/ and /project/{id}/ redirects,
 * with literal ids from data/catalogue/snapshot.json and the language chosen by the browser's locale.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./reused-page";
import { CATALOGUE_PAGES, horizontalOverflow, PAGE_TYPES, waitForHydration, type Language } from "./site";
import { expectOneNamePerTown, TOWN_PAGES } from "./town-names";

const WIDTH = 320;

async function expectNoHorizontalOverflow(page: Page, soft = false) {
  const overflow = await horizontalOverflow(page);
  const check = soft ? expect.soft : expect;
  check(
    overflow.offenders,
    `elements beyond the ${WIDTH}-px viewport, or cut off, on ${page.url()}:\n${overflow.offenders.join("\n")}`,
  ).toEqual([]);
  check(overflow.scrollWidth, `the page scrolls sideways on ${page.url()}`).toBeLessThanOrEqual(overflow.clientWidth);
}

test.use({ viewport: { width: WIDTH, height: 640 } });

// One test per language and kind of page, its pages visited in turn in one browser page (each
// failure reported on its own): the same pages as one test each, without a new context per page.
for (const lang of Object.keys(PAGE_TYPES) as Language[]) {
  test.describe(`${lang} at ${WIDTH} px without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, locale: `${lang}-BE` });

    test(`the page types, and their towns' names: ${Object.keys(PAGE_TYPES[lang]).join(", ")}`, async ({ page }) => {
      for (const path of Object.values(PAGE_TYPES[lang])) {
        await page.goto(path);
        await expectNoHorizontalOverflow(page, true);
        await expectOneNamePerTown(page, lang);
      }
    });

    test(`the catalogue's pages, and their towns' names: ${Object.keys(CATALOGUE_PAGES).join(", ")}`, async ({ page }) => {
      for (const path of Object.values(CATALOGUE_PAGES)) {
        const response = await page.goto(path);
        expect.soft(response?.status(), path).toBe(200);
        expect.soft(new URL(page.url()).pathname).toMatch(new RegExp(`^/${lang}/`));
        await expectNoHorizontalOverflow(page, true);
        await expectOneNamePerTown(page, lang);
      }
    });

    test(`the pages about towns with other names, and those names: ${Object.keys(TOWN_PAGES[lang]).join(", ")}`, async ({ page }) => {
      for (const path of Object.values(TOWN_PAGES[lang])) {
        const response = await page.goto(path);
        expect.soft(response?.status(), path).toBe(200);
        await expectNoHorizontalOverflow(page, true);
        await expectOneNamePerTown(page, lang);
      }
    });
  });
}

test.describe(`at ${WIDTH} px, what is wider than the screen (JavaScript off)`, () => {
  test.use({ javaScriptEnabled: false });

  test("the cookie policy's tables scroll sideways in their own regions, which the keyboard reaches", async ({ page }) => {
    await page.goto("/nl/cookiebeleid/");
    const region = page.getByRole("region", { name: "Strikt noodzakelijk: cookies", exact: true });
    await expect(region.locator("table")).toHaveCount(1);
    const widths = await region.evaluate((element) => ({ scroll: element.scrollWidth, client: element.clientWidth }));
    expect(widths.scroll, "the table is wider than the screen, so the region scrolls").toBeGreaterThan(widths.client);
    await region.focus();
    await expect(region).toBeFocused();
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => region.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    await expectNoHorizontalOverflow(page);
  });

  // Words longer than the line, from the agency's own German and Dutch texts, in each kind of heading.
  for (const [path, heading, word] of [
    ["/de/zu-verkaufen/", "main h1", "Verbraucherschutzvorschriften"],
    ["/de/zu-verkaufen/", ".card-grid h2", "Berufshaftpflichtversicherung"],
    ["/nl/privacyverklaring/", ".article h2", "Gegevensbeschermingsautoriteit"],
  ] as const) {
    test(`a heading made of one long word wraps: ${heading} on ${path}`, async ({ page }) => {
      await page.goto(path);
      const target = page.locator(heading).first();
      await target.evaluate((element, text) => (element.textContent = text), word);
      await expect(target).toHaveText(word);
      await expectNoHorizontalOverflow(page);
    });
  }
});

test.describe(`at ${WIDTH} px with JavaScript`, () => {
  test.use({ javaScriptEnabled: true, locale: "de-BE" });

  const HYDRATED = [
    "/de/",
    "/de/zu-verkaufen/?city=Namur%7C5000&type=2",
    "/de/cookie-richtlinie/",
    "/de/existiert-nicht/",
    "/property/4200411/",
  ];
  test(`hydrated, in turn in one browser page: ${HYDRATED.join(", ")}`, async ({ page }) => {
    for (const path of HYDRATED) {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoHorizontalOverflow(page, true);
    }
  });

  test("with the menu open", async ({ page }) => {
    await page.goto("/nl/te-koop/");
    await waitForHydration(page);
    await page.locator("details.menu-drawer > summary").click();
    await expect(page.locator(".drawer-panel a[href]").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
