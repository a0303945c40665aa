/**
 * Rows read back from the database are validated (issue 6 §5): a row written by an older import,
 * in a shape the schema no longer accepts, is logged and left out; the rest is served. A project left
 * out takes its units with it: they have no page without it.
 */
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { listingCard } from "../../app/catalogue/listing-card";
import { listingPageData } from "../../app/catalogue/listing-page";
import { listingPath, projectOf } from "../../app/catalogue/paths";
import { searchIndexOf } from "../../app/catalogue/search-index.server";
import { createCatalogueCache, loadCatalogue, replaceCatalogue } from "../../app/catalogue/store.server";
import { closeDatabase, createDatabase, sqlitePathOfUrl, type Database, type DB } from "../../app/db/db.server";
import { i18nFor } from "../../app/i18n/i18n.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { makeCatalogue, makeSqliteDatabase, type TestDatabase } from "./catalogue-store-fixture";

let target: TestDatabase;
let db: Database;

beforeEach(async () => {
  target = makeSqliteDatabase();
  db = createDatabase(target.url);
  await migrateToLatest(db);
});

afterEach(async () => {
  await closeDatabase(db);
  await target.drop();
});

/** Overwrite the stored JSON of one row, as an older import would have written it. */
async function writeRow(table: "catalogue_listing" | "catalogue_project", id: number, data: string) {
  await db.updateTable(table).set({ data }).where("id", "=", id).execute();
}

describe("rows of an older import", () => {
  it("are logged and left out, and the rest of the catalogue is served", async () => {
    const catalogue = makeCatalogue(5);
    await replaceCatalogue(db, catalogue, "current.json");
    // An older shape: no Status yet, the goal as a word, the price as a string.
    const { Status: _status, ...older } = catalogue.listings[1]!;
    await writeRow("catalogue_listing", older.ID, JSON.stringify({ ...older, Goal: "rent", Price: "850" }));
    // A row that is not even JSON.
    await writeRow("catalogue_listing", catalogue.listings[3]!.ID, "{");

    const warn = vi.fn();
    const cache = createCatalogueCache(db, { logger: { warn } });
    const loaded = await cache.get();
    const ids = [0, 1, 2, 3, 4].map((n) => catalogue.listings[n]!.ID);
    expect([...(await loaded.listings.byIds(ids)).keys()].sort()).toEqual([ids[0], ids[2], ids[4]].sort());
    expect(loaded.projects).toEqual(catalogue.projects);

    expect(warn).toHaveBeenCalledTimes(2);
    const [fields, message] = warn.mock.calls[0]!;
    expect(message).toBe("catalogue row left out: it does not match the current schema");
    expect(fields).toMatchObject({ table: "catalogue_listing", id: older.ID });
    expect(fields.problems).toEqual([
      "Goal: must be a whole number: 0 (sale) or any other value (rent)",
      "Price: expected number, received string",
      'Status: Invalid option: expected one of "available"|"sold"|"rented"',
    ]);
    expect(warn.mock.calls[1]![0]).toMatchObject({
      table: "catalogue_listing",
      id: catalogue.listings[3]!.ID,
      problems: [expect.stringMatching(/^not valid JSON/)],
    });
  });

  it("leave out a project the same way, and its units with it (logged too), so that loadCatalogue still answers", async () => {
    const catalogue = makeCatalogue(3);
    await replaceCatalogue(db, catalogue, "current.json");
    const project = catalogue.projects[0]!;
    await writeRow("catalogue_project", project.ID, JSON.stringify({ ...project, PriceMin: undefined }));
    const warn = vi.fn();
    const loaded = await loadCatalogue(db, { logger: { warn } });
    expect(loaded.projects).toEqual([]);
    // Listing 4000001 is a unit of project 77: without its project it has no page, so it is left out.
    expect(loaded.listings.map((l) => l.ID)).toEqual([4_000_000, 4_000_002]);
    expect(warn.mock.calls.map(([fields]) => [fields.table, fields.id])).toEqual([
      ["catalogue_project", 77],
      ["catalogue_listing", 4_000_001],
    ]);
    expect(warn.mock.calls[1]).toEqual([
      { table: "catalogue_listing", id: 4_000_001, problems: ["ProjectID: project 77 is not in the catalogue (its row was left out)"] },
      "catalogue row left out: its project was left out",
    ]);
  });

  it("of a project left out do not break the pages that list every listing", async () => {
    const catalogue = makeCatalogue(6);
    await replaceCatalogue(db, catalogue, "current.json");
    const project = catalogue.projects[0]!;
    await writeRow("catalogue_project", project.ID, JSON.stringify({ ...project, Name: 42 }));
    const loaded = await createCatalogueCache(db).get();
    const site = { hideCity: false, ogImage: null };
    for (const lang of ["nl", "fr", "en", "de"] as const) {
      const { t } = await i18nFor(lang);
      // Home, the lists and the project pages: a card (and its link) for every listing.
      const listings = await loaded.listings.allAvailable();
      const hrefs = listings.map((listing) => listingCard(listing, lang, t, loaded).href);
      expect(hrefs).toHaveLength(5);
      expect(listings.map((listing) => listingPath(listing, lang, projectOf(listing, loaded)))).toEqual(hrefs);
      // The search index (the home search, /search-index.json).
      const index = await searchIndexOf(loaded, lang, t);
      expect(index.properties.map((property) => property.id)).not.toContain(4_000_001);
      // The for-sale and for-rent lists.
      for (const page of ["for-sale", "for-rent"] as const) {
        const data = await listingPageData({ catalogue: loaded, page, lang, t, searchParams: new URLSearchParams(), seo: SEO, site });
        expect(data).not.toBeNull();
      }
    }
  });
});

const SEO = { title: "Listings", description: "Listings" };

describe("validation", () => {
  it("runs after the read transaction, so that it does not hold the database's connection", async () => {
    const catalogue = makeCatalogue(3);
    await replaceCatalogue(db, catalogue, "current.json");
    await writeRow("catalogue_listing", catalogue.listings[2]!.ID, "{");
    // The same file through a connection the test can watch.
    const database = new SQLite(sqlitePathOfUrl(target.url));
    const watched = new Kysely<DB>({ dialect: new SqliteDialect({ database }) });
    try {
      const inTransaction: boolean[] = [];
      await loadCatalogue(watched, { logger: { warn: () => inTransaction.push(database.inTransaction) } });
      expect(inTransaction).toEqual([false]);
    } finally {
      await watched.destroy();
    }
  });
});

describe("listings read again", () => {
  it("come from the row's text: the same text gives the same frozen listing, a rewritten row is read anew, a refused one is reported each time", async () => {
    const catalogue = makeCatalogue(3);
    await replaceCatalogue(db, catalogue, "current.json");
    const warn = vi.fn();
    const loaded = await createCatalogueCache(db, { logger: { warn } }).get();
    const [first, second] = catalogue.listings;
    const once = await loaded.listings.byId(first!.ID);
    expect(once).toEqual(first);
    expect(Object.isFrozen(once) && Object.isFrozen(once!.Pictures)).toBe(true);
    expect(await loaded.listings.byId(first!.ID)).toBe(once);

    await writeRow("catalogue_listing", first!.ID, JSON.stringify({ ...first, Price: 123_456 }));
    expect((await loaded.listings.byId(first!.ID))?.Price).toBe(123_456);

    await writeRow("catalogue_listing", second!.ID, "{");
    expect(await loaded.listings.byId(second!.ID)).toBeUndefined();
    expect(await loaded.listings.byId(second!.ID)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
