import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { compile as compileTrustProxy } from "proxy-addr";
import { z } from "zod";
import { startedWithNodeEnv } from "./node-env.server";

/** Express's "trust proxy" setting: all proxies, none, a number of hops, or addresses, subnets and names. */
export type TrustProxy = boolean | number | string[];

const TRUST_PROXY_MESSAGE =
  'must be "true", "false", a number of proxies (1), or addresses, subnets and names separated by commas (10.0.0.5, 10.0.0.0/8, loopback)';

/**
 * Reads TRUST_PROXY: "true", "false", a hop count, or a list that proxy-addr, Express's own parser
 * of the setting, accepts (addresses, CIDR subnets or netmasks, "loopback", "linklocal",
 * "uniquelocal"): its compile() throws on what Express would refuse later, naming the value.
 */
function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === "true") return true;
  if (text === "false") return false;
  if (/^\d+$/.test(text)) return Number(text);
  const items = text.split(",").map((item) => item.trim());
  compileTrustProxy(items);
  return items;
}

/**
 * Configuration comes from environment variables only, validated once at start-up.
 * A wrong value stops the server with a message naming the variable.
 */
const schema = z
  .object({
    NODE_ENV: z.enum(["production", "development", "test"]).optional(),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATABASE_URL: z
      .string()
      .default("file:var/site.db")
      .refine((value) => /^file:.+/.test(value) || /^postgres(ql)?:\/\/.+/.test(value), {
        message: 'must be "file:PATH" for SQLite or "postgres://…" for PostgreSQL',
      }),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    PUBLIC_URL: z
      .url({ message: "must be an absolute URL such as https://www.example.be" })
      .transform((value) => value.replace(/\/+$/, ""))
      .optional(),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * Express "trust proxy": which proxies' X-Forwarded-For to believe for the client IP. Unset means
     * "loopback" (a proxy on this host); server.ts warns about that in production (trustProxyWarning, app/http/rate-limit.server.ts).
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        try {
          return parseTrustProxy(value);
        } catch (error) {
          ctx.addIssue({ code: "custom", message: `${TRUST_PROXY_MESSAGE}; ${(error as Error).message}` });
          return z.NEVER;
        }
      }),
    /** Requests per minute and client IP; 0 turns the limit off (benchmarks). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1000),
    /** Form posts and logins per minute and client IP; 0 turns the limit off. */
    FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(20),
    /** Seconds a form must have been open before its post counts; faster posts are answered as a success and dropped (spam). */
    FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
    /** Where the rate limits count: in this process ("memory") or in the PostgreSQL database, shared by every instance. */
    RATE_LIMIT_STORE: z.enum(["memory", "database"]).default("memory"),
    /** Where resized pictures are cached. */
    MEDIA_CACHE_DIR: z.string().min(1).default("var/cache/media"),
    /**
     * The agency's SMTP server, e.g. smtps://user:password@smtp.example.be:465 or smtp://mail.local:25.
     * Unset: every e-mail is written to MAIL_DIR as an .eml file instead (nothing leaves the machine).
     */
    SMTP_URL: z
      .string()
      .optional()
      .refine((value) => value === undefined || /^smtps?:\/\/.+/.test(value), { message: 'must be "smtp://…" or "smtps://…"' }),
    /** Where leads go; defaults to the agency e-mail of data/site/site.json. */
    AGENCY_EMAIL: z.email({ message: "must be an e-mail address" }).optional(),
    /** The sender of every e-mail, e.g. "Immo Meuse & Sambre <no-reply@immo-meuse-sambre.be>"; defaults to the agency e-mail. */
    MAIL_FROM: z.string().min(3).optional(),
    /** Where e-mails are written as .eml files when SMTP_URL is not set. */
    MAIL_DIR: z.string().min(1).default("var/mail"),
    /** The outbox's first wait before retrying an e-mail that failed; each later wait doubles, up to an hour. */
    MAIL_RETRY_SECONDS: z.coerce.number().min(0.1).max(3600).default(5),
    /** How often the outbox worker looks for e-mails due when nothing wakes it (a retry, a lead stored by another instance). */
    MAIL_POLL_SECONDS: z.coerce.number().min(0.05).max(3600).default(1),
    /** How often the worker checks for a new catalogue import, whose listings it then announces to the demands they match. */
    ALERTS_CHECK_SECONDS: z.coerce.number().min(0.05).max(3600).default(10),
    /** Months that leads, demands and subscribers are kept before the worker deletes them. */
    LEAD_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(24),
    /** Visits of property pages counted for the owner portal (ADR 018); "off" records nothing (benchmarks). */
    VISIT_COUNTING: z.enum(["on", "off"]).default("on"),
    /** Megabytes of compressed pages the render cache keeps for anonymous visitors (ADR 021); 0 turns it off. */
    RENDER_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
    /**
     * Whether the CDN in front keys its copies of pages on the `consent` cookie's value (and passes
     * owners' sessions through), README "Speed": only then do cached pages allow shared caches
     * (s-maxage). "false": browsers only.
     */
    CDN_KEYS_ON_CONSENT: z
      .enum(["true", "false"], { message: 'must be "true" or "false"' })
      .default("false")
      .transform((value) => value === "true"),
    /** reCAPTCHA v3 on the public forms, only when both are set. */
    RECAPTCHA_SITE_KEY: z.string().min(1).optional(),
    RECAPTCHA_SECRET: z.string().min(1).optional(),
    /**
     * The map's tiles (ADR 041): an address with {z}, {x} and {y}, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png.
     * Unset: every map is drawn on the site's own outlines and no visitor's browser contacts a tile host.
     */
    MAP_TILES_URL: z
      .string()
      .trim()
      .regex(/^https?:\/\/[^/\s]+\/\S*$/, "must be an http(s) address such as https://tile.openstreetmap.org/{z}/{x}/{y}.png")
      .refine((value) => ["{z}", "{x}", "{y}"].every((part) => value.includes(part)), "must contain {z}, {x} and {y}")
      .optional(),
    /** The tiles' credit, shown on every map drawn from them (required with MAP_TILES_URL), e.g. "© OpenStreetMap contributors". */
    MAP_TILES_ATTRIBUTION: z.string().trim().min(1).max(300).optional(),
    /** Where the server keeps the tiles it fetched and the maps it composed from them (ADR 041), at most about 200 MB. */
    MAP_TILES_CACHE_DIR: z.string().min(1).default("var/cache/map-tiles"),
    /** Cookies the tile host sets, comma-separated: the cookie policy names them (unset: it sets none). */
    MAP_TILES_COOKIES: z
      .string()
      .optional()
      .transform((value) =>
        (value ?? "")
          .split(",")
          .map((name) => name.trim())
          .filter(Boolean),
      ),
    /** The agency's tags (ADR 020), each overriding siteInfo in data/site/site.json; loaded only with the visitor's consent. */
    GTM_ID: z.string().trim().optional(),
    GA_ID: z.string().trim().optional(),
    ADS_ID: z.string().trim().optional(),
    META_PIXEL_ID: z.string().trim().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when NODE_ENV=production" });
    }
    // Without it, canonical links, hreflang and the sitemap would name whatever host a request claims.
    if (env.NODE_ENV === "production" && !env.PUBLIC_URL) {
      ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "is required when NODE_ENV=production" });
    }
    if (env.MAP_TILES_URL && !env.MAP_TILES_ATTRIBUTION) {
      ctx.addIssue({
        code: "custom",
        path: ["MAP_TILES_ATTRIBUTION"],
        message: "is required with MAP_TILES_URL: the tiles' credit, e.g. © OpenStreetMap contributors",
      });
    }
    // better-sqlite3 is synchronous and waits up to 5 s for a write lock another process holds: a
    // counter written on every request would stop the event loop meanwhile. Counts shared by several
    // instances mean PostgreSQL anyway.
    if (env.RATE_LIMIT_STORE === "database" && env.DATABASE_URL.startsWith("file:")) {
      ctx.addIssue({
        code: "custom",
        path: ["RATE_LIMIT_STORE"],
        message:
          '"database" needs a PostgreSQL DATABASE_URL (postgres://…): with SQLite (DATABASE_URL=file:…) every request would ' +
          'wait for the database file\'s write lock; use "memory" for a single instance',
      });
    }
  });

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string };

