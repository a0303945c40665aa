/**
 * The search block and the search page, in French and English (and the index in Dutch):
 * with JavaScript the combobox driven by the keyboard only; without JavaScript the GET form and
 * its results page; axe with the panel open. Runs once, in the "behaviour" project: each group
 * sets JavaScript itself and proves it (the page hydrated, or no script of the page ran). Paths
 * are written out literally, not computed by the app's own href().
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./reused-page";
import snapshot from "../../data/catalogue/snapshot.json" with { type: "json" };
import { expectNoAxeViolations } from "./axe";
import { notFoundPath, TEXTS, waitForHydration, type Language, holdBack } from "./site";

const SEARCH_PATHS: Record<Language, string> = { nl: "/nl/zoeken/", fr: "/fr/recherche/", en: "/en/search/", de: "/de/suche/" };

const listing = snapshot.listings.find((l) => l.Status === "available" && l.CountryID === 10 && !("ProjectID" in l))!;

/**
 * Whether the page's own scripts ran: the inline script that sets window.__remixContext runs
 * before "load", and the hydrated page marks <html> with data-hydrated (app/root.tsx). Playwright's
 * evaluate works with the page's JavaScript off, so both can be asked either way.
 */
async function pageScriptsRan(page: Page): Promise<{ remixContext: boolean; hydrated: boolean }> {
  await page.waitForLoadState("load");
  return page.evaluate(() => ({
    remixContext: "__remixContext" in window,
    hydrated: document.documentElement.hasAttribute("data-hydrated"),
  }));
}

async function openSearchPage(page: Page, lang: Language, javaScriptEnabled: boolean, query = "") {
  await page.goto(query ? `${SEARCH_PATHS[lang]}?q=${encodeURIComponent(query)}` : SEARCH_PATHS[lang]);
  if (javaScriptEnabled) await waitForHydration(page);
  // The group's JavaScript setting really took effect.
  expect(await pageScriptsRan(page)).toEqual({ remixContext: javaScriptEnabled, hydrated: javaScriptEnabled });
  // Hydrated, the search field is a combobox.
  await expect(page.getByRole("combobox")).toHaveCount(javaScriptEnabled ? 1 : 0);
}

