import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

/** Express's "trust proxy" setting: all proxies, none, a number of hops, or addresses, subnets and names. */
export type TrustProxy = boolean | number | string[];

const TRUST_PROXY_MESSAGE =
  'must be "true", "false", a number of proxies (1), or addresses, subnets and names separated by commas (10.0.0.5, 10.0.0.0/8, loopback)';
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/** Reads TRUST_PROXY: "true", "false", a hop count, or a list of addresses, CIDR subnets and proxy-addr names; null when invalid. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim();
  if (text === "true") return true;
  if (text === "false") return false;
  if (/^\d+$/.test(text)) return Number(text);
  const items = text.split(",").map((item) => item.trim());
  const valid = items.every((item) => {
    if (PROXY_NAMES.has(item)) return true;
    const [address, bits, ...rest] = item.split("/");
    if (rest.length > 0 || !address || isIP(address) === 0) return false;
    if (bits === undefined) return true;
    if (!/^\d+$/.test(bits)) return false;
    return Number(bits) <= (isIP(address) === 4 ? 32 : 128);
  });
  return valid ? items : null;
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
     * "loopback" (a proxy on this host); server.ts warns about that in production (app/http/trust-proxy.server.ts).
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        if (value === undefined) return undefined;
        const parsed = parseTrustProxy(value);
        if (parsed === null) {
          ctx.addIssue({ code: "custom", message: TRUST_PROXY_MESSAGE });
          return z.NEVER;
        }
        return parsed;
      }),
    /** Requests per minute and client IP; 0 turns the limit off (benchmarks). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1000),
    /** Form posts and logins per minute and client IP; 0 turns the limit off. */
    FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(20),
    /** Where the rate limits count: in this process ("memory") or in the database, shared by every instance. */
    RATE_LIMIT_STORE: z.enum(["memory", "database"]).default("memory"),
    /** Where resized pictures are cached. */
    MEDIA_CACHE_DIR: z.string().min(1).default("var/cache/media"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
      ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when NODE_ENV=production" });
    }
    // Without it, canonical links, hreflang and the sitemap would name whatever host a request claims.
    if (env.NODE_ENV === "production" && !env.PUBLIC_URL) {
      ctx.addIssue({ code: "custom", path: ["PUBLIC_URL"], message: "is required when NODE_ENV=production" });
    }
  });

export type Env = z.infer<typeof schema> & { SESSION_SECRET: string };

/** Every variable the configuration reads (the README's configuration table lists each; tests/unit/env.test.ts checks). @internal */
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
    const parsed = parseEnv(process.env);
    cached = { ...parsed, SESSION_SECRET: parsed.SESSION_SECRET ?? localSessionSecret() };
  }
  return cached;
}
