/**
 * A person who sends a form with a mistake, then corrects it, as people do: with JavaScript on,
 * on every form of the site, each in one language (the four taken in turn). The form is sent with
 * the mouse; the error summary takes focus once; the person follows one of its links (with the
 * mouse on one form, with Tab and Enter on the next), which brings the field with its label
 * into view below the sticky header; types a whole word key by key, moves on with Tab and types
 * there. Every character lands and focus stays where the person put it: a key never sends focus
 * back to the summary. The page's title says "Error: " while the form shows mistakes.
 * Each form's error state, as the browser shows it then, has no axe violation and passes the Nu
 * HTML Checker (one Java run once every form is through; html-validity.spec.ts checks the error
 * states without JavaScript, in each form's other language).
 * (Without JavaScript the same steps are the browser's own; the no-js project checks that the
 * summary's links bring the field into view below the header there too.)
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./reused-page";
import { axeViolations, describeViolations } from "./axe";
import { ERROR_TITLE, FORM_CASES } from "./form-cases";
import { waitForHydration, type Language } from "./site";
import { checkFiles } from "./vnu";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A field by its label, written "First name *" when it is required. */
const fieldOf = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

/** The field's label (or its group's legend) lies whole below the sticky header, and the field within the window. */
async function expectInViewBelowHeader(page: Page, field: Locator) {
  const { labelTop, fieldBottom, headerBottom, windowHeight } = await field.evaluate((element) => {
    const group = element.closest("fieldset");
    const label = group?.querySelector("legend") ?? document.querySelector(`label[for="${element.id}"]`);
    const header = document.querySelector(".site-header");
    return {
      labelTop: label!.getBoundingClientRect().top,
      fieldBottom: element.getBoundingClientRect().bottom,
      headerBottom: header ? header.getBoundingClientRect().bottom : 0,
      windowHeight: window.innerHeight,
    };
  });
  expect(labelTop).toBeGreaterThanOrEqual(headerBottom);
  expect(fieldBottom).toBeLessThanOrEqual(windowHeight);
}

/**
 * The failed send, the summary's link followed (with the mouse or by keyboard), and the typing, on
 * the form's page in `lang`; `atErrorState` runs once the failed send shows its mistakes.
 */
async function correctAfterFailedSend(
  page: Page,
  form: (typeof FORM_CASES)[number],
  lang: Language,
  byKeyboard: boolean,
  atErrorState: () => Promise<void>,
) {
  await page.goto(form.paths[lang]!);
  // The kit's behaviour is the hydrated page's: a send before hydration is the browser's own (forms-pages.spec.ts).
  await waitForHydration(page);
  await form.reach?.(page, lang);
  const element = form.form(page);
  const baseTitle = await page.title();

  await element.getByRole("button", { name: form.submit(lang) }).click();
  const summary = element.locator(".error-summary");
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(`${ERROR_TITLE[lang]}${baseTitle}`);
  await atErrorState();

  const follow = fieldOf(element, form.follow.label(lang));
  const link = summary.getByRole("link", { name: new RegExp(`^${escape(form.follow.label(lang))}:`) });
  if (byKeyboard) {
    // From the focused summary, Tab through its links to this one, then Enter.
    const links = await summary.getByRole("link").allTextContents();
    const index = links.findIndex((text) => text.startsWith(`${form.follow.label(lang)}:`));
    expect(index).toBeGreaterThanOrEqual(0);
    for (let step = 0; step <= index; step++) await page.keyboard.press("Tab");
    await expect(link).toBeFocused();
    await page.keyboard.press("Enter");
  } else {
    await link.click();
  }
  await expect(follow).toBeFocused();
  await expectInViewBelowHeader(page, follow);

  await page.keyboard.type(form.follow.word, { delay: 20 });
  await expect(follow).toHaveValue(form.follow.word);
  await expect(follow).toBeFocused();

  await page.keyboard.press("Tab");
  if (form.next) {
    const next = fieldOf(element, form.next.label(lang));
    await expect(next).toBeFocused();
    await page.keyboard.type(form.next.word, { delay: 20 });
    await expect(next).toHaveValue(form.next.word);
    await expect(next).toBeFocused();
  } else {
    await expect(element.getByRole("button", { name: form.submit(lang) })).toBeFocused();
  }
  // What the person typed stays where they typed it.
  await expect(follow).toHaveValue(form.follow.word);
  await expect(page.locator(".error-summary:focus")).toHaveCount(0);
  if (form.fixesEverything) {
    await expect(summary).toHaveCount(0);
    await expect(page).toHaveTitle(baseTitle);
  } else {
    await expect(summary).toBeVisible();
    await expect(page).toHaveTitle(`${ERROR_TITLE[lang]}${baseTitle}`);
    // A later link of the summary, from further down the page, shows its field too.
    const later = summary.getByRole("link").last();
    const target = decodeURIComponent((await later.getAttribute("href"))!.slice(1));
    await later.click();
    await expect(page.locator(`[id="${target}"]`)).toBeFocused();
    await expectInViewBelowHeader(page, page.locator(`[id="${target}"]`));
  }
}