test.describe("with JavaScript: the combobox", () => {
  test.use({ javaScriptEnabled: true });

  test("the suggestions' code and the index are no part of the first load: they come when the combobox is first used", async ({ page }) => {
    const requests: string[] = [];
    page.on("request", (request) => requests.push(new URL(request.url()).pathname));
    const suggestionsCode = (path: string) => /\/search-suggestions-[\w-]+\.js$/.test(path);
    const index = (path: string) => path === "/search-index.json";
    await page.goto(SEARCH_PATHS.fr);
    await waitForHydration(page);
    await page.waitForLoadState("networkidle");
    const input = page.getByRole("combobox", { name: TEXTS.fr.search.label });
    await expect(input).toBeVisible();
    // A visitor who moves the mouse and presses a key elsewhere fetches neither.
    await page.mouse.move(10, 10);
    await page.keyboard.press("Shift");
    await page.waitForLoadState("networkidle");
    expect(requests.filter(suggestionsCode)).toEqual([]);
    expect(requests.filter(index)).toEqual([]);
    await input.click();
    await expect(page.getByRole("listbox", { name: TEXTS.fr.search.suggestions }).getByRole("option").first()).toBeVisible();
    expect(requests.filter(suggestionsCode)).toHaveLength(1);
    expect(requests.filter(index)).toHaveLength(1);
  });

  test("what the visitor types while the suggestions' code comes stays, and the suggestions follow it", async ({ page }) => {
    const release = await holdBack(page, /\/search-suggestions-[\w-]+\.js$/);
    await page.goto(SEARCH_PATHS.fr);
    await waitForHydration(page);
    const input = page.getByRole("combobox", { name: TEXTS.fr.search.label });
    await input.focus();
    await page.keyboard.type("namur");
    await expect(page.getByText(TEXTS.fr.search.loading)).toBeVisible();
    release();
    await expect(input).toHaveValue("namur");
    await expect(input).toBeFocused();
    await expect(
      page.getByRole("listbox", { name: TEXTS.fr.search.suggestions }).getByRole("option", { name: "Namur 5000, À vendre (6)" }),
    ).toBeVisible();
  });

  test("what the visitor types before the page is hydrated stays, and the suggestions follow it", async ({ page }) => {
    const release = await holdBack(page, /\/search-block-[\w-]+\.js$/);
    // Not waiting for "load": the page's scripts, the held one among them, hold it back.
    await page.goto(SEARCH_PATHS.fr, { waitUntil: "commit" });
    const field = page.getByRole("searchbox", { name: TEXTS.fr.search.label });
    await field.focus();
    await page.keyboard.type("namur");
    release();
    await waitForHydration(page);
    const input = page.getByRole("combobox", { name: TEXTS.fr.search.label });
    await expect(input).toHaveValue("namur");
    await expect(input).toBeFocused();
    await expect(
      page.getByRole("listbox", { name: TEXTS.fr.search.suggestions }).getByRole("option", { name: "Namur 5000, À vendre (6)" }),
    ).toBeVisible();
  });

  test("fr: keyboard only – types on focus, 'namur', arrows, Escape, Enter", async ({ page }) => {
    const t = TEXTS.fr.search;
    const indexRequests: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/search-index.json")) indexRequests.push(request.url());
    });
    await openSearchPage(page, "fr", true);
    const input = page.getByRole("combobox", { name: t.label });
    const listbox = page.getByRole("listbox", { name: t.suggestions });
    // The index is not part of the page: it is fetched on first use.
    expect(indexRequests).toEqual([]);
    await expect(input).toHaveAttribute("aria-expanded", "false");

    await input.focus();
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await expect(listbox).toBeVisible();
    await expect(input).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
    expect(indexRequests).toHaveLength(1);
    expect(indexRequests[0]).toContain("lang=fr");
    // Empty text: the property types, each with its sale and rent counts.
    await expect(listbox.getByRole("group", { name: t.types })).toBeVisible();
    await expect(listbox.getByRole("option", { name: /^Appartement, À vendre \(\d+\)$/ })).toHaveAttribute("href", "/fr/a-vendre/?type=2");
    await expect(listbox.getByRole("option", { name: /^Appartement, À louer \(\d+\)$/ })).toHaveAttribute("href", "/fr/a-louer/?type=2");
    const status = page.getByRole("status").filter({ hasText: /résultat/ });
    await expect(status).toHaveText("9 résultats");

    await page.keyboard.type("namur");
    const sale = listbox.getByRole("option", { name: "Namur 5000, À vendre (6)" });
    const rent = listbox.getByRole("option", { name: "Namur 5000, À louer (16)" });
    await expect(sale).toHaveAttribute("href", "/fr/a-vendre/?city=Namur%7C5000");
    await expect(rent).toHaveAttribute("href", "/fr/a-louer/?city=Namur%7C5000");
    await expect(listbox.getByRole("group", { name: t.cities })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /résultat/ })).toHaveText("1 résultat");
    await expect(input).not.toHaveAttribute("aria-activedescendant", /.+/);

    await page.keyboard.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", (await sale.getAttribute("id"))!);
    await expect(sale).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", (await rent.getAttribute("id"))!);
    await page.keyboard.press("Home");
    await expect(input).toHaveAttribute("aria-activedescendant", (await sale.getAttribute("id"))!);
    await page.keyboard.press("End");
    await expect(input).toHaveAttribute("aria-activedescendant", (await rent.getAttribute("id"))!);
    await expect(input).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(input).toHaveAttribute("aria-expanded", "false");
    await expect(listbox).toBeHidden();
    await expect(input).toHaveValue("namur");

    await page.keyboard.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/fr/a-louer/?city=Namur%7C5000");
    expect(indexRequests).toHaveLength(1);
  });

  test("en: a reference, a city without accents, clearing, blur and the search button", async ({ page }) => {
    const t = TEXTS.en.search;
    await openSearchPage(page, "en", true);
    const input = page.getByRole("combobox", { name: t.label });
    const listbox = page.getByRole("listbox", { name: t.suggestions });
    await input.focus();

    await page.keyboard.type("liege");
    await expect(listbox.getByRole("option", { name: /^Liège 4000, For (sale|rent) \(\d+\)$/ }).first()).toBeVisible();
    // Clearing the input resets it: the types again, no active option.
    await page.keyboard.press("ArrowDown");
    await expect(input).toHaveAttribute("aria-activedescendant", /.+/);
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.press("Backspace");
    await expect(input).not.toHaveAttribute("aria-activedescendant", /.+/);
    await expect(listbox.getByRole("group", { name: t.types })).toBeVisible();
    await expect(listbox.getByRole("group", { name: t.cities })).toHaveCount(0);

    // Tab to the search button keeps the panel; leaving the search closes it.
    await page.keyboard.press("Tab");
    const button = page.getByRole("button", { name: t.button });
    await expect(button).toBeFocused();
    await expect(listbox).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(listbox).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(listbox).toBeVisible();
    await expect(input).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(button).not.toBeFocused();
    await expect(listbox).toBeHidden();

    // A reference, exactly: the property with its picture and 'Ref: {ID}', Enter opens its page.
    await input.focus();
    await page.keyboard.type(String(listing.ID));
    const option = listbox.getByRole("option", { name: new RegExp(`Ref: ${listing.ID}`) });
    await expect(option).toBeVisible();
    await expect(option.locator("img")).toHaveAttribute("src", /\?w=100$/);
    const target = (await option.getAttribute("href"))!;
    expect(target).toMatch(/^\/en\//);
    await expect(page.getByRole("status").filter({ hasText: /result/ })).toHaveText("1 result");
    await page.keyboard.press("ArrowDown");
    // Enter follows the option: the router asks for the property page's data.
    const navigation = page.waitForRequest((request) => new URL(request.url()).pathname.startsWith(target.replace(/\/$/, "")));
    await page.keyboard.press("Enter");
    await navigation;
  });

  test("fr: 'namen' suggests Namur; 'résidence' suggests the project, and Enter opens it", async ({ page }) => {
    const t = TEXTS.fr.search;
    await openSearchPage(page, "fr", true);
    const input = page.getByRole("combobox", { name: t.label });
    const listbox = page.getByRole("listbox", { name: t.suggestions });
    await input.focus();
    await page.keyboard.type("namen");
    await expect(listbox.getByRole("option", { name: "Namur 5000, À vendre (6)" })).toHaveAttribute(
      "href",
      "/fr/a-vendre/?city=Namur%7C5000",
    );
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("résidence");
    const project = listbox.getByRole("group", { name: "Projets neufs" }).getByRole("option", { name: /Résidence Les Jardins de la Dyle/ });
    await expect(project).toHaveAttribute("href", /^\/fr\/projects\/wavre\/[^/]+\/4105230\/$/);
    await page.keyboard.press("ArrowDown");
    await expect(project).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/fr\/projects\/wavre\/[^/]+\/4105230\/$/);
  });

  test("a second click on the search button closes the panel", async ({ page }) => {
    const t = TEXTS.en.search;
    await openSearchPage(page, "en", true);
    const button = page.getByRole("button", { name: t.button });
    const listbox = page.getByRole("listbox", { name: t.suggestions });
    await button.click();
    await expect(listbox).toBeVisible();
    await button.click();
    await expect(listbox).toBeHidden();
  });

  test("no result: the message, announced", async ({ page }) => {
    const t = TEXTS.fr.search;
    await openSearchPage(page, "fr", true);
    await page.getByRole("combobox", { name: t.label }).focus();
    await page.keyboard.type("zzzz");
    await expect(page.locator(".search-popup")).toContainText(t.noResults);
    await expect(page.getByRole("combobox", { name: t.label })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("status").filter({ hasText: t.noResults })).toHaveCount(1);
  });

  for (const [lang, text] of [
    ["fr", ""],
    ["en", "namur"],
    ["fr", String(listing.ID)],
  ] as const) {
    test(`axe: no violation with the panel open (${lang}, "${text}")`, async ({ page }) => {
      await openSearchPage(page, lang, true);
      await page.getByRole("combobox", { name: TEXTS[lang].search.label }).focus();
      if (text) await page.keyboard.type(text);
      await page.keyboard.press("ArrowDown");
      await expect(page.getByRole("listbox")).toBeVisible();
      await expectNoAxeViolations(page, { javaScriptEnabled: true });
    });
  }
});

