/**
 * The forms about one property or project, with JavaScript (project "js") and without ("no-js"):
 * on the Tervuren office's page in French (with JavaScript) and Dutch (without), request information
 * sent empty shows its messages (in place with JavaScript, on the form page without) with the error
 * summary focused, then sent complete lands on the localized thank-you page linking back to the
 * property; send to a friend with a bad friend e-mail shows that message; the new-build enquiry
 * for a unit lands on its thank-you page. (Every form sent complete, with JavaScript and without,
 * with the e-mails it causes: tests/server/forms-mail.spec.ts.)
 * On a phone the contact bar is there and its links work; on a desktop it is not; a sold property
 * has no forms. axe at 0 on the property page and a form page (on every form's error state:
 * html-validity.spec.ts).
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./reused-page";
import { expectNoAxeViolations } from "./axe";
import { TEXTS, waitForHydration } from "./site";

const PROPERTY = {
  fr: "/fr/a-vendre/tervuren/bureaux-de-355-m-avec-parkings/4209690/",
  nl: "/nl/te-koop/tervuren/bureaux-de-355-m-avec-parkings/4209690/",
} as const;
const CONTACT_ME_PAGE = { fr: "/fr/demande/information/4209690/", nl: "/nl/aanvraag/informatie/4209690/" } as const;
const CONTACT_ME_THANKS = { fr: "/fr/merci/demande-d-information/", nl: "/nl/bedankt/informatieaanvraag/" } as const;
const VISIT_PAGE = "/fr/demande/visite/4209690/";
const FRIEND_PAGE = "/fr/envoyer-a-un-ami/4209690/";
const PROJECT = "/en/projects/wavre/residence-les-jardins-de-la-dyle/4105230/";
const PROJECT_THANKS = "/en/thank-you/new-build/";
const SOLD = "/fr/a-vendre/gembloux/maison-5-chambres-a-rafraichir-quartier-calme/4191543/";

type Lang = "fr" | "nl" | "en";
const forms = (lang: Lang) => TEXTS[lang].forms;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A field of a form by its label ("Prénom *" when required). */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

async function fillPerson(form: Locator, lang: Lang) {
  const texts = forms(lang);
  await form.getByLabel(texts.titles.ms, { exact: true }).check();
  await field(form, texts.fields.firstName).fill("Anne");
  await field(form, texts.fields.lastName).fill("Dupont");
  await field(form, texts.fields.email).fill(`anne.dupont.${lang}@example.be`);
  await field(form, texts.fields.phone).fill("0477123456");
}

/** Submits and waits for the thank-you page; checks its link back to where the form was. */
async function submitToThanks(page: Page, button: Locator, thanks: string, from: string) {
  await Promise.all([page.waitForURL((url) => url.pathname === thanks), button.click()]);
  expect(new URL(page.url()).searchParams.get("from")).toBe(from);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator("main .thank-you-links a").first()).toHaveAttribute("href", from);
}

// French with JavaScript, Dutch without.
for (const [turn, lang] of (["fr", "nl"] as const).entries()) {
  test(`request information (${lang}): empty → messages and a focused summary; complete → thank-you page linking back ${turn === 0 ? "@js-only" : "@no-js-only"}`, async ({
    page,
    javaScriptEnabled,
  }) => {
    const texts = forms(lang);
    await open(page, PROPERTY[lang], javaScriptEnabled);
    // Request information is open; the visit's slots are the language's (the middle one differs, spec §9).
    await expect(page.locator("#book-a-visit").getByLabel(lang === "fr" ? "14:00-16:00" : "13:00-16:00", { exact: true })).toHaveCount(1);
    const form = page.locator("form#contact-me");
    await expect(form).toBeVisible();
    const submit = form.getByRole("button", { name: texts.submit["contact-me"] });

    if (javaScriptEnabled) {
      await submit.click();
      await expect(page).toHaveURL(new RegExp(`${escape(PROPERTY[lang])}$`));
    } else {
      const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit.click()]);
      expect(response.status()).toBe(400);
      await expect(page).toHaveURL(new RegExp(`${escape(CONTACT_ME_PAGE[lang])}$`));
      // The form page says which property it is about, and links back to it.
      await expect(page.getByRole("link", { name: TEXTS[lang].property.contact.back })).toHaveAttribute("href", PROPERTY[lang]);
    }
    const summary = form.locator(".error-summary");
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link", { name: `${texts.fields.title}: ${texts.errors.titleRequired}` })).toBeVisible();
    await expect(summary.getByRole("link", { name: `${texts.fields.email}: ${texts.errors.emailRequired}` })).toBeVisible();
    await expect(field(form, texts.fields.lastName)).toHaveAttribute("aria-invalid", "true");
    await expect(field(form, texts.fields.lastName)).toHaveAccessibleDescription(texts.errors.lastNameRequired);

    await fillPerson(form, lang);
    await submitToThanks(page, submit, CONTACT_ME_THANKS[lang], PROPERTY[lang]);
  });
}

