/**
 * What the end-to-end tests visit. The paths are written out here, literally, as a visitor types
 * them: a test that asked the app's own href() for the path it then checks would agree with any
 * mistake in the route table. pages.spec.ts fails when the route table has a page this list lacks.
 * Playwright's loader follows the tsconfig "~/" alias, but Node's ESM loader underneath wants JSON
 * imported `with { type: "json" }`.
 */
import type { Page } from "@playwright/test";
import siteConfig from "../../data/site/site.json" with { type: "json" };
import de from "../../app/locales/de";
import en from "../../app/locales/en";
import fr from "../../app/locales/fr";
import nl from "../../app/locales/nl";
import { LANGUAGES, type Language } from "../../app/i18n/languages";
import type { PageId } from "../../app/routing/route-table";

export { LANGUAGES, type Language, type PageId };

/** Every page without parameters, in every language: the paths of data/site/paths.json, copied. */
export const STATIC_PAGE_PATHS = {
  home: { nl: "/nl/", fr: "/fr/", en: "/en/", de: "/de/" },
  agency: { nl: "/nl/ons-kantoor/", fr: "/fr/l-agence/", en: "/en/about-us/", de: "/de/ueber-uns/" },
  "for-sale": { nl: "/nl/te-koop/", fr: "/fr/a-vendre/", en: "/en/for-sale/", de: "/de/zu-verkaufen/" },
  "for-rent": { nl: "/nl/te-huur/", fr: "/fr/a-louer/", en: "/en/for-rent/", de: "/de/zu-vermieten/" },
  contact: { nl: "/nl/contact/", fr: "/fr/contact/", en: "/en/contact/", de: "/de/kontakt/" },
  jobs: { nl: "/nl/vacatures/", fr: "/fr/jobs/", en: "/en/jobs/", de: "/de/stellenangebote/" },
  abroad: {
    nl: "/nl/ons-aanbod-in-spanje/",
    fr: "/fr/nos-biens-en-espagne/",
    en: "/en/properties-in-spain/",
    de: "/de/immobilien-in-spanien/",
  },
  luxembourg: {
    nl: "/nl/ons-aanbod-in-luxemburg/",
    fr: "/fr/nos-biens-au-luxembourg/",
    en: "/en/properties-in-luxembourg/",
    de: "/de/immobilien-in-luxemburg/",
  },
  privacy: {
    nl: "/nl/privacyverklaring/",
    fr: "/fr/politique-de-confidentialite/",
    en: "/en/privacy-statement/",
    de: "/de/datenschutzerklaerung/",
  },
  "cookie-policy": { nl: "/nl/cookiebeleid/", fr: "/fr/politique-cookies/", en: "/en/cookie-policy/", de: "/de/cookie-richtlinie/" },
  disclaimer: { nl: "/nl/disclaimer/", fr: "/fr/mentions-legales/", en: "/en/legal-notice/", de: "/de/rechtliche-hinweise/" },
  search: { nl: "/nl/zoeken/", fr: "/fr/recherche/", en: "/en/search/", de: "/de/suche/" },
  valuation: { nl: "/nl/gratis-schatting/", fr: "/fr/estimation-gratuite/", en: "/en/free-valuation/", de: "/de/kostenlose-schaetzung/" },
  "demand-register": {
    nl: "/nl/hou-me-op-de-hoogte/",
    fr: "/fr/tenez-moi-informe/",
    en: "/en/keep-me-informed/",
    de: "/de/suchauftrag/",
  },
  testimonial: { nl: "/nl/getuigenis/", fr: "/fr/temoignage/", en: "/en/testimonial/", de: "/de/erfahrungsbericht/" },
  favourites: { nl: "/nl/favorieten/", fr: "/fr/favoris/", en: "/en/favourites/", de: "/de/favoriten/" },
  "thanks-contact-me": {
    nl: "/nl/bedankt/informatieaanvraag/",
    fr: "/fr/merci/demande-d-information/",
    en: "/en/thank-you/enquiry/",
    de: "/de/danke/anfrage/",
  },
  "thanks-appointment": {
    nl: "/nl/bedankt/afspraak/",
    fr: "/fr/merci/rendez-vous/",
    en: "/en/thank-you/appointment/",
    de: "/de/danke/termin/",
  },
  "thanks-documents": {
    nl: "/nl/bedankt/documenten/",
    fr: "/fr/merci/documents/",
    en: "/en/thank-you/documents/",
    de: "/de/danke/unterlagen/",
  },
  "thanks-construction": {
    nl: "/nl/bedankt/nieuwbouwproject/",
    fr: "/fr/merci/projet-neuf/",
    en: "/en/thank-you/new-build/",
    de: "/de/danke/neubauprojekt/",
  },
  "thanks-valuation": {
    nl: "/nl/bedankt/gratis-schatting/",
    fr: "/fr/merci/estimation-gratuite/",
    en: "/en/thank-you/free-valuation/",
    de: "/de/danke/kostenlose-schaetzung/",
  },
  "thanks-demand-register": {
    nl: "/nl/bedankt/hou-me-op-de-hoogte/",
    fr: "/fr/merci/tenez-moi-informe/",
    en: "/en/thank-you/keep-me-informed/",
    de: "/de/danke/suchauftrag/",
  },
  "thanks-send-to-friend": {
    nl: "/nl/bedankt/doorsturen-naar-een-vriend/",
    fr: "/fr/merci/envoyer-a-un-ami/",
    en: "/en/thank-you/send-to-a-friend/",
    de: "/de/danke/an-einen-freund-senden/",
  },
  "thanks-site-contact": { nl: "/nl/bedankt/contact/", fr: "/fr/merci/contact/", en: "/en/thank-you/contact/", de: "/de/danke/kontakt/" },
  "thanks-newsletter": {
    nl: "/nl/bedankt/nieuwsbrief/",
    fr: "/fr/merci/newsletter/",
    en: "/en/thank-you/newsletter/",
    de: "/de/danke/newsletter/",
  },
  "thanks-offer": { nl: "/nl/bedankt/bod/", fr: "/fr/merci/offre/", en: "/en/thank-you/offer/", de: "/de/danke/angebot/" },
  "thanks-rental-application": {
    nl: "/nl/bedankt/huuraanvraag/",
    fr: "/fr/merci/candidature-location/",
    en: "/en/thank-you/rental-application/",
    de: "/de/danke/mietbewerbung/",
  },
  "thanks-testimonial": {
    nl: "/nl/bedankt/getuigenis/",
    fr: "/fr/merci/temoignage/",
    en: "/en/thank-you/testimonial/",
    de: "/de/danke/erfahrungsbericht/",
  },
  "form-sign-newsletter": { nl: "/nl/nieuwsbrief/", fr: "/fr/newsletter/", en: "/en/newsletter/", de: "/de/newsletter/" },
  subscription: { nl: "/nl/inschrijving/", fr: "/fr/abonnement/", en: "/en/subscription/", de: "/de/abonnement/" },
  login: { nl: "/nl/login/", fr: "/fr/login/", en: "/en/login/", de: "/de/login/" },
  "password-forgot": {
    nl: "/nl/login/wachtwoord-vergeten/",
    fr: "/fr/login/mot-de-passe-oublie/",
    en: "/en/login/forgot-password/",
    de: "/de/login/passwort-vergessen/",
  },
} satisfies Partial<Record<PageId, Record<Language, string>>>;

