/**
 * The catalogue in the database: validation of an import file, atomic
 * replacement, seeding from the bundled snapshot, loading back, and an
 * in-memory cache keyed on the import version.
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
import { readFile } from "node:fs/promises";
import path from "node:path";
import { sql, type Insertable, type Kysely } from "kysely";
import type { Logger } from "pino";
import type { z } from "zod";
import {
  catalogueOfParsedListingsSchema,
  catalogueSchema,
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
import { listingSearchColumns } from "./listing-columns";
import { createListingStore, type ListingStore } from "./listing-store.server";

/**
 * The catalogue as the app reads it: the small parts in memory, the listings in the database
 * behind a store (ADR 023), and the import version they belong to.
 */
export type VersionedCatalogue = Omit<Catalogue, "listings"> & { version: number; listings: ListingStore };

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
// Validation of an import file
// ---------------------------------------------------------------------------

export type ParseCatalogueResult = { ok: true; catalogue: Catalogue } | { ok: false; errors: string[] };

/** At most this many messages are listed; the rest are counted. */
const MAX_ERRORS = 100;

/**
 * @internal Parse and validate the text of a catalogue file. Errors are human messages
 * naming the record and the field, e.g.
 * `listings[12] (ID 4213587).Zip: expected string, received number`. (tests parse texts with it; the import reads files with `readCatalogueFile`)
 */
export function parseCatalogueFile(text: string): ParseCatalogueResult {
  const json = parseCatalogueJson(text);
  return json.ok ? validateCatalogue(json.raw) : json;
}

function parseCatalogueJson(text: string): { ok: true; raw: unknown } | { ok: false; errors: string[] } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === "") return { ok: false, errors: ["the file is empty (expected a JSON catalogue object)"] };
  try {
    return { ok: true, raw: JSON.parse(body) };
  } catch (err) {
    return { ok: false, errors: [describeJsonError(body, err)] };
  }
}

/**
 * Validates a parsed catalogue file. The listings are parsed one at a time and each replaced in
 * its array by its parsed copy, so that a file of 100,000 listings is not held twice; then the
 * rest, and the checks across records, go through the catalogue schema with the listings passed
 * through. Should a listing fail, the whole file goes through the full schema once more (the
 * schema transforms nothing, so a parsed copy parses as its original did), for the same messages
 * in the same order as always.
 */
function validateCatalogue(raw: unknown): ParseCatalogueResult {
  const listings = isRecord(raw) && Array.isArray(raw.listings) ? (raw.listings as unknown[]) : null;
  let listingsValid = listings !== null;
  listings?.forEach((item, i) => {
    const parsed = listingSchema.safeParse(item);
    if (parsed.success) listings[i] = parsed.data;
    else listingsValid = false;
  });
  const result = (listingsValid ? catalogueOfParsedListingsSchema : catalogueSchema).safeParse(raw);
  if (result.success) return { ok: true, catalogue: result.data };
  const issues = listingsValid ? result.error.issues : (catalogueSchema.safeParse(raw).error?.issues ?? result.error.issues);
  const errors = issues.slice(0, MAX_ERRORS).map((issue) => `${describePath(raw, issue.path)}: ${describeMessage(issue.message)}`);
  const more = issues.length - MAX_ERRORS;
  if (more > 0) errors.push(`… and ${more} more problem${more === 1 ? "" : "s"}`);
  return { ok: false, errors };
}

/** Read and validate a catalogue file; a missing or unreadable file is an error message too. */
export async function readCatalogueFile(file: string): Promise<ParseCatalogueResult> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const reason = code === "ENOENT" ? "no such file" : err instanceof Error ? err.message : String(err);
    return { ok: false, errors: [`cannot read ${file}: ${reason}`] };
  }
  // The text can go once parsed: the catalogue's objects are what validation needs.
  const json = parseCatalogueJson(text);
  text = "";
  return json.ok ? validateCatalogue(json.raw) : json;
}

