/**
 * Bring a database to the latest schema with Kysely's Migrator and the static
 * migration list. Safe to call at every start-up and from several processes at
 * once; a failed run changes nothing:
 * - PostgreSQL: Kysely takes an advisory lock and runs the batch in one transaction;
 *   its bookkeeping tables live in the current schema (first of the search_path);
 * - SQLite: Kysely does neither (its adapter claims no transactional DDL and takes
 *   no lock), so the whole run happens here inside `BEGIN IMMEDIATE`, which takes
 *   SQLite's write lock first (other processes wait on the busy timeout) and rolls
 *   back on failure.
 */
import { Migrator, sql, type Kysely, type MigrationProvider, type MigrationResultSet } from "kysely";
import { dialectOf } from "./db.server";
import { migrations } from "./migrations/index";

const provider: MigrationProvider = {
  getMigrations: async () => migrations,
};

/**
 * `migrationTableSchema`: on PostgreSQL pass the current schema, otherwise Kysely
 * treats a `kysely_migration` table in ANY schema of the database as its own.
 */
export function createMigrator(db: Kysely<any>, migrationTableSchema?: string): Migrator {
  return new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
}

export interface MigrateResult {
  /** Names of the migrations applied by this call (empty when already up to date). */
  applied: string[];
}

/**
 * Run every pending migration; throws an Error naming the failed migration.
 * `db` must be a Kysely instance, not a transaction.
 */
export async function migrateToLatest(db: Kysely<any>): Promise<MigrateResult> {
  if (dialectOf(db) === "postgres") {
    const { rows } = await sql<{ schema: string | null }>`select current_schema() as schema`.execute(db);
    const schema = rows[0]?.schema;
    if (!schema) throw new Error("Database migrations failed: no schema of the search_path exists");
    const { error, results } = await createMigrator(db, schema).migrateToLatest();
    return checkResult(error, results);
  }
  return db.connection().execute(async (conn) => {
    await sql`begin immediate`.execute(conn);
    let outcome: MigrationResultSet;
    try {
      outcome = await createMigrator(conn).migrateToLatest();
    } catch (err) {
      await sql`rollback`.execute(conn);
      throw err;
    }
    await (outcome.error === undefined ? sql`commit` : sql`rollback`).execute(conn);
    return checkResult(outcome.error, outcome.results);
  });
}

function checkResult(error: unknown, results: MigrationResultSet["results"]): MigrateResult {
  const applied = (results ?? []).filter((r) => r.status === "Success").map((r) => r.migrationName);
  if (error !== undefined && error !== null) {
    const failed = (results ?? []).find((r) => r.status === "Error")?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    const where = failed ? `migration "${failed}" failed` : "migrations failed";
    // The whole batch ran in one transaction (see above): nothing was applied.
    throw new Error(`Database ${where}: ${reason}`, { cause: error });
  }
  return { applied };
}
