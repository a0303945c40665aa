/**
 * Replace the catalogue with the content of a JSON file.
 *
 *   npm run catalogue:import -- FILE
 *   DATABASE_URL=postgres://… npm run catalogue:import -- FILE
 *
 * The file is validated first; a bad file is refused with one message per
 * problem on stderr (exit code 1) and the database is not touched. A good one
 * replaces the whole catalogue in one transaction; running app instances pick it
 * up at their next version check (within about 5 s).
 */
import { countCatalogue, readCatalogueFile, replaceCatalogue } from "~/catalogue/store.server";
import { closeDatabase, createDatabase, kindOfUrl } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { commandDatabaseUrl } from "./command-database";

async function main(argv: string[]): Promise<number> {
  const args = argv.filter((a) => a !== "--");
  if (args.length !== 1 || args[0] === "-h" || args[0] === "--help") {
    console.error("Usage: npm run catalogue:import -- FILE   (DATABASE_URL selects the database, default file:var/site.db)");
    return args.length === 1 ? 0 : 2;
  }
  const file = args[0]!;

  const databaseUrl = commandDatabaseUrl();
  if (databaseUrl === null) return 1;

  const parsed = await readCatalogueFile(file);
  if (!parsed.ok) {
    console.error(`Refused ${file}: ${parsed.errors.length} problem(s); the catalogue was not changed.`);
    for (const message of parsed.errors) console.error(`  ${message}`);
    return 1;
  }

  const db = createDatabase(databaseUrl);
  try {
    await migrateToLatest(db);
    const summary = await replaceCatalogue(db, parsed.catalogue, file);
    const c = countCatalogue(parsed.catalogue);
    console.log(
      `Imported ${file} into ${kindOfUrl(databaseUrl)} as catalogue version ${summary.version}: ` +
        `${plural(c.listings, "listing")}, ${plural(c.projects, "project")}, ${plural(c.categories, "category", "categories")}, ` +
        `${c.cities.all}/${c.cities.sale}/${c.cities.rent} cities (all/sale/rent), ${plural(c.neighbourhoods, "neighbourhood")}.`,
    );
    return 0;
  } catch (err) {
    console.error(`Import of ${file} failed; the catalogue was not changed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  } finally {
    await closeDatabase(db);
  }
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

process.exitCode = await main(process.argv.slice(2));
