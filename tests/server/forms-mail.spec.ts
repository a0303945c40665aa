/**
 * Every form of the site, end to end, as a visitor sends it and as the agency and the visitor
 * receive it (issue 7 §1, §2, §4, §6, §7, §9): one server with a real SMTP sink; each form filled
 * in a real browser by its labels, once with JavaScript and once without, in two languages; it
 * lands on the form's localized thank-you page, which links back to the page the visitor came
 * from (naming it as that page does, issue 20 §13: a property, the project, the contact page); the agency's copy arrives in French (the site's language) with the visitor as Reply-To (a
 * property's starting with the form and the property's title, issue 20 §12), the
 * visitor's confirmation in the page's language (send to a friend: the friend's e-mail too; the
 * newsletter: a confirmation link that works in the browser). Then the refusals (a full visit slot,
 * documents asked twice) and the demand alerts: a registered demand, a catalogue import with a
 * matching listing, one alert e-mail with its link and one-click unsubscribe, none at the next import.
 *
 * Expected texts are written out literally (subjects, paths, messages); the labels used to find the
 * fields are the translations' (app/locales/forms/*), as a visitor reads them.
 */
import { execFile } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { axeViolations, describeViolations } from "../e2e/axe";
import { TEXTS, waitForHydration } from "../e2e/site";
import { checkDocuments } from "../e2e/vnu";
import { submitForm, VISITOR } from "./forms-http";
import { BASE_PORT, startServer, type TestServer } from "./harness";
import { SmtpSink, type ReceivedMail } from "./smtp-sink";

test.describe.configure({ mode: "serial" });

type Lang = "fr" | "nl" | "en" | "de";

const AGENCY = "info@immo-meuse-sambre.be";
/** The visitor's confirmation, by the page's language. */
const RECEIVED: Record<Lang, string> = {
  fr: "Nous avons bien reçu votre demande – Immo Meuse & Sambre",
  nl: "We hebben uw aanvraag goed ontvangen – Immo Meuse & Sambre",
  en: "We received your request – Immo Meuse & Sambre",
  de: "Wir haben Ihre Anfrage erhalten – Immo Meuse & Sambre",
};

const PROPERTY: Record<Lang, string> = {
  fr: "/fr/a-vendre/tervuren/bureaux-de-355-m-avec-parkings/4209690/",
  nl: "/nl/te-koop/tervuren/bureaux-de-355-m-avec-parkings/4209690/",
  en: "/en/for-sale/tervuren/bureaux-de-355-m-avec-parkings/4209690/",
  de: "/de/zu-verkaufen/tervuren/bureaux-de-355-m-avec-parkings/4209690/",
};
/** A house for rent at € 1.450 a month. */
const RENTAL: Record<Lang, string> = {
  fr: "/fr/a-louer/seraing/maison-4-facades-2-chambres-avec-garage/4222482/",
  nl: "/nl/te-huur/seraing/maison-4-facades-2-chambres-avec-garage/4222482/",
  en: "/en/for-rent/seraing/maison-4-facades-2-chambres-avec-garage/4222482/",
  de: "/de/zu-vermieten/seraing/maison-4-facades-2-chambres-avec-garage/4222482/",
};
const PROJECT = {
  en: "/en/projects/wavre/residence-les-jardins-de-la-dyle/4105230/",
  nl: "/nl/projecten/wavre/residence-les-jardins-de-la-dyle/4105230/",
} as const;

let server: TestServer;
let sink: SmtpSink;
let withJs: BrowserContext;
let withoutJs: BrowserContext;
/** One browser page per mode, each visit a navigation in it (a new page costs as much as three visits). */
let pageWithJs: Page;
let pageWithoutJs: Page;
/** E-mails the tests expect in all: at the end the sink must hold exactly these (none twice). */
let expectedTotal = 0;

test.beforeAll(async ({ browser }) => {
  sink = new SmtpSink(BASE_PORT + 23);
  await sink.start();
  server = await startServer({
    name: "forms-mail",
    port: BASE_PORT + 11,
    env: {
      SMTP_URL: sink.url,
      MAIL_RETRY_SECONDS: "0.2",
      // The worker looks for a new import (and its alerts) on every pass, ten times a second.
      MAIL_POLL_SECONDS: "0.1",
      ALERTS_CHECK_SECONDS: "0.1",
      SESSION_SECRET: "forms-mail-test-secret-".padEnd(48, "x"),
      FORM_MIN_FILL_SECONDS: "0",
      FORM_RATE_LIMIT_PER_MINUTE: "0",
      RATE_LIMIT_PER_MINUTE: "0",
    },
  });
  withJs = await browser.newContext({ baseURL: server.url, javaScriptEnabled: true });
  withoutJs = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  pageWithJs = await withJs.newPage();
  pageWithoutJs = await withoutJs.newPage();
});

