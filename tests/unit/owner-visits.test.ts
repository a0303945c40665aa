/**
 * Visits counted without tracking (app/owners/visits.server.ts, ADR 018), on SQLite and PostgreSQL:
 * one per visitor, property and Belgian day; no address in any row; the day's hashes and salt gone
 * the next day; a burst written exactly; two instances on one database counting together; which
 * requests are views; the figures an owner sees.
 */
import type { KyselyPlugin, RootOperationNode } from "kysely";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { closeDatabase, createDatabase, redactUrl, type Database } from "../../app/db/db.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { isCountableView, startVisitCounter, totalFigures, visitFigures, type VisitCounter } from "../../app/owners/visits.server";
import { makePostgresDatabase, makeSqliteDatabase, probePostgres, TEST_PG_URL, type TestDatabase } from "./catalogue-store-fixture";

const probe = await probePostgres();
if (!probe.reachable) console.warn(`PostgreSQL visit tests skipped: ${redactUrl(TEST_PG_URL)} is not reachable (${probe.reason})`);
const KINDS: ("sqlite" | "postgres")[] = probe.reachable ? ["sqlite", "postgres"] : ["sqlite"];

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const ADDRESS = "203.0.113.77";
const OTHER_ADDRESS = "2001:db8::4242";

/** Noon in Belgium on 2026-03-10 (a Tuesday); the clock is moved by the tests. */
const NOON = new Date("2026-03-10T11:00:00Z");

type Fixture = { db: Database; target: TestDatabase; others: Database[]; counters: VisitCounter[]; clock: { now: Date } };
let fixture: Fixture | undefined;

async function setUp(kind: "sqlite" | "postgres"): Promise<Fixture> {
  const target = kind === "sqlite" ? makeSqliteDatabase() : await makePostgresDatabase();
  const db = createDatabase(target.url);
  await migrateToLatest(db);
  fixture = { db, target, others: [], counters: [], clock: { now: NOON } };
  return fixture;
}

afterEach(async () => {
  if (!fixture) return;
  for (const counter of fixture.counters) await counter.stop().catch(() => {});
  for (const other of fixture.others) await closeDatabase(other).catch(() => {});
  await closeDatabase(fixture.db).catch(() => {});
  await fixture.target.drop();
  fixture = undefined;
});

/** A counter whose timer never fires during a test: the tests flush by hand. */
function counterOn(f: Fixture, db = f.db, logger = pino({ level: "silent" })): VisitCounter {
  const counter = startVisitCounter({ db, logger, flushMs: 3_600_000, now: () => f.clock.now });
  f.counters.push(counter);
  return counter;
}

async function counts(db: Database): Promise<Record<string, number>> {
  const rows = await db.selectFrom("visit_count").selectAll().execute();
  return Object.fromEntries(rows.map((row) => [`${row.listing_id} ${row.day}`, Number(row.visits)]));
}

async function allVisitRows(db: Database) {
  return {
    count: await db.selectFrom("visit_count").selectAll().execute(),
    seen: await db.selectFrom("visit_seen").selectAll().execute(),
    salt: await db.selectFrom("visit_salt").selectAll().execute(),
  };
}