/** The language a form is typed in: the second of its two (html-validity.spec.ts sends it in the first). */
const typedLanguage = (form: (typeof FORM_CASES)[number]) => (Object.keys(form.paths) as Language[])[1]!;

/** Each form's error state as the browser showed it, for the Nu HTML Checker once every form is through. */
const errorStates = new Map<string, { path: string; name: string }>();

// One test per form, in the second of its two languages (html-validity.spec.ts sends each form in
// the first, without JavaScript): the summary's link followed with the mouse on one form, by
// keyboard on the next, in turn. In order in one worker, so that the last test checks every form's
// error state in one Java run.
test.describe("with JavaScript @js-only", () => {
  test.describe.configure({ mode: "serial" });
  let dir: string;
  test.beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "agency-vnu-typing-"));
  });
  test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

  for (const [index, form] of FORM_CASES.entries()) {
    const lang = typedLanguage(form);
    const byKeyboard = index % 2 === 1;
    const name = `${form.name} (${lang})`;
    test(`${name}: after a failed send, no axe violation; a person follows the summary's link ${byKeyboard ? "by keyboard" : "with the mouse"}, types, tabs on and types`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await correctAfterFailedSend(page, form, lang, byKeyboard, async () => {
        const file = path.join(dir, `${String(index).padStart(2, "0")}.html`);
        writeFileSync(file, `<!DOCTYPE html>${await page.evaluate(() => document.documentElement.outerHTML)}`);
        errorStates.set(file, { path: page.url(), name: `${name}, error state, JavaScript` });
        const violations = await axeViolations(page, { javaScriptEnabled: true });
        expect
          .soft(
            violations.map((v) => v.id),
            `axe violations on ${name}'s error state:\n${describeViolations(violations)}`,
          )
          .toEqual([]);
      });
    });
  }

  test("every form's error state, as the browser showed it, passes the Nu HTML Checker", () => {
    expect(errorStates.size).toBe(FORM_CASES.length);
    const { errors, report } = checkFiles(errorStates);
    expect(errors.length, `Nu HTML Checker errors:\n${report.join("\n")}`).toBe(0);
  });
});

test("the forms are typed in every language", () => {
  const languages = FORM_CASES.map(typedLanguage);
  expect(new Set(languages)).toEqual(new Set(["nl", "fr", "en", "de"]));
});

test("without JavaScript, the summary's links bring each field with its label or legend into view below the header @no-js-only", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/nl/hou-me-op-de-hoogte/");
  const form = page.locator("main form#demand-register");
  await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), form.getByRole("button").last().click()]);
  const summary = form.locator(".error-summary");
  await expect(summary).toBeFocused();
  await expect(page).toHaveTitle(/^Fout: /);
  const count = await summary.getByRole("link").count();
  expect(count).toBeGreaterThan(3);
  for (let index = 0; index < count; index++) {
    const link = summary.getByRole("link").nth(index);
    const target = decodeURIComponent((await link.getAttribute("href"))!.slice(1));
    await link.click();
    await expectInViewBelowHeader(page, page.locator(`[id="${target}"]`));
    await page.evaluate(() => window.scrollTo(0, 0));
  }
});
