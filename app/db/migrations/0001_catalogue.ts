/**
 * 0001_catalogue: the property catalogue (listings, projects, categories, city
 * lists, neighbourhoods) and the import log whose latest id is the catalogue version.
 *
 * Runs unchanged on SQLite and PostgreSQL: text / integer / double precision
 * columns, timestamps as ISO text, each full record kept as JSON text in `data`.
 * The only dialect-specific bit is the generated import id (SQLite
 * AUTOINCREMENT, PostgreSQL identity), both of which never reuse an id.
 *
 * What reads these tables today (ADR 002): the app loads the whole catalogue into
 * memory once per import version and filters listings in JavaScript; the indexes
 * below are not used by page queries yet. That holds up to about 5,000 listings
 * (measured: a filtered list answers in 107 ms at 230 listings, 705 ms at 20,000);
 * the speed-and-scale issue moves the list queries to SQL through these indexes.
 * Each row's `data` is validated against the current schema when loaded: a row in
 * an older shape is logged and left out, the others are served.
 */
import { PostgresAdapter, sql, type Kysely } from "kysely";

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("catalogue_listing")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("goal", "integer", (c) => c.notNull())
    .addColumn("status", "text", (c) => c.notNull())
    .addColumn("country_id", "integer", (c) => c.notNull())
    .addColumn("zip", "text", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("web_id", "integer", (c) => c.notNull())
    .addColumn("project_id", "integer")
    .addColumn("price", "double precision")
    .addColumn("published_at", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex("catalogue_listing_goal_status_idx")
    .on("catalogue_listing")
    .columns(["goal", "status", "published_at"])
    .execute();
  await db.schema.createIndex("catalogue_listing_zip_idx").on("catalogue_listing").column("zip").execute();
  await db.schema.createIndex("catalogue_listing_web_id_idx").on("catalogue_listing").column("web_id").execute();
  await db.schema.createIndex("catalogue_listing_project_id_idx").on("catalogue_listing").column("project_id").execute();

  await db.schema
    .createTable("catalogue_project")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("city", "text", (c) => c.notNull())
    .addColumn("zip", "text", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("catalogue_category")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("web_id", "text", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("show_order", "integer", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .execute();

  await db.schema
    .createTable("catalogue_city")
    .addColumn("list", "text", (c) => c.notNull().check(sql`list in ('all', 'sale', 'rent')`))
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("zip", "text", (c) => c.notNull())
    .addColumn("country_id", "integer", (c) => c.notNull())
    .addColumn("property_count", "integer", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .addPrimaryKeyConstraint("catalogue_city_pk", ["list", "name", "zip"])
    .execute();

  await db.schema
    .createTable("catalogue_neighbourhood")
    .addColumn("id", "integer", (c) => c.primaryKey())
    .addColumn("position", "integer", (c) => c.notNull())
    .addColumn("data", "text", (c) => c.notNull())
    .execute();

  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable("catalogue_import")
    .addColumn("id", "integer", (c) => (postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn("imported_at", "text", (c) => c.notNull())
    .addColumn("source", "text", (c) => c.notNull())
    .addColumn("listing_count", "integer", (c) => c.notNull())
    .addColumn("checksum", "text", (c) => c.notNull())
    .addColumn("language", "text", (c) => c.notNull())
    .addColumn("generated_at", "text", (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "catalogue_import",
    "catalogue_neighbourhood",
    "catalogue_city",
    "catalogue_category",
    "catalogue_project",
    "catalogue_listing",
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
