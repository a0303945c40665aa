/**
 * The owner portal (issue 8), with JavaScript (project "js") and without ("no-js"): the login page
 * in every language, a wrong password and an unknown e-mail (one failure each per project: the
 * limits themselves are tested in tests/server), login as the demo owner, returnTo, the property
 * page with its chart and tables, the CSV download, logout, a visit raising the counts and a bot's
 * not, and axe at 0 on the login's error state, the portal and a property page (on the login page
 * itself: pages.spec.ts). (The Nu HTML Checker sees the same states in html-validity.spec.ts.)
 */
import { randomInt } from "node:crypto";
import { expect, type Browser, type Page } from "@playwright/test";
import { test } from "./reused-page";
import { closeDatabase, createDatabase } from "../../app/db/db.server";
import { saveOwner } from "../../app/owners/accounts.server";
import { expectNoAxeViolations } from "./axe";
import { GUARDED_PAGE_PATHS, TEXTS, waitForHydration, type Language } from "./site";

/** The demo owner every server outside production seeds (app/owners/demo.server.ts, README). */
const DEMO = { email: "demo-owner@example.com", password: "demo-owner-portal" };

/** The paths of the portal, written out as a visitor types them (data/site/paths.json). */
const LOGIN: Record<Language, string> = { nl: "/nl/login/", fr: "/fr/login/", en: "/en/login/", de: "/de/login/" };
const PORTAL: Record<Language, string> = { nl: "/nl/eigenaar/", fr: "/fr/proprietaire/", en: "/en/owner/", de: "/de/eigentuemer/" };
const ownerProperty = (id: number | string) => `/en/owner/${id}/`;

const en = TEXTS.en;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Fills the login form and sends it; with JavaScript, once React has hydrated the page. */
async function submitLogin(page: Page, lang: Language, email: string, password: string, javaScriptEnabled: boolean) {
  if (javaScriptEnabled) await waitForHydration(page);
  const t = TEXTS[lang].forms;
  const form = page.locator("main form");
  await form.getByLabel(new RegExp(`^${escape(t.fields.email)}`)).fill(email);
  await form.getByLabel(new RegExp(`^${escape(t.fields.password)}`)).fill(password);
  await form.getByRole("button", { name: t.submit.login }).click();
}

async function logInAsDemo(page: Page, javaScriptEnabled: boolean) {
  await page.goto(LOGIN.en);
  await submitLogin(page, "en", DEMO.email, DEMO.password, javaScriptEnabled);
  await page.waitForURL((url) => url.pathname === PORTAL.en, { waitUntil: "commit" });
  // The portal itself, not the login page still shown while it loads.
  await expect(page.locator(".portal-properties > li")).toHaveCount(3);
}

/** The demo owner's properties, from the portal's links to them. */
async function portalPropertyIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator(".portal-properties a[href^='/en/owner/']")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.map((href) => href.split("/")[3]!);
}

/** The four figures of one property in the portal (or of all of them with `null`), as numbers. */
async function figures(page: Page, id: string | number | null) {
  const scope =
    id === null ? page.locator("section[aria-labelledby='portal-total']") : page.locator(`article[aria-labelledby='property-${id}']`);
  await expect(scope.locator(".visit-figures dd"), `figures of ${id ?? "all properties"}`).toHaveCount(4);
  const values = await scope.locator(".visit-figures dd").allInnerTexts();
  const [today, week, month, total] = values.map((value) => Number(value.replace(/\D/g, "")));
  return { today: today!, week: week!, month: month!, total: total! };
}

