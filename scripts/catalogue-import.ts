/**
 * Replace the catalogue with the content of a JSON file, and its texts in other languages.
 *
 *   npm run catalogue:import -- FILE
 *   npm run catalogue:import -- catalogue-fr.json catalogue-nl.json catalogue-de.json
 *   DATABASE_URL=postgres://… npm run catalogue:import -- FILE
 *
 * The first file is the catalogue; each further one the same catalogue in another language, as a
 * CRM exports it once per language (ADR 048): validated as the first, its headlines and
 * descriptions become the texts of that language, by listing and project id.
 *
 * A bad file is refused with one message per problem on stderr (exit code 1) and the catalogue is
 * not changed. The file is read a part at a time (ADR 024): its layout and small parts first (a
 * JSON syntax error or a problem there is refused before the database is opened), then its
 * listings, validated as they are written in the one transaction that replaces the whole
 * catalogue; a problem found there rolls it back. Running app instances pick the new catalogue up
 * at their next version check (within about 5 s).
 */
import { readTranslationFile, withTranslations, type TranslationFile } from "~/catalogue/catalogue-translations.server";
import { CatalogueRefusedError, openCatalogueFile } from "~/catalogue/catalogue-validation.server";
import { replaceCatalogue } from "~/catalogue/store.server";
import { closeDatabase, createDatabase, kindOfUrl } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { commandDatabaseUrl } from "./command-database";

async function main(argv: string[]): Promise<number> {
  const args = argv.filter((a) => a !== "--");
  if (args.length === 0 || args[0] === "-h" || args[0] === "--help") {
    console.error(
      "Usage: npm run catalogue:import -- FILE [FILE-IN-ANOTHER-LANGUAGE …]   (DATABASE_URL selects the database, default file:var/site.db)",
    );
    return args.length === 1 ? 0 : 2;
  }
  const [file, ...translationFiles] = args as [string, ...string[]];

  const databaseUrl = commandDatabaseUrl();
  if (databaseUrl === null) return 1;

  const refused = (errors: string[]) => {
    console.error(`Refused ${args.join(" + ")}: ${errors.length} problem(s); the catalogue was not changed.`);
    for (const message of errors) console.error(`  ${message}`);
    return 1;
  };
  const failed = (err: unknown) => {
    console.error(`Import of ${file} failed; the catalogue was not changed: ${err instanceof Error ? err.message : String(err)}`);
    return 1;
  };
  // The files in other languages first: only their texts are kept (ADR 048).
  const translations: TranslationFile[] = [];
  for (const translationFile of translationFiles) {
    let read: ReturnType<typeof readTranslationFile>;
    try {
      read = readTranslationFile(translationFile);
    } catch (err) {
      return failed(err);
    }
    if (!read.ok) return refused(read.errors);
    translations.push(read.value);
  }
  let opened: ReturnType<typeof openCatalogueFile>;
  try {
    opened = openCatalogueFile(file);
  } catch (err) {
    return failed(err);
  }
  if (!opened.ok) return refused(opened.errors);
  const merged = withTranslations(opened.input, file, translations);
  if (!merged.ok) {
    opened.input.close();
    return refused(merged.errors);
  }
  const input = merged.value;

  const db = createDatabase(databaseUrl);
  try {
    await migrateToLatest(db);
    const summary = await replaceCatalogue(db, input, args.join(" + "));
    const c = summary.counts;
    console.log(
      `Imported ${file} into ${kindOfUrl(databaseUrl)} as catalogue version ${summary.version}: ` +
        `${plural(c.listings, "listing")}, ${plural(c.projects, "project")}, ${plural(c.categories, "category", "categories")}, ` +
        `${c.cities.all}/${c.cities.sale}/${c.cities.rent} cities (all/sale/rent), ${plural(c.neighbourhoods, "neighbourhood")}.`,
    );
    for (const translation of translations) {
      console.log(
        `  with ${translation.file}'s texts in "${translation.language}": ${plural(translation.listings.size, "listing")}, ${plural(translation.projects.size, "project")}.`,
      );
    }
    return 0;
  } catch (err) {
    return err instanceof CatalogueRefusedError ? refused(err.errors) : failed(err);
  } finally {
    input.close();
    await closeDatabase(db);
  }
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

process.exitCode = await main(process.argv.slice(2));
