/**
 * The site's pictures, /media/{name}?w=… (app/media/pictures.server.ts): resized to one of the
 * offered widths, as AVIF, WebP or JPEG as the browser accepts. Each answer carries an ETag: a
 * browser asking again with it gets 304 without the picture.
 *
 * Express answers them before Remix (ADR 055). Remix matched each picture's path against its 247
 * routes twice, about 3 ms of CPU per picture, most of what a picture already made cost to send.
 */
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import type { RequestHandler, Response } from "express";
import type { Logger } from "pino";
import { isImageWorkBusy } from "~/media/image-work.server";
import { parsePictureRequest, type PictureRenderer } from "~/media/pictures.server";
import { isNotModified } from "./not-modified.server";
import { sendPlainStatus } from "./status-page.server";

function sendText(res: Response, status: number, message: string): void {
  res.status(status).set("Content-Type", "text/plain; charset=utf-8").send(message);
}

export function pictureHandler({ pictures, logger }: { pictures: PictureRenderer; logger: Logger }): RequestHandler {
  return async (req, res, next) => {
    // A POST: the other methods get their 405 from rejectUnservedRequests.
    if (req.method !== "GET" && req.method !== "HEAD") return sendPlainStatus(res, 405);
    try {
      const search = new URL(req.originalUrl, "http://localhost").searchParams;
      const parsed = parsePictureRequest(req.params.name, search, req.get("Accept") ?? null);
      if ("status" in parsed) return sendText(res, parsed.status, parsed.message);
      const picture = await pictures.locate(parsed);
      if (!picture) return sendText(res, 404, "No such picture");
      const validated = { ETag: picture.etag, "Cache-Control": "public, max-age=31536000, stale-while-revalidate=86400", Vary: "Accept" };
      if (isNotModified(req, picture.etag)) return void res.status(304).set(validated).end();
      let file: string;
      try {
        file = await pictures.render(picture);
      } catch (error) {
        // Resizes are queued one at a time (ADR 039); past its length the browser asks again shortly.
        if (isImageWorkBusy(error)) {
          res.set({ "Retry-After": "1", "Cache-Control": "no-store" });
          return sendText(res, 503, "Too many pictures are being prepared; try again in a moment");
        }
        logger.warn({ err: error, name: parsed.name }, "picture could not be rendered");
        return sendText(res, 422, "This picture cannot be read");
      }
      const { size } = await stat(file);
      res.status(200).set({ ...validated, "Content-Type": `image/${parsed.format}`, "Content-Length": String(size) });
      if (req.method === "HEAD") return void res.end();
      await pipeline(createReadStream(file), res);
    } catch (error) {
      // A visitor who left mid-picture is no error; anything before the headers is the error page's.
      if (res.headersSent) res.destroy();
      else next(error);
    }
  };
}
