/**
 * 0002_rate_limits: hit counters of the rate limits when several instances share them
 * (RATE_LIMIT_STORE=database, app/http/rate-limit-store.server.ts). One row per limited key,
 * such as "requests:203.0.113.7" or, later, a login limit per account; `reset_at` is when its
 * window ends, in milliseconds since the epoch.
 *
 * Runs unchanged on SQLite and PostgreSQL (bigint is a 64-bit integer on both).
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("rate_limit")
    .addColumn("key", "text", (c) => c.primaryKey())
    .addColumn("hits", "integer", (c) => c.notNull())
    .addColumn("reset_at", "bigint", (c) => c.notNull())
    .execute();
  // Expired rows are deleted by reset_at.
  await db.schema.createIndex("rate_limit_reset_at_idx").on("rate_limit").column("reset_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("rate_limit").execute();
}
