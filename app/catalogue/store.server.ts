/**
 * The catalogue in the database: atomic replacement (an import file's listings validated as they
 * are written, by `catalogue-validation.server.ts`, ADR 024), seeding from the bundled snapshot,
 * loading back, and an in-memory cache keyed on the import version.
 *
 * Each record is stored as indexed columns (for queries) plus its full JSON in
 * `data` (the source of truth when loading). `position` keeps the snapshot order.
 * The latest `catalogue_import.id` is the catalogue version: every app instance
 * (several on one PostgreSQL) polls it to notice an import made elsewhere.
 *
 * Rows read back are validated against the current schema, one by one: a row an older import
 * wrote in a shape the schema no longer accepts is logged and left out, so that it cannot crash
 * a page while the rest of the catalogue is served (ADR 002). A unit whose project is left out
 * goes too (its page needs the project), logged the same way. The other cross-record rules
 * (duplicate ids) are checked at import time only.
 */
import { createHash } from "node:crypto";
import { listingNews, recordListingChanges } from "./listing-changes.server";
import type { ListingNewsById } from "./listing-news";
import path from "node:path";
import { sql, type Insertable, type Kysely } from "kysely";
import type { Logger } from "pino";
import type { z } from "zod";
import {
  categorySchema,
  cityEntrySchema,
  listingSchema,
  neighbourhoodSchema,
  projectSchema,
  type Catalogue,
  type Category,
  type CityEntry,
  type Listing,
  type Neighbourhood,
  type Project,
} from "~/catalogue/schema";
import { dialectOf, type CityListName, type DB } from "~/db/db.server";
import {
  catalogueInput,
  CatalogueRefusedError,
  describeIssue,
  openCatalogueFile,
  type CatalogueInput,
} from "./catalogue-validation.server";
import { listingSearchColumns } from "./listing-columns";
import { createListingStore, type ListingStore } from "./listing-store.server";
import { publishedTestimonials, revisionOfPublished, testimonialsRevision } from "~/testimonials/store.server";
import type { PublishedTestimonial } from "~/testimonials/testimonial";

/** @internal (tests parse texts with it) */
export { parseCatalogueFile } from "./catalogue-validation.server";

/**
 * The catalogue as the app reads it: the small parts in memory, the listings in the database
 * behind a store (ADR 023), and the import version they belong to. The approved testimonials ride
 * along (ADR 047): the agency's other published content, read in the same snapshot, so that pages,
 * the modules built for them and the render cache follow an approval as they follow an import.
 */
export type VersionedCatalogue = Omit<Catalogue, "listings"> & {
  /** The import (catalogue_import id). */
  version: number;
  listings: ListingStore;
  /** The approved testimonials, the most recently approved first. */
  testimonials: readonly PublishedTestimonial[];
  /** What a page rendered from this catalogue depends on: the import and the testimonials' revision. */
  revision: string;
  /** The listings first seen lately or whose price an import lowered lately (ADR 050). */
  news: ListingNewsById;
};

export interface CatalogueCounts {
  listings: number;
  projects: number;
  categories: number;
  cities: { all: number; sale: number; rent: number };
  neighbourhoods: number;
}

export interface ImportSummary {
  /** The new catalogue version (catalogue_import id). */
  version: number;
  importedAt: string;
  source: string;
  checksum: string;
  counts: CatalogueCounts;
}

/** Thrown by `loadCatalogue` / the cache when no catalogue was ever imported. */
export class CatalogueEmptyError extends Error {
  constructor() {
    super("The catalogue is empty: no import has been made (seed it or run `npm run catalogue:import -- FILE`)");
    this.name = "CatalogueEmptyError";
  }
}

const CITY_LISTS: readonly CityListName[] = ["all", "sale", "rent"];

// ---------------------------------------------------------------------------
// Replace (import)
// ---------------------------------------------------------------------------

export interface ReplaceOptions {
  /** Rows per INSERT (default: as many as fit in 30 000 bind parameters, at most 1 000). */
  batchSize?: number;
}

