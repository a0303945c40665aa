/**
 * The page's texts for its components: `const { t, lang } = useTranslation()`, the same on the
 * server and in the browser (app/i18n/translate.ts). entry.server.tsx and entry.client.tsx provide
 * the page's language and its texts.
 *
 * The server has every text. The browser starts with the texts every page needs (the shell, the
 * catalogue, the consent dialog, the forms: app/locales/browser/); a namespace only some pages
 * need (LAZY_NAMESPACES) is fetched when a page first needs it: with the page's code when one of
 * its routes names it in its `handle` (TextsHandle), otherwise at the first `t()` of one of its
 * keys, which suspends the render (a client navigation) until it is there.
 */
import type { TFunction } from "i18next";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Language } from "~/i18n/languages";
import { createTranslator } from "~/i18n/translate";
import type { Translations } from "~/locales/en";

type Translation = { t: TFunction; lang: Language };

/** The namespaces not every page needs. */
export const LAZY_NAMESPACES = ["mail", "portal", "property", "search"] as const;
export type LazyNamespace = (typeof LAZY_NAMESPACES)[number];

/** A route's `handle` naming the namespaces its page renders with, so that the browser fetches them with the page. */
export type TextsHandle = { texts: LazyNamespace[] };

/** The browser's texts: those of every page, and each lazy namespace once fetched. */
export type BrowserTexts = Omit<Translations, LazyNamespace> & Partial<Pick<Translations, LazyNamespace>>;

const isLazy = (namespace: string): namespace is LazyNamespace => (LAZY_NAMESPACES as readonly string[]).includes(namespace);

const TranslationContext = createContext<Translation | null>(null);

export function TranslationProvider({
  lang,
  texts,
  load,
  children,
}: {
  lang: Language;
  texts: Translations | BrowserTexts;
  /** In the browser: fetches a namespace into `texts`. */
  load?: (namespace: LazyNamespace) => Promise<void>;
  children: ReactNode;
}) {
  const value = useMemo(() => {
    const translate = createTranslator(lang, texts);
    if (!load) return { lang, t: translate };
    const t = ((key: string, ...rest: unknown[]) => {
      const namespace = key.slice(0, key.indexOf("."));
      // Suspends until the namespace is there.
      if (isLazy(namespace) && !(namespace in texts)) throw load(namespace);
      return (translate as unknown as (key: string, ...rest: unknown[]) => string)(key, ...rest);
    }) as unknown as TFunction;
    return { lang, t };
  }, [lang, texts, load]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation() outside a TranslationProvider (entry.server.tsx, entry.client.tsx)");
  return translation;
}
