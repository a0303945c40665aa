/**
 * Test helpers for the leads-*, outbox* and mail-* tests: a migrated database (SQLite temp file or
 * a throw-away PostgreSQL schema) with the context submitLead and the demand alerts need, built by
 * hand (env from parseEnv, the real site configuration, a silent logger, an outbox that only counts
 * its wake-ups, the catalogue read from the same database: empty unless one is given), and a
 * submission builder.
 */
import pino from "pino";
import type { Catalogue } from "../../app/catalogue/schema";
import { createCatalogueCache, replaceCatalogue } from "../../app/catalogue/store.server";
import { closeDatabase, createDatabase, redactUrl, type Database } from "../../app/db/db.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { parseEnv, type Env } from "../../app/env.server";
import type { LeadSubmission } from "../../app/leads/store.server";
import { loadSite, type Site } from "../../app/site/site.server";
import { makePostgresDatabase, makeSqliteDatabase, probePostgres, TEST_PG_URL, type TestDatabase } from "./catalogue-store-fixture";

export const SECRET = "test-secret-0123456789-abcdefghijklmnopqrstuvwxyz";
export const ORIGIN = "https://www.example.be";

const probe = await probePostgres();
if (!probe.reachable) console.warn(`PostgreSQL lead tests skipped: ${redactUrl(TEST_PG_URL)} is not reachable (${probe.reason})`);
/** The dialects to run each suite on: SQLite always, PostgreSQL when it answers. */
export const KINDS: ("sqlite" | "postgres")[] = probe.reachable ? ["sqlite", "postgres"] : ["sqlite"];
export const postgresReachable = probe.reachable;

const site = loadSite();

export function testEnv(overrides: Record<string, string> = {}): Env {
  return { ...parseEnv({ SESSION_SECRET: SECRET, ...overrides }), SESSION_SECRET: SECRET };
}

export type LeadTestContext = {
  db: Database;
  env: Env;
  site: Site;
  logger: pino.Logger;
  outbox: { wake(): void; wakes: number };
  catalogue: ReturnType<typeof createCatalogueCache>;
  target: TestDatabase;
  /** Another Kysely instance on the same database (a second app instance). */
  another(): Database;
  close(): Promise<void>;
};

/** A context on a fresh database; `catalogue` imported into it first when given. */
export async function makeLeadContext(
  kind: "sqlite" | "postgres",
  env: Record<string, string> = {},
  { catalogue }: { catalogue?: Catalogue } = {},
): Promise<LeadTestContext> {
  const target = kind === "sqlite" ? makeSqliteDatabase() : await makePostgresDatabase();
  const db = createDatabase(target.url);
  await migrateToLatest(db);
  if (catalogue) await replaceCatalogue(db, catalogue, "test");
  const others: Database[] = [];
  const outbox = {
    wakes: 0,
    wake() {
      outbox.wakes += 1;
    },
  };
  return {
    db,
    env: testEnv(env),
    site,
    logger: pino({ level: "silent" }),
    outbox,
    catalogue: createCatalogueCache(db),
    target,
    another() {
      const other = createDatabase(target.url);
      others.push(other);
      return other;
    },
    async close() {
      for (const other of others) await closeDatabase(other).catch(() => {});
      await closeDatabase(db).catch(() => {});
      await target.drop();
    },
  };
}

let counter = 0;

/** A valid submission of `form`; every call gets its own token unless one is given. */
export function submission(form: LeadSubmission["form"], overrides: Partial<LeadSubmission> = {}): LeadSubmission {
  counter += 1;
  return {
    form,
    language: "fr",
    listingId: 4_000_002,
    projectId: null,
    email: "anne.dupont@example.com",
    fields: { title: "ms", firstName: "Anne", lastName: "Dupont", phone: "0471234567", remark: "Bonjour" },
    sourcePath: "/fr/a-vendre/namur/bien-n-2-lumineux/4000002/",
    token: `token-${process.pid}-${counter}-${Math.random().toString(36).slice(2)}`,
    ...overrides,
  };
}

export async function countRows(db: Database, table: "lead" | "outbox" | "demand" | "subscriber" | "demand_announcement"): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The outbox rows with their message parsed, oldest first. */
export async function outboxMessages(db: Database) {
  const rows = await db.selectFrom("outbox").selectAll().orderBy("id").execute();
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    lead_id: row.lead_id === null ? null : Number(row.lead_id),
    attempts: Number(row.attempts),
    next_attempt_at: Number(row.next_attempt_at),
    email: JSON.parse(row.message) as {
      kind: string;
      from: string;
      to: string;
      replyTo?: string;
      subject: string;
      text: string;
      headers?: Record<string, string>;
    },
  }));
}
