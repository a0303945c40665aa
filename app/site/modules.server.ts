import type { TFunction } from "i18next";
import { LUXEMBOURG_COUNTRY_ID, SPAIN_COUNTRY_ID } from "~/belgium/country";
import { formatNumber } from "~/belgium/format";
import { listingCard, type ListingCardView } from "~/catalogue/listing-card";
import { projectPath } from "~/catalogue/paths";
import { placeLine } from "~/catalogue/place";
import { projectPriceRange } from "~/catalogue/project-view";
import type { ListingQuery } from "~/catalogue/listing-query";
import type { VersionedCatalogue } from "~/catalogue/store.server";
import { CONSENT_RECORD_MONTHS, CONSENT_VALID_MONTHS } from "~/consent/choice";
import type { Language } from "~/i18n/languages";
import { listingMapEntry } from "~/map/listing-map";
import { pageMap, type PageMap, type PageMapEnv } from "~/map/page-map.server";
import { href, type PageId } from "~/routing/route-table";
import { ratingSummary, type PublishedTestimonial } from "~/testimonials/testimonial";
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
    }
  | { kind: "listings"; title: string | null; perRow: number; listings: ListingCardView[]; map: PageMap | null }
  | { kind: "stats"; title: string | null; figures: { value: number; label: string }[] }
  | { kind: "projects"; title: string | null; perRow: number; projects: ProjectCardView[] }
  | TestimonialsModuleView;

/**
 * The approved testimonials (ADR 047): the latest few, each in the language it was written in; the
 * average of them all (written as the spec writes numbers) and the form's page.
 */
export type TestimonialsModuleView = {
  kind: "testimonials";
  title: string | null;
  perRow: number;
  testimonials: PublishedTestimonial[];
  summary: { average: number; averageText: string; count: number } | null;
  formHref: string;
};

/** The page's testimonials module, if it has one (its structured data goes with the agency's). */
export function testimonialsModuleOf(modules: readonly ModuleView[]): TestimonialsModuleView | undefined {
  return modules.find((module): module is TestimonialsModuleView => module.kind === "testimonials");
}

/** A new-build project in a list: its picture, name, town, price range and page. */
export type ProjectCardView = {
  id: number;
  name: string;
  place: string;
  price: string;
  href: string;
  picture: { src: string; width: number; height: number } | null;
};

/** What modules need beyond the configuration: the catalogue and the language's texts. */
export type ModuleContext = {
  site: Site;
  lang: Language;
  t: TFunction;
  catalogue: Pick<VersionedCatalogue, "projects" | "cities" | "listings" | "testimonials" | "news">;
  /** The page's own listing filters (the search links Spanish towns to the abroad page with ?city=). */
  listingQuery?: ListingQuery;
  /** LEAD_RETENTION_MONTHS, written where an article says {{leadRetentionMonths}} (the privacy statement). */
  leadRetentionMonths?: number;
  /** The configuration, for the abroad list's map (its tiles, MAP_TILES_URL, and the secret its picture's address is signed with); no map without it. */
  env?: PageMapEnv;
};

/** The lists of one country outside Belgium, by their module id: the country's listings. */
const COUNTRY_LISTS = { abroad: SPAIN_COUNTRY_ID, luxembourg: LUXEMBOURG_COUNTRY_ID } as const;
const isCountryList = (id: string): id is keyof typeof COUNTRY_LISTS => Object.hasOwn(COUNTRY_LISTS, id);

const NO_FILTER: ListingQuery = { city: null, type: null, priceMin: null, priceMax: null, bedrooms: null, sort: "newest", page: 1 };

function findMenuPage(pages: MenuPageConfig[], id: string): MenuPageConfig | undefined {
  for (const page of pages) {
    if (page.id === id) return page;
    const child = findMenuPage(page.childMenus, id);
    if (child) return child;
  }
  return undefined;
}

const isArticle = (id: string): id is ArticleId => (ARTICLE_IDS as readonly string[]).includes(id);

