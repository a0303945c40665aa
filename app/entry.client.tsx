import { RemixBrowser } from "@remix-run/react";
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { TranslationProvider, type BrowserTexts, type LazyNamespace, type TextsHandle } from "~/components/translation";
import { isLanguage, type Language } from "~/i18n/languages";

// The browser downloads the texts of the page's language only (switching language loads a new
// document): those of every page, then each other namespace when a page needs it.
const everyPage = import.meta.glob<{ default: BrowserTexts }>("./locales/browser/*.ts");
// The namespaces of LAZY_NAMESPACES (translation.tsx): a glob takes a literal only; translations.test checks they are all the others.
const namespaces = import.meta.glob<{ default: BrowserTexts[LazyNamespace] }>("./locales/{mail,portal,property,search}/*.ts");

function namespaceLoader(lang: Language, texts: BrowserTexts) {
  const loading = new Map<LazyNamespace, Promise<void>>();
  return (namespace: LazyNamespace): Promise<void> => {
    let promise = loading.get(namespace);
    if (!promise) {
      promise = namespaces[`./locales/${namespace}/${lang}.ts`]!().then(
        (module) => {
          Object.assign(texts, { [namespace]: module.default });
        },
        () => {
          loading.delete(namespace); // offline a moment: asked for again at the next render
        },
      );
      loading.set(namespace, promise);
    }
    return promise;
  };
}

/** The namespaces the page's routes name in their handle (their modules are loaded before this one). */
function pageNamespaces(): LazyNamespace[] {
  const modules = (window as { __remixRouteModules?: Record<string, { handle?: Partial<TextsHandle> } | undefined> }).__remixRouteModules;
  return Object.values(modules ?? {}).flatMap((module) => module?.handle?.texts ?? []);
}

async function hydrate() {
  // The server renders <html lang> in the page's language (app/root.tsx), always one of ours.
  const lang = document.documentElement.lang;
  if (!isLanguage(lang)) throw new Error(`Unknown page language "${lang}"`);
  const texts = {} as BrowserTexts;
  const load = namespaceLoader(lang, texts);
  const [common] = await Promise.all([everyPage[`./locales/browser/${lang}.ts`]!(), ...pageNamespaces().map(load)]);
  Object.assign(texts, common.default);
  // The page the server sent is painted first: hydrating is the first load's longest task, and
  // run before the first frame it would hold back the page's first paint.
  // (A tab opened in the background has no frames until it is shown: there a task is enough.)
  await new Promise((painted) =>
    document.visibilityState === "hidden" ? setTimeout(painted, 0) : requestAnimationFrame(() => setTimeout(painted, 0)),
  );
  startTransition(() => {
    hydrateRoot(
      document,
      <TranslationProvider lang={lang} texts={texts} load={load}>
        <StrictMode>
          <RemixBrowser />
        </StrictMode>
      </TranslationProvider>,
    );
  });
}

void hydrate();
