/**
 * The import reads a file a part at a time (ADR 024): its layout, its small parts, then its
 * listings a batch at a time, validated as they are written. These tests hold it to what reading
 * the whole file did: the same catalogue, the same messages in the same order (compared with the
 * file read whole and given to `catalogueSchema`), the same checksum, nothing changed when the
 * file is refused, and a heap that does not grow with the file.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  CatalogueRefusedError,
  CROSS_CHECKED,
  describeIssue,
  jsonErrorOffset,
  openCatalogueFile,
  parseCatalogueFile,
  type ParseCatalogueResult,
} from "../../app/catalogue/catalogue-validation.server";
import { catalogueOfParsedListingsSchema, catalogueSchema, type Catalogue } from "../../app/catalogue/schema";
import { latestCatalogueVersion, loadCatalogue, replaceCatalogue } from "../../app/catalogue/store.server";
import { closeDatabase, createDatabase, type Database } from "../../app/db/db.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { makeCatalogue, makePostgresDatabase, makeSqliteDatabase, probePostgres, type TestDatabase } from "./catalogue-store-fixture";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const postgres = await probePostgres();

type Loose = Record<string, unknown> & {
  listings: Array<Record<string, unknown>>;
  projects: Array<Record<string, unknown>>;
};

/** A catalogue of `count` listings whose texts hold what a scanner could trip on: quotes, brackets, escapes, characters past Latin-1. */
function tricky(count = 12): Loose {
  const c = JSON.parse(JSON.stringify(makeCatalogue(count))) as Loose;
  c.listings.forEach((listing, i) => {
    listing.TypeDescription = `n°${i} "guillemets" [crochets] {accolades}, virgule: \\ barre \\" fin`;
    listing.Description = `Œuvre — 2 500 € ${"😀".repeat(i % 3)}\u2028ligne\t"}]},{"\n`;
  });
  return c;
}

/** The file read whole, as the import did before ADR 024: JSON.parse, then `catalogueSchema` on all of it. */
function readWhole(text: string): ParseCatalogueResult {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === "") return { ok: false, errors: ["the file is empty (expected a JSON catalogue object)"] };
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch (err) {
    const offset = jsonErrorOffset(body)!;
    const before = body.slice(0, offset);
    const where = `line ${before.split("\n").length}, column ${offset - before.lastIndexOf("\n")}`;
    return { ok: false, errors: [`not valid JSON at ${where}: ${(err as Error).message}`] };
  }
  const result = catalogueSchema.safeParse(raw);
  if (result.success) return { ok: true, catalogue: result.data };
  const { issues } = result.error;
  const errors = issues.slice(0, 100).map((issue) => describeIssue(raw, issue.path, issue.message));
  const more = issues.length - 100;
  if (more > 0) errors.push(`… and ${more} more problem${more === 1 ? "" : "s"}`);
  return { ok: false, errors };
}

function errorsOf(text: string): string[] {
  const whole = readWhole(text);
  return whole.ok ? [] : whole.errors;
}

