/**
 * The database rate-limit store, on SQLite (temp file) and PostgreSQL (throw-away schema; skipped
 * with a warning when unreachable): counting per key and window, a new window after the old one
 * ends, prefixes that keep limits apart, concurrent hits from two instances counted exactly once
 * each, and express-rate-limit driving it.
 */
import express from "express";
import { rateLimit } from "express-rate-limit";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase, createDatabase, redactUrl, type Database } from "../../app/db/db.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { DatabaseRateLimitStore } from "../../app/http/rate-limit-store.server";
import { makePostgresDatabase, makeSqliteDatabase, probePostgres, TEST_PG_URL, type TestDatabase } from "./catalogue-store-fixture";

const postgres = await probePostgres();
if (!postgres.reachable) {
  console.warn(`PostgreSQL tests skipped: ${redactUrl(TEST_PG_URL)} is not reachable (${postgres.reason})`);
}

function storeSuite(kind: "sqlite" | "postgres") {
  let target: TestDatabase;
  let db: Database;
  let clock = Date.parse("2026-11-23T10:00:00Z");
  const now = () => clock;

  beforeEach(async () => {
    target = kind === "sqlite" ? makeSqliteDatabase() : await makePostgresDatabase();
    db = createDatabase(target.url);
    await migrateToLatest(db);
    clock = Date.parse("2026-11-23T10:00:00Z");
  });

  afterEach(async () => {
    await closeDatabase(db);
    await target.drop();
  });

  it("counts hits per key within a window, then starts a new window", async () => {
    const store = new DatabaseRateLimitStore(db, { prefix: "requests:", windowMs: 60_000, now });
    const start = clock;
    expect(await store.increment("203.0.113.7")).toEqual({ totalHits: 1, resetTime: new Date(start + 60_000) });
    clock += 10_000;
    expect(await store.increment("203.0.113.7")).toEqual({ totalHits: 2, resetTime: new Date(start + 60_000) });
    expect(await store.increment("198.51.100.1")).toEqual({ totalHits: 1, resetTime: new Date(clock + 60_000) });
    expect(await store.get("203.0.113.7")).toEqual({ totalHits: 2, resetTime: new Date(start + 60_000) });
    clock = start + 60_000;
    // The window has ended: the old count is gone and a new window starts now.
    expect(await store.get("203.0.113.7")).toBeUndefined();
    expect(await store.increment("203.0.113.7")).toEqual({ totalHits: 1, resetTime: new Date(clock + 60_000) });
  });

  it("decrements and resets a key, and keeps the limits of other prefixes apart", async () => {
    const requests = new DatabaseRateLimitStore(db, { prefix: "requests:", windowMs: 60_000, now });
    const logins = new DatabaseRateLimitStore(db, { prefix: "login:", windowMs: 900_000, now });
    await requests.increment("a");
    await requests.increment("a");
    await logins.increment("a");
    await requests.decrement("a");
    expect((await requests.get("a"))?.totalHits).toBe(1);
    expect((await logins.get("a"))?.totalHits).toBe(1);
    await requests.resetKey("a");
    expect(await requests.get("a")).toBeUndefined();
    expect((await logins.get("a"))?.totalHits).toBe(1);
    await requests.increment("b");
    await requests.resetAll();
    expect(await requests.get("b")).toBeUndefined();
    expect((await logins.get("a"))?.totalHits).toBe(1);
  });

  it("counts concurrent hits from two instances exactly", async () => {
    const other = createDatabase(target.url);
    try {
      const a = new DatabaseRateLimitStore(db, { prefix: "requests:", windowMs: 60_000 });
      const b = new DatabaseRateLimitStore(other, { prefix: "requests:", windowMs: 60_000 });
      const hits = await Promise.all(Array.from({ length: 40 }, (_, n) => (n % 2 === 0 ? a : b).increment("visitor")));
      expect(hits.map((hit) => hit.totalHits).sort((x, y) => x - y)).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
      expect((await b.get("visitor"))?.totalHits).toBe(40);
    } finally {
      await closeDatabase(other);
    }
  });

  it("deletes expired rows", async () => {
    const store = new DatabaseRateLimitStore(db, { prefix: "requests:", windowMs: 60_000, now });
    await store.increment("old");
    clock += 120_000;
    await store.increment("new");
    // The sweep does not make the hit wait: give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const keys = await db.selectFrom("rate_limit").select("key").execute();
    expect(keys.map((row) => row.key)).toEqual(["requests:new"]);
  });

  it("limits requests through express-rate-limit, with Retry-After", async () => {
    const app = express();
    app.use(
      rateLimit({
        windowMs: 60_000,
        limit: 2,
        standardHeaders: "draft-8",
        legacyHeaders: false,
        store: new DatabaseRateLimitStore(db, { prefix: "requests:" }),
      }),
    );
    app.get("/", (_req, res) => {
      res.send("ok");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as { port: number };
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let n = 0; n < 3; n++) {
        const response = await fetch(`http://127.0.0.1:${port}/`);
        statuses.push(response.status);
        retryAfter = response.headers.get("retry-after");
      }
      expect(statuses).toEqual([200, 200, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
}

describe("SQLite", () => storeSuite("sqlite"));
describe.skipIf(!postgres.reachable)("PostgreSQL", () => storeSuite("postgres"));
