/**
 * The site's one conditional GET: whether the browser's copy is still good, decided by `fresh`,
 * Express's own check (If-None-Match weakly against the ETag, "*", and Cache-Control: no-cache,
 * which always asks for the full answer). Resource routes (the search index, the map pictures) ask it
 * with their Fetch request; the pictures and the render cache with the Express request.
 */
import type { IncomingHttpHeaders } from "node:http";
import fresh from "fresh";

export function isNotModified(request: { headers: Headers | IncomingHttpHeaders }, etag: string): boolean {
  const { headers } = request;
  return fresh(headers instanceof Headers ? Object.fromEntries(headers) : headers, { etag });
}