/** The files of the comparison: each read part by part, and whole. */
function variants(): [string, string][] {
  const cases: [string, string][] = [];
  const add = (name: string, value: unknown, space?: number) =>
    cases.push([name, typeof value === "string" ? value : JSON.stringify(value, null, space)]);

  add("valid, compact", tricky());
  add("valid, indented", tricky(), 2);
  add("valid, with a byte-order mark", `\uFEFF${JSON.stringify(tricky())}`);
  const { listings, ...rest } = tricky();
  add("valid, listings last", { ...rest, listings });
  add("valid, no listings", { ...rest, listings: [] });
  add("valid, spaces everywhere", JSON.stringify(tricky(), null, "\t").replace(/,\n/g, "\r\n ,\n").replace(/": /g, '" \r\n\t: '));
  add(
    "valid, a member repeated (the last wins)",
    JSON.stringify(tricky(3)).replace('{"language":"fr",', '{"language":"nl","language":"fr",'),
  );
  add("valid, an escaped key", JSON.stringify(tricky(3)).replace('"listings":', '"list\\u0069ngs":'));
  add("valid, listings twice (the last wins)", JSON.stringify(tricky(3)).replace('"listings":', '"listings":[1,2],"listings":'));

  const deep = tricky(40);
  deep.listings[37]!.Zip = 5000;
  add("a listing error deep in the array", deep);

  const several = tricky(30);
  several.generatedAt = "yesterday";
  several.listings[3]!.Extra = true;
  delete several.listings[21]!.City;
  several.projects[0]!.PriceMin = "cheap";
  several.surplus = 1;
  add("problems before, in and after the listings", several);

  const continuable = tricky(20);
  continuable.listings[4]!.Zip = "12345";
  continuable.listings[15]!.ID = continuable.listings[2]!.ID;
  add("a check failing in a listing and a duplicate id: the checks across records run", continuable);

  const stopping = tricky(20);
  stopping.listings[4]!.Zip = 12345;
  stopping.listings[15]!.ID = stopping.listings[2]!.ID;
  add("a wrong type in a listing and a duplicate id: the checks across records do not run", stopping);

  const crossOnly = tricky(20);
  crossOnly.listings[18]!.ProjectID = 999;
  crossOnly.listings[6]!.CountryName = "Espagne";
  crossOnly.projects[0]!.PriceMin = 500_000;
  add("problems across records only", crossOnly);

  const headStops = tricky(20);
  headStops.categories = "none";
  headStops.listings[8]!.WebIDs = "1,7";
  add("a wrong type in a small part and a problem across records", headStops);

  const many = tricky(60);
  many.language = "nl";
  for (const listing of many.listings) listing.Zip = 1;
  many.projects[0]!.Goal = "x";
  add("more than 100 problems", many);

  add("listings not an array", { ...rest, listings: { a: 1 } });
  add("listings missing", rest);
  add("listings that are not objects", { ...rest, listings: [5, null, "x", [1], tricky(1).listings[0]] });
  add("a __proto__ member", JSON.stringify(tricky(2)).replace('{"language":"fr",', '{"__proto__":{"a":1},"language":"fr",'));

  const text = JSON.stringify(tricky(10), null, 2);
  add("a JSON syntax error after the listings", text.replace('"projects": [', '"projects": [,'));
  add("a JSON syntax error inside a listing", text.replace('"Zip": "1300"', '"Zip": 01300'));
  add("a JSON syntax error between listings", text.replace("},\n    {", "}\n    {"));
  add("an empty listing", text.replace("},\n    {", "},,\n    {"));
  add("a trailing comma in the listings", text.replace(/}\n {2}\],\n {2}"projects"/, '},\n  ],\n  "projects"'));
  add("a truncated file", text.slice(0, text.length / 2));
  add("text after the catalogue", `${text} x`);
  add("a bad escape in a key", text.replace('"language"', '"lang\\uage"'));
  add("a top-level array", "[]");
  add("an empty file", " \n ");
  return cases;
}

describe("the file read part by part", () => {
  it.each(variants())("gives what reading it whole gave: %s", (_name, text) => {
    expect(parseCatalogueFile(text)).toEqual(readWhole(text));
  });

  it("keeps of each listing the fields the checks across records read, and no more is needed", () => {
    // The checks across records run on CROSS_CHECKED only: a field they read that is not kept would be undefined.
    const read = new Set<PropertyKey>();
    const c = makeCatalogue(6);
    const watched = c.listings.map(
      (listing) =>
        new Proxy(listing, {
          get(target, key, receiver) {
            read.add(key);
            return Reflect.get(target, key, receiver) as unknown;
          },
        }),
    );
    expect(catalogueOfParsedListingsSchema.safeParse({ ...c, listings: watched }).success).toBe(true);
    expect([...read].filter((key) => !(CROSS_CHECKED as readonly PropertyKey[]).includes(key))).toEqual([]);
  });
});

const sha256OfOldImport = (catalogue: Catalogue) => {
  const hash = createHash("sha256").update(JSON.stringify({ ...catalogue, listings: [] }));
  for (const listing of catalogue.listings) hash.update(JSON.stringify(listing));
  return hash.digest("hex");
};