/** Below SQLite's 32 766 and PostgreSQL's 65 535 bind-parameter limits. */
const MAX_BIND_PARAMETERS = 30_000;
const MAX_ROWS_PER_INSERT = 1_000;

function countCatalogue(head: Catalogue, listings: number): CatalogueCounts {
  return {
    listings,
    projects: head.projects.length,
    categories: head.categories.length,
    cities: {
      all: head.cities.all.length,
      sale: head.cities.sale.length,
      rent: head.cities.rent.length,
    },
    neighbourhoods: head.neighbourhoods.length,
  };
}

/**
 * Replace the whole catalogue in ONE transaction and record an import row (the new version).
 * Readers see the old catalogue until the commit; on any failure nothing changes.
 *
 * `catalogue` is a catalogue in memory, already valid (this function does not validate it), or
 * a file opened by `openCatalogueFile`, whose listings are validated as they are written, a batch
 * at a time: a file that turns out invalid throws `CatalogueRefusedError` with its messages.
 */
export async function replaceCatalogue(
  db: Kysely<DB>,
  catalogue: Catalogue | CatalogueInput,
  source: string,
  options: ReplaceOptions = {},
): Promise<ImportSummary> {
  const input = "finish" in catalogue ? catalogue : catalogueInput(catalogue);
  const summary = await writeCatalogue(db, input, source, { ...options, onlyIfEmpty: false });
  if (summary === null) throw new Error("unreachable: replaceCatalogue skipped the import");
  await refreshStatistics(db);
  return summary;
}

/**
 * The query planners' statistics of the listing table, so that they choose the indexes a list's
 * size calls for. On PostgreSQL a VACUUM too: it marks the new rows visible to all, without which a
 * count cannot be answered from an index alone (a list of 65,000 counted in 58 ms instead of 5).
 */
async function refreshStatistics(db: Kysely<DB>): Promise<void> {
  if (dialectOf(db) === "postgres") await sql`vacuum analyze catalogue_listing`.execute(db);
  else await sql`analyze catalogue_listing`.execute(db);
}

/** Leaves the transaction of an import whose listings turned out invalid (it is rolled back). */
class StoppedAtProblem extends Error {}

