/**
 * Database factory and migrations, run against SQLite (temp file) and
 * PostgreSQL (throw-away schema; skipped with a warning when unreachable).
 */
import { existsSync } from "node:fs";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, createDatabase, dialectOf, kindOfUrl, redactUrl, sqlitePathOfUrl, type Database } from "../../app/db/db.server";
import { createMigrator, migrateToLatest } from "../../app/db/migrate.server";
import {
  makeCatalogue,
  makePostgresDatabase,
  makeSqliteDatabase,
  probePostgres,
  TEST_PG_URL,
  type TestDatabase,
} from "./catalogue-store-fixture";

const postgres = await probePostgres();
if (!postgres.reachable) {
  console.warn(`PostgreSQL tests skipped: ${redactUrl(TEST_PG_URL)} is not reachable (${postgres.reason})`);
}

const TABLES = [
  "catalogue_listing",
  "catalogue_project",
  "catalogue_category",
  "catalogue_city",
  "catalogue_neighbourhood",
  "catalogue_import",
] as const;

describe("database URLs", () => {
  it("selects the dialect from the scheme", () => {
    expect(kindOfUrl("file:var/site.db")).toBe("sqlite");
    expect(kindOfUrl("postgres://u@h/db")).toBe("postgres");
    expect(kindOfUrl("postgresql://u@h/db")).toBe("postgres");
    expect(() => kindOfUrl("mysql://u@h/db")).toThrow(/Unsupported DATABASE_URL/);
  });

  it("reads SQLite paths and hides passwords", () => {
    expect(sqlitePathOfUrl("file:var/site.db")).toBe("var/site.db");
    expect(sqlitePathOfUrl("file:/tmp/x.db")).toBe("/tmp/x.db");
    expect(sqlitePathOfUrl("file:///tmp/x.db")).toBe("/tmp/x.db");
    expect(sqlitePathOfUrl("file::memory:")).toBe(":memory:");
    expect(redactUrl("postgres://user:secret@host:5432/db")).toBe("postgres://user:***@host:5432/db");
    expect(redactUrl("mysql://user:secret@host/db")).toBe("mysql://user:secret@host/db");
  });
});

