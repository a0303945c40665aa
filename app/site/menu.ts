import type { Language } from "~/i18n/languages";
import { translateOriginalPath } from "~/routing/route-table";
import type { MenuPageConfig, TopBarItem } from "./config-schema";

export type MenuItem = { id: string; label: string; href: string; children: MenuItem[] };

/**
 * The spec's menu rules: only Published entries, sorted; 'home' maps to '/', others to
 * '/{path}/', children to '/{path}/{child}/'; every original path is then translated
 * through the route table into the visitor's language.
 */
export function buildMenu(
  pages: MenuPageConfig[],
  lang: Language,
  options: { showHome: boolean; label: (page: MenuPageConfig) => string },
): MenuItem[] {
  const build = (entries: MenuPageConfig[], parentPath: string | null): MenuItem[] =>
    entries
      .filter((page) => page.status === "Published")
      .filter((page) => options.showHome || parentPath !== null || page.path !== "home")
      .sort((a, b) => a.sort - b.sort)
      .map((page) => {
        const original = parentPath === null && page.path === "home" ? "/" : `${parentPath ?? ""}/${page.path}/`;
        return {
          id: page.id,
          label: options.label(page),
          href: translateOriginalPath(original, lang),
          children: build(page.childMenus, original.replace(/\/$/, "")),
        };
      });
  return build(pages, null);
}

export type LinkTarget = { href: string; external: boolean };

/**
 * Where a configured link goes. External links, tel: and mailto: open in a new tab;
 * a site path is an original path, translated into the visitor's language.
 */
export function resolveLink(link: string, lang: Language): LinkTarget {
  if (/^(https?:|tel:|mailto:)/i.test(link)) return { href: link, external: true };
  return { href: translateOriginalPath(link, lang), external: false };
}

export type TopBarLink = { label: string; icon: TopBarItem["icon"] } & LinkTarget;

export function buildTopBar(items: TopBarItem[], lang: Language): TopBarLink[] {
  return items
    .filter((item) => item.status === "Published")
    .map((item) => ({ label: item.label[lang], icon: item.icon, ...resolveLink(item.link, lang) }));
}
