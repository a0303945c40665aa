/**
 * 0004_owners: the owner portal (app/owners/). Owners log in with an e-mail and a password
 * (scrypt hash); an owner sees the listings linked to them in `owner_listing`. A login session
 * is a row in `owner_session` (the cookie holds only its random id; the row keeps a SHA-256 of
 * it), so every instance on the database knows it and logout or a password change revokes it.
 * A forgotten-password token is kept as a SHA-256 too, single-use, with its expiry.
 *
 * Visits are counted without tracking (ADR 018): `visit_count` keeps only a count per listing and
 * (Belgian) day. Counting one per visitor and day needs the day's salted visitor hashes
 * (`visit_seen`) and the day's random salt (`visit_salt`); both are deleted once the day is over,
 * so yesterday's hashes can no longer be linked to anyone.
 *
 * Runs unchanged on SQLite and PostgreSQL: times are ISO text, expiries milliseconds (bigint).
 */
import { PostgresAdapter, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: any) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable("owner")
    .addColumn("id", "integer", generatedId)
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("password_hash", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("password_changed_at", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createTable("owner_listing")
    .addColumn("owner_id", "integer", (c) => c.notNull())
    .addColumn("listing_id", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("owner_listing_pk", ["owner_id", "listing_id"])
    .execute();
  await db.schema.createIndex("owner_listing_listing_idx").on("owner_listing").column("listing_id").execute();

  await db.schema
    .createTable("owner_session")
    .addColumn("id_hash", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "integer")
    .addColumn("data", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("owner_session_owner_idx").on("owner_session").column("owner_id").execute();
  await db.schema.createIndex("owner_session_expires_idx").on("owner_session").column("expires_at").execute();

  await db.schema
    .createTable("password_reset")
    .addColumn("token_hash", "text", (c) => c.primaryKey())
    .addColumn("owner_id", "integer", (c) => c.notNull())
    .addColumn("expires_at", "bigint", (c) => c.notNull())
    .addColumn("used_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("password_reset_owner_idx").on("password_reset").column("owner_id").execute();

  await db.schema
    .createTable("visit_count")
    .addColumn("listing_id", "integer", (c) => c.notNull())
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("visits", "integer", (c) => c.notNull())
    .addPrimaryKeyConstraint("visit_count_pk", ["listing_id", "day"])
    .execute();
  await db.schema
    .createTable("visit_seen")
    .addColumn("day", "text", (c) => c.notNull())
    .addColumn("visitor", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("visit_seen_pk", ["day", "visitor"])
    .execute();
  await db.schema
    .createTable("visit_salt")
    .addColumn("day", "text", (c) => c.primaryKey())
    .addColumn("salt", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["visit_salt", "visit_seen", "visit_count", "password_reset", "owner_session", "owner_listing", "owner"]) {
    await db.schema.dropTable(table).execute();
  }
}