function describeJsonError(text: string, err: unknown): string {
  const message = err instanceof Error ? err.message : String(err);
  const offset = jsonErrorOffset(text);
  if (offset === null) return `not valid JSON: ${message}`;
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  const column = offset - before.lastIndexOf("\n");
  return `not valid JSON at line ${line}, column ${column}: ${message}`;
}

/**
 * Offset of the first JSON syntax error in `text` (null if none found). Node 20's
 * JSON.parse messages do not always carry a position, so this small scanner
 * finds it (only run after JSON.parse has failed).
 */
export function jsonErrorOffset(text: string): number | null {
  let i = 0;
  const fail = (): never => {
    throw new JsonSyntaxAt(i);
  };
  const ws = () => {
    while (i < text.length && (text[i] === " " || text[i] === "\t" || text[i] === "\n" || text[i] === "\r")) i++;
  };
  const literal = (word: string) => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i++;
    }
  };
  const string = () => {
    i++; // opening quote
    for (;;) {
      const ch = text[i];
      if (ch === undefined || ch < " ") fail();
      if (ch === '"') {
        i++;
        return;
      }
      if (ch === "\\") {
        const next = text[i + 1];
        if (next === "u") {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) {
            i += 2;
            fail();
          }
          i += 6;
        } else if (next !== undefined && '"\\/bfnrt'.includes(next)) {
          i += 2;
        } else {
          i++;
          fail();
        }
      } else {
        i++;
      }
    }
  };
  const number = () => {
    const re = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
    re.lastIndex = i;
    const m = re.exec(text);
    if (!m || m[0] === "-" || m[0] === "") fail();
    i = re.lastIndex;
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if (ch === "{") {
      i++;
      ws();
      if (text[i] === "}") {
        i++;
        return;
      }
      for (;;) {
        ws();
        if (text[i] !== '"') fail();
        string();
        ws();
        if (text[i] !== ":") fail();
        i++;
        value();
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "}") {
          i++;
          return;
        }
        fail();
      }
    } else if (ch === "[") {
      i++;
      ws();
      if (text[i] === "]") {
        i++;
        return;
      }
      for (;;) {
        value();
        ws();
        if (text[i] === ",") {
          i++;
          continue;
        }
        if (text[i] === "]") {
          i++;
          return;
        }
        fail();
      }
    } else if (ch === '"') string();
    else if (ch === "t") literal("true");
    else if (ch === "f") literal("false");
    else if (ch === "n") literal("null");
    else if (ch === "-" || (ch !== undefined && ch >= "0" && ch <= "9")) number();
    else fail();
  };
  try {
    value();
    ws();
    if (i < text.length) fail();
    return null;
  } catch (err) {
    if (err instanceof JsonSyntaxAt) return err.offset;
    throw err;
  }
}

class JsonSyntaxAt {
  constructor(readonly offset: number) {}
}

/** Arrays whose items carry an `ID` worth quoting in a message. */
const ID_ARRAYS = new Set(["listings", "projects", "categories", "neighbourhoods"]);

function describePath(raw: unknown, issuePath: ReadonlyArray<PropertyKey>): string {
  let out = "";
  let node: unknown = raw;
  issuePath.forEach((seg, i) => {
    node = isRecord(node) || Array.isArray(node) ? (node as Record<PropertyKey, unknown>)[seg] : undefined;
    if (typeof seg === "number") {
      out += `[${seg}]`;
      const first = issuePath[0];
      if (i === 1 && typeof first === "string" && ID_ARRAYS.has(first) && isRecord(node) && isIdLike(node.ID)) {
        out += ` (ID ${String(node.ID)})`;
      } else if (i === 2 && first === "cities" && isRecord(node) && typeof node.Name === "string") {
        out += ` (${node.Name})`;
      }
    } else {
      out += out === "" ? String(seg) : `.${String(seg)}`;
    }
  });
  return out === "" ? "(file)" : out;
}