test("send to a friend (fr): a friend's e-mail that is no address gets its message", async ({ page, javaScriptEnabled }) => {
  const texts = forms("fr");
  await open(page, PROPERTY.fr, javaScriptEnabled);
  await page.locator("details#send-to-a-friend summary").click();
  const form = page.locator("form#send-to-friend");
  await field(form, texts.fields.friendEmail).fill("pas-une-adresse");
  await field(form, texts.fields.firstName).fill("Anne");
  await field(form, texts.fields.lastName).fill("Dupont");
  await field(form, texts.fields.email).fill("anne.dupont@example.be");
  const submit = form.getByRole("button", { name: texts.submit["send-to-friend"] });
  if (javaScriptEnabled) {
    await submit.click();
  } else {
    await Promise.all([page.waitForURL((url) => url.pathname === FRIEND_PAGE), submit.click()]);
  }
  await expect(form.locator(".error-summary")).toBeFocused();
  await expect(field(form, texts.fields.friendEmail)).toHaveAccessibleDescription(texts.errors.friendEmailInvalid);
  await expect(form.locator(".error-summary").getByRole("listitem")).toHaveText([
    `${texts.fields.friendEmail}: ${texts.errors.friendEmailInvalid}`,
  ]);
  // The input is kept.
  await expect(field(form, texts.fields.friendEmail)).toHaveValue("pas-une-adresse");
});

test("new-build enquiry (en): a unit of the project → thank-you page linking back to the project", async ({ page, javaScriptEnabled }) => {
  const texts = forms("en");
  await open(page, PROJECT, javaScriptEnabled);
  const form = page.locator("form#contact-construction");
  const unit = field(form, texts.fields.unit);
  await expect(unit.locator("option").first()).toHaveText("The whole project");
  await fillPerson(form, "en");
  await unit.selectOption({ index: 1 });
  await submitToThanks(page, form.getByRole("button", { name: texts.submit["contact-construction"] }), PROJECT_THANKS, PROJECT);
});

test("the newsletter page has no second sign-up form in its footer", async ({ page }) => {
  await page.goto("/fr/newsletter/");
  await expect(page.locator("form#sign-newsletter")).toHaveCount(1);
  await expect(page.locator("form#footer-newsletter")).toHaveCount(0);
});

test("phone: the contact bar calls, leads to the request form and opens the visit form; axe", async ({ page, javaScriptEnabled }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await open(page, PROPERTY.fr, javaScriptEnabled);
  const bar = page.getByRole("navigation", { name: TEXTS.fr.property.contact.bar });
  await expect(bar).toBeVisible();
  await expect(bar.getByRole("link", { name: TEXTS.fr.property.contact.barCall })).toHaveAttribute("href", /^tel:\+32/);
  for (const link of await bar.getByRole("link").all()) {
    const box = (await link.boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.y + box.height).toBeLessThanOrEqual(844 + 0.5);
  }
  await expectNoAxeViolations(page, { javaScriptEnabled });

  await bar.getByRole("link", { name: "Demande d'information", exact: true }).click();
  await expect(page).toHaveURL(/#request-information$/);
  await expect(page.locator("#request-information h3")).toBeInViewport();

  await bar.getByRole("link", { name: "Demande de visite", exact: true }).click();
  await expect(page.locator("details#book-a-visit")).toHaveAttribute("open", "");
  const day = field(page.locator("form#contact-appointment"), forms("fr").fields.day);
  await expect(day).toBeInViewport();
  if (javaScriptEnabled) {
    // In place: the keyboard is at the visit form, and going back leaves the page.
    await expect(page.locator("details#book-a-visit summary")).toBeFocused();
    await expect(page).toHaveURL(/#book-a-visit-form$/);
  }

  // A focused field near the bottom is scrolled above the bar, not under it (WCAG 2.4.11).
  const remark = field(page.locator("form#contact-appointment"), forms("fr").fields.remark);
  await remark.focus();
  const fieldBox = (await remark.boundingBox())!;
  const barBox = (await bar.boundingBox())!;
  expect(fieldBox.y).toBeLessThan(barBox.y);
});

test("desktop: no contact bar; a sold property has no forms and no bar", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(PROPERTY.fr);
  await expect(page.locator(".contact-bar")).toBeHidden();
  await expect(page.locator("form#contact-me")).toBeVisible();
  await page.goto(SOLD);
  await expect(page.locator(".contact-bar")).toHaveCount(0);
  // No request form; only the Save buttons of the property and its similar ones (issue 24 §1).
  await expect(page.locator("main form[method='post']:not(.save-form)")).toHaveCount(0);
  await expect(page.locator("main form.save-form")).toHaveCount(4);
});

test("a form page on its own (fr, book a visit): which property, the form, never indexed; axe", async ({ page, javaScriptEnabled }) => {
  await open(page, VISIT_PAGE, javaScriptEnabled);
  await expect(page.locator("h1")).toHaveText("Demander la visite d'un bien");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page.locator(".form-about").getByRole("link").first()).toHaveAttribute("href", PROPERTY.fr);
  await expect(page.locator("form#contact-appointment")).toBeVisible();
  await expectNoAxeViolations(page, { javaScriptEnabled });
  expect((await page.request.get("/fr/demande/visite/4191543/")).status()).toBe(404);
});
