/**
 * Listings for sale, for rent and abroad, in French and Dutch, with JavaScript on and off (the
 * js and no-js projects): filters are a GET form, every result page has its own URL; a town or a
 * type is a landing page of its own. Paths are written out literally, not computed by the app.
 * What only the server's answer decides (status, head, titles, structured data, sitemaps), read
 * before any script could run, is checked once, without JavaScript (@no-js-only).
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./reused-page";
import { expectNoAxeViolations } from "./axe";

const cardTitles = (page: Page) => page.locator(".card-grid .card-link");

test("Namur 5000 lists 6 properties for sale and 16 for rent, on two pages @no-js-only", async ({ page }) => {
  await page.goto("/fr/a-vendre/?city=Namur%7C5000");
  await expect(page.locator(".result-count")).toHaveText("6 biens");
  await expect(cardTitles(page)).toHaveCount(6);

  await page.goto("/nl/te-huur/?city=Namur%7C5000");
  await expect(page.locator(".result-count")).toHaveText("16 panden");
  await expect(cardTitles(page)).toHaveCount(12);
  // Dutch cards name the town in Dutch, as their titles and the search results do.
  for (const place of await page.locator(".card-place").allTextContents()) expect(place).toMatch(/ – 5000 Namen$/);
  const pagination = page.getByRole("navigation", { name: "Resultaatpagina's" });
  await expect(pagination).toContainText("pagina 1 van 2");
  await expect(pagination.getByRole("link", { name: "Pagina 1" })).toHaveAttribute("aria-current", "page");
  await expect(pagination.getByRole("link", { name: "Pagina 2" })).toHaveAttribute("href", "/nl/te-huur/?city=Namur%7C5000&page=2");
  await expect(page.locator('head link[rel="next"]')).toHaveAttribute("href", /\/nl\/te-huur\/\?city=Namur%7C5000&page=2$/);

  await pagination.getByRole("link", { name: "Volgende pagina" }).click();
  await expect(page).toHaveURL(/\/nl\/te-huur\/\?city=Namur%7C5000&page=2$/);
  await expect(cardTitles(page)).toHaveCount(4);
  await expect(page.getByRole("navigation", { name: "Resultaatpagina's" })).toContainText("pagina 2 van 2");
  await expect(page.locator('head link[rel="prev"]')).toHaveAttribute("href", /city=Namur%7C5000$/);
  await expect(page).toHaveTitle(/pagina 2 van 2/);
});

test("the filter form sends a shareable GET search and keeps the choices", async ({ page }) => {
  await page.goto("/fr/a-vendre/");
  await page.getByLabel("Commune", { exact: true }).selectOption({ label: "Namur" });
  await page.getByLabel("Type de bien").selectOption({ label: "Appartement" });
  await page.getByLabel("Trier par").selectOption({ label: "Prix croissant" });
  await page.getByRole("button", { name: "Afficher les biens" }).click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/\?city=Namur%7C5000&type=2.*sort=price-asc/);
  await expect(page.getByLabel("Commune", { exact: true })).toHaveValue("Namur|5000");
  await expect(page.getByLabel("Type de bien")).toHaveValue("2");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Appartement à vendre à Namur");
  const prices = await page.locator(".card-grid .price").allTextContents();
  const amounts = prices.filter((p) => p.startsWith("€")).map((p) => Number(p.replace(/\D/g, "")));
  expect(amounts.length).toBeGreaterThan(0);
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  for (const place of await page.locator(".card-place").allTextContents()) expect(place).toContain("5000 Namur");
});

test("bad input gets a message next to it, the visitor's input back and still results", async ({ page }) => {
  const response = await page.goto("/en/for-sale/?priceMin=cheap");
  expect(response?.status()).toBe(200);
  const field = page.getByLabel("Minimum price (€)");
  await expect(field).toHaveValue("cheap");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Enter an amount in euros, digits only.")).toBeVisible();
  await expect(cardTitles(page).first()).toBeVisible();
});

test("an empty result says so @no-js-only", async ({ page }) => {
  await page.goto("/fr/a-louer/?priceMax=1");
  await expect(page.getByText("Aucun résultat ne correspond à votre recherche.")).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(0);
});

test("the abroad page lists the Spanish listings with the country @no-js-only", async ({ page }) => {
  await page.goto("/fr/nos-biens-en-espagne/");
  const places = await page.locator(".card-place").allTextContents();
  expect(places.length).toBeGreaterThanOrEqual(4);
  for (const place of places) expect(place).toContain("(Espagne)");
});

test("home lists the new-build projects in a module of their own, each linking to its page @no-js-only", async ({ page }) => {
  await page.goto("/en/");
  const module = page.getByRole("region", { name: "Our new-build projects" });
  const link = module.getByRole("link", { name: "Résidence Les Jardins de la Dyle" });
  await expect(link).toHaveAttribute("href", "/en/projects/wavre/residence-les-jardins-de-la-dyle/4105230/");
  await expect(module.locator(".price")).toHaveText("From € 264.000 to € 381.000");
  await link.click();
  await expect(page).toHaveURL(/\/en\/projects\/wavre\/residence-les-jardins-de-la-dyle\/4105230\/$/);
});

test("a Luxembourg listing is never presented as Spanish: its own list, page, breadcrumb and search link (issue 23 §5)", async ({
  page,
  javaScriptEnabled,
}) => {
  // The Spain page holds Spain only.
  await page.goto("/fr/nos-biens-en-espagne/");
  await expect(page.locator(".card-place", { hasText: "Luxembourg" })).toHaveCount(0);
  await expect(page.locator("h1")).toContainText("Espagne");
  // Luxembourg's page names its country and lists the house in Esch-sur-Alzette.
  await page.goto("/nl/ons-aanbod-in-luxemburg/");
  await expect(page).toHaveTitle(/Ons aanbod in Luxemburg/);
  await expect(page.locator("h1")).toHaveText("Ons aanbod in Luxemburg");
  await expect(page.locator(".card-place")).toHaveText(["Huis – 4011 Esch-sur-Alzette (Luxemburg)"]);
  await page.locator(".listing-card .card-link").click();
  await expect(page).toHaveURL(/^[^?]*\/nl\/ons-aanbod-in-luxemburg\/esch-sur-alzette\/maison-3-chambres-avec-jardin\/\d+\/$/);
  const crumbs = page.getByRole("navigation", { name: "Kruimelpad", exact: true }).getByRole("listitem");
  await expect(crumbs).toHaveCount(3);
  await expect(crumbs.nth(1).getByRole("link")).toHaveText("Luxemburg");
  await expect(page.locator("main")).not.toContainText(/Spanje|Espagne/);
  await expectNoAxeViolations(page, { javaScriptEnabled });
  // The search sends Esch-sur-Alzette to Luxembourg's page.
  await page.goto("/fr/recherche/?q=esch");
  await expect(page.getByRole("link", { name: /Esch-sur-Alzette/ }).first()).toHaveAttribute(
    "href",
    /^\/fr\/nos-biens-au-luxembourg\/(\?|esch)/,
  );
});

test("a listing page has no accessibility violations", async ({ page }, testInfo) => {
  await page.goto("/nl/te-koop/?city=Namur%7C5000&priceMin=x");
  await expectNoAxeViolations(page, { javaScriptEnabled: testInfo.project.name !== "no-js" });
});

test("a minimum price above the maximum is answered next to the maximum, the input kept", async ({ page }) => {
  await page.goto("/fr/a-vendre/?priceMin=300000&priceMax=100000");
  const field = page.getByLabel("Prix maximum (€)");
  await expect(field).toHaveValue("100000");
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#filter-priceMax-error")).toHaveText("Le prix maximum est inférieur au prix minimum ; il n'est pas appliqué.");
  await expect(field).toHaveAttribute("aria-describedby", "filter-priceMax-error");
  await expect(page.getByLabel("Prix minimum (€)")).toHaveValue("300000");
});

test("the town filter offers the towns with listings in the list, named in the page's language", async ({ page }) => {
  await page.goto("/nl/te-koop/");
  const towns = page.getByLabel("Gemeente", { exact: true });
  const labels = await towns.locator("option").allTextContents();
  expect(labels).toContain("Namen");
  expect(labels).toContain("Luik");
  expect(labels).not.toContain("Namur");
  expect(labels.some((label) => /Alicante|\(\)/.test(label))).toBe(false);
  await towns.selectOption({ label: "Namen" });
  await page.getByRole("button", { name: "Toon de panden" }).click();
  await expect(page).toHaveURL(/\/nl\/te-koop\/\?city=Namur%7C5000(&|$)/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Te koop in Namen");
  // A town typed under another language's name is the same town.
  await page.goto("/nl/te-koop/?city=Lüttich%7C4000");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Te koop in Luik");
  await expect(page.getByLabel("Gemeente", { exact: true })).toHaveValue("Liège|4000");
});

test("a town that does not exist answers 404 @no-js-only", async ({ page }) => {
  expect((await page.goto("/fr/a-vendre/?city=Atlantis%7C9999"))?.status()).toBe(404);
  expect((await page.goto("/fr/a-vendre/?city=Namur%7C5001"))?.status()).toBe(404);
});

async function headLink(page: Page, rel: string) {
  return page.locator(`head link[rel="${rel}"]`).getAttribute("href");
}

test("town and type are landing pages: title, heading, canonical; other filters and the order point at them @no-js-only", async ({
  page,
  baseURL,
}) => {
  await page.goto("/fr/a-vendre/?city=Namur%7C5000&type=2");
  await expect(page).toHaveTitle("Appartement à vendre à Namur | Immo Meuse & Sambre");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Appartement à vendre à Namur");
  // Its own description, not the list's: each landing page describes itself.
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    "content",
    /^Appartement à vendre à Namur\u00a0: [1-9]\d* biens? de l'agence, avec/,
  );
  expect(await headLink(page, "canonical")).toBe(`${baseURL}/fr/a-vendre/?city=Namur%7C5000&type=2`);
  expect(await page.locator('head link[rel="alternate"][hreflang="nl"]').getAttribute("href")).toBe(
    `${baseURL}/nl/te-koop/?city=Namur%7C5000&type=2`,
  );

  await page.goto("/fr/a-vendre/?city=Namur%7C5000&type=2&priceMin=100000&bedrooms=1&sort=price-asc");
  expect(await headLink(page, "canonical")).toBe(`${baseURL}/fr/a-vendre/?city=Namur%7C5000&type=2`);
  await page.goto("/fr/a-vendre/?sort=price-desc&page=2");
  expect(await headLink(page, "canonical")).toBe(`${baseURL}/fr/a-vendre/`);
  // A landing page's own result pages are pages of it.
  await page.goto("/de/zu-vermieten/?type=2&page=2");
  expect(await headLink(page, "canonical")).toBe(`${baseURL}/de/zu-vermieten/?type=2&page=2`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Wohnung zu vermieten");
  await expect(page.locator('head meta[name="description"]')).toHaveAttribute(
    "content",
    /^Wohnung zu vermieten: [1-9]\d* Immobilien? der Agentur/,
  );
});

test("list titles stay within 70 characters @no-js-only", async ({ page }) => {
  for (const path of [
    "/de/zu-verkaufen/?page=2",
    "/de/zu-verkaufen/?city=Woluwe-Saint-Lambert%7C1200&page=1",
    "/nl/te-huur/?page=3",
    "/fr/a-vendre/?type=5&page=1",
  ]) {
    await page.goto(path);
    expect((await page.title()).length, path).toBeLessThanOrEqual(70);
  }
  await page.goto("/de/zu-verkaufen/?page=2");
  await expect(page).toHaveTitle("Häuser und Wohnungen zu verkaufen in Namur und Wavre – Seite 2 von 13");
});

test("pagination: first, previous, a window around the current page, next and last, as links", async ({ page }) => {
  await page.goto("/fr/a-vendre/?page=7");
  const pagination = page.getByRole("navigation", { name: "Pages de résultats" });
  const links = pagination.getByRole("link");
  await expect(links).toHaveText([
    "Page précédente",
    "Page 1",
    "Page 5",
    "Page 6",
    "Page 7",
    "Page 8",
    "Page 9",
    "Page 13",
    "Page suivante",
  ]);
  expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute("href")))).toEqual([
    "/fr/a-vendre/?page=6",
    "/fr/a-vendre/",
    "/fr/a-vendre/?page=5",
    "/fr/a-vendre/?page=6",
    "/fr/a-vendre/?page=7",
    "/fr/a-vendre/?page=8",
    "/fr/a-vendre/?page=9",
    "/fr/a-vendre/?page=13",
    "/fr/a-vendre/?page=8",
  ]);
  await expect(pagination.locator('[aria-current="page"]')).toHaveText("Page 7");
  await pagination.getByRole("link", { name: "Page 13" }).click();
  await expect(page).toHaveURL(/\/fr\/a-vendre\/\?page=13$/);
  await expect(page.getByRole("navigation", { name: "Pages de résultats" }).locator('[aria-current="page"]')).toHaveText("Page 13");
  await expect(page.getByRole("navigation", { name: "Pages de résultats" }).getByRole("link", { name: "Page suivante" })).toHaveCount(0);
});

test("every list and content page has an og:image: the first listing's or the agency's picture @no-js-only", async ({ page, baseURL }) => {
  await page.goto("/fr/a-vendre/?city=Namur%7C5000");
  const firstPicture = await page.locator(".card-grid img").first().getAttribute("src");
  const listImage = await page.locator('meta[property="og:image"]').getAttribute("content");
  expect(listImage).toMatch(new RegExp(`^${baseURL}/media/[^?]+\\?w=1360$`));
  expect(firstPicture!.split("?")[0]).toBe(new URL(listImage!).pathname);
  for (const path of ["/fr/l-agence/", "/nl/contact/", "/en/jobs/", "/de/suche/"]) {
    await page.goto(path);
    await expect(page.locator('meta[property="og:image"]'), path).toHaveAttribute("content", `${baseURL}/media/banner-namur.jpg?w=1360`);
  }
});

test("a listing page preloads its first card's picture (the largest paint) with the card's srcset and sizes @no-js-only", async ({
  page,
}) => {
  await page.goto("/fr/a-vendre/?city=Namur%7C5000");
  const first = page.locator(".card-grid img").first();
  await expect(first).toHaveAttribute("loading", "eager");
  const preload = page.locator('head link[rel="preload"][as="image"]');
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("imagesrcset", (await first.getAttribute("srcset"))!);
  await expect(preload).toHaveAttribute("imagesizes", (await first.getAttribute("sizes"))!);
  expect(await first.getAttribute("srcset")).toContain(" 800w, ");
});

test("structured data: RealEstateAgent on home, BreadcrumbList from the trail @no-js-only", async ({ page, baseURL }) => {
  const jsonLd = async () =>
    (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  await page.goto("/fr/");
  const agent = (await jsonLd()).find((data) => data["@type"] === "RealEstateAgent");
  expect(agent).toMatchObject({
    name: "Immo Meuse & Sambre",
    url: `${baseURL}/fr/`,
    telephone: "+3281223344",
    address: { streetAddress: "Rue de Fer 42", postalCode: "5000", addressLocality: "Namur", addressCountry: "BE" },
  });
  await page.goto("/nl/te-huur/?city=Namur%7C5000");
  const trail = (await jsonLd()).find((data) => data["@type"] === "BreadcrumbList");
  expect(trail).toEqual({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: "Home", item: `${baseURL}/nl/` },
      { "@type": "ListItem", position: 2, name: "Te huur", item: `${baseURL}/nl/te-huur/` },
    ],
  });
});

test("sitemap.xml is an index of sitemaps listing pages and properties in every language, robots.txt points to it @no-js-only", async ({
  request,
}) => {
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
