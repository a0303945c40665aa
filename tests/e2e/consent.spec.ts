/**
 * The cookie dialog (issue 9) on the site as it ships, without any tag configured, with JavaScript
 * (project "js") and without ("no-js"): shown before a choice and announced as a dialog with a
 * name; decline as easy as agree, on the first layer; the settings with five toggles, the first
 * fixed on and none ticked; each choice brings the visitor back to the same page (path and query)
 * and is remembered; ?setcookies and the footer's "Cookie settings" bring it back; preview hides
 * it; the legal links in every footer; the cookie policy lists what the dialog lists; no tag code
 * at all; axe at 0 with the settings open in the four languages (two with JavaScript, two without). The tags themselves, configured,
 * are tests/server/consent.spec.ts.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./reused-page";
import { expectNoAxeViolations } from "./axe";
import { ENABLED_LANGUAGES, href, TEXTS, waitForHydration, holdBack } from "./site";

/** The spec's button texts (§4), written out: a test reading them from the app would agree with a mistake. */
const EN = { title: "Cookies on this website", agreeAll: "Agree all", decline: "Decline", settings: "Change settings" };
const CATEGORIES = ["Strictly necessary (always on)", "Analytical", "Marketing", "Social media", "Unclassified"];

const dialogOf = (page: Page, name = EN.title) => page.getByRole("dialog", { name });

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

/** The choice's POST answered and the dialog gone (JavaScript: in place; without: after the 303). */
async function choose(page: Page, button: string) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await dialogOf(page).getByRole("button", { name: button, exact: true }).click();
  await answered;
  await expect(dialogOf(page)).toHaveCount(0);
}

const consentCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === "consent");

