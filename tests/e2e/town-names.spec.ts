/**
 * One name per town per page language (issue 20, point 11), as a Dutch visitor reads it: Brussel,
 * Waver and Namen on cards, headings, facts, addresses and the agency's details. (The check of
 * every page type in the four languages runs on reflow.spec.ts's walk over them, town-names.ts.)
 */
import { expect } from "@playwright/test";
import { test } from "./reused-page";
import { BRUSSELS_FLAT, WAVRE_FLAT } from "./town-names";

test("a Dutch visitor reads Brussel, Waver and Namen on cards, headings, facts, addresses and the agency's details @no-js-only", async ({
  page,
}) => {
  await page.goto("/nl/te-huur/?city=Bruxelles%7C1000");
  for (const place of await page.locator(".card-place").allTextContents()) expect(place).toMatch(/ – 1000 Brussel$/);
  await page.goto(BRUSSELS_FLAT.nl);
  // The agency described this flat in Dutch too (ADR 048): its Dutch headline is the heading, its Dutch words name Brussel.
  await expect(page.locator("h1")).toHaveText("Appartement met 2 slaapkamers en garage");
  await expect(page.locator(".property-description")).toContainText("Dit appartement in Brussel ");
  await expect(page.locator(".property-place")).toHaveText("Rue Général Leman 112, 1000 Brussel");
  await expect(page.locator("dt", { hasText: /^Gemeente$/ }).locator("+ dd")).toHaveText("Brussel");
  await page.goto(WAVRE_FLAT.nl);
  await expect(page.locator("h1")).toHaveText("Appartement met 2 slaapkamers te koop in Waver");
  await expect(page.locator(".property-place")).toHaveText("Rue Saint-Nicolas 17 bus B18, 1300 Waver");
  await page.goto("/nl/contact/");
  await expect(page.locator("main dt", { hasText: "Adres" }).locator("+ dd")).toHaveText("Rue de Fer 42, 5000 Namen");
  await expect(page.locator(".top-bar")).toContainText("Rue de Fer 42, 5000 Namen");
  await expect(page.locator("footer")).toContainText("Rue de Fer 42, 5000 Namen");
  await expect(page.locator("main dt", { hasText: "Erkenning" }).locator("+ dd")).toHaveText("BIV 508 417");
  await expect(page.locator("footer")).toContainText("BIV 508 417 – België");
  // A town abroad: its country in Dutch on the card as in the card's title.
  await page.goto("/nl/ons-aanbod-in-spanje/");
  await expect(page.locator(".card-place", { hasText: "Marbella" })).toHaveText("Huis – Marbella (Spanje)");
});
