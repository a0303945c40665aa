/**
 * A catalogue as the app reads it (ADR 023): the fixture imported into an in-memory SQLite
 * database, then loaded back with the store its listings are read through. One database per
 * fixture object, so that tests sharing a fixture import it once.
 */
import { loadVersionedCatalogue, replaceCatalogue, type VersionedCatalogue } from "../../app/catalogue/store.server";
import type { Catalogue } from "../../app/catalogue/schema";
import { createDatabase } from "../../app/db/db.server";
import { migrateToLatest } from "../../app/db/migrate.server";

const imported = new WeakMap<Catalogue, Promise<VersionedCatalogue>>();

export function catalogueInDatabase(catalogue: Catalogue): Promise<VersionedCatalogue> {
  let loaded = imported.get(catalogue);
  if (!loaded) {
    loaded = (async () => {
      const db = createDatabase("file::memory:");
      await migrateToLatest(db);
      await replaceCatalogue(db, catalogue, "test");
      return loadVersionedCatalogue(db);
    })();
    imported.set(catalogue, loaded);
  }
  return loaded;
}
