/**
 * Time per keystroke of the client search (searchCatalogue), in Node, with the real catalogue
 * and with a generated one of 20,000 listings (the real ones varied: new ids, cities from the
 * city list, goals and types mixed), plus the time to build the index and to parse its JSON.
 *   npm run bench:search                       # 200 rounds per typed text
 *   npm run bench:search -- --rounds 50 --size 50000
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { buildSearchIndex, searchCatalogue, type SearchIndex } from "~/catalogue/search";
import { catalogueSchema, type Catalogue, type Listing } from "~/catalogue/schema";
import { loadVersionedCatalogue, replaceCatalogue } from "~/catalogue/store.server";
import { closeDatabase, createDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { i18nFor } from "~/i18n/i18n.server";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "200" },
    size: { type: "string", default: "20000" },
  },
});
const ROUNDS = Number(values.rounds);
const SIZE = Number(values.size);

const ROOT = path.resolve(import.meta.dirname, "..");
const real = catalogueSchema.parse(JSON.parse(readFileSync(path.join(ROOT, "data/catalogue/snapshot.json"), "utf8")));
const { t: frenchTexts } = await i18nFor("fr");

/** Small deterministic generator (mulberry32), so every run measures the same catalogue. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `size` listings made from the real ones: new ids, a city of the city list, the goal and status mixed. */
function generate(base: Catalogue, size: number): Catalogue {
  const next = random(20_000);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const cities = base.cities.all;
  const listings: Listing[] = [];
  for (let i = 0; i < size; i++) {
    const model = base.listings[i % base.listings.length]!;
    const city = pick(cities);
    listings.push({
      ...model,
      ID: 5_000_000 + i,
      City: city.Name,
      Zip: city.Zip,
      CountryID: city.CountryID,
      CountryName: city.CountryName,
      Goal: next() < 0.6 ? 0 : 1,
      Status: next() < 0.95 ? "available" : next() < 0.5 ? "sold" : "rented",
      PublishedAt: new Date(Date.UTC(2024, 0, 1) + Math.floor(next() * 700) * 86_400_000).toISOString(),
    });
  }
  return { ...base, listings };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Every prefix of the text, as typed one key at a time. */
const keystrokes = (text: string) => Array.from({ length: text.length }, (_, i) => text.slice(0, i + 1));

type Row = { catalogue: string; text: string; keys: number; mean: number; p95: number; max: number; results: string };

function measureTyping(index: SearchIndex, label: string, text: string): Row {
  const prefixes = keystrokes(text);
  // Warm-up: the JIT and the per-index lookups.
  for (let r = 0; r < 20; r++) for (const prefix of prefixes) searchCatalogue(index, prefix);
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const prefix of prefixes) {
      const start = performance.now();
      searchCatalogue(index, prefix);
      times.push(performance.now() - start);
    }
  }
  times.sort((a, b) => a - b);
  const last = searchCatalogue(index, text);
  return {
    catalogue: label,
    text,
    keys: prefixes.length,
    mean: times.reduce((sum, t) => sum + t, 0) / times.length,
    p95: percentile(times, 95),
    max: times[times.length - 1]!,
    results: `${last.total.types}/${last.total.cities}/${last.total.properties}`,
  };
}

/** The catalogue in an in-memory database, as the app reads it; the index gets every property, whatever their number. */
async function measureBuild(catalogue: Catalogue, label: string) {
  const runs = 5;
  let index!: SearchIndex;
  const builds: number[] = [];
  const db = createDatabase("file::memory:");
  await migrateToLatest(db);
  await replaceCatalogue(db, catalogue, label);
  const stored = await loadVersionedCatalogue(db);
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    const [towns, typeTotals, available] = await Promise.all([
      stored.listings.within(db).towns(),
      stored.listings.within(db).typeTotals(),
      stored.listings.allAvailable(),
    ]);
    index = buildSearchIndex(stored, { towns, typeTotals, available }, "fr", frenchTexts);
    builds.push(performance.now() - start);
  }
  await closeDatabase(db);
  const json = JSON.stringify(index);
  const parses: number[] = [];
  for (let r = 0; r < runs; r++) {
    const start = performance.now();
    JSON.parse(json);
    parses.push(performance.now() - start);
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return {
    index,
    row: {
      catalogue: label,
      listings: catalogue.listings.length,
      indexed: index.properties.length,
      cities: index.cities.length,
      build: median(builds),
      parse: median(parses),
      json: json.length,
      gzip: gzipSync(json).length,
    },
  };
}

const fmtMs = (ms: number) => (ms < 1 ? `${(ms * 1000).toFixed(0)} µs` : `${ms.toFixed(2)} ms`);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

function table(headers: string[], rows: string[][]) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join("  ");
  console.log(line(headers));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
}

const generated = generate(real, SIZE);
const sets = [
  { label: "real", catalogue: real },
  { label: `generated ${SIZE.toLocaleString("en")}`, catalogue: generated },
];

const builds: Awaited<ReturnType<typeof measureBuild>>[] = [];
for (const { label, catalogue } of sets) builds.push(await measureBuild(catalogue, label));
console.log(`\nIndex build (fr, median of 5) and its JSON\n`);
table(
  ["catalogue", "listings", "indexed", "cities", "build", "JSON.parse", "JSON", "gzip"],
  builds.map(({ row }) => [
    row.catalogue,
    String(row.listings),
    String(row.indexed),
    String(row.cities),
    fmtMs(row.build),
    fmtMs(row.parse),
    kb(row.json),
    kb(row.gzip),
  ]),
);

const rows: Row[] = [];
for (const [i, { label }] of sets.entries()) {
  const index = builds[i]!.index;
  const someId = String(index.properties[Math.floor(index.properties.length / 2)]!.id);
  for (const text of ["namur", someId, "appartement liège", "namur 5000"]) rows.push(measureTyping(index, label, text));
}
console.log(`\nsearchCatalogue per keystroke (${ROUNDS} rounds of every prefix: "n", "na", "nam", …; results = types/cities/properties)\n`);
table(
  ["catalogue", "typed", "keys", "mean", "p95", "max", "results"],
  rows.map((row) => [row.catalogue, `"${row.text}"`, String(row.keys), fmtMs(row.mean), fmtMs(row.p95), fmtMs(row.max), row.results]),
);
for (const { label } of sets) {
  const all = rows.filter((row) => row.catalogue === label);
  const keys = all.reduce((sum, row) => sum + row.keys, 0);
  const mean = all.reduce((sum, row) => sum + row.mean * row.keys, 0) / keys;
  console.log(`${label}: ${fmtMs(mean)} per keystroke on average, worst p95 ${fmtMs(Math.max(...all.map((row) => row.p95)))}`);
}
console.log(`\nNode ${process.version}; the browser runs the same code (a phone is typically 3–5× slower).`);
