/**
 * 0009_listing_changes: what changed in the catalogue, import after import (issue 24 §2, ADR 050).
 * `listing_seen` keeps, beside when the catalogue first held a listing, the published price (NULL
 * when the price is not published) and the status the last import gave it; `listing_change` holds a
 * row for its first appearance (nothing before) and one for each import that changed its published
 * price or its status, with the values before and after. Cards read the recent rows ("New", "Price
 * lowered"), property pages a listing's price history, and demand alerts the lowered prices;
 * `demand_price_alert` records which lowered price was looked at for which demand, so that each is
 * announced once.
 *
 * The listings a site already holds get their present price and status, as of when they were
 * first seen. Runs unchanged on SQLite and PostgreSQL.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema.alterTable("listing_seen").addColumn("price", "double precision").execute();
  await db.schema.alterTable("listing_seen").addColumn("status", "text").execute();
  await db.schema
    .createTable("listing_change")
    .addColumn("id", "integer", (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn("listing_id", "integer", (c) => c.notNull())
    .addColumn("changed_at", "text", (c) => c.notNull())
    .addColumn("price_before", "double precision")
    .addColumn("price_after", "double precision")
    .addColumn("status_before", "text")
    .addColumn("status_after", "text", (c) => c.notNull())
    .execute();
  await db.schema.createIndex("listing_change_listing_idx").on("listing_change").columns(["listing_id", "changed_at"]).execute();
  await db.schema.createIndex("listing_change_changed_idx").on("listing_change").column("changed_at").execute();
  await db.schema
    .createTable("demand_price_alert")
    .addColumn("demand_id", "integer", (c) => c.notNull())
    .addColumn("change_id", "integer", (c) => c.notNull())
    .addColumn("created_at", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("demand_price_alert_pk", ["demand_id", "change_id"])
    .execute();

  await sql`
    update listing_seen set
      price = (select case when l.price_shown = 1 then l.price end from catalogue_listing l where l.id = listing_seen.listing_id),
      status = (select l.status from catalogue_listing l where l.id = listing_seen.listing_id)
  `.execute(db);
  await sql`
    insert into listing_change (listing_id, changed_at, price_before, price_after, status_before, status_after)
    select listing_id, first_seen_at, null, price, null, status from listing_seen where status is not null
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("demand_price_alert").execute();
  await db.schema.dropTable("listing_change").execute();
  await db.schema.alterTable("listing_seen").dropColumn("status").execute();
  await db.schema.alterTable("listing_seen").dropColumn("price").execute();
}
