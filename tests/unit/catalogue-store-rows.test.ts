/**
 * Rows read back from the database are validated (issue 6 §5): a row written by an older import,
 * in a shape the schema no longer accepts, is logged and left out; the rest is served.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCatalogueCache, loadCatalogue, replaceCatalogue } from "../../app/catalogue/store.server";
import { closeDatabase, createDatabase, type Database } from "../../app/db/db.server";
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
    expect(loaded.listings.map((l) => l.ID)).toEqual([catalogue.listings[0]!.ID, catalogue.listings[2]!.ID, catalogue.listings[4]!.ID]);
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

  it("leave out a project the same way, and loadCatalogue still answers", async () => {
    const catalogue = makeCatalogue(3);
    await replaceCatalogue(db, catalogue, "current.json");
    const project = catalogue.projects[0]!;
    await writeRow("catalogue_project", project.ID, JSON.stringify({ ...project, PriceMin: undefined }));
    const loaded = await loadCatalogue(db);
    expect(loaded.projects).toEqual([]);
    expect(loaded.listings).toHaveLength(3);
  });
});
