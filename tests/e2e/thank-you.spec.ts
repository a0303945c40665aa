/**
 * The thank-you page's link back (issue 20, point 13), with JavaScript (project "js") and without
 * ("no-js"), each case one way or the other in turn (the project's both ways): after a property's
 * form it names the property by the title its page shows, after a project's form the project,
 * after another page's form that page, in a sentence of the page's language. (Typing is not what
 * is tested here: the fields are filled.)
 */
import { expect, test, type Locator, type Page } from "@playwright/test";
import { TEXTS, waitForHydration } from "./site";

type Lang = "fr" | "nl" | "en" | "de";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

async function open(page: Page, path: string, javaScriptEnabled: boolean) {
  await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
}

async function fillPerson(form: Locator, lang: Lang) {
  const texts = TEXTS[lang].forms;
  await form.getByLabel(texts.titles.ms, { exact: true }).check();
  await field(form, texts.fields.firstName).fill("Anne");
  await field(form, texts.fields.lastName).fill("Dupont");
  await field(form, texts.fields.email).fill(`anne.dupont.${lang}@example.be`);
  await field(form, texts.fields.phone).fill("0477123456");
}

/** Sends the form and returns the thank-you page's link back (the first of its links). */
async function sendAndFindLinkBack(page: Page, button: Locator, thanks: string): Promise<Locator> {
  await Promise.all([page.waitForURL((url) => url.pathname === thanks), button.click()]);
  return page.locator("main .thank-you-links a").first();
}

const PROPERTY_CASES = [
  {
    lang: "fr",
    path: "/fr/a-vendre/wavre/appartement-2-chambres-de-118-m-avec-cave/4143552/",
    thanks: "/fr/merci/demande-d-information/",
    // The French page's title is the agency's headline.
    back: "Retour à la page «\u00a0Appartement 2 chambres de 118 m² avec cave\u00a0»",
  },
  {
    lang: "nl",
    path: "/nl/te-koop/wavre/appartement-2-chambres-de-118-m-avec-cave/4143552/",
    thanks: "/nl/bedankt/informatieaanvraag/",
    back: "Terug naar de pagina ‘Appartement met 2 slaapkamers te koop in Waver’",
  },
] as const;

// Each case once, with JavaScript or without in turn.
for (const [turn, { lang, path, thanks, back }] of PROPERTY_CASES.entries()) {
  test(`request information (${lang}): the link back names the property as its page does ${turn === 0 ? "@js-only" : "@no-js-only"}`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, path, javaScriptEnabled);
    const form = page.locator("form#contact-me");
    await fillPerson(form, lang);
    const link = await sendAndFindLinkBack(page, form.getByRole("button", { name: TEXTS[lang].forms.submit["contact-me"] }), thanks);
    await expect(link).toHaveText(back);
    await expect(link).toHaveAttribute("href", path);
  });
}

test("new-build enquiry (de): the link back names the project", async ({ page, javaScriptEnabled }) => {
  const path = "/de/projekte/wavre/residence-les-jardins-de-la-dyle/4105230/";
  await open(page, path, javaScriptEnabled);
  const form = page.locator("form#contact-construction");
  await fillPerson(form, "de");
  const button = form.getByRole("button", { name: TEXTS.de.forms.submit["contact-construction"] });
  const link = await sendAndFindLinkBack(page, button, "/de/danke/neubauprojekt/");
  await expect(link).toHaveText("Zurück zur Seite „Résidence Les Jardins de la Dyle“");
  await expect(link).toHaveAttribute("href", path);
});

const PAGE_CASES = [
  { lang: "en", path: "/en/contact/", thanks: "/en/thank-you/contact/", back: "Back to “Contact”" },
  { lang: "de", path: "/de/kontakt/", thanks: "/de/danke/kontakt/", back: "Zurück zur Seite „Kontakt“" },
] as const;

for (const [turn, { lang, path, thanks, back }] of PAGE_CASES.entries()) {
  test(`contact (${lang}): the link back names the contact page ${turn === 0 ? "@js-only" : "@no-js-only"}`, async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, path, javaScriptEnabled);
    const form = page.locator(".contact-module form");
    await fillPerson(form, lang);
    const link = await sendAndFindLinkBack(page, form.getByRole("button", { name: TEXTS[lang].forms.submit["site-contact"] }), thanks);
    await expect(link).toHaveText(back);
    await expect(link).toHaveAttribute("href", path);
  });
}