function dbSuite(kind: "sqlite" | "postgres") {
  let target: TestDatabase;
  let db: Database;

  beforeEach(async () => {
    target = kind === "sqlite" ? makeSqliteDatabase() : await makePostgresDatabase();
    db = createDatabase(target.url);
  });

  afterEach(async () => {
    await closeDatabase(db);
    await target.drop();
  });

  it("reports its dialect", () => {
    expect(dialectOf(db)).toBe(kind);
  });

  it("runs the migrations once; a second run is a no-op", async () => {
    const first = await migrateToLatest(db);
    expect(first.applied).toEqual([
      "0001_catalogue",
      "0002_rate_limits",
      "0003_leads",
      "0004_owners",
      "0005_consent",
      "0006_listing_search",
      "0007_held_leads",
      "0008_testimonials",
      "0009_listing_changes",
    ]);
    const second = await migrateToLatest(db);
    expect(second.applied).toEqual([]);
    for (const table of TABLES) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .executeTakeFirstOrThrow();
      expect(Number(row.n), table).toBe(0);
    }
  });

  // Two better-sqlite3 connections in ONE process would block each other: the busy
  // timeout sleeps the whole thread. Cross-process concurrency on SQLite is covered
  // by the concurrent CLI imports in catalogue-store.test.ts.
  // Several instances on one database is a PostgreSQL deployment; SQLite is one instance per file.
  (kind === "postgres" ? it : defineNothing)("migrates concurrently from two instances without error", async () => {
    const other = createDatabase(target.url);
    try {
      const [a, b] = await Promise.all([migrateToLatest(db), migrateToLatest(other)]);
      expect([...a.applied, ...b.applied]).toEqual([
        "0001_catalogue",
        "0002_rate_limits",
        "0003_leads",
        "0004_owners",
        "0005_consent",
        "0006_listing_search",
        "0007_held_leads",
        "0008_testimonials",
        "0009_listing_changes",
      ]);
    } finally {
      await closeDatabase(other);
    }
  });

  it("generates increasing, never reused import ids and keeps doubles exact", async () => {
    await migrateToLatest(db);
    const row = {
      imported_at: new Date().toISOString(),
      source: "test",
      listing_count: 0,
      checksum: "x",
      language: "fr",
      generated_at: "2026-01-01T00:00:00Z",
    };
    const a = await db.insertInto("catalogue_import").values(row).returning("id").executeTakeFirstOrThrow();
    const b = await db.insertInto("catalogue_import").values(row).returning("id").executeTakeFirstOrThrow();
    expect(b.id).toBeGreaterThan(a.id);
    await db.deleteFrom("catalogue_import").where("id", "=", b.id).execute();
    const c = await db.insertInto("catalogue_import").values(row).returning("id").executeTakeFirstOrThrow();
    expect(c.id).toBeGreaterThan(b.id);

    await db
      .insertInto("catalogue_listing")
      .values({
        id: 4213587,
        position: 0,
        goal: 0,
        status: "available",
        country_id: 10,
        zip: "5000",
        city: "Namur",
        web_id: 1,
        project_id: null,
        price: 1_234_567.89,
        published_at: "2026-01-01T00:00:00Z",
        data: "{}",
        scope: "sale",
        town_key: "namur|5000",
        bedrooms: 2,
        price_shown: 1,
        zip_number: 5000,
        type_name: "Maison",
        type_mask: 2,
      })
      .execute();
    const listing = await db.selectFrom("catalogue_listing").selectAll().executeTakeFirstOrThrow();
    expect(listing.price).toBe(1_234_567.89);
    expect(listing.id).toBe(4213587);
    expect(listing.project_id).toBeNull();
  });

  it("a failing migration changes nothing and names the migration", async () => {
    await sql`create table catalogue_import (id integer)`.execute(db);
    await expect(migrateToLatest(db)).rejects.toThrow(/migration "0001_catalogue" failed: .*catalogue_import/);
    // The tables created before the failure were rolled back.
    await expect(sql`select count(*) from catalogue_listing`.execute(db)).rejects.toThrow();
    // SQLite rolls back Kysely's own tables too; PostgreSQL creates them before its transaction.
    const done = await sql<{ n: number | string }>`select count(*) as n from kysely_migration`
      .execute(db)
      .then((r) => Number(r.rows[0]?.n))
      .catch(() => 0);
    expect(done).toBe(0);
    await sql`drop table catalogue_import`.execute(db);
    expect((await migrateToLatest(db)).applied).toEqual([
      "0001_catalogue",
      "0002_rate_limits",
      "0003_leads",
      "0004_owners",
      "0005_consent",
      "0006_listing_search",
      "0007_held_leads",
      "0008_testimonials",
      "0009_listing_changes",
    ]);
  });

  it("0006 fills the search columns of listings an earlier version imported", async () => {
    const schema =
      kind === "postgres" ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]!.schema : undefined;
    const { error } = await createMigrator(db, schema).migrateTo("0005_consent");
    expect(error).toBeUndefined();
    const [sale, rentedAbroad] = makeCatalogue(2).listings;
    const older = [
      { ...sale!, Goal: 0, City: "Liège", Zip: "4000", WebIDs: "1,4", Bedrooms: 3, PublishPrice: true },
      { ...rentedAbroad!, Goal: 1, Status: "rented" as const, CountryID: 32, City: "Marbella", Zip: "", WebIDs: "2", PublishPrice: false },
    ];
    for (const [position, listing] of older.entries()) {
      await db
        .insertInto("catalogue_listing")
        .values({
          id: listing.ID,
          position,
          goal: listing.Goal,
          status: listing.Status,
          country_id: listing.CountryID,
          zip: listing.Zip,
          city: listing.City,
          web_id: listing.WebID,
          project_id: null,
          price: listing.Price,
          published_at: listing.PublishedAt,
          data: JSON.stringify(listing),
        } as never)
        .execute();
    }
    await migrateToLatest(db);
    const rows = await db
      .selectFrom("catalogue_listing")
      .select(["id", "scope", "town_key", "bedrooms", "price_shown", "zip_number", "type_mask"])
      .orderBy("position")
      .execute();
    expect(rows.map((row) => ({ ...row, id: Number(row.id) }))).toEqual([
      // Types 1 and 4: bits 1 and 4 (2 + 16); type 2: bit 2.
      { id: older[0]!.ID, scope: "sale", town_key: "liege|4000", bedrooms: 3, price_shown: 1, zip_number: 4000, type_mask: 18 },
      {
        id: older[1]!.ID,
        scope: null,
        town_key: "marbella|",
        bedrooms: older[1]!.Bedrooms ?? 0,
        price_shown: 0,
        zip_number: 0,
        type_mask: 4,
      },
    ]);
  });

  it("refuses an unknown city list", async () => {
    await migrateToLatest(db);
    await expect(
      sql`insert into catalogue_city (list, position, name, zip, country_id, property_count, data)
          values ('other', 0, 'Namur', '5000', 10, 1, '{}')`.execute(db),
    ).rejects.toThrow();
  });

  if (kind === "sqlite") {
    it("creates the parent folder, uses WAL and enforces foreign keys", async () => {
      await migrateToLatest(db);
      expect(existsSync(sqlitePathOfUrl(target.url))).toBe(true);
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(db);
      expect(mode.rows[0]?.journal_mode).toBe("wal");
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
    });

    it("a transaction holds the write lock from its start; a read-only one never blocks a writer", async () => {
      await migrateToLatest(db);
      // Another process's connection, which waits for no lock: a write it cannot make fails at once.
      const other = new SQLite(sqlitePathOfUrl(target.url), { timeout: 0 });
      const otherWrites = (id: number) => () =>
        other.prepare("insert into rate_limit (key, hits, reset_at) values (?, 1, 0)").run(`other:${id}`);
      try {
        await db.transaction().execute(async (trx) => {
          // Only a read so far: a deferred transaction would hold no write lock yet, and could not
          // write after the other's commit without failing "database is locked" (SQLITE_BUSY_SNAPSHOT).
          await trx.selectFrom("rate_limit").select("key").execute();
          expect(otherWrites(1)).toThrow(/database is locked/);
          await trx.insertInto("rate_limit").values({ key: "mine", hits: 1, reset_at: 0 }).execute();
        });
        expect(otherWrites(2)).not.toThrow();

        await db
          .transaction()
          .setAccessMode("read only")
          .execute(async (trx) => {
            await trx.selectFrom("rate_limit").select("key").execute();
            expect(otherWrites(3)).not.toThrow();
          });
        const keys = await db.selectFrom("rate_limit").select("key").orderBy("key").execute();
        expect(keys.map((row) => row.key)).toEqual(["mine", "other:2", "other:3"]);
      } finally {
        other.close();
      }
    });
  }
}

describe("SQLite", () => dbSuite("sqlite"));
describe.skipIf(!postgres.reachable)("PostgreSQL", () => dbSuite("postgres"));

/** Stands in for `it` where a test does not apply to a database kind: the test is simply not defined. */
function defineNothing(_name: string, _fn: () => Promise<void>): void {}
