import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { NAMESPACE, RESOURCES } from "~/locales";
import { languageFromPath } from "./language-from-path";
import type { Language } from "./languages";

/** Remembers the visitor's language for the spec's unprefixed paths ("/", "/for-sale/", …). */
export const languageCookie = createCookie("lang", {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  maxAge: 60 * 60 * 24 * 365,
  secure: process.env.NODE_ENV === "production",
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
