/**
 * The page's texts for its components: `const { t, lang } = useTranslation()`, the same on the
 * server and in the browser (app/i18n/translate.ts). entry.server.tsx and entry.client.tsx provide
 * the page's language and its texts.
 */
import type { TFunction } from "i18next";
import { createContext, useContext, useMemo, type ReactNode } from "react";
import type { Language } from "~/i18n/languages";
import { createTranslator } from "~/i18n/translate";
import type { Translations } from "~/locales/en";

type Translation = { t: TFunction; lang: Language };

const TranslationContext = createContext<Translation | null>(null);

export function TranslationProvider({ lang, texts, children }: { lang: Language; texts: Translations; children: ReactNode }) {
  const value = useMemo(() => ({ lang, t: createTranslator(lang, texts) }), [lang, texts]);
  return <TranslationContext.Provider value={value}>{children}</TranslationContext.Provider>;
}

export function useTranslation(): Translation {
  const translation = useContext(TranslationContext);
  if (!translation) throw new Error("useTranslation() outside a TranslationProvider (entry.server.tsx, entry.client.tsx)");
  return translation;
}