test("the login page in every language: its heading, breadcrumb and fields for password managers", async ({ page, javaScriptEnabled }) => {
  // The server's page: two languages in each project, all four in the two.
  for (const lang of javaScriptEnabled ? (["en", "nl"] as const) : (["fr", "de"] as const)) {
    const response = await page.goto(LOGIN[lang]);
    expect(response?.status(), LOGIN[lang]).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("h1")).toHaveCount(1);
    const breadcrumbs = page.getByRole("navigation", { name: TEXTS[lang].shell.breadcrumb, exact: true });
    await expect(breadcrumbs.getByRole("listitem").last().locator("[aria-current='page']")).toHaveText(/\S/);
    const form = page.locator("main form");
    const t = TEXTS[lang].forms;
    await expect(form.getByLabel(new RegExp(`^${escape(t.fields.email)}`))).toHaveAttribute("autocomplete", "username");
    await expect(form.getByLabel(new RegExp(`^${escape(t.fields.password)}`))).toHaveAttribute("autocomplete", "current-password");
    await expect(form.getByLabel(new RegExp(`^${escape(t.fields.password)}`))).toHaveAttribute("type", "password");
  }

  // English, as the spec names it: 'Owner login', in the heading and the breadcrumb.
  await page.goto(LOGIN.en);
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(page.locator("h1")).toHaveText("Owner login");
  const breadcrumbs = page.getByRole("navigation", { name: en.shell.breadcrumb, exact: true });
  await expect(breadcrumbs.getByRole("listitem")).toHaveCount(2);
  await expect(breadcrumbs.getByRole("listitem").last()).toHaveText("Owner login");

  // Paste is allowed: nothing cancels it (without JavaScript nothing could).
  const email = page.getByLabel(new RegExp(`^${escape(en.forms.fields.email)}`));
  const password = page.getByLabel(new RegExp(`^${escape(en.forms.fields.password)}`));
  for (const field of [email, password]) {
    await expect(field).not.toHaveAttribute("onpaste", /.*/);
    if (javaScriptEnabled) {
      const cancelled = await field.evaluate((input) => {
        const event = new ClipboardEvent("paste", { bubbles: true, cancelable: true, clipboardData: new DataTransfer() });
        event.clipboardData?.setData("text/plain", "pasted");
        input.dispatchEvent(event);
        return event.defaultPrevented;
      });
      expect(cancelled, "a paste into the field is cancelled").toBe(false);
    }
  }
  await email.fill("pasted@example.com");
  await password.fill("a pasted password");
  await expect(email).toHaveValue("pasted@example.com");
  await expect(password).toHaveValue("a pasted password");
  // (axe on the login page, both ways: pages.spec.ts.)
});

test("a wrong password: 'Login failed', the e-mail kept, the password not; axe at 0 on that state", async ({ page, javaScriptEnabled }) => {
  await page.goto(LOGIN.en);
  const posted = page.waitForResponse((r) => r.request().method() === "POST");
  await submitLogin(page, "en", DEMO.email, "not-the-demo-password", javaScriptEnabled);
  const response = await posted;
  expect(response.status()).toBe(400);
  // The page's answer (with JavaScript, a fetch whose body the page may already have consumed).
  if (!javaScriptEnabled) expect(await response.text(), "the password sent back").not.toContain("not-the-demo-password");

  const summary = page.locator(".error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("heading", { level: 2 })).toHaveText("Login failed");
  await expect(summary).toContainText("The username or password are not correct.");
  await expect(page.getByLabel(new RegExp(`^${escape(en.forms.fields.email)}`))).toHaveValue(DEMO.email);
  // The server never types the password back. (With JavaScript the field keeps what was typed:
  // the page is not reloaded; see the report of issue 8's tests.)
  await expect(page.getByLabel(new RegExp(`^${escape(en.forms.fields.password)}`))).toHaveValue("");
  expect(new URL(page.url()).pathname).toBe(LOGIN.en);
  await expect(page).toHaveTitle(/^Error: /);
  await expectNoAxeViolations(page, { javaScriptEnabled });

  // The owner types the right password key by key: every key lands in the field, then Enter logs in.
  const password = page.getByLabel(new RegExp(`^${escape(en.forms.fields.password)}`));
  await password.click();
  await page.keyboard.type(DEMO.password, { delay: 20 });
  await expect(password).toHaveValue(DEMO.password);
  await expect(password).toBeFocused();
  await Promise.all([page.waitForURL((url) => url.pathname === "/en/owner/"), page.keyboard.press("Enter")]);
  await expect(page).not.toHaveTitle(/^Error: /);
});

test("an unknown e-mail (French): the same message as a wrong password", async ({ page, javaScriptEnabled }, testInfo) => {
  const email = `nobody-${testInfo.project.name}@example.com`;
  await page.goto(LOGIN.fr);
  const posted = page.waitForResponse((r) => r.request().method() === "POST");
  await submitLogin(page, "fr", email, "whatever-it-may-be", javaScriptEnabled);
  const response = await posted;
  expect(response.status()).toBe(400);
  // The page's answer (with JavaScript, a fetch whose body the page may already have consumed).
  if (!javaScriptEnabled) expect(await response.text(), "the password sent back").not.toContain("whatever-it-may-be");

  const summary = page.locator(".error-summary");
  await expect(summary.getByRole("heading", { level: 2 })).toHaveText(TEXTS.fr.forms.summary.loginFailed);
  await expect(summary).toContainText(/e-mail et\/ou mot de passe incorrect/i);
  await expect(page.getByLabel(new RegExp(`^${escape(TEXTS.fr.forms.fields.email)}`))).toHaveValue(email);
  await expect(page.getByLabel(new RegExp(`^${escape(TEXTS.fr.forms.fields.password)}`))).toHaveValue("");
});

test("the demo owner logs in: the portal with its three properties and four figures (axe at 0), then logs out", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsDemo(page, javaScriptEnabled);
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(page.locator("h1")).toHaveCount(1);
  await expect(page.getByText(`Logged in as ${DEMO.email}`)).toBeVisible();
  await expect(page.locator(".portal-properties > li")).toHaveCount(3);
  expect(await portalPropertyIds(page)).toHaveLength(3);
  // The four figures for all properties and for each one.
  const dl = page.locator(".visit-figures");
  await expect(dl).toHaveCount(4);
  for (const list of await dl.all()) {
    await expect(list.locator("dt")).toHaveText(["Today", "This week", "This month", "In total"]);
    await expect(list.locator("dd")).toHaveText([/^\d[\d\s.,]*$/, /^\d[\d\s.,]*$/, /^\d[\d\s.,]*$/, /^\d[\d\s.,]*$/]);
  }
  await expectNoAxeViolations(page, { javaScriptEnabled });

  // The CSV of all the properties: a header, one row per property and one for all of them.
  const download = page.getByRole("link", { name: "Download the figures (CSV)" });
  const csv = await page.request.get((await download.getAttribute("href"))!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines).toHaveLength(5);
  expect(lines[0]).toMatch(/^Property;Reference;Address;Today;This week;This month;In total;\d{4}-\d\d-\d\d/);
  expect(lines[4]).toMatch(/^All your properties;/);

  // Logout: the login page says so, and the portal is closed again.
  await page.getByRole("button", { name: "Log out" }).click();
  await page.waitForURL((url) => url.pathname === LOGIN.en, { waitUntil: "commit" });
  await expect(page.getByRole("status")).toHaveText("You are logged out.");
  await page.goto(PORTAL.en);
  expect(new URL(page.url()).pathname).toBe(LOGIN.en);
  expect(new URL(page.url()).searchParams.get("returnTo")).toBe(PORTAL.en);
});

