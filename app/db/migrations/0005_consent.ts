/**
 * 0005_consent: the proof of each cookie choice (ADR 020). A row per choice: the random id the
 * visitor's consent cookie also holds, the four optional categories (1 accepted, 0 declined; the
 * strictly necessary one is always on), the cookie policy's version and the time. No address, no
 * user agent: nothing that names the visitor. Rows older than CONSENT_RECORD_MONTHS are deleted.
 */
import type { Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("consent_record")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("analytics", "integer", (c) => c.notNull())
    .addColumn("marketing", "integer", (c) => c.notNull())
    .addColumn("social", "integer", (c) => c.notNull())
    .addColumn("unclassified", "integer", (c) => c.notNull())
    .addColumn("policy_version", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("consent_record_created_idx").on("consent_record").column("created_at").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("consent_record").execute();
}
