/**
 * The one route table. Every page of the site has an id, the module that renders it, the
 * spec's unprefixed "original" path and a path per language (data/site/paths.json, the path
 * table agencies edit). Routing (app/routes.ts), the language switcher, hreflang, canonical
 * links, breadcrumbs, the menu, the sitemap and the thank-you redirects all read it.
 */
import localizedPaths from "../../data/site/paths.json" with { type: "json" };
import { LANGUAGES, type Language } from "../i18n/languages";
import type { FormId } from "../leads/forms";

type PageDefinition = {
  /** Route module, relative to app/. */
  file: string;
  /**
   * The spec's path without language prefix; it redirects to the visitor's language. Null for
   * pages whose unprefixed path needs the catalogue to resolve (/property/{id}/, /project/{id}/).
   */
  original: string | null;
  /** The page id one level up in the breadcrumb trail (home when absent, nothing for home). */
  parent?: string;
  /** Listed in the sitemap (pages with parameters list their own entries). */
  inSitemap: boolean;
};

export const PAGES = {
  home: { file: "routes/home.tsx", original: "/", inSitemap: true },
  agency: { file: "routes/content-page.tsx", original: "/l-agence/", inSitemap: true },
  "for-sale": { file: "routes/listings.tsx", original: "/for-sale/", inSitemap: true },
  "for-rent": { file: "routes/listings.tsx", original: "/for-rent/", inSitemap: true },
  contact: { file: "routes/contact.tsx", original: "/contact/", inSitemap: true },
  jobs: { file: "routes/content-page.tsx", original: "/jobs/", inSitemap: true },
  abroad: { file: "routes/content-page.tsx", original: "/nos-biens-en-espagne/", inSitemap: true },
  privacy: { file: "routes/content-page.tsx", original: "/privacy-statement/", inSitemap: true },
  "cookie-policy": { file: "routes/content-page.tsx", original: "/cookie-policy/", inSitemap: true },
  disclaimer: { file: "routes/content-page.tsx", original: "/disclaimer/", inSitemap: true },
  "property-for-sale": { file: "routes/property.tsx", original: null, parent: "for-sale", inSitemap: false },
  "property-for-rent": { file: "routes/property.tsx", original: null, parent: "for-rent", inSitemap: false },
  "property-abroad": { file: "routes/property.tsx", original: null, parent: "abroad", inSitemap: false },
  // Luxembourg's listings have a list and pages of their own, never under Spain (issue 23 §5).
  luxembourg: { file: "routes/content-page.tsx", original: "/nos-biens-au-luxembourg/", inSitemap: true },
  "property-luxembourg": { file: "routes/property.tsx", original: null, parent: "luxembourg", inSitemap: false },
  project: { file: "routes/project.tsx", original: null, parent: "for-sale", inSitemap: false },
  "project-unit": { file: "routes/property.tsx", original: null, parent: "project", inSitemap: false },
  search: { file: "routes/search.tsx", original: "/search/", inSitemap: false },
  // The map frame that lists and property pages embed (spec §7, ADR 041): a page without the site's shell, never indexed.
  "map-frame": { file: "routes/map-frame.tsx", original: null, inSitemap: false },
  // The visitor's requests (issue 7): the free valuation (spec §2 "/contact-demand/") and the demand registration.
  valuation: { file: "routes/valuation.tsx", original: "/contact-demand/", inSitemap: true },
  "demand-register": { file: "routes/demand-register.tsx", original: "/demand-register/", inSitemap: true },
  // A past client's testimonial (spec §8, issue 23), published once the agency approves it (ADR 047).
  testimonial: { file: "routes/testimonial.tsx", original: "/testimonial/", parent: "agency", inSitemap: true },
  // A property's brochure, the PDF of its printed page (issue 24 §3, ADR 051): never indexed.
  brochure: { file: "routes/brochure.ts", original: null, inSitemap: false },
  // The visitor's saved properties (issue 24 §1, ADR 049): their list, or one shared by its link (`?ids=`). Never indexed.
  favourites: { file: "routes/favourites.tsx", original: "/favourites/", inSitemap: false },
  // Thank-you pages, one per form (spec §2 "/feedback/{form}/"): noindex, outside the sitemap.
  "thanks-contact-me": { file: "routes/thank-you.tsx", original: "/feedback/contact-me/", inSitemap: false },
  "thanks-appointment": { file: "routes/thank-you.tsx", original: "/feedback/contact-appointment/", inSitemap: false },
  "thanks-documents": { file: "routes/thank-you.tsx", original: "/feedback/contact-documents/", inSitemap: false },
  "thanks-send-to-friend": { file: "routes/thank-you.tsx", original: "/feedback/send-to-friend/", inSitemap: false },
  "thanks-construction": { file: "routes/thank-you.tsx", original: "/feedback/contact-construction/", inSitemap: false },
  "thanks-valuation": { file: "routes/thank-you.tsx", original: "/feedback/contact-demand/", inSitemap: false },
  "thanks-demand-register": { file: "routes/thank-you.tsx", original: "/feedback/demand-register/", inSitemap: false },
  "thanks-site-contact": { file: "routes/thank-you.tsx", original: "/feedback/site-contact/", inSitemap: false },
  "thanks-newsletter": { file: "routes/thank-you.tsx", original: "/feedback/sign-newsletter/", inSitemap: false },
  "thanks-offer": { file: "routes/thank-you.tsx", original: "/feedback/make-offer/", inSitemap: false },
  "thanks-rental-application": { file: "routes/thank-you.tsx", original: "/feedback/apply-to-rent/", inSitemap: false },
  "thanks-testimonial": { file: "routes/thank-you.tsx", original: "/feedback/testimonial/", inSitemap: false },
  // The pages of the forms that sit on other pages (property, project, footer): where their native
  // POST goes, and where a post without JavaScript that has mistakes shows the form again. noindex.
  // The six about one property share one module, which knows them by their page.
  "form-contact-me": { file: "routes/forms/listing-form.tsx", original: null, inSitemap: false },
  "form-contact-appointment": { file: "routes/forms/listing-form.tsx", original: null, inSitemap: false },
  "form-contact-documents": { file: "routes/forms/listing-form.tsx", original: null, inSitemap: false },
  "form-send-to-friend": { file: "routes/forms/listing-form.tsx", original: null, inSitemap: false },
  "form-make-offer": { file: "routes/forms/listing-form.tsx", original: null, inSitemap: false },
  "form-apply-to-rent": { file: "routes/forms/listing-form.tsx", original: null, inSitemap: false },
  "form-contact-construction": { file: "routes/forms/contact-construction.tsx", original: null, inSitemap: false },
  "form-sign-newsletter": { file: "routes/forms/sign-newsletter.tsx", original: null, inSitemap: false },
  /** Where the signed links of e-mails lead: confirm the newsletter, unsubscribe, stop demand alerts. */
  subscription: { file: "routes/subscription.tsx", original: null, inSitemap: false },
  // The owner portal (issue 8): login, forgotten password, the owner's properties. Never indexed.
  login: { file: "routes/login.tsx", original: "/login/", inSitemap: false },
  "password-forgot": { file: "routes/password-forgot.tsx", original: null, parent: "login", inSitemap: false },
  "password-reset": { file: "routes/password-reset.tsx", original: null, parent: "login", inSitemap: false },
  "owner-portal": { file: "routes/owner-portal.tsx", original: null, parent: "login", inSitemap: false },
  // Before owner-property: its path would also fit "…/:id/".
  "owner-export": { file: "routes/owner-export.ts", original: null, parent: "owner-portal", inSitemap: false },
  "owner-property": { file: "routes/owner-property.tsx", original: null, parent: "owner-portal", inSitemap: false },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof PAGES;
export type RouteParams = Record<string, string | undefined>;

const PATHS: Record<PageId, Record<Language, string>> = (() => {
  const table = localizedPaths as Record<string, Partial<Record<Language, string>>>;
  const result = {} as Record<PageId, Record<Language, string>>;
  for (const id of Object.keys(PAGES) as PageId[]) {
    const entry = table[id];
    for (const lang of LANGUAGES) {
      const path = entry?.[lang];
      if (!path || !path.startsWith(`/${lang}/`) || !path.endsWith("/")) {
        throw new Error(`data/site/paths.json: page "${id}" needs a "${lang}" path starting with /${lang}/ and ending with /`);
      }
    }
    result[id] = entry as Record<Language, string>;
  }
  return result;
})();

export function isPageId(value: string): value is PageId {
  return Object.hasOwn(PAGES, value);
}

/**
 * The answers that name no language and are the same for every visitor: the search index, the
 * sitemaps, robots.txt. app/routes.ts routes them; the render cache may keep them (ADR 021).
 */
export const SHARED_FILES = {
  "search-index": { path: "/search-index.json", file: "routes/search-index.ts" },
  sitemap: { path: "/sitemap.xml", file: "routes/sitemap.ts" },
  "sitemap-file": { path: "/sitemaps/:name", file: "routes/sitemap-file.ts" },
  robots: { path: "/robots.txt", file: "routes/robots.ts" },
  "map-outline": { path: "/map-outline.json", file: "routes/map-outline.ts" },
  "map-drawing": { path: "/map-drawing/:name", file: "routes/map-drawing.ts" },
} as const satisfies Record<string, { path: string; file: string }>;

export type SharedFileId = keyof typeof SHARED_FILES;

/** The address of one of the SHARED_FILES ("/search-index.json", "/sitemaps/pages.xml" …). */
export function sharedFileHref(file: SharedFileId, params: RouteParams = {}): string {
  return fill(SHARED_FILES[file].path, params);
}

/**
 * The map pictures the server composes from tiles (ADR 041), by their signed key: the same for
 * every visitor and naming no language, as the SHARED_FILES, but neither kept by the render cache
 * (a PNG gains nothing from its compression, each list would hold one in its memory, and the
 * pictures have a disk cache of their own) nor made in a page's render slot (a composition waits
 * for the tile host). app/routes.ts routes it to app/routes/map-image.ts.
 */
export const MAP_IMAGE_PATH = "/map-image/:key";

/** A map picture's address from its key (app/map/map-image-key.server.ts). */
export function mapImageHref(key: string): string {
  return fill(MAP_IMAGE_PATH, { key: `${key}.png` });
}

/** Remix's own route manifest (the routes of pages found in the app), the same for every visitor too. */
export const ROUTE_MANIFEST_PATH = "/__manifest";

/** Which of the SHARED_FILES a path is, or null (a file's path has no trailing slash). */
export function sharedFileAt(pathname: string): SharedFileId | null {
  if (pathname.endsWith("/")) return null;
  const files = Object.keys(SHARED_FILES) as SharedFileId[];
  return files.find((file) => matchPattern(`${SHARED_FILES[file].path}/`, pathname) !== null) ?? null;
}

/** Whether a path is one of the SHARED_FILES or Remix's route manifest. */
export function isSharedFilePath(pathname: string): boolean {
  return pathname === ROUTE_MANIFEST_PATH || sharedFileAt(pathname) !== null;
}

/** Pages are also served under this prefix in preview mode: the same routes, under this basename (ADR 021). */
export const PREVIEW_PREFIX = "/preview";

/**
 * Whether a path is in preview mode: served by the preview basename ("/preview" or "/preview/…").
 * The one preview test (ADR 038): the server's choice of handler, the root's consent (no dialog,
 * consent treated as given; spec §2), the render cache, the visit counter and a path's language.
 */
export function isPreviewPath(pathname: string): boolean {
  return pathname === PREVIEW_PREFIX || pathname.startsWith(`${PREVIEW_PREFIX}/`);
}

/**
 * A request's path as the app's routes see it: without the preview prefix. A redirect to it keeps
 * the visitor in preview, since Remix puts the basename back in front (ADR 021).
 */
export function appPathname(pathname: string): string {
  return isPreviewPath(pathname) ? pathname.slice(PREVIEW_PREFIX.length) || "/" : pathname;
}

/** Route ids look like "for-sale.fr" (a localized page) or "for-sale.original". */
export function routeId(page: PageId, lang: Language | "original"): string {
  return `${page}.${lang}`;
}

export function parseRouteId(id: string): { page: PageId; lang: Language | "original" } | null {
  const dot = id.lastIndexOf(".");
  const page = id.slice(0, dot);
  const lang = id.slice(dot + 1);
  if (!isPageId(page)) return null;
  if (lang === "original" || (LANGUAGES as readonly string[]).includes(lang)) {
    return { page, lang: lang as Language | "original" };
  }
  return null;
}

/** The route pattern of a page in a language, e.g. "/fr/a-vendre/". */
export function pathPattern(page: PageId, lang: Language): string {
  return PATHS[page][lang];
}

/** Fills ":name" segments of a pattern with their (URL-encoded) values. */
function fill(pattern: string, params: RouteParams): string {
  return pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });
}

