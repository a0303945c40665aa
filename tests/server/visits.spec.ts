/**
 * Visits of property pages counted by the built server (ADR 018, issue 8 §3): a person's GET of a
 * page (or its client navigation, "….data") raises the listing's count of the day; a robot, a HEAD,
 * a prefetch and an agency preview do not; a burst of 1,000 views (50 at a time) is answered in
 * full and counted exactly, one per visitor (address and User-Agent).
 */
import { expect, test } from "@playwright/test";
import { closeDatabase, createDatabase, type Database } from "../../app/db/db.server";
import { BASE_PORT, send, startServer, type TestServer } from "./harness";

test.describe.configure({ mode: "default" });

const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** Property pages linked from the first page of the listings for sale. */
async function propertyPaths(server: TestServer, count: number): Promise<{ path: string; id: number }[]> {
  const { body } = await send(server.port, { path: "/fr/a-vendre/", headers: { "User-Agent": GOOGLEBOT } });
  const paths = [...new Set([...body.matchAll(/href="(\/fr\/a-vendre\/[^"?]+\/(\d+)\/)"/g)].map((match) => match[1]!))];
  expect(paths.length).toBeGreaterThanOrEqual(count);
  return paths.slice(0, count).map((path) => ({ path, id: Number(/\/(\d+)\/$/.exec(path)![1]) }));
}

/** Today in Belgium as YYYY-MM-DD, worked out here rather than by the app's own helper. */
function belgianToday(): string {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/Brussels",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((entry) => entry.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

async function visitsOf(db: Database, listingId: number): Promise<number> {
  const row = await db
    .selectFrom("visit_count")
    .select("visits")
    .where("listing_id", "=", listingId)
    .where("day", "=", belgianToday())
    .executeTakeFirst();
  return row ? Number(row.visits) : 0;
}

/**
 * The counts once the server has stopped: it writes what it buffered (about once a second) when it
 * stops, and nothing after, so a count missing or counted twice shows.
 */
async function expectCountsAfterStop(server: TestServer, db: Database, expected: Map<number, number>) {
  await server.stop();
  expect(await server.exited, "the server stopped cleanly").toEqual({ code: 0, signal: null });
  const counts = Object.fromEntries(await Promise.all([...expected.keys()].map(async (id) => [id, await visitsOf(db, id)])));
  expect(counts).toEqual(Object.fromEntries(expected));
}

test("a person's view counts once a day; robots, HEAD, prefetches and previews do not", async () => {
  test.setTimeout(60_000);
  const server = await startServer({ name: "visits", port: BASE_PORT + 12, env: { RATE_LIMIT_PER_MINUTE: "0" } });
  const db = createDatabase(`file:${server.folder}/site.db`);
  try {
    const [first, second, third] = await propertyPaths(server, 3);
    const get = async (path: string, headers: Record<string, string>, method = "GET") => {
      const answer = await send(server.port, { method, path, headers });
      expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(200);
    };

    // Not views: a robot, a HEAD, prefetches, a request without a User-Agent, the agency's preview.
    await get(first!.path, { "User-Agent": GOOGLEBOT });
    await get(first!.path, { "User-Agent": CHROME }, "HEAD");
    await get(first!.path, { "User-Agent": CHROME, "Sec-Purpose": "prefetch" });
    await get(first!.path, { "User-Agent": CHROME, Purpose: "prefetch" });
    await get(first!.path, {});
    await get(`/preview${second!.path}`, { "User-Agent": CHROME });
    // A view, twice by the same person: one count.
    await get(third!.path, { "User-Agent": CHROME });
    await get(third!.path, { "User-Agent": CHROME });
    // A client navigation (Remix asks for the page's data) by another browser is a view too: the first page's only one.
    const data = await send(server.port, { path: first!.path.replace(/\/$/, ".data"), headers: { "User-Agent": `${CHROME} Edg/131.0` } });
    expect(data.status).toBe(200);
    await expectCountsAfterStop(
      server,
      db,
      new Map([
        [first!.id, 1],
        [second!.id, 0],
        [third!.id, 1],
      ]),
    );

    const stored = JSON.stringify([
      await db.selectFrom("visit_count").selectAll().execute(),
      await db.selectFrom("visit_seen").selectAll().execute(),
      await db.selectFrom("visit_salt").selectAll().execute(),
    ]);
    expect(stored).not.toContain("127.0.0.1");
    expect(stored).not.toContain("Chrome");
    expect(server.problems()).toEqual([]);
  } finally {
    await closeDatabase(db);
    await server.stop();
  }
});

// The counter's own rate (records and writes per second) is measured by npm run bench:visits; here
// a burst as fast as this machine renders property pages, 50 at a time (a few seconds).
test("a burst of 300 views, 50 at a time: every page answered, every visitor counted once", async () => {
  test.setTimeout(90_000);
  const server = await startServer({ name: "visits-burst", port: BASE_PORT + 13, env: { RATE_LIMIT_PER_MINUTE: "0" } });
  const db = createDatabase(`file:${server.folder}/site.db`);
  try {
    const pages = await propertyPaths(server, 4);
    // Warm up the render path, as a robot (not counted).
    for (const page of pages) await send(server.port, { path: page.path, headers: { "User-Agent": GOOGLEBOT } });

    const views = Array.from({ length: 300 }, (_, n) => ({ page: pages[n % pages.length]!, userAgent: `${CHROME} visitor/${n % 110}` }));
    const expected = new Map<number, number>(
      pages.map((page) => [page.id, new Set(views.filter((view) => view.page === page).map((view) => view.userAgent)).size]),
    );
    const statuses: number[] = [];
    let next = 0;
    const started = performance.now();
    const lane = async () => {
      while (next < views.length) {
        const view = views[next++]!;
        statuses.push((await send(server.port, { path: view.page.path, headers: { "User-Agent": view.userAgent } })).status);
      }
    };
    await Promise.all(Array.from({ length: 50 }, lane));
    const seconds = (performance.now() - started) / 1000;
    console.log(`${views.length} property pages in ${seconds.toFixed(2)} s (${(views.length / seconds).toFixed(0)}/s)`);
    expect(statuses.filter((status) => status === 200)).toHaveLength(300);
    await expectCountsAfterStop(server, db, expected);
    // 110 browsers over 4 pages in turn: 220 distinct (page, visitor) pairs, the last 80 views repeat earlier ones.
    expect([...expected.values()].reduce((a, b) => a + b, 0)).toBe(220);
    expect(server.problems()).toEqual([]);
  } finally {
    await closeDatabase(db);
    await server.stop();
  }
});
