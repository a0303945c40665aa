/**
 * Database connection factory: one Kysely instance over SQLite (better-sqlite3)
 * or PostgreSQL (pg Pool), chosen by the DATABASE_URL scheme.
 *
 *   file:var/site.db              → SQLite file (relative to the working directory)
 *   file:/abs/path/site.db        → SQLite file (absolute)
 *   file::memory:                 → SQLite in memory (tests)
 *   postgres://… / postgresql://… → PostgreSQL; `?options=-c%20search_path%3Dmy_schema`
 *                                   selects a schema (used by the tests)
 *
 * No singleton here: the app wires its own; the CLI and the tests create and
 * destroy their own instances.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type ColumnType,
  type DatabaseConnection,
  type Driver,
  type Generated,
  type KyselyConfig,
  type SqliteDialectConfig,
  type TransactionSettings,
} from "kysely";
import type pg from "pg";
import type { Logger } from "pino";

// ---------------------------------------------------------------------------
// Table types, kept by hand: tests/unit/db-types.test.ts holds them to what app/db/migrations/* create (ADR 038)
// ---------------------------------------------------------------------------

/** One catalogue listing: indexed columns plus the full record as JSON. */
export interface CatalogueListingTable {
  /** The listing ID. */
  id: number;
  /** Order in the imported snapshot. */
  position: number;
  /** 0 = for sale, anything else = for rent. */
  goal: number;
  /** 'available' | 'sold' | 'rented' */
  status: string;
  country_id: number;
  zip: string;
  city: string;
  web_id: number;
  project_id: number | null;
  price: number | null;
  /** ISO date-time. */
  published_at: string;
  /** JSON of the full `Listing` record. */
  data: string;
  /** The columns it is searched by (app/catalogue/listing-columns.ts). */
  scope: "sale" | "rent" | "abroad" | null;
  town_key: string;
  bedrooms: number;
  price_shown: number;
  zip_number: number;
  type_name: string;
  type_mask: number;
}

export interface CatalogueProjectTable {
  id: number;
  position: number;
  city: string;
  zip: string;
  /** JSON of the full `Project` record. */
  data: string;
}

export interface CatalogueCategoryTable {
  id: number;
  position: number;
  web_id: string;
  name: string;
  show_order: number;
  /** JSON of the full `Category` record. */
  data: string;
}

export type CityListName = "all" | "sale" | "rent";

export interface CatalogueCityTable {
  list: CityListName;
  position: number;
  name: string;
  zip: string;
  country_id: number;
  property_count: number;
  /** JSON of the full `CityEntry` record. */
  data: string;
}

export interface CatalogueNeighbourhoodTable {
  id: number;
  position: number;
  /** JSON of the full `Neighbourhood` record. */
  data: string;
}

/** One row per catalogue import; the latest id is the catalogue "version". */
export interface CatalogueImportTable {
  /** Generated (auto-increment / identity); never reused. */
  id: GeneratedId;
  /** ISO date-time of the import. */
  imported_at: string;
  /** Where the catalogue came from (file path, "seed:…"). */
  source: string;
  listing_count: number;
  /** sha256 (hex) of the imported catalogue JSON. */
  checksum: string;
  /** Snapshot top-level `language`. */
  language: string;
  /** Snapshot top-level `generatedAt` (ISO date-time). */
  generated_at: string;
}

/** One rate-limit counter (app/http/rate-limit-store.server.ts): hits of a key in its current window. */
export interface RateLimitTable {
  /** The limit's prefix and the client's key, e.g. "requests:203.0.113.7". */
  key: string;
  hits: number;
  /** End of the window, milliseconds since the epoch (PostgreSQL returns bigint as a string). */
  reset_at: ColumnType<number | string, number, number>;
}

