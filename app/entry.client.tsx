import { RemixBrowser } from "@remix-run/react";
import i18next from "i18next";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { isLanguage } from "~/i18n/languages";
import type { Translations } from "~/locales/en";
import { NAMESPACE } from "~/locales";

// The browser downloads the texts of the page's language only; switching language loads a new document.
const locales = import.meta.glob<{ default: Translations }>(["./locales/nl.ts", "./locales/fr.ts", "./locales/en.ts", "./locales/de.ts"]);

async function hydrate() {
  // The server renders <html lang> in the page's language (app/root.tsx), always one of ours.
  const code = document.documentElement.lang;
  if (!isLanguage(code)) throw new Error(`Unknown page language "${code}"`);
  const texts = await locales[`./locales/${code}.ts`]!();
  await i18next.use(initReactI18next).init({
    lng: code,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [code]: { [NAMESPACE]: texts.default } },
    interpolation: { escapeValue: false },
  });
  startTransition(() => {
    hydrateRoot(
      document,
      <I18nextProvider i18n={i18next}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </I18nextProvider>,
    );
  });
}

void hydrate();
