/**
 * Generates the French catalogue snapshot and its pictures.
 *
 *   npm run catalogue:generate
 *   npm run catalogue:generate -- --preview DIR [kind…]   (draws pool pictures to DIR only)
 *   npm run catalogue:generate -- --size 100000 --out var/scale/catalogue-100000.json
 *     (a catalogue of that many listings for scale measurements: the snapshot's listings, then
 *     copies of them under new ids, on the pictures already drawn; the snapshot is left alone)
 *
 * Writes data/catalogue/snapshot.json (validated with `catalogueSchema` first)
 * and data/pictures/*.jpg. Everything is drawn from a seeded PRNG and from SVG
 * rasterised with sharp: the output is deterministic and needs no network
 * (tests/unit/catalogue-generate.test.ts checks that regenerating changes nothing). Each listing's
 * headline, description and details agree (ADR 035, tests/unit/catalogue-consistency.test.ts).
 *
 * The parts live in scripts/catalogue/: rng.ts (the seeded PRNG), geography.ts (towns),
 * categories.ts, epc.ts (values on the scales of app/belgium/epc.ts), texts.ts and
 * descriptions.ts (French texts), plan.ts (which listings, prices, videos), details.ts
 * (detail fields), pictures.ts (the picture pool), build.ts (the whole catalogue) and
 * draw/ (the pictures, SVG rasterised by sharp). The Belgian rules come from app/belgium.
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { catalogueSchema, formatCatalogueIssues } from "~/catalogue/schema";
import { goalKind } from "~/catalogue/codes";
import { buildCatalogue } from "./catalogue/build";
import { drawPicture } from "./catalogue/draw/picture";
import { buildPool, type PoolPicture } from "./catalogue/pictures";
import { scaleCatalogue } from "./catalogue/scale";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SNAPSHOT_FILE = path.join(ROOT, "data/catalogue/snapshot.json");
const PICTURES_DIR = path.join(ROOT, "data/pictures");

const JPEG_QUALITY = 72;

async function renderPool(pictures: PoolPicture[]): Promise<number> {
  await mkdir(PICTURES_DIR, { recursive: true });
  const wanted = new Set(pictures.map((p) => p.name));
  for (const f of await readdir(PICTURES_DIR)) {
    if (f.endsWith(".jpg") && !wanted.has(f)) await rm(path.join(PICTURES_DIR, f));
  }
  let bytes = 0;
  const queue = [...pictures];
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const svg = drawPicture(p);
      const buf = await sharp(Buffer.from(svg)).resize(p.w, p.h).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
      await writeFile(path.join(PICTURES_DIR, p.name), buf);
      bytes += buf.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return bytes;
}

async function main(): Promise<void> {
  const t0 = performance.now();
  const { catalogue, poolUsed } = buildCatalogue();
  const parsed = catalogueSchema.safeParse(catalogue);
  if (!parsed.success) {
    for (const line of formatCatalogueIssues(parsed.error).slice(0, 40)) console.error(line);
    throw new Error("generated catalogue does not match the schema");
  }
  const referenced = new Set<string>();
  for (const l of catalogue.listings) for (const p of l.Pictures) referenced.add(p.Name);
  for (const p of catalogue.projects) for (const q of p.Pictures) referenced.add(q.Name);
  const toRender = poolUsed.filter((p) => referenced.has(p.name));
  const bytes = await renderPool(toRender);
  await mkdir(path.dirname(SNAPSHOT_FILE), { recursive: true });
  await writeFile(SNAPSHOT_FILE, JSON.stringify(catalogue, null, 2) + "\n");
  const l = catalogue.listings;
  console.log(
    `Wrote ${path.relative(ROOT, SNAPSHOT_FILE)}: ${l.length} listings (${l.filter((x) => goalKind(x.Goal) === "sale").length} sale / ${l.filter((x) => goalKind(x.Goal) === "rent").length} rent), ` +
      `${catalogue.projects.length} project, ${catalogue.categories.length} categories, ${catalogue.cities.all.length} cities; ` +
      `${toRender.length} pictures (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
  );
}

/** Development aid: `--preview DIR [kind…]` renders pool pictures to DIR only. */
async function preview(dir: string, kinds: string[]): Promise<void> {
  const pool = [...buildPool().values()].flat().filter((p) => kinds.length === 0 || kinds.includes(p.kind) || kinds.includes(p.name));
  await mkdir(dir, { recursive: true });
  let bytes = 0;
  for (const p of pool) {
    const buf = await sharp(Buffer.from(drawPicture(p)))
      .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
      .toBuffer();
    await writeFile(path.join(dir, p.name), buf);
    bytes += buf.length;
  }
  console.log(`${pool.length} pictures, ${(bytes / 1024).toFixed(0)} KB in ${dir}`);
}

/** `--size N --out FILE`: a catalogue of N listings for scale measurements (scripts/catalogue/scale.ts). */
async function sized(size: number, out: string): Promise<void> {
  const t0 = performance.now();
  const catalogue = scaleCatalogue(buildCatalogue().catalogue, size);
  await mkdir(path.dirname(path.resolve(out)), { recursive: true });
  await writeFile(out, JSON.stringify(catalogue));
  console.log(`Wrote ${out}: ${size} listings in ${((performance.now() - t0) / 1000).toFixed(1)} s.`);
}

const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
const previewAt = process.argv.indexOf("--preview");
const size = argument("--size");
if (previewAt >= 0) await preview(process.argv[previewAt + 1] ?? "/tmp/catalogue-preview", process.argv.slice(previewAt + 2));
else if (size !== undefined) {
  const count = Number(size);
  const out = argument("--out") ?? `var/scale/catalogue-${size}.json`;
  if (!Number.isSafeInteger(count) || count < 1 || count > 4_000_000) {
    console.error("Usage: npm run catalogue:generate -- --size N [--out FILE]   (1 ≤ N ≤ 4,000,000)");
    process.exitCode = 2;
  } else await sized(count, out);
} else await main();
