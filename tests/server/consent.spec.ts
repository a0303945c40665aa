/**
 * The agency's tags under the visitor's consent (issue 9 §3, §7), with all four ids configured and
 * every tag host answered by a stub route of the test, once with JavaScript and once without:
 * - before any choice the browser asks nothing of any host but this site (the network log), nor
 *   after Decline;
 * - after Agree all the tag manager and the pixel are requested, and with JavaScript a page_view
 *   with the page's location and referrer is in the dataLayer, after Consent Mode's default
 *   (denied) and its update; every client-side navigation sends another;
 * - agreeing to analytics alone loads analytics and never the pixel;
 * - ?setcookies brings the dialog back; preview hides it; withdrawing from the footer stops the
 *   tags on the next page;
 * - the CSP allows exactly the tags' hosts, and each choice is recorded on the server.
 * Without JavaScript the tags' own <noscript> fallbacks are what a consenting visitor loads.
 */
import { createHash } from "node:crypto";
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { closeDatabase, createDatabase } from "../../app/db/db.server";
import { expectNoAxeViolations } from "../e2e/axe";
import { checkDocuments } from "../e2e/vnu";
import { waitForHydration } from "../e2e/site";
import { BASE_PORT, startServer, type TestServer } from "./harness";

test.describe.configure({ mode: "default" });

const IDS = { GTM_ID: "GTM-TEST123", GA_ID: "G-TEST123456", ADS_ID: "AW-123456789", META_PIXEL_ID: "1234567890123456" };
const HOME = "/en/";
const FOR_SALE = "/en/for-sale/";
const REFERRER = "https://www.example.org/a-search";

/** Requests for the tag manager (its script or, without JavaScript, its frame) and for the pixel. */
const isTagManager = (url: string) => /^https:\/\/www\.googletagmanager\.com\/(gtm\.js|ns\.html)\?id=GTM-TEST123/.test(url);
const isAnalytics = (url: string) => url.startsWith("https://www.googletagmanager.com/gtag/js?id=G-TEST123456");
const isPixel = (url: string) =>
  url.startsWith("https://connect.facebook.net/") || url.startsWith("https://www.facebook.com/tr?id=1234567890123456");

let server: TestServer;

test.beforeAll(async () => {
  server = await startServer({
    name: "consent",
    port: BASE_PORT + 18,
    env: { ...IDS, RATE_LIMIT_PER_MINUTE: "0", FORM_RATE_LIMIT_PER_MINUTE: "0", LOG_LEVEL: "warn" },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

type Visitor = { context: BrowserContext; page: Page; requests: string[] };

/** A new visitor whose every request is logged; the tag hosts answer from stubs, nothing leaves the machine. */
async function newVisitor(browser: Browser, javaScriptEnabled: boolean): Promise<Visitor> {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled });
  const requests: string[] = [];
  context.on("request", (request) => {
    if (!request.url().startsWith("data:")) requests.push(request.url());
  });
  await context.route(/^https:\/\//, (route) => {
    const script = route.request().resourceType() === "script";
    return route.fulfill({ status: 200, contentType: script ? "text/javascript" : "text/html", body: script ? "/* stub */" : "" });
  });
  return { context, page: await context.newPage(), requests };
}

const foreign = (requests: string[]) => requests.filter((url) => !url.startsWith(server.url));

/**
 * Until the page has asked for all it will. Without JavaScript that is its load, which page.goto
 * and the choice's redirect wait for: the tags' <noscript> fallbacks load with the page. With
 * JavaScript, a new choice applies after Consent Mode's 500 ms (CONSENT_UPDATE_WAIT_MS), then
 * fetches the tag runtime: 700 ms.
 */
async function settled({ page }: Visitor, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await page.waitForTimeout(700);
}

async function open({ page }: Visitor, path: string, javaScriptEnabled: boolean, referer?: string) {
  await page.goto(path, { referer });
  if (javaScriptEnabled) await waitForHydration(page);
}

async function choose({ page }: Visitor, button: string) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("dialog").getByRole("button", { name: button, exact: true }).click();
  await answered;
  await expect(page.getByRole("dialog")).toHaveCount(0);
}

