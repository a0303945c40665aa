/**
 * An express-rate-limit Store that keeps its counters in the app's database (table rate_limit,
 * migration 0002), so that every instance on that database counts a client together. Works the
 * same on SQLite and PostgreSQL: each hit is one INSERT … ON CONFLICT DO UPDATE … RETURNING,
 * atomic on both, that starts a new window when the key's one has ended. The configuration allows
 * RATE_LIMIT_STORE=database on PostgreSQL only (env.server.ts): better-sqlite3's synchronous writes
 * would hold up every request while another process holds the SQLite file's write lock.
 *
 * Keys are "<prefix><client key>": one table serves every limit (requests, form posts, and later
 * logins per account), each with its own prefix. Expired rows are deleted at most once a window.
 * See docs/decisions/011-request-layer-hardening.md for why it is written here.
 */
import type { ClientRateLimitInfo, Options, Store } from "express-rate-limit";
import { sql } from "kysely";
import type { Database } from "~/db/db.server";

export type DatabaseStoreOptions = {
  /** Prepended to every key: one per limit ("requests:", "forms:", "login:"). */
  prefix: string;
  /** The window, when the store is used outside express-rate-limit (init sets it otherwise). */
  windowMs?: number;
  /** The clock, for tests. */
  now?: () => number;
};

export class DatabaseRateLimitStore implements Store {
  /** Counts are shared between instances: express-rate-limit's double-count check needs to know. */
  readonly localKeys = false;
  readonly prefix: string;
  private windowMs: number;
  private readonly now: () => number;
  private sweptAt = 0;

  constructor(
    private readonly db: Database,
    options: DatabaseStoreOptions,
  ) {
    this.prefix = options.prefix;
    this.windowMs = options.windowMs ?? 60_000;
    this.now = options.now ?? Date.now;
  }

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.db
      .selectFrom("rate_limit")
      .select(["hits", "reset_at"])
      .where("key", "=", this.prefix + key)
      .where("reset_at", ">", this.now())
      .executeTakeFirst();
    return row ? { totalHits: row.hits, resetTime: new Date(Number(row.reset_at)) } : undefined;
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.now();
    const resetAt = now + this.windowMs;
    const expired = sql<boolean>`rate_limit.reset_at <= ${now}`;
    const row = await this.db
      .insertInto("rate_limit")
      .values({ key: this.prefix + key, hits: 1, reset_at: resetAt })
      .onConflict((conflict) =>
        conflict.column("key").doUpdateSet({
          hits: sql<number>`case when ${expired} then 1 else rate_limit.hits + 1 end`,
          reset_at: sql<number>`case when ${expired} then ${resetAt} else rate_limit.reset_at end`,
        }),
      )
      .returning(["hits", "reset_at"])
      .executeTakeFirstOrThrow();
    this.sweep(now);
    return { totalHits: Number(row.hits), resetTime: new Date(Number(row.reset_at)) };
  }

  async decrement(key: string): Promise<void> {
    await this.db
      .updateTable("rate_limit")
      .set({ hits: sql<number>`hits - 1` })
      .where("key", "=", this.prefix + key)
      .where("hits", ">", 0)
      .where("reset_at", ">", this.now())
      .execute();
  }

  async resetKey(key: string): Promise<void> {
    await this.db
      .deleteFrom("rate_limit")
      .where("key", "=", this.prefix + key)
      .execute();
  }

  async resetAll(): Promise<void> {
    await this.db
      .deleteFrom("rate_limit")
      .where(sql<string>`substr(key, 1, ${this.prefix.length})`, "=", this.prefix)
      .execute();
  }

  /** Deletes the rows whose window has ended, at most once a window and without making the hit wait. */
  private sweep(now: number): void {
    if (now - this.sweptAt < this.windowMs) return;
    this.sweptAt = now;
    void this.db
      .deleteFrom("rate_limit")
      .where("reset_at", "<=", now)
      .execute()
      .catch(() => {
        // The next sweep tries again; a failed delete leaves only expired rows behind.
      });
  }
}
