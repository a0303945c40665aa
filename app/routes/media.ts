import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createReadableStreamFromReadable, type LoaderFunctionArgs } from "@remix-run/node";
import { parsePictureRequest, renderPicture } from "~/media/pictures.server";

/** Every picture of the site, resized to 100, 400, 600 or 1360 px, as AVIF, WebP or JPEG. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = parsePictureRequest(params.name, url.searchParams, request.headers.get("Accept"));
  if ("status" in parsed) {
    return new Response(parsed.message, { status: parsed.status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  let file: string | null;
  try {
    file = await renderPicture(parsed);
  } catch (error) {
    context.logger.warn({ err: error, name: parsed.name }, "picture could not be rendered");
    return new Response("This picture cannot be read", { status: 422, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  if (!file) return new Response("No such picture", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  const { size } = await stat(file);
  return new Response(createReadableStreamFromReadable(createReadStream(file)), {
    headers: {
      "Content-Type": `image/${parsed.format}`,
      "Content-Length": String(size),
      "Cache-Control": "public, max-age=31536000, stale-while-revalidate=86400",
      Vary: "Accept",
    },
  });
}
