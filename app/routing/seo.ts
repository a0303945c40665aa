import type { MetaDescriptor } from "@remix-run/node";
import type { Language } from "~/i18n/languages";
import { LOCALES } from "~/i18n/languages";
import { pictureSrcSet } from "~/media/picture-url";
import { hreflangAlternates } from "./hreflang";
import { href, type PageId, type RouteParams } from "./route-table";

export type SeoInput = {
  title: string;
  description: string;
  image?: string;
  noindex?: boolean;
  /** Extra query string kept on the canonical URL (listing filters), without "?". */
  canonicalQuery?: string;
  /** Neighbouring result pages (paths with their query), for rel prev/next. */
  prev?: string;
  next?: string;
  /** Open Graph and Twitter texts when they differ from the title and description. */
  ogTitle?: string;
  ogDescription?: string;
  twitterCard?: "summary" | "summary_large_image";
  twitterTitle?: string;
  twitterDescription?: string;
  /** The page's main picture (its largest paint): preloaded with its srcset and sizes, at high priority. */
  preloadPicture?: { src: string; sizes: string };
};

export type SeoContext = {
  origin: string;
  siteName: string;
  lang: Language;
  languages: Language[];
  defaultLanguage: Language;
  page: PageId | null;
  params: RouteParams;
  /** "Error: " while the page's form shows mistakes (app/forms/mistakes.server.ts), else "". */
  titlePrefix?: string;
};

/** Search engines show about this many characters of a title. */
export const TITLE_MAX_LENGTH = 70;

/**
 * A title of at most `max` characters from a text and an optional suffix (" – page 2 of 3"): the
 * suffix, or its short form, is kept whole; the text is cut at a word and marked "…" when needed.
 */
export function fitTitle(text: string, suffixes: string[] = [], max = TITLE_MAX_LENGTH): string {
  const candidates = suffixes.length > 0 ? suffixes : [""];
  for (const suffix of candidates) {
    if (text.length + suffix.length <= max) return text + suffix;
  }
  const suffix = candidates[candidates.length - 1]!;
  const room = max - suffix.length - 1;
  // Up to the last whole word that fits (the character after the cut tells whether a word ends there).
  const words = text
    .slice(0, room + 1)
    .replace(/\s*\S*$/, "")
    .replace(/[\s,;:–-]+$/, "");
  const cut = words.length > 0 && words.length <= room ? words : text.slice(0, room).trimEnd();
  return `${cut}…${suffix}`;
}

/**
 * Title (with the site's name when it fits), description, canonical, hreflang alternates (every enabled language and x-default),
 * Open Graph and Twitter fields of a page: one helper for every route's meta export.
 */
export function seoMeta(seo: SeoInput, ctx: SeoContext): MetaDescriptor[] {
  // The site's name follows the title where both fit in what search engines show.
  const withSiteName = `${seo.title} | ${ctx.siteName}`;
  const title = withSiteName.length <= TITLE_MAX_LENGTH ? withSiteName : seo.title;
  const meta: MetaDescriptor[] = [
    { title: `${ctx.titlePrefix ?? ""}${title}` },
    { name: "description", content: seo.description },
    { property: "og:site_name", content: ctx.siteName },
    { property: "og:type", content: "website" },
    { property: "og:title", content: seo.ogTitle ?? seo.title },
    { property: "og:description", content: seo.ogDescription ?? seo.description },
    { property: "og:locale", content: LOCALES[ctx.lang].replace("-", "_") },
    { name: "twitter:card", content: seo.twitterCard ?? (seo.image ? "summary_large_image" : "summary") },
    { name: "twitter:title", content: seo.twitterTitle ?? seo.ogTitle ?? seo.title },
    { name: "twitter:description", content: seo.twitterDescription ?? seo.ogDescription ?? seo.description },
  ];
  if (seo.image) {
    const image = new URL(seo.image, ctx.origin).toString();
    meta.push({ property: "og:image", content: image }, { name: "twitter:image", content: image });
  }
  if (seo.noindex) meta.push({ name: "robots", content: "noindex" });
  if (seo.preloadPicture) {
    const { src, sizes } = seo.preloadPicture;
    meta.push({ tagName: "link", rel: "preload", as: "image", imageSrcSet: pictureSrcSet(src), imageSizes: sizes, fetchpriority: "high" });
  }
  if (seo.prev) meta.push({ tagName: "link", rel: "prev", href: new URL(seo.prev, ctx.origin).toString() });
  if (seo.next) meta.push({ tagName: "link", rel: "next", href: new URL(seo.next, ctx.origin).toString() });
  if (ctx.page) {
    const query = seo.canonicalQuery ? `?${seo.canonicalQuery}` : "";
    const url = (lang: Language) => `${ctx.origin}${href(ctx.page!, lang, ctx.params)}${query}`;
    meta.push({ tagName: "link", rel: "canonical", href: url(ctx.lang) }, { property: "og:url", content: url(ctx.lang) });
    if (!seo.noindex) {
      for (const alternate of hreflangAlternates(url, ctx)) {
        meta.push({ tagName: "link", rel: "alternate", hrefLang: alternate.hreflang, href: alternate.href });
      }
    }
  }
  return meta;
}
