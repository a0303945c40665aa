/**
 * The agency site's HTTP server: one Node process serving the Remix app through Express.
 * Start-up order: configuration → site configuration → database (migrate, seed) → HTTP.
 */
import crypto from "node:crypto";
import path from "node:path";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import { rateLimit } from "express-rate-limit";
import helmet from "helmet";
import pino from "pino";
import { pinoHttp } from "pino-http";
import { createCatalogueCache, seedCatalogueIfEmpty } from "~/catalogue/store.server";
import { FRAME_SOURCES } from "~/media/embed";
import type { AppContext } from "~/context.server";
import { closeDatabase, createDatabase, redactUrl } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { ConfigurationError, getEnv } from "~/env.server";
import { createI18nServer } from "~/i18n/i18n.server";
import { loadSite } from "~/site/site.server";

function readEnv() {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof ConfigurationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();
const mode = env.NODE_ENV ?? "production";
// React and Remix read NODE_ENV when the app build is loaded below.
process.env.NODE_ENV = mode;
const isDevelopment = mode === "development";
const logger = pino({ level: env.LOG_LEVEL });

const site = loadSite();
const db = createDatabase(env.DATABASE_URL);
await migrateToLatest(db);
const seed = await seedCatalogueIfEmpty(db, path.resolve("data/catalogue/snapshot.json"));
if (seed.seeded) logger.info({ database: redactUrl(env.DATABASE_URL), ...seed.summary.counts }, "seeded the bundled catalogue snapshot");
const catalogue = createCatalogueCache(db);
const i18n = createI18nServer(site.enabledLanguages, site.config.defaultLanguage);

const vite = isDevelopment
  ? await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } }))
  : undefined;

const loadBuild = vite
  ? () => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>
  : // @ts-expect-error: the build exists once `npm run build` has run.
    ((await import("./build/server/index.js")) as ServerBuild);

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY === "true" ? true : env.TRUST_PROXY === "false" ? false : env.TRUST_PROXY);

app.get("/healthz", async (_req, res) => {
  try {
    await db.selectFrom("catalogue_import").select("id").limit(1).execute();
    res.set("Cache-Control", "no-store").json({ status: "ok" });
  } catch (error) {
    logger.error({ err: error }, "health check failed");
    res.status(503).set("Cache-Control", "no-store").json({ status: "unavailable" });
  }
});

app.use(compression());

app.use((_req, res, next) => {
  res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
  next();
});
app.use(
  helmet({
    contentSecurityPolicy: isDevelopment
      ? false
      : {
          useDefaults: true,
          directives: {
            "script-src": ["'self'", (_req, res) => `'nonce-${(res as express.Response).locals.cspNonce}'`],
            "img-src": ["'self'", "data:"],
            // Property videos and 3D tours, loaded only when the visitor asks (app/components/property/embed.ts).
            "frame-src": [...FRAME_SOURCES],
            // Video files of listings: their hosts are catalogue data, so any https address.
            "media-src": ["'self'", "https:"],
            "upgrade-insecure-requests": env.PUBLIC_URL?.startsWith("https:") ? [] : null,
          },
        },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  }),
);

// Paths of pages end with a slash, as the spec writes them: one URL per page.
app.use((req, res, next) => {
  if ((req.method === "GET" || req.method === "HEAD") && !req.path.endsWith("/") && !req.path.startsWith("/__")) {
    const last = req.path.slice(req.path.lastIndexOf("/") + 1);
    if (!last.includes(".")) {
      const query = req.url.slice(req.path.length);
      res.redirect(301, `${req.path}/${query}`);
      return;
    }
  }
  next();
});

if (vite) {
  app.use(vite.middlewares);
} else {
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y" }));
  app.use(express.static("build/client", { maxAge: "1h" }));
}

app.use(
  pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url === "/favicon.ico" },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: req.url }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "info"),
  }),
);

if (env.RATE_LIMIT_PER_MINUTE > 0) {
  app.use(rateLimit({ windowMs: 60_000, limit: env.RATE_LIMIT_PER_MINUTE, standardHeaders: "draft-8", legacyHeaders: false }));
}
if (env.FORM_RATE_LIMIT_PER_MINUTE > 0) {
  app.use(
    rateLimit({
      windowMs: 60_000,
      limit: env.FORM_RATE_LIMIT_PER_MINUTE,
      standardHeaders: "draft-8",
      legacyHeaders: false,
      skip: (req) => req.method === "GET" || req.method === "HEAD",
    }),
  );
}

// Remix builds the request URL from X-Forwarded-Host when present: believe it only from a trusted proxy.
app.use((req, _res, next) => {
  const trusted = (app.get("trust proxy fn") as (address: string, hop: number) => boolean)(req.socket.remoteAddress ?? "", 0);
  if (!trusted) delete req.headers["x-forwarded-host"];
  next();
});

const remixHandler = createRequestHandler({
  build: loadBuild,
  mode,
  getLoadContext: (_req, res): AppContext => ({
    env,
    site,
    i18n,
    db,
    catalogue,
    logger,
    cspNonce: res.locals.cspNonce as string,
  }),
});
app.all("*", remixHandler);

// A URL that cannot even be decoded ("/fr/%E0/") gets the site's own 404 page, in the visitor's language.
app.use((error: { status?: number; statusCode?: number }, req: express.Request, res: express.Response, next: express.NextFunction) => {
  const status = error.status ?? error.statusCode;
  if (status !== 400 || res.headersSent || req.url === "/page-not-found/") return next(error);
  req.url = "/page-not-found/";
  void remixHandler(req, res, next);
});

const server = app.listen(env.PORT, env.HOST, () => {
  logger.info(`Agency site ready on http://localhost:${env.PORT} (${mode})`);
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  server.close(async () => {
    await vite?.close();
    await closeDatabase(db);
    clearTimeout(force);
    process.exit(0);
  });
  server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
