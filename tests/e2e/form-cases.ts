/**
 * Every form of the site, for the tests that send them with mistakes (forms-typing.spec.ts,
 * html-validity.spec.ts): where it is, in two languages (the four taken in turn), how a person
 * reaches it, and two of its fields in the order Tab visits them. Paths and texts as a visitor
 * meets them (the tests' own spelling, not the app's href()).
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { TEXTS, type Language } from "./site";

/** What the page's title starts with while its form shows mistakes (GOV.UK's pattern), written out. */
export const ERROR_TITLE: Record<Language, string> = { nl: "Fout: ", fr: "Erreur\u00a0: ", en: "Error: ", de: "Fehler: " };

type FieldName = keyof (typeof TEXTS)["en"]["forms"]["fields"];

export type FormCase = {
  name: string;
  /** The page, in the two languages the form is tried in. */
  paths: Partial<Record<Language, string>>;
  form: (page: Page) => Locator;
  /** What the person does to reach the form (open its disclosure). */
  reach?: (page: Page, lang: Language) => Promise<void>;
  /** The field whose summary link the person follows, the word typed there, and the label of the field Tab leads to next (null: the send button). */
  follow: { label: (lang: Language) => string; word: string };
  next: { label: (lang: Language) => string; word: string } | null;
  submit: (lang: Language) => string;
  /** The two fields typed into are all the form asks for: its mistakes are gone, and "Error: " with them. */
  fixesEverything?: true;
};

const fields = (name: FieldName) => (lang: Language) => TEXTS[lang].forms.fields[name];
const submitOf = (id: keyof (typeof TEXTS)["en"]["forms"]["submit"]) => (lang: Language) => TEXTS[lang].forms.submit[id];

const FIRST_NAME = { label: fields("firstName"), word: "Anne" };
const LAST_NAME = { label: fields("lastName"), word: "Dupont" };
const EMAIL = { label: fields("email"), word: "anne.dupont@example.be" };

const PROPERTY = {
  fr: "/fr/a-vendre/tervuren/bureaux-de-355-m-avec-parkings/4209690/",
  nl: "/nl/te-koop/tervuren/bureaux-de-355-m-avec-parkings/4209690/",
  en: "/en/for-sale/tervuren/bureaux-de-355-m-avec-parkings/4209690/",
  de: "/de/zu-verkaufen/tervuren/bureaux-de-355-m-avec-parkings/4209690/",
};

/** Opens the property page's disclosure that holds the form. */
const openDisclosure = (id: string) => async (page: Page) => {
  await page.locator(`details#${id} > summary`).click();
  await expect(page.locator(`details#${id}`)).toHaveAttribute("open", "");
};

export const FORM_CASES: FormCase[] = [
  {
    name: "free valuation",
    paths: { nl: "/nl/gratis-schatting/", de: "/de/kostenlose-schaetzung/" },
    form: (page) => page.locator("main form#contact-demand"),
    follow: FIRST_NAME,
    next: LAST_NAME,
    submit: submitOf("contact-demand"),
  },
  {
    name: "demand registration",
    paths: { fr: "/fr/tenez-moi-informe/", en: "/en/keep-me-informed/" },
    form: (page) => page.locator("main form#demand-register"),
    follow: FIRST_NAME,
    next: LAST_NAME,
    submit: submitOf("demand-register"),
  },
  {
    name: "contact page",
    paths: { nl: "/nl/contact/", en: "/en/contact/" },
    form: (page) => page.locator("main form#site-contact"),
    follow: EMAIL,
    next: { label: fields("phone"), word: "0477123456" },
    submit: submitOf("site-contact"),
  },
  {
    name: "property: request information",
    paths: { fr: PROPERTY.fr, de: PROPERTY.de },
    form: (page) => page.locator("form#contact-me"),
    follow: FIRST_NAME,
    next: LAST_NAME,
    submit: submitOf("contact-me"),
  },
  {
    name: "property: book a visit",
    paths: { nl: PROPERTY.nl, en: PROPERTY.en },
    form: (page) => page.locator("form#contact-appointment"),
    reach: openDisclosure("book-a-visit"),
    follow: LAST_NAME,
    next: EMAIL,
    submit: submitOf("contact-appointment"),
  },
  {
    name: "property: documents",
    paths: { fr: PROPERTY.fr, en: PROPERTY.en },
    form: (page) => page.locator("form#contact-documents"),
    reach: openDisclosure("request-documents"),
    follow: FIRST_NAME,
    next: LAST_NAME,
    submit: submitOf("contact-documents"),
  },
  {
    name: "property: send to a friend",
    paths: { nl: PROPERTY.nl, de: PROPERTY.de },
    form: (page) => page.locator("form#send-to-friend"),
    reach: openDisclosure("send-to-a-friend"),
    follow: FIRST_NAME,
    next: LAST_NAME,
    submit: submitOf("send-to-friend"),
  },
  {
    name: "make an offer (its page)",
    paths: { nl: "/nl/aanvraag/bod/4209690/", fr: "/fr/demande/offre/4209690/" },
    form: (page) => page.locator("main form#make-offer"),
    follow: FIRST_NAME,
    next: LAST_NAME,
    submit: submitOf("make-offer"),
  },
  {
    name: "apply to rent (its page)",
    paths: { en: "/en/request/rent/4222482/", de: "/de/anfrage/mieten/4222482/" },
    form: (page) => page.locator("main form#apply-to-rent"),
    follow: FIRST_NAME,
    next: LAST_NAME,
    submit: submitOf("apply-to-rent"),
  },
  {
    name: "testimonial",
    paths: { de: "/de/erfahrungsbericht/", en: "/en/testimonial/" },
    form: (page) => page.locator("main form#testimonial"),
    follow: { label: fields("name"), word: "Anne D." },
    next: { label: fields("town"), word: "Namur" },
    submit: submitOf("testimonial"),
  },
  {
    name: "project: new-build enquiry",
    paths: {
      en: "/en/projects/wavre/residence-les-jardins-de-la-dyle/4105230/",
      fr: "/fr/projects/wavre/residence-les-jardins-de-la-dyle/4105230/",
    },
    form: (page) => page.locator("form#contact-construction"),
    follow: FIRST_NAME,
    next: LAST_NAME,
    submit: submitOf("contact-construction"),
  },
  {
    name: "newsletter page",
    paths: { de: "/de/newsletter/", fr: "/fr/newsletter/" },
    form: (page) => page.locator("main form#sign-newsletter"),
    follow: EMAIL,
    next: { label: fields("firstName"), word: "Anne" },
    submit: submitOf("sign-newsletter"),
    fixesEverything: true,
  },
  {
    name: "footer newsletter",
    paths: { nl: "/nl/ons-kantoor/", en: "/en/about-us/" },
    form: (page) => page.locator("footer form#footer-newsletter"),
    follow: { label: (lang) => TEXTS[lang].shell.newsletterEmail, word: "anne.dupont@example.be" },
    next: null,
    submit: submitOf("sign-newsletter"),
    fixesEverything: true,
  },
  {
    name: "owner login",
    paths: { fr: "/fr/login/", nl: "/nl/login/" },
    form: (page) => page.locator("main form#login"),
    follow: EMAIL,
    next: { label: fields("password"), word: "not-my-password" },
    submit: submitOf("login"),
    fixesEverything: true,
  },
  {
    name: "forgotten password",
    paths: { en: "/en/login/forgot-password/", de: "/de/login/passwort-vergessen/" },
    form: (page) => page.locator("main form#password-forgot"),
    follow: EMAIL,
    next: null,
    submit: submitOf("password-forgot"),
    fixesEverything: true,
  },
];