test.describe("without JavaScript: the form and the results page", () => {
  test.use({ javaScriptEnabled: false });

  test("fr: submitting the form shows the groups", async ({ page }) => {
    const t = TEXTS.fr.search;
    await openSearchPage(page, "fr", false);
    const input = page.getByRole("searchbox", { name: t.label });
    await input.fill("appartement namur");
    await input.press("Enter");
    await expect(page).toHaveURL("/fr/recherche/?q=appartement+namur");
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 2, name: t.types })).toBeVisible();
    await expect(main.getByRole("heading", { level: 2, name: t.cities })).toBeVisible();
    await expect(main.getByRole("link", { name: "Namur 5000, À vendre (6)" })).toHaveAttribute("href", "/fr/a-vendre/?city=Namur%7C5000");
    await expect(main.getByRole("link", { name: "Namur 5000, À louer (16)" })).toHaveAttribute("href", "/fr/a-louer/?city=Namur%7C5000");
    await expect(main.getByRole("link", { name: /^Appartement, À vendre/ })).toHaveAttribute("href", "/fr/a-vendre/?type=2");
    await expect(page.getByRole("searchbox", { name: t.label })).toHaveValue("appartement namur");
    await expectNoAxeViolations(page, { javaScriptEnabled: false });
  });

  test("en: the search button submits; a reference finds its property; nothing found says so", async ({ page }) => {
    const t = TEXTS.en.search;
    await openSearchPage(page, "en", false);
    await page.getByRole("searchbox", { name: t.label }).fill(String(listing.ID));
    await page.getByRole("button", { name: t.button }).click();
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 2, name: t.properties })).toBeVisible();
    const link = main.getByRole("link", { name: new RegExp(`Ref: ${listing.ID}`) });
    await expect(link).toHaveAttribute("href", /^\/en\/.+\/\d+\/$/);
    await expect(link.locator("img")).toHaveAttribute("src", /\?w=100$/);

    await page.getByRole("searchbox", { name: t.label }).fill("zzzz qqqq");
    await page.getByRole("searchbox", { name: t.label }).press("Enter");
    await expect(main.getByText(t.noResults)).toBeVisible();
    await expect(main.getByRole("heading", { level: 2 })).toHaveCount(0);
    await expectNoAxeViolations(page, { javaScriptEnabled: false });
  });

  test("the 404 page's form goes to the search page", async ({ page }) => {
    await page.goto(notFoundPath("en"));
    expect(await pageScriptsRan(page)).toEqual({ remixContext: false, hydrated: false });
    const input = page.getByRole("search").getByRole("searchbox");
    await input.fill("liège");
    await input.press("Enter");
    await expect(page).toHaveURL("/en/search/?q=li%C3%A8ge");
    await expect(page.locator("main").getByRole("link", { name: /^Liège 4000, For sale/ })).toBeVisible();
  });
});

