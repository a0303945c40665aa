import type { LoaderFunctionArgs } from "@remix-run/node";
import { getSitemaps } from "~/catalogue/sitemap.server";

/** sitemap.xml: the index of the site's sitemaps (/sitemaps/pages.xml, /sitemaps/listings-1.xml …), built once per catalogue version. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { index } = await getSitemaps(context, request);
  return new Response(index, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