/** What the page pushed into its dataLayer, as plain arrays and objects. */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { dataLayer: unknown[] }).dataLayer.map((entry) => JSON.parse(JSON.stringify(entry)) as unknown),
  );

const pageViews = async (page: Page) =>
  (await dataLayer(page)).filter((entry): entry is Record<string, unknown> => (entry as Record<string, unknown>)?.[1] === "page_view");

test("the CSP allows the configured tags' hosts and exactly the page's own inline scripts", async ({ request }) => {
  const response = await request.get(`${server.url}${HOME}`);
  const csp = response.headers()["content-security-policy"]!;
  // A page anyone may be served (the render cache, ADR 021) allows its inline scripts by their hashes.
  expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+ [^;]*https:\/\/www\.googletagmanager\.com/);
  expect(csp).not.toContain("unsafe-inline'; script");
  const body = await response.text();
  const inline = [...body.matchAll(/<script(?![^>]*\b(?:src=|type="application\/ld\+json"))[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1]!)
    .filter(Boolean);
  expect(inline.length).toBeGreaterThan(0);
  for (const script of inline) expect(csp).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
  expect(csp).toMatch(/script-src[^;]*https:\/\/connect\.facebook\.net/);
  expect(csp).toMatch(/img-src[^;]*https:\/\/www\.facebook\.com/);
  expect(csp).toMatch(/connect-src[^;]*https:\/\/\*\.google-analytics\.com/);
  expect(csp).toContain("frame-ancestors 'self'");
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(response.headers()["permissions-policy"]).toContain("camera=()");
});

test("the dialog's action answers any post with a 303 to a page of this site, never a 5xx, and keeps a choice only from its own form", async ({
  request,
}) => {
  const post = (form: Record<string, string>, headers: Record<string, string> = {}) =>
    request.post(`${server.url}/consent`, { form, headers, maxRedirects: 0 });
  const forms: Record<string, string>[] = [
    {},
    { choice: "maybe" },
    { choice: "selection", category: "necessary" },
    { choice: "all", returnTo: "//evil.example/" },
    { choice: "all", returnTo: "/.//evil.example/" },
    { choice: "all", returnTo: "https://evil.example/" },
    { choice: "none", returnTo: "/en/for-sale/?sort=price-asc&setcookies" },
    { choice: "all", returnTo: "/".padEnd(5000, "a") },
  ];
  for (const form of forms) {
    const answer = await post(form);
    expect(answer.status(), JSON.stringify(form)).toBe(303);
    const location = answer.headers()["location"]!;
    expect(location, JSON.stringify(form)).toMatch(/^\/(?!\/)/);
    expect(location).not.toContain("evil");
    expect(location).not.toContain("setcookies");
    expect(Boolean(answer.headers()["set-cookie"]), JSON.stringify(form)).toBe(
      ["all", "none"].includes(form["choice"] ?? "") && !form["category"],
    );
  }
  // Opened on its own, the address leads to the home page.
  const opened = await request.get(`${server.url}/consent/`, { maxRedirects: 0, headers: { "Accept-Language": "nl" } });
  expect(opened.status()).toBe(303);
  expect(opened.headers()["location"]).toBe("/nl/");
  // Another site's page cannot choose for the visitor: its Origin is refused before the action.
  expect((await post({ choice: "all" }, { Origin: "https://evil.example" })).status()).toBe(403);
  expect(server.problems()).toEqual([]);
});

test("the Nu HTML Checker finds no error in a page with the tags: before a choice (the dialog, Consent Mode) and after Agree all (the <noscript> fallbacks)", async ({
  request,
}) => {
  const before = await (await request.get(`${server.url}${FOR_SALE}`)).text();
  const agreed = await request.post(`${server.url}/consent`, { form: { choice: "all", returnTo: FOR_SALE }, maxRedirects: 0 });
  const cookie = agreed.headers()["set-cookie"]!.split(";")[0]!;
  const after = await (await request.get(`${server.url}${FOR_SALE}`, { headers: { Cookie: cookie } })).text();
  expect(before).toContain('gtag("consent","default"');
  expect(after).toContain("https://www.googletagmanager.com/ns.html?id=GTM-TEST123");
  expect(after).toContain("https://www.facebook.com/tr?id=1234567890123456");
  expect(checkDocuments({ "before a choice": before, "after Agree all": after })).toEqual([]);
});