test("a property page of the portal: its chart drawn on the server, the table of 30 days, the requests, its CSV (axe at 0)", async ({
  page,
  javaScriptEnabled,
}) => {
  await logInAsDemo(page, javaScriptEnabled);
  const ids = await portalPropertyIds(page);
  // The demo's requests: one about each property, the agency's Immoweb one about the last.
  const id = ids[ids.length - 1]!;
  await page
    .getByRole("link", { name: /^Visits and requests: / })
    .last()
    .click();
  await page.waitForURL((url) => url.pathname === ownerProperty(id), { waitUntil: "commit" });
  if (javaScriptEnabled) await waitForHydration(page);

  await expect(page.locator("h1")).toHaveText(/^Visits and requests: /);
  const chart = page.locator("figure.visit-chart");
  await expect(chart.locator("svg[role='img']")).toHaveCount(1);
  await expect(chart.locator("svg[role='img']")).toBeVisible();
  await expect(chart.getByRole("img")).toHaveAccessibleName("Visits over the last 30 days");
  await expect(chart.locator("figcaption")).toContainText("the table below gives the same figures");

  const table = page.locator("table.visit-table");
  await expect(table.locator("caption")).toHaveText("Visits per day, the last 30 days");
  await expect(table.locator("tbody tr")).toHaveCount(30);
  await expect(table.locator("tbody tr th[scope='row'] time").first()).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\d$/);
  await expect(table.locator("tbody td").first()).toHaveText(/^\d+$/);

  const history = page.locator("table.lead-history");
  await expect(history.locator("thead th")).toHaveText(["Date", "Type", "Contact", "Subject", "Comment", "Status", "Source"]);
  const immoweb = history.locator("tbody tr", { hasText: "Immoweb" });
  await expect(immoweb).toHaveCount(1);
  await expect(immoweb).toContainText("Sofia Rossi");
  await expect(immoweb).toContainText("Le bien est-il toujours disponible ?");
  await expect(immoweb.locator("td").nth(5)).toHaveText(/^(New|In progress|Confirmed|Closed)$/);
  await expectNoAxeViolations(page, { javaScriptEnabled });

  // The CSV of this property only: its header and its one row.
  const href = await page.getByRole("link", { name: "Download the figures (CSV)" }).getAttribute("href");
  expect(href).toBe(`/en/owner/export/?property=${id}`);
  const csv = await page.request.get(href!);
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-type"]).toMatch(/^text\/csv/);
  expect(csv.headers()["content-disposition"]).toContain(`visits-${id}-`);
  const lines = (await csv.text())
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");
  expect(lines).toHaveLength(2);
  // Title, reference, address, the four figures, then 30 days.
  expect(lines[1]!.split(";").length).toBe(7 + 30);
});

