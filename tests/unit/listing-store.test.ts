/**
 * The listings read from the database (ADR 023), on SQLite and PostgreSQL:
 * - every list page answers what the listing pages' rules give (the plain-JavaScript reference in
 *   listing-reference.ts), for filters, orders and pages over a catalogue ten times the snapshot;
 * - the statements behind a page read listings through an index, never by a full scan of them
 *   (EXPLAIN; on PostgreSQL with sequential scans disabled, so that a plan that still scans has no
 *   index to use).
 */
import { readFileSync } from "node:fs";
import { sql, type LogEvent } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ListingQuery } from "~/catalogue/listing-query";
import { catalogueSchema, type Catalogue } from "~/catalogue/schema";
import { loadVersionedCatalogue, replaceCatalogue, type VersionedCatalogue } from "~/catalogue/store.server";
import { closeDatabase, createDatabase, type Database } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { scaleCatalogue } from "../../scripts/catalogue/scale";
import { makePostgresDatabase, makeSqliteDatabase, probePostgres, type TestDatabase } from "./catalogue-store-fixture";
import { referenceSearch } from "./listing-reference";

const snapshot = catalogueSchema.parse(JSON.parse(readFileSync("data/catalogue/snapshot.json", "utf8")));
const catalogue: Catalogue = scaleCatalogue(snapshot, snapshot.listings.length * 10);
const postgres = await probePostgres();

const ALL: ListingQuery = { city: null, type: null, priceMin: null, priceMax: null, bedrooms: null, sort: "newest", page: 1 };

/** Filters and orders as visitors combine them (the town in another spelling than the catalogue's). */
const QUERIES: ListingQuery[] = [
  ALL,
  { ...ALL, page: 2 },
  { ...ALL, page: 50 },
  { ...ALL, page: 9_999 },
  { ...ALL, sort: "price-asc" },
  { ...ALL, sort: "price-desc", page: 3 },
  { ...ALL, city: { name: "NAMUR", zip: "5000" } },
  { ...ALL, city: { name: "liege", zip: "4000" }, sort: "price-asc" },
  { ...ALL, type: 2 },
  { ...ALL, type: 1, bedrooms: 3 },
  { ...ALL, city: { name: "Namur", zip: "5000" }, type: 2, priceMin: 150_000, priceMax: 400_000, sort: "price-desc" },
  { ...ALL, priceMin: 200_000, sort: "price-asc", page: 2 },
  { ...ALL, priceMax: 900 },
  { ...ALL, bedrooms: 4, sort: "price-desc" },
  { ...ALL, city: { name: "Atlantis", zip: "9999" } },
];