async function moduleView(
  module: PageModule,
  { site, lang, t, catalogue, listingQuery, leadRetentionMonths, env }: ModuleContext,
): Promise<ModuleView | null> {
  const relation = module.relations[0];
  if (!relation) return null;
  const title = module.title.public ? module.title.text[lang] || null : null;
  if (relation.type === "property-list" && (relation.id === "latest" || isCountryList(relation.id))) {
    // "latest": the newest available properties, wherever they are; "abroad" (Spain, the spec's
    // page) and "luxembourg": the ones of that country.
    const listings = isCountryList(relation.id)
      ? (
          await catalogue.listings.search(
            "abroad",
            { ...(listingQuery ?? NO_FILTER), page: 1 },
            module.maxItems,
            COUNTRY_LISTS[relation.id],
          )
        ).items
      : await catalogue.listings.latest(module.maxItems);
    const { hideCity } = site.config.listing;
    const cards = listings.map((listing) => listingCard(listing, lang, t, catalogue, hideCity));
    // The abroad list is a list page of its own: its map beside it (ADR 041).
    const entries = listings.map((listing, index) => listingMapEntry(listing, cards[index]!, lang, t, hideCity));
    return {
      kind: "listings",
      title,
      perRow: module.numberItemOfRow,
      listings: cards,
      map: isCountryList(relation.id) && env ? await pageMap(entries, { env, site }, lang, t) : null,
    };
  }
  if (relation.type === "property-list" && relation.id === "projects") {
    // The catalogue's new-build projects; none is said in so many words (spec §8).
    const { hideCity } = site.config.listing;
    const projects = [...catalogue.projects]
      .sort((a, b) => a.Name.localeCompare(b.Name, lang))
      .slice(0, module.maxItems)
      .map((project): ProjectCardView => {
        const picture = project.Pictures[0];
        return {
          id: project.ID,
          name: project.Name,
          place: placeLine(project, lang, t, hideCity),
          price: projectPriceRange(project, t),
          href: projectPath(project, lang),
          picture: picture ? { src: picture.Url, width: picture.Width, height: picture.Height } : null,
        };
      });
    return { kind: "projects", title, perRow: module.numberItemOfRow, projects };
  }
  if (relation.type === "testimonials") {
    const summary = ratingSummary(catalogue.testimonials);
    return {
      kind: "testimonials",
      title,
      perRow: module.numberItemOfRow,
      testimonials: catalogue.testimonials.slice(0, module.maxItems),
      summary: summary ? { ...summary, averageText: formatNumber(summary.average) } : null,
      formHref: href("testimonial", lang),
    };
  }
  if (relation.type === "stats-view") {
    // The same counts as the listing pages and the search block, so the figures never disagree.
    const totals = await catalogue.listings.totals();
    return {
      kind: "stats",
      title,
      figures: [
        { value: totals.sale, label: t("stats.forSale") },
        { value: totals.rent, label: t("stats.forRent") },
        { value: totals.abroad, label: t("stats.abroad") },
        { value: catalogue.cities.all.length, label: t("stats.towns") },
        { value: catalogue.projects.length, label: t("stats.projects", { count: catalogue.projects.length }) },
      ],
    };
  }
  if (relation.type === "article" && isArticle(relation.id)) {
    // The privacy statement and the cookie policy give the times the code applies.
    const html = site.articles[relation.id][lang]
      .replaceAll("{{consentRecordMonths}}", String(CONSENT_RECORD_MONTHS))
      .replaceAll("{{consentValidMonths}}", String(CONSENT_VALID_MONTHS));
    return {
      kind: "article",
      html: leadRetentionMonths === undefined ? html : html.replaceAll("{{leadRetentionMonths}}", String(leadRetentionMonths)),
    };
  }
  if (relation.type === "category" && relation.id === "team") {
    return {
      kind: "team",
      title,
      intro: site.articles.team[lang],
      perRow: module.numberItemOfRow,
      members: site.team.slice(0, module.maxItems).map((member) => ({ ...member, role: member.role[lang] })),
    };
  }
  // The for-sale and for-rent lists and the contact module belong to the routes that own them.
  return null;
}

/**
 * The content modules of a page, in their configured order: a menu page's Published modules,
 * or for a page outside the menu (privacy statement, cookie policy, disclaimer) its article.
 */
export function pageModules(page: PageId, context: ModuleContext): Promise<ModuleView[]> {
  // What a page's modules show depends on the catalogue's version (a new catalogue object), the
  // site's configuration, the language and the page's own filters only: built once for them
  // (ADR 022), and shared by the requests (never change them).
  let byCatalogue = builtModules.get(context.catalogue);
  if (!byCatalogue) builtModules.set(context.catalogue, (byCatalogue = new WeakMap()));
  let bySite = byCatalogue.get(context.site);
  if (!bySite) byCatalogue.set(context.site, (bySite = new Map()));
  const key = JSON.stringify([page, context.lang, context.listingQuery ?? null, context.leadRetentionMonths ?? null]);
  let views = bySite.get(key);
  if (!views) {
    if (bySite.size >= MAX_BUILT_MODULES) bySite.clear();
    const building = buildPageModules(page, context);
    bySite.set(key, (views = building));
    building.catch(() => bySite.get(key) === building && bySite.delete(key));
  }
  return views;
}

const builtModules = new WeakMap<object, WeakMap<Site, Map<string, Promise<ModuleView[]>>>>();
/** Pages × languages × the filters a page was asked with, per catalogue version and configuration. */
const MAX_BUILT_MODULES = 500;

async function buildPageModules(page: PageId, context: ModuleContext): Promise<ModuleView[]> {
  const menuPage = findMenuPage(context.site.menu, page);
  const modules: PageModule[] = menuPage
    ? menuPage.params.modules.filter((module) => module.status === "Published")
    : isArticle(page)
      ? [articleModule(page)]
      : [];
  const views = await Promise.all(modules.map((module) => moduleView(module, context)));
  return views.filter((view): view is ModuleView => view !== null);
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

/** The modules before and after the article that holds `mark` (the mark itself dropped); all before when none does. */
export function splitModulesAt(modules: ModuleView[], mark: string): [ModuleView[], ModuleView[]] {
  const index = modules.findIndex((module) => module.kind === "article" && module.html.includes(mark));
  if (index < 0) return [modules, []];
  const article = modules[index] as Extract<ModuleView, { kind: "article" }>;
  const [head = "", tail = ""] = article.html.split(mark);
  return [
    [...modules.slice(0, index), { kind: "article", html: head }],
    [{ kind: "article", html: tail }, ...modules.slice(index + 1)],
  ];
}