/** Static pages that are never indexed (robots noindex, hence no hreflang alternates): thank-you and form pages, the login, a visitor's favourites. */
export const NOINDEX_PAGE_IDS: readonly StaticPageId[] = [
  "thanks-contact-me",
  "thanks-appointment",
  "thanks-documents",
  "thanks-construction",
  "thanks-valuation",
  "thanks-demand-register",
  "thanks-send-to-friend",
  "thanks-site-contact",
  "thanks-newsletter",
  "thanks-offer",
  "thanks-rental-application",
  "thanks-testimonial",
  "form-sign-newsletter",
  "subscription",
  "login",
  "password-forgot",
  "favourites",
];

/** Static pages that sit under another page than home (breadcrumbs Home › parent › page). */
export const PARENT_PAGES: Partial<Record<StaticPageId, StaticPageId>> = { "password-forgot": "login", testimonial: "agency" };

/**
 * Pages without parameters that a visitor without a session or a link's token does not get as a
 * page of their own: the portal and its CSV send to the login, the new-password page answers 400
 * without the token of its e-mail. owner-portal.spec.ts visits them.
 */
export const GUARDED_PAGE_PATHS = {
  "owner-portal": { nl: "/nl/eigenaar/", fr: "/fr/proprietaire/", en: "/en/owner/", de: "/de/eigentuemer/" },
  "owner-export": { nl: "/nl/eigenaar/export/", fr: "/fr/proprietaire/export/", en: "/en/owner/export/", de: "/de/eigentuemer/export/" },
  "password-reset": {
    nl: "/nl/login/nieuw-wachtwoord/",
    fr: "/fr/login/nouveau-mot-de-passe/",
    en: "/en/login/new-password/",
    de: "/de/login/neues-passwort/",
  },
} satisfies Partial<Record<PageId, Record<Language, string>>>;