function storeSuite(kind: "sqlite" | "postgres") {
  let target: TestDatabase;
  let db: Database;
  let stored: VersionedCatalogue;
  const statements: LogEvent["query"][] = [];

  beforeAll(async () => {
    target = kind === "sqlite" ? makeSqliteDatabase() : await makePostgresDatabase();
    db = createDatabase(target.url, {
      log: (event) => {
        statements.push(event.query);
      },
    });
    await migrateToLatest(db);
    await replaceCatalogue(db, catalogue, "ten times the snapshot");
    stored = await loadVersionedCatalogue(db);
  }, 60_000);
  afterAll(async () => {
    await closeDatabase(db);
    await target.drop();
  });

  it("lists what the listing pages' rules give, for every filter, order and page", async () => {
    for (const scope of ["sale", "rent", "abroad"] as const) {
      for (const query of QUERIES) {
        const expected = referenceSearch(catalogue.listings, scope, query);
        const found = await stored.listings.search(scope, query);
        const label = `${scope} ${JSON.stringify(query)}`;
        expect({ ...found, items: found.items.map((listing) => listing.ID) }, label).toEqual({
          ...expected,
          items: expected.items.map((listing) => listing.ID),
        });
      }
    }
    // The reference is not empty-handed: the queries above reach full pages, later pages and nothing.
    expect(referenceSearch(catalogue.listings, "sale", { ...ALL, page: 50 }).items).toHaveLength(12);
    expect(referenceSearch(catalogue.listings, "sale", QUERIES[10]!).total).toBeGreaterThan(0);
  });

  it("answers no listing, and no error, for an id larger than the database's integers (a typed address)", async () => {
    expect(await stored.listings.byId(99_999_999_999)).toBeUndefined();
    expect(await stored.listings.byId(-1)).toBeUndefined();
    const known = catalogue.listings[0]!.ID;
    expect([...(await stored.listings.byIds([99_999_999_999, known])).keys()]).toEqual([known]);
  });

  it("counts each list, and gives the newest available listings of all lists together", async () => {
    const available = catalogue.listings.filter((listing) => listing.Status === "available");
    const totals = await stored.listings.totals();
    expect(totals.sale + totals.rent + totals.abroad).toBe(available.length);
    expect(totals.abroad).toBe(available.filter((listing) => listing.CountryID !== 10).length);
    const newest = [...available].sort((a, b) => (a.PublishedAt < b.PublishedAt ? 1 : a.PublishedAt > b.PublishedAt ? -1 : b.ID - a.ID));
    expect((await stored.listings.latest(8)).map((listing) => listing.ID)).toEqual(newest.slice(0, 8).map((listing) => listing.ID));
  });

  it("reads a page's listings through indexes: no statement scans the listings", async () => {
    const sold = catalogue.listings.find((listing) => listing.Status !== "available")!;
    const unit = catalogue.listings.find((listing) => listing.ProjectID !== undefined)!;
    statements.length = 0;
    for (const scope of ["sale", "rent", "abroad"] as const) for (const query of QUERIES) await stored.listings.search(scope, query);
    await stored.listings.byId(sold.ID);
    await stored.listings.byIds(catalogue.listings.slice(0, 20).map((listing) => listing.ID));
    await stored.listings.latest(8);
    await stored.listings.projectUnits(unit.ProjectID!);
    await stored.listings.similar(sold, 3);
    await stored.listings.othersInTown(sold);
    const reads = statements.filter((statement) => /\bcatalogue_listing\b/.test(statement.sql));
    expect(reads.length).toBeGreaterThan(QUERIES.length * 3);
    const scanning: string[] = [];
    for (const statement of reads) {
      const scans = kind === "sqlite" ? await sqliteScans(db, statement) : await postgresScans(db, statement);
      if (scans.length > 0) scanning.push(`${statement.sql} [${statement.parameters.join(", ")}]: ${scans.join("; ")}`);
    }
    expect(scanning).toEqual([]);
  });
}

/** The plan's full scans of catalogue_listing (of the table, or of a whole index of it). */
async function sqliteScans(db: Database, statement: LogEvent["query"]): Promise<string[]> {
  const { rows } = await db.executeQuery<{ detail: string }>({
    sql: `explain query plan ${statement.sql}`,
    parameters: statement.parameters,
    query: statement.query,
    queryId: { queryId: "explain" },
  } as never);
  return rows.map((row) => row.detail).filter((detail) => /^SCAN catalogue_listing\b(?!_type)/.test(detail));
}

type PlanNode = { "Node Type": string; "Relation Name"?: string; Plans?: PlanNode[] };

async function postgresScans(db: Database, statement: LogEvent["query"]): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx);
    const { rows } = await trx.executeQuery<{ "QUERY PLAN": [{ Plan: PlanNode }] }>({
      sql: `explain (format json) ${statement.sql}`,
      parameters: statement.parameters,
      query: statement.query,
      queryId: { queryId: "explain" },
    } as never);
    const scans: string[] = [];
    const walk = (node: PlanNode) => {
      if (node["Node Type"] === "Seq Scan" && node["Relation Name"] === "catalogue_listing") scans.push("Seq Scan on catalogue_listing");
      node.Plans?.forEach(walk);
    };
    walk(rows[0]!["QUERY PLAN"][0].Plan);
    return scans;
  });
}

describe("SQLite", () => storeSuite("sqlite"));
describe.skipIf(!postgres.reachable)("PostgreSQL", () => storeSuite("postgres"));