for (const javaScriptEnabled of [true, false]) {
  test.describe(`the search page, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ javaScriptEnabled });

    test("nl: the empty search lists the types with counts; results pages are not indexed", async ({ page }) => {
      await openSearchPage(page, "nl", javaScriptEnabled);
      const main = page.locator("main");
      await expect(main.getByRole("heading", { level: 2, name: TEXTS.nl.search.types })).toBeVisible();
      await expect(main.getByRole("link", { name: /^Appartement, Te koop \(\d+\)$/ })).toHaveAttribute("href", "/nl/te-koop/?type=2");
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await openSearchPage(page, "nl", javaScriptEnabled, "namur");
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });

    test("nl: towns by their name in any language, shown in Dutch; the project by its name", async ({ page }) => {
      const main = page.locator("main");
      for (const query of ["namur", "namen"]) {
        await openSearchPage(page, "nl", javaScriptEnabled, query);
        await expect(main.getByRole("link", { name: "Namen 5000, Te koop (6)" })).toHaveAttribute("href", "/nl/te-koop/?city=Namur%7C5000");
      }
      await openSearchPage(page, "nl", javaScriptEnabled, "lüttich");
      await expect(main.getByRole("link", { name: /^Luik 4000, Te koop/ })).toHaveAttribute("href", "/nl/te-koop/?city=Li%C3%A8ge%7C4000");
      await openSearchPage(page, "nl", javaScriptEnabled, "résidence");
      await expect(main.getByRole("heading", { level: 2, name: "Nieuwbouwprojecten" })).toBeVisible();
      await expect(main.getByRole("link", { name: /Résidence Les Jardins de la Dyle/ })).toHaveAttribute(
        "href",
        /^\/nl\/projecten\/wavre\/[^/]+\/4105230\/$/,
      );
    });
  });
}

test.describe("the index", () => {
  test("/search-index.json: per language, cached 5 minutes, 304 on its ETag", async ({ request }) => {
    const response = await request.get("/search-index.json?lang=nl");
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["cache-control"]).toBe("public, max-age=300");
    const etag = response.headers()["etag"]!;
    expect(etag).toMatch(/^"search-\d+-\d+-nl-/);
    const index = (await response.json()) as {
      lang: string;
      types: { name: string }[];
      cities: { name: string; zip: string; sale: number; rent: number }[];
    };
    expect(index.lang).toBe("nl");
    expect(index.types[0]!.name).toBe("Huis");
    expect(index.cities.find((city) => city.name === "Namur" && city.zip === "5000")).toMatchObject({ sale: 6, rent: 16 });

    const again = await request.get("/search-index.json?lang=nl", { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["etag"]).toBe(etag);
    const other = await request.get("/search-index.json?lang=fr", { headers: { "If-None-Match": etag } });
    expect(other.status()).toBe(200);
    expect((await request.get("/search-index.json?lang=xx")).status()).toBe(400);
  });
});
