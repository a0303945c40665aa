/**
 * 0007_held_leads: a lead sent sooner after its form opened than FORM_MIN_FILL_SECONDS is stored
 * held as probably automated (ADR 031): `held_at` is when it was stored so, and stays set until
 * the visitor sends the form again or the agency releases it (`npm run lead:release`); only then
 * are its e-mails queued. NULL for every other lead. The index serves the held leads' lookups
 * (the visitor's second send, `npm run lead:list -- --suspect`).
 *
 * Runs unchanged on SQLite and PostgreSQL.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("lead").addColumn("held_at", "text").execute();
  await db.schema.createIndex("lead_held_idx").on("lead").column("held_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex("lead_held_idx").execute();
  await db.schema.alterTable("lead").dropColumn("held_at").execute();
}