/** A visitor's request (app/leads/store.server.ts): one per form post, whatever the form. */
export interface LeadTable {
  id: GeneratedId;
  /** The form's id (app/leads/forms.ts), e.g. "contact-me". */
  form: string;
  language: string;
  listing_id: number | null;
  project_id: number | null;
  /** The visitor's e-mail, lower-cased. */
  email: string;
  /** The visitor's name as they gave it ("Ms Anne Dupont"), or "". */
  name: string;
  /** JSON of every field the visitor filled in. */
  fields: string;
  /** The path of the page the form was on. */
  source_path: string;
  /** Where the request came from: "website", or the channel of an imported one (Immoweb …). */
  source: string;
  /** The form's per-render token: a second post of the same form stores nothing. */
  submission_token: string;
  /** new | in-progress | confirmed | closed */
  status: string;
  /** A visit request's day (YYYY-MM-DD) and time slot, counted against the slot's capacity. */
  appointment_day: string | null;
  appointment_slot: string | null;
  /** When the lead was stored held as probably automated (sent too fast, ADR 031); NULL once released, and for every other lead. */
  held_at: string | null;
  created_at: string;
}

/** An e-mail waiting to be sent, or sent (app/mail/outbox.server.ts). */
export interface OutboxTable {
  id: GeneratedId;
  lead_id: number | null;
  /** What it is: "lead-agency", "lead-confirmation", "newsletter-confirm", "demand-alert" … */
  kind: string;
  recipient: string;
  /** JSON of the message: from, to, replyTo, subject, text, html, headers. */
  message: string;
  attempts: Generated<number>;
  /** When it may be tried (again), milliseconds since the epoch. */
  next_attempt_at: ColumnType<number | string, number, number>;
  /** A worker's lease: no other worker takes the row before this time. */
  claimed_until: ColumnType<number | string | null, number | null, number | null>;
  sent_at: string | null;
  last_error: string | null;
  /** Set when the SMTP server refused the message for good (5xx): it is not tried again. */
  failed_at: string | null;
  created_at: string;
}

/** A registered demand ("keep me informed"), matched against the listings each import brings. */
export interface DemandTable {
  id: GeneratedId;
  lead_id: number | null;
  email: string;
  language: string;
  /** buy | rent | sell */
  goal: string;
  /** JSON array of category web ids. */
  types: string;
  /** JSON array of zones: "region:flanders", "city:1300|Wavre". */
  zones: string;
  budget_min: number | null;
  budget_max: number | null;
  /** YYYY-MM-DD: the period in which the visitor wants alerts. */
  start_date: string;
  end_date: string;
  created_at: string;
  unsubscribed_at: string | null;
}

/** A listing announced to a demand: each is announced once. */
export interface DemandAnnouncementTable {
  demand_id: number;
  listing_id: number;
  created_at: string;
}

/** A lowered price (a `listing_change`) looked at for a demand: announced to it once, if it matched (ADR 050). */
export interface DemandPriceAlertTable {
  demand_id: number;
  change_id: number;
  created_at: string;
}

/** When the catalogue first held a listing (written by each import). */
export interface ListingSeenTable {
  listing_id: number;
  first_seen_at: string;
  /** The published price the last import gave it (NULL: not published), and its status (NULL: not recorded since it left the catalogue). */
  price: number | null;
  status: string | null;
}

/** A listing's first appearance (nothing before) or an import that changed its published price or status (ADR 050). */
export interface ListingChangeTable {
  id: GeneratedId;
  listing_id: number;
  changed_at: string;
  price_before: number | null;
  price_after: number | null;
  status_before: string | null;
  status_after: string;
}

/** A newsletter subscriber: counts once confirmed (double opt-in), until unsubscribed. */
export interface SubscriberTable {
  id: GeneratedId;
  email: string;
  language: string;
  consented_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
}

/** An owner's account (app/owners/accounts.server.ts). */
export interface OwnerTable {
  id: GeneratedId;
  /** Lower-cased. */
  email: string;
  /** "scrypt$N$r$p$salt$hash" (app/owners/password.server.ts). */
  password_hash: string;
  /** The language of the owner's e-mails. */
  language: string;
  created_at: string;
  password_changed_at: string;
}

