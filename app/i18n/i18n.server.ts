import { createCookie } from "@remix-run/node";
import { createInstance, type i18n as I18n } from "i18next";
import { RemixI18Next } from "remix-i18next/server";
import { NAMESPACE, RESOURCES } from "~/locales";
import { TEXT_FORMATS } from "./elision";
import { LANGUAGE_COOKIE_MAX_AGE, LANGUAGE_COOKIE_NAME } from "./language-cookie";
import { languageFromPath } from "./language-from-path";
import type { Language } from "./languages";

/** Reads the language cookie the page sets in the browser (app/i18n/language-cookie.ts). */
export const languageCookie = createCookie(LANGUAGE_COOKIE_NAME, {
  path: "/",
  sameSite: "lax",
  maxAge: LANGUAGE_COOKIE_MAX_AGE,
});

/**
 * The visitor's language: the first path segment when it is an enabled language, otherwise
 * the language cookie, then Accept-Language, then the configured default.
 */
export function createI18nServer(enabled: Language[], defaultLanguage: Language): RemixI18Next {
  return new RemixI18Next({
    detection: {
      supportedLanguages: enabled,
      fallbackLanguage: defaultLanguage,
      cookie: languageCookie,
      order: ["custom", "cookie", "header"],
      findLocale: async (request) => languageFromPath(new URL(request.url).pathname, enabled),
    },
    i18next: { resources: RESOURCES, defaultNS: NAMESPACE, ns: [NAMESPACE], interpolation: { escapeValue: false } },
  });
}

const instances = new Map<Language, Promise<I18n>>();

/**
 * One initialized i18next instance per language, made once and shared by every request: the
 * server never changes an instance's language, so there is nothing per request to keep apart.
 */
export function i18nFor(lang: Language): Promise<I18n> {
  let instance = instances.get(lang);
  if (!instance) {
    const i18n = createInstance();
    instance = i18n
      .init({ lng: lang, ns: [NAMESPACE], defaultNS: NAMESPACE, resources: RESOURCES, interpolation: { escapeValue: false } })
      .then(() => {
        // "{{agency, de}}" in a French text: "d'Immo Meuse & Sambre" (app/i18n/elision.ts).
        for (const [name, format] of Object.entries(TEXT_FORMATS)) {
          i18n.services.formatter?.add(
            name,
            (value: unknown) => (value === undefined || value === null ? value : format(String(value))) as string,
          );
        }
        return i18n;
      });
    instances.set(lang, instance);
  }
  return instance;
}

/** The page's language for a request: the one way loaders, actions and entry.server ask for it. */
export async function getLanguage(request: Request, i18n: RemixI18Next): Promise<Language> {
  return (await i18n.getLocale(request)) as Language;
}