function importSuite(kind: "sqlite" | "postgres") {
  let tmp: string;
  let target: TestDatabase;
  let db: Database;

  beforeAll(() => {
    tmp = mkdtempSync(path.join(os.tmpdir(), "agency-streamed-import-"));
  });
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  beforeEach(async () => {
    target = kind === "sqlite" ? makeSqliteDatabase() : await makePostgresDatabase();
    db = createDatabase(target.url);
    await migrateToLatest(db);
  });
  afterEach(async () => {
    await closeDatabase(db);
    await target.drop();
  });

  const write = (name: string, value: unknown) => {
    const file = path.join(tmp, `${kind}-${name}`);
    writeFileSync(file, typeof value === "string" ? value : JSON.stringify(value, null, 1));
    return file;
  };

  async function importFile(file: string, batchSize = 3) {
    const opened = openCatalogueFile(file);
    if (!opened.ok) throw new CatalogueRefusedError(opened.errors);
    try {
      return await replaceCatalogue(db, opened.input, file, { batchSize });
    } finally {
      opened.input.close();
    }
  }

  it("imports a file a batch at a time: the same catalogue and checksum as reading it whole", async () => {
    const file = write("good.json", tricky(25));
    const whole = readWhole(JSON.stringify(tricky(25)));
    if (!whole.ok) throw new Error(whole.errors.join("\n"));
    const summary = await importFile(file);
    expect(summary.counts.listings).toBe(25);
    expect(summary.checksum).toBe(sha256OfOldImport(whole.catalogue));
    expect(await loadCatalogue(db)).toEqual(whole.catalogue);
    // The same catalogue from memory gives the same checksum.
    expect((await replaceCatalogue(db, whole.catalogue, "memory")).checksum).toBe(summary.checksum);
  });

  it("refuses a listing error deep in the file after writing the listings before it, and changes nothing", async () => {
    const before = makeCatalogue(4);
    const { version } = await replaceCatalogue(db, before, "before.json");
    const bad = tricky(30);
    bad.listings[27]!.Zip = 5000;
    bad.listings[28]!.ID = bad.listings[1]!.ID;
    const file = write("deep.json", bad);
    const error = await importFile(file).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CatalogueRefusedError);
    expect((error as CatalogueRefusedError).errors).toEqual(errorsOf(JSON.stringify(bad)));
    expect((error as CatalogueRefusedError).errors).toEqual(["listings[27] (ID 4000027).Zip: expected string, received number"]);
    expect(await latestCatalogueVersion(db)).toBe(version);
    expect(await loadCatalogue(db)).toEqual(before);
  });

  it("refuses a duplicate id found only after the last listing, and changes nothing", async () => {
    const before = makeCatalogue(4);
    const { version } = await replaceCatalogue(db, before, "before.json");
    const bad = tricky(12);
    bad.listings[11]!.ID = bad.listings[0]!.ID;
    const error = await importFile(write("duplicate.json", bad)).catch((e: unknown) => e);
    expect((error as CatalogueRefusedError).errors).toEqual([
      "listings[11] (ID 4000000).ID: duplicate listing ID 4000000 (also listings[0])",
    ]);
    expect(await latestCatalogueVersion(db)).toBe(version);
    expect(await loadCatalogue(db)).toEqual(before);
  });

  it("refuses a JSON syntax error inside a listing deep in the file with the message reading it whole gave", async () => {
    const before = makeCatalogue(4);
    const { version } = await replaceCatalogue(db, before, "before.json");
    const text = JSON.stringify(tricky(30), null, 2);
    const at = text.lastIndexOf('"Zip": "5000"', text.indexOf('"projects"'));
    const broken = `${text.slice(0, at)}"Zip": 05000${text.slice(at + '"Zip": "5000"'.length)}`;
    const opened = openCatalogueFile(write("syntax-in-listing.json", broken));
    expect(opened.ok).toBe(true); // the layout holds: the listing itself is read only when written
    if (opened.ok) opened.input.close();
    const error = await importFile(write("syntax-in-listing.json", broken)).catch((e: unknown) => e);
    expect((error as CatalogueRefusedError).errors).toEqual(errorsOf(broken));
    expect((error as CatalogueRefusedError).errors[0]).toMatch(/^not valid JSON at line \d+, column \d+: /);
    expect(await latestCatalogueVersion(db)).toBe(version);
  });

  it("refuses a JSON syntax error after the listings before the database is touched", () => {
    const text = JSON.stringify(tricky(10), null, 2).replace(/\n}$/, ",\n}");
    const opened = openCatalogueFile(write("syntax-after.json", text));
    expect(opened).toEqual(readWhole(text));
    expect(opened.ok ? [] : opened.errors[0]).toMatch(/^not valid JSON at line \d+, column 1: /);
  });

  it("fails when the file changes while it is imported, and changes nothing", async () => {
    const before = makeCatalogue(4);
    const { version } = await replaceCatalogue(db, before, "before.json");
    const file = write("changing.json", tricky(10));
    const opened = openCatalogueFile(file);
    if (!opened.ok) throw new Error(opened.errors.join("\n"));
    appendFileSync(file, "\n");
    try {
      await expect(replaceCatalogue(db, opened.input, file, { batchSize: 3 })).rejects.toThrow(/changed while it was being read/);
    } finally {
      opened.input.close();
    }
    expect(await latestCatalogueVersion(db)).toBe(version);
    expect(await loadCatalogue(db)).toEqual(before);
  });
}

describe("SQLite", () => importSuite("sqlite"));
describe.skipIf(!postgres.reachable)("PostgreSQL", () => importSuite("postgres"));

describe("the import command's memory", () => {
  it("imports 20,000 listings within a 64 MB heap (reading the file whole needed more than 96 MB)", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "agency-import-heap-"));
    try {
      const file = path.join(dir, "catalogue.json");
      writeFileSync(file, JSON.stringify(makeCatalogue(20_000)));
      const { stdout } = await run(process.execPath, ["--max-old-space-size=64", "--import", "tsx", "scripts/catalogue-import.ts", file], {
        cwd: ROOT,
        env: { ...process.env, DATABASE_URL: `file:${path.join(dir, "site.db")}` },
      });
      expect(stdout).toMatch(/^Imported .* 20000 listings/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
