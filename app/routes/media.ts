import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { isNotModified } from "~/http/not-modified.server";
import { isImageWorkBusy } from "~/media/image-work.server";
import { parsePictureRequest } from "~/media/pictures.server";

const TEXT = { "Content-Type": "text/plain; charset=utf-8" };

/**
 * Every picture of the site, resized to 100, 400, 600 or 1360 px, as AVIF, WebP or JPEG. Each
 * answer carries an ETag: a browser asking again with it (If-None-Match) gets 304 without the picture.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = parsePictureRequest(params.name, url.searchParams, request.headers.get("Accept"));
  if ("status" in parsed) return new Response(parsed.message, { status: parsed.status, headers: TEXT });
  const picture = await context.pictures.locate(parsed);
  if (!picture) return new Response("No such picture", { status: 404, headers: TEXT });
  const headers = {
    ETag: picture.etag,
    "Cache-Control": "public, max-age=31536000, stale-while-revalidate=86400",
    Vary: "Accept",
  };
  if (isNotModified(request, picture.etag)) return new Response(null, { status: 304, headers });
  let file: string;
  try {
    file = await context.pictures.render(picture);
  } catch (error) {
    // Resizes are queued one at a time (ADR 039); past its length the browser asks again shortly.
    if (isImageWorkBusy(error)) {
      return new Response("Too many pictures are being prepared; try again in a moment", {
        status: 503,
        headers: { ...TEXT, "Retry-After": "1", "Cache-Control": "no-store" },
      });
    }
    context.logger.warn({ err: error, name: parsed.name }, "picture could not be rendered");
    return new Response("This picture cannot be read", { status: 422, headers: TEXT });
  }
  const { size } = await stat(file);
  return new Response(createReadableStreamFromReadable(createReadStream(file)), {
    headers: { ...headers, "Content-Type": `image/${parsed.format}`, "Content-Length": String(size) },
  });
}
