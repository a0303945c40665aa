/**
 * The hreflang alternates of a page: its URL in every enabled language, then x-default (the
 * default language's URL). One builder for the pages' <link rel="alternate"> (seo.ts) and the
 * sitemap's <xhtml:link>, so the two always name the same URLs.
 */
import type { Language } from "~/i18n/languages";

export type HreflangAlternate = { hreflang: Language | "x-default"; href: string };

export function hreflangAlternates(
  urlIn: (lang: Language) => string,
  { languages, defaultLanguage }: { languages: readonly Language[]; defaultLanguage: Language },
): HreflangAlternate[] {
  return [
    ...languages.map((lang) => ({ hreflang: lang, href: urlIn(lang) })),
    { hreflang: "x-default" as const, href: urlIn(defaultLanguage) },
  ];
}