async function writeCatalogue(
  db: Kysely<DB>,
  input: CatalogueInput,
  source: string,
  options: ReplaceOptions & { onlyIfEmpty: boolean },
): Promise<ImportSummary | null> {
  const importedAt = new Date().toISOString();
  const { head } = input;
  const batch = (columns: number) =>
    options.batchSize ?? Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_BIND_PARAMETERS / columns)));

  try {
    return await db.transaction().execute(async (trx) => {
      // Serialise imports (and seeding) across processes before reading anything (on SQLite, the
      // transaction holds the write lock from its start).
      if (dialectOf(trx) === "postgres") {
        // One lock per schema, so that separate schemas (tests) do not wait on each other.
        await sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.catalogue_import'))`.execute(trx);
      }
      if (options.onlyIfEmpty) {
        const existing = await trx.selectFrom("catalogue_import").select("id").limit(1).executeTakeFirst();
        if (existing) return null;
      }

      const firstImport = !(await trx.selectFrom("catalogue_import").select("id").limit(1).executeTakeFirst());
      await trx.deleteFrom("catalogue_listing").execute();
      await trx.deleteFrom("catalogue_project").execute();
      await trx.deleteFrom("catalogue_category").execute();
      await trx.deleteFrom("catalogue_city").execute();
      await trx.deleteFrom("catalogue_neighbourhood").execute();

      // sha256 of the catalogue's JSON, the small parts then each listing: identical files give
      // identical checksums. A listing's JSON is its row's `data`, made once for both.
      const hash = createHash("sha256").update(JSON.stringify(head));
      // The listings come a batch at a time (ADR 024): never all of them in memory. A batch's
      // statements are sent, then the next batch is read and validated while the database works
      // on them (PostgreSQL: another process; SQLite runs them at once, in this thread).
      let position = 0;
      let writing: Promise<unknown> = Promise.resolve();
      let failure: { error: unknown } | undefined;
      for (const listings of input.listings(batch(19))) {
        const rows = listings.map((listing) => {
          const data = JSON.stringify(listing);
          hash.update(data);
          return listingRow(listing, position++, data);
        });
        await writing;
        if (failure) throw failure.error;
        writing = (async () => {
          await trx.insertInto("catalogue_listing").values(rows).execute();
          // When each listing was first in the catalogue and each change of its price or status:
          // demand alerts, the cards' "New" and "Price lowered", a property's price history (ADR 050).
          await recordListingChanges(trx, listings, importedAt, firstImport);
        })().catch((error: unknown) => {
          failure = { error };
        });
      }
      await writing;
      if (failure) throw failure.error;
      if (input.stopped) throw new StoppedAtProblem();
      const problems = input.finish();
      if (problems) throw new CatalogueRefusedError(problems);

      const projectRows = head.projects.map(projectRow);
      for (const chunk of chunks(projectRows, batch(5))) {
        await trx.insertInto("catalogue_project").values(chunk).execute();
      }
      const categoryRows = head.categories.map(categoryRow);
      for (const chunk of chunks(categoryRows, batch(6))) {
        await trx.insertInto("catalogue_category").values(chunk).execute();
      }
      const cityRows = CITY_LISTS.flatMap((list) => head.cities[list].map((c, i) => cityRow(list, c, i)));
      for (const chunk of chunks(cityRows, batch(7))) {
        await trx.insertInto("catalogue_city").values(chunk).execute();
      }
      const neighbourhoodRows = head.neighbourhoods.map(neighbourhoodRow);
      for (const chunk of chunks(neighbourhoodRows, batch(3))) {
        await trx.insertInto("catalogue_neighbourhood").values(chunk).execute();
      }

      const checksum = hash.digest("hex");
      const counts = countCatalogue(head, position);
      const inserted = await trx
        .insertInto("catalogue_import")
        .values({
          imported_at: importedAt,
          source,
          listing_count: counts.listings,
          checksum,
          language: head.language,
          generated_at: head.generatedAt,
        })
        .returning("id")
        .executeTakeFirstOrThrow();

      return { version: Number(inserted.id), importedAt, source, checksum, counts };
    });
  } catch (error) {
    // The transaction is rolled back and its lock released; the rest of the file is validated for its messages.
    if (error instanceof StoppedAtProblem) throw new CatalogueRefusedError(input.finish() ?? ["the catalogue is invalid"]);
    throw error;
  }
}

function listingRow(l: Listing, position: number, data: string): Insertable<DB["catalogue_listing"]> {
  return {
    id: l.ID,
    position,
    goal: l.Goal,
    status: l.Status,
    country_id: l.CountryID,
    zip: l.Zip,
    city: l.City,
    web_id: l.WebID,
    project_id: l.ProjectID ?? null,
    price: l.Price ?? null,
    published_at: l.PublishedAt,
    data,
    ...listingSearchColumns(l),
  };
}

function projectRow(p: Project, position: number): Insertable<DB["catalogue_project"]> {
  return { id: p.ID, position, city: p.City, zip: p.Zip, data: JSON.stringify(p) };
}

function categoryRow(c: Category, position: number): Insertable<DB["catalogue_category"]> {
  return {
    id: c.ID,
    position,
    web_id: c.WebID,
    name: c.Name,
    show_order: c.ShowOrder,
    data: JSON.stringify(c),
  };
}

function cityRow(list: CityListName, c: CityEntry, position: number): Insertable<DB["catalogue_city"]> {
  return {
    list,
    position,
    name: c.Name,
    zip: c.Zip,
    country_id: c.CountryID,
    property_count: c.PropertyCount,
    data: JSON.stringify(c),
  };
}

