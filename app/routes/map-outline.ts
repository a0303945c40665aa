import type { LoaderFunctionArgs } from "@remix-run/node";
import { isNotModified } from "~/http/not-modified.server";
import { baseLayerGeoJson } from "~/map/outline-map.server";

/**
 * /map-outline.json: the countries of Europe as GeoJSON, the interactive map's own base layer when
 * no tiles are configured (ADR 041). Fetched by the map frame only, after the visitor asked for
 * the map; kept by browsers for a day, then revalidated with its ETag.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const { json, etag } = await baseLayerGeoJson();
  const headers = { ETag: etag, "Cache-Control": "public, max-age=86400" };
  if (isNotModified(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(json, { headers: { ...headers, "Content-Type": "application/geo+json; charset=utf-8" } });
}
