/**
 * The owner portal's security points (issue 8 §7) in a real browser, once with JavaScript and once
 * without, through the visible forms only (labels and buttons), against the built server as a
 * process with an SMTP sink:
 * - the forgotten password: the link asked for on the login page, the e-mail read back from the
 *   sink, a too-short password refused on the form, a good one saved, the old one refused;
 * - the limit on one account: ten wrong passwords, then the right one refused with the message;
 * - two owners kept apart: each one's portal, its property pages (every language, preview) and
 *   CSV answer 404 to the other.
 * The plain-HTTP side of the same points (every odd id, the session cookie, the token's storage)
 * is tests/server/owner-portal.spec.ts; no timing is asserted (tests/unit/owner-login.test.ts).
 */
import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { closeDatabase, createDatabase, type Database } from "../../app/db/db.server";
import { saveOwner } from "../../app/owners/accounts.server";
import { TEXTS, waitForHydration } from "../e2e/site";
import { BASE_PORT, startServer, type TestServer } from "./harness";
import { SmtpSink } from "./smtp-sink";
import { availableListingIds } from "./owner-fixtures";

// One server for the whole file, on a fixed port: its tests run in order, in one worker.
test.describe.configure({ mode: "default" });

const en = TEXTS.en;
const LOGIN = "/en/login/";
const PORTAL = "/en/owner/";
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A field by the start of its label (required fields add " *"). */
const labelled = (text: string) => new RegExp(`^${escape(text)}`);

/** The spec's texts (§8), written out: a test reading them from the app would agree with a mistake. */
const LOGIN_FAILED = "Login failed";
const CREDENTIALS = "The username or password are not correct.";
const NOT_FOUND = { en: "Oops, this page no longer exists", fr: TEXTS.fr.notFound.title };

type Mode = "js" | "no-js";
type Account = { email: string; password: string };

/** Accounts of their own per mode, so that neither run's limits or links touch the other's. */
const accounts = (mode: Mode) => ({
  reset: { email: `reset-${mode}@example.com`, password: "the old passphrase of Rita" },
  limited: { email: `limited-${mode}@example.com`, password: "Lena's right passphrase" },
  a: { email: `anne-${mode}@example.com`, password: "anne has a long passphrase" },
  b: { email: `bruno-${mode}@example.com`, password: "bruno has a long passphrase" },
});

let server: TestServer;
let sink: SmtpSink;
let db: Database;
/** Per mode: one listing for the reset and limited owners, two of A's, one of B's. */
const listings: Record<Mode, { shared: number; a: [number, number]; b: number }> = {
  js: { shared: 0, a: [0, 0], b: 0 },
  "no-js": { shared: 0, a: [0, 0], b: 0 },
};

test.beforeAll(async () => {
  test.setTimeout(60_000);
  sink = new SmtpSink(BASE_PORT + 28);
  await sink.start();
  // Outside production: the session cookie is not Secure, as plain http to 127.0.0.1 needs.
  server = await startServer({
    name: "owner-portal-browser",
    port: BASE_PORT + 26,
    env: {
      SESSION_SECRET: "owner-portal-browser-secret-".padEnd(48, "x"),
      SMTP_URL: sink.url,
      MAIL_RETRY_SECONDS: "0.2",
      RATE_LIMIT_PER_MINUTE: "0",
      FORM_RATE_LIMIT_PER_MINUTE: "0",
    },
  });
  // The owners, created on the server's own database as `npm run owner:create` does.
  db = createDatabase(`file:${server.folder}/site.db`);
  const ids = await availableListingIds(db, 8);
  for (const [index, mode] of (["js", "no-js"] as const).entries()) {
    const [shared, a1, a2, b] = ids.slice(index * 4, index * 4 + 4) as [number, number, number, number];
    listings[mode] = { shared, a: [a1, a2], b };
    const owners = accounts(mode);
    await saveOwner(db, { ...owners.reset, listingIds: [shared], language: "en" });
    await saveOwner(db, { ...owners.limited, listingIds: [shared], language: "en" });
    await saveOwner(db, { ...owners.a, listingIds: [a1, a2], language: "en" });
    await saveOwner(db, { ...owners.b, listingIds: [b], language: "en" });
  }
});

