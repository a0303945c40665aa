/**
 * The forms on pages of their own — free valuation, demand registration, the contact page's form —
 * with JavaScript (project "js") and without ("no-js"), in French and English (each form in one
 * language with JavaScript, in the other without): sent with mistakes, the page shows the error
 * summary, focused, each message beside its field (aria-invalid, aria-describedby) and the
 * visitor's input kept (the phone in the spec §5 grouping); without JavaScript that answer is a
 * 400 page. Sent complete, the visitor lands on the form's thank-you page in the same language,
 * linking back to the form's page. (Every form page's first state, its canonical, breadcrumbs and
 * axe are in pages.spec.ts; axe and the Nu HTML Checker on every form's error state, both ways, in
 * html-validity.spec.ts.)
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./reused-page";
import { TEXTS, waitForHydration, holdBack } from "./site";

type Lang = "fr" | "en";

type FormCase = {
  name: string;
  id: "contact-demand" | "demand-register" | "site-contact";
  path: Record<Lang, string>;
  thanks: Record<Lang, string>;
  /** Where the form is on its page. */
  scope: (page: Page) => ReturnType<Page["locator"]>;
  /** The fields left empty on the first submit and the message each must show (keys of forms.errors). */
  missing: [label: keyof (typeof TEXTS)["en"]["forms"]["fields"], error: keyof (typeof TEXTS)["en"]["forms"]["errors"]][];
  /** Completes the form after the first, failed, submit. */
  complete: (page: Page, lang: Lang) => Promise<void>;
};

const t = (lang: Lang) => TEXTS[lang].forms;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A field by its label, written "First name *" when it is required. */
const field = (page: Page, lang: Lang, name: keyof (typeof TEXTS)["en"]["forms"]["fields"]) =>
  page.getByLabel(new RegExp(`^${escape(t(lang).fields[name])}( \\*)?$`));

async function fillPerson(page: Page, lang: Lang) {
  await page.getByLabel(t(lang).titles.ms, { exact: true }).check();
  await field(page, lang, "lastName").fill("Dupont");
  await field(page, lang, "email").fill("anne.dupont@example.be");
}

const FORMS: FormCase[] = [
  {
    name: "free valuation",
    id: "contact-demand",
    path: { fr: "/fr/estimation-gratuite/", en: "/en/free-valuation/" },
    thanks: { fr: "/fr/merci/estimation-gratuite/", en: "/en/thank-you/free-valuation/" },
    scope: (page) => page.locator("main form"),
    missing: [
      ["title", "titleRequired"],
      ["lastName", "lastNameRequired"],
      ["email", "emailRequired"],
      ["address", "valuationAddressMissing"],
      ["zip", "zipRequired"],
      ["city", "cityRequired"],
      ["propertyType", "propertyTypeRequired"],
      ["goal", "goalRequired"],
    ],
    complete: async (page, lang) => {
      await fillPerson(page, lang);
      await field(page, lang, "address").fill("Rue de Fer 42");
      await field(page, lang, "zip").fill("5000");
      await field(page, lang, "city").fill("Namur");
      await field(page, lang, "propertyType").selectOption("1");
      await page.getByLabel(t(lang).valuationGoals.sell, { exact: true }).check();
    },
  },
  {
    name: "demand registration",
    id: "demand-register",
    path: { fr: "/fr/tenez-moi-informe/", en: "/en/keep-me-informed/" },
    thanks: { fr: "/fr/merci/tenez-moi-informe/", en: "/en/thank-you/keep-me-informed/" },
    scope: (page) => page.locator("main form"),
    missing: [
      ["title", "titleRequired"],
      ["lastName", "lastNameRequired"],
      ["email", "emailRequired"],
      ["goal", "goalRequired"],
      ["zones", "zonesRequired"],
      ["types", "typesRequired"],
      ["startDate", "datesInvalid"],
      ["endDate", "datesInvalid"],
    ],
    complete: async (page, lang) => {
      await fillPerson(page, lang);
      await page.getByLabel(t(lang).goals.buy, { exact: true }).check();
      await page.getByLabel(t(lang).regions.wallonia, { exact: true }).check();
      await page.getByLabel(TEXTS[lang].types["2"], { exact: true }).check();
      await field(page, lang, "startDate").fill("2026-01-01");
      await field(page, lang, "endDate").fill("2026-12-31");
    },
  },
  {
    name: "contact",
    id: "site-contact",
    path: { fr: "/fr/contact/", en: "/en/contact/" },
    thanks: { fr: "/fr/merci/contact/", en: "/en/thank-you/contact/" },
    scope: (page) => page.locator(".contact-module form"),
    missing: [
      ["title", "titleRequired"],
      ["lastName", "lastNameRequired"],
      ["email", "emailRequired"],
    ],
    complete: fillPerson,
  },
];

