/**
 * Favourites without an account (issue 24 §1), with JavaScript on and off (the js and no-js
 * projects): a visitor saves a property from a card and from its page with the keyboard, sees the
 * header's count, opens the favourites page, removes one, and opens the share link in a browser of
 * their partner's. With JavaScript nothing is sent on saving; without, the list is a first-party
 * cookie. Sold and withdrawn favourites say so. axe at 0 in the saved state.
 */
import { expect, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./axe";
import { test } from "./reused-page";
import { waitForHydration } from "./site";

/** Properties for sale in Namur (a list with cards), an office for rent in Liège (a property page), a sold house in Gembloux. */
const NAMUR_SALES = "/fr/a-vendre/?city=Namur%7C5000";
const RENTAL = "/fr/a-louer/liege/plateau-de-bureaux-renove-acces-rapide-aux-axes-routiers/4099535/";
const SOLD = 4191543; // Gembloux, sold
const headerLink = (page: Page) => page.locator("header a.favourites-link");
const saveButtons = (page: Page) => page.getByRole("button", { name: /^Sauvegarder\s: / });

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

/** Presses a Save button as a keyboard user does: focus, then Enter; without JavaScript the page comes back from the server. */
async function press(page: Page, button: ReturnType<Page["getByRole"]>, javaScriptEnabled: boolean) {
  await button.focus();
  if (javaScriptEnabled) {
    await page.keyboard.press("Enter");
  } else {
    await Promise.all([page.waitForURL(/#(save-\d+|main)$/), page.keyboard.press("Enter")]);
  }
}

test("save from a card and from a property page, see the count, open the favourites page, remove one, share it", async ({
  page,
  browser,
  javaScriptEnabled,
}) => {
  test.setTimeout(90_000);
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });

  await open(page, NAMUR_SALES, javaScriptEnabled);
  await expect(headerLink(page)).toHaveAccessibleName("Favoris\u00a0: 0 bien sauvegardé");
  const firstCard = page.locator(".listing-card").first();
  const cardTitle = (await firstCard.locator(".card-link").textContent())!;
  const cardSave = firstCard.getByRole("button", { name: `Sauvegarder\u00a0: ${cardTitle}` });
  await expect(cardSave).toHaveAttribute("aria-pressed", "false");
  await press(page, cardSave, javaScriptEnabled);
  // Without JavaScript the visitor is back on the same list, at the button they pressed.
  await expect(page).toHaveURL(new RegExp(`${NAMUR_SALES.replace(/[?|]/g, "\\$&")}(#save-\\d+)?$`));
  await expect(cardSave).toHaveAttribute("aria-pressed", "true");
  await expect(headerLink(page)).toHaveAccessibleName("Favoris\u00a0: 1 bien sauvegardé");
  await expectNoAxeViolations(page, { javaScriptEnabled });

  await open(page, RENTAL, javaScriptEnabled);
  const propertyTitle = (await page.locator("h1").textContent())!;
  const pageSave = page.locator(".property-header").getByRole("button", { name: `Sauvegarder\u00a0: ${propertyTitle}` });
  await press(page, pageSave, javaScriptEnabled);
  await expect(pageSave).toHaveAttribute("aria-pressed", "true");
  await expect(headerLink(page)).toHaveAccessibleName("Favoris\u00a0: 2 biens sauvegardés");
  await expectNoAxeViolations(page, { javaScriptEnabled });

  if (javaScriptEnabled) {
    expect(posts, "saving with JavaScript sends nothing").toEqual([]);
    expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("favourites");
  } else {
    const cookie = (await page.context().cookies()).find((c) => c.name === "favourites");
    expect(cookie?.httpOnly === false && cookie.sameSite === "Lax").toBe(true);
  }

  // The favourites page, from the header: the last saved first.
  await headerLink(page).click();
  await expect(page).toHaveURL(/\/fr\/favoris\/$/);
  if (javaScriptEnabled) await waitForHydration(page);
  await expect(page.locator("h1")).toHaveText("Mes favoris");
  await expect(page.locator(".card-link")).toHaveText([propertyTitle, cardTitle]);
  await expectNoAxeViolations(page, { javaScriptEnabled });
  const shareLink = page.locator(".favourites-share a");
  const shared = (await shareLink.getAttribute("href"))!;
  expect(shared).toMatch(/\/fr\/favoris\/\?ids=\d+,\d+$/);
  await expect(shareLink).toHaveText(shared);

  // The partner opens the link on their own device: the same list, their own favourites still empty.
  const partner = await browser.newContext({ javaScriptEnabled });
  try {
    const other = await partner.newPage();
    await open(other, shared, javaScriptEnabled);
    await expect(other.locator(".card-link")).toHaveText([propertyTitle, cardTitle]);
    await expect(other.locator(".lead")).toContainText("partagée avec vous");
    await expect(headerLink(other)).toHaveAccessibleName("Favoris\u00a0: 0 bien sauvegardé");
    await expect(saveButtons(other).first()).toHaveAttribute("aria-pressed", "false");
  } finally {
    await partner.close();
  }

  // Removing one: the count goes down; without JavaScript the page comes back without it.
  const rentalSave = page.getByRole("button", { name: `Sauvegarder\u00a0: ${propertyTitle}` });
  await press(page, rentalSave, javaScriptEnabled);
  await expect(headerLink(page)).toHaveAccessibleName("Favoris\u00a0: 1 bien sauvegardé");
  if (javaScriptEnabled) {
    // The card stays until the visitor leaves, its button released: a second press saves it again.
    await expect(rentalSave).toHaveAttribute("aria-pressed", "false");
  } else {
    // The card is gone: the visitor is back at the page's content, not at a button no longer there.
    await expect(page).toHaveURL(/\/fr\/favoris\/#main$/);
    await expect(page.locator(".card-link")).toHaveText([cardTitle]);
  }
  await page.reload();
  await expect(page.locator(".card-link")).toHaveText([cardTitle]);
});

test("a sold favourite and a withdrawn one say so; axe and the count at 320 px", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  // A list opened from a share link: one sold property and one the catalogue no longer holds.
  await open(page, `/fr/favoris/?ids=${SOLD},999`, javaScriptEnabled);
  await expect(page.locator(".card-note")).toHaveText(["N'est plus proposé (référence 999)", "Vendu"]);
  await expect(page.getByRole("button", { name: "Sauvegarder\u00a0: le bien de référence 999" })).toBeVisible();
  await expectNoAxeViolations(page, { javaScriptEnabled });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});

test.describe("with JavaScript, a browser that keeps nothing in localStorage @js-only", () => {
  test.use({ freshPage: true });

  test("the Save button posts its form; the saved state and a removal still work", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        get() {
          throw new DOMException("The operation is insecure.", "SecurityError");
        },
      });
    });
    await open(page, RENTAL, true);
    const title = (await page.locator("h1").textContent())!;
    const save = page.locator(".property-header").getByRole("button", { name: `Sauvegarder\u00a0: ${title}` });
    await save.focus();
    await Promise.all([page.waitForURL(/#save-4099535$/), page.keyboard.press("Enter")]);
    await waitForHydration(page);
    await expect(save).toHaveAttribute("aria-pressed", "true");
    await expect(headerLink(page)).toHaveAccessibleName("Favoris\u00a0: 1 bien sauvegardé");
    await save.focus();
    await Promise.all([page.waitForURL(/#save-4099535$/), page.keyboard.press("Enter")]);
    await waitForHydration(page);
    await expect(save).toHaveAttribute("aria-pressed", "false");
    await expect(headerLink(page)).toHaveAccessibleName("Favoris\u00a0: 0 bien sauvegardé");
  });
});

test("with JavaScript, the favourites page says the list is coming, not that it is empty, until it has come @js-only", async ({ page }) => {
  await open(page, RENTAL, true);
  await press(page, page.locator(".property-header").getByRole("button", { name: /^Sauvegarder\s: / }), true);
  // The list's data comes slowly: the page, rendered for everyone, knows nothing of it meanwhile.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/fr\/favoris\.data/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/fr/favoris/");
  await expect(page.getByRole("status").filter({ hasText: "Chargement de vos favoris…" })).toBeVisible();
  await expect(page.getByText("Vous n'avez encore sauvegardé aucun bien")).toHaveCount(0);
  release();
  await expect(page.locator(".card-link")).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: "1 bien" })).toBeVisible();
});