/** Pages that other pages embed and nobody visits on their own: the map frame (map.spec.ts visits it, in its frame and alone). */
export const FRAME_PAGE_PATHS = {
  "map-frame": { nl: "/nl/kaart/", fr: "/fr/carte/", en: "/en/map/", de: "/de/karte/" },
} satisfies Partial<Record<PageId, Record<Language, string>>>;

export type StaticPageId = keyof typeof STATIC_PAGE_PATHS;

/** The path of a page without parameters, from the literal table above. */
export function href(page: StaticPageId, lang: Language): string {
  return STATIC_PAGE_PATHS[page][lang];
}

export const TEXTS = { nl, fr, en, de } satisfies Record<Language, unknown>;

export const DEFAULT_LANGUAGE = siteConfig.defaultLanguage as Language;

/** The languages the agency has enabled (data/site/site.json), the ones the site serves. */
export const ENABLED_LANGUAGES = LANGUAGES.filter((lang) => siteConfig.languages.some((l) => l.code === lang && l.use));

/** Pages whose path has no parameter: the ones a test can visit without knowing the catalogue. */
export const STATIC_PAGE_IDS = Object.keys(STATIC_PAGE_PATHS) as StaticPageId[];

export type Visit = { pageId: StaticPageId | null; lang: Language; path: string; status: number; name: string };

export function notFoundPath(lang: Language): string {
  return `/${lang}/does-not-exist/`;
}

/**
 * Every static page in every enabled language, except the pages that are never indexed (the nine
 * thank-you pages, one route module; the newsletter and subscription pages; the owner login and
 * forgotten-password pages): each of those is
 * visited in one language, the languages taken in turn, so that every one of them and every
 * language is seen (the form tests land on them in the others).
 */
export const VISITS: Visit[] = [
  ...STATIC_PAGE_IDS.flatMap((page) => {
    const turn = NOINDEX_PAGE_IDS.indexOf(page);
    const langs = turn === -1 ? ENABLED_LANGUAGES : [ENABLED_LANGUAGES[turn % ENABLED_LANGUAGES.length]!];
    return langs.map((lang) => ({ pageId: page, lang, path: href(page, lang), status: 200, name: `${page} (${lang})` }));
  }),
  ...ENABLED_LANGUAGES.map((lang) => ({ pageId: null, lang, path: notFoundPath(lang), status: 404, name: `404 (${lang})` })),
];

/**
 * One page of every type without catalogue parameters, per language, as literal paths (the tests'
 * own spelling, not the app's href()): lists plain and filtered, content pages, search, 404.
 */
export const PAGE_TYPES: Record<Language, Record<string, string>> = {
  nl: {
    home: "/nl/",
    "for sale": "/nl/te-koop/",
    "filtered list": "/nl/te-koop/?city=Namur%7C5000&type=2&sort=price-asc",
    "for rent": "/nl/te-huur/",
    abroad: "/nl/ons-aanbod-in-spanje/",
    agency: "/nl/ons-kantoor/",
    contact: "/nl/contact/",
    jobs: "/nl/vacatures/",
    privacy: "/nl/privacyverklaring/",
    "cookie policy": "/nl/cookiebeleid/",
    disclaimer: "/nl/disclaimer/",
    "search results": "/nl/zoeken/?q=Namen",
    "no search results": "/nl/zoeken/?q=zzzzzz",
    "404": "/nl/bestaat-niet/",
  },
  fr: {
    home: "/fr/",
    "for sale": "/fr/a-vendre/",
    "filtered list": "/fr/a-vendre/?city=Namur%7C5000&type=2&sort=price-asc",
    "for rent": "/fr/a-louer/",
    abroad: "/fr/nos-biens-en-espagne/",
    agency: "/fr/l-agence/",
    contact: "/fr/contact/",
    jobs: "/fr/jobs/",
    privacy: "/fr/politique-de-confidentialite/",
    "cookie policy": "/fr/politique-cookies/",
    disclaimer: "/fr/mentions-legales/",
    "search results": "/fr/recherche/?q=Namur",
    "no search results": "/fr/recherche/?q=zzzzzz",
    "404": "/fr/n-existe-pas/",
  },
  en: {
    home: "/en/",
    "for sale": "/en/for-sale/",
    "filtered list": "/en/for-sale/?city=Namur%7C5000&type=2&sort=price-asc",
    "for rent": "/en/for-rent/",
    abroad: "/en/properties-in-spain/",
    agency: "/en/about-us/",
    contact: "/en/contact/",
    jobs: "/en/jobs/",
    privacy: "/en/privacy-statement/",
    "cookie policy": "/en/cookie-policy/",
    disclaimer: "/en/legal-notice/",
    "search results": "/en/search/?q=Namur",
    "no search results": "/en/search/?q=zzzzzz",
    "404": "/en/does-not-exist/",
  },
  de: {
    home: "/de/",
    "for sale": "/de/zu-verkaufen/",
    "filtered list": "/de/zu-verkaufen/?city=Namur%7C5000&type=2&sort=price-asc",
    "for rent": "/de/zu-vermieten/",
    abroad: "/de/immobilien-in-spanien/",
    agency: "/de/ueber-uns/",
    contact: "/de/kontakt/",
    jobs: "/de/stellenangebote/",
    privacy: "/de/datenschutzerklaerung/",
    "cookie policy": "/de/cookie-richtlinie/",
    disclaimer: "/de/rechtliche-hinweise/",
    "search results": "/de/suche/?q=Namur",
    "no search results": "/de/suche/?q=zzzzzz",
    "404": "/de/existiert-nicht/",
  },
};

