/**
 * The process's work with sharp (libvips), shared by the pictures it resizes
 * (app/media/pictures.server.ts) and the maps it composes from tiles (app/map/map-picture.server.ts):
 * one job at a time on one libvips thread, in order of asking, a bounded queue (ADR 039), and
 * files written under a temporary name renamed into place, so that a reader never sees half a
 * picture and a process stopped mid-job leaves nothing behind.
 */
import type Sharp from "sharp";
import { randomUUID } from "node:crypto";
import { rmSync } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";

/**
 * sharp (libvips), loaded with the first picture to render: a server answering pages, or pictures
 * already cached, never holds it (about 28 MB resident, ADR 027). Its operation cache is off: each
 * picture is rendered once and then served from the disk, so keeping decoded sources only holds
 * memory. One libvips thread per picture (ADR 039): with more, each thread's allocations stay
 * with the process once the picture is written (glibc's per-thread arenas).
 */
let sharpLoading: Promise<typeof Sharp> | null = null;
export const loadSharp = () =>
  (sharpLoading ??= import("sharp").then(
    ({ default: sharp }) => {
      sharp.cache(false);
      sharp.concurrency(1);
      return sharp;
    },
    (error: unknown) => {
      sharpLoading = null; // tried again with the next picture
      throw error;
    },
  ));

/**
 * Pictures made one at a time, in order of asking (ADR 039): a page's gallery asks for a dozen
 * at once, and resizing them side by side on libuv's threads left a server that had resized 200 of
 * them at 547 MB resident; one at a time on one libvips thread, 330 MB; with the two malloc arenas
 * of `npm run serve` (MALLOC_ARENA_MAX=2) as well, 225 MB (`npm run bench:pictures`).
 */
const jobs = pLimit(1);

/** Jobs waiting their turn at most: past that a picture is answered 503 (ImageWorkBusyError), to ask again shortly. */
const JOBS_WAITING = 64;

/** Too many pictures are waiting to be made: the visitor's browser may ask again in a moment. */
export class ImageWorkBusyError extends Error {
  override name = "ImageWorkBusyError";
}

/**
 * Whether an error is an ImageWorkBusyError. By its name: the work runs in services server.ts
 * makes, and server.ts's bundle holds its own copy of this module beside the routes' build, so
 * `instanceof` would not see the class the route imports.
 */
export function isImageWorkBusy(error: unknown): boolean {
  return error instanceof Error && error.name === "ImageWorkBusyError";
}

/** Runs a job after those asked for before it; refused at once (ImageWorkBusyError) when too many wait. */
export function imageWork<T>(job: () => Promise<T>): Promise<T> {
  if (jobs.pendingCount >= JOBS_WAITING) return Promise.reject(new ImageWorkBusyError("too many pictures waiting to be made"));
  return jobs(job);
}

/** Temporary files of this process's jobs under way, removed at exit if the process is stopped mid-job. */
const temporaryFiles = new Set<string>();
let exitHook = false;

/**
 * Writes a file under a temporary name, then renames it into place. The name is unique across
 * instances sharing the folder (in containers every server is pid 1).
 */
export async function writeAtomically(target: string, write: (temporary: string) => Promise<unknown>): Promise<void> {
  if (!exitHook) {
    exitHook = true;
    process.once("exit", () => {
      for (const file of temporaryFiles) rmSync(file, { force: true });
    });
  }
  const temporary = `${target}.${randomUUID()}.tmp`;
  temporaryFiles.add(temporary);
  try {
    await write(temporary);
    await fs.rename(temporary, target);
  } finally {
    temporaryFiles.delete(temporary);
    await fs.rm(temporary, { force: true });
  }
}

/** A job takes seconds: a temporary file this old was left by a process killed mid-job. */
const STALE_TEMPORARY_MS = 10 * 60_000;

/**
 * Temporary files left by a process killed mid-job, removed at start. They are told by their
 * age, not by whose they are: the folder may be shared by instances on other hosts, whose jobs
 * under way are recent.
 */
export async function removeStaleTemporaryFiles(folder: string): Promise<void> {
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const before = Date.now() - STALE_TEMPORARY_MS;
  for (const name of names) {
    if (!name.endsWith(".tmp")) continue;
    const file = path.join(folder, name);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && stat.mtimeMs < before) await fs.rm(file, { force: true });
  }
}