/** The URL path of a page in a language. */
export function href(page: PageId, lang: Language, params: RouteParams = {}): string {
  return fill(PATHS[page][lang], params);
}

const BY_ORIGINAL = new Map<string, PageId>(
  (Object.keys(PAGES) as PageId[]).flatMap((id) => {
    const original = (PAGES[id] as PageDefinition).original;
    return original === null ? [] : [[original, id] as const];
  }),
);

/**
 * Translates an original path ("/for-sale/", "for-sale", "/l-agence/equipe/") to the page's
 * path in a language. An unresolved path falls back to the language's home, as the spec says.
 */
export function translateOriginalPath(path: string, lang: Language): string {
  const normalized = `/${path.replace(/^\/+|\/+$/g, "")}/`.replace("//", "/");
  const page = BY_ORIGINAL.get(normalized);
  return page ? href(page, lang) : href("home", lang);
}

export function pageOfOriginalPath(path: string): PageId | undefined {
  return BY_ORIGINAL.get(`/${path.replace(/^\/+|\/+$/g, "")}/`.replace("//", "/"));
}

/** Breadcrumb trail from home to the page (the page itself last). */
export function breadcrumbTrail(page: PageId): PageId[] {
  const trail: PageId[] = [];
  let current: PageId | undefined = page;
  while (current) {
    trail.unshift(current);
    current = current === "home" ? undefined : (((PAGES[current] as PageDefinition).parent ?? "home") as PageId);
  }
  return trail;
}

