import { favouritesCookie, parseFavourites } from "~/favourites/favourites";
import { data, redirect, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { useTranslation } from "~/components/translation";
import { useNonce } from "~/components/nonce";
import { NotFound } from "~/components/not-found";
import { Shell } from "~/components/shell/shell";
import { withoutReset } from "~/consent/consent-form";
import { clearConsent, pageConsent } from "~/consent/consent.server";
import { dialogCookieNames } from "~/consent/cookie-list.server";
import { consentHeadScript, noscriptTags } from "~/consent/tags.server";
import type { ConsentView } from "~/consent/view";
import { getLanguage, i18nFor } from "~/i18n/i18n.server";
import { rememberLanguage } from "~/i18n/language-cookie";
import { errorTextKeys } from "~/routing/error-texts";
import { formSetup } from "~/forms/form-action.server";
import { errorMeta, errorTitles } from "~/routing/page-meta";
import { sameSitePath, siteOrigin } from "~/routing/origin";
import { href, isPreviewPath } from "~/routing/route-table";
import { shellFor } from "~/site/shell";
import stylesheet from "~/styles/site.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/** The error pages' titles per language: the same texts on every request. */
const errorTitlesByLanguage = new Map<string, ReturnType<typeof errorTitles>>();
function errorTitlesFor(lang: string, t: Parameters<typeof errorTitles>[0]) {
  let titles = errorTitlesByLanguage.get(lang);
  if (!titles) errorTitlesByLanguage.set(lang, (titles = errorTitles(t)));
  return titles;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = await getLanguage(request, context.i18n);
  const { t } = await i18nFor(lang);
  const origin = siteOrigin(request, context.env);
  const preview = isPreviewPath(url.pathname);
  const { choice, dialog, reset } = await pageConsent(request, preview);
  // ?setcookies forgets the choice and leads to the same page without it, where the dialog shows.
  if (reset) {
    const to = sameSitePath(withoutReset(url)) ?? "/";
    throw redirect(to, { status: 303, headers: { "Set-Cookie": await clearConsent(context.env), "Cache-Control": "no-store" } });
  }
  const consent: ConsentView = {
    choice,
    dialog,
    preview,
    tags: context.tags,
    cookies: dialogCookieNames(context.env, context.tags),
    headScript: consentHeadScript(context.tags, choice),
    noscript: noscriptTags(context.tags, choice),
  };
  return data({
    lang,
    origin,
    preview,
    consent,
    shell: shellFor(context.site, lang),
    errorTitles: errorTitlesFor(lang, t),
    // "Error: " before the page's title: this request's action answered a form with its mistakes (app/forms/mistakes.server.ts).
    titlePrefix: context.formShowsMistakes ? t("forms.summary.titlePrefix") : "",
    // The footer's newsletter sign-up: where it posts, and its token (app/components/shell/footer-newsletter.tsx).
    newsletter: { action: href("form-sign-newsletter", lang), setup: formSetup(context, "sign-newsletter") },
    // The list a browser without JavaScript keeps in its cookie, and where the Save buttons post (ADR 049).
    favourites: { ids: parseFavourites(favouritesCookie(request.headers.get("Cookie"))), page: href("favourites", lang) },
  });
}

export const meta: MetaFunction<typeof loader> = (args) => errorMeta(args.error, args.data?.errorTitles);

export type RootData = Awaited<ReturnType<typeof loader>>["data"];

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  // Without the root's data (its loader failed), the language entry.server detected for the request.
  const translation = useTranslation();
  const lang = root?.lang ?? translation.lang;
  useHydratedMark();
  return (
    <html lang={lang} dir="ltr">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#12355b" />
        {root?.consent.headScript ? (
          // Before anything else: Consent Mode's defaults, all denied (app/consent/tags.server.ts).
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: root.consent.headScript }} />
        ) : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

/**
 * `data-hydrated` on <html> once React has hydrated the page. The root's effect is the last of the
 * hydration's effects (React runs a parent's after its children's): every component is hydrated
 * and listening then. The end-to-end tests wait for it (waitForHydration in tests/e2e/site.ts)
 * instead of reading React's internals; CSS or a script may use it too.
 */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
}

/** A route whose handle says `bare` is a page other pages embed (the map frame): no header, menu, footer or cookie dialog around it. */
export type BareHandle = { bare?: true };

export default function App() {
  const { shell, lang, preview, consent } = useLoaderData<typeof loader>();
  const bare = useMatches().some((match) => (match.handle as BareHandle | undefined)?.bare === true);
  // The page in a language remembers it for the spec's unprefixed paths (app/i18n/language-cookie.ts).
  useEffect(() => rememberLanguage(lang), [lang]);
  if (bare) return <Outlet />;
  return (
    <Shell shell={shell} lang={lang} preview={preview} consent={consent}>
      <Outlet />
    </Shell>
  );
}

/** What an error page other than 404 says (app/routing/error-texts.ts). */
function ErrorMessage({ status }: { status: number }) {
  const { t } = useTranslation();
  const keys = errorTextKeys(status);
  return (
    <div className="container page">
      <h1>{t(keys.title)}</h1>
      <p>{t(keys.text)}</p>
    </div>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>("root");
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const content = status === 404 ? <NotFound /> : <ErrorMessage status={status} />;
  if (!root) return <main id="main">{content}</main>;
  return (
    <Shell shell={root.shell} lang={root.lang} preview={root.preview} consent={root.consent}>
      {content}
    </Shell>
  );
}
