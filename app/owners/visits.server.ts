/**
 * Visits of property pages, counted without tracking (ADR 018): one per visitor, property and
 * Belgian day, with no cookie and no IP address stored. A visitor is a SHA-256 of the day's random
 * salt, the listing, the client address and the User-Agent; the salt lives in the database (one per
 * day, shared by every instance) and, with the day's hashes, is deleted once the day is over, so a
 * past day's hashes can be linked to no one. Only `visit_count` (listing, day, visits) stays.
 *
 * Counting never holds up a page: `record` only pushes into a buffer; a timer writes the buffer in
 * one transaction per tick. What a crash loses: the views of the last tick (about a second).
 */
import { createHash, randomBytes } from "node:crypto";
import { isbot } from "isbot";
import type { Logger } from "pino";
import { belgianDay } from "~/belgium/format";
import type { Database } from "~/db/db.server";

/**
 * A person's view of the page: GET only (HEAD asks for headers, not a page), no robot (a request
 * without a User-Agent is one), no prefetch or prerender (the browser guesses; the person may never
 * look, and a real navigation follows as a view of its own).
 */
export function isCountableView(request: { method: string; headers: Pick<Headers, "get"> }): boolean {
  if (request.method !== "GET") return false;
  const userAgent = request.headers.get("user-agent");
  if (!userAgent || isbot(userAgent)) return false;
  const purpose = (name: string) => request.headers.get(name)?.toLowerCase() ?? "";
  const secPurpose = purpose("sec-purpose");
  if (secPurpose.includes("prefetch") || secPurpose.includes("prerender")) return false;
  if (purpose("purpose") === "prefetch" || purpose("x-purpose") === "preview" || purpose("x-moz") === "prefetch") return false;
  return true;
}

export type Visitor = { address: string; userAgent: string };

export type VisitCounter = {
  /** Notes a view; synchronous, never throws, never waits for the database. */
  record(listingId: number, visitor: Visitor): void;
  /** Writes what the buffer holds now (the timer does this every flushMs). */
  flush(): Promise<void>;
  /** Stops the timer and writes what remains (server shutdown, before the database closes). */
  stop(): Promise<void>;
};

export type VisitCounterOptions = {
  db: Database;
  logger: Logger;
  /** How often the buffer is written (ms). */
  flushMs?: number;
  /** Views kept waiting at most; past it, views are dropped (one warning) until a write succeeds. */
  maxPending?: number;
  now?: () => Date;
};

/**
 * A view waiting to be written. The address is kept in memory only until the next write (about a
 * second): hashing needs the day's salt, which the database holds.
 */
type PendingView = { listingId: number; day: string; address: string; userAgent: string; retried: boolean };

/** Rows per statement: 2 parameters a row stays far below SQLite's and PostgreSQL's limits. */
const CHUNK = 400;

function chunks<T>(items: T[], size = CHUNK): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

function visitorHash(salt: string, view: PendingView): string {
  // Separators keep ("1", "23…") and ("12", "3…") apart.
  return createHash("sha256").update(`${salt}\n${view.listingId}\n${view.address}\n${view.userAgent}`).digest("base64url");
}

