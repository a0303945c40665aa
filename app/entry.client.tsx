import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { TranslationProvider } from "~/components/translation";
import { isLanguage } from "~/i18n/languages";
import type { Translations } from "~/locales/en";

// The browser downloads the texts of the page's language only; switching language loads a new document.
const locales = import.meta.glob<{ default: Translations }>(["./locales/nl.ts", "./locales/fr.ts", "./locales/en.ts", "./locales/de.ts"]);

async function hydrate() {
  // The server renders <html lang> in the page's language (app/root.tsx), always one of ours.
  const lang = document.documentElement.lang;
  if (!isLanguage(lang)) throw new Error(`Unknown page language "${lang}"`);
  const texts = await locales[`./locales/${lang}.ts`]!();
  // The page the server sent is painted first: hydrating is the first load's longest task, and
  // run before the first frame it would hold back the page's first paint.
  // (A tab opened in the background has no frames until it is shown: there a task is enough.)
  await new Promise((painted) =>
    document.visibilityState === "hidden" ? setTimeout(painted, 0) : requestAnimationFrame(() => setTimeout(painted, 0)),
  );
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider lang={lang} texts={texts.default}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationProvider>,
    );
  });
}

void hydrate();
