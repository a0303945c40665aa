import { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { getSitemaps } from "~/catalogue/sitemap.server";

/**
 * /sitemaps/{name}: one sitemap of the index (pages.xml, listings-1.xml …), at most 50,000 URLs.
 * Kept gzipped: sent as it is to clients that accept gzip (crawlers do), unpacked for the others.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { files } = await getSitemaps(context, request);
  const file = files.get(params.name ?? "");
  if (!file) return new Response("No such sitemap", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const headers = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600", Vary: "Accept-Encoding" };
  if (/\bgzip\b/.test(request.headers.get("Accept-Encoding") ?? "")) {
    return new Response(file.gzip, { headers: { ...headers, "Content-Encoding": "gzip", "Content-Length": String(file.gzip.length) } });
  }
  return new Response(createReadableStreamFromReadable(Readable.from([file.gzip]).pipe(createGunzip())), { headers });
}
