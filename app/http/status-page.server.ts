/**
 * Answers that Express decides but that a visitor should see as the site's own page, in the
 * language of the path and inside the shell: 405 for a method the site does not serve, 429 past a
 * rate limit, 400 for an old Remix data request (`?_data=`), 413 for a post over the limit (once
 * its body is read and dropped, app/http/form-body.server.ts).
 *
 * Express marks the response with the status and hands the request to Remix as a GET; every route
 * below the root (wrapped once by `withStatusPages`) then throws that status instead of running
 * its loader. The root's loader still runs, so the root ErrorBoundary renders the shell, in the
 * page's language, around the status's text. `Allow` (for a 405 page) and `Connection: close`
 * (for a 413 page, whose connection is not used again) are set by entry.server.tsx;
 * `Retry-After`, set on the Express response by express-rate-limit, goes out with the page. A
 * page's loader never runs for such a request, so a rate-limited visitor costs only the shell.
 * Routes that are no page (sitemaps, robots.txt, the search index, the cookie dialog's post) answer
 * the status in plain text instead, with `Allow` for a 405, `Connection: close` for a 413; so do
 * the pictures, which Express answers without Remix (app/http/pictures.server.ts).
 */
import { STATUS_CODES } from "node:http";
import { data, type AppLoadContext, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { siteOrigin } from "~/routing/origin";
import { dropBody, isOversizedPost } from "./form-body.server";
import { isPicturePath } from "~/media/picture-url";
import { requestOrigin } from "./request-origin.server";

export type PageStatus = 400 | 405 | 413 | 429;

/** The status each request's load context stands for; set by `attachStatusPage`. */
const statuses = new WeakMap<object, PageStatus>();

/** Called by getLoadContext: ties the status that Express chose for this response to its load context. */
export function attachStatusPage(context: AppLoadContext, res: Response): AppLoadContext {
  const status = res.locals.statusPage as PageStatus | undefined;
  if (status) statuses.set(context, status);
  return context;
}

const wrapped = new WeakMap<ServerBuild, ServerBuild>();

/** The build with every route below the root throwing the status page's status when there is one. */
export function withStatusPages(build: ServerBuild): ServerBuild {
  const known = wrapped.get(build);
  if (known) return known;
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (route.parentId === undefined) return [id, route];
      const { loader, action, default: page } = route.module;
      const guarded: NonNullable<typeof loader> = (args) => {
        const status = statuses.get(args.context);
        if (status && !page) return plainStatus(status, action ? "GET, HEAD, POST" : "GET, HEAD");
        if (status) throw data(null, { status });
        return loader ? loader(args) : null;
      };
      return [id, { ...route, module: { ...route.module, loader: guarded } }];
    }),
  ) as ServerBuild["routes"];
  const result = { ...build, routes };
  wrapped.set(build, result);
  return result;
}

/**
 * The answer of a route that is no page (a picture, the sitemap, robots.txt, the search index): the
 * status in plain text, as those routes answer their own errors. Remix would otherwise turn the
 * thrown status into its JSON "Unexpected Server Error".
 */
function plainStatus(status: PageStatus, allow: string): globalThis.Response {
  return new Response(STATUS_CODES[status], { status, headers: plainStatusHeaders(status, allow) });
}

function plainStatusHeaders(status: PageStatus, allow: string): Record<string, string> {
  return {
    "Content-Type": "text/plain; charset=utf-8",
    ...(status === 405 ? { Allow: allow } : {}),
    ...(status === 413 ? { Connection: "close" } : {}),
  };
}

/** Same from Express, for a picture (answered without Remix), kept by nobody. */
export function sendPlainStatus(res: Response, status: PageStatus): void {
  res
    .status(status)
    .set({ ...plainStatusHeaders(status, "GET, HEAD"), "Cache-Control": "no-store" })
    .send(STATUS_CODES[status]);
}

