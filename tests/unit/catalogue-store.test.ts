/**
 * Catalogue store: seed, atomic replace, round trip, cache across instances and
 * the import CLI, run against SQLite (temp file) and PostgreSQL (throw-away
 * schema; skipped with a warning when unreachable).
 */
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { catalogueSchema, type Catalogue } from "../../app/catalogue/schema";
import {
  CatalogueEmptyError,
  createCatalogueCache,
  latestCatalogueVersion,
  loadCatalogue,
  parseCatalogueFile,
  replaceCatalogue,
  seedCatalogueIfEmpty,
} from "../../app/catalogue/store.server";
import { closeDatabase, createDatabase, redactUrl, type Database } from "../../app/db/db.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { bundleScripts } from "./bundled-scripts";
import {
  makeCatalogue,
  makePostgresDatabase,
  makeSqliteDatabase,
  probePostgres,
  TEST_PG_URL,
  type TestDatabase,
} from "./catalogue-store-fixture";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");
const SNAPSHOT = path.join(ROOT, "data/catalogue/snapshot.json");

const postgres = await probePostgres();
if (!postgres.reachable) {
  console.warn(`PostgreSQL tests skipped: ${redactUrl(TEST_PG_URL)} is not reachable (${postgres.reason})`);
}

let tmp: string;
let scripts: Awaited<ReturnType<typeof bundleScripts>>;
beforeAll(async () => {
  tmp = mkdtempSync(path.join(os.tmpdir(), "agency-catalogue-test-"));
  scripts = await bundleScripts(["catalogue-import"]);
});
afterAll(() => {
  scripts?.remove();
  rmSync(tmp, { recursive: true, force: true });
});

function writeJson(name: string, value: unknown): string {
  const file = path.join(tmp, name);
  writeFileSync(file, typeof value === "string" ? value : JSON.stringify(value, null, 2));
  return file;
}

function snapshot(): Catalogue {
  if (!existsSync(SNAPSHOT)) throw new Error(`${SNAPSHOT} is missing`);
  const parsed = parseCatalogueFile(readFileSync(SNAPSHOT, "utf8"));
  if (!parsed.ok) throw new Error(`snapshot invalid:\n${parsed.errors.join("\n")}`);
  return parsed.catalogue;
}