for (const javaScriptEnabled of [true, false]) {
  const mode = javaScriptEnabled ? "with JavaScript" : "without JavaScript";

  test(`${mode}: nothing from another host before a choice nor after Decline; then the choice is recorded`, async ({ browser }) => {
    const visitor = await newVisitor(browser, javaScriptEnabled);
    await open(visitor, HOME, javaScriptEnabled, REFERRER);
    await expect(visitor.page.getByRole("dialog")).toBeVisible();
    await settled(visitor, javaScriptEnabled);
    expect(foreign(visitor.requests)).toEqual([]);
    await choose(visitor, "Decline");
    await settled(visitor, javaScriptEnabled);
    await open(visitor, FOR_SALE, javaScriptEnabled);
    await settled(visitor, javaScriptEnabled);
    expect(foreign(visitor.requests)).toEqual([]);
    await visitor.context.close();
  });

  test(`${mode}: Agree all loads the tag manager and the pixel${javaScriptEnabled ? ", with a page_view that has the location and the referrer" : ""}`, async ({
    browser,
  }) => {
    const visitor = await newVisitor(browser, javaScriptEnabled);
    await open(visitor, FOR_SALE, javaScriptEnabled, REFERRER);
    const tagManager = visitor.page.waitForRequest((request) => isTagManager(request.url()));
    const pixel = visitor.page.waitForRequest((request) => isPixel(request.url()));
    await choose(visitor, "Agree all");
    await Promise.all([tagManager, pixel]);
    if (javaScriptEnabled) {
      expect(visitor.requests.some(isAnalytics)).toBe(true);
      const layer = await dataLayer(visitor.page);
      const index = (predicate: (entry: Record<string, unknown>) => boolean) =>
        layer.findIndex((entry) => predicate(entry as Record<string, unknown>));
      const byDefault = index((entry) => entry[0] === "consent" && entry[1] === "default");
      const update = index((entry) => entry[0] === "consent" && entry[1] === "update");
      const view = index((entry) => entry[1] === "page_view");
      expect(layer[byDefault]).toEqual({
        0: "consent",
        1: "default",
        2: {
          ad_storage: "denied",
          analytics_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          wait_for_update: 500,
        },
      });
      expect(layer[update]).toMatchObject({ 2: { ad_storage: "granted", analytics_storage: "granted" } });
      expect(byDefault).toBeLessThan(update);
      expect(update).toBeLessThan(view);
      expect(layer[view]).toEqual({
        0: "event",
        1: "page_view",
        2: { page_location: `${server.url}${FOR_SALE}`, page_referrer: REFERRER },
      });

      // A client-side navigation (a footer link) sends its own page view, the previous page as referrer.
      await visitor.page.getByRole("contentinfo").getByRole("link", { name: "Cookie policy" }).click();
      await expect.poll(async () => (await pageViews(visitor.page)).length).toBe(2);
      expect((await pageViews(visitor.page))[1]).toEqual({
        0: "event",
        1: "page_view",
        2: { page_location: `${server.url}/en/cookie-policy/`, page_referrer: `${server.url}${FOR_SALE}` },
      });
      // A jump to an anchor (the skip link) is no new page.
      await visitor.page.keyboard.press("Tab");
      await visitor.page.getByRole("link", { name: "Skip to main content" }).press("Enter");
      await expect(visitor.page).toHaveURL(/#main$/);
      await visitor.page.waitForTimeout(300);
      expect(await pageViews(visitor.page)).toHaveLength(2);
    }
    // Recorded as proof: one row per choice, all categories accepted.
    const db = createDatabase(`file:${server.folder}/site.db`);
    const rows = await db.selectFrom("consent_record").selectAll().orderBy("created_at", "desc").limit(1).execute();
    await closeDatabase(db);
    expect(rows[0]).toMatchObject({ analytics: 1, marketing: 1, social: 1, unclassified: 1, policy_version: 1 });
    await visitor.context.close();
  });

  test(`${mode}: the dialog and the cookie policy name the configured tags' cookies; axe at 0 once they run`, async ({ browser }) => {
    const visitor = await newVisitor(browser, javaScriptEnabled);
    await open(visitor, "/en/cookie-policy/", javaScriptEnabled);
    const dialog = visitor.page.getByRole("dialog");
    await dialog.getByText("Change settings", { exact: true }).click();
    await expect(dialog.locator("#consent-analytics-text")).toContainText("_ga, _ga_TEST123456");
    await expect(dialog.locator("#consent-social-text")).toContainText("_fbp, fr");
    const analytics = visitor.page.getByRole("main").getByRole("table", { name: /^Analytical/ });
    await expect(analytics.locator("tbody th")).toHaveText(["_ga", "_ga_TEST123456"]);
    await choose(visitor, "Agree all");
    await expectNoAxeViolations(visitor.page, { javaScriptEnabled });
    await visitor.context.close();
  });

  test(`${mode}: a stored Decline still counts on a preview page: no dialog, nothing from another host`, async ({ browser }) => {
    const visitor = await newVisitor(browser, javaScriptEnabled);
    await open(visitor, HOME, javaScriptEnabled);
    await choose(visitor, "Decline");
    visitor.requests.length = 0;
    await open(visitor, `/preview${FOR_SALE}`, javaScriptEnabled);
    await expect(visitor.page.getByRole("dialog")).toHaveCount(0);
    await settled(visitor, javaScriptEnabled);
    expect(foreign(visitor.requests)).toEqual([]);
    await visitor.context.close();
  });

  test(`${mode}: agreeing to analytics only loads analytics and never the pixel`, async ({ browser }) => {
    const visitor = await newVisitor(browser, javaScriptEnabled);
    await open(visitor, HOME, javaScriptEnabled);
    const dialog = visitor.page.getByRole("dialog");
    await dialog.getByText("Change settings", { exact: true }).click();
    await dialog.getByRole("checkbox", { name: "Analytical" }).check();
    const expected = visitor.page.waitForRequest((request) => (javaScriptEnabled ? isAnalytics : isTagManager)(request.url()));
    await choose(visitor, "Agree to my selection");
    await expected;
    await open(visitor, FOR_SALE, javaScriptEnabled);
    await settled(visitor, javaScriptEnabled);
    expect(visitor.requests.filter(isPixel)).toEqual([]);
    await visitor.context.close();
  });

  test(`${mode}: ?setcookies brings the dialog back; preview hides it; withdrawing from the footer stops the tags on the next page`, async ({
    browser,
  }) => {
    const visitor = await newVisitor(browser, javaScriptEnabled);
    await open(visitor, HOME, javaScriptEnabled);
    await choose(visitor, "Agree all");
    await open(visitor, `${HOME}?setcookies`, javaScriptEnabled);
    await expect(visitor.page.getByRole("dialog")).toBeVisible();
    await choose(visitor, "Agree all");

    await open(visitor, `/preview${FOR_SALE}`, javaScriptEnabled);
    await expect(visitor.page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(visitor.page.getByRole("dialog")).toHaveCount(0);

    // Listening before the page loads: a page from the render cache may run its tags before open() returns.
    const tagManager = javaScriptEnabled ? visitor.page.waitForRequest((request) => isTagManager(request.url())) : null;
    await open(visitor, FOR_SALE, javaScriptEnabled);
    await tagManager;
    await visitor.page.getByRole("contentinfo").getByRole("link", { name: "Cookie settings" }).click();
    // With JavaScript, tags already running cannot be unloaded: the withdrawal reloads the page.
    const reloaded = javaScriptEnabled ? visitor.page.waitForEvent("framenavigated") : null;
    await choose(visitor, "Decline");
    if (reloaded) {
      await reloaded;
      await waitForHydration(visitor.page);
    }
    visitor.requests.length = 0;
    // The next page, reached in the app (a footer link) with JavaScript, or loaded without.
    await visitor.page.getByRole("contentinfo").getByRole("link", { name: "Privacy" }).click();
    await visitor.page.waitForURL((url) => url.pathname === "/en/privacy-statement/");
    await settled(visitor, javaScriptEnabled);
    expect(foreign(visitor.requests)).toEqual([]);
    if (javaScriptEnabled) expect(await pageViews(visitor.page)).toEqual([]);
    await visitor.context.close();
  });
}
