import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/routing/origin";
import { sharedFileHref } from "~/routing/route-table";

/**
 * robots.txt: everything may be crawled except the search index; the sitemap is named. Previews
 * may be crawled on purpose: their "noindex" keeps them out of the index only if crawlers read it.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env);
  const body = [
    "User-agent: *",
    `Disallow: ${sharedFileHref("search-index")}`,
    "",
    `Sitemap: ${origin}${sharedFileHref("sitemap")}`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