/** Same, for the development server's build function. */
export function withStatusPagesLoader(load: () => Promise<ServerBuild>): () => Promise<ServerBuild> {
  return async () => withStatusPages(await load());
}

/**
 * A middleware answering with the status page: the request goes on to Remix as a GET (no action
 * runs, and methods a Fetch Request refuses, such as TRACE, become possible to answer), without
 * the old data-request parameter.
 */
export function statusPage(status: PageStatus, remix: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (isPicturePath(req.path)) return sendPlainStatus(res, status);
    res.set("Cache-Control", "no-store");
    res.locals.statusPage = status;
    req.method = "GET";
    // Remix builds its Request from originalUrl.
    req.url = withoutDataParameter(req.url);
    req.originalUrl = withoutDataParameter(req.originalUrl);
    void remix(req, res, next);
  };
}

/** The request target without `_data` query parameters. */
export function withoutDataParameter(url: string): string {
  const queryStart = url.indexOf("?");
  if (queryStart < 0) return url;
  const query = new URLSearchParams(url.slice(queryStart + 1));
  query.delete("_data");
  const kept = query.toString();
  return url.slice(0, queryStart) + (kept ? `?${kept}` : "");
}

/** True when the request carries Remix's old `?_data=` parameter (single fetch replaced it). */
export function hasDataParameter(url: string): boolean {
  const queryStart = url.indexOf("?");
  return queryStart >= 0 && new URLSearchParams(url.slice(queryStart + 1)).has("_data");
}

/** Methods the site serves; any other gets the 405 page (`Allow` set by entry.server.tsx, or by plainStatus for routes that are no page). */
const SERVED_METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * A POST whose Origin is not the site's (scheme, host and port: PUBLIC_URL's origin, or the one the
 * request was made to): a form of another site, the same host under the other scheme (an http://
 * page posting to the https:// site), or a page the browser hides ("null"). Every POST of this
 * site comes from its own pages, so this one is refused with 403 (the CSRF guard with SameSite=Lax
 * cookies, ADR 019). Remix's own check (the Origin's host against X-Forwarded-Host, else Host)
 * would answer what it refuses with a 500: that is refused here too. A request without an Origin
 * (no browser's POST) goes on.
 */
function isForeignPost(req: Request, env: { PUBLIC_URL?: string }): boolean {
  const origin = req.headers.origin;
  if (req.method === "GET" || req.method === "HEAD" || origin === undefined) return false;
  if (origin === "null") return true;
  const forwarded = String(req.headers["x-forwarded-host"] ?? "")
    .split(",")[0]
    ?.trim();
  const host = forwarded || req.headers.host;
  try {
    const from = new URL(origin);
    return from.origin !== siteOrigin(new URL(requestOrigin(req)), env) || from.host !== host;
  } catch {
    return true;
  }
}

/**
 * 405 page for a method the site does not serve, 400 page for `?_data=`, 403 for a POST from
 * another site, 413 page for a POST whose Content-Length is over the limit (its body read and
 * dropped first).
 */
export function rejectUnservedRequests(remix: RequestHandler, env: { PUBLIC_URL?: string }): RequestHandler {
  const notAllowed = statusPage(405, remix);
  const badRequest = statusPage(400, remix);
  const tooLarge = statusPage(413, remix);
  return (req, res, next) => {
    if (!SERVED_METHODS.has(req.method)) return notAllowed(req, res, next);
    if (hasDataParameter(req.url)) return badRequest(req, res, next);
    if (isForeignPost(req, env)) {
      // Remix refuses it too, but with a 500 and an error in the log (throwIfPotentialCSRFAttack).
      res.status(403).set("Cache-Control", "no-store").type("text/plain").send("Forbidden: this form was sent from another site.\n");
      return;
    }
    if (isOversizedPost(req)) {
      dropBody(req)
        .then(() => (res.destroyed ? undefined : tooLarge(req, res, next)))
        .catch(next);
      return;
    }
    next();
  };
}