function neighbourhoodRow(n: Neighbourhood, position: number): Insertable<DB["catalogue_neighbourhood"]> {
  return { id: n.ID, position, data: JSON.stringify(n) };
}

function* chunks<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

// ---------------------------------------------------------------------------
// Seed
// ---------------------------------------------------------------------------

export type SeedResult = { seeded: true; summary: ImportSummary } | { seeded: false; version: number };

/**
 * Import the bundled snapshot when no catalogue was ever imported (empty
 * catalogue_import); otherwise do nothing (the file is not even read). Safe when
 * several instances start at once: only one of them imports. Throws when the
 * snapshot is unreadable or invalid.
 */
export async function seedCatalogueIfEmpty(db: Kysely<DB>, snapshotPath: string): Promise<SeedResult> {
  const current = await latestCatalogueVersion(db);
  if (current !== null) return { seeded: false, version: current };

  const invalid = (errors: string[]) => new Error(`The bundled catalogue ${snapshotPath} is invalid:\n  ${errors.join("\n  ")}`);
  const opened = openCatalogueFile(snapshotPath);
  if (!opened.ok) throw invalid(opened.errors);
  const source = `seed:${path.relative(process.cwd(), path.resolve(snapshotPath)) || snapshotPath}`;
  let summary: ImportSummary | null;
  try {
    summary = await writeCatalogue(db, opened.input, source, { onlyIfEmpty: true });
  } catch (error) {
    throw error instanceof CatalogueRefusedError ? invalid(error.errors) : error;
  } finally {
    opened.input.close();
  }
  if (summary !== null) {
    await refreshStatistics(db);
    return { seeded: true, summary };
  }
  // Another instance seeded in the meantime.
  return { seeded: false, version: (await latestCatalogueVersion(db)) ?? 0 };
}

// ---------------------------------------------------------------------------
// Load
// ---------------------------------------------------------------------------

/** The latest import id, or null when no catalogue was ever imported. */
export async function latestCatalogueVersion(db: Kysely<DB>): Promise<number | null> {
  const row = await db.selectFrom("catalogue_import").select("id").orderBy("id", "desc").limit(1).executeTakeFirst();
  return row ? Number(row.id) : null;
}

export interface LoadOptions {
  /** Where a row left out because it does not match the current schema is reported. */
  logger?: Pick<Logger, "warn">;
}

/** A stored row the current schema refuses: its table, its id (or list and position for cities), and why. */
export interface InvalidRow {
  table: string;
  id: number | string;
  problems: string[];
}

/** @internal Rebuilds the catalogue as imported, listings included (tests read what an import stored; the app goes through the cache). Throws CatalogueEmptyError. */
export async function loadCatalogue(db: Kysely<DB>, options: LoadOptions = {}): Promise<Catalogue> {
  const {
    language,
    generatedAt,
    listings: store,
    projects,
    categories,
    cities,
    neighbourhoods,
  } = await loadVersionedCatalogue(db, options);
  const rows = await db.selectFrom("catalogue_listing").select(["id", "data"]).orderBy("position").execute();
  const listings = rows.map(numericId).flatMap((row) => store.parse(row) ?? []);
  return { language, generatedAt, listings, projects, categories, cities, neighbourhoods };
}

/** The row's record if the schema accepts its JSON; otherwise it is reported and left out (undefined). */
function validRow<T>(table: string, row: { id: number | string; data: string }, schema: z.ZodType<T>, options: LoadOptions): T | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(row.data);
  } catch (err) {
    reportInvalidRow({ table, id: row.id, problems: [`not valid JSON: ${err instanceof Error ? err.message : String(err)}`] }, options);
    return undefined;
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => describeIssue(raw, issue.path, issue.message));
  reportInvalidRow({ table, id: row.id, problems }, options);
  return undefined;
}

/** The rows whose JSON the schema accepts, in order; the others are reported and left out. */
function validRows<T>(table: string, rows: { id: number | string; data: string }[], schema: z.ZodType<T>, options: LoadOptions): T[] {
  return rows.flatMap((row) => validRow(table, row, schema, options) ?? []);
}

