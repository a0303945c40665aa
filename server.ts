/**
 * The agency site's HTTP server: one Node process serving the Remix app through Express.
 * Start-up order: configuration → site configuration → database (migrate, seed) → HTTP.
 * The middlewares themselves live in app/http/ (one module each, with its tests).
 */
// First: React's libraries choose their production build from NODE_ENV when imported (below).
import "~/node-env.server";
import http, { type IncomingMessage } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { constants as zlibConstants } from "node:zlib";
import { createRequestHandler } from "@remix-run/express";
import type { ServerBuild } from "@remix-run/node";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import pino from "pino";
import proxyAddress from "proxy-addr";
import { configuredTags } from "~/consent/consent.server";
import { CATALOGUE_CHECK_MS, createCatalogueCache, seedCatalogueIfEmpty } from "~/catalogue/store.server";
import type { AppContext } from "~/context.server";
import { closeDatabase, createDatabase, kindOfUrl, redactUrl } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { ConfigurationError, getEnv } from "~/env.server";
import { DEFAULT_TRUST_PROXY, rateLimits, trustProxyWarning } from "~/http/rate-limit.server";
import { healthCheck } from "~/http/health.server";
import { cachingPageHandler } from "~/http/page-handler.server";
import { pageCacheKey } from "~/http/page-cache-key.server";
import { RENDERS_AT_ONCE, renderSlots } from "~/http/render-slots.server";
import { createRenderCache } from "~/http/render-cache.server";
import { guardRequests, refuseConnect } from "~/http/request-guards.server";
import { errorHandler, requestLog } from "~/http/request-log.server";
import { securityHeaders } from "~/http/security-headers.server";
import { staticFiles } from "~/http/static-files.server";
import { gracefulShutdown } from "~/http/shutdown.server";
import { attachStatusPage, rejectUnservedRequests, withStatusPages, withStatusPagesLoader } from "~/http/status-page.server";
import { createI18nServer } from "~/i18n/i18n.server";
import { leadChores } from "~/leads/chores.server";
import { startOutboxWorker } from "~/mail/outbox.server";
import { createMailTransport } from "~/mail/transport.server";
import { createMapPictures, tilesUserAgent } from "~/map/map-picture.server";
import { tileHost, tileSource } from "~/map/tiles.server";
import { createPictureRenderer } from "~/media/pictures.server";
import { pictureHandler } from "~/http/pictures.server";
import { PICTURE_ROUTE } from "~/media/picture-url";
import { seedDemoOwner } from "~/owners/demo.server";
import { isCountableView, startVisitCounter } from "~/owners/visits.server";
import { PREVIEW_PREFIX, isPreviewPath } from "~/routing/route-table";
import { loadSite } from "~/site/site.server";

