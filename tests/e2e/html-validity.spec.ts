/**
 * Every page's HTML, as the server sends it, through the Nu HTML Checker (vnu-jar) with zero
 * errors: every static page and the 404 page, and in every language the pages made from the
 * catalogue or a query (properties for sale, for rent and abroad, a sold one, a project and one of
 * its units, a filtered list, search results), the owner portal logged in, and pages with saved favourites. All pages go through one Java run (a JVM start
 * costs seconds); errors are reported per page and message. Warnings are allowed and only counted.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, type APIRequest, type Browser } from "@playwright/test";
import { test } from "./reused-page";
import { axeViolations, describeViolations } from "./axe";
import { FORM_CASES } from "./form-cases";
import { checkFiles } from "./vnu";
import { CATALOGUE_PAGES, ENABLED_LANGUAGES, FRAME_PAGE_PATHS, PAGE_TYPES, TEXTS, VISITS, waitForHydration, type Visit } from "./site";

/** Pages made from the catalogue or a query, in every enabled language (the catalogue's through their redirects). */
const DYNAMIC_VISITS: Visit[] = ENABLED_LANGUAGES.flatMap((lang) => [
  ...(["filtered list", "search results"] as const).map((name) => ({
    pageId: null,
    lang,
    path: PAGE_TYPES[lang][name]!,
    status: 200,
    name: `${name} (${lang})`,
  })),
  ...Object.entries(CATALOGUE_PAGES).map(([name, path]) => ({ pageId: null, lang, path, status: 200, name: `${name} (${lang})` })),
  // The map frame, as lists and property pages embed it.
  { pageId: null, lang, path: FRAME_PAGE_PATHS["map-frame"][lang], status: 200, name: `map frame (${lang})` },
]);

/**
 * The owner portal's states, logged in through the form of a browser without JavaScript: the login
 * form's answer to a wrong password, the portal and one of its property pages (the login page
 * itself is in VISITS).
 */
async function portalStates(browser: Browser): Promise<{ visit: Visit; body: Buffer }[]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const logIn = async (email: string, password: string) => {
      await page.goto("/en/login/");
      await page.getByLabel(/^E-mail/).fill(email);
      await page.getByLabel(/^Password/).fill(password);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Log in" }).click(),
      ]);
      return response;
    };
    const state = (name: string, path: string, status: number, body: Buffer) => ({
      visit: { pageId: null, lang: "en" as const, path, status, name },
      body,
    });
    const failed = await logIn("nobody-html@example.com", "not a password");
    expect(failed.status(), "a failed login").toBe(400);
    const states = [state("login failed (en)", "/en/login/", 400, await failed.body())];
    await logIn("demo-owner@example.com", "demo-owner-portal");
    await page.waitForURL("**/en/owner/");
    const property = await page.locator(".portal-properties a[href^='/en/owner/']").first().getAttribute("href");
    for (const [name, path] of [
      ["owner portal (en)", "/en/owner/"],
      ["owner property (en)", property!],
    ] as const) {
      const response = await context.request.get(path);
      expect(response.status(), `status of ${path}`).toBe(200);
      states.push(state(name, path, 200, await response.body()));
    }
    return states;
  } finally {
    await context.close();
  }
}

/**
 * Pages in the saved state of a visitor without JavaScript (issue 24 §4): their favourites page
 * (a property still offered, a sold one, a withdrawn one), a list and a property page whose Save
 * buttons are pressed.
 */
async function savedStates(playwright: { request: APIRequest }, baseURL: string): Promise<{ visit: Visit; body: Buffer }[]> {
  const client = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { Cookie: "favourites=4184173%2C4191543%2C999%2C4099535" },
  });
  try {
    const states = [];
    for (const [name, path] of [
      ["favourites, saved (fr)", "/fr/favoris/"],
      ["list with a saved card (fr)", "/fr/a-vendre/?city=Namur%7C5000"],
      ["saved property (nl)", "/nl/te-huur/liege/plateau-de-bureaux-renove-acces-rapide-aux-axes-routiers/4099535/"],
    ] as const) {
      const response = await client.get(path);
      expect(response.status(), `status of ${path}`).toBe(200);
      const body = await response.body();
      expect(body.toString(), `${path} in its saved state`).toContain('aria-pressed="true"');
      states.push({
        visit: { pageId: null, lang: path.startsWith("/nl/") ? ("nl" as const) : ("fr" as const), path, status: 200, name },
        body,
      });
    }
    return states;
  } finally {
    await client.dispose();
  }
}