test.afterAll(async () => {
  await withJs?.close();
  await withoutJs?.close();
  await server?.stop();
  await sink?.stop();
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const forms = (lang: Lang) => TEXTS[lang].forms;
/** A field by its label, "Prénom *" when it is required. */
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

/** A day `days` from today (UTC), as <input type="date"> takes it, and as the French e-mail writes it. */
function dayAhead(days: number): { iso: string; shown: string } {
  const iso = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const [year, month, day] = iso.split("-");
  return { iso, shown: `${Number(day)}-${Number(month)}-${year}` };
}

/** The mode's page, navigated to `pagePath` (hydrated with JavaScript). */
async function open(js: boolean, pagePath: string): Promise<Page> {
  const page = js ? pageWithJs : pageWithoutJs;
  await page.goto(pagePath);
  if (js) await waitForHydration(page);
  return page;
}

/**
 * Clicks the form's submit button and expects its thank-you page, with its link back to `from`,
 * which names that page as the page itself does (`back`, issue 20 §13) when given.
 */
async function submitToThanks(page: Page, form: Locator, submit: string, thanks: string, from: string, back?: string) {
  await Promise.all([page.waitForURL((url) => url.pathname === thanks), form.getByRole("button", { name: submit }).click()]);
  expect(new URL(page.url()).pathname).toBe(thanks);
  const link = page.locator("main .thank-you-links a").first();
  await expect(link).toHaveAttribute("href", from);
  if (back) await expect(link).toHaveText(back);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
}

async function fillPerson(form: Locator, lang: Lang, email: string) {
  await form.getByLabel(forms(lang).titles.ms, { exact: true }).check();
  await field(form, forms(lang).fields.firstName).fill("Anne");
  await field(form, forms(lang).fields.lastName).fill("Dupont");
  await field(form, forms(lang).fields.email).fill(email);
  await field(form, forms(lang).fields.phone).fill("0477123456");
}

/** Waits (up to `timeoutMs`) until `count` received messages pass `test`, then returns those that do. */
async function waitForMails(test: (mail: ReceivedMail) => boolean, count: number, timeoutMs = 15_000): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  while (sink.messages.filter(test).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  return sink.messages.filter(test);
}

/** The `count` messages that concern `email` (sent to it or replying to it), once they are all there. */
async function mailsAbout(email: string, count: number): Promise<ReceivedMail[]> {
  expectedTotal += count;
  return waitForMails((mail) => mail.to.includes(email) || mail.replyTo.includes(email), count);
}

/**
 * The two e-mails of a lead: the agency's copy (to the agency, Reply-To the visitor, French
 * subject) and the visitor's confirmation (in the page's language). Returns them.
 */
async function expectLeadMails(email: string, agencySubject: string, lang: Lang, extra = 0) {
  const mails = await mailsAbout(email, 2 + extra);
  expect(mails, `e-mails about ${email}`).toHaveLength(2 + extra);
  const agency = mails.filter((mail) => mail.to === AGENCY);
  expect(agency, `agency copy for ${email}`).toHaveLength(1);
  expect(agency[0]!.replyTo).toContain(email);
  expect(agency[0]!.subject).toBe(agencySubject);
  const confirmation = mails.filter((mail) => mail.to.includes(email) && mail.subject === RECEIVED[lang]);
  expect(confirmation, `confirmation to ${email} in ${lang}`).toHaveLength(1);
  return { agency: agency[0]!, confirmation: confirmation[0]!, mails };
}

// ---------------------------------------------------------------------------------------------
// The property page's forms (request information, book a visit, documents, send to a friend)
// ---------------------------------------------------------------------------------------------

/** The property page, with the disclosure holding `formId` opened (request information is always open). */
async function propertyForm(js: boolean, lang: Lang, formId: string, disclosure?: string) {
  const page = await open(js, PROPERTY[lang]);
  if (disclosure) await page.locator(`details#${disclosure} summary`).click();
  return { page, form: page.locator(`form#${formId}`) };
}

test("request information: fr with JavaScript, nl without → thank-you page, the agency's copy and the confirmation", async () => {
  // The link back names the property by the title its page shows: the agency's French headline, or in Dutch the facts'.
  for (const [lang, js, thanks, email, back] of [
    [
      "fr",
      true,
      "/fr/merci/demande-d-information/",
      "info-fr-js@example.be",
      "Retour à la page «\u00a0Bureaux de 355 m² avec parkings\u00a0»",
    ],
    ["nl", false, "/nl/bedankt/informatieaanvraag/", "info-nl-nojs@example.be", "Terug naar de pagina ‘Kantoren te koop in Tervuren’"],
  ] as const) {
    const { page, form } = await propertyForm(js, lang, "contact-me");
    await fillPerson(form, lang, email);
    await field(form, forms(lang).fields.remark).fill("Le bien est-il encore disponible ?");
    // When the agency may call back (spec §3): the Dutch afternoon starts at 13:00 (spec §9).
    await form.getByLabel(lang === "fr" ? "14:00-16:00" : "13:00-16:00", { exact: true }).check();
    await form.getByLabel("16:00-19:00", { exact: true }).check();
    await submitToThanks(page, form, forms(lang).submit["contact-me"], thanks, PROPERTY[lang], back);
    const { agency, confirmation } = await expectLeadMails(email, "Demande d'information de Madame Anne Dupont (réf. 4209690)", lang);
    // The agency sees at a glance what the lead is about: the form, then the property by its title.
    expect(agency.text.split("\n").slice(0, 2)).toEqual(["Demande d'information", "Bien\u00a0: Bureaux de 355 m² avec parkings"]);
    expect(agency.text).toContain("Remarque\u00a0: Le bien est-il encore disponible ?");
    expect(agency.text).toContain("Numéro de téléphone\u00a0: 0477 12 34 56");
    // The slots as the visitor saw them, in the agency's French.
    expect(agency.text).toContain(
      `Plages horaires pour vous rappeler\u00a0: ${lang === "fr" ? "14:00-16:00" : "13:00-16:00"}, 16:00-19:00`,
    );
    expect(confirmation.text).toContain(lang === "fr" ? "Bonjour Madame Anne Dupont," : "Beste Mevrouw Anne Dupont,");
  }
});

test("book a visit: nl with JavaScript, fr without → thank-you page; the agency's copy shows the day and the slot chosen", async () => {
  for (const [lang, js, thanks, email, days, slot] of [
    ["nl", true, "/nl/bedankt/afspraak/", "visit-nl-js@example.be", 12, "13:00-16:00"],
    ["fr", false, "/fr/merci/rendez-vous/", "visit-fr-nojs@example.be", 13, "16:00-19:00"],
  ] as const) {
    const day = dayAhead(days);
    const { page, form } = await propertyForm(js, lang, "contact-appointment", "book-a-visit");
    await fillPerson(form, lang, email);
    await field(form, forms(lang).fields.day).fill(day.iso);
    await form.getByLabel(slot, { exact: true }).check();
    await submitToThanks(page, form, forms(lang).submit["contact-appointment"], thanks, PROPERTY[lang]);
    const { agency } = await expectLeadMails(email, "Demande de visite de Madame Anne Dupont (réf. 4209690)", lang);
    expect(agency.text).toContain(`Jour souhaité\u00a0: ${day.shown}`);
    // The slot the visitor chose, as they saw it (Dutch afternoons start at 13:00, spec §9).
    expect(agency.text).toContain(`Plage horaire\u00a0: ${slot}`);
  }
});

test("request the documents: en with JavaScript, de without → thank-you page and e-mails; the same e-mail again → 'Documents already requested'", async () => {
  for (const [lang, js, thanks, email] of [
    ["en", true, "/en/thank-you/documents/", "docs-en-js@example.be"],
    ["de", false, "/de/danke/unterlagen/", "docs-de-nojs@example.be"],
  ] as const) {
    const { page, form } = await propertyForm(js, lang, "contact-documents", "request-documents");
    await fillPerson(form, lang, email);
    await submitToThanks(page, form, forms(lang).submit["contact-documents"], thanks, PROPERTY[lang]);
    await expectLeadMails(email, "Demande de documents de Madame Anne Dupont (réf. 4209690)", lang);
  }
  // Asked again with an address that already asked for this property: refused, the input kept.
  for (const [lang, js, email, message] of [
    ["en", true, "docs-en-js@example.be", "Documents already requested for this property"],
    ["fr", false, "docs-de-nojs@example.be", "Documents déjà demandés pour ce bien"],
  ] as const) {
    const { page, form } = await propertyForm(js, lang, "contact-documents", "request-documents");
    await fillPerson(form, lang, email);
    const submit = form.getByRole("button", { name: forms(lang).submit["contact-documents"] });
    if (js) {
      await submit.click();
    } else {
      const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit.click()]);
      expect(response.status()).toBe(400);
      await expect(page).toHaveURL(/\/fr\/demande\/documents\/4209690\/$/);
    }
    const shown = page.locator("form#contact-documents .error-summary");
    await expect(shown).toBeFocused();
    await expect(shown.locator(".form-error")).toHaveText(message);
    await expect(field(page.locator("form#contact-documents"), forms(lang).fields.email)).toHaveValue(email);
    await expect(field(page.locator("form#contact-documents"), forms(lang).fields.lastName)).toHaveValue("Dupont");
  }
});