export const PAGE_IDS = Object.keys(PAGES) as PageId[];

for (const id of PAGE_IDS) {
  const parent = (PAGES[id] as PageDefinition).parent;
  if (parent !== undefined && !isPageId(parent)) throw new Error(`Route table: page "${id}" has an unknown parent "${parent}"`);
}

export type PageMatch = { page: PageId; lang: Language; params: Record<string, string> };

/** Matches a path against a pattern such as "/fr/a-vendre/:city/:slug/:id/"; null when it does not fit. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = (pathname.endsWith("/") ? pathname : `${pathname}/`).split("/");
  const parts = pattern.split("/");
  if (parts.length !== wanted.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = wanted[i]!;
    if (part.startsWith(":")) {
      if (!segment) return null;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
      } catch {
        return null;
      }
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}

/** Which page and language a path is, with its parameters; null when no page has that path. */
export function matchPage(path: string): PageMatch | null {
  const pathname = appPathname(path);
  for (const page of PAGE_IDS) {
    for (const lang of LANGUAGES) {
      const params = matchPattern(PATHS[page][lang], pathname);
      if (params) return { page, lang, params };
    }
  }
  return null;
}

/**
 * The page of this site a path given by a visitor names (a form's `from`, a thank-you page's link
 * back): only a path on this host ("/…", never "//host" or a scheme), of reasonable length.
 */
