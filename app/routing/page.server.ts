import { data } from "@remix-run/node";
import type { SeoInput } from "./seo";
import type { AppContext } from "~/context.server";
import { agencyPicture } from "~/site/agency";
import { matchPage, type PageId, type PageMatch } from "./route-table";

export type PageContext = PageMatch & {
  /** Texts of the page from data/site/pages.json in its language. */
  seo: SeoInput;
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
  const { menuTitle: _, ogImage, ...texts } = context.site.pages[match.page][match.lang];
  // A page without a picture of its own is shared with the agency's.
  return { ...match, seo: { ...texts, image: ogImage ?? agencyPicture(context.site) ?? undefined } };
}
