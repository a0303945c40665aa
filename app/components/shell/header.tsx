import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/components/translation";
import { LANGUAGE_NAMES, type Language } from "~/i18n/languages";
import { href, type PageId } from "~/routing/route-table";
import type { TopBarLink } from "~/site/menu";
import type { ShellData } from "~/site/shell";
import { FavouritesLink } from "../favourites/favourites-link";
import { Icon } from "../icons";
import { MenuDrawer } from "./menu-drawer";
import { MenuList } from "./menu-list";
import { useScrolledPast } from "./use-scroll-threshold";

/** Past this many pixels of scroll the logo shrinks and a configured header becomes fixed and opaque. */
export const HEADER_SCROLL_THRESHOLD = 30;

type HeaderProps = { shell: ShellData; lang: Language; page: PageId | null; params: Record<string, string | undefined> };

export function Header({ shell, lang, page, params }: HeaderProps) {
  const { t } = useTranslation();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const onHome = page === "home";
  const logoHidden = onHome && shell.header.hideLogoOnHomeUntilScrolled && !scrolled;
  const headerRef = useTopBarHeight();
  return (
    <header
      ref={headerRef}
      className="site-header"
      data-fixed={shell.header.fixedOnScroll || undefined}
      data-scrolled={scrolled || undefined}
      data-home={onHome || undefined}
    >
      <TopBar left={shell.topBar.left} right={shell.topBar.right} />
      <div className="header-main container">
        <Link to={href("home", lang)} className="logo" data-hidden={logoHidden || undefined} prefetch="intent">
          <img
            src={shell.logo.src}
            width={shell.logo.width}
            height={shell.logo.height}
            alt={t("shell.logoAlt", { name: shell.siteName })}
          />
        </Link>
        <nav className="main-nav" aria-label={t("shell.mainMenu")}>
          <MenuList items={shell.menu} />
        </nav>
        {/* Spec §2: the free valuation, a button of its own beside the menu (an entry of the drawer on phones). */}
        <Link to={href("valuation", lang)} className="button valuation-button" prefetch="intent">
          {t("shell.freeValuation")}
        </Link>
        <FavouritesLink />
        <LanguageSwitcher languages={shell.languages} lang={lang} page={page} params={params} />
        <MenuDrawer
          items={[...shell.menu, { id: "valuation", label: t("shell.freeValuation"), href: href("valuation", lang), children: [] }]}
        />
      </div>
    </header>
  );
}

/**
 * Keeps the header's --top-bar-height at the top bar's height. The fixed header sticks that far
 * above the viewport's top, so the top bar scrolls away with the page while the menu row stays:
 * hiding the top bar instead would shorten the page above the content, the browser would then
 * scroll the content back up (scroll anchoring) under the threshold, and the header would flicker
 * between its two states for scroll positions just past it.
 */
function useTopBarHeight() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = ref.current;
    const topBar = header?.querySelector<HTMLElement>(".top-bar");
    if (!header || !topBar) return;
    const update = () => header.style.setProperty("--top-bar-height", `${topBar.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(topBar);
    return () => observer.disconnect();
  }, []);
  return ref;
}

function TopBar({ left, right }: { left: TopBarLink[]; right: TopBarLink[] }) {
  const { t } = useTranslation();
  if (left.length === 0 && right.length === 0) return null;
  const list = (links: TopBarLink[], side: string) => (
    <ul className={`top-bar-${side}`}>
      {links.map((link) => (
        <li key={`${link.href}-${link.label}`}>
          {link.external ? (
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              <Icon name={link.icon} />
              <span>{link.label}</span>
              <span className="visually-hidden"> {t("shell.opensInNewTab")}</span>
            </a>
          ) : (
            <Link to={link.href}>
              <Icon name={link.icon} />
              <span>{link.label}</span>
            </Link>
          )}
        </li>
      ))}
    </ul>
  );
  return (
    <nav className="top-bar" aria-label={t("shell.topBar")}>
      <div className="container">
        {list(left, "left")}
        {list(right, "right")}
      </div>
    </nav>
  );
}

/**
 * Links to the same page in every other enabled language, query string kept. Shown only when
 * more than one language is enabled. Each link loads a new document, so the page arrives with
 * its own language's texts.
 */
function LanguageSwitcher({
  languages,
  lang,
  page,
  params,
}: {
  languages: Language[];
  lang: Language;
  page: PageId | null;
  params: Record<string, string | undefined>;
}) {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (languages.length <= 1) return null;
  return (
    <nav className="language-switcher" aria-label={t("shell.languageSwitcher")}>
      <ul>
        {languages.map((code) => {
          const target = page ? `${href(page, code, params)}${encodedQuery(search)}` : href("home", code);
          return (
            <li key={code}>
              {/* A new document (the texts of the other language); a Link so that preview keeps its basename. */}
              <Link reloadDocument to={target} hrefLang={code} lang={code} aria-current={code === lang ? "true" : undefined}>
                {/* The name says the visible code first (WCAG 2.5.3, label in name): "NL – Nederlands". */}
                {code.toUpperCase()}
                <span className="visually-hidden"> – {LANGUAGE_NAMES[code]}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The query as the browser would encode it ("city=Namur|5000" → "city=Namur%7C5000"), so that a shared link's raw characters make no invalid URL. */
function encodedQuery(search: string): string {
  const query = new URLSearchParams(search).toString();
  return query ? `?${query}` : "";
}
