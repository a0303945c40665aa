/**
 * A brochure to take along (issue 24 §3): the property page printed on A4 shows the property and
 * the agency without the site around it, and its "Brochure (PDF)" link gives the same as a PDF made
 * by the server, named `{reference}-{town}.pdf`, under 1 MB with five photos. `pdftotext` (poppler,
 * installed by .ci/run) reads it as a person would: the reference, the price as the page shows it,
 * the agency's phone, and never an address or a price the agency keeps private.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./reused-page";

/** A flat in Leuven with six photos, its address and price published. */
const LEUVEN = "/fr/a-vendre/leuven/bel-appartement-renove-au-rez-de-chaussee/4219380/";
/** A flat in Brussels whose street the owner keeps private (Rue Saint-Nicolas 30). */
const PRIVATE_ADDRESS = "/fr/a-vendre/bruxelles/appartement-1-chambre-de-98-m-avec-cave/4220119/";
/** Offices in Tervuren whose price is not published (€ 905.000). */
const PRIVATE_PRICE = "/fr/a-vendre/tervuren/bureaux-de-355-m-avec-parkings/4209690/";

/** The brochure of the page open in `page`, from its link: the answer and the PDF's text as pdftotext reads it. */
async function brochureOf(page: Page, request: APIRequestContext) {
  const link = page.getByRole("link", { name: "Brochure (PDF)" });
  const response = await request.get((await link.getAttribute("href"))!);
  expect(response.status()).toBe(200);
  const bytes = await response.body();
  const folder = mkdtempSync(path.join(os.tmpdir(), "brochure-"));
  try {
    const file = path.join(folder, "brochure.pdf");
    writeFileSync(file, bytes);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    return { response, bytes, text: text.replace(/\s+/g, " "), info };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

const words = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();

test("the brochure (PDF): A4, under 1 MB with five photos, named by reference and town, with the reference, the price as the page shows it and the agency's phone @no-js-only", async ({
  page,
  request,
}) => {
  await page.goto(LEUVEN);
  const price = words(await page.locator(".property-price").textContent());
  expect(price).toBe("€ 330.000");
  const { response, bytes, text, info } = await brochureOf(page, request);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["content-disposition"]).toBe('inline; filename="4219380-leuven.pdf"');
  expect(bytes.length).toBeLessThan(1_000_000);
  expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
  expect(text).toContain("Référence 4219380");
  expect(text).toContain(price);
  expect(text).toContain("081 22 33 44");
  expect(text).toContain("Molenstraat 113");
  expect(text).toContain(`Cette page : http://127.0.0.1:${new URL(page.url()).port}${LEUVEN}`);
  // Five photos: the main one and four others, though it has six.
  const images = execFileSync("pdfimages", ["-list", "-"], { input: bytes, encoding: "utf8" }).trim().split("\n").slice(2);
  expect(images).toHaveLength(5);
  // Asked again, the same file (kept per catalogue version and language).
  expect(await (await request.get(response.url())).body()).toEqual(bytes);
});

test("the brochure never shows a private address or an unpublished price; a sold property has none @no-js-only", async ({
  page,
  request,
}) => {
  await page.goto(PRIVATE_ADDRESS);
  const hidden = await brochureOf(page, request);
  expect(hidden.text).toContain("1000 Bruxelles");
  expect(hidden.text).not.toContain("Saint-Nicolas");

  await page.goto(PRIVATE_PRICE);
  const shown = words(await page.locator(".property-price").textContent());
  const unpriced = await brochureOf(page, request);
  expect(unpriced.text).toContain(shown);
  expect(unpriced.text).not.toMatch(/905[ .]?000/);

  // Gembloux, sold: no link, and its address is no brochure.
  await page.goto("/property/4191543/");
  await expect(page.getByRole("link", { name: "Brochure (PDF)" })).toHaveCount(0);
  expect((await request.get("/fr/brochure/4191543/")).status()).toBe(404);
  expect((await request.get("/fr/brochure/9999999/")).status()).toBe(404);
});

test("printed on A4: the property, five photos, the agency and the page's address with its QR code; no header, menu, dialog or forms", async ({
  page,
  javaScriptEnabled,
}) => {
  await page.goto(LEUVEN);
  await page.emulateMedia({ media: "print" });
  for (const selector of [
    ".site-header",
    ".breadcrumbs",
    ".site-footer",
    ".consent-dialog",
    "form#contact-me",
    ".save-form",
    ".list-map",
  ]) {
    await expect(page.locator(selector).first(), selector).toBeHidden();
  }
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator(".property-price")).toHaveText(/^€\s330\.000$/);
  const contact = page.locator(".printed-contact");
  await expect(contact).toBeVisible();
  await expect(contact).toContainText("Immo Meuse & Sambre · 081 22 33 44 · Rue de Fer 42, 5000 Namur");
  await expect(contact).toContainText(new RegExp(`Cette page\\s: http://127\\.0\\.0\\.1:${new URL(page.url()).port}${LEUVEN}`));
  const qr = contact.locator("img");
  await expect(qr).toBeVisible();
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const photos = page.locator(".gallery-strip li");
  await expect(photos).toHaveCount(6);
  expect(await photos.evaluateAll((items) => items.filter((item) => getComputedStyle(item).display !== "none").length)).toBe(5);
  // On screen, none of it.
  await page.emulateMedia({ media: "screen" });
  await expect(contact).toBeHidden();
  if (javaScriptEnabled) await expect(page.locator(".site-header")).toBeVisible();
});
