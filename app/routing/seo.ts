import type { MetaDescriptor } from "@remix-run/node";
import type { Language } from "~/i18n/languages";
import { LOCALES } from "~/i18n/languages";
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
};

export type SeoContext = {
  origin: string;
  siteName: string;
  lang: Language;
  languages: Language[];
  defaultLanguage: Language;
  page: PageId | null;
  params: RouteParams;
};

/**
 * Title, description, canonical, hreflang alternates (every enabled language and x-default),
 * Open Graph and Twitter fields of a page: one helper for every route's meta export.
 */
export function seoMeta(seo: SeoInput, ctx: SeoContext): MetaDescriptor[] {
  const title = `${seo.title} | ${ctx.siteName}`;
  const meta: MetaDescriptor[] = [
    { title },
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
