import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getLanguage } from "~/i18n/i18n.server";
import { href, matchOriginalPath } from "~/routing/route-table";

/**
 * The spec's unprefixed paths ("/", "/for-sale/", "/login/", …): sends the visitor to the same
 * page in their language (language cookie, then Accept-Language, then the configured default),
 * query string kept.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const lang = await getLanguage(request, context.i18n);
  const match = matchOriginalPath(url.pathname);
  if (!match) throw new Response(null, { status: 404 });
  return redirect(`${href(match.page, lang, match.params)}${url.search}`, {
    status: 302,
    headers: { Vary: "Cookie, Accept-Language", "Cache-Control": "private, no-cache" },
  });
}
