import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { imageWork, loadSharp, removeStaleTemporaryFiles, writeAtomically } from "~/media/image-work.server";
import { PICTURE_WIDTHS, type PictureWidth } from "~/media/picture-url";

/** Where pictures live: the catalogue's, the team's and the site's own (banner). */
const SOURCE_DIRS = ["data/pictures", "data/team", "data/site-media"].map((dir) => path.resolve(dir));
const NAME = /^[a-z0-9][a-z0-9._-]*\.(jpe?g|png|webp)$/i;

export type PictureFormat = "avif" | "webp" | "jpeg";

export type PictureRequest = { name: string; width: PictureWidth; format: PictureFormat };

export type PictureRequestError = { status: 400 | 404; message: string };

/** Validates a picture request: the name, one of the widths 100/400/600/1360, scale=1 only. */
export function parsePictureRequest(
  name: string | undefined,
  search: URLSearchParams,
  accept: string | null,
): PictureRequest | PictureRequestError {
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

/** A picture the site can serve: its source, the cache file of the asked size and format, and that file's validator. */
export type LocatedPicture = PictureRequest & {
  source: string;
  file: string;
  /** Weak ETag naming the cache file, which is named after the source's size and date, the width and the format. */
  etag: string;
};

export type PictureRenderer = {
  /** Where the picture is (or will be) cached and its ETag, without rendering it; null when there is no such picture. */
  locate(request: PictureRequest): Promise<LocatedPicture | null>;
  /** The cache file, rendered first when missing (once, however many requests ask at the same time). */
  render(picture: LocatedPicture): Promise<string>;
  /** Resolves once every render under way has finished: a render outlives the request that asked for it. */
  settle(): Promise<void>;
};

/**
 * The picture renderer over a cache folder: each picture rendered once with sharp and cached on
 * disk, keyed on the source's size and date so that a replaced picture is rendered anew. A render
 * writes a temporary file renamed into place, so a reader never sees half a picture.
 */
export function createPictureRenderer(cacheDir: string): PictureRenderer {
  const folder = path.resolve(cacheDir);
  const inFlight = new Map<string, Promise<string>>();
  void removeStaleTemporaryFiles(folder);

  async function locate(request: PictureRequest): Promise<LocatedPicture | null> {
    const source = await findSource(request.name);
    if (!source) return null;
    const stat = await fs.stat(source);
    const key = createHash("sha1").update(`${source}:${stat.size}:${stat.mtimeMs}`).digest("hex").slice(0, 12);
    const name = `${path.parse(request.name).name}-${key}-${request.width}.${request.format}`;
    return { ...request, source, file: path.join(folder, name), etag: `W/"${name}"` };
  }

  /** Whether the cache file is there. */
  async function cached(target: string): Promise<boolean> {
    try {
      await fs.access(target);
      return true;
    } catch {
      return false;
    }
  }

  function render(picture: LocatedPicture): Promise<string> {
    const target = picture.file;
    const running = inFlight.get(target);
    if (running) return running;
    // Registered at once, before any await: settle() sees every render asked for. A picture already
    // made is sent without entering the queue, so that it never waits behind one being made. The
    // others are made one at a time with the maps composed from tiles; refused (ImageWorkBusyError)
    // when too many wait (ADR 039).
    const job = cached(target)
      .then((made) =>
        made
          ? target
          : imageWork(async () => {
              // Made meanwhile, by another instance sharing the folder.
              if (await cached(target)) return target;
              await fs.mkdir(folder, { recursive: true });
              const sharp = await loadSharp();
              const pipeline = sharp(picture.source).rotate().resize({ width: picture.width, withoutEnlargement: true });
              const encoded =
                picture.format === "avif"
                  ? pipeline.avif({ quality: 50, effort: 2 })
                  : picture.format === "webp"
                    ? pipeline.webp({ quality: 72 })
                    : pipeline.jpeg({ quality: 78, mozjpeg: true, progressive: true });
              await writeAtomically(target, (temporary) => encoded.toFile(temporary));
              return target;
            }),
      )
      .finally(() => inFlight.delete(target));
    inFlight.set(target, job);
    return job;
  }

  async function settle(): Promise<void> {
    await Promise.allSettled([...inFlight.values()]);
  }

  return { locate, render, settle };
}
