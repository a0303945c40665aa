import type { Language } from "~/i18n/languages";
import { PAGE_IDS, pageOfOriginalPath, type PageId } from "~/routing/route-table";
import { withAgencyFields } from "./agency";
import { buildMenu, buildTopBar, type MenuItem, type TopBarLink } from "./menu";
import type { Site } from "./site.server";

export type FooterColumnView = {
  title: string | null;
  intro: string;
  html: string;
  images: { src: string; width: number; height: number; alt: string }[];
  widths: { xs: number; sm: number; md: number; lg: number };
};

/** Everything the page shell shows, in one language; computed per request from the site configuration. */
export type ShellData = {
  siteName: string;
  logo: { src: string; width: number; height: number };
  header: { fixedOnScroll: boolean; hideLogoOnHomeUntilScrolled: boolean };
  menu: MenuItem[];
  topBar: { left: TopBarLink[]; right: TopBarLink[] };
  footer: { columns: FooterColumnView[]; copyright: string };
  languages: Language[];
  defaultLanguage: Language;
  /** Short titles of every page, for breadcrumbs. */
  pageTitles: Record<PageId, string>;
};

export function buildShell(site: Site, lang: Language, now = new Date()): ShellData {
  const { config } = site;
  const menuTitle = (page: PageId) => site.pages[page][lang].menuTitle;
  // The agency's address and licence, written one way in the top bar, the footer and the contact page.
  const topBar = (items: typeof config.topBar.left) =>
    buildTopBar(items, lang).map((link) => ({ ...link, label: withAgencyFields(link.label, config.agency, lang) }));
  return {
    siteName: config.name,
    logo: config.logo,
    header: {
      fixedOnScroll: config.header.fixedOnScroll,
      hideLogoOnHomeUntilScrolled: config.header.hideLogoOnHomeUntilScrolled,
    },
    menu: buildMenu(site.menu, lang, {
      showHome: config.header.showHomeInMenu,
      label: (entry) => {
        const page = entry.path === "home" ? "home" : pageOfOriginalPath(entry.path);
        return page ? menuTitle(page) : entry.name;
      },
    }),
    topBar: { left: topBar(config.topBar.left), right: topBar(config.topBar.right) },
    footer: {
      columns: config.footer.columns
        .filter((column) => column.public)
        .map((column) => ({
          title: column.titlePublic ? column.title[lang] : null,
          intro: column.intro[lang],
          html: withAgencyFields(column.text[lang], config.agency, lang, { html: true }),
          images: column.images.map((image) => ({ ...image, alt: image.alt[lang] })),
          widths: column.widths,
        })),
      copyright: config.footer.copyright[lang].replace("{{year}}", String(now.getFullYear())),
    },
    languages: site.enabledLanguages,
    defaultLanguage: config.defaultLanguage,
    pageTitles: Object.fromEntries(PAGE_IDS.map((page) => [page, menuTitle(page)])) as Record<PageId, string>,
  };
}

const shells = new WeakMap<Site, Map<string, ShellData>>();

/**
 * The shell of every page in a language, built once per site configuration, language and year
 * (the copyright's) instead of on every request (ADR 022). Shared by requests: never change it.
 */
export function shellFor(site: Site, lang: Language, now = new Date()): ShellData {
  let bySite = shells.get(site);
  if (!bySite) shells.set(site, (bySite = new Map()));
  const key = `${lang} ${now.getFullYear()}`;
  let shell = bySite.get(key);
  if (!shell) {
    // One year at a time: the old year's shells go.
    if (bySite.size >= 16) bySite.clear();
    bySite.set(key, (shell = buildShell(site, lang, now)));
  }
  return shell;
}
