/**
 * Repeated login failures are slowed, then limited, per account (the e-mail typed, known or not)
 * and per client address. The counts live in the database (table rate_limit, prefixes
 * "login-account:" and "login-client:"), so every instance shares them. The delay and the refusal
 * depend only on the counts, never on whether the account exists.
 */
import { DatabaseRateLimitStore } from "~/http/rate-limit-store.server";
import type { Database } from "~/db/db.server";

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures of one account within the window before its logins are refused. */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** Failures from one client address within the window (many accounts tried) before it is refused. */
export const CLIENT_FAILURE_LIMIT = 50;
/** Failures answered at once; each one after waits longer (250 ms, 500 ms, 1 s, then 2 s). */
const FREE_FAILURES = 3;

export function failureDelayMs(failures: number): number {
  return failures <= FREE_FAILURES ? 0 : Math.min(2000, 250 * 2 ** (failures - FREE_FAILURES - 1));
}

export function loginLimits(db: Database, now: () => number = Date.now) {
  const account = new DatabaseRateLimitStore(db, { prefix: "login-account:", windowMs: LOGIN_WINDOW_MS, now });
  const client = new DatabaseRateLimitStore(db, { prefix: "login-client:", windowMs: LOGIN_WINDOW_MS, now });
  return {
    /** Which limit this login is past, if any ("account", or "client": many accounts tried from one address); then no password is checked. */
    async blocked(email: string, address: string): Promise<"account" | "client" | null> {
      const [byAccount, byClient] = await Promise.all([account.get(email), client.get(address)]);
      if ((byAccount?.totalHits ?? 0) >= ACCOUNT_FAILURE_LIMIT) return "account";
      return (byClient?.totalHits ?? 0) >= CLIENT_FAILURE_LIMIT ? "client" : null;
    },
    /** Counts a failure; returns how long to wait before answering it. */
    async failed(email: string, address: string): Promise<number> {
      const [byAccount, byClient] = await Promise.all([account.increment(email), client.increment(address)]);
      return failureDelayMs(Math.max(byAccount.totalHits, byClient.totalHits - (CLIENT_FAILURE_LIMIT - ACCOUNT_FAILURE_LIMIT)));
    },
    /** A successful login clears the account's failures (the client's stay counted). */
    async succeeded(email: string): Promise<void> {
      await account.resetKey(email);
    },
  };
}
