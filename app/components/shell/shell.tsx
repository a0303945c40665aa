import { useLocation, useMatches } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/components/translation";
import type { Language } from "~/i18n/languages";
import { parseRouteId, type PageId } from "~/routing/route-table";
import type { ShellData } from "~/site/shell";
import type { ConsentView } from "~/consent/view";
import { ConsentDialogSlot, ConsentProvider, ConsentStatus } from "../consent/consent";
import { Breadcrumbs } from "./breadcrumbs";
import { Footer } from "./footer";
import { Header } from "./header";

/** Which page the visitor is on (null on the 404 page), from the deepest matched route's id. */
export function useCurrentPage(): {
  page: PageId | null;
  params: Record<string, string | undefined>;
  breadcrumbLabels: BreadcrumbLabels;
} {
  const matches = useMatches();
  const leaf = matches[matches.length - 1];
  const route = leaf ? parseRouteId(leaf.id) : null;
  return {
    page: route && route.lang !== "original" ? route.page : null,
    params: leaf?.params ?? {},
    breadcrumbLabels: (leaf?.data as { breadcrumbLabels?: BreadcrumbLabels } | undefined)?.breadcrumbLabels ?? {},
  };
}

/**
 * Labels a page's loader gives for its own breadcrumb and its parents' (a property page names
 * itself by its title, a project unit its project by its name); other crumbs use the page titles.
 */
export type BreadcrumbLabels = Partial<Record<PageId, string>>;

/** The page shell of spec §2: header with top bar, menu and language switcher; breadcrumbs; footer with back-to-top. */
export function Shell({
  shell,
  lang,
  preview,
  consent,
  children,
}: {
  shell: ShellData;
  lang: Language;
  preview: boolean;
  consent: ConsentView;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { page, params, breadcrumbLabels } = useCurrentPage();
  useFocusAfterNavigation();
  return (
    <ConsentProvider consent={consent} lang={lang}>
      <div id="top" tabIndex={-1} className="top-anchor" />
      <a className="skip-link" href="#main">
        {t("shell.skipToContent")}
      </a>
      <ConsentDialogSlot />
      {preview ? (
        <p className="preview-notice" role="status">
          {t("shell.previewMode")}
        </p>
      ) : null}
      <Header shell={shell} lang={lang} page={page} params={params} />
      <main id="main" tabIndex={-1}>
        <ConsentStatus />
        {page && page !== "home" ? (
          <Breadcrumbs page={page} lang={lang} params={params} titles={{ ...shell.pageTitles, ...breadcrumbLabels }} />
        ) : null}
        {children}
      </main>
      <Footer shell={shell} lang={lang} />
    </ConsentProvider>
  );
}

/**
 * After a navigation inside the app, keyboard and screen-reader users land where a new page starts:
 * on the new page's heading, or — when only the query changed (filters, result pages) — on the
 * result count. Nothing moves on the first load, where the browser already starts at the top.
 */
function useFocusAfterNavigation() {
  const { pathname, search } = useLocation();
  const previous = useRef<{ pathname: string; search: string } | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = { pathname, search };
    if (!before || (before.pathname === pathname && before.search === search)) return;
    const main = document.getElementById("main");
    if (!main) return;
    const target =
      (before.pathname === pathname ? main.querySelector<HTMLElement>(".result-count") : null) ??
      main.querySelector<HTMLElement>("h1") ??
      main;
    if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
    target.focus();
  }, [pathname, search]);
}
