/**
 * The database a command-line tool works on: only DATABASE_URL is validated (the server needs
 * more variables; a command needs none of them). Null after printing why the URL is unusable.
 */
import { closeDatabase, createDatabase, type Database } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { ConfigurationError, parseEnv } from "~/env.server";

export function commandDatabaseUrl(): string | null {
  try {
    return parseEnv({ DATABASE_URL: process.env.DATABASE_URL }).DATABASE_URL;
  } catch (err) {
    console.error(err instanceof ConfigurationError ? err.message : String(err));
    return null;
  }
}

/** The command's database, brought to the latest schema; null after printing why the URL is unusable. */
export async function openCommandDatabase(): Promise<Database | null> {
  const databaseUrl = commandDatabaseUrl();
  if (databaseUrl === null) return null;
  const db = createDatabase(databaseUrl);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await closeDatabase(db);
    throw error;
  }
  return db;
}
