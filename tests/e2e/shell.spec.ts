/**
 * Behaviours of the page shell and the server around it: language redirects, the language
 * switcher, trailing slashes, the top bar, the mobile drawer, the header and back-to-top, the
 * 404 page, the health check, the picture route, and a clean console. Runs in its own project
 * ("shell"); each group says whether it runs with JavaScript or without.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./reused-page";
import { DEFAULT_LANGUAGE, ENABLED_LANGUAGES, href, notFoundPath, TEXTS, waitForHydration } from "./site";

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), y);

test.describe("unprefixed paths redirect to the visitor's language", () => {
  test("Accept-Language chooses the language", async ({ request }) => {
    const response = await request.get("/for-sale/", { headers: { "Accept-Language": "nl" }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(href("for-sale", "nl"));
  });

  test("without cookie or Accept-Language, / goes to the default language", async ({ request }) => {
    const response = await request.get("/", { headers: { "Accept-Language": "" }, maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(href("home", DEFAULT_LANGUAGE));
  });

  test("the query string is kept", async ({ request }) => {
    const response = await request.get("/for-sale/?city=Namur%7C5000", { headers: { "Accept-Language": "" }, maxRedirects: 0 });
    expect(response.headers()["location"]).toBe(`${href("for-sale", DEFAULT_LANGUAGE)}?city=Namur%7C5000`);
  });

  test("with JavaScript, the language of the last page visited wins over Accept-Language; the page itself sets no cookie", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "nl-BE", javaScriptEnabled: true });
    const page = await context.newPage();
    const response = await page.goto(href("home", "de"));
    // The server sends the same page to everyone (render cache, CDN): the browser remembers the language.
    expect(await response?.headerValue("set-cookie")).toBeNull();
    await waitForHydration(page);
    await expect.poll(async () => (await context.cookies()).some((cookie) => cookie.name === "language")).toBe(true);
    await page.goto("/for-sale/");
    expect(new URL(page.url()).pathname).toBe(href("for-sale", "de"));
    await context.close();
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`language switcher (JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
    test.use({ javaScriptEnabled });

    test("keeps the query string", async ({ page }) => {
      await page.goto(`${href("for-sale", "fr")}?type=2`);
      if (javaScriptEnabled) await waitForHydration(page);
      const switcher = page.getByRole("navigation", { name: TEXTS.fr.shell.languageSwitcher, exact: true });
      await switcher.locator('a[hreflang="nl"]').click();
      await expect(page).toHaveURL(`${href("for-sale", "nl")}?type=2`);
      await expect(page.locator("html")).toHaveAttribute("lang", "nl");
    });

    test("encodes a shared link's raw characters, so every language link is a valid URL", async ({ page }) => {
      await page.goto("/fr/a-vendre/?city=Namur|5000");
      if (javaScriptEnabled) await waitForHydration(page);
      const switcher = page.getByRole("navigation", { name: TEXTS.fr.shell.languageSwitcher, exact: true });
      await expect(switcher.locator('a[hreflang="nl"]')).toHaveAttribute("href", "/nl/te-koop/?city=Namur%7C5000");
    });
  });
}

test("each language link's name starts with the code it shows (label in name)", async ({ page }) => {
  await page.goto("/fr/");
  const switcher = page.getByRole("navigation", { name: "Choisissez votre langue", exact: true });
  const names = { nl: "NL – Nederlands", fr: "FR – Français", en: "EN – English", de: "DE – Deutsch" };
  for (const [code, name] of Object.entries(names)) {
    const link = switcher.locator(`a[hreflang="${code}"]`);
    await expect(link).toHaveAccessibleName(name);
    await expect(link).toHaveText(new RegExp(`^${code.toUpperCase()}`));
  }
});

test("a path without its trailing slash is moved permanently to the one with it", async ({ request }) => {
  const path = href("for-sale", "fr");
  const response = await request.get(`${path.slice(0, -1)}?type=2`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()["location"]).toBe(`${path}?type=2`);
});

test("top bar: external, tel: and mailto: links open in a new tab without access to the opener", async ({ page }) => {
  await page.goto(href("home", "fr"));
  const topBar = page.getByRole("navigation", { name: TEXTS.fr.shell.topBar, exact: true });
  const links = topBar.locator('a[href^="http:"], a[href^="https:"], a[href^="tel:"], a[href^="mailto:"]');
  expect(await links.count()).toBeGreaterThan(0);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /(^|\s)noopener(\s|$)/);
  }
});

test.describe("mobile drawer", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  const drawer = (page: Page) => page.locator("details.menu-drawer");
  const menuButton = (page: Page) => drawer(page).locator("summary");
  const drawerLinks = (page: Page) => drawer(page).locator("nav a[href]");

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the Menu button opens and closes it", async ({ page }) => {
      await page.goto(href("home", "fr"));
      await expect(drawerLinks(page).first()).toBeHidden();
      await menuButton(page).click();
      await expect(drawerLinks(page).first()).toBeVisible();
      await expect(drawerLinks(page).last()).toBeVisible();
      await menuButton(page).click();
      await expect(drawerLinks(page).first()).toBeHidden();
    });

    test("while it is open, Tab and Shift+Tab reach only its button and links", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto("/nl/te-koop/");
      await menuButton(page).click();
      await expect(drawerLinks(page).first()).toBeVisible();
      const focusables = await page.locator("a[href], button, summary, input, select, textarea, [tabindex]").count();
      // Where focus is: the Menu button, a link in the drawer, nowhere (past the document's end, before
      // it wraps around), or the element it escaped to.
      const focusPlace = () =>
        page.evaluate(() => {
          const element = document.activeElement;
          if (!element || element === document.body) return "nowhere";
          if (!element.closest("details.menu-drawer")) return element.outerHTML.slice(0, 120);
          return element.matches("summary") ? "menu button" : "drawer";
        });
      for (const key of ["Tab", "Shift+Tab"]) {
        await menuButton(page).focus();
        const visited: string[] = [];
        // Round the whole cycle back to the Menu button (or as many steps as the page has places to go).
        for (let i = 0; i < focusables + 2; i++) {
          await page.keyboard.press(key);
          const place = await focusPlace();
          visited.push(place);
          if (place === "menu button") break;
        }
        expect(
          visited.filter((place) => place !== "drawer" && place !== "nowhere" && place !== "menu button"),
          `${key} left the open drawer`,
        ).toEqual([]);
        expect(visited).toContain("drawer");
      }
    });
  });

  test.describe("with JavaScript", () => {
    test.use({ javaScriptEnabled: true });

    test("focus moves in, stays in on Tab and Shift+Tab, and Escape closes it back to the Menu button", async ({ page }) => {
      await page.goto(href("home", "fr"));
      await waitForHydration(page);
      await menuButton(page).click();
      await expect(drawerLinks(page).first()).toBeVisible();
      await expect(drawerLinks(page).first()).toBeFocused();

      const focusInDrawer = () => page.evaluate(() => !!document.activeElement?.closest("details.menu-drawer"));
      const linkCount = await drawerLinks(page).count();
      // From the first link, Tab visits every other link, then wraps to the Menu button.
      for (let i = 1; i < linkCount; i++) {
        await page.keyboard.press("Tab");
        await expect(drawerLinks(page).nth(i)).toBeFocused();
      }
      await page.keyboard.press("Tab");
      await expect(menuButton(page)).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(drawerLinks(page).first()).toBeFocused();
      // Backwards from the first link: the Menu button, then it wraps to the last link.
      await page.keyboard.press("Shift+Tab");
      await expect(menuButton(page)).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(drawerLinks(page).last()).toBeFocused();
      expect(await focusInDrawer()).toBe(true);

      await page.keyboard.press("Escape");
      await expect(drawerLinks(page).first()).toBeHidden();
      await expect(drawer(page)).toHaveJSProperty("open", false);
      await expect(menuButton(page)).toBeFocused();
    });
  });
});

test.describe("header and back-to-top (JavaScript on)", () => {
  test.use({ javaScriptEnabled: true });
  const header = (page: Page) => page.locator("header.site-header");
  const logoWidth = async (page: Page) => (await page.locator("header .logo img").boundingBox())!.width;
  const backToTop = (page: Page) => page.locator("a.back-to-top");

  test.beforeEach(async ({ page }) => {
    await page.goto(href("for-sale", "fr"));
    await waitForHydration(page);
  });

  test("past 30 px of scroll the header is marked scrolled, the logo shrinks, and the page stays put", async ({ page }) => {
    const fullWidth = await logoWidth(page);
    await scrollTo(page, 30);
    await page.waitForTimeout(150);
    await expect(header(page)).not.toHaveAttribute("data-scrolled");

    await scrollTo(page, 40);
    await expect(header(page)).toHaveAttribute("data-scrolled");
    await expect.poll(() => logoWidth(page)).toBeLessThan(fullWidth * 0.9);
    // The scrolled header must not change the layout under the visitor (no jump, no flicker).
    for (let i = 0; i < 5; i++) {
      await page.waitForTimeout(100);
      expect(await scrollY(page)).toBe(40);
      await expect(header(page)).toHaveAttribute("data-scrolled", "true", { timeout: 0 });
    }

    await scrollTo(page, 0);
    await expect(header(page)).not.toHaveAttribute("data-scrolled");
    await expect.poll(() => logoWidth(page)).toBeCloseTo(fullWidth, 0);
  });

  test("back-to-top appears from 10 px of scroll and brings the page back to the top at once with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await expect(backToTop(page)).toBeHidden();
    await scrollTo(page, 9);
    await page.waitForTimeout(250);
    await expect(backToTop(page)).toBeHidden();
    await scrollTo(page, 10);
    await expect(backToTop(page)).toBeVisible();

    await scrollTo(page, 1500);
    await backToTop(page).click();
    expect(await scrollY(page)).toBe(0);
    await expect(page.locator("#top")).toBeFocused();
    await expect(backToTop(page)).toBeHidden();
  });

  test("back-to-top scrolls smoothly to the top within 1.5 s", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "no-preference" });
    await scrollTo(page, 1500);
    await expect(backToTop(page)).toBeVisible();
    await backToTop(page).click();
    await expect.poll(() => scrollY(page), { timeout: 1_500, intervals: [50] }).toBe(0);
  });
});

for (const javaScriptEnabled of [true, false]) {
  test(`one back-to-top control at the bottom of the page, clear of the footer's text (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await page.goto("/nl/te-koop/");
    if (javaScriptEnabled) await waitForHydration(page);
    await scrollTo(page, 100_000);
    // With JavaScript the floating button shows once the scroll is seen (throttled): wait for it, then count.
    if (javaScriptEnabled) await expect(page.locator(".back-to-top[data-visible]")).toBeVisible();
    const controls = page.locator('a[href="#top"]:visible');
    expect(await controls.count()).toBe(1);
    await expect(controls).toHaveAccessibleName("Terug naar boven");
    const control = (await controls.boundingBox())!;
    for (const text of await page.locator('.site-footer :is(p, a, h2, li):not([href="#top"]):not(:has([href="#top"])):visible').all()) {
      const box = (await text.boundingBox())!;
      const overlaps =
        box.x < control.x + control.width &&
        control.x < box.x + box.width &&
        box.y < control.y + control.height &&
        control.y < box.y + box.height;
      expect(overlaps, `the back-to-top control covers ${await text.evaluate((element) => element.outerHTML.slice(0, 80))}`).toBe(false);
    }
    await context.close();
  });
}

test("the 404 page answers 404 in every language", async ({ request }) => {
  for (const lang of ENABLED_LANGUAGES) {
    const response = await request.get(notFoundPath(lang));
    expect(response.status(), notFoundPath(lang)).toBe(404);
  }
});

test("/healthz answers ok", async ({ request }) => {
  const response = await request.get("/healthz");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok" });
});

test.describe("picture route", () => {
  const LONG_CACHE = /max-age=(\d+)/;
  const cachedForAYear = (cacheControl: string | undefined) => Number(LONG_CACHE.exec(cacheControl ?? "")?.[1] ?? 0) >= 31_536_000;

  test("AVIF when the browser accepts it", async ({ request }) => {
    const response = await request.get("/media/banner-namur.jpg?w=400", { headers: { Accept: "image/avif,image/webp,image/*,*/*;q=0.8" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/avif");
    const body = await response.body();
    expect(body.subarray(4, 12).toString("latin1")).toBe("ftypavif");
    expect(cachedForAYear(response.headers()["cache-control"]), response.headers()["cache-control"]).toBe(true);
  });

  test("JPEG for Accept: image/jpeg", async ({ request }) => {
    const response = await request.get("/media/banner-namur.jpg?w=400", { headers: { Accept: "image/jpeg" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/jpeg");
    const body = await response.body();
    expect([...body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(cachedForAYear(response.headers()["cache-control"]), response.headers()["cache-control"]).toBe(true);
  });

  test("a width that is not offered answers 400, a missing picture 404", async ({ request }) => {
    expect((await request.get("/media/banner-namur.jpg?w=401")).status()).toBe(400);
    expect((await request.get("/media/no-such-picture.jpg?w=400")).status()).toBe(404);
  });
});

test.describe("no console errors and no failed requests (JavaScript on)", () => {
  test.use({ javaScriptEnabled: true });

  const watch = (page: Page) => {
    const problems: string[] = [];
    const intended404 = (url: string) => new URL(url).pathname === notFoundPath("fr");
    page.on("console", (message) => {
      // The browser logs the 404 page's own status as an error: that one is intended.
      if (message.type() === "error" && !(message.text().startsWith("Failed to load resource") && intended404(message.location().url))) {
        problems.push(`console error: ${message.text()} (${message.location().url})`);
      }
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("requestfailed", (request) => {
      // A hover prefetch that the click's own request supersedes is cancelled (ERR_ABORTED): not a failure.
      const error = request.failure()?.errorText ?? "";
      if (error !== "net::ERR_ABORTED") problems.push(`request failed: ${request.url()} ${error}`);
    });
    page.on("response", (response) => {
      const intended = response.request().isNavigationRequest() && intended404(response.url());
      if (response.status() >= 400 && !intended) problems.push(`${response.status()} ${response.url()}`);
    });
    return problems;
  };

  const paths = [href("home", "fr"), href("for-sale", "nl"), href("agency", "en"), href("contact", "de"), notFoundPath("fr")];
  for (const path of paths) {
    test(`loading ${path}`, async ({ page }) => {
      const problems = watch(page);
      await page.goto(path, { waitUntil: "networkidle" });
      await waitForHydration(page);
      // Let late effects run.
      await page.waitForTimeout(200);
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }

  // Their bodies hold a gallery and several forms, hydrated with the page.
  for (const path of [
    "/fr/a-vendre/tervuren/bureaux-de-355-m-avec-parkings/4209690/",
    "/en/projects/wavre/residence-les-jardins-de-la-dyle/4105230/",
  ]) {
    test(`a property's or project's page, ${path}, hydrated with its gallery and forms`, async ({ page }) => {
      const problems = watch(page);
      await page.goto(path, { waitUntil: "networkidle" });
      await waitForHydration(page);
      // The gallery's buttons are the hydrated page's.
      await expect(page.locator(".gallery-button")).toHaveCount(2);
      await page.waitForLoadState("networkidle");
      expect(problems, problems.join("\n")).toEqual([]);
    });
  }

  test("navigating in the app (client-side) from the home page to a listing page", async ({ page }) => {
    const problems = watch(page);
    await page.goto(href("home", "fr"), { waitUntil: "networkidle" });
    await waitForHydration(page);
    const nav = page.getByRole("navigation", { name: TEXTS.fr.shell.mainMenu, exact: true }).first();
    await nav.locator(`a[href="${href("for-sale", "fr")}"]`).click();
    await expect(page).toHaveURL(href("for-sale", "fr"));
    await expect(page.locator("main h1")).toHaveCount(1);
    await expect(page.getByRole("navigation", { name: TEXTS.fr.shell.breadcrumb, exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(problems, problems.join("\n")).toEqual([]);
  });

  test("navigating in the app from a listing to a property: the property's texts, no part of the listing's first load, come with it", async ({
    page,
  }) => {
    const problems = watch(page);
    const texts: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/fr-[\w-]+\.js$/.test(request.url())) texts.push(request.url());
    });
    await page.goto(href("for-sale", "fr"), { waitUntil: "networkidle" });
    await waitForHydration(page);
    // The listing's first load: the French texts every page needs, one chunk.
    expect(texts).toHaveLength(1);
    await page.locator("main a[href*='/4220119/']").first().click();
    await expect(page).toHaveURL(/\/4220119\/$/);
    await expect(page.getByRole("heading", { level: 2, name: TEXTS.fr.property.sections.general })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: TEXTS.fr.property.sections.rooms })).toBeVisible();
    expect(texts.length).toBeGreaterThan(1);
    await page.waitForLoadState("networkidle");
    expect(problems, problems.join("\n")).toEqual([]);
  });
});

test.describe("preview mode: every page under /preview/", () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the same page, never indexed, its links staying in preview (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      // The routes of pages found in the app come from the preview's own manifest.
      const manifests: number[] = [];
      page.on("response", (answer) => {
        if (new URL(answer.url()).pathname.startsWith("/preview/__manifest")) manifests.push(answer.status());
      });
      const response = await page.goto(`/preview${href("for-sale", "nl")}`);
      expect(response?.status()).toBe(200);
      if (javaScriptEnabled) await waitForHydration(page);
      await expect(page.locator("main h1")).toHaveCount(1);
      await expect(page.locator(".preview-notice")).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      // Its canonical link names the published page.
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${href("for-sale", "nl")}$`));
      // Every link to a page of the site stays in preview: the menu, the language switcher, the filters' reset.
      const leaving = await page
        .locator("a[href^='/']")
        .evaluateAll((links) =>
          links
            .map((link) => link.getAttribute("href")!)
            .filter((target) => !target.startsWith("/preview/") && !target.startsWith("/media/") && target !== "#top"),
        );
      expect(leaving).toEqual([]);
      await expect(page.getByRole("navigation", { name: TEXTS.nl.shell.languageSwitcher }).locator('a[hreflang="fr"]')).toHaveAttribute(
        "href",
        `/preview${href("for-sale", "fr")}`,
      );
      if (javaScriptEnabled) {
        // Followed in the app, a menu link stays in preview and gets a page, not the 404 page.
        const nav = page.getByRole("navigation", { name: TEXTS.nl.shell.mainMenu, exact: true }).first();
        await nav.locator(`a[href="/preview${href("for-rent", "nl")}"]`).click();
        await expect(page).toHaveURL(`/preview${href("for-rent", "nl")}`);
        await expect(page.locator(".preview-notice")).toBeVisible();
        await expect(page.locator("main h1")).not.toHaveText(TEXTS.nl.notFound.title);
        // The for-rent page shown.
        await expect(page.locator(".card-link").first()).toHaveAttribute("href", /^\/preview\/nl\/te-huur\//);
        // A property found in the app, its routes asked for from the preview's manifest.
        await page.locator(".card-link").first().click();
        await expect(page).toHaveURL(/\/preview\/nl\/te-huur\/.+\/\d+\/$/);
        await expect(page.locator(".preview-notice")).toBeVisible();
        await expect(page.locator("main h1")).not.toHaveText(TEXTS.nl.notFound.title);
        expect(manifests.length).toBeGreaterThan(0);
        expect(manifests.filter((status) => status !== 200)).toEqual([]);
      }
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

test.describe("focus after navigating in the app (JavaScript on)", () => {
  test.use({ javaScriptEnabled: true });

  test("a new page puts focus on its heading; new results on the result count", async ({ page }) => {
    await page.goto(href("home", "fr"));
    await waitForHydration(page);
    await page.getByRole("navigation", { name: TEXTS.fr.shell.mainMenu }).getByRole("link", { name: "À vendre" }).click();
    await expect(page).toHaveURL(href("for-sale", "fr"));
    await expect(page.locator("main h1")).toBeFocused();

    await page.getByLabel("Commune", { exact: true }).selectOption({ label: "Namur" });
    await page.getByRole("button", { name: "Afficher les biens" }).click();
    await expect(page).toHaveURL(/city=Namur%7C5000/);
    await expect(page.locator(".result-count")).toBeFocused();
    await expect(page.locator(".result-count")).toHaveText("6 biens");
  });
});

test.describe("property cards show keyboard focus (JavaScript off)", () => {
  test.use({ javaScriptEnabled: false, locale: "fr-BE" });

  /** Screenshots of the four strips 1 to 5 px outside a box: where a focus ring around it shows. */
  const ringAround = async (page: Page, box: { x: number; y: number; width: number; height: number }) => {
    const strips = [
      { x: box.x - 5, y: box.y - 5, width: box.width + 10, height: 4 },
      { x: box.x - 5, y: box.y + box.height + 1, width: box.width + 10, height: 4 },
      { x: box.x - 5, y: box.y, width: 4, height: box.height },
      { x: box.x + box.width + 1, y: box.y, width: 4, height: box.height },
    ];
    return Promise.all(strips.map((clip) => page.screenshot({ clip, animations: "disabled", caret: "hide" })));
  };

  // A listing page's grid, and the project page's grid of units (property-cards).
  for (const path of ["/fr/a-vendre/", "/project/4105230/"]) {
    test(`on ${path}, a ring appears all around the card whose link has focus`, async ({ page }) => {
      await page.goto(path);
      const card = page.locator(".card-grid > li").first();
      const link = card.locator(".card-link");
      for (let i = 0; i < 300 && !(await link.evaluate((element) => element === document.activeElement)); i++)
        await page.keyboard.press("Tab");
      await expect(link).toBeFocused();
      // The whole card in view, clear of the sticky header, for both pictures.
      await card.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
      const box = (await card.boundingBox())!;
      const focused = await ringAround(page, box);
      await link.evaluate((element) => (element as HTMLElement).blur());
      const unfocused = await ringAround(page, box);
      for (const [index, side] of ["top", "bottom", "left", "right"].entries()) {
        expect(focused[index]!.equals(unfocused[index]!), `no focus indicator on the card's ${side} side`).toBe(false);
      }
    });
  }
});

test.describe("addresses the server cannot read", () => {
  test("an undecodable path gets the site's 404 page in the visitor's language", async ({ request }) => {
    const response = await request.get("/%E0/", { headers: { "Accept-Language": "nl" } });
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain(TEXTS.nl.notFound.title);
  });

  test("a town typed in another case has the catalogue's spelling in the canonical link", async ({ request }) => {
    const html = await (await request.get(`${href("for-rent", "fr")}?city=NAMUR%7C5000`)).text();
    expect(html).toMatch(/rel="canonical" href="[^"]*\/fr\/a-louer\/\?city=Namur%7C5000"/);
  });
});
