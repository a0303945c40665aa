import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { isNotModified } from "~/http/not-modified.server";
import { readMapImageKey } from "~/map/map-image-key.server";
import { isMapTilesUnavailable } from "~/map/map-picture.server";
import { tileSource } from "~/map/tiles.server";
import { isImageWorkBusy } from "~/media/image-work.server";

const TEXT = { "Content-Type": "text/plain; charset=utf-8" };
const UNAVAILABLE = { ...TEXT, "Retry-After": "1", "Cache-Control": "no-store" };

/**
 * /map-image/{key}.png: a list's map composed by the server from the configured tiles (ADR 041),
 * as WebP for a browser that takes it, else as PNG, its pins read from the key the page's loader
 * signed (app/map/map-image-key.server.ts). A key this server did not sign, or any key without
 * MAP_TILES_URL, is a 404: nobody else makes it fetch tiles. When the tiles cannot be fetched, or too many maps wait, a 503 nobody keeps: the page
 * beside it still says in words what the map shows.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const source = tileSource(context.env);
  const name = params.key ?? "";
  const asked =
    source && context.mapPictures && name.endsWith(".png")
      ? readMapImageKey(name.slice(0, -".png".length), source, context.env.SESSION_SECRET)
      : null;
  if (!asked || !context.mapPictures) return new Response("No such map", { status: 404, headers: TEXT });
  // As the site's pictures (app/http/pictures.server.ts): WebP where the browser says it takes it, else the PNG the address names.
  const format = request.headers.get("Accept")?.includes("image/webp") ? "webp" : "png";
  const headers = { ETag: `"${asked.id}-${format}"`, "Cache-Control": "public, max-age=86400", Vary: "Accept" };
  if (isNotModified(request, headers.ETag)) return new Response(null, { status: 304, headers });
  let file: string;
  try {
    file = await context.mapPictures.picture(asked, format);
  } catch (error) {
    if (isImageWorkBusy(error)) {
      return new Response("Too many maps are being prepared; try again in a moment", { status: 503, headers: UNAVAILABLE });
    }
    if (!isMapTilesUnavailable(error)) throw error;
    context.logger.warn({ err: error }, "map picture: the tiles could not be fetched");
    return new Response("The map's tiles cannot be fetched now", { status: 503, headers: UNAVAILABLE });
  }
  const size = await stat(file).then(
    (found) => found.size,
    () => null,
  );
  // Removed by another instance keeping the shared folder within its bound, between composition and reading.
  if (size === null) return new Response("The map is being prepared again", { status: 503, headers: UNAVAILABLE });
  return new Response(createReadableStreamFromReadable(createReadStream(file)), {
    headers: { ...headers, "Content-Type": `image/${format}`, "Content-Length": String(size) },
  });
}