function reportInvalidRow(row: InvalidRow, options: LoadOptions, why = "it does not match the current schema") {
  options.logger?.warn(row, `catalogue row left out: ${why}`);
}

/**
 * A stored listing as the pages read it: refused when the schema refuses its row, and when it is
 * a unit whose project was left out (its page needs the project), reported either way.
 */
function listingReader(projects: readonly Project[], options: LoadOptions) {
  const projectIds = new Set(projects.map((project) => project.ID));
  // The listings last read, by id, with the text they were read from (ADR 022): a page's rows are
  // mostly the ones the page before it read, and parsing and validating them was a good part of
  // an uncached render. Kept deep-frozen like the rest of the catalogue; the same text gives the
  // same listing, so a row rewritten by an import is read again. Refused rows are not kept (each
  // read reports them, as before).
  const recent = new Map<number | string, { data: string; listing: Listing }>();
  return (row: { id: number | string; data: string }): Listing | undefined => {
    const kept = recent.get(row.id);
    if (kept && kept.data === row.data) {
      // Most recently used last: the first key is the one to drop.
      recent.delete(row.id);
      recent.set(row.id, kept);
      return kept.listing;
    }
    const listing = validRow<Listing>("catalogue_listing", row, listingSchema, options);
    if (!listing || listing.ProjectID === undefined || projectIds.has(listing.ProjectID)) {
      if (listing) {
        recent.delete(row.id);
        if (recent.size >= RECENT_LISTINGS) recent.delete(recent.keys().next().value!);
        recent.set(row.id, { data: row.data, listing: deepFreeze(listing) });
      }
      return listing;
    }
    const problems = [`ProjectID: project ${listing.ProjectID} is not in the catalogue (its row was left out)`];
    reportInvalidRow({ table: "catalogue_listing", id: listing.ID, problems }, options, "its project was left out");
    return undefined;
  };
}

/** How many parsed listings a catalogue version keeps (a few pages of each list and the properties last shown). */
const RECENT_LISTINGS = 500;

/**
 * Load the catalogue's small parts and its version from one consistent snapshot of the database
 * (a read-only repeatable-read transaction on PostgreSQL, a read-only one on SQLite, which takes
 * no write lock), with the store its listings are read through. The rows are validated once the transaction has ended.
 */
export async function loadVersionedCatalogue(db: Kysely<DB>, options: LoadOptions = {}): Promise<VersionedCatalogue> {
  const stored = await db
    .transaction()
    .setIsolationLevel("repeatable read")
    .setAccessMode("read only")
    .execute(async (trx) => {
      const head = await trx
        .selectFrom("catalogue_import")
        .select(["id", "language", "generated_at"])
        .orderBy("id", "desc")
        .limit(1)
        .executeTakeFirst();
      if (!head) throw new CatalogueEmptyError();
      return {
        head,
        projects: await trx.selectFrom("catalogue_project").select(["id", "data"]).orderBy("position").execute(),
        categories: await trx.selectFrom("catalogue_category").select(["id", "data"]).orderBy("position").execute(),
        cities: await trx.selectFrom("catalogue_city").select(["list", "position", "data"]).orderBy("list").orderBy("position").execute(),
        neighbourhoods: await trx.selectFrom("catalogue_neighbourhood").select(["id", "data"]).orderBy("position").execute(),
        testimonials: await publishedTestimonials(trx),
        news: await listingNews(trx),
      };
    });

  const cityLists: Catalogue["cities"] = { all: [], sale: [], rent: [] };
  for (const list of CITY_LISTS) {
    const rows = stored.cities.filter((row) => row.list === list).map((row) => ({ id: `${list}[${row.position}]`, data: row.data }));
    cityLists[list] = validRows<CityEntry>("catalogue_city", rows, cityEntrySchema, options);
  }
  const projects = validRows<Project>("catalogue_project", stored.projects.map(numericId), projectSchema, options);

  return {
    language: stored.head.language as Catalogue["language"],
    generatedAt: stored.head.generated_at,
    listings: createListingStore(db, { parse: listingReader(projects, options) }),
    projects,
    categories: validRows<Category>("catalogue_category", stored.categories.map(numericId), categorySchema, options),
    cities: cityLists,
    neighbourhoods: validRows<Neighbourhood>("catalogue_neighbourhood", stored.neighbourhoods.map(numericId), neighbourhoodSchema, options),
    version: Number(stored.head.id),
    testimonials: stored.testimonials,
    news: stored.news,
    revision: `${stored.head.id}.${revisionOfPublished(stored.testimonials)}`,
  };
}

