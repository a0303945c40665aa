/**
 * The database a command-line tool works on: only DATABASE_URL is validated (the server needs
 * more variables; a command needs none of them). Null after printing why the URL is unusable.
 */
import { ConfigurationError, parseEnv } from "~/env.server";

export function commandDatabaseUrl(): string | null {
  try {
    return parseEnv({ DATABASE_URL: process.env.DATABASE_URL }).DATABASE_URL;
  } catch (err) {
    console.error(err instanceof ConfigurationError ? err.message : String(err));
    return null;
  }
}
