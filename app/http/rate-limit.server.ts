/**
 * The rate limits of server.ts, keyed on the client address that "trust proxy" gives (req.ip):
 * every request (RATE_LIMIT_PER_MINUTE) and every form post (FORM_RATE_LIMIT_PER_MINUTE). Past a
 * limit the visitor gets the site's 429 page in the page's language, with Retry-After. The counts
 * live in this process (memory, one instance) or in the PostgreSQL database (RATE_LIMIT_STORE=database,
 * shared by every instance on it; env.server.ts refuses it on SQLite).
 */
import { CONSENT_ACTION_PATH } from "~/consent/consent-form";
import { appPathname, matchPage } from "~/routing/route-table";
import type { RequestHandler } from "express";
import { rateLimit, type Store } from "express-rate-limit";
import type { Logger } from "pino";
import type { Database } from "~/db/db.server";
import type { Env } from "~/env.server";
import { DatabaseRateLimitStore } from "./rate-limit-store.server";
import { statusPage } from "./status-page.server";

/** The trust-proxy setting when TRUST_PROXY is not set: a reverse proxy on this very host. */
export const DEFAULT_TRUST_PROXY = ["loopback"];

/**
 * The start-up warning for production without TRUST_PROXY. Behind a proxy on another host, with
 * the default, Express takes the proxy's address for every visitor: they would all share one
 * rate limit. That cannot be told from inside, so the default itself is what is warned about.
 */
export function trustProxyWarning(env: Pick<Env, "NODE_ENV" | "TRUST_PROXY">): string | null {
  if (env.NODE_ENV !== "production" || env.TRUST_PROXY !== undefined) return null;
  return (
    "TRUST_PROXY is not set: the client address comes from X-Forwarded-For only when the proxy runs on this host (loopback). " +
    "Behind a proxy on another host every visitor would get the proxy's address and share one rate limit: " +
    "set TRUST_PROXY to the proxy's address (TRUST_PROXY=10.0.0.5) or to the number of proxies in front (TRUST_PROXY=1), " +
    "or to loopback to confirm the proxy runs on this host."
  );
}

export type RateLimitOptions = {
  env: Pick<Env, "RATE_LIMIT_PER_MINUTE" | "FORM_RATE_LIMIT_PER_MINUTE" | "RATE_LIMIT_STORE">;
  db: Database;
  logger: Logger;
  /** The Remix handler, which renders the 429 page. */
  remix: RequestHandler;
};

/** The limiters to mount before the Remix handler (none when both limits are 0). */
export function rateLimits({ env, db, logger, remix }: RateLimitOptions): RequestHandler[] {
  const store = (prefix: string): Store | undefined =>
    env.RATE_LIMIT_STORE === "database" ? new DatabaseRateLimitStore(db, { prefix }) : undefined;
  const common = {
    windowMs: 60_000,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    // Its configuration checks report through the app's logger, as JSON.
    logger,
    // A database that cannot count lets the request through rather than failing the page.
    passOnStoreError: true,
    handler: statusPage(429, remix),
  } as const;
  const limiters: RequestHandler[] = [];
  if (env.RATE_LIMIT_PER_MINUTE > 0) {
    limiters.push(rateLimit({ ...common, limit: env.RATE_LIMIT_PER_MINUTE, store: store("requests:") }));
  }
  if (env.FORM_RATE_LIMIT_PER_MINUTE > 0) {
    limiters.push(
      rateLimit({
        ...common,
        limit: env.FORM_RATE_LIMIT_PER_MINUTE,
        store: store("forms:"),
        // The cookie dialog's choice is no form: a visitor behind a shared address must always be able
        // to decline or withdraw (it still counts in the per-request limit above).
        // Nor is a Save button's post without JavaScript: it stores nothing on the server (ADR 049).
        skip: (req) => req.method === "GET" || req.method === "HEAD" || isConsentPost(req.path) || isFavouritesPost(req.path),
      }),
    );
  }
  return limiters;
}

/** A Save button's POST to the favourites page of any language (from a plain form: no ".data"). */
function isFavouritesPost(path: string): boolean {
  return matchPage(appPathname(path))?.page === "favourites";
}

/** The cookie dialog's POST, as a form sends it or as a fetcher does (Remix's single fetch adds ".data"). */
function isConsentPost(path: string): boolean {
  return path === CONSENT_ACTION_PATH || path === `${CONSENT_ACTION_PATH}.data`;
}