/**
 * Every variable the configuration reads (the README's configuration table lists each, tests/unit/env.test.ts
 * checks; tests/server/harness.ts keeps them from leaking into the servers it starts). @internal
 */
export const ENV_VARIABLES = Object.keys(schema.shape);

export class ConfigurationError extends Error {
  override name = "ConfigurationError";
}

/** Parses an environment; throws a ConfigurationError listing every wrong variable. */
export function parseEnv(source: Record<string, string | undefined>): z.infer<typeof schema> {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ""));
  const result = schema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".") || "environment"}: ${issue.message}`);
    throw new ConfigurationError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

/**
 * Outside production a missing SESSION_SECRET is replaced by a random one kept in var/,
 * so that `npm start` works on a fresh clone and sessions survive restarts.
 */
function localSessionSecret(): string {
  const file = path.resolve("var/session-secret");
  try {
    return fs.readFileSync(file, "utf8").trim();
  } catch {
    const secret = randomBytes(32).toString("hex");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

let cached: Env | undefined;

export function getEnv(): Env {
  if (!cached) {
    const parsed = parseEnv({ ...process.env, NODE_ENV: startedWithNodeEnv });
    cached = { ...parsed, SESSION_SECRET: parsed.SESSION_SECRET ?? localSessionSecret() };
  }
  return cached;
}
