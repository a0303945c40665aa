/**
 * The listings, read from the database as each page needs them (ADR 023): a page of a listing
 * page, one property, a project's units, the similar listings, the figures. The catalogue cache
 * keeps the small parts (projects, categories, cities) in memory; the listings stay in the
 * database, searched through the columns and indexes of migration 0006, so that 100,000 of them
 * cost no more memory than 230 and a list costs one indexed query.
 *
 * A row is read back through the current schema (ADR 002): one that it refuses, or a unit whose
 * project was left out, is logged and treated as absent.
 */
import { isBelgian } from "~/belgium/country";
import { sql, type Kysely, type SelectQueryBuilder } from "kysely";
import type { Listing } from "~/catalogue/schema";
import { goalKind } from "~/catalogue/codes";
import type { DB } from "~/db/db.server";
import { listingScope, townKey, typeBit, type ListingScope } from "./listing-columns";
import { LISTINGS_PER_PAGE, type ListingQuery, type Page } from "./listing-query";

/** A town the listings name, in a list (null: sold or rented ones), with how many it has there. */
export type ListingTown = { scope: ListingScope | null; sale: boolean; name: string; zip: string; countryId: number; count: number };

/** What a listing's address and the sitemap need, for every available listing. */
export type ListingPathFields = Pick<Listing, "ID" | "Goal" | "CountryID" | "City" | "TypeDescription" | "MainTypeName" | "PublishedAt"> & {
  ProjectID?: number;
};

export interface ListingStore {
  /** The same store reading through `db` (a transaction holding SQLite's one connection). */
  within(db: Kysely<DB>): ListingStore;
  /** A stored row as the pages read it (the current schema; undefined when refused, and logged). */
  parse(row: { id: number; data: string }): Listing | undefined;
  /** One page of a list's listings matching the filters, in the chosen order; a page past the end gives the last page. */
  /** A list's page of listings; `countryId` keeps one country's (the abroad lists). */
  search(scope: ListingScope, query: ListingQuery, perPage?: number, countryId?: number): Promise<Page<Listing>>;
  /** A listing, whatever its status; undefined when there is none (or its row is refused). */
  byId(id: number): Promise<Listing | undefined>;
  /** The listings of these ids that exist, by id. */
  byIds(ids: readonly number[]): Promise<Map<number, Listing>>;
  /** The newest available listings, at home and abroad. */
  latest(limit: number): Promise<Listing[]>;
  /** A project's available units, cheapest first. */
  projectUnits(projectId: number): Promise<Listing[]>;
  /** Up to `limit` available listings like this one: same goal and type, at home or abroad as it is, nearest postcode first, newest next. */
  similar(listing: Listing, limit: number): Promise<Listing[]>;
  /** Whether other available listings of its goal are in its town, and whether one of them is of its type. */
  othersInTown(listing: Listing): Promise<{ any: boolean; sameType: boolean }>;
  /** How many available listings each list has (once per catalogue version). */
  totals(): Promise<Record<ListingScope, number>>;
  /** The towns the listings name, per list and goal, with their counts (once per catalogue version). */
  towns(): Promise<readonly ListingTown[]>;
  /** Per type id, how many available Belgian listings for sale and for rent it has (once per catalogue version). */
  typeTotals(): Promise<ReadonlyMap<number, { sale: number; rent: number }>>;
  /** Every available listing's address fields, a batch at a time, by id. */
  pathBatches(batchSize: number): AsyncGenerator<ListingPathFields[]>;
  /** Every available listing, newest first (the search index of a small catalogue). */
  allAvailable(): Promise<Listing[]>;
}

type ListingQueryBuilder = SelectQueryBuilder<DB, "catalogue_listing", object>;