/** The same database, with `seen` told of every statement sent to it (before it goes). */
function watched(db: Database, seen: (node: RootOperationNode) => void): Database {
  const plugin: KyselyPlugin = {
    transformQuery({ node }) {
      seen(node);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return db.withPlugin(plugin);
}

describe.each(KINDS)("visit counting on %s", (kind) => {
  it("counts one per visitor, property and day", async () => {
    const f = await setUp(kind);
    const visits = counterOn(f);
    for (let i = 0; i < 3; i++) visits.record(1, { address: ADDRESS, userAgent: CHROME });
    await visits.flush();
    // Again later the same day, in another write.
    visits.record(1, { address: ADDRESS, userAgent: CHROME });
    await visits.flush();
    expect(await counts(f.db)).toEqual({ "1 2026-03-10": 1 });

    // Another visitor: another address, or the same address with another browser.
    visits.record(1, { address: OTHER_ADDRESS, userAgent: CHROME });
    visits.record(1, { address: ADDRESS, userAgent: FIREFOX });
    // The same visitor on a second property counts there, once.
    visits.record(2, { address: ADDRESS, userAgent: CHROME });
    visits.record(2, { address: ADDRESS, userAgent: CHROME });
    await visits.flush();
    expect(await counts(f.db)).toEqual({ "1 2026-03-10": 3, "2 2026-03-10": 1 });
  });

  it("counts the same visitor again the next Belgian day, and forgets the day before: its hashes and its salt", async () => {
    const f = await setUp(kind);
    const visits = counterOn(f);
    // 23:50 in Belgium (UTC+1 in March).
    f.clock.now = new Date("2026-03-10T22:50:00Z");
    visits.record(1, { address: ADDRESS, userAgent: CHROME });
    await visits.flush();
    const before = await allVisitRows(f.db);
    expect(before.salt.map((row) => row.day)).toEqual(["2026-03-10"]);
    expect(before.seen).toHaveLength(1);

    // 00:10 in Belgium, still the 10th in UTC.
    f.clock.now = new Date("2026-03-10T23:10:00Z");
    visits.record(1, { address: ADDRESS, userAgent: CHROME });
    await visits.flush();
    expect(await counts(f.db)).toEqual({ "1 2026-03-10": 1, "1 2026-03-11": 1 });
    const after = await allVisitRows(f.db);
    expect(after.salt.map((row) => row.day)).toEqual(["2026-03-11"]);
    expect(after.salt[0]!.salt).not.toBe(before.salt[0]!.salt);
    expect(after.seen.map((row) => row.day)).toEqual(["2026-03-11"]);
    // The same person's hash differs from one day to the next: days cannot be linked.
    expect(after.seen[0]!.visitor).not.toBe(before.seen[0]!.visitor);
  });

  it("deletes a past day's salt even when no one visits the next day", async () => {
    const f = await setUp(kind);
    const visits = counterOn(f);
    visits.record(1, { address: ADDRESS, userAgent: CHROME });
    await visits.flush();
    f.clock.now = new Date("2026-03-11T08:00:00Z");
    await visits.flush();
    const rows = await allVisitRows(f.db);
    expect(rows.salt).toEqual([]);
    expect(rows.seen).toEqual([]);
    expect(rows.count).toHaveLength(1);
  });

  it("a write failing just after midnight is not retried for the day before: no salt or hash of that day comes back, no visitor counts twice", async () => {
    const f = await setUp(kind);
    const lines: { msg: string; dropped?: number }[] = [];
    const visits = counterOn(f, f.db, pino({ level: "warn" }, { write: (line: string) => lines.push(JSON.parse(line)) }));
    // 23:50 in Belgium: a visitor counted.
    f.clock.now = new Date("2026-03-10T22:50:00Z");
    visits.record(1, { address: ADDRESS, userAgent: CHROME });
    await visits.flush();
    // Half a second before midnight: the same visitor again, and a new one.
    f.clock.now = new Date("2026-03-10T22:59:59.500Z");
    visits.record(1, { address: ADDRESS, userAgent: CHROME });
    visits.record(1, { address: OTHER_ADDRESS, userAgent: CHROME });
    // Just after midnight the write fails (the counts cannot be added); the cleanup of the 10th does not.
    f.clock.now = new Date("2026-03-10T23:00:00.500Z");
    await f.db.schema.alterTable("visit_count").renameTo("visit_count_away").execute();
    await visits.flush();
    await f.db.schema.alterTable("visit_count_away").renameTo("visit_count").execute();
    // The next tick: the views of the 10th are not written with a new salt of the 10th.
    f.clock.now = new Date("2026-03-10T23:00:01.500Z");
    await visits.flush();
    const rows = await allVisitRows(f.db);
    expect(rows.salt).toEqual([]);
    expect(rows.seen).toEqual([]);
    expect(await counts(f.db)).toEqual({ "1 2026-03-10": 1 });
    expect(lines.filter((line) => line.msg === "visits of a past day dropped: that day is over").map((line) => line.dropped)).toEqual([2]);
  });

  it("a write that begins before midnight and ends after it is followed by the cleanup of that day", async () => {
    const f = await setUp(kind);
    f.clock.now = new Date("2026-03-10T22:59:59.900Z");
    // Midnight passes while the write runs: as its counts are sent.
    const slow = watched(f.db, (node) => {
      if (node.kind === "InsertQueryNode" && node.into?.table.identifier.name === "visit_count")
        f.clock.now = new Date("2026-03-10T23:00:00.100Z");
    });
    const visits = counterOn(f, slow);
    visits.record(1, { address: ADDRESS, userAgent: CHROME });
    await visits.flush();
    expect(await counts(f.db)).toEqual({ "1 2026-03-10": 1 });
    const rows = await allVisitRows(f.db);
    expect(rows.salt).toEqual([]);
    expect(rows.seen).toEqual([]);
  });

  it("stores no address and no User-Agent in any row", async () => {
    const f = await setUp(kind);
    const visits = counterOn(f);
    visits.record(7, { address: ADDRESS, userAgent: CHROME });
    visits.record(7, { address: OTHER_ADDRESS, userAgent: FIREFOX });
    await visits.flush();
    const text = JSON.stringify(await allVisitRows(f.db));
    expect(text).toContain("2026-03-10");
    for (const secret of [ADDRESS, OTHER_ADDRESS, "203.0.113", "2001:db8", "Chrome/131", "Firefox/133"]) expect(text).not.toContain(secret);
  });

  it("writes a burst of 1,000 views exactly, and record() leaves the database alone until the write", async () => {
    const f = await setUp(kind);
    let statements = 0;
    const visits = counterOn(
      f,
      watched(f.db, () => statements++),
    );
    const expected = new Map<number, Set<string>>();
    for (let i = 0; i < 1000; i++) {
      const listing = 100 + (i % 7);
      // 600 distinct visitors, some on several listings, some several times on one.
      const address = `198.51.100.${i % 150}`;
      const userAgent = `${CHROME} v${i % 4}`;
      visits.record(listing, { address, userAgent });
      expected.set(listing, (expected.get(listing) ?? new Set()).add(`${address}|${userAgent}`));
    }
    // Whatever record() might have started would have reached the database by now.
    await new Promise((resolve) => setImmediate(resolve));
    expect(statements).toBe(0);
    expect(await allVisitRows(f.db)).toEqual({ count: [], seen: [], salt: [] });
    await visits.flush();
    expect(statements).toBeGreaterThan(0);
    const wanted = Object.fromEntries([...expected].map(([listing, visitors]) => [`${listing} 2026-03-10`, visitors.size]));
    expect(await counts(f.db)).toEqual(wanted);
    const total = Object.values(wanted).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(500);
    expect(await f.db.selectFrom("visit_seen").selectAll().execute()).toHaveLength(total);
  });

  it("two instances on one database count together: a visitor seen by both counts once", async () => {
    const f = await setUp(kind);
    const other = createDatabase(f.target.url);
    f.others.push(other);
    const first = counterOn(f);
    const second = counterOn(f, other);
    for (let i = 0; i < 300; i++) {
      const visitor = { address: `192.0.2.${i % 100}`, userAgent: CHROME };
      first.record(1 + (i % 3), visitor);
      second.record(1 + ((i + 1) % 3), visitor);
    }
    // At the same time on PostgreSQL: the salt is created once, the hashes agree, the primary key
    // keeps one row. SQLite takes writers in turn (two processes wait for each other's lock; in one
    // process, as here, better-sqlite3's synchronous wait would hold up the other connection).
    if (kind === "postgres") await Promise.all([first.flush(), second.flush()]);
    else for (const counter of [first, second]) await counter.flush();
    expect(await counts(f.db)).toEqual({ "1 2026-03-10": 100, "2 2026-03-10": 100, "3 2026-03-10": 100 });
    expect(await f.db.selectFrom("visit_salt").selectAll().execute()).toHaveLength(1);
  });

  it("stop() writes what is left", async () => {
    const f = await setUp(kind);
    const visits = counterOn(f);
    visits.record(5, { address: ADDRESS, userAgent: CHROME });
    await visits.stop();
    expect(await counts(f.db)).toEqual({ "5 2026-03-10": 1 });
    // After stop, nothing more is taken.
    visits.record(5, { address: OTHER_ADDRESS, userAgent: CHROME });
    await visits.flush();
    expect(await counts(f.db)).toEqual({ "5 2026-03-10": 1 });
  });

  it("visitFigures: today, this week, this month, all time and the last 30 days, in Belgian time", async () => {
    const f = await setUp(kind);
    const rows = [
      ["2026-01-15", 7],
      ["2026-02-01", 1],
      ["2026-02-28", 5], // Saturday
      ["2026-03-01", 3], // Sunday, first of the month
      ["2026-03-02", 2], // Monday
    ] as const;
    await f.db
      .insertInto("visit_count")
      .values(rows.map(([day, visits]) => ({ listing_id: 1, day, visits })))
      .execute();
    await f.db.insertInto("visit_count").values({ listing_id: 2, day: "2026-03-01", visits: 4 }).execute();
    // 00:30 on Monday 2 March in Belgium, still Sunday 1 March in UTC.
    const now = new Date("2026-03-01T23:30:00Z");
    const figures = await visitFigures(f.db, [1, 2, 3], now);
    const one = figures.get(1)!;
    expect({ today: one.today, week: one.week, month: one.month, total: one.total }).toEqual({ today: 2, week: 2, month: 5, total: 18 });
    expect(one.days).toHaveLength(30);
    expect(one.days[0]).toEqual({ day: "2026-02-01", visits: 1 });
    expect(one.days.at(-1)).toEqual({ day: "2026-03-02", visits: 2 });
    expect(one.days.find((entry) => entry.day === "2026-02-28")).toEqual({ day: "2026-02-28", visits: 5 });
    expect(one.days.filter((entry) => entry.visits === 0)).toHaveLength(26);
    expect(figures.get(2)).toMatchObject({ today: 0, week: 0, month: 4, total: 4 });
    expect(figures.get(3)).toMatchObject({ today: 0, week: 0, month: 0, total: 0 });
    expect(figures.get(3)!.days.every((entry) => entry.visits === 0)).toBe(true);

    // The Sunday before, late in the evening: the week began on Monday 23 February, the month on 1 February.
    const sunday = await visitFigures(f.db, [1], new Date("2026-03-01T22:30:00Z"));
    expect(sunday.get(1)).toMatchObject({ today: 3, week: 8, month: 3, total: 18 });

    const all = totalFigures(figures.values());
    expect({ today: all.today, week: all.week, month: all.month, total: all.total }).toEqual({ today: 2, week: 2, month: 9, total: 22 });
    expect(all.days.find((entry) => entry.day === "2026-03-01")!.visits).toBe(7);
    expect(one.days.find((entry) => entry.day === "2026-03-01")!.visits).toBe(3);
  });
});

describe("visit buffer", () => {
  it("drops views past maxPending with one warning, and takes them again once written", async () => {
    const f = await setUp("sqlite");
    const warnings: string[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => warnings.push(JSON.parse(line).msg as string) });
    const visits = startVisitCounter({ db: f.db, logger, flushMs: 3_600_000, maxPending: 10, now: () => f.clock.now });
    f.counters.push(visits);
    for (let i = 0; i < 25; i++) visits.record(1, { address: `192.0.2.${i}`, userAgent: CHROME });
    expect(warnings).toHaveLength(1);
    await visits.flush();
    visits.record(1, { address: "192.0.2.200", userAgent: CHROME });
    await visits.flush();
    expect(await counts(f.db)).toEqual({ "1 2026-03-10": 11 });
  });

  it("a failed write is tried once more, then dropped with a warning; no error reaches the caller", async () => {
    const f = await setUp("sqlite");
    const lines: { level: number; msg: string; dropped?: number }[] = [];
    const logger = pino({ level: "warn" }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const visits = startVisitCounter({ db: f.db, logger, flushMs: 3_600_000, now: () => f.clock.now });
    f.counters.push(visits);
    await f.db.schema.alterTable("visit_seen").renameTo("visit_seen_away").execute();
    visits.record(1, { address: ADDRESS, userAgent: CHROME });
    await visits.flush();
    expect(lines.filter((line) => line.level === 50 && line.msg === "visit counts not written")).toHaveLength(1);
    // Back before the second try: the view is counted.
    await f.db.schema.alterTable("visit_seen_away").renameTo("visit_seen").execute();
    await visits.flush();
    expect(await counts(f.db)).toEqual({ "1 2026-03-10": 1 });

    await f.db.schema.alterTable("visit_seen").renameTo("visit_seen_away").execute();
    visits.record(2, { address: ADDRESS, userAgent: CHROME });
    await visits.flush();
    await visits.flush();
    expect(lines.find((line) => line.msg === "visits dropped after a second failed write")?.dropped).toBe(1);
    await f.db.schema.alterTable("visit_seen_away").renameTo("visit_seen").execute();
    await visits.flush();
    expect(await counts(f.db)).toEqual({ "1 2026-03-10": 1 });
  });
});

describe("isCountableView", () => {
  const view = (init: { method?: string; headers?: Record<string, string> } = {}) =>
    isCountableView(
      new Request("https://www.example.be/fr/a-vendre/namur/villa/4000002/", { method: init.method ?? "GET", headers: init.headers }),
    );

  it("counts a person's GET", () => {
    expect(view({ headers: { "User-Agent": CHROME } })).toBe(true);
    expect(view({ headers: { "User-Agent": FIREFOX, Accept: "text/html" } })).toBe(true);
  });

  it("leaves out HEAD and other methods", () => {
    expect(view({ method: "HEAD", headers: { "User-Agent": CHROME } })).toBe(false);
    expect(view({ method: "POST", headers: { "User-Agent": CHROME } })).toBe(false);
  });

  it("leaves out robots and requests without a User-Agent", () => {
    expect(view({ headers: { "User-Agent": GOOGLEBOT } })).toBe(false);
    expect(view({ headers: { "User-Agent": "curl/8.5.0" } })).toBe(false);
    expect(view()).toBe(false);
    expect(view({ headers: { "User-Agent": "" } })).toBe(false);
  });

  it("leaves out prefetches and prerenders", () => {
    const prefetches: Record<string, string>[] = [
      { "Sec-Purpose": "prefetch" },
      { "Sec-Purpose": "prefetch;prerender" },
      { "Sec-Purpose": "prefetch; anonymous-client-ip" },
      { Purpose: "prefetch" },
      { "X-Purpose": "preview" },
      { "X-Moz": "prefetch" },
    ];
    for (const headers of prefetches) {
      expect(view({ headers: { "User-Agent": CHROME, ...headers } }), JSON.stringify(headers)).toBe(false);
    }
  });
});