test("send to a friend: de with JavaScript, fr without → thank-you page, the friend's e-mail, the agency's copy and the confirmation", async () => {
  for (const [lang, js, thanks, email, friend, friendSubject] of [
    [
      "de",
      true,
      "/de/danke/an-einen-freund-senden/",
      "friend-de-js@example.be",
      "freund-de@example.de",
      "Eine Immobilie, die Sie interessieren könnte – Immo Meuse & Sambre",
    ],
    [
      "fr",
      false,
      "/fr/merci/envoyer-a-un-ami/",
      "friend-fr-nojs@example.be",
      "ami-fr@example.be",
      "Un bien qui pourrait vous intéresser – Immo Meuse & Sambre",
    ],
  ] as const) {
    const { page, form } = await propertyForm(js, lang, "send-to-friend", "send-to-a-friend");
    await field(form, forms(lang).fields.friendName).fill("Marc");
    await field(form, forms(lang).fields.friendEmail).fill(friend);
    await field(form, forms(lang).fields.firstName).fill("Anne");
    await field(form, forms(lang).fields.lastName).fill("Dupont");
    await field(form, forms(lang).fields.email).fill(email);
    await field(form, forms(lang).fields.remark).fill("Regarde celui-ci !");
    await submitToThanks(page, form, forms(lang).submit["send-to-friend"], thanks, PROPERTY[lang]);
    // Agency copy, confirmation, and the friend's e-mail (Reply-To the visitor, so it counts among hers).
    const { mails } = await expectLeadMails(email, "Envoi à un ami d'Anne Dupont (réf. 4209690)", lang, 1);
    const toFriend = mails.filter((mail) => mail.to.includes(friend));
    expect(toFriend).toHaveLength(1);
    expect(toFriend[0]!.subject).toBe(friendSubject);
    expect(toFriend[0]!.replyTo).toContain(email);
    expect(toFriend[0]!.text).toContain(`${server.url}${PROPERTY[lang]}`);
    expect(toFriend[0]!.text).toContain("Regarde celui-ci !");
  }
});

test("make an offer: fr with JavaScript, en without → thank-you page; the agency's copy names the amount and the conditions", async () => {
  for (const [lang, js, thanks, email, typed] of [
    ["fr", true, "/fr/merci/offre/", "offer-fr-js@example.be", "1.150.000"],
    ["en", false, "/en/thank-you/offer/", "offer-en-nojs@example.be", "1150000"],
  ] as const) {
    // From the property page, its link to the offer's page.
    const page = await open(js, PROPERTY[lang]);
    await page
      .locator(".property-contact")
      .getByRole("link", { name: lang === "fr" ? "Faire une offre" : "Make an offer" })
      .click();
    if (js) await waitForHydration(page);
    const form = page.locator("main form#make-offer");
    // The 10 % advance of spec §9, said before the fields.
    await expect(form.locator(".form-terms")).toContainText(
      lang === "fr" ? "acompte de 10\u00a0% du prix de vente" : "advance of 10% of the sale price",
    );
    await fillPerson(form, lang, email);
    await field(form, forms(lang).fields.amount).fill(typed);
    await field(form, forms(lang).fields.conditions).fill("Sous réserve d'un crédit hypothécaire");
    await submitToThanks(page, form, forms(lang).submit["make-offer"], thanks, PROPERTY[lang]);
    const { agency } = await expectLeadMails(email, "Offre de € 1.150.000 de Madame Anne Dupont (réf. 4209690)", lang);
    expect(agency.text.split("\n").slice(0, 2)).toEqual(["Offre de € 1.150.000", "Bien\u00a0: Bureaux de 355 m² avec parkings"]);
    expect(agency.text).toContain("Montant offert\u00a0: € 1.150.000");
    expect(agency.text).toContain("Conditions de votre offre\u00a0: Sous réserve d'un crédit hypothécaire");
  }
});