test("every page's HTML passes the Nu HTML Checker", async ({ playwright, baseURL, browser }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), "agency-vnu-"));
  // One client per language, so that the catalogue redirects follow its Accept-Language (and its own language cookie).
  const clients = new Map(
    await Promise.all(
      ENABLED_LANGUAGES.map(
        async (lang) => [lang, await playwright.request.newContext({ baseURL, extraHTTPHeaders: { "Accept-Language": lang } })] as const,
      ),
    ),
  );
  const visits = [...VISITS, ...DYNAMIC_VISITS];
  try {
    const files = new Map<string, Visit>();
    for (const [index, visit] of visits.entries()) {
      const response = await clients.get(visit.lang)!.get(visit.path);
      expect(response.status(), `status of ${visit.path}`).toBe(visit.status);
      expect(new URL(response.url()).pathname, `language of ${visit.path}`).toMatch(new RegExp(`^/${visit.lang}/`));
      const file = path.join(dir, `${String(index).padStart(3, "0")}.html`);
      writeFileSync(file, await response.body());
      files.set(file, { ...visit, path: new URL(response.url()).pathname + new URL(response.url()).search });
    }
    for (const { visit, body } of [...(await portalStates(browser)), ...(await savedStates(playwright, baseURL!))]) {
      const file = path.join(dir, `${String(files.size).padStart(3, "0")}.html`);
      writeFileSync(file, body);
      files.set(file, visit);
    }

    const { errors, report, warnings } = checkFiles(files);
    if (warnings.length > 0) {
      const distinct = new Set(warnings.map((m) => m.message)).size;
      test.info().annotations.push({ type: "vnu warnings", description: `${warnings.length} warnings (${distinct} distinct messages)` });
    }
    expect(errors.length, `Nu HTML Checker errors:\n${report.join("\n")}`).toBe(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await Promise.all([...clients.values()].map((client) => client.dispose()));
  }
});

/**
 * Every form in its error state without JavaScript (sent empty, in the first of its two languages:
 * the server's 400 page), and the home page once its search box is a combobox (hydrated, a letter
 * typed): the Nu HTML Checker and axe at 0 on each. The counts per form are in the test's
 * annotations. (With JavaScript, forms-typing.spec.ts checks each form's error state in its other
 * language, on the way to correcting it.)
 */
test("every form's error state without JavaScript, and the hydrated search combobox: Nu and axe at 0", async ({ browser, page: home }) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(path.join(os.tmpdir(), "agency-vnu-forms-"));
  const files = new Map<string, Visit>();
  const axeReport: string[] = [];
  const keep = (visit: Visit, html: string) => {
    const file = path.join(dir, `${String(files.size).padStart(3, "0")}.html`);
    writeFileSync(file, html);
    files.set(file, visit);
  };
  try {
    const withoutJavaScript = await browser.newContext({ javaScriptEnabled: false });
    const page = await withoutJavaScript.newPage();
    for (const form of FORM_CASES) {
      const [lang, formPath] = Object.entries(form.paths)[0]! as [keyof typeof TEXTS, string];
      await page.goto(formPath);
      await form.reach?.(page, lang);
      await form
        .form(page)
        .getByRole("button", { name: form.submit(lang) })
        .click();
      await expect(page.locator(".error-summary")).toBeFocused();
      const name = `${form.name} (${lang}), error state, no JavaScript`;
      keep(
        { pageId: null, lang, path: page.url(), status: 400, name },
        `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`,
      );
      const violations = await axeViolations(page, { javaScriptEnabled: false });
      test.info().annotations.push({ type: "axe", description: `${name}: ${violations.length}` });
      if (violations.length > 0) axeReport.push(`${name}:\n${describeViolations(violations)}`);
    }
    await withoutJavaScript.close();

    // The project's page has JavaScript.
    await home.goto("/fr/");
    // Hydrated, the box is a combobox: a click into it, then typing.
    await waitForHydration(home);
    await home.getByLabel(TEXTS.fr.search.label).click();
    await home.keyboard.type("na");
    await expect(home.getByRole("combobox", { name: TEXTS.fr.search.label })).toHaveValue("na");
    await expect(home.getByRole("listbox")).toBeVisible();
    keep(
      { pageId: null, lang: "fr", path: "/fr/", status: 200, name: "home with its search combobox open" },
      `<!DOCTYPE html>${await home.evaluate(() => document.documentElement.outerHTML)}`,
    );

    const { errors, report } = checkFiles(files);
    for (const visit of files.values())
      test.info().annotations.push({
        type: "vnu",
        description: `${visit.name}: ${errors.filter((m) => m.url && fileURLToPath(m.url) && files.get(fileURLToPath(m.url)) === visit).length}`,
      });
    expect(errors.length, `Nu HTML Checker errors:\n${report.join("\n")}`).toBe(0);
    expect(axeReport, axeReport.join("\n\n")).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