function readEnv() {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof ConfigurationError) {
      // Before the configuration is known, the log still speaks JSON.
      pino().fatal(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const env = readEnv();

/** The agency's tag ids: a malformed one stops the start with its message, like the configuration. */
function readTags() {
  try {
    return configuredTags(site, env);
  } catch (error) {
    pino().fatal((error as Error).message);
    process.exit(1);
  }
}
// The same value app/node-env.server.ts gave React's libraries when they were imported.
const mode = env.NODE_ENV ?? "production";
const isDevelopment = mode === "development";
const logger = pino({ level: env.LOG_LEVEL });
const proxyWarning = trustProxyWarning(env);
if (proxyWarning) logger.warn(proxyWarning);

const site = loadSite();
const tags = readTags();
const db = createDatabase(env.DATABASE_URL, { logger });
await migrateToLatest(db);
const seed = await seedCatalogueIfEmpty(db, path.resolve("data/catalogue/snapshot.json"));
if (seed.seeded) logger.info({ database: redactUrl(env.DATABASE_URL), ...seed.summary.counts }, "seeded the bundled catalogue snapshot");
// Not in production (NODE_ENV=production): an owner to try the portal with, as the README says.
await seedDemoOwner(db, env, logger);
// The logger reports rows left out (an older import's shape) and failed version checks. The
// version is read from the database at most once a second (ADR 039): a cached page's hit costs no
// query, and an import made by any process shows on every instance within about a second.
const catalogue = createCatalogueCache(db, { logger, maxAgeMs: CATALOGUE_CHECK_MS });
const i18n = createI18nServer(site.enabledLanguages, site.config.defaultLanguage);
const pictures = createPictureRenderer(env.MEDIA_CACHE_DIR);
// With MAP_TILES_URL, the lists' maps composed by the server from tiles it fetches (ADR 041).
const tiles = tileSource(env);
const mapPictures = tiles
  ? createMapPictures({
      source: tiles,
      cacheDir: env.MAP_TILES_CACHE_DIR,
      userAgent: tilesUserAgent(site.config.name, env.PUBLIC_URL ?? site.config.agency.email),
    })
  : null;
// E-mail goes through the outbox: leads are stored with their e-mails, this worker sends them.
const mailTransport = createMailTransport(env);
const outbox = startOutboxWorker({
  db,
  transport: mailTransport,
  logger,
  pollMs: env.MAIL_POLL_SECONDS * 1000,
  retryBaseMs: env.MAIL_RETRY_SECONDS * 1000,
  chores: leadChores({ db, env, site, logger, catalogue }, env.PUBLIC_URL ?? `http://localhost:${env.PORT}`),
});
logger.info(`e-mail goes to ${mailTransport.describe()}`);
// Property page views for the owner portal: buffered, written about once a second (ADR 018).
const visits = env.VISIT_COUNTING === "on" ? startVisitCounter({ db, logger }) : { record() {}, stop: async () => {} };

const vite = isDevelopment ? await import("vite").then((m) => m.createServer({ server: { middlewareMode: true } })) : undefined;

const build = vite
  ? withStatusPagesLoader(() => vite.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>)
  : // From the working directory, as the other paths: this module also runs compiled, as build/server.js.
    withStatusPages((await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild);

const app = express();
app.disable("x-powered-by");
app.set("trust proxy", env.TRUST_PROXY ?? DEFAULT_TRUST_PROXY);
// Express's own reading of TRUST_PROXY, also for the requests the render cache answers before Express.
const trustProxy = app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
const trustsProxy = (req: IncomingMessage) => trustProxy(req.socket.remoteAddress ?? "", 0);

// Every render, whichever handler starts it, takes one of a few slots (ADR 027), each freed within
// the render's limit (ADR 029): memory stays bounded under a burst, and no render holds one for good.
const slots = renderSlots(RENDERS_AT_ONCE[kindOfUrl(env.DATABASE_URL)], site.enabledLanguages);

// Unwell (503) when the database does not answer, or when pages wait and no render ends (ADR 029).
app.get(
  "/healthz",
  healthCheck({ database: () => db.selectFrom("catalogue_import").select("id").limit(1).execute(), renders: () => slots.health(), logger }),
);

// Pages for visitors without a session, rendered once and kept compressed (ADR 021): a hit is
// answered ahead of Express itself (ADR 039, the HTTP server below); a miss goes on and fills it at the end.
const renderCache = createRenderCache({
  // Off in development: the code changes under it.
  maxBytes: isDevelopment ? 0 : env.RENDER_CACHE_MB * 1024 * 1024,
  keyOf: pageCacheKey(env, site.enabledLanguages, trustsProxy),
  catalogueRevision: async () => (await catalogue.get()).revision,
  cdnKeysOnConsent: env.CDN_KEYS_ON_CONSENT,
  countView: (req, listingId) => {
    const header = (name: string) => {
      const value = req.headers[name];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    };
    if (isCountableView({ method: req.method ?? "", headers: { get: header } }))
      visits.record(listingId, { address: proxyAddress(req, trustProxy), userAgent: header("user-agent") ?? "" });
  },
  onRecompressionError: (err) => logger.error({ err }, "render cache: recompression failed"),
});
app.use(requestLog(logger));
// Broken Host and request targets, undecodable paths, "//host" paths, trailing slashes.
app.use(guardRequests(trustsProxy));
// Brotli with a 256 KB window instead of 4 MB: a page is far smaller, and each response's encoder
// then allocates a fraction of the memory, in less time (ADR 027).
app.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_LGWIN]: 18 } } }));
app.use(
  securityHeaders({
    isDevelopment,
    publicUrl: env.PUBLIC_URL,
    recaptcha: Boolean(env.RECAPTCHA_SITE_KEY && env.RECAPTCHA_SECRET),
    tags,
    mapTilesHost: tileHost(env),
  }),
);

