/**
 * The language cookie: remembers the language of the last page read, for the spec's unprefixed
 * paths ("/", "/for-sale/", "/property/{id}/"). The page sets it in the browser, not the server,
 * so that no page carries a Set-Cookie and every page can be served from the render cache and a
 * CDN (ADR 021). Without JavaScript those paths follow Accept-Language.
 */
import type { Language } from "./languages";

// Not "lang": browsers keep an older HttpOnly "lang" cookie set by the server and refuse a script's write over it.
export const LANGUAGE_COOKIE_NAME = "language";

/** How long the language cookie lasts (the cookie policy says so too). */
export const LANGUAGE_COOKIE_YEARS = 1;
export const LANGUAGE_COOKIE_MAX_AGE = LANGUAGE_COOKIE_YEARS * 60 * 60 * 24 * 365;

/** The cookie's value in the encoding Remix's createCookie reads: URI-encoded base64 of the JSON string. */
export function languageCookieValue(lang: Language): string {
  return encodeURIComponent(btoa(JSON.stringify(lang)));
}

/** Called by every page in the browser: writes the cookie when it names another language (or none). */
export function rememberLanguage(lang: Language): void {
  const value = languageCookieValue(lang);
  if (document.cookie.split(/;\s*/).includes(`${LANGUAGE_COOKIE_NAME}=${value}`)) return;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${LANGUAGE_COOKIE_NAME}=${value}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure}`;
}
