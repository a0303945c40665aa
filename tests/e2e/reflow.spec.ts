/**
 * Reflow (WCAG 1.4.10) at 320 CSS px: no page scrolls sideways and nothing sticks out of the
 * viewport, on every page type in the four languages. Each page runs once without JavaScript (the
 * server's HTML and CSS alone); a few run again with JavaScript, hydrated, and with the menu open.
 * Runs in the "behaviour" project: each group says whether JavaScript is on.
 *
 * Catalogue pages are reached through the app's own /property/{id}/ and /project/{id}/ redirects,
 * with literal ids from data/catalogue/snapshot.json and the language chosen by the browser's locale.
 */
import { expect, test, type Page } from "@playwright/test";
import { CATALOGUE_PAGES, horizontalOverflow, PAGE_TYPES, waitForHydration, type Language } from "./site";

const WIDTH = 320;

async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await horizontalOverflow(page);
  expect(
    overflow.offenders,
    `elements beyond the ${WIDTH}-px viewport, or cut off, on ${page.url()}:\n${overflow.offenders.join("\n")}`,
  ).toEqual([]);
  expect(overflow.scrollWidth, `the page scrolls sideways on ${page.url()}`).toBeLessThanOrEqual(overflow.clientWidth);
}

test.use({ viewport: { width: WIDTH, height: 640 } });

for (const lang of Object.keys(PAGE_TYPES) as Language[]) {
  test.describe(`${lang} at ${WIDTH} px without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, locale: `${lang}-BE` });

    for (const [name, path] of Object.entries(PAGE_TYPES[lang])) {
      test(`${name} ${path}`, async ({ page }) => {
        await page.goto(path);
        await expectNoHorizontalOverflow(page);
      });
    }

    for (const [name, path] of Object.entries(CATALOGUE_PAGES)) {
      test(`${name} ${path}`, async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/${lang}/`));
        await expectNoHorizontalOverflow(page);
      });
    }
  });
}

test.describe(`at ${WIDTH} px, what is wider than the screen (JavaScript off)`, () => {
  test.use({ javaScriptEnabled: false });

  test("the cookie policy's table scrolls sideways in its own region, which the keyboard reaches", async ({ page }) => {
    await page.goto("/nl/cookiebeleid/");
    const region = page.getByRole("region", { name: "Cookies op immo-meuse-sambre.be", exact: true });
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

  for (const path of [
    "/de/",
    "/de/zu-verkaufen/?city=Namur%7C5000&type=2",
    "/de/cookie-richtlinie/",
    "/de/existiert-nicht/",
    "/property/4200411/",
  ]) {
    test(`${path}, hydrated`, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expectNoHorizontalOverflow(page);
    });
  }

  test("with the menu open", async ({ page }) => {
    await page.goto("/nl/te-koop/");
    await waitForHydration(page);
    await page.locator("details.menu-drawer > summary").click();
    await expect(page.locator(".drawer-panel a[href]").first()).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});
