import { data } from "@remix-run/node";
import type { Language } from "~/i18n/languages";
import type { AppContext } from "~/context.server";
import { matchPage, type PageId, type PageMatch } from "./route-table";

export type Seo = { title: string; description: string; image?: string; noindex?: boolean };

export type PageContext = PageMatch & {
  /** Texts of the page from data/site/pages.json in its language. */
  seo: Seo;
};

/**
 * Which page a request is for, in which language; throws a 404 when the path is no page or
 * names a language the agency has not enabled.
 */
export function requirePage(request: Request, context: AppContext, expected?: PageId[]): PageContext {
  const match = matchPage(new URL(request.url).pathname);
  if (!match || !context.site.enabledLanguages.includes(match.lang) || (expected && !expected.includes(match.page))) {
    throw data(null, { status: 404 });
  }
  const texts = context.site.pages[match.page]![match.lang];
  return {
    ...match,
    seo: {
      title: texts.title,
      description: texts.description,
      image: texts.ogImage,
    },
  };
}

export function pageTexts(context: AppContext, page: PageId, lang: Language) {
  return context.site.pages[page]![lang];
}