export function sitePageOf(path: string): PageMatch | null {
  if (!path.startsWith("/") || path.startsWith("//") || path.length > 500) return null;
  return matchPage(path.split(/[?#]/)[0]!);
}

/** Which page an unprefixed (original) path is, with its parameters. */
export function matchOriginalPath(pathname: string): { page: PageId; params: Record<string, string> } | null {
  for (const page of PAGE_IDS) {
    const original = (PAGES[page] as PageDefinition).original;
    const params = original === null ? null : matchPattern(original, pathname);
    if (params) return { page, params };
  }
  return null;
}

/** Where each form's successful POST lands (303): its thank-you page. */
export const THANK_YOU_PAGES = {
  "contact-me": "thanks-contact-me",
  "contact-appointment": "thanks-appointment",
  "contact-documents": "thanks-documents",
  "send-to-friend": "thanks-send-to-friend",
  "contact-construction": "thanks-construction",
  "contact-demand": "thanks-valuation",
  "demand-register": "thanks-demand-register",
  "site-contact": "thanks-site-contact",
  "sign-newsletter": "thanks-newsletter",
  "make-offer": "thanks-offer",
  "apply-to-rent": "thanks-rental-application",
  testimonial: "thanks-testimonial",
} as const satisfies Record<FormId, PageId>;

/**
 * The page whose route module owns each form's action: where the form posts (also from a fetcher
 * on another page) and where a post without JavaScript that has mistakes shows the form again.
 */
export const FORM_PAGES = {
  "contact-me": "form-contact-me",
  "contact-appointment": "form-contact-appointment",
  "contact-documents": "form-contact-documents",
  "send-to-friend": "form-send-to-friend",
  "contact-construction": "form-contact-construction",
  "contact-demand": "valuation",
  "demand-register": "demand-register",
  "site-contact": "contact",
  "sign-newsletter": "form-sign-newsletter",
  "make-offer": "form-make-offer",
  "apply-to-rent": "form-apply-to-rent",
  testimonial: "testimonial",
} as const satisfies Record<FormId, PageId>;

/** The form whose thank-you page this is, or null. */
export function formOfThankYouPage(page: PageId): FormId | null {
  const entry = Object.entries(THANK_YOU_PAGES).find(([, thanks]) => thanks === page);
  return entry ? (entry[0] as FormId) : null;
}