test("before a choice the dialog is there, named, in the flow before the content; the page is readable and usable", async ({
  page,
}, info) => {
  const javaScriptEnabled = info.project.use.javaScriptEnabled !== false;
  await open(page, href("for-sale", "en"), javaScriptEnabled);
  const dialog = dialogOf(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleDescription(/strictly necessary cookies/);
  // Decline sits on the first layer, beside agree all, the same size.
  const decline = dialog.getByRole("button", { name: EN.decline, exact: true });
  const agree = dialog.getByRole("button", { name: EN.agreeAll, exact: true });
  await expect(decline).toBeVisible();
  await expect(agree).toBeVisible();
  const [a, b] = [await decline.boundingBox(), await agree.boundingBox()];
  expect(a!.height).toBe(b!.height);
  expect(Math.abs(a!.width - b!.width)).toBeLessThan(2);
  // No cookie wall: nothing covers the page; its heading and links work with the dialog open.
  expect(await dialog.evaluate((element) => getComputedStyle(element).position)).toBe("static");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (javaScriptEnabled) await expect(dialog).toBeFocused();
});

test("a visitor who scrolled down before the scripts ran keeps their place: focus does not pull them back to the dialog @js-only", async ({
  page,
}) => {
  // The page's scripts are held until the visitor has scrolled to the bottom.
  const release = await holdBack(page, /\.js(\?|$)/);
  await page.goto(href("for-sale", "en"), { waitUntil: "domcontentloaded" });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bottom = await page.evaluate(() => window.scrollY);
  expect(bottom).toBeGreaterThan(500);
  release();
  await waitForHydration(page);
  // Hydration's effects have run once the floating back-to-top control shows.
  await expect(page.locator(".back-to-top[data-visible]")).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(bottom);
  await expect(dialogOf(page)).not.toBeFocused();
});

test("decline from a page with a query: back on the same page, only the strictly necessary cookies, remembered", async ({ page }, info) => {
  const javaScriptEnabled = info.project.use.javaScriptEnabled !== false;
  const path = `${href("for-sale", "en")}?sort=price-asc`;
  await open(page, path, javaScriptEnabled);
  if (javaScriptEnabled) await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
  await choose(page, EN.decline);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
  // With JavaScript the dialog closed in place, without a reload.
  if (javaScriptEnabled) expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
  const cookie = await consentCookie(page);
  expect(cookie?.httpOnly).toBe(true);
  const stored = JSON.parse(Buffer.from(decodeURIComponent(cookie!.value), "base64").toString("utf8"));
  expect(stored).toMatchObject({
    consent: true,
    consentAnalyticsStorage: false,
    consentAdStorage: false,
    consentAdUserData: false,
    consentAdPersonalization: false,
    consentSocialMedia: false,
    consentUnclassified: false,
    version: 1,
  });
  expect(Date.now() - Date.parse(stored.date)).toBeLessThan(60_000);
  await open(page, href("contact", "en"), javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(dialogOf(page)).toHaveCount(0);
});

test("change settings: five toggles, the first fixed on, none ticked; agree to the selection keeps only what was ticked", async ({
  page,
}, info) => {
  const javaScriptEnabled = info.project.use.javaScriptEnabled !== false;
  // A query the page reads: the one the page is rendered with, which the dialog returns to without JavaScript (ADR 039).
  await open(page, `${href("for-sale", "en")}?sort=price-desc`, javaScriptEnabled);
  const dialog = dialogOf(page);
  await dialog.getByText(EN.settings, { exact: true }).click();
  const toggles = dialog.getByRole("checkbox");
  await expect(toggles).toHaveCount(5);
  for (const [index, name] of CATEGORIES.entries()) await expect(toggles.nth(index)).toHaveAccessibleName(name);
  await expect(toggles.nth(0)).toBeChecked();
  await expect(toggles.nth(0)).toBeDisabled();
  for (const index of [1, 2, 3, 4]) await expect(toggles.nth(index)).not.toBeChecked();
  await dialog.getByRole("checkbox", { name: "Analytical" }).check();
  await dialog.getByRole("checkbox", { name: "Social media" }).check();
  await choose(page, "Agree to my selection");
  expect(new URL(page.url()).search).toBe("?sort=price-desc");
  const stored = JSON.parse(Buffer.from(decodeURIComponent((await consentCookie(page))!.value), "base64").toString("utf8"));
  expect(stored).toMatchObject({
    consentAnalyticsStorage: true,
    consentAdStorage: false,
    consentSocialMedia: true,
    consentUnclassified: false,
  });
});

test("?setcookies and the footer's 'Cookie settings' bring the dialog back to change or withdraw", async ({ page }, info) => {
  const javaScriptEnabled = info.project.use.javaScriptEnabled !== false;
  await open(page, href("contact", "en"), javaScriptEnabled);
  await choose(page, EN.agreeAll);
  await open(page, `${href("contact", "en")}?setcookies`, javaScriptEnabled);
  await expect(dialogOf(page)).toBeVisible();
  expect(await consentCookie(page)).toBeUndefined();
  await choose(page, EN.agreeAll);
  // The choice made on a ?setcookies page goes back to the page without it.
  expect(new URL(page.url()).search).toBe("");
  // (The page's data is read again after a choice; a visitor's next click comes later than a test's.)
  if (javaScriptEnabled) await page.waitForLoadState("networkidle");

  const settings = page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" });
  await settings.click();
  await expect(dialogOf(page)).toBeVisible();
  if (javaScriptEnabled) {
    // Opened in place, focus inside; ticked as chosen, since it is there to change the choice.
    await expect(dialogOf(page)).toBeFocused();
    await dialogOf(page).getByText(EN.settings, { exact: true }).click();
    await expect(dialogOf(page).getByRole("checkbox", { name: "Marketing" })).toBeChecked();
  }
  await choose(page, EN.decline);
  if (javaScriptEnabled) await expect(settings).toBeFocused();
  const stored = JSON.parse(Buffer.from(decodeURIComponent((await consentCookie(page))!.value), "base64").toString("utf8"));
  expect(stored.consentAnalyticsStorage).toBe(false);
});

test("preview mode hides the dialog", async ({ page }, info) => {
  const javaScriptEnabled = info.project.use.javaScriptEnabled !== false;
  await open(page, `/preview${href("for-sale", "en")}`, javaScriptEnabled);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // Crawlers may fetch it, so that they read that noindex; and nothing there reopens the dialog.
  expect(await (await page.request.get("/robots.txt")).text()).not.toContain("/preview/");
  await expect(page.getByRole("link", { name: "Cookie settings" })).toHaveCount(0);
});

test("with no tag configured the page holds no tag code and its CSP names no tag host @no-js-only", async ({ page }) => {
  const response = await page.goto(href("home", "en"));
  const html = await response!.text();
  for (const trace of ["gtag(", "dataLayer", "googletagmanager", "fbq", "facebook.net"]) expect(html).not.toContain(trace);
  expect(response!.headers()["content-security-policy"]).not.toMatch(/googletagmanager|facebook\.net|doubleclick/);
});

// Each language once, with JavaScript or without in turn: both ways, and every language.
for (const [index, lang] of ENABLED_LANGUAGES.entries()) {
  const t = TEXTS[lang];

  test(`${lang}: the footer links the legal pages and the cookie settings; the cookie policy lists the dialog's cookies; axe at 0 with the settings open ${index % 2 === 0 ? "@js-only" : "@no-js-only"}`, async ({
    page,
  }, info) => {
    const javaScriptEnabled = info.project.use.javaScriptEnabled !== false;
    await open(page, href("cookie-policy", lang), javaScriptEnabled);
    const footer = page.getByRole("contentinfo").getByRole("navigation", { name: t.consent.legalLinks });
    const links = footer.getByRole("link");
    await expect(links).toHaveCount(4);
    for (const [index, page_] of (["privacy", "cookie-policy", "disclaimer"] as const).entries()) {
      await expect(links.nth(index)).toHaveAttribute("href", href(page_, lang));
    }
    await expect(links.nth(3)).toHaveText(t.shell.cookieSettings);

    const dialog = page.getByRole("dialog", { name: t.consent.title });
    await dialog.getByText(t.consent.changeSettings, { exact: true }).click();
    // Each category of the dialog names the cookies the policy's table lists under it.
    for (const category of ["necessary", "analytics", "marketing", "social", "unclassified"] as const) {
      const name = t.consent.categories[category].name;
      const inDialog = await dialog.locator(`#consent-${category}-text`).innerText();
      const table = page.getByRole("main").getByRole("table", { name: new RegExp(`^${name}`) });
      const listed = (await table.count()) === 0 ? [] : await table.locator("tbody th").allInnerTexts();
      if (listed.length === 0) expect(inDialog).toContain(t.consent.noCookies);
      else expect(inDialog).toContain(listed.join(", "));
    }
    await expect(page.getByRole("main").getByRole("table").first().locator("tbody th").first()).toHaveText("language");
    await expectNoAxeViolations(page, { javaScriptEnabled });
  });
}
