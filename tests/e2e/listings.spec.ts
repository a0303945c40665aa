/**
 * Listings for sale, for rent and abroad, in French and Dutch, with JavaScript on and off (the
 * js and no-js projects): filters are a GET form, every result page has its own URL.
 */
import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { href } from "./site";

const cardTitles = (page: import("@playwright/test").Page) => page.locator(".card-grid .card-link");

test("Namur 5000 lists 6 properties for sale and 16 for rent, on two pages", async ({ page }) => {
  await page.goto(`${href("for-sale", "fr")}?city=Namur%7C5000`);
  await expect(page.locator(".result-count")).toHaveText("6 biens");
  await expect(cardTitles(page)).toHaveCount(6);

  await page.goto(`${href("for-rent", "nl")}?city=Namur%7C5000`);
  await expect(page.locator(".result-count")).toHaveText("16 panden");
  await expect(cardTitles(page)).toHaveCount(12);
  const pagination = page.getByRole("navigation", { name: "Resultaatpagina's" });
  await expect(pagination).toContainText("pagina 1 van 2");
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", /\/nl\/te-huur\/\?city=Namur%7C5000&page=2$/);

  await pagination.getByRole("link", { name: "Volgende pagina" }).click();
  await expect(page).toHaveURL(/\/nl\/te-huur\/\?city=Namur%7C5000&page=2$/);
  await expect(cardTitles(page)).toHaveCount(4);
  await expect(page.getByRole("navigation", { name: "Resultaatpagina's" })).toContainText("pagina 2 van 2");
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", /city=Namur%7C5000$/);
  await expect(page).toHaveTitle(/pagina 2 van 2/);
});

test("the filter form sends a shareable GET search and keeps the choices", async ({ page }) => {
  await page.goto(href("for-sale", "fr"));
  await page.getByLabel("Commune").selectOption({ label: "Namur (5000)" });
  await page.getByLabel("Type de bien").selectOption({ label: "Appartement" });
  await page.getByLabel("Trier par").selectOption({ label: "Prix croissant" });
  await page.getByRole("button", { name: "Afficher les biens" }).click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/\?city=Namur%7C5000&type=2.*sort=price-asc/);
  await expect(page.getByLabel("Commune")).toHaveValue("Namur|5000");
  await expect(page.getByLabel("Type de bien")).toHaveValue("2");
  const prices = await page.locator(".card-grid .price").allTextContents();
  const amounts = prices.filter((p) => p.startsWith("€")).map((p) => Number(p.replace(/\D/g, "")));
  expect(amounts.length).toBeGreaterThan(0);
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  for (const place of await page.locator(".card-place").allTextContents()) expect(place).toContain("5000 Namur");
});

test("bad input gets a message next to it, the visitor's input back and still results", async ({ page }) => {
  const response = await page.goto(`${href("for-sale", "en")}?priceMin=cheap`);
  expect(response?.status()).toBe(200);
  const field = page.getByLabel("Minimum price (€)");
  await expect(field).toHaveValue("cheap");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter an amount in euros, digits only.")).toBeVisible();
  await expect(cardTitles(page).first()).toBeVisible();
});

test("an empty result says so", async ({ page }) => {
  await page.goto(`${href("for-rent", "fr")}?priceMax=1`);
  await expect(page.getByText("Aucun résultat ne correspond à votre recherche.")).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(0);
});

test("the abroad page lists the Spanish listings with the country", async ({ page }) => {
  await page.goto(href("abroad", "fr"));
  const places = await page.locator(".card-place").allTextContents();
  expect(places.length).toBeGreaterThanOrEqual(4);
  for (const place of places) expect(place).toContain("(Espagne)");
});

test("a listing page has no accessibility violations", async ({ page }, testInfo) => {
  await page.goto(`${href("for-sale", "nl")}?city=Namur%7C5000&priceMin=x`);
  await expectNoAxeViolations(page, { javaScriptEnabled: testInfo.project.name !== "no-js" });
});

test("sitemap.xml is an index of sitemaps listing pages and properties in every language, robots.txt points to it", async ({ request }) => {
  const index = await request.get("/sitemap.xml");
  expect(index.headers()["content-type"]).toContain("application/xml");
  const indexXml = await index.text();
  expect(indexXml).toContain("<sitemapindex");
  const sitemaps = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(sitemaps).toEqual(["/sitemaps/pages.xml", "/sitemaps/listings-1.xml"]);

  const pages = await (await request.get("/sitemaps/pages.xml")).text();
  expect(pages).toContain("/fr/a-vendre/</loc>");
  expect(pages).toContain("/de/zu-vermieten/</loc>");
  expect(pages).toContain('hreflang="x-default"');
  // Without gzip in Accept-Encoding the same sitemap comes unpacked.
  const listings = await request.get("/sitemaps/listings-1.xml", { headers: { "Accept-Encoding": "identity" } });
  expect(listings.headers()["content-encoding"]).toBeUndefined();
  const listingsXml = await listings.text();
  expect(listingsXml).toMatch(/<loc>[^<]*\/nl\/te-koop\/[^/]+\/[^/]+\/\d{7}\/<\/loc>/);
  expect(listingsXml.match(/<url>/g)!.length).toBeLessThanOrEqual(50_000);
  expect((await request.get("/sitemaps/listings-9.xml")).status()).toBe(404);

  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(/^Sitemap: http:\/\/127\.0\.0\.1:\d+\/sitemap\.xml$/m);
});