test("a portal page asked for without a session: the login, then back to that page", async ({ page, javaScriptEnabled }) => {
  // The ids come from a session of its own: this page has none.
  const ids = await demoPropertyIds(page.context().browser()!);
  const target = ownerProperty(ids[0]!);
  await page.goto(target);
  expect(new URL(page.url()).pathname).toBe(LOGIN.en);
  expect(new URL(page.url()).searchParams.get("returnTo")).toBe(target);
  await submitLogin(page, "en", DEMO.email, DEMO.password, javaScriptEnabled);
  await page.waitForURL((url) => url.pathname === target, { waitUntil: "commit" });
  await expect(page.locator("figure.visit-chart")).toBeVisible();
});

test("without a session every portal page and the CSV send to the login; the new-password page wants its link's token", async ({
  page,
}) => {
  for (const path of [GUARDED_PAGE_PATHS["owner-portal"].en, GUARDED_PAGE_PATHS["owner-export"].fr, "/en/owner/export/?property=1"]) {
    const response = await page.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    const location = new URL(response.headers()["location"]!, "http://x");
    expect(location.pathname, path).toMatch(/^\/(en|fr)\/login\/$/);
    expect(response.headers()["cache-control"], path).toContain("no-store");
  }
  const reset = await page.goto(GUARDED_PAGE_PATHS["password-reset"].en);
  expect(reset?.status()).toBe(400);
  await expect(page.getByRole("alert")).toHaveText(TEXTS.en.forms.errors.resetLinkInvalid);
});

/** The demo owner's property ids, read from its portal in a context of their own. */
async function demoPropertyIds(browser: Browser): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await logInAsDemo(page, false);
    return await portalPropertyIds(page);
  } finally {
    await context.close();
  }
}

/**
 * Listings only this test visits, two per project (js and no-js run at the same time against the
 * same server): the first gets a person's view, the second a robot's.
 */
const COUNTED_LISTINGS: Record<string, [person: number, robot: number]> = {
  js: [4022881, 4021836],
  "no-js": [4020095, 4018690],
};

const PERSON_AGENT = () =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.${randomInt(1000, 9999)}.${randomInt(10, 99)} Safari/537.36`;
const ROBOT_AGENT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

test("a person's view of a property page raises its counts in the portal; a robot's does not", async ({
  page,
  browser,
  baseURL,
  javaScriptEnabled,
}, testInfo) => {
  const [personListing, robotListing] = COUNTED_LISTINGS[testInfo.project.name] ?? COUNTED_LISTINGS.js!;
  // An owner of these two listings, in the server's database, as the agency creates one.
  const owner = { email: `counting-${testInfo.project.name}@example.com`, password: "Counting views, never visitors 42" };
  // (The command itself, npm run owner:create, is tested in tests/unit/owner-lead-scripts.test.ts.)
  const db = createDatabase(`file:var/e2e-${new URL(baseURL!).port}/site.db`);
  try {
    await saveOwner(db, { ...owner, listingIds: [personListing, robotListing], language: "en" });
  } finally {
    await closeDatabase(db);
  }

  await page.goto(LOGIN.en);
  await submitLogin(page, "en", owner.email, owner.password, javaScriptEnabled);
  await page.waitForURL((url) => url.pathname === PORTAL.en, { waitUntil: "commit" });
  await expect(page.locator(".portal-properties > li")).toHaveCount(2);
  const before = { person: await figures(page, personListing), robot: await figures(page, robotListing), all: await figures(page, null) };

  // Each visitor in a browser of its own (no cookie, a User-Agent of its own); the robot first.
  for (const [listing, userAgent] of [
    [robotListing, ROBOT_AGENT],
    [personListing, PERSON_AGENT()],
  ] as const) {
    const visitor = await browser.newContext({ userAgent, javaScriptEnabled });
    try {
      const response = await (await visitor.newPage()).goto(`/property/${listing}/`);
      expect(response?.status(), `the page of ${listing}`).toBe(200);
    } finally {
      await visitor.close();
    }
  }

  // The counter writes every second: the portal shows the person's visit within a few.
  await expect
    .poll(
      async () => {
        await page.reload();
        return (await figures(page, personListing)).today;
      },
      { timeout: 9500, intervals: [250, 500, 1000] },
    )
    .toBe(before.person.today + 1);
  const after = { person: await figures(page, personListing), robot: await figures(page, robotListing), all: await figures(page, null) };
  expect(after.person).toEqual({
    today: before.person.today + 1,
    week: before.person.week + 1,
    month: before.person.month + 1,
    total: before.person.total + 1,
  });
  expect(after.all.total).toBe(before.all.total + 1);
  // Written in the same tick as the person's view, or never: a robot is not counted.
  expect(after.robot).toEqual(before.robot);
});