test("apply to rent: nl with JavaScript, de without → thank-you page; the agency's copy says who would live there, their income and the date", async () => {
  const moveIn = dayAhead(40);
  for (const [lang, js, thanks, email] of [
    ["nl", true, "/nl/bedankt/huuraanvraag/", "rent-nl-js@example.be"],
    ["de", false, "/de/danke/mietbewerbung/", "rent-de-nojs@example.be"],
  ] as const) {
    const page = await open(js, RENTAL[lang]);
    await page
      .locator(".property-contact")
      .getByRole("link", { name: lang === "nl" ? "Kandidaat-huurder worden" : "Sich als Mieter bewerben" })
      .click();
    if (js) await waitForHydration(page);
    const form = page.locator("main form#apply-to-rent");
    // Spec §9's terms, their figures from the site configuration: 3 months, 3 × € 1.450, 6 persons.
    await expect(form.locator(".form-terms")).toContainText(
      lang === "nl" ? "huurwaarborg van 3 maanden" : "Mietkaution von 3 Monatsmieten",
    );
    await expect(form.locator(".form-terms")).toContainText("€ 4.350");
    await expect(form.locator(".form-terms")).toContainText(lang === "nl" ? "maximaal 6 personen" : "höchstens 6 Personen");
    await fillPerson(form, lang, email);
    await field(form, forms(lang).fields.persons).fill("3");
    await field(form, forms(lang).fields.income).fill("4 800");
    await field(form, forms(lang).fields.moveIn).fill(moveIn.iso);
    await submitToThanks(page, form, forms(lang).submit["apply-to-rent"], thanks, RENTAL[lang]);
    const { agency } = await expectLeadMails(email, "Candidature locataire de Madame Anne Dupont (réf. 4222482)", lang);
    expect(agency.text).toContain("Nombre de personnes\u00a0: 3");
    expect(agency.text).toContain("Revenus nets mensuels du ménage\u00a0: € 4.800");
    expect(agency.text).toContain(`Date d'entrée souhaitée\u00a0: ${moveIn.shown}`);
  }
});

test("a visit slot booked three times is full: the fourth visitor sees 'Appointments full' with their input kept (en with JavaScript, fr without)", async () => {
  const day = dayAhead(20);
  // Three visitors book Wednesday's… whatever day it is, 10:00-13:00, each through the form page (as without JavaScript).
  for (const n of [1, 2, 3]) {
    const { answer } = await submitForm(server.port, "/fr/demande/visite/4209690/", {
      ...VISITOR,
      email: `slot-${n}@example.be`,
      day: day.iso,
      slot: "morning",
    });
    expect(answer.status, `booking ${n}`).toBe(303);
    expect(answer.headers.location).toMatch(/^\/fr\/merci\/rendez-vous\/\?from=/);
  }
  for (const n of [1, 2, 3]) await expectLeadMails(`slot-${n}@example.be`, "Demande de visite de Madame Anne Dupont (réf. 4209690)", "fr");

  for (const [lang, js, email, message] of [
    ["en", true, "slot-4@example.be", "Appointments full: please choose another day or time slot"],
    ["fr", false, "slot-5@example.be", "Rendez-vous complets\u00a0: veuillez choisir un autre jour ou une autre plage horaire"],
  ] as const) {
    const { page, form } = await propertyForm(js, lang, "contact-appointment", "book-a-visit");
    await fillPerson(form, lang, email);
    await field(form, forms(lang).fields.day).fill(day.iso);
    await form.getByLabel("10:00-13:00", { exact: true }).check();
    const submit = form.getByRole("button", { name: forms(lang).submit["contact-appointment"] });
    if (js) {
      await submit.click();
    } else {
      const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit.click()]);
      expect(response.status()).toBe(400);
      await expect(page).toHaveURL(/\/fr\/demande\/visite\/4209690\/$/);
    }
    const shown = page.locator("form#contact-appointment");
    await expect(shown.locator(".error-summary")).toBeFocused();
    await expect(shown.locator(".error-summary .form-error")).toHaveText(message);
    // The input is kept: the visitor only picks another day or slot.
    await expect(field(shown, forms(lang).fields.email)).toHaveValue(email);
    await expect(field(shown, forms(lang).fields.firstName)).toHaveValue("Anne");
    await expect(field(shown, forms(lang).fields.day)).toHaveValue(day.iso);
    await expect(shown.getByLabel("10:00-13:00", { exact: true })).toBeChecked();
  }
});

// ---------------------------------------------------------------------------------------------
// The project page, the pages of their own, the newsletter
// ---------------------------------------------------------------------------------------------

test("new-build project enquiry: en with JavaScript, nl without → thank-you page linking back to the project, e-mails", async () => {
  for (const [lang, js, thanks, email, back] of [
    ["en", true, "/en/thank-you/new-build/", "project-en-js@example.be", "Back to “Résidence Les Jardins de la Dyle”"],
    ["nl", false, "/nl/bedankt/nieuwbouwproject/", "project-nl-nojs@example.be", "Terug naar de pagina ‘Résidence Les Jardins de la Dyle’"],
  ] as const) {
    const page = await open(js, PROJECT[lang]);
    const form = page.locator("form#contact-construction");
    await fillPerson(form, lang, email);
    await submitToThanks(page, form, forms(lang).submit["contact-construction"], thanks, PROJECT[lang], back);
    const { agency } = await expectLeadMails(email, "Demande sur un projet neuf de Madame Anne Dupont", lang);
    expect(agency.text).toContain("Projet\u00a0: Résidence Les Jardins de la Dyle");
  }
});

test("free valuation: fr with JavaScript, de without → thank-you page, e-mails with the address to value", async () => {
  for (const [lang, js, pagePath, thanks, email] of [
    ["fr", true, "/fr/estimation-gratuite/", "/fr/merci/estimation-gratuite/", "valuation-fr-js@example.be"],
    ["de", false, "/de/kostenlose-schaetzung/", "/de/danke/kostenlose-schaetzung/", "valuation-de-nojs@example.be"],
  ] as const) {
    const page = await open(js, pagePath);
    const form = page.locator("main form#contact-demand");
    await fillPerson(form, lang, email);
    await field(form, forms(lang).fields.address).fill("Rue de Bruxelles 12");
    await field(form, forms(lang).fields.zip).fill("5000");
    await field(form, forms(lang).fields.city).fill("Namur");
    await field(form, forms(lang).fields.propertyType).selectOption("1");
    await form.getByLabel(forms(lang).valuationGoals.sell, { exact: true }).check();
    await submitToThanks(page, form, forms(lang).submit["contact-demand"], thanks, pagePath);
    const { agency } = await expectLeadMails(email, "Demande d'estimation gratuite de Madame Anne Dupont", lang);
    expect(agency.text).toContain("Adresse\u00a0: Rue de Bruxelles 12");
    expect(agency.text).toContain("Type de bien\u00a0: Maison");
    expect(agency.text).toContain("Je souhaite\u00a0: Le vendre");
  }
});