export function startVisitCounter(options: VisitCounterOptions): VisitCounter {
  const { db, logger } = options;
  const flushMs = options.flushMs ?? 1000;
  const maxPending = options.maxPending ?? 50_000;
  const now = options.now ?? (() => new Date());

  let pending: PendingView[] = [];
  let warnedFull = false;
  let stopped = false;
  let running: Promise<void> | undefined;
  /** Today's salt, once read (a past day's salt is never kept: it is about to be deleted). */
  let cachedSalt: { day: string; salt: string } | undefined;
  /** The day whose earlier hashes and salts this instance last deleted. */
  let cleanedBefore: string | undefined;

  async function saltOf(trx: Database, day: string): Promise<string> {
    if (cachedSalt?.day === day) return cachedSalt.salt;
    // The first instance to write a day creates its salt; the others read that one.
    await trx
      .insertInto("visit_salt")
      .values({ day, salt: randomBytes(32).toString("base64url") })
      .onConflict((oc) => oc.column("day").doNothing())
      .execute();
    const { salt } = await trx.selectFrom("visit_salt").select("salt").where("day", "=", day).executeTakeFirstOrThrow();
    return salt;
  }

  async function write(batch: PendingView[], today: string): Promise<void> {
    const days = [...new Set(batch.map((view) => view.day))].sort();
    let todaysSalt: string | undefined;
    await db.transaction().execute(async (trx) => {
      for (const day of days) {
        const salt = await saltOf(trx, day);
        if (day === today) todaysSalt = salt;
        const listingOf = new Map<string, number>();
        for (const view of batch) if (view.day === day) listingOf.set(visitorHash(salt, view), view.listingId);
        // Sorted, so that two instances writing at once take the rows' locks in one order (no deadlock).
        const visitors = [...listingOf.keys()].sort();
        const newlySeen = new Map<number, number>();
        for (const part of chunks(visitors)) {
          const inserted = await trx
            .insertInto("visit_seen")
            .values(part.map((visitor) => ({ day, visitor })))
            .onConflict((oc) => oc.columns(["day", "visitor"]).doNothing())
            .returning("visitor")
            .execute();
          for (const { visitor } of inserted) {
            const listingId = listingOf.get(visitor)!;
            newlySeen.set(listingId, (newlySeen.get(listingId) ?? 0) + 1);
          }
        }
        const counts = [...newlySeen].sort(([a], [b]) => a - b);
        for (const part of chunks(counts)) {
          await trx
            .insertInto("visit_count")
            .values(part.map(([listingId, visits]) => ({ listing_id: listingId, day, visits })))
            .onConflict((oc) =>
              oc.columns(["listing_id", "day"]).doUpdateSet((eb) => ({ visits: eb("visit_count.visits", "+", eb.ref("excluded.visits")) })),
            )
            .execute();
        }
      }
    });
    // Kept only once committed: a salt created by a transaction rolled back was never anyone's.
    if (todaysSalt) cachedSalt = { day: today, salt: todaysSalt };
  }

  /** Once a day is over, its hashes and salt go: past days keep nothing but their counts. */
  async function forgetPastDays(today: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom("visit_seen").where("day", "<", today).execute();
      await trx.deleteFrom("visit_salt").where("day", "<", today).execute();
    });
    cleanedBefore = today;
    if (cachedSalt && cachedSalt.day !== today) cachedSalt = undefined;
  }

  async function pass(): Promise<void> {
    const today = belgianDay(now());
    const waiting = pending;
    pending = [];
    // A past day's views (still in the buffer at midnight, or awaiting their second try) are
    // dropped: that day's salt may be deleted already, and a new one would count its visitors a
    // second time and outlive the day (ADR 018). At most a second's views, or one failed batch.
    const batch = waiting.filter((view) => view.day >= today);
    const late = waiting.length - batch.length;
    if (late > 0) logger.warn({ dropped: late }, "visits of a past day dropped: that day is over");
    let written: string[] = [];
    if (batch.length > 0) {
      try {
        await write(batch, today);
        written = [...new Set(batch.map((view) => view.day))];
        warnedFull = false;
      } catch (error) {
        // Tried once more with the next tick; a batch that fails twice is dropped (the pages never wait for it).
        const again = batch.filter((view) => !view.retried);
        const dropped = batch.length - again.length;
        for (const view of again) view.retried = true;
        pending = again.concat(pending);
        logger.error({ err: error, views: batch.length, retried: again.length, dropped }, "visit counts not written");
        if (dropped > 0) logger.warn({ dropped }, "visits dropped after a second failed write");
      }
    }
    // Also with nothing to write: a day's salt must not outlive the day. The day is read again
    // after the write, which may have begun before midnight and written that day's salt after it;
    // any write of a day now over is followed by the cleanup, whatever was cleaned before.
    const dayNow = belgianDay(now());
    if (cleanedBefore === dayNow && !written.some((day) => day < dayNow)) return;
    await forgetPastDays(dayNow).catch((error: unknown) => logger.error({ err: error }, "past visit hashes not deleted"));
  }

  async function flush(): Promise<void> {
    // One write at a time; a flush asked for during one writes what came in meanwhile.
    while (running) await running;
    running = pass().finally(() => {
      running = undefined;
    });
    await running;
  }

  let timer: NodeJS.Timeout | undefined;
  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => void flush().finally(schedule), flushMs);
    timer.unref();
  }
  schedule();

  return {
    record(listingId, { address, userAgent }) {
      if (stopped) return;
      if (pending.length >= maxPending) {
        if (!warnedFull) logger.warn({ maxPending }, "visit buffer full: views dropped until the database takes them again");
        warnedFull = true;
        return;
      }
      pending.push({ listingId, day: belgianDay(now()), address, userAgent, retried: false });
    },
    flush,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await flush();
      // A batch whose write just failed gets its second try now rather than never.
      if (pending.length > 0) await flush();
    },
  };
}