test.afterAll(async () => {
  if (db) await closeDatabase(db);
  await server?.stop();
  await sink?.stop();
});

/** Fills the login form and sends it (with JavaScript, once React has hydrated the page). */
async function submitLogin(page: Page, { email, password }: Account, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await waitForHydration(page);
  const form = page.locator("main form");
  await form.getByLabel(labelled(en.forms.fields.email)).fill(email);
  await form.getByLabel(labelled(en.forms.fields.password)).fill(password);
  await form.getByRole("button", { name: en.forms.submit.login }).click();
}

/** A login the server refuses: its status, and the page showing 'Login failed' with `reason`. */
async function failedLogin(page: Page, account: Account, javaScriptEnabled: boolean, status: number, reason: string) {
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await submitLogin(page, account, javaScriptEnabled);
  expect((await answered).status(), `login of ${account.email} with "${account.password}"`).toBe(status);
  const summary = page.locator(".error-summary");
  await expect(summary.getByRole("heading", { level: 2 })).toHaveText(LOGIN_FAILED);
  await expect(summary).toContainText(reason);
  expect(new URL(page.url()).pathname).toBe(LOGIN);
}

/** Logs in from the login page; the portal with `count` properties is shown. */
async function logIn(page: Page, account: Account, javaScriptEnabled: boolean, count: number) {
  await page.goto(LOGIN);
  await submitLogin(page, account, javaScriptEnabled);
  await page.waitForURL((url) => url.pathname === PORTAL, { waitUntil: "commit" });
  // The portal itself, not the login page still shown while it loads.
  await expect(page.getByText(`Logged in as ${account.email}`)).toBeVisible();
  await expect(page.locator(".portal-properties > li")).toHaveCount(count);
}