/** Fills the demand registration: goal buy, one region, one type, a period around today. */
async function fillDemand(form: Locator, lang: Lang, email: string, region: "brussels" | "wallonia", type: "2" | "7") {
  await fillPerson(form, lang, email);
  await form.getByLabel(forms(lang).goals.buy, { exact: true }).check();
  // The regions are the first choices of the zones; towns (one may share a region's name) follow in disclosures.
  await form.locator("fieldset.zones > .choices").getByLabel(forms(lang).regions[region], { exact: true }).check();
  await form.getByLabel(TEXTS[lang].types[type], { exact: true }).check();
  await field(form, forms(lang).fields.startDate).fill(dayAhead(-7).iso);
  await field(form, forms(lang).fields.endDate).fill(dayAhead(180).iso);
}

test("demand registration: en with JavaScript, nl without → thank-you page, e-mails", async () => {
  for (const [lang, js, pagePath, thanks, email] of [
    ["en", true, "/en/keep-me-informed/", "/en/thank-you/keep-me-informed/", "demand-en-js@example.be"],
    ["nl", false, "/nl/hou-me-op-de-hoogte/", "/nl/bedankt/hou-me-op-de-hoogte/", "demand-nl-nojs@example.be"],
  ] as const) {
    const page = await open(js, pagePath);
    const form = page.locator("main form#demand-register");
    // Apartments in Brussels: the listing the alert test imports (a garage in Wallonia) matches neither.
    await fillDemand(form, lang, email, "brussels", "2");
    await submitToThanks(page, form, forms(lang).submit["demand-register"], thanks, pagePath);
    const { agency } = await expectLeadMails(email, "Inscription d'une recherche de Madame Anne Dupont", lang);
    expect(agency.text).toContain("Je souhaite\u00a0: acheter");
    expect(agency.text).toContain("Régions et communes\u00a0: Bruxelles");
    expect(agency.text).toContain("Types de biens\u00a0: Appartement");
  }
});

test("site contact: nl with JavaScript, fr without → thank-you page, e-mails", async () => {
  for (const [lang, js, pagePath, thanks, email, back] of [
    ["nl", true, "/nl/contact/", "/nl/bedankt/contact/", "contact-nl-js@example.be", "Terug naar de pagina ‘Contact’"],
    ["fr", false, "/fr/contact/", "/fr/merci/contact/", "contact-fr-nojs@example.be", "Retour à la page «\u00a0Contact\u00a0»"],
  ] as const) {
    const page = await open(js, pagePath);
    const form = page.locator(".contact-module form#site-contact");
    await fillPerson(form, lang, email);
    await field(form, forms(lang).fields.remark).fill("Pouvez-vous me rappeler ?");
    await submitToThanks(page, form, forms(lang).submit["site-contact"], thanks, pagePath, back);
    const { agency } = await expectLeadMails(email, "Formulaire de contact de Madame Anne Dupont", lang);
    expect(agency.text).toContain("Remarque\u00a0: Pouvez-vous me rappeler ?");
  }
});

const NEWSLETTER_CONFIRM: Record<Lang, { subject: string; button: string; confirmed: string }> = {
  fr: {
    subject: "Confirmez votre inscription à la newsletter – Immo Meuse & Sambre",
    button: "Confirmer mon inscription",
    confirmed: "Merci\u00a0: votre inscription à la newsletter est confirmée.",
  },
  nl: {
    subject: "Bevestig uw inschrijving op de nieuwsbrief – Immo Meuse & Sambre",
    button: "Mijn inschrijving bevestigen",
    confirmed: "Bedankt: uw inschrijving op de nieuwsbrief is bevestigd.",
  },
  en: {
    subject: "Please confirm your newsletter subscription – Immo Meuse & Sambre",
    button: "Confirm my subscription",
    confirmed: "Thank you: your subscription to the newsletter is confirmed.",
  },
  de: {
    subject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung – Immo Meuse & Sambre",
    button: "Anmeldung bestätigen",
    confirmed: "Vielen Dank: Ihre Anmeldung zum Newsletter ist bestätigt.",
  },
};

/**
 * The agency's copy and the confirmation link; the link, opened in the browser, asks to confirm
 * with one button (opening alone changes nothing: mail scanners open links), which confirms.
 */
async function expectNewsletterMails(email: string, agencySubject: string, lang: Lang, js: boolean) {
  const mails = await mailsAbout(email, 2);
  expect(mails, `e-mails about ${email}`).toHaveLength(2);
  const agency = mails.filter((mail) => mail.to === AGENCY);
  expect(agency).toHaveLength(1);
  expect(agency[0]!.subject).toBe(agencySubject);
  expect(agency[0]!.replyTo).toContain(email);
  const confirm = mails.filter((mail) => mail.to.includes(email));
  expect(confirm).toHaveLength(1);
  expect(confirm[0]!.subject).toBe(NEWSLETTER_CONFIRM[lang].subject);
  const link = confirm[0]!.text.match(/https?:\/\/\S+\?token=\S+/)?.[0];
  expect(link, "confirmation link").toBeTruthy();
  const page = await open(js, link!);
  await expect(page.getByRole("status")).toHaveCount(0);
  await page.getByRole("button", { name: NEWSLETTER_CONFIRM[lang].button }).click();
  await expect(page.getByRole("status")).toHaveText(NEWSLETTER_CONFIRM[lang].confirmed);
}

