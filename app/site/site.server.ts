import fs from "node:fs";
import path from "node:path";
import sanitizeHtml from "sanitize-html";
import { z } from "zod";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { PAGE_IDS, pageOfOriginalPath, type PageId } from "~/routing/route-table";
import {
  localized,
  menuPageSchema,
  pageTextsSchema,
  siteSchema,
  type MenuPageConfig,
  type PageTextsConfig,
  type SiteConfig,
} from "./config-schema";

const teamMemberSchema = z
  .object({
    id: z.string().min(1),
    name: z.string().min(1),
    role: localized(z.string()),
    email: z.email(),
    phone: z.string(),
    languages: z.array(z.enum(LANGUAGES)),
    photo: z.string().min(1),
  })
  .strict();
export type TeamMember = z.infer<typeof teamMemberSchema>;

/** Content articles (data/content/{id}/{lang}.html) that pages can show. */
export const ARTICLE_IDS = ["agency", "team", "jobs", "abroad", "privacy", "cookie-policy", "disclaimer", "not-found"] as const;
export type ArticleId = (typeof ARTICLE_IDS)[number];

/** What a page says about itself in one language: its short (menu, breadcrumb) title and its SEO texts. */
export type PageText = {
  menuTitle: string;
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  ogImage?: string;
  twitterCard: "summary" | "summary_large_image";
  twitterTitle: string;
  twitterDescription: string;
};

export type Site = {
  config: SiteConfig;
  enabledLanguages: Language[];
  menu: MenuPageConfig[];
  /** Texts of every page: menu pages carry them in their params, other pages in data/site/pages.json. */
  pages: Record<PageId, Record<Language, PageText>>;
  team: TeamMember[];
  articles: Record<ArticleId, Record<Language, string>>;
};

/** The HTML that configured texts may use; everything else is removed. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "p", "br", "ul", "ol", "li", "a", "strong", "em", "table", "caption", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: { a: ["href"], th: ["scope"] },
  allowedSchemes: ["https", "http", "mailto", "tel"],
};

export function sanitizeContent(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS).trim();
}

/** The text of an HTML fragment, entities kept, for an attribute value. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/"/g, "&quot;");

/**
 * Puts every table of sanitized content in a region of its own that scrolls sideways when the
 * table is wider than the screen, so that the page itself never does (WCAG 1.4.10). The region
 * is focusable, for keyboard users to scroll it, and named by the table's caption, else by the
 * heading before it, else by its column headers.
 */
export function tablesInRegions(html: string): string {
  return html.replace(/<table>([\s\S]*?)<\/table>/g, (table, inner: string, offset: number) => {
    const caption = /<caption>([\s\S]*?)<\/caption>/.exec(inner)?.[1];
    const heading = [...html.slice(0, offset).matchAll(/<h[2-4]>([\s\S]*?)<\/h[2-4]>/g)].pop()?.[1];
    const columns = [...inner.matchAll(/<th(?: [^>]*)?>([\s\S]*?)<\/th>/g)].map((match) => textOf(match[1]!)).join(", ");
    const label = textOf(caption ?? "") || textOf(heading ?? "") || columns;
    return `<div class="table-region" role="region" aria-label="${label}" tabindex="0">${table}</div>`;
  });
}

function readJson<T>(file: string, schema: z.ZodType<T>): T {
  let raw: unknown;
  try {
    raw = JSON.parse(fs.readFileSync(file, "utf8"));
  } catch (error) {
    throw new Error(`${file}: ${(error as Error).message}`);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const lines = result.error.issues.slice(0, 10).map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`${file} is not valid:\n${lines.join("\n")}`);
  }
  return result.data;
}

function pageText(config: PageTextsConfig, lang: Language): PageText {
  const meta = config.metadata[lang];
  const description = config.description[lang];
  return {
    menuTitle: config.title[lang],
    title: meta.title,
    description,
    ogTitle: meta.ogTitle ?? meta.title,
    ogDescription: meta.ogDescription ?? description,
    ogImage: meta.ogImage,
    twitterCard: meta.twitterCard ?? (meta.ogImage ? "summary_large_image" : "summary"),
    twitterTitle: meta.twitterTitle ?? meta.ogTitle ?? meta.title,
    twitterDescription: meta.twitterDescription ?? meta.ogDescription ?? description,
  };
}

/** Reads and validates the site configuration in data/; throws naming the file and field on a mistake. */
export function loadSite(dataDir = path.resolve("data")): Site {
  const config = readJson(path.join(dataDir, "site/site.json"), siteSchema);
  const menu = readJson(path.join(dataDir, "site/menu.json"), z.array(menuPageSchema));
  const otherPages = readJson(path.join(dataDir, "site/pages.json"), z.record(z.string(), pageTextsSchema));
  const team = readJson(path.join(dataDir, "site/team.json"), z.array(teamMemberSchema));

  const configured = new Map<string, PageTextsConfig>(Object.entries(otherPages));
  const collect = (entries: MenuPageConfig[]) => {
    for (const entry of entries) {
      const page = entry.path === "home" ? "home" : pageOfOriginalPath(entry.path);
      if (page) configured.set(page, entry.params);
      collect(entry.childMenus);
    }
  };
  collect(menu);
  const missingTexts = PAGE_IDS.filter((id) => !configured.has(id));
  if (missingTexts.length > 0) {
    throw new Error(
      `No texts for ${missingTexts.join(", ")}: give them a menu entry in data/site/menu.json or an entry in data/site/pages.json`,
    );
  }
  const pages = Object.fromEntries(
    PAGE_IDS.map((id) => [id, Object.fromEntries(LANGUAGES.map((lang) => [lang, pageText(configured.get(id)!, lang)]))]),
  ) as Site["pages"];

  const articles = {} as Site["articles"];
  for (const id of ARTICLE_IDS) {
    articles[id] = {} as Record<Language, string>;
    for (const lang of LANGUAGES) {
      const file = path.join(dataDir, "content", id, `${lang}.html`);
      if (!fs.existsSync(file)) throw new Error(`Missing content file ${file}`);
      articles[id][lang] = tablesInRegions(sanitizeContent(fs.readFileSync(file, "utf8")));
    }
  }

  // Footer texts are configured HTML too (their agency fields are filled per page: withAgencyFields).
  for (const column of config.footer.columns) {
    for (const lang of LANGUAGES) column.text[lang] = sanitizeContent(column.text[lang]);
  }

  const enabledLanguages = config.languages.filter((l) => l.use).map((l) => l.code);
  return { config, enabledLanguages, menu, pages, team, articles };
}
