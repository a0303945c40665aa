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

export type LoginAttempt = {
  /** Past a limit ("account", or "client": many accounts tried from one address): no password is checked. */
  refused: "account" | "client" | null;
  /** How long to wait before answering, should the password be wrong. */
  delayMs: number;
};

/**
 * Every login is counted as a failure BEFORE its password is checked, with one atomic increment
 * per counter: attempts sent all at once cannot pass the check before any is counted. A success
 * takes its count back.
 */
export function loginLimits(db: Database, now: () => number = Date.now) {
  const account = new DatabaseRateLimitStore(db, { prefix: "login-account:", windowMs: LOGIN_WINDOW_MS, now });
  const client = new DatabaseRateLimitStore(db, { prefix: "login-client:", windowMs: LOGIN_WINDOW_MS, now });
  return {
    async attempt(email: string, address: string): Promise<LoginAttempt> {
      const [byAccount, byClient] = await Promise.all([account.increment(email), client.increment(address)]);
      const refused = byAccount.totalHits > ACCOUNT_FAILURE_LIMIT ? "account" : byClient.totalHits > CLIENT_FAILURE_LIMIT ? "client" : null;
      // The client's count slows down like an account's in its last ten failures before its limit.
      const failures = Math.max(byAccount.totalHits, byClient.totalHits - (CLIENT_FAILURE_LIMIT - ACCOUNT_FAILURE_LIMIT));
      return { refused, delayMs: failureDelayMs(failures) };
    },
    /** A successful login clears the account's failures and is not one of the client's. */
    async succeeded(email: string, address: string): Promise<void> {
      await Promise.all([account.resetKey(email), client.decrement(address)]);
    },
    /** A new password (the e-mailed link) lifts the account's lock, as the lock's message offers. */
    async cleared(email: string): Promise<void> {
      await account.resetKey(email);
    },
  };
}