// ---------------------------------------------------------------------------
// Cache
// ---------------------------------------------------------------------------

/** Ids come back as numbers from SQLite and may come back as strings (bigint) from PostgreSQL. */
const numericId = (row: { id: number | string | bigint; data: string }) => ({ id: Number(row.id), data: row.data });

/**
 * How long the server trusts its last version check (ms): a page, cached or rendered, is at most
 * this much behind an import committed by another process (ADR 039).
 */
export const CATALOGUE_CHECK_MS = 1000;

export interface CatalogueCacheOptions extends LoadOptions {
  /**
   * Trust the last version check this long (ms). The default, 0, checks on every `get()`: a
   * page never shows an older import once a newer one has committed, on any instance.
   */
  maxAgeMs?: number;
  /** Clock, for tests. */
  now?: () => number;
  /** Called when a version check fails and the cached catalogue is served instead. */
  onStale?: (error: unknown) => void;
}

export interface CatalogueCache {
  /**
   * The current catalogue (deep-frozen: never mutate it, copy before sorting).
   * Re-reads the tables only when the latest import id changed. The id is read by a
   * check that starts after the call (callers waiting together share one), unless one
   * ended less than `maxAgeMs` ago. Throws CatalogueEmptyError before the first import.
   */
  get(): Promise<VersionedCatalogue>;
  /** Force a version check on the next `get()` (e.g. right after an import in this process). */
  invalidate(): void;
}

export function createCatalogueCache(db: Kysely<DB>, options: CatalogueCacheOptions = {}): CatalogueCache {
  const maxAgeMs = options.maxAgeMs ?? 0;
  const now = options.now ?? Date.now;
  const onStale =
    options.onStale ??
    ((error: unknown) => options.logger?.warn({ err: error }, "catalogue version check failed, serving the cached catalogue"));

  let current: VersionedCatalogue | undefined;
  let checkedAt = Number.NEGATIVE_INFINITY;
  // The check under way, and the one after it that callers arriving meanwhile wait for together:
  // joining the one under way could answer with the version from before their arrival.
  let running: Promise<VersionedCatalogue> | undefined;
  let next: Promise<VersionedCatalogue> | undefined;
  const start = () => {
    const check: Promise<VersionedCatalogue> = refresh().finally(() => {
      if (running === check) running = undefined;
    });
    running = check;
    return check;
  };

  async function refresh(): Promise<VersionedCatalogue> {
    try {
      const latest = await latestCatalogueVersion(db);
      if (current && latest === current.version && (await testimonialsRevision(db)) === revisionOfPublished(current.testimonials)) {
        checkedAt = now();
        return current;
      }
      const loaded = deepFreeze(await loadVersionedCatalogue(db, options));
      current = loaded;
      checkedAt = now();
      return loaded;
    } catch (error) {
      if (current && !(error instanceof CatalogueEmptyError)) {
        onStale(error);
        checkedAt = now();
        return current;
      }
      throw error;
    }
  }

  return {
    get() {
      if (current && now() - checkedAt < maxAgeMs) return Promise.resolve(current);
      if (next) return next;
      if (!running) return start();
      next ??= running
        .catch(() => undefined)
        .then(() => {
          next = undefined;
          return start();
        });
      return next;
    },
    invalidate() {
      checkedAt = Number.NEGATIVE_INFINITY;
    },
  };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
