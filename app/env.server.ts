import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";

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
    /** Express "trust proxy": which proxies' X-Forwarded-For to believe for the client IP. */
    TRUST_PROXY: z.string().default("loopback"),
    /** Requests per minute and client IP; 0 turns the limit off (benchmarks). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1000),
    /** Form posts and logins per minute and client IP; 0 turns the limit off. */
    FORM_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(20),
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