// Each form in French and English, with JavaScript in one and without in the other, in turn from form to form.
for (const [index, form] of FORMS.entries()) {
  for (const [turn, lang] of (["fr", "en"] as const).entries()) {
    test(`${form.name} (${lang}): mistakes shown beside their fields with a focused summary, then the thank-you page ${(index + turn) % 2 === 0 ? "@js-only" : "@no-js-only"}`, async ({
      page,
      javaScriptEnabled,
    }) => {
      const texts = t(lang);
      await page.goto(form.path[lang]);
      if (javaScriptEnabled) await waitForHydration(page);

      // First name and phone only: the rest is missing.
      await field(page, lang, "firstName").fill("Anne");
      await field(page, lang, "phone").fill("0477123456");
      const submit = form.scope(page).getByRole("button", { name: texts.submit[form.id] });
      if (javaScriptEnabled) {
        // The browser checks with the same schema before sending anything.
        await submit.click();
      } else {
        const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit.click()]);
        expect(response.status()).toBe(400);
      }

      const summary = page.locator(".error-summary");
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("heading", { level: 2 })).toHaveText(texts.summary.title);
      await expect(summary.getByRole("link")).toHaveCount(form.missing.length);

      for (const [name, error] of form.missing) {
        const message = texts.errors[error];
        await expect(summary.getByRole("link", { name: `${texts.fields[name]}: ${message}` })).toBeVisible();
        if (name === "title" || name === "goal" || name === "zones" || name === "types") {
          // A group of choices: its name says it is required in words (the asterisk is hidden from
          // assistive technology), and its fieldset is described by the message.
          const group = page.getByRole("group", { name: `${texts.fields[name]} ${texts.requiredGroup}`, exact: true });
          await expect(group).toHaveAccessibleDescription(message);
          await expect(group.getByRole(name === "types" || name === "zones" ? "checkbox" : "radio").first()).toHaveAttribute(
            "aria-invalid",
            "true",
          );
        } else {
          await expect(field(page, lang, name)).toHaveAttribute("aria-invalid", "true");
          // The message first, then the field's hint if it has one.
          await expect(field(page, lang, name)).toHaveAccessibleDescription(new RegExp(`^${escape(message)}`));
        }
      }
      // The input is kept, the phone number in the spec §5 grouping.
      await expect(field(page, lang, "firstName")).toHaveValue("Anne");
      await expect(field(page, lang, "firstName")).not.toHaveAttribute("aria-invalid", "true");
      await expect(field(page, lang, "phone")).toHaveValue("0477 12 34 56");

      await form.complete(page, lang);
      await Promise.all([page.waitForURL((url) => url.pathname === form.thanks[lang]), submit.click()]);
      await expect(page.locator("h1")).toHaveText(lang === "fr" ? /^Merci/ : /^Thank you/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
      await expect(page.getByRole("link", { name: texts.thanks.home })).toHaveAttribute("href", `/${lang}/`);
      await expect(page.locator("main .thank-you-links a").first()).toHaveAttribute("href", form.path[lang]);
    });
  }
}

test("the messages read as the spec writes them (English)", async ({ page, javaScriptEnabled }) => {
  await page.goto("/en/free-valuation/");
  if (javaScriptEnabled) await waitForHydration(page);
  await page.getByRole("button", { name: "Request my free valuation" }).click();
  const summary = page.locator(".error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("listitem")).toHaveText([
    "Title: title is a required field",
    "First name: first name is a required field",
    "Last name: last name is a required field",
    "E-mail address: email address is a required field",
    "Phone number: phone number is a required field",
    "Address: Please give the address of the property to be valued",
    "Postal code: postal code is a required field",
    "City: city is a required field",
    "Property type: Please choose the type of property",
    "I want to: goal is a required field",
  ]);
});

test("the validation library is no part of a page's first load; the browser still checks a form before sending it, from the first submit @js-only", async ({
  page,
}) => {
  const scripts: string[] = [];
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    if (request.method() === "POST") posts.push(request.url());
  });
  const validationChunk = (path: string) => /\/validation-[\w-]+\.js$/.test(path);
  await page.goto("/en/contact/");
  await waitForHydration(page);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter(validationChunk)).toEqual([]);

  // Typed into, then sent at once: the submit waits for the schemas, which find the mistakes.
  const form = page.locator("main form.lead-form");
  await form.getByLabel(/^First name/).fill("Anne");
  await form.getByRole("button", { name: TEXTS.en.forms.submit["site-contact"] }).click();
  const summary = page.locator(".error-summary");
  await expect(summary).toBeFocused();
  await expect(
    summary.getByRole("link", { name: `${TEXTS.en.forms.fields.lastName}: ${TEXTS.en.forms.errors.lastNameRequired}` }),
  ).toBeVisible();
  await expect(summary.getByRole("link", { name: new RegExp(`^${TEXTS.en.forms.fields.firstName}:`) })).toHaveCount(0);
  expect(scripts.filter(validationChunk)).toHaveLength(1);
  expect(posts).toEqual([]);
});

