/**
 * 0006_listing_search: the listing pages, the home figures and the similar listings become SQL
 * queries (ADR 023) instead of filtering the whole catalogue in memory. The listing table gets the
 * columns they search by (derived at import by `listingSearchColumns`, the types a listing is
 * listed under as one bit each), and indexes that serve each list's order:
 * - newest first: (scope, published_at, id); a town: (scope, town_key, published_at, id);
 * - by price, up or down: (scope, price_shown, price, published_at, id) in each sort's directions,
 *   and the same within a town: (scope, town_key, price_shown, price, published_at, id);
 * - similar listings: (scope, web_id, zip_number); a minimum of bedrooms: (scope, bedrooms);
 * - counting a type: (scope, type_mask).
 * Rows already imported are filled in from their stored record, in batches, before the indexes
 * are made; a record that cannot be read stays in no list.
 */
import { sql, type Kysely } from "kysely";

const BATCH = 500;

/**
 * The fields of a stored listing record the columns are derived from, as the catalogue's schema
 * had them when this migration shipped.
 */
type StoredListing = {
  Status: string;
  CountryID: number;
  Goal: number;
  City: string;
  Zip: string;
  Bedrooms?: number;
  PublishPrice: boolean;
  TypeDescription: string;
  MainTypeName: string;
  WebIDs: string;
};

// The search columns of a record: `listingSearchColumns` of app/catalogue/listing-columns.ts, with
// `normalizeText` (app/belgium/city.ts), `isBelgian` (app/belgium/country.ts) and `goalKind`
// (app/catalogue/codes.ts), as they were when this migration shipped (commit 05cc933), copied so
// that the migration never changes when the app does (ADR 038). Later changes to these columns
// are migrations of their own.

const normalizeText = (s: string): string =>
  s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/œ/g, "oe").replace(/æ/g, "ae").replace(/\s+/g, " ").trim();

const isBelgian = (countryId: number | string | null | undefined): boolean =>
  countryId !== null && countryId !== undefined && Number(countryId) === 10;

const goalKind = (goal: number): "sale" | "rent" => (goal === 0 ? "sale" : "rent");

const typeBit = (typeId: number): number => (Number.isInteger(typeId) && typeId >= 0 && typeId <= 30 ? 2 ** typeId : 0);

function listingScope(listing: StoredListing): "sale" | "rent" | "abroad" | null {
  if (listing.Status !== "available") return null;
  if (!isBelgian(listing.CountryID)) return "abroad";
  return goalKind(listing.Goal);
}

function searchColumns(listing: StoredListing) {
  return {
    scope: listingScope(listing),
    town_key: `${normalizeText(listing.City)}|${listing.Zip.trim()}`,
    bedrooms: listing.Bedrooms ?? 0,
    price_shown: listing.PublishPrice ? 1 : 0,
    zip_number: Number(listing.Zip) || 0,
    type_name: listing.TypeDescription || listing.MainTypeName,
    type_mask: listing.WebIDs.split(",").reduce((mask, id) => mask | typeBit(Number(id)), 0),
  };
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("catalogue_listing").addColumn("scope", "text").execute();
  await db.schema
    .alterTable("catalogue_listing")
    .addColumn("town_key", "text", (c) => c.notNull().defaultTo(""))
    .execute();
  for (const column of ["bedrooms", "price_shown", "zip_number", "type_mask"]) {
    await db.schema
      .alterTable("catalogue_listing")
      .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
      .execute();
  }
  await db.schema
    .alterTable("catalogue_listing")
    .addColumn("type_name", "text", (c) => c.notNull().defaultTo(""))
    .execute();

  // Filled before the new indexes exist, so that each update does not maintain them.
  for (let after: number | null = null; ;) {
    const rows = await db
      .selectFrom("catalogue_listing")
      .select(["id", "data"])
      .where((eb) => (after === null ? eb.lit(true) : eb("id", ">", after)))
      .orderBy("id")
      .limit(BATCH)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows as { id: number | string; data: string }[]) {
      let columns;
      try {
        columns = searchColumns(JSON.parse(row.data) as StoredListing);
      } catch {
        // A record that cannot be read stays in no list (scope null); reading it logs why (ADR 002).
        continue;
      }
      await db.updateTable("catalogue_listing").set(columns).where("id", "=", row.id).execute();
    }
    after = Number(rows[rows.length - 1]!.id);
  }
  // The indexes 0001 made for the in-memory era serve none of the queries.
  for (const index of ["catalogue_listing_goal_status_idx", "catalogue_listing_zip_idx", "catalogue_listing_web_id_idx"]) {
    await db.schema.dropIndex(index).execute();
  }
  const index = (name: string, columns: string[]) => db.schema.createIndex(name).on("catalogue_listing").columns(columns).execute();
  await index("catalogue_listing_newest_idx", ["scope", "published_at", "id"]);
  await index("catalogue_listing_town_idx", ["scope", "town_key", "published_at", "id"]);
  // In the directions each price sort reads them (unpublished prices last, then newest first), in
  // all the list and within a town, so that a page is read off the index in its order.
  const ordered = (name: string, columns: string) =>
    sql`create index ${sql.id(name)} on catalogue_listing (${sql.raw(columns)})`.execute(db);
  await ordered("catalogue_listing_price_asc_idx", "scope, price_shown desc, price asc, published_at desc, id desc");
  await ordered("catalogue_listing_price_desc_idx", "scope, price_shown desc, price desc, published_at desc, id desc");
  await ordered("catalogue_listing_town_price_asc_idx", "scope, town_key, price_shown desc, price asc, published_at desc, id desc");
  await ordered("catalogue_listing_town_price_desc_idx", "scope, town_key, price_shown desc, price desc, published_at desc, id desc");
  await index("catalogue_listing_similar_idx", ["scope", "web_id", "zip_number"]);
  await index("catalogue_listing_bedrooms_idx", ["scope", "bedrooms"]);
  await index("catalogue_listing_type_idx", ["scope", "type_mask"]);

  await sql`analyze`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["newest", "town", "price_asc", "price_desc", "town_price_asc", "town_price_desc", "similar", "bedrooms", "type"])
    await db.schema.dropIndex(`catalogue_listing_${name}_idx`).execute();
  for (const column of ["scope", "town_key", "bedrooms", "price_shown", "zip_number", "type_name", "type_mask"]) {
    await db.schema.alterTable("catalogue_listing").dropColumn(column).execute();
  }
  await db.schema
    .createIndex("catalogue_listing_goal_status_idx")
    .on("catalogue_listing")
    .columns(["goal", "status", "published_at"])
    .execute();
  await db.schema.createIndex("catalogue_listing_zip_idx").on("catalogue_listing").column("zip").execute();
  await db.schema.createIndex("catalogue_listing_web_id_idx").on("catalogue_listing").column("web_id").execute();
}