test("newsletter page: de with JavaScript, en without → thank-you page, the agency's copy, a confirmation link that confirms", async () => {
  for (const [lang, js, pagePath, thanks, email] of [
    ["de", true, "/de/newsletter/", "/de/danke/newsletter/", "news-de-js@example.be"],
    ["en", false, "/en/newsletter/", "/en/thank-you/newsletter/", "news-en-nojs@example.be"],
  ] as const) {
    const page = await open(js, pagePath);
    const form = page.locator("main form#sign-newsletter");
    await field(form, forms(lang).fields.email).fill(email);
    await field(form, forms(lang).fields.firstName).fill("Anne");
    await field(form, forms(lang).fields.lastName).fill("Dupont");
    await submitToThanks(page, form, forms(lang).submit["sign-newsletter"], thanks, pagePath);
    await expectNewsletterMails(email, "Inscription à la newsletter d'Anne Dupont", lang, js);
  }
});

test("footer newsletter sign-up: fr with JavaScript, nl without → thank-you page linking back, a confirmation link that confirms", async () => {
  for (const [lang, js, pagePath, thanks, email] of [
    ["fr", true, "/fr/l-agence/", "/fr/merci/newsletter/", "footer-fr-js@example.be"],
    ["nl", false, "/nl/ons-kantoor/", "/nl/bedankt/nieuwsbrief/", "footer-nl-nojs@example.be"],
  ] as const) {
    const page = await open(js, pagePath);
    const form = page.locator("footer form#footer-newsletter");
    await form.getByLabel(TEXTS[lang].shell.newsletterEmail).fill(email);
    await submitToThanks(page, form, forms(lang).submit["sign-newsletter"], thanks, pagePath);
    await expectNewsletterMails(email, `Inscription à la newsletter de ${email}`, lang, js);
  }
});

// ---------------------------------------------------------------------------------------------
// Demand alerts
// ---------------------------------------------------------------------------------------------

const execFileAsync = promisify(execFile);

/** Imports a catalogue file into the server's database with the CLI, as the agency's feed does. */
async function importCatalogue(file: string) {
  const { stdout } = await execFileAsync(process.execPath, ["--import", "tsx", "scripts/catalogue-import.ts", file], {
    env: { ...process.env, DATABASE_URL: `file:${server.folder}/site.db` },
  });
  expect(stdout).toMatch(/^Imported .* 232 listings/);
}

