import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSearchIndex } from "~/catalogue/search-index.server";
import { isNotModified } from "~/http/not-modified.server";
import { isLanguage } from "~/i18n/languages";

/**
 * /search-index.json?lang=fr: the search index of a language, fetched by the search block on
 * first use (never inlined in the page). Cached for 5 minutes, then revalidated with its ETag
 * (the catalogue version and the language).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const lang = new URL(request.url).searchParams.get("lang");
  if (!isLanguage(lang) || !context.site.enabledLanguages.includes(lang)) {
    return new Response(`lang must be one of: ${context.site.enabledLanguages.join(", ")}`, {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { json, etag } = await getSearchIndex(context, lang);
  const headers = { ETag: etag, "Cache-Control": "public, max-age=300" };
  if (isNotModified(request, etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(json, { status: 200, headers: { ...headers, "Content-Type": "application/json; charset=utf-8" } });
}
