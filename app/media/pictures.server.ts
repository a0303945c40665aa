import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { PICTURE_WIDTHS, type PictureWidth } from "~/media/picture-url";

/** Where pictures live: the catalogue's, the team's and the site's own (banner). */
const SOURCE_DIRS = ["data/pictures", "data/team", "data/site-media"].map((dir) => path.resolve(dir));
const CACHE_DIR = path.resolve("var/cache/media");
const NAME = /^[a-z0-9][a-z0-9._-]*\.(jpe?g|png|webp)$/i;

export type PictureFormat = "avif" | "webp" | "jpeg";

export type PictureRequest = { name: string; width: PictureWidth; format: PictureFormat };

export type PictureRequestError = { status: 400 | 404; message: string };

/** Validates a picture request: the name, one of the widths 100/400/600/1360, scale=1 only. */
export function parsePictureRequest(name: string | undefined, search: URLSearchParams, accept: string | null): PictureRequest | PictureRequestError {
  if (!name || !NAME.test(name) || name.includes("..")) return { status: 404, message: "No such picture" };
  const w = search.get("w") ?? "1360";
  const width = Number(w);
  if (!/^\d+$/.test(w) || !(PICTURE_WIDTHS as readonly number[]).includes(width)) {
    return { status: 400, message: `w must be one of ${PICTURE_WIDTHS.join(", ")}` };
  }
  const scale = search.get("scale");
  if (scale !== null && scale !== "1") return { status: 400, message: "scale must be 1" };
  return { name, width: width as PictureWidth, format: negotiateFormat(accept) };
}

/** AVIF or WebP where the browser says it accepts them, JPEG otherwise. */
export function negotiateFormat(accept: string | null): PictureFormat {
  if (accept?.includes("image/avif")) return "avif";
  if (accept?.includes("image/webp")) return "webp";
  return "jpeg";
}

async function findSource(name: string): Promise<string | null> {
  for (const dir of SOURCE_DIRS) {
    const file = path.join(dir, name);
    try {
      const stat = await fs.stat(file);
      if (stat.isFile()) return file;
    } catch {
      // not in this folder
    }
  }
  return null;
}

const inFlight = new Map<string, Promise<string>>();

/**
 * The resized picture's file, rendered once with sharp and cached on disk (keyed on the
 * source's size and date, so a replaced picture is rendered anew). Null when there is no such picture.
 */
export async function renderPicture(request: PictureRequest): Promise<string | null> {
  const source = await findSource(request.name);
  if (!source) return null;
  const stat = await fs.stat(source);
  const key = createHash("sha1").update(`${source}:${stat.size}:${stat.mtimeMs}`).digest("hex").slice(0, 12);
  const target = path.join(CACHE_DIR, `${path.parse(request.name).name}-${key}-${request.width}.${request.format}`);
  try {
    await fs.access(target);
    return target;
  } catch {
    // not cached yet
  }
  const running = inFlight.get(target);
  if (running) return running;
  const job = (async () => {
    await fs.mkdir(CACHE_DIR, { recursive: true });
    const pipeline = sharp(source).rotate().resize({ width: request.width, withoutEnlargement: true });
    const encoded =
      request.format === "avif"
        ? pipeline.avif({ quality: 50, effort: 2 })
        : request.format === "webp"
          ? pipeline.webp({ quality: 72 })
          : pipeline.jpeg({ quality: 78, mozjpeg: true, progressive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    await encoded.toFile(temporary);
    await fs.rename(temporary, target);
    return target;
  })().finally(() => inFlight.delete(target));
  inFlight.set(target, job);
  return job;
}