if (vite) {
  app.use(vite.middlewares);
} else {
  // Compressed at build time (vite.config.ts, ADR 028): brotli or gzip as the browser accepts, else the file.
  const assets = expressStaticGzip("build/client/assets", {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    index: false,
    serveStatic: { immutable: true, maxAge: "1y" },
  });
  // GET and HEAD only: for another method it would leave its Content-Encoding on the 405 page.
  app.use("/assets", (req, res, next) => (req.method === "GET" || req.method === "HEAD" ? assets(req, res, next) : next()));
  app.use(staticFiles("build/client", { maxAge: "1h" }));
}

const getLoadContext = (req: express.Request, res: express.Response): AppContext =>
  attachStatusPage(
    {
      env,
      site,
      i18n,
      db,
      catalogue,
      logger,
      tags,
      pictures,
      mapPictures,
      outbox,
      visits,
      clientAddress: req.ip ?? "",
      cspNonce: res.locals.cspNonce as string,
    },
    res,
  );
const pages = createRequestHandler({ build, mode, getLoadContext });
// Preview mode is the same routes under the basename /preview (ADR 021): no second copy of them.
const previewBuild =
  typeof build === "function" ? async () => ({ ...(await build()), basename: PREVIEW_PREFIX }) : { ...build, basename: PREVIEW_PREFIX };
const previewPages = createRequestHandler({ build: previewBuild, mode, getLoadContext });
const remix = slots.handler((req, res, next) => (isPreviewPath(req.path) ? previewPages : pages)(req, res, next));
const pageHandler = cachingPageHandler({ build, mode, getLoadContext, cache: renderCache, remix, slots });
// Past a limit: the 429 page. Then the 405 page for methods the site does not serve, the 400 page for "?_data=".
for (const limiter of rateLimits({ env, db, logger, remix })) app.use(limiter);
app.use(rejectUnservedRequests(remix, env));
// The pictures, answered without Remix (ADR 055).
app.all(PICTURE_ROUTE, pictureHandler({ pictures, logger }));
app.all("*", pageHandler);
app.use(errorHandler());

// The render cache first: a hit never enters Express (its per-request set-up cost more than the hit itself, ADR 039).
const server = http.createServer((req, res) =>
  renderCache.serve(req, res, (error?: unknown) => {
    if (error) logger.error({ err: error }, "render cache: lookup failed");
    if (res.headersSent) res.destroy();
    else app(req, res);
  }),
);
// An idle connection is kept longer than a client or a load balancer keeps it (their idle timeouts are
// 60 s at most): with Node's default 5 s, a client reusing a connection at the moment the server
// closes it gets ECONNRESET (seen in the end-to-end tests, ADR 042). Shutdown closes idle ones at once.
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(env.PORT, env.HOST, () => {
  // Unset NODE_ENV serves the production build with development defaults (the demo owner; cookies are Secure by PUBLIC_URL alone).
  logger.info(`Agency site ready on http://localhost:${env.PORT} (${mode} build${env.NODE_ENV === undefined ? ", NODE_ENV unset" : ""})`);
});
server.on("connect", refuseConnect);

const shutdown = gracefulShutdown({
  server,
  logger,
  cleanup: async () => {
    await pictures.settle();
    await mapPictures?.settle();
    await outbox.stop();
    await visits.stop();
    mailTransport.close();
    await vite?.close();
    await closeDatabase(db);
  },
});
process.on("SIGTERM", () => shutdown.begin("SIGTERM"));
process.on("SIGINT", () => shutdown.begin("SIGINT"));