test("demand alerts: a registered demand gets one e-mail about a matching new listing and one about a lowered price, with a one-click unsubscribe; the pages say New and Price lowered; a favourite the import lets says so; the next import sends none", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const email = "alert-de@example.be";
  const page = await open(false, "/de/suchauftrag/");
  const form = page.locator("main form#demand-register");
  // Buy a garage anywhere in Wallonia, from a week ago to half a year ahead.
  await fillDemand(form, "de", email, "wallonia", "7");
  await submitToThanks(page, form, forms("de").submit["demand-register"], "/de/danke/suchauftrag/", "/de/suchauftrag/");
  await expectLeadMails(email, "Inscription d'une recherche de Madame Anne Dupont", "de");

  // A visitor without JavaScript saves a flat for rent in Wavre (issue 24 §1): the favourites cookie.
  const visitor = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const saving = await visitor.newPage();
  await saving.goto("/de/zu-vermieten/wavre/appartement-3-chambres-proche-de-la-gare/4046978/");
  await saving
    .locator(".property-header")
    .getByRole("button", { name: "Merken: Wohnung mit 3 Schlafzimmern zu vermieten in Wavre" })
    .focus();
  await Promise.all([saving.waitForURL(/#save-4046978$/), saving.keyboard.press("Enter")]);
  await saving.goto("/de/favoriten/");
  await expect(saving.locator(".card-note")).toHaveCount(0);

  // The catalogue of the next import: the snapshot with one more listing, a garage for sale in Jambes (Wallonia).
  const snapshot = JSON.parse(readFileSync("data/catalogue/snapshot.json", "utf8")) as { listings: Record<string, unknown>[] };
  const garage = snapshot.listings.find((listing) => listing.ID === 4090067)!;
  expect(garage).toMatchObject({ Goal: 0, WebID: 7, Zip: "5100", City: "Jambes", Status: "available" });
  snapshot.listings.push({ ...garage, ID: 5551234, RecordFile: "VEN-2026-9999", PublishedAt: new Date().toISOString().slice(0, 19) + "Z" });
  // …and a garage in Liège, its price lowered from € 32,500 to € 29,900 (issue 24 §2).
  const cheaper = snapshot.listings.find((listing) => listing.ID === 4101166)!;
  expect(cheaper).toMatchObject({ Goal: 0, WebID: 7, Zip: "4000", Price: 32_500, PublishPrice: true, Status: "available" });
  cheaper.Price = 29_900;
  // …and the flat in Wavre let.
  const flat = snapshot.listings.find((listing) => listing.ID === 4046978)!;
  expect(flat).toMatchObject({ Goal: 1, City: "Wavre", Status: "available" });
  flat.Status = "rented";
  const file = path.join(server.folder, "catalogue-with-new-garage.json");
  writeFileSync(file, JSON.stringify(snapshot));
  // The worker logs each import it has looked at, with the alerts it queued.
  const checks = () => server.logLines().filter((line) => line.msg === "demand alerts queued");
  await importCatalogue(file);
  await expect.poll(() => checks().length, { timeout: 15_000 }).toBe(1);
  expect(checks()[0]).toMatchObject({ queued: 2 });

  const isAlert = (received: ReceivedMail) => received.to.includes(email) && received.subject.includes("Suche");
  const alerts = await waitForMails(isAlert, 2);
  expectedTotal += 2;
  expect(alerts.map((received) => received.subject).sort()).toEqual([
    "1 neue Immobilie passt zu Ihrer Suche – Immo Meuse & Sambre",
    "Eine Immobilie zu Ihrer Suche ist günstiger – Immo Meuse & Sambre",
  ]);
  const mail = alerts.find((received) => received.subject.startsWith("1 neue"))!;
  const lowered = alerts.find((received) => received.subject.startsWith("Eine Immobilie"))!;
  expect(lowered.text).toContain("Der Preis von Immobilien zu der Suche, die Sie auf unserer Website registriert haben, wurde gesenkt:");
  expect(lowered.text).toContain(
    `- Garage / Stellplatz, 4000 Lüttich: jetzt €\u00a029.900, vorher €\u00a032.500\n  http://localhost:${server.port}/de/zu-verkaufen/liege/box-de-garage-securise/4101166/`,
  );

  // What a visitor sees (JavaScript off): the new garage is "New", the other "Price lowered" with its former price and its history.
  // Dates as the site writes them (spec §9): day-month-year without padding, the day in Belgium.
  const belgianDate = (moment: string | Date) => {
    const parts = new Intl.DateTimeFormat("en-GB", {
      timeZone: "Europe/Brussels",
      day: "numeric",
      month: "numeric",
      year: "numeric",
    }).formatToParts(new Date(moment));
    const part = (type: string) => Number(parts.find((p) => p.type === type)!.value);
    return `${part("day")}-${part("month")}-${part("year")}`;
  };
  const today = belgianDate(new Date());
  const property = await open(false, "/de/zu-verkaufen/liege/box-de-garage-securise/4101166/");
  await expect(property.locator(".property-header .marquee")).toHaveText("Preis gesenkt");
  await expect(property.locator(".property-header .price-was")).toHaveText(`Preis am ${today} gesenkt: vorher €\u00a032.500`);
  await expect(property.getByRole("region", { name: "Preisverlauf" }).locator("li")).toHaveText([
    // The price the agency first published, on the day it published it (the site's first import), then the lower one.
    `${belgianDate(cheaper.PublishedAt as string)} – €\u00a032.500`,
    `${today} – €\u00a029.900`,
  ]);
  await property.goto("/de/zu-verkaufen/?city=Jambes%7C5100&type=7");
  const card = property.locator(".listing-card", { has: property.locator('a[href$="/5551234/"]') });
  // "New" from the imports, then the agency's own marquee (exclusive).
  await expect(card.locator(".marquee")).toHaveText("Neu · Exklusiv");
  // The visitor's favourite, let since they saved it, says so.
  await saving.goto("/de/favoriten/");
  await expect(saving.locator(".card-note")).toHaveText(["Vermietet"]);
  await visitor.close();
  expect(mail.to).toBe(email);
  expect(mail.text).toContain("Neue Immobilien, die zu dem Suchauftrag passen, den Sie auf unserer Website registriert haben:");
  expect(mail.text).toContain("- Garage / Stellplatz, 5100 Jambes");
  expect(mail.text).toContain(`http://localhost:${server.port}/de/zu-verkaufen/jambes/box-de-garage-securise/5551234/`);
  // Only the new listing: none of the catalogue's other garages in Wallonia.
  expect(mail.text.match(/\/zu-verkaufen\//g)).toHaveLength(1);
  const unsubscribe = mail.headerLines.find((line) => /^list-unsubscribe:/i.test(line))?.match(/<(https?:\/\/[^>]+)>/)?.[1];
  expect(unsubscribe, "List-Unsubscribe header with an http(s) URL").toBeTruthy();
  expect(mail.headerLines.find((line) => /^list-unsubscribe-post:/i.test(line))).toMatch(
    /^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/i,
  );
  expect(mail.text).toContain(unsubscribe!);

  // The next import (the same catalogue again): nothing new to announce, no second e-mail to anyone
  // (the last test counts every e-mail once the server has stopped).
  const logFrom = server.output.length;
  await importCatalogue(file);
  await expect.poll(() => checks().length, { timeout: 15_000 }).toBe(2);
  expect(checks()[1]).toMatchObject({ queued: 0 });
  expect(server.problems(logFrom)).toEqual([]);

  // A mail client's one-click unsubscribe (RFC 8058): a POST to the header's URL.
  const oneClick = await withoutJs.request.post(unsubscribe!, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
    maxRedirects: 0,
  });
  expect(oneClick.status()).toBe(200);
  expect(await oneClick.text()).toContain("Sie erhalten keine E-Mails mehr über neue Immobilien, die zu Ihrer Suche passen.");
});

test("testimonials: fr with JavaScript (a mistake corrected), nl without → thank-you page and e-mails; shown on home and the agency page only once the agency approves them", async () => {
  const written = {
    fr: "Vente conclue en six semaines, une équipe à l'écoute du début à la fin.",
    nl: "Heel vlotte verhuur van ons appartement, altijd bereikbaar.",
  };
  for (const [lang, js, pagePath, thanks, email, rating] of [
    ["fr", true, "/fr/temoignage/", "/fr/merci/temoignage/", "testimonial-fr-js@example.be", "4"],
    ["nl", false, "/nl/getuigenis/", "/nl/bedankt/getuigenis/", "testimonial-nl-nojs@example.be", "5"],
  ] as const) {
    // Reached from the home page's testimonials module, which has none to show yet.
    const page = await open(js, lang === "fr" ? "/fr/" : "/nl/");
    const module = page.locator("section.module-testimonials");
    await expect(module.locator(".no-results")).toHaveText(
      lang === "fr"
        ? "Pas encore de témoignage. Nous avons vendu, loué ou estimé votre bien\u00a0? Soyez le premier à en parler."
        : "Nog geen getuigenissen. Hebben wij uw woning verkocht, verhuurd of geschat? Vertel het als eerste.",
    );
    await module.getByRole("link", { name: lang === "fr" ? "Partagez votre expérience avec nous" : "Deel uw ervaring met ons" }).click();
    await expect(page).toHaveURL(new RegExp(`${pagePath}$`));
    if (js) await waitForHydration(page);
    const form = page.locator("main form#testimonial");
    await field(form, forms(lang).fields.name).pressSequentially(lang === "fr" ? "Anne D." : "Jan P.");
    await field(form, forms(lang).fields.town).pressSequentially(lang === "fr" ? "Namur" : "Leuven");
    await field(form, forms(lang).fields.email).fill(email);
    await form.getByLabel(forms(lang).ratings[rating], { exact: true }).check();
    await field(form, forms(lang).fields.text).pressSequentially(written[lang]);
    if (js) {
      // Sent without agreeing to publish: the form says why, keeps what was typed, and goes on once ticked.
      await form.getByRole("button", { name: forms(lang).submit.testimonial }).click();
      await expect(
        form.getByText("Veuillez accepter la publication de votre témoignage, sans quoi il ne peut être affiché").first(),
      ).toBeVisible();
      await expect(field(form, forms(lang).fields.text)).toHaveValue(written[lang]);
    }
    await form.getByLabel(forms(lang).fields.publish).check();
    await submitToThanks(page, form, forms(lang).submit.testimonial, thanks, pagePath);
    await expect(page.locator("main .lead")).toHaveText(
      lang === "fr"
        ? "Merci pour votre témoignage. Nous le lirons et, une fois approuvé, le publierons sur notre site avec votre nom et votre commune."
        : "Bedankt voor uw getuigenis. We lezen ze en publiceren ze, eens goedgekeurd, op onze website met uw naam en gemeente.",
    );
    // The agency's copy, and the author's confirmation: about a testimonial, in the page's language.
    const mails = await mailsAbout(email, 2);
    const agency = mails.find((mail) => mail.to === AGENCY)!;
    expect(agency.subject).toBe(lang === "fr" ? "Témoignage d'Anne D." : "Témoignage de Jan P.");
    expect(agency.replyTo).toContain(email);
    const confirmation = mails.find((mail) => mail.to.includes(email))!;
    expect(confirmation.subject).toBe(
      lang === "fr"
        ? "Nous avons bien reçu votre témoignage – Immo Meuse & Sambre"
        : "We hebben uw getuigenis goed ontvangen – Immo Meuse & Sambre",
    );
    expect(agency.text).toContain(`Votre note\u00a0: ${rating} sur 5`);
    expect(agency.text).toContain(`Votre témoignage\u00a0: ${written[lang]}`);
    expect(agency.text).toMatch(/npm run testimonial:approve -- \d+/);
  }

  // Nothing on the site until the agency approves: the list shows both waiting.
  const run = (script: string, ...args: string[]) =>
    execFileAsync(process.execPath, ["--import", "tsx", script, ...args], {
      env: { ...process.env, DATABASE_URL: `file:${server.folder}/site.db` },
    });
  const listed = (await run("scripts/testimonial-list.ts")).stdout;
  expect(listed).toContain("2 testimonial(s), 2 waiting for approval.");
  const idOf = (name: string) => listed.match(new RegExp(`#(\\d+) [^\\n]*\\n +\\d/5  ${escape(name)}`))![1]!;
  const home = await open(false, "/en/");
  await expect(home.locator("section.module-testimonials blockquote")).toHaveCount(0);

  // Approved: within a few seconds on every language's home page, as written (its lang), with its rating.
  expect((await run("scripts/testimonial-publish.ts", "approve", idOf("Jan P."))).stdout).toContain("is published");
  await expect(async () => {
    await home.reload();
    await expect(home.locator("section.module-testimonials blockquote")).toHaveCount(1, { timeout: 100 });
  }).toPass({ timeout: 10_000 });
  const quote = home.locator("section.module-testimonials figure").first();
  await expect(quote.locator("blockquote")).toHaveAttribute("lang", "nl");
  await expect(quote.locator("blockquote")).toHaveText(written.nl);
  await expect(quote.getByRole("img", { name: "Rated 5 out of 5" })).toBeVisible();
  await expect(quote.locator("figcaption")).toHaveText("Jan P., Leuven (written in Dutch)");
  await expect(home.locator(".testimonials-summary")).toHaveText(/5 out of 5, from 1 testimonial$/);

  // The second one too; the agency page (Dutch) has both, and describes the agency with their rating.
  await run("scripts/testimonial-publish.ts", "approve", idOf("Anne D."));
  const agencyPage = await open(false, "/nl/ons-kantoor/");
  await expect(async () => {
    await agencyPage.reload();
    await expect(agencyPage.locator("section.module-testimonials blockquote")).toHaveCount(2, { timeout: 100 });
  }).toPass({ timeout: 10_000 });
  await expect(agencyPage.locator("section.module-testimonials blockquote").first()).toHaveAttribute("lang", "fr");
  await expect(agencyPage.locator(".testimonials-summary")).toHaveText(/4,5 op 5, op basis van 2 getuigenissen$/);
  const agencyData = JSON.parse((await agencyPage.locator('script[type="application/ld+json"]').last().textContent()) ?? "{}");
  expect(agencyData).toMatchObject({
    "@type": "RealEstateAgent",
    aggregateRating: { "@type": "AggregateRating", ratingValue: 4.5, reviewCount: 2, bestRating: 5, worstRating: 1 },
  });
  expect(agencyData.review).toHaveLength(2);
  expect(describeViolations(await axeViolations(agencyPage, { javaScriptEnabled: false }))).toBe("");
  expect(agencyData.review[1]).toMatchObject({
    "@type": "Review",
    author: { name: "Jan P." },
    reviewRating: { ratingValue: 5 },
    inLanguage: "nl",
  });

  // With JavaScript too, axe finds nothing on the home page with its testimonials; nor does the Nu
  // HTML Checker on both pages as the server sends them.
  const hydrated = await open(true, "/fr/");
  await expect(hydrated.locator("section.module-testimonials blockquote")).toHaveCount(2);
  expect(describeViolations(await axeViolations(hydrated, { javaScriptEnabled: true }))).toBe("");
  const pages: Record<string, string> = {};
  for (const pagePath of ["/fr/", "/nl/ons-kantoor/"]) pages[pagePath] = await (await withoutJs.request.get(pagePath)).text();
  expect(checkDocuments(pages)).toEqual([]);
});

test("every e-mail arrived once, and the server logged no problem", async () => {
  // Stopped, the server sends nothing more: a duplicate would be in the sink by now.
  await server.stop();
  expect(sink.messages).toHaveLength(expectedTotal);
  expect(server.problems()).toEqual([]);
});
