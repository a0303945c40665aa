/**
 * Brochures kept on disk, one per catalogue version, language, origin and property (ADR 051): made
 * once, served again until the next import. A new version's first brochure removes the files of
 * the older ones. Written under a temporary name and renamed, so a reader never sees half a PDF.
 */
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Language } from "~/i18n/languages";

export type BrochureKey = { version: number; lang: Language; origin: string; id: number };

const fileName = ({ version, lang, origin, id }: BrochureKey) =>
  `${version}-${lang}-${createHash("sha256").update(origin).digest("hex").slice(0, 8)}-${id}.pdf`;

const making = new Map<string, Promise<Buffer>>();
let cleanedFor = -1;

/** The brochure's bytes from the folder, made by `make` when missing (once, however many ask at the same time). */
export async function keptBrochure(folder: string, key: BrochureKey, make: () => Promise<Buffer>): Promise<Buffer> {
  const file = path.join(folder, fileName(key));
  const kept = await readFile(file).catch(() => null);
  if (kept) return kept;
  let pending = making.get(file);
  if (!pending) {
    pending = (async () => {
      const bytes = await make();
      await mkdir(folder, { recursive: true });
      if (cleanedFor !== key.version) {
        cleanedFor = key.version;
        for (const other of await readdir(folder)) {
          if (!other.startsWith(`${key.version}-`)) await rm(path.join(folder, other), { force: true });
        }
      }
      const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
      return bytes;
    })().finally(() => making.delete(file));
    making.set(file, pending);
  }
  return pending;
}
