/**
 * Repeated login failures are limited per account AND client address (ASVS 2.2.1, ADR 030): an
 * address that failed ten times on an account is refused for that account, while the owner's right
 * password from any other address still works, so nobody can lock an owner out by failing on
 * purpose. An address failing on many accounts is refused for all of them. The account's failures
 * from every address slow each wrong answer (up to 2 s), never refuse a login. The counts live in
 * the database (table rate_limit, prefixes "login-pair:", "login-client:" and "login-account:"),
 * so every instance shares them. The delay and the refusal depend only on the counts, never on
 * whether the account exists.
 */
import { DatabaseRateLimitStore } from "~/http/rate-limit-store.server";
import type { Database } from "~/db/db.server";

export const LOGIN_WINDOW_MS = 15 * 60_000;
/** Failures of one account from one client address within the window before that address is refused for it. */
export const ACCOUNT_FAILURE_LIMIT = 10;
/** Failures from one client address within the window (many accounts tried) before it is refused. */
export const CLIENT_FAILURE_LIMIT = 50;
/** Failures answered at once; each one after waits longer (250 ms, 500 ms, 1 s, then 2 s at most). */
const FREE_FAILURES = 3;

export function failureDelayMs(failures: number): number {
  return failures <= FREE_FAILURES ? 0 : Math.min(2000, 250 * 2 ** (failures - FREE_FAILURES - 1));
}

export type LoginAttempt = {
  /**
   * Past a limit, and then no password is checked: "account" (this address failed too often on
   * this account) or "client" (this address failed on many accounts).
   */
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
  const store = (prefix: string) => new DatabaseRateLimitStore(db, { prefix, windowMs: LOGIN_WINDOW_MS, now });
  // One account's counts at each address: keys "login-pair:<e-mail> <address>", so that a reset can
  // clear them all by their prefix (a validated e-mail holds no space).
  const pairs = (email: string) => store(`login-pair:${email} `);
  const account = store("login-account:");
  const client = store("login-client:");
  return {
    async attempt(email: string, address: string): Promise<LoginAttempt> {
      const [byPair, byAccount, byClient] = await Promise.all([
        pairs(email).increment(address),
        account.increment(email),
        client.increment(address),
      ]);
      const refused = byPair.totalHits > ACCOUNT_FAILURE_LIMIT ? "account" : byClient.totalHits > CLIENT_FAILURE_LIMIT ? "client" : null;
      // The account's failures from every address slow its wrong answers (capped: never a lock);
      // the client's count slows down like an account's in its last ten failures before its limit.
      const failures = Math.max(byAccount.totalHits, byClient.totalHits - (CLIENT_FAILURE_LIMIT - ACCOUNT_FAILURE_LIMIT));
      return { refused, delayMs: failureDelayMs(failures) };
    },
    /** A successful login clears the account's failures at this address, and is not one of the account's or the client's. */
    async succeeded(email: string, address: string): Promise<void> {
      await Promise.all([pairs(email).resetKey(address), account.decrement(email), client.decrement(address)]);
    },
    /**
     * A new password (the e-mailed link) clears the account's counts at every address, as the
     * refusal's message offers. An address's count over all accounts stays.
     */
    async cleared(email: string): Promise<void> {
      await Promise.all([pairs(email).resetAll(), account.resetKey(email)]);
    },
  };
}
