/**
 * 0008_testimonials: what past clients write about the agency (app/testimonials/). Stored with
 * the lead of the testimonial form that carried it (`lead_id`), unpublished (`published_at` NULL)
 * until the agency approves it (`npm run testimonial:approve -- ID`); the agency may withdraw it
 * again (`published_at` NULL again, `withdrawn_at` set: never mistaken for one that waits). `language` is the one it was written in: it is shown as written, in every
 * language of the site. The rating is a whole number from 1 to 5. The index serves the published
 * ones, newest first, which the site reads with its catalogue (ADR 047).
 *
 * Runs unchanged on SQLite and PostgreSQL.
 */
import { PostgresAdapter, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("testimonial")
    .addColumn("id", "integer", (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn("lead_id", "integer", (c) => c.notNull().unique())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("town", "text", (c) => c.notNull())
    .addColumn("rating", "integer", (c) => c.notNull())
    .addColumn("text", "text", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addColumn("published_at", "text")
    .addColumn("withdrawn_at", "text")
    .execute();
  await db.schema.createIndex("testimonial_published_idx").on("testimonial").column("published_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("testimonial").execute();
}