/** A listing an owner may see in the portal. */
export interface OwnerListingTable {
  owner_id: number;
  listing_id: number;
}

/** A login session (app/owners/session.server.ts): the cookie holds the id, this row its SHA-256. */
export interface OwnerSessionTable {
  id_hash: string;
  owner_id: number | null;
  /** JSON of the session's data (remix-auth's user, flash messages). */
  data: string;
  created_at: string;
  /** Ends after inactivity: each request that uses the session moves it on. Milliseconds. */
  expires_at: ColumnType<number | string, number, number>;
}

/** A forgotten-password token, kept as its SHA-256; single-use. */
export interface PasswordResetTable {
  token_hash: string;
  owner_id: number;
  expires_at: ColumnType<number | string, number, number>;
  used_at: string | null;
  created_at: string;
}

/** Visits of a property page per Belgian day: one per visitor (app/owners/visits.server.ts). */
export interface VisitCountTable {
  listing_id: number;
  /** YYYY-MM-DD, Belgian time. */
  day: string;
  visits: number;
}

/** Today's salted visitor hashes (deleted when the day is over). */
export interface VisitSeenTable {
  day: string;
  visitor: string;
}

/** Today's random salt, shared by every instance (deleted when the day is over). */
export interface VisitSaltTable {
  day: string;
  salt: string;
}

/** The proof of one cookie choice (0005_consent): 1 accepted, 0 declined. */
export interface ConsentRecordTable {
  id: string;
  analytics: number;
  marketing: number;
  social: number;
  unclassified: number;
  policy_version: number;
  created_at: string;
}

/** A past client's testimonial (0008_testimonials, app/testimonials/): shown once the agency has approved it. */
export interface TestimonialTable {
  id: GeneratedId;
  /** The lead of the testimonial form that carried it. */
  lead_id: number;
  /** The language it was written in (the form's page): it is shown as written. */
  language: string;
  /** The name and town the client gave, published with the text. */
  name: string;
  town: string;
  /** 1 to 5. */
  rating: number;
  text: string;
  created_at: string;
  /** When the agency approved it; NULL while it waits, and once withdrawn. */
  published_at: string | null;
  /** When the agency took it off the site; NULL unless withdrawn (an approval clears it). */
  withdrawn_at: string | null;
}

/** Column generated by the database: optional on insert, never updated. */
type GeneratedId = Generated<number>;

export interface DB {
  testimonial: TestimonialTable;
  catalogue_listing: CatalogueListingTable;
  catalogue_project: CatalogueProjectTable;
  catalogue_category: CatalogueCategoryTable;
  catalogue_city: CatalogueCityTable;
  catalogue_neighbourhood: CatalogueNeighbourhoodTable;
  catalogue_import: CatalogueImportTable;
  rate_limit: RateLimitTable;
  lead: LeadTable;
  outbox: OutboxTable;
  demand: DemandTable;
  demand_announcement: DemandAnnouncementTable;
  demand_price_alert: DemandPriceAlertTable;
  subscriber: SubscriberTable;
  listing_seen: ListingSeenTable;
  listing_change: ListingChangeTable;
  owner: OwnerTable;
  owner_listing: OwnerListingTable;
  owner_session: OwnerSessionTable;
  password_reset: PasswordResetTable;
  visit_count: VisitCountTable;
  visit_seen: VisitSeenTable;
  visit_salt: VisitSaltTable;
  consent_record: ConsentRecordTable;
}

export type Database = Kysely<DB>;
export type DatabaseKind = "sqlite" | "postgres";

// ---------------------------------------------------------------------------
// Factory
// ---------------------------------------------------------------------------

export interface CreateDatabaseOptions {
  /** PostgreSQL pool size (default 10). */
  poolMax?: number;
  /** Where a PostgreSQL pool error goes (an idle connection lost); the app passes its pino logger. */
  logger?: Pick<Logger, "error">;
  /** Kysely's query log (tests read the statements a module runs). */
  log?: KyselyConfig["log"];
}