async function runImport(file: string, databaseUrl: string) {
  try {
    const { stdout, stderr } = await run("node", [...scripts.command("catalogue-import"), file], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" };
  }
}

function storeSuite(kind: "sqlite" | "postgres") {
  let target: TestDatabase;
  let db: Database;
  const others: Database[] = [];

  /** A second instance on the same database (another app process). */
  function secondInstance(): Database {
    const other = createDatabase(target.url);
    others.push(other);
    return other;
  }

  beforeEach(async () => {
    target = kind === "sqlite" ? makeSqliteDatabase() : await makePostgresDatabase();
    db = createDatabase(target.url);
    await migrateToLatest(db);
  });

  afterEach(async () => {
    for (const other of others.splice(0)) await closeDatabase(other);
    await closeDatabase(db);
    await target.drop();
  });

  it("seeds the bundled snapshot into an empty database, then never again", async () => {
    await expect(loadCatalogue(db)).rejects.toBeInstanceOf(CatalogueEmptyError);
    const first = await seedCatalogueIfEmpty(db, SNAPSHOT);
    expect(first.seeded).toBe(true);
    if (!first.seeded) return;
    expect(first.summary.counts.listings).toBe(snapshot().listings.length);
    expect(first.summary.source).toBe("seed:data/catalogue/snapshot.json");

    const second = await seedCatalogueIfEmpty(db, SNAPSHOT);
    expect(second).toEqual({ seeded: false, version: first.summary.version });

    // An import replaces the seed; seeding stays off afterwards.
    const other = await replaceCatalogue(db, makeCatalogue(3), "other.json");
    const third = await seedCatalogueIfEmpty(db, SNAPSHOT);
    expect(third).toEqual({ seeded: false, version: other.version });
    expect((await loadCatalogue(db)).listings).toHaveLength(3);
  });

  // In-process only for PostgreSQL: two better-sqlite3 connections in one process
  // block each other (the busy timeout sleeps the thread). See the concurrent CLI test.
  // Several instances on one database is a PostgreSQL deployment; SQLite is one instance per file.
  (kind === "postgres" ? it : defineNothing)("seeds only once when two instances start together", async () => {
    const other = secondInstance();
    const results = await Promise.all([seedCatalogueIfEmpty(db, SNAPSHOT), seedCatalogueIfEmpty(other, SNAPSHOT)]);
    expect(results.filter((r) => r.seeded)).toHaveLength(1);
    const imports = await db.selectFrom("catalogue_import").select("id").execute();
    expect(imports).toHaveLength(1);
  });

  it("refuses to seed an invalid snapshot", async () => {
    const bad = makeCatalogue(2) as unknown as { listings: Array<Record<string, unknown>> };
    bad.listings[1]!.Zip = 5000;
    await expect(seedCatalogueIfEmpty(db, writeJson(`bad-seed-${kind}.json`, bad))).rejects.toThrow(
      /listings\[1\] \(ID 4000001\)\.Zip: expected string/,
    );
    expect(await latestCatalogueVersion(db)).toBeNull();
  });

  it("round-trips the snapshot (deep equal)", async () => {
    const expected = snapshot();
    await replaceCatalogue(db, expected, "snapshot.json");
    const loaded = await loadCatalogue(db);
    expect(loaded).toEqual(expected);
    expect(JSON.stringify(loaded)).toBe(JSON.stringify(expected));
    expect(catalogueSchema.safeParse(loaded).success).toBe(true);
  });

  it("round-trips a catalogue larger than one insert batch and fills the indexed columns", async () => {
    const big = makeCatalogue(2_600);
    expect(catalogueSchema.safeParse(big).success).toBe(true);
    const summary = await replaceCatalogue(db, big, "big.json");
    expect(summary.counts.listings).toBe(2_600);
    expect(await loadCatalogue(db)).toEqual(big);

    const row = await db.selectFrom("catalogue_listing").selectAll().where("id", "=", 4_000_001).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      goal: 0,
      status: "available",
      country_id: 10,
      zip: "5000",
      city: "Namur",
      web_id: 2,
      project_id: 77,
      price: 245_001.5,
      published_at: "2026-01-01T01:00:00.000Z",
    });
    const forRent = await db
      .selectFrom("catalogue_listing")
      .select("id")
      .where("goal", "!=", 0)
      .where("status", "=", "available")
      .execute();
    expect(forRent).toHaveLength(big.listings.filter((l) => l.Goal !== 0).length);
  });

  it("replaces atomically: a failing insert in the middle leaves the previous catalogue intact", async () => {
    const before = makeCatalogue(7);
    const { version } = await replaceCatalogue(db, before, "before.json");

    const broken = makeCatalogue(50, "2026-04-01T00:00:00.000Z");
    broken.listings[40] = { ...broken.listings[40]!, ID: broken.listings[5]!.ID }; // duplicate primary key
    await expect(replaceCatalogue(db, broken, "broken.json", { batchSize: 10 })).rejects.toThrow();

    expect(await latestCatalogueVersion(db)).toBe(version);
    expect(await loadCatalogue(db)).toEqual(before);
    const reader = secondInstance();
    expect(await loadCatalogue(reader)).toEqual(before);
  });

  it("records each import as a new, increasing version", async () => {
    const a = await replaceCatalogue(db, makeCatalogue(2), "a.json");
    const b = await replaceCatalogue(db, makeCatalogue(2), "b.json");
    expect(b.version).toBeGreaterThan(a.version);
    expect(b.checksum).toBe(a.checksum);
    const rows = await db.selectFrom("catalogue_import").selectAll().orderBy("id").execute();
    expect(rows.map((r) => [r.source, r.listing_count])).toEqual([
      ["a.json", 2],
      ["b.json", 2],
    ]);
  });

  it("the cache sees an import made by another instance after maxAgeMs", async () => {
    let clock = 1_000;
    await replaceCatalogue(db, makeCatalogue(3), "first.json");
    const cache = createCatalogueCache(db, { maxAgeMs: 5_000, now: () => clock });

    const first = await cache.get();
    expect(await first.listings.allAvailable()).toHaveLength(3);
    expect(Object.isFrozen(first)).toBe(true);

    // Concurrent gets share one load; an unchanged version keeps the same object.
    const [x, y] = await Promise.all([cache.get(), cache.get()]);
    expect(x).toBe(first);
    expect(y).toBe(first);
    clock += 6_000;
    expect(await cache.get()).toBe(first);

    const other = secondInstance();
    const next = makeCatalogue(4, "2026-05-01T00:00:00.000Z");
    const imported = await replaceCatalogue(other, next, "second.json");

    clock += 1_000; // within maxAgeMs of the last check: not looked at yet
    expect(await cache.get()).toBe(first);
    clock += 5_000;
    const second = await cache.get();
    expect(second.version).toBe(imported.version);
    const { version: _v, revision, listings, testimonials, news: _news, ...rest } = second;
    const { listings: nextListings, ...nextRest } = next;
    expect(rest).toEqual(nextRest);
    expect(testimonials).toEqual([]);
    expect(revision).toBe(`${imported.version}.0@`);
    expect(await listings.allAvailable()).toEqual([...nextListings].reverse());

    cache.invalidate();
    expect(await cache.get()).toBe(second);
  });

  it("by default the cache sees another instance's import at its next get, even while a check is under way", async () => {
    await replaceCatalogue(db, makeCatalogue(3), "first.json");
    const cache = createCatalogueCache(db);
    const first = await cache.get();
    expect(await first.listings.allAvailable()).toHaveLength(3);
    // A check started before the import commits…
    const before = cache.get();
    const imported = await replaceCatalogue(secondInstance(), makeCatalogue(5, "2026-05-01T00:00:00.000Z"), "second.json");
    // …may answer with either version; a get that starts after the commit answers with the new one.
    const after = await cache.get();
    await before;
    expect(after.version).toBe(imported.version);
    expect(await after.listings.allAvailable()).toHaveLength(5);
  });

  it("the cache refuses an empty catalogue", async () => {
    const cache = createCatalogueCache(db);
    await expect(cache.get()).rejects.toBeInstanceOf(CatalogueEmptyError);
  });

  it("the import CLI refuses a bad file, naming record and field, and changes nothing", async () => {
    const before = makeCatalogue(3);
    const { version } = await replaceCatalogue(db, before, "before.json");

    const bad = makeCatalogue(15) as unknown as { listings: Array<Record<string, unknown>> };
    bad.listings[12]!.Zip = 5000;
    delete bad.listings[3]!.City;
    const result = await runImport(writeJson(`bad-${kind}.json`, bad), target.url);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain("listings[12] (ID 4000012).Zip: expected string, received number");
    expect(result.stderr).toContain("listings[3] (ID 4000003).City: missing (expected string)");

    const broken = await runImport(writeJson(`broken-${kind}.json`, '{"language": "fr",\n  "listings": [}'), target.url);
    expect(broken.code).toBe(1);
    expect(broken.stderr).toMatch(/not valid JSON/);

    expect(await latestCatalogueVersion(db)).toBe(version);
    expect(await loadCatalogue(db)).toEqual(before);
  });

  it("two import processes at once on a fresh database both succeed, one after the other", async () => {
    const fresh = kind === "sqlite" ? makeSqliteDatabase() : await makePostgresDatabase();
    try {
      const a = makeCatalogue(300, "2026-07-01T00:00:00.000Z");
      const b = makeCatalogue(200, "2026-07-02T00:00:00.000Z");
      const [ra, rb] = await Promise.all([
        runImport(writeJson(`concurrent-a-${kind}.json`, a), fresh.url),
        runImport(writeJson(`concurrent-b-${kind}.json`, b), fresh.url),
      ]);
      expect(ra.stderr + rb.stderr).toBe("");
      expect([ra.code, rb.code]).toEqual([0, 0]);
      const check = createDatabase(fresh.url);
      try {
        const imports = await check.selectFrom("catalogue_import").select(["id", "listing_count"]).orderBy("id").execute();
        expect(imports).toHaveLength(2);
        const last = imports[1]!.listing_count === 300 ? a : b;
        expect(await loadCatalogue(check)).toEqual(last);
      } finally {
        await closeDatabase(check);
      }
    } finally {
      await fresh.drop();
    }
  });

  it("the import CLI replaces the catalogue with a good file", async () => {
    await replaceCatalogue(db, makeCatalogue(3), "before.json");
    const next = makeCatalogue(6, "2026-06-01T00:00:00.000Z");
    const file = writeJson(`good-${kind}.json`, next);
    const result = await runImport(file, target.url);
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(new RegExp(`^Imported .* into ${kind} as catalogue version \\d+: 6 listings, 1 project, 2 categories`));
    expect(await loadCatalogue(db)).toEqual(next);
  });
}

describe("SQLite", () => storeSuite("sqlite"));
describe.skipIf(!postgres.reachable)("PostgreSQL", () => storeSuite("postgres"));

/** Stands in for `it` where a test does not apply to a database kind: the test is simply not defined. */
function defineNothing(_name: string, _fn: () => Promise<void>): void {}
