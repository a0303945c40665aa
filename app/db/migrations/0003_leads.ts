/**
 * 0003_leads: what visitors send (app/leads/). A lead is stored, with the e-mails it causes in
 * `outbox`, in one transaction before anything else happens (ADR 016); a worker sends the outbox.
 * Demands ("keep me informed") and newsletter subscribers are kept apart for the alerts and the
 * double opt-in; `demand_announcement` records which listing was announced to which demand.
 *
 * Runs unchanged on SQLite and PostgreSQL: ids are AUTOINCREMENT / identity, times are ISO text,
 * lease and schedule times are milliseconds since the epoch (bigint), lists are JSON text.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const generatedId = (c: any) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable("lead")
    .addColumn("id", "integer", generatedId)
    .addColumn("form", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("listing_id", "integer")
    .addColumn("project_id", "integer")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("fields", "text", (c) => c.notNull())
    .addColumn("source_path", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("submission_token", "text", (c) => c.notNull().unique())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("appointment_day", "text")
    .addColumn("appointment_slot", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("lead_listing_idx").on("lead").columns(["listing_id", "form", "email"]).execute();
  await db.schema.createIndex("lead_appointment_idx").on("lead").columns(["listing_id", "appointment_day", "appointment_slot"]).execute();
  await db.schema.createIndex("lead_created_at_idx").on("lead").column("created_at").execute();

  await db.schema
    .createTable("outbox")
    .addColumn("id", "integer", generatedId)
    .addColumn("lead_id", "integer")
    .addColumn("kind", "text", (c) => c.notNull())
    .addColumn("recipient", "text", (c) => c.notNull())
    .addColumn("message", "text", (c) => c.notNull())
    .addColumn("attempts", "integer", (c) => c.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "bigint", (c) => c.notNull())
    .addColumn("claimed_until", "bigint")
    .addColumn("sent_at", "text")
    .addColumn("last_error", "text")
    // Set when the SMTP server refused the message for good (a 5xx answer): not tried again.
    .addColumn("failed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("outbox_due_idx").on("outbox").columns(["sent_at", "next_attempt_at"]).execute();
  await db.schema.createIndex("outbox_lead_idx").on("outbox").column("lead_id").execute();

  await db.schema
    .createTable("demand")
    .addColumn("id", "integer", generatedId)
    .addColumn("lead_id", "integer")
    .addColumn("email", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("goal", "text", (c) => c.notNull())
    .addColumn("types", "text", (c) => c.notNull())
    .addColumn("zones", "text", (c) => c.notNull())
    .addColumn("budget_min", "double precision")
    .addColumn("budget_max", "double precision")
    .addColumn("start_date", "text", (c) => c.notNull())
    .addColumn("end_date", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("unsubscribed_at", "text")
    .execute();
  await db.schema
    .createTable("demand_announcement")
    .addColumn("demand_id", "integer", (c) => c.notNull())
    .addColumn("listing_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("demand_announcement_pk", ["demand_id", "listing_id"])
    .execute();

  // When the catalogue first held each listing: a listing is new to a demand registered before.
  await db.schema
    .createTable("listing_seen")
    .addColumn("listing_id", "integer", (c) => c.primaryKey())
    .addColumn("first_seen_at", "text", (c) => c.notNull())
    .execute();
  // The listings of a site already running count as seen now, not as new at the next import.
  await sql`insert into listing_seen (listing_id, first_seen_at) select id, ${new Date().toISOString()} from catalogue_listing`.execute(db);

  await db.schema
    .createTable("subscriber")
    .addColumn("id", "integer", generatedId)
    .addColumn("email", "text", (c) => c.notNull().unique())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("consented_at", "text", (c) => c.notNull())
    .addColumn("confirmed_at", "text")
    .addColumn("unsubscribed_at", "text")
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ["subscriber", "listing_seen", "demand_announcement", "demand", "outbox", "lead"]) {
    await db.schema.dropTable(table).execute();
  }
}