/**
 * Catalogue pages, through the app's /property/{id}/ and /project/{id}/ redirects to the visitor's
 * language, with literal ids from data/catalogue/snapshot.json (the longest titles of their kind).
 */
export const CATALOGUE_PAGES: Record<string, string> = {
  "property for sale": "/property/4200411/", // Ciney, the longest title of the Belgian sales
  "property for rent": "/property/4099535/",
  "property abroad": "/property/4216246/", // Marbella
  "sold property with similar ones": "/property/4191543/", // Gembloux, sold
  project: "/project/4105230/",
  "project unit": "/property/4208195/",
  // Issue 23: a house in Luxembourg, a Flemish flat with the energy notice, a plot without photos, a garage without documents.
  "property in Luxembourg": "/property/4145585/",
  "property with the energy notice": "/property/4219380/",
  "property without photos": "/property/4037486/",
  "property without documents": "/property/4016402/",
};

/**
 * Waits until React has hydrated the page, so that what a test sees with JavaScript is the
 * hydrated page, not the server HTML still waiting for it: the root marks <html> with
 * data-hydrated once every component of the page is hydrated (app/root.tsx).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** How far the page reaches sideways, and every visible element that sticks out of the viewport. */
export type HorizontalOverflow = { scrollWidth: number; clientWidth: number; offenders: string[] };

/**
 * Reflow (WCAG 1.4.10): the document's scroll width against the viewport, and every visible element
 * whose box reaches past the viewport's left or right edge. Elements inside a box that scrolls on
 * its own (a table region, the gallery strip) are that box's business: only the box itself is
 * checked. A box that clips (overflow hidden) does not excuse what it cuts off: that is lost to
 * the visitor, as a card title cut at the card's edge would be.
 */
export async function horizontalOverflow(page: Page): Promise<HorizontalOverflow> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes =
        typeof element.className === "string" && element.className.trim() ? `.${element.className.trim().split(/\s+/).join(".")}` : "";
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes}${text ? ` "${text}"` : ""}`;
    };
    const inScroller = (element: Element) => {
      for (
        let ancestor = element.parentElement;
        ancestor && ancestor !== document.body && ancestor !== root;
        ancestor = ancestor.parentElement
      ) {
        if (["auto", "scroll"].includes(getComputedStyle(ancestor).overflowX)) return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right <= width + 0.5 && box.left >= -0.5) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      if (inScroller(element)) continue;
      offenders.push(`${describe(element)}: ${Math.round(box.left)}–${Math.round(box.right)} px`);
    }
    // Content cut off sideways by a box that clips it (a text one pixel wide is visually hidden on purpose).
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      if (!["hidden", "clip"].includes(getComputedStyle(element).overflowX) || element.clientWidth <= 1) continue;
      if (element.scrollWidth > element.clientWidth + 1 && element.checkVisibility({ visibilityProperty: true }) && !inScroller(element)) {
        offenders.push(`${describe(element)}: cuts off ${element.scrollWidth - element.clientWidth} px of its content`);
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, offenders };
  });
}

/** Holds back the scripts whose URL matches until the returned function is called (a slow network, for one file). */
export async function holdBack(page: Page, url: RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