export type VisitFigures = {
  today: number;
  /** Since Monday of this Belgian week. */
  week: number;
  /** Since the 1st of this Belgian month. */
  month: number;
  total: number;
  /** The last 30 Belgian days, today last, days without visits as 0. */
  days: { day: string; visits: number }[];
};

const DAYS_SHOWN = 30;

/** Visit figures per listing (every listing asked for is in the map, with zeros when never visited). */
export async function visitFigures(db: Database, listingIds: number[], now = new Date()): Promise<Map<number, VisitFigures>> {
  const today = belgianDay(now);
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const monday = belgianDay(now, -weekday);
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const shown = Array.from({ length: DAYS_SHOWN }, (_, i) => belgianDay(now, i - DAYS_SHOWN + 1));
  const since = [shown[0]!, monday, firstOfMonth].sort()[0]!;

  const figures = new Map<number, VisitFigures>();
  for (const id of listingIds) {
    figures.set(id, { today: 0, week: 0, month: 0, total: 0, days: shown.map((day) => ({ day, visits: 0 })) });
  }
  for (const ids of chunks([...new Set(listingIds)])) {
    const totals = await db
      .selectFrom("visit_count")
      .select((eb) => ["listing_id", eb.fn.sum<number | string>("visits").as("total")])
      .where("listing_id", "in", ids)
      .groupBy("listing_id")
      .execute();
    for (const row of totals) figures.get(Number(row.listing_id))!.total = Number(row.total);
    const recent = await db
      .selectFrom("visit_count")
      .select(["listing_id", "day", "visits"])
      .where("listing_id", "in", ids)
      .where("day", ">=", since)
      .where("day", "<=", today)
      .execute();
    for (const row of recent) {
      const figure = figures.get(Number(row.listing_id))!;
      const visits = Number(row.visits);
      if (row.day === today) figure.today += visits;
      if (row.day >= monday) figure.week += visits;
      if (row.day >= firstOfMonth) figure.month += visits;
      const index = shown.indexOf(row.day);
      if (index >= 0) figure.days[index]!.visits += visits;
    }
  }
  return figures;
}

/** The figures of several listings added up ("all my properties"). */
export function totalFigures(figures: Iterable<VisitFigures>): VisitFigures {
  const sum: VisitFigures = { today: 0, week: 0, month: 0, total: 0, days: [] };
  for (const figure of figures) {
    sum.today += figure.today;
    sum.week += figure.week;
    sum.month += figure.month;
    sum.total += figure.total;
    if (sum.days.length === 0) sum.days = figure.days.map((entry) => ({ ...entry }));
    else figure.days.forEach((entry, i) => (sum.days[i]!.visits += entry.visits));
  }
  return sum;
}