/** Which dialect a URL selects; throws on an unsupported scheme. */
export function kindOfUrl(url: string): DatabaseKind {
  if (url.startsWith("file:")) return "sqlite";
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return "postgres";
  throw new Error(`Unsupported DATABASE_URL "${redactUrl(url)}": expected "file:PATH" (SQLite) or "postgres://…" (PostgreSQL)`);
}

/** The SQLite file path a `file:` URL points to (":memory:" for an in-memory database). */
export function sqlitePathOfUrl(url: string): string {
  if (!url.startsWith("file:")) throw new Error(`Not a SQLite URL: ${url}`);
  if (url.startsWith("file://")) return fileURLToPath(url.split("?")[0]!);
  const rest = url.slice("file:".length).split("?")[0]!;
  if (rest === "") throw new Error('DATABASE_URL "file:" needs a path, e.g. "file:var/site.db"');
  return rest;
}

/** Hide the password of a database URL, for logs and error messages. */
export function redactUrl(url: string): string {
  return url.replace(/^(postgres(?:ql)?:\/\/[^:/@]*:)[^@]*@/, "$1***@");
}

/**
 * Turns on WAL. Two processes opening a fresh file at the same moment (two imports, two
 * instances starting) can both try to switch it; SQLite then answers the second SQLITE_BUSY at
 * once, without waiting for its busy timeout: it tries again for up to 5 seconds.
 */
function enableWriteAheadLog(database: InstanceType<typeof SQLite>): void {
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (let attempt = 1; ; attempt++) {
    try {
      database.pragma("journal_mode = WAL");
      return;
    } catch (error) {
      if ((error as { code?: unknown }).code !== "SQLITE_BUSY" || attempt >= 50) throw error;
      Atomics.wait(pause, 0, 0, 100);
    }
  }
}

/**
 * SQLite's transactions take the write lock when they begin (`begin immediate`), unless they are
 * read only (`db.transaction().setAccessMode("read only")`). A deferred transaction that reads
 * first holds a snapshot; once another process has written, it can no longer write, and SQLite
 * answers "database is locked" at once, without waiting for the busy timeout. An immediate one
 * waits its turn for the lock instead (ADR 054).
 */
class WriteLockingSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw(settings?.accessMode === "read only" ? "begin" : "begin immediate"));
  }
}

class WriteLockingSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new WriteLockingSqliteDriver(this.#config);
  }
}

/**
 * Create a Kysely instance for `url`. SQLite: creates the parent folder, turns on WAL and foreign
 * keys; a transaction takes the write lock when it begins, unless read only. PostgreSQL: a pg Pool,
 * made at the first query (connections are opened lazily too); the pg module is loaded then, so
 * that a server on SQLite never loads it.
 * Close with `closeDatabase(db)` (or `db.destroy()`).
 */
export function createDatabase(url: string, options: CreateDatabaseOptions = {}): Database {
  const kind = kindOfUrl(url);
  if (kind === "sqlite") {
    const file = sqlitePathOfUrl(url);
    if (file !== ":memory:") mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const database = new SQLite(file, { timeout: 5000 });
    enableWriteAheadLog(database);
    database.pragma("foreign_keys = ON");
    database.pragma("synchronous = NORMAL");
    return new Kysely<DB>({ dialect: new WriteLockingSqliteDialect({ database }), log: options.log });
  }
  const pool = async (): Promise<pg.Pool> => {
    const { default: postgres } = await import("pg");
    const created = new postgres.Pool({ connectionString: url, max: options.poolMax ?? 10 });
    // An idle client losing its connection must not crash the process.
    created.on("error", (err) => options.logger?.error({ err }, "PostgreSQL pool error"));
    return created;
  };
  return new Kysely<DB>({ dialect: new PostgresDialect({ pool }), log: options.log });
}

/** The dialect of a Kysely instance (works on transactions too). */
export function dialectOf(db: Kysely<any>): DatabaseKind {
  return db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
}

/** Close the connection(s) of `db`. */
export async function closeDatabase(db: Kysely<any>): Promise<void> {
  await db.destroy();
}