function describeMessage(message: string): string {
  const m = message.replace(/^Invalid input: /, "");
  const missing = /^expected (.+), received undefined$/.exec(m);
  if (missing) return `missing (expected ${missing[1]})`;
  return m;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isIdLike(value: unknown): value is string | number {
  return (typeof value === "number" && Number.isFinite(value)) || (typeof value === "string" && value !== "");
}

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

/** sha256 of the catalogue JSON: identical files give identical checksums. */
export function catalogueChecksum(catalogue: Catalogue): string {
  // A listing at a time: the JSON of 100,000 listings in one string would be another 200 MB.
  const hash = createHash("sha256").update(JSON.stringify({ ...catalogue, listings: [] }));
  for (const listing of catalogue.listings) hash.update(JSON.stringify(listing));
  return hash.digest("hex");
}

export function countCatalogue(catalogue: Catalogue): CatalogueCounts {
  return {
    listings: catalogue.listings.length,
    projects: catalogue.projects.length,
    categories: catalogue.categories.length,
    cities: {
      all: catalogue.cities.all.length,
      sale: catalogue.cities.sale.length,
      rent: catalogue.cities.rent.length,
    },
    neighbourhoods: catalogue.neighbourhoods.length,
  };
}

/**
 * Replace the whole catalogue with `catalogue` in ONE transaction and record an
 * import row (the new version). Readers see the old catalogue until the commit;
 * on any failure nothing changes. `catalogue` should come from
 * `parseCatalogueFile` (this function does not validate).
 */
export async function replaceCatalogue(
  db: Kysely<DB>,
  catalogue: Catalogue,
  source: string,
  options: ReplaceOptions = {},
): Promise<ImportSummary> {
  const summary = await writeCatalogue(db, catalogue, source, { ...options, onlyIfEmpty: false });
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

async function writeCatalogue(
  db: Kysely<DB>,
  catalogue: Catalogue,
  source: string,
  options: ReplaceOptions & { onlyIfEmpty: boolean },
): Promise<ImportSummary | null> {
  const importedAt = new Date().toISOString();
  const checksum = catalogueChecksum(catalogue);
  const counts = countCatalogue(catalogue);
  const batch = (columns: number) =>
    options.batchSize ?? Math.max(1, Math.min(MAX_ROWS_PER_INSERT, Math.floor(MAX_BIND_PARAMETERS / columns)));

  return db.transaction().execute(async (trx) => {
    // Serialise imports (and seeding) across processes before reading anything.
    if (dialectOf(trx) === "postgres") {
      // One lock per schema, so that separate schemas (tests) do not wait on each other.
      await sql`select pg_advisory_xact_lock(hashtext(current_schema() || '.catalogue_import'))`.execute(trx);
    } else {
      // A write statement (matching no row) takes SQLite's write lock now, waiting
      // on the busy timeout, instead of failing later when upgrading a read lock.
      await trx.deleteFrom("catalogue_import").where("id", "<", 0).execute();
    }
    if (options.onlyIfEmpty) {
      const existing = await trx.selectFrom("catalogue_import").select("id").limit(1).executeTakeFirst();
      if (existing) return null;
    }

    await trx.deleteFrom("catalogue_listing").execute();
    await trx.deleteFrom("catalogue_project").execute();
    await trx.deleteFrom("catalogue_category").execute();
    await trx.deleteFrom("catalogue_city").execute();
    await trx.deleteFrom("catalogue_neighbourhood").execute();

    // Rows are made a batch at a time: 100,000 listings' JSON at once would double the import's memory.
    const listingBatch = batch(19);
    for (let start = 0; start < catalogue.listings.length; start += listingBatch) {
      const rows = catalogue.listings.slice(start, start + listingBatch).map((listing, i) => listingRow(listing, start + i));
      await trx.insertInto("catalogue_listing").values(rows).execute();
    }
    // When each listing was first in the catalogue: demand alerts announce the ones new to a demand.
    for (const chunk of chunks(catalogue.listings, batch(2))) {
      await trx
        .insertInto("listing_seen")
        .values(chunk.map((listing) => ({ listing_id: listing.ID, first_seen_at: importedAt })))
        .onConflict((conflict) => conflict.column("listing_id").doNothing())
        .execute();
    }
    const projectRows = catalogue.projects.map(projectRow);
    for (const chunk of chunks(projectRows, batch(5))) {
      await trx.insertInto("catalogue_project").values(chunk).execute();
    }
    const categoryRows = catalogue.categories.map(categoryRow);
    for (const chunk of chunks(categoryRows, batch(6))) {
      await trx.insertInto("catalogue_category").values(chunk).execute();
    }
    const cityRows = CITY_LISTS.flatMap((list) => catalogue.cities[list].map((c, i) => cityRow(list, c, i)));
    for (const chunk of chunks(cityRows, batch(7))) {
      await trx.insertInto("catalogue_city").values(chunk).execute();
    }
    const neighbourhoodRows = catalogue.neighbourhoods.map(neighbourhoodRow);
    for (const chunk of chunks(neighbourhoodRows, batch(3))) {
      await trx.insertInto("catalogue_neighbourhood").values(chunk).execute();
    }

    const inserted = await trx
      .insertInto("catalogue_import")
      .values({
        imported_at: importedAt,
        source,
        listing_count: counts.listings,
        checksum,
        language: catalogue.language,
        generated_at: catalogue.generatedAt,
      })
      .returning("id")
      .executeTakeFirstOrThrow();

    return { version: Number(inserted.id), importedAt, source, checksum, counts };
  });
}

function listingRow(l: Listing, position: number): Insertable<DB["catalogue_listing"]> {
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
    data: JSON.stringify(l),
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

  const parsed = await readCatalogueFile(snapshotPath);
  if (!parsed.ok) {
    throw new Error(`The bundled catalogue ${snapshotPath} is invalid:\n  ${parsed.errors.join("\n  ")}`);
  }
  const source = `seed:${path.relative(process.cwd(), path.resolve(snapshotPath)) || snapshotPath}`;
  const summary = await writeCatalogue(db, parsed.catalogue, source, { onlyIfEmpty: true });
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
  const problems = result.error.issues.map((issue) => `${describePath(raw, issue.path)}: ${describeMessage(issue.message)}`);
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
  return (row: { id: number | string; data: string }): Listing | undefined => {
    const listing = validRow<Listing>("catalogue_listing", row, listingSchema, options);
    if (!listing || listing.ProjectID === undefined || projectIds.has(listing.ProjectID)) return listing;
    const problems = [`ProjectID: project ${listing.ProjectID} is not in the catalogue (its row was left out)`];
    reportInvalidRow({ table: "catalogue_listing", id: listing.ID, problems }, options, "its project was left out");
    return undefined;
  };
}

/**
 * Load the catalogue's small parts and its version from one consistent snapshot of the database
 * (a repeatable-read transaction on PostgreSQL, a read transaction on SQLite), with the store its
 * listings are read through. The rows are validated once the transaction has ended.
 */
export async function loadVersionedCatalogue(db: Kysely<DB>, options: LoadOptions = {}): Promise<VersionedCatalogue> {
  const stored = await db
    .transaction()
    .setIsolationLevel("repeatable read")
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
  };
}

// ---------------------------------------------------------------------------
// Cache
// ---------------------------------------------------------------------------

/** Ids come back as numbers from SQLite and may come back as strings (bigint) from PostgreSQL. */
const numericId = (row: { id: number | string | bigint; data: string }) => ({ id: Number(row.id), data: row.data });

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
      if (current && latest === current.version) {
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