export function createListingStore(
  db: Kysely<DB>,
  { parse }: { parse: (row: { id: number; data: string }) => Listing | undefined },
): ListingStore {
  const parseAll = (rows: { id: number | string; data: string }[]) =>
    rows.flatMap((row) => parse({ id: Number(row.id), data: row.data }) ?? []);

  const filtered = (scope: ListingScope, query: ListingQuery, countryId?: number): ListingQueryBuilder => {
    let select: ListingQueryBuilder = db.selectFrom("catalogue_listing").where("scope", "=", scope);
    if (countryId !== undefined) select = select.where("country_id", "=", countryId);
    if (query.city) select = select.where("town_key", "=", townKey(query.city));
    if (query.type !== null) {
      select = select.where(sql<number>`type_mask & ${typeBit(query.type)}`, "<>", 0);
    }
    if (query.bedrooms !== null) select = select.where("bedrooms", ">=", query.bedrooms);
    // A hidden price cannot be compared: such listings drop out of a price-filtered search.
    if (query.priceMin !== null || query.priceMax !== null) select = select.where("price_shown", "=", 1);
    if (query.priceMin !== null) select = select.where("price", ">=", query.priceMin);
    if (query.priceMax !== null) select = select.where("price", "<=", query.priceMax);
    return select;
  };

  const newestFirst = <O>(select: SelectQueryBuilder<DB, "catalogue_listing", O>) =>
    select.orderBy("published_at", "desc").orderBy("id", "desc");

  const once = <T>(compute: () => Promise<T>) => {
    let value: Promise<T> | undefined;
    return () => {
      value ??= compute();
      value.catch(() => (value = undefined));
      return value;
    };
  };

  return {
    parse,
    within: (other) => createListingStore(other, { parse }),

    async search(scope, query, perPage = LISTINGS_PER_PAGE, countryId) {
      const { total } = await filtered(scope, query, countryId)
        .select((eb) => eb.fn.countAll<number | string>().as("total"))
        .executeTakeFirstOrThrow();
      const count = Number(total);
      const pageCount = Math.max(1, Math.ceil(count / perPage));
      const page = Math.min(Math.max(1, query.page), pageCount);
      let select = filtered(scope, query, countryId).select(["id", "data"]);
      if (query.sort !== "newest") {
        // Unpublished prices last, whichever the direction.
        select = select.orderBy("price_shown", "desc").orderBy("price", query.sort === "price-asc" ? "asc" : "desc");
      }
      const rows =
        count === 0
          ? []
          : await newestFirst(select)
              .limit(perPage)
              .offset((page - 1) * perPage)
              .execute();
      return { items: parseAll(rows), page, pageCount, total: count };
    },

    async byId(id) {
      if (!storableId(id)) return undefined;
      const row = await db.selectFrom("catalogue_listing").select(["id", "data"]).where("id", "=", id).executeTakeFirst();
      return row ? parse({ id: Number(row.id), data: row.data }) : undefined;
    },

    async byIds(ids) {
      const found = new Map<number, Listing>();
      const unique = [...new Set(ids)].filter(storableId);
      for (let i = 0; i < unique.length; i += 500) {
        const rows = await db
          .selectFrom("catalogue_listing")
          .select(["id", "data"])
          .where("id", "in", unique.slice(i, i + 500))
          .execute();
        for (const listing of parseAll(rows)) found.set(listing.ID, listing);
      }
      return found;
    },

    async latest(limit) {
      // One indexed query per list, merged: the newest of all lists are among the newest of each.
      const lists = await Promise.all(
        (["sale", "rent", "abroad"] as const).map((scope) =>
          newestFirst(db.selectFrom("catalogue_listing").select(["id", "data", "published_at"]).where("scope", "=", scope))
            .limit(limit)
            .execute(),
        ),
      );
      const rows = lists
        .flat()
        .sort((a, b) => (a.published_at < b.published_at ? 1 : a.published_at > b.published_at ? -1 : Number(b.id) - Number(a.id)))
        .slice(0, limit);
      return parseAll(rows);
    },

    async projectUnits(projectId) {
      const rows = await db
        .selectFrom("catalogue_listing")
        .select(["id", "data"])
        .where("project_id", "=", projectId)
        .where("scope", "is not", null)
        .orderBy("price")
        .orderBy("id")
        .execute();
      return parseAll(rows);
    },

    async similar(listing, limit) {
      const kind = goalKind(listing.Goal);
      const zip = Number(listing.Zip) || 0;
      const base = () => {
        let select = db
          .selectFrom("catalogue_listing")
          .select(["id", "data", "zip_number", "published_at", "position"])
          .where("scope", "=", listingScopeOf(listing))
          .where("web_id", "=", listing.WebID)
          .where("id", "!=", listing.ID);
        // Abroad, the same country's only: a Luxembourg house is never shown with Spanish villas.
        if (!isBelgian(listing.CountryID)) select = select.where("country_id", "=", listing.CountryID);
        select = kind === "sale" ? select.where("goal", "=", 0) : select.where("goal", "!=", 0);
        return select;
      };
      // The nearest postcodes above and below, each from the index, then merged.
      const [above, below] = await Promise.all([
        base()
          .where("zip_number", ">=", zip)
          .orderBy("zip_number", "asc")
          .orderBy("published_at", "desc")
          .orderBy("position")
          .limit(limit)
          .execute(),
        base()
          .where("zip_number", "<", zip)
          .orderBy("zip_number", "desc")
          .orderBy("published_at", "desc")
          .orderBy("position")
          .limit(limit)
          .execute(),
      ]);
      const rows = [...above, ...below]
        .sort(
          (a, b) =>
            Math.abs(a.zip_number - zip) - Math.abs(b.zip_number - zip) ||
            (a.published_at < b.published_at ? 1 : a.published_at > b.published_at ? -1 : 0) ||
            a.position - b.position,
        )
        .slice(0, limit);
      return parseAll(rows);
    },

    async othersInTown(listing) {
      let select = db
        .selectFrom("catalogue_listing")
        .where("scope", "=", listingScopeOf(listing))
        .where("town_key", "=", townKey({ name: listing.City, zip: listing.Zip }))
        .where("zip", "=", listing.Zip)
        .where("city", "=", listing.City)
        .where("id", "!=", listing.ID);
      select = goalKind(listing.Goal) === "sale" ? select.where("goal", "=", 0) : select.where("goal", "!=", 0);
      const row = await select
        .select((eb) => [
          eb.fn.countAll<number | string>().as("others"),
          eb.fn.sum<number | string | null>(eb.case().when("web_id", "=", listing.WebID).then(1).else(0).end()).as("sameType"),
        ])
        .executeTakeFirstOrThrow();
      return { any: Number(row.others) > 0, sameType: Number(row.sameType ?? 0) > 0 };
    },

    totals: once(async () => {
      const rows = await db
        .selectFrom("catalogue_listing")
        .select(["scope", (eb) => eb.fn.countAll<number | string>().as("count")])
        .where("scope", "is not", null)
        .groupBy("scope")
        .execute();
      const totals: Record<ListingScope, number> = { sale: 0, rent: 0, abroad: 0 };
      for (const row of rows) if (row.scope) totals[row.scope] = Number(row.count);
      return totals;
    }),

    towns: once(async () => {
      const rows = await db
        .selectFrom("catalogue_listing")
        .select([
          "scope",
          sql<number>`case when goal = 0 then 1 else 0 end`.as("sale"),
          (eb) => eb.fn.min("city").as("name"),
          (eb) => eb.fn.min("zip").as("zip"),
          (eb) => eb.fn.min("country_id").as("country_id"),
          (eb) => eb.fn.countAll<number | string>().as("count"),
        ])
        .groupBy(["scope", sql`case when goal = 0 then 1 else 0 end`, "town_key"])
        .execute();
      return rows.map((row) => ({
        scope: row.scope,
        sale: Number(row.sale) === 1,
        name: row.name,
        zip: row.zip,
        countryId: Number(row.country_id),
        count: Number(row.count),
      }));
    }),

    typeTotals: once(async () => {
      // One row per combination of types the listings have: a handful, added up per type here.
      const rows = await db
        .selectFrom("catalogue_listing")
        .select(["scope", "type_mask", (eb) => eb.fn.countAll<number | string>().as("count")])
        .where("scope", "in", ["sale", "rent"])
        .groupBy(["scope", "type_mask"])
        .execute();
      const totals = new Map<number, { sale: number; rent: number }>();
      for (const row of rows) {
        for (let typeId = 0; typeId <= 30; typeId++) {
          if ((Number(row.type_mask) & typeBit(typeId)) === 0 || (row.scope !== "sale" && row.scope !== "rent")) continue;
          const entry = totals.get(typeId) ?? { sale: 0, rent: 0 };
          entry[row.scope] += Number(row.count);
          totals.set(typeId, entry);
        }
      }
      return totals;
    }),

    async *pathBatches(batchSize) {
      for (let after: number | null = null; ;) {
        const rows = await db
          .selectFrom("catalogue_listing")
          .select(["id", "goal", "country_id", "project_id", "city", "type_name", "published_at"])
          .where("scope", "is not", null)
          .where((eb) => (after === null ? eb.lit(true) : eb("id", ">", after)))
          .orderBy("id")
          .limit(batchSize)
          .execute();
        if (rows.length === 0) return;
        after = Number(rows[rows.length - 1]!.id);
        yield rows.map((row) => ({
          ID: Number(row.id),
          Goal: row.goal,
          CountryID: row.country_id,
          City: row.city,
          TypeDescription: row.type_name,
          MainTypeName: row.type_name,
          PublishedAt: row.published_at,
          ...(row.project_id === null ? {} : { ProjectID: Number(row.project_id) }),
        })) as ListingPathFields[];
      }
    },

    async allAvailable() {
      const rows = await newestFirst(db.selectFrom("catalogue_listing").select(["id", "data"]).where("scope", "is not", null)).execute();
      return parseAll(rows);
    },
  };
}

/** The largest id an `integer` column holds (PostgreSQL refuses a larger one in a query: a 500 instead of a 404). */
const MAX_STORED_ID = 2_147_483_647;
const storableId = (id: number) => Number.isSafeInteger(id) && id >= 0 && id <= MAX_STORED_ID;

/** The list a listing is in, by the same rule as at import (sold and rented ones: the list they were in). */
function listingScopeOf(listing: Pick<Listing, "CountryID" | "Goal">): ListingScope {
  return listingScope({ ...listing, Status: "available" })!;
}
