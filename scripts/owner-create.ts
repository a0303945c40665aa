/**
 * Create an owner of the portal, or update the one with that e-mail.
 *
 *   npm run owner:create -- --email owner@example.com --password "a long sentence" --properties 4220119,4219380 [--language nl|fr|en|de]
 *
 * The owner sees exactly the listed properties (an update replaces the list, sets the new
 * password and ends the owner's sessions). A bad e-mail, a weak password or an id the catalogue
 * does not hold is refused with one line on stderr (exit code 1) and nothing changes.
 * DATABASE_URL selects the database (default file:var/site.db), as for the server.
 */
import { parseArgs } from "node:util";
import { closeDatabase } from "~/db/db.server";
import { isLanguage, LANGUAGES } from "~/i18n/languages";
import { OwnerInputError, saveOwner } from "~/owners/accounts.server";
import { openCommandDatabase } from "./command-database";

const USAGE = `Usage: npm run owner:create -- --email E --password P --properties ID,ID [--language ${LANGUAGES.join("|")}]`;

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv.filter((arg) => arg !== "--"),
      options: {
        email: { type: "string" },
        password: { type: "string" },
        properties: { type: "string" },
        language: { type: "string", default: "fr" },
      },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}. ${USAGE}`);
    return 1;
  }
  const missing = (["email", "password", "properties"] as const).filter((name) => !values[name]?.trim());
  if (missing.length > 0) {
    console.error(`Missing ${missing.map((name) => `--${name}`).join(", ")}. ${USAGE}`);
    return 1;
  }
  if (!isLanguage(values.language)) {
    console.error(`"${values.language}" is not a language: use ${LANGUAGES.join(", ")}`);
    return 1;
  }
  const ids = values.properties!.split(",").map((id) => id.trim());
  const notIds = ids.filter((id) => !/^[1-9]\d{0,9}$/.test(id));
  if (notIds.length > 0) {
    console.error(
      `Not a property id: ${notIds.map((id) => `"${id}"`).join(", ")} (give numbers separated by commas, e.g. 4220119,4219380)`,
    );
    return 1;
  }

  const db = await openCommandDatabase();
  if (db === null) return 1;
  try {
    const listingIds = ids.map(Number);
    const { created } = await saveOwner(db, { email: values.email!, password: values.password!, listingIds, language: values.language });
    const email = values.email!.trim().toLowerCase();
    console.log(
      created
        ? `Created owner ${email} with properties ${[...new Set(listingIds)].join(", ")}`
        : `Updated owner ${email} with properties ${[...new Set(listingIds)].join(", ")} (new password; their sessions were ended)`,
    );
    return 0;
  } catch (error) {
    if (error instanceof OwnerInputError) {
      console.error(`Owner not saved: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await closeDatabase(db);
  }
}

process.exitCode = await main(process.argv.slice(2));