/** The ids of the properties the portal lists, from its links to them. */
async function listedIds(page: Page): Promise<number[]> {
  const hrefs = await page
    .locator(".portal-properties a[href^='/en/owner/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => Number(href.split("/")[3])).sort((x, y) => x - y);
}

for (const javaScriptEnabled of [true, false]) {
  const mode: Mode = javaScriptEnabled ? "js" : "no-js";
  const owners = accounts(mode);

  test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
    let context: BrowserContext;
    let page: Page;

    const openPage = async (browser: Browser) => {
      context = await browser.newContext({ javaScriptEnabled, baseURL: server.url });
      page = await context.newPage();
    };
    /** Where the server's output stood when the test began: nothing at error level may follow. */
    let mark = 0;
    test.beforeEach(async ({ browser }) => {
      mark = server.output.length;
      await openPage(browser);
    });
    test.afterEach(async () => {
      await context?.close();
      expect(server.problems(mark)).toEqual([]);
    });

    test("forgotten password: the link from the e-mail, a too-short password refused, a good one saved; the old one no longer works", async () => {
      const owner = owners.reset;
      const newPassword = `a brand new passphrase for ${mode}`;
      await page.goto(LOGIN);
      if (javaScriptEnabled) await waitForHydration(page);
      await page.getByRole("link", { name: en.portal.forgotLink }).click();
      await page.waitForURL((url) => url.pathname === "/en/login/forgot-password/");
      const forgot = page.locator("main form");
      await forgot.getByLabel(labelled(en.forms.fields.email)).fill(owner.email);
      await forgot.getByRole("button", { name: en.forms.submit["password-forgot"] }).click();
      await expect(page.getByRole("status")).toHaveText(en.portal.forgotSent);

      await expect.poll(() => sink.to(owner.email).length, { timeout: 15_000 }).toBe(1);
      const text = sink.to(owner.email)[0]!.text;
      const link = text.match(new RegExp(`${escape(server.url)}(/en/login/new-password/\\?token=[A-Za-z0-9_-]+)`))?.[1];
      expect(link, text).toBeTruthy();

      await page.goto(link!);
      if (javaScriptEnabled) await waitForHydration(page);
      const form = page.locator("main form");
      const password = form.getByLabel(labelled(en.forms.fields.newPassword));
      const confirmation = form.getByLabel(labelled(en.forms.fields.confirmation));
      await password.fill("short1");
      await confirmation.fill("short1");
      await form.getByRole("button", { name: en.forms.submit["password-reset"] }).click();
      // With JavaScript the form's own check answers, without it the server's: the same message, by the field.
      await expect(form.locator(".field-error")).toHaveText(en.forms.errors.passwordTooShort);
      await expect(password).toHaveAccessibleDescription(en.forms.errors.passwordTooShort);
      expect(new URL(page.url()).pathname).toBe("/en/login/new-password/");

      await password.fill(newPassword);
      await confirmation.fill(newPassword);
      await form.getByRole("button", { name: en.forms.submit["password-reset"] }).click();
      await page.waitForURL((url) => url.pathname === LOGIN && url.searchParams.get("done") === "password-changed");
      await expect(page.getByRole("status")).toHaveText(en.portal.passwordChanged);

      await failedLogin(page, owner, javaScriptEnabled, 400, CREDENTIALS);
      await submitLogin(page, { ...owner, password: newPassword }, javaScriptEnabled);
      await page.waitForURL((url) => url.pathname === PORTAL, { waitUntil: "commit" });
      await expect(page.getByText(`Logged in as ${owner.email}`)).toBeVisible();
      expect(await listedIds(page)).toEqual([listings[mode].shared]);
    });

    test("ten wrong passwords for one account, then the right one: refused with the message, the portal stays closed", async () => {
      // Failures after the third wait longer (about 10 s in all); their timing is not asserted.
      test.setTimeout(60_000);
      const owner = owners.limited;
      await page.goto(LOGIN);
      for (let attempt = 1; attempt <= 10; attempt++) {
        await failedLogin(page, { ...owner, password: `wrong passphrase number ${attempt}` }, javaScriptEnabled, 400, CREDENTIALS);
      }
      await failedLogin(page, owner, javaScriptEnabled, 429, en.forms.errors.tooManyLogins);
      expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain("owner_session");
      await page.goto(PORTAL);
      expect(new URL(page.url()).pathname).toBe(LOGIN);
    });

    test("two owners kept apart: each one's property pages and CSV answer 404 to the other, whose portal lists only their own", async ({
      browser,
    }) => {
      const { a: aIds, b: bId } = listings[mode];
      await logIn(page, owners.a, javaScriptEnabled, 2);
      expect(await listedIds(page)).toEqual([...aIds].sort((x, y) => x - y));

      const foreignPages: [path: string, heading: string][] = [
        [`/en/owner/${bId}/`, NOT_FOUND.en],
        [`/fr/proprietaire/${bId}/`, NOT_FOUND.fr],
        [`/preview/en/owner/${bId}/`, NOT_FOUND.en],
      ];
      for (const [path, heading] of foreignPages) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator("h1"), path).toHaveText(heading);
        await expect(page.locator("figure.visit-chart"), path).toHaveCount(0);
      }
      const csv = await page.goto(`/en/owner/export/?property=${bId}`);
      expect(csv?.status()).toBe(404);
      expect(csv?.headers()["content-type"]).toMatch(/^text\/plain/);

      // A's own pages, in the same languages: A's property, its chart and its CSV.
      for (const path of [`/en/owner/${aIds[0]}/`, `/fr/proprietaire/${aIds[0]}/`, `/preview/en/owner/${aIds[1]}/`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        if (javaScriptEnabled) await waitForHydration(page);
        await expect(page.locator("figure.visit-chart svg[role='img']"), path).toBeVisible();
      }
      const ownCsv = await page.request.get(`/en/owner/export/?property=${aIds[0]}`);
      expect(ownCsv.status()).toBe(200);
      expect(ownCsv.headers()["content-type"]).toMatch(/^text\/csv/);
      // The CSV of all A's properties: a header, A's two and their total; B's is not among them.
      const all = await page.request.get("/en/owner/export/");
      expect(all.status()).toBe(200);
      expect((await all.text()).trimEnd().split("\r\n")).toHaveLength(4);

      // And the other way round, in a browser of B's own.
      await context.close();
      await openPage(browser);
      await logIn(page, owners.b, javaScriptEnabled, 1);
      expect(await listedIds(page)).toEqual([bId]);
      for (const path of [`/en/owner/${aIds[0]}/`, `/en/owner/${aIds[1]}/`]) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator("h1"), path).toHaveText(NOT_FOUND.en);
      }
      expect((await page.request.get(`/en/owner/export/?property=${aIds[0]}`)).status()).toBe(404);
    });
  });
}