/** The contact page's own code: until it has come, the page is not hydrated. */
const CONTACT_ROUTE_CODE = /\/assets\/contact-[\w-]{8}\.js$/;

test("what a visitor types before the page is hydrated stays, and the form is then checked in the browser @js-only", async ({ page }) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const release = await holdBack(page, CONTACT_ROUTE_CODE);
  // Not waiting for "load": the page's scripts, the held one among them, hold it back.
  await page.goto("/en/contact/", { waitUntil: "commit" });
  const form = page.locator("main form.lead-form");
  await form.getByLabel(/^First name/).pressSequentially("Anne");
  await form.getByLabel(/^E-mail/).pressSequentially("anne@");
  release();
  await waitForHydration(page);
  await expect(form.getByLabel(/^First name/)).toHaveValue("Anne");
  await expect(form.getByLabel(/^E-mail/)).toHaveValue("anne@");
  await form.getByRole("button", { name: TEXTS.en.forms.submit["site-contact"] }).click();
  const summary = page.locator(".error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: new RegExp(`^${TEXTS.en.forms.fields.lastName}:`) })).toBeVisible();
  await expect(form.getByLabel(/^First name/)).toHaveValue("Anne");
  expect(posts).toEqual([]);
});

test("a form sent before the page is hydrated goes at once, and the server answers its mistakes as without JavaScript @js-only", async ({
  page,
}) => {
  const release = await holdBack(page, CONTACT_ROUTE_CODE);
  // Not waiting for "load": the page's scripts, the held one among them, hold it back.
  await page.goto("/en/contact/", { waitUntil: "commit" });
  const form = page.locator("main form.lead-form");
  await form.getByLabel(/^First name/).pressSequentially("Anne");
  const [post] = await Promise.all([
    page.waitForResponse((response) => response.request().method() === "POST"),
    form.getByRole("button", { name: TEXTS.en.forms.submit["site-contact"] }).click(),
  ]);
  expect(post.url()).toMatch(/\/en\/contact\/$/);
  release();
  const summary = page.locator(".error-summary");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link", { name: new RegExp(`^${TEXTS.en.forms.fields.lastName}:`) })).toBeVisible();
  await expect(page.locator("main form.lead-form").getByLabel(/^First name/)).toHaveValue("Anne");
});

test("a form sent while its schemas are still on their way says it is sending; if they never come, the server checks it @js-only", async ({
  page,
}) => {
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const release = await holdBack(page, /\/validation-[\w-]+\.js$/);
  await page.goto("/en/contact/");
  await waitForHydration(page);
  const submit = page.locator("main form.lead-form").getByRole("button", { name: TEXTS.en.forms.submit["site-contact"] });
  await submit.click();
  await expect(page.locator("main form.lead-form button[type=submit]")).toHaveText(TEXTS.en.forms.sending);
  await expect(page.locator("main form.lead-form button[type=submit]")).toBeDisabled();
  release();
  await expect(page.locator(".error-summary")).toBeFocused();
  expect(posts).toEqual([]);

  // On another visit the schemas cannot be fetched at all: the server answers the same mistakes.
  await page.unroute(/\/validation-[\w-]+\.js$/);
  await page.route(/\/validation-[\w-]+\.js$/, (route) => route.abort());
  await page.goto("/en/contact/");
  await waitForHydration(page);
  await Promise.all([page.waitForResponse((response) => response.request().method() === "POST"), submit.click()]);
  await expect(page.locator(".error-summary")).toBeFocused();
  await expect(page.locator(".error-summary").getByRole("link", { name: new RegExp(`^${TEXTS.en.forms.fields.lastName}:`) })).toBeVisible();
});

test("the demand's third goal, sell, is the free valuation: a link under the goals leads there (ADR 044)", async ({ page }) => {
  await page.goto("/nl/hou-me-op-de-hoogte/");
  const goals = page.getByRole("group", { name: /^Ik wil/ });
  await expect(goals.getByRole("radio")).toHaveCount(2);
  const link = page.getByRole("link", { name: "Vraag onze gratis schatting aan" });
  await expect(link).toHaveAttribute("href", "/nl/gratis-schatting/");
  await link.click();
  await expect(page).toHaveURL(/\/nl\/gratis-schatting\/$/);
  await expect(page.getByRole("radio", { name: "Verkopen", exact: true })).toHaveCount(1);
});
