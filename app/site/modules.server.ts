import type { Language } from "~/i18n/languages";
import type { PageId } from "~/routing/route-table";
import type { MenuPageConfig, PageModule } from "./config-schema";
import { ARTICLE_IDS, type ArticleId, type Site } from "./site.server";

export type ModuleView =
  | { kind: "article"; html: string }
  | {
      kind: "team";
      title: string | null;
      intro: string;
      perRow: number;
      members: { id: string; name: string; role: string; email: string; phone: string; languages: Language[]; photo: string }[];
    };

function findMenuPage(pages: MenuPageConfig[], id: string): MenuPageConfig | undefined {
  for (const page of pages) {
    if (page.id === id) return page;
    const child = findMenuPage(page.childMenus, id);
    if (child) return child;
  }
  return undefined;
}

const isArticle = (id: string): id is ArticleId => (ARTICLE_IDS as readonly string[]).includes(id);

function moduleView(module: PageModule, site: Site, lang: Language): ModuleView | null {
  const relation = module.relations[0];
  if (!relation) return null;
  if (relation.type === "article" && isArticle(relation.id)) {
    return { kind: "article", html: site.articles[relation.id][lang] };
  }
  if (relation.type === "category" && relation.id === "team") {
    return {
      kind: "team",
      title: module.title.public ? module.title.text[lang] : null,
      intro: site.articles.team[lang],
      perRow: module.numberItemOfRow,
      members: site.team.slice(0, module.maxItems).map((member) => ({ ...member, role: member.role[lang] })),
    };
  }
  // Listing, statistics and contact modules are rendered by the routes that own them.
  return null;
}

/**
 * The content modules of a page, in their configured order: a menu page's Published modules,
 * or for a page outside the menu (privacy statement, cookie policy, disclaimer) its article.
 */
export function pageModules(site: Site, page: PageId, lang: Language): ModuleView[] {
  const menuPage = findMenuPage(site.menu, page);
  const modules: PageModule[] = menuPage
    ? menuPage.params.modules.filter((module) => module.status === "Published")
    : isArticle(page)
      ? [articleModule(page)]
      : [];
  return modules.map((module) => moduleView(module, site, lang)).filter((view): view is ModuleView => view !== null);
}

function articleModule(id: ArticleId): PageModule {
  const none = { nl: "", fr: "", en: "", de: "" };
  return {
    title: { text: none, public: false },
    titleSize: "h2",
    position: "contentRow",
    span: 12,
    col: { sm: 12, md: 12, lg: 12 },
    view: "article",
    relations: [{ type: "article", id }],
    numberItemOfRow: 1,
    maxItems: 1,
    status: "Published",
  };
}
