/**
 * The first Express middleware: requests the site cannot or must not serve as they are, answered
 * before anything else reads them.
 * - A Host (or trusted X-Forwarded-Host) that is no host name, or an absolute request target
 *   ("GET http://host/path"): 400, plain text (no browser sends them, and no page URL can be built).
 * - A path that does not decode ("/fr/%E0/"): its undecodable segments are escaped, so it reaches
 *   the 404 page of its language instead of printing the router's plain-text warning.
 * - Leading slashes and backslashes ("//evil.example/…", "/\evil.example/…", "/%2F%2F…") collapse
 *   into one, by a redirect whose Location is a path only: never one a browser reads as another host.
 * - Page paths end with a slash, as the spec writes them: one URL per page (301).
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";

/** "//", "/\", their percent-encoded forms and the characters browsers drop from URLs, at the start of a path. */
const LEADING_SEPARATORS = /^(?:[/\\\t\n\r]|%2f|%5c|%09|%0a|%0d)+/i;

/**
 * The same path and query as a Location that stays on this host: exactly one "/" first, never
 * "//host" or "/\host" (which browsers read as another host).
 */
export function localPath(pathAndQuery: string): string {
  return `/${pathAndQuery.replace(LEADING_SEPARATORS, "")}`;
}

/**
 * Where a GET or HEAD for this request target is redirected (a path-only Location), or null when
 * it is served as it is: leading separators collapsed, a slash added to page paths.
 */
export function canonicalRedirect(url: string): string | null {
  const queryStart = url.indexOf("?");
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  const query = queryStart < 0 ? "" : url.slice(queryStart);
  let target = localPath(path);
  const last = target.slice(target.lastIndexOf("/") + 1);
  // Files (favicon.ico, sitemap.xml, pictures) and Remix's own paths (/__manifest, and
  // /preview/__manifest under the preview's basename) keep theirs.
  if (!target.endsWith("/") && !last.startsWith("__") && !last.includes(".")) target = `${target}/`;
  return target === path ? null : target + query;
}

/** The request target with every path segment that does not percent-decode escaped ("%E0" → "%25E0"); null when all decode. */
export function repairUndecodablePath(url: string): string | null {
  const queryStart = url.indexOf("?");
  const path = queryStart < 0 ? url : url.slice(0, queryStart);
  let repaired = false;
  const segments = path.split("/").map((segment) => {
    try {
      decodeURIComponent(segment);
      return segment;
    } catch {
      repaired = true;
      return segment.replace(/%/g, "%25");
    }
  });
  return repaired ? segments.join("/") + (queryStart < 0 ? "" : url.slice(queryStart)) : null;
}

const LABEL = "[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?";
const HOST = new RegExp(`^(?:${LABEL}(?:\\.${LABEL})*\\.?|\\[[0-9a-f:.]+\\])(?::\\d{1,5})?$`, "i");

/** True for "www.immo.be", "localhost:3000", "127.0.0.1", "[::1]:3000"; false for anything a URL cannot hold. */
export function isValidHost(value: string): boolean {
  return HOST.test(value);
}

/**
 * The guards above as one middleware. `trustsProxy` tells whether the connection's peer is a
 * trusted proxy (then X-Forwarded-Host, which Remix uses for the page's URL, is checked too and its
 * first host becomes the Host; from anyone else it is dropped).
 */
export function guardRequests(trustsProxy: (req: Request) => boolean): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const badRequest = () => {
      res.status(400).set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" }).end("Bad Request");
    };
    if (!req.url.startsWith("/")) return badRequest();
    const host = req.headers.host;
    if (host !== undefined && !isValidHost(host)) return badRequest();
    const forwarded = req.headers["x-forwarded-host"];
    if (forwarded !== undefined) {
      if (!trustsProxy(req)) delete req.headers["x-forwarded-host"];
      else {
        const hosts = String(forwarded)
          .split(",")
          .map((value) => value.trim());
        if (!hosts.every(isValidHost)) return badRequest();
        // The host the visitor asked for (the first, as Express and originOf read it) is the only
        // forwarded host and the Host from here on. Remix's Express adapter would otherwise put
        // another port after it: the Host's (the proxy's own connection, "app:3000") when it names
        // none, or that of a later proxy in the list ("www.immo.be, lb:8080").
        req.headers["x-forwarded-host"] = req.headers.host = hosts[0];
      }
    }
    const repaired = repairUndecodablePath(req.url);
    // Mounted on the app, so url and originalUrl are the same here; Remix reads originalUrl.
    if (repaired !== null) req.url = req.originalUrl = repaired;
    if (req.method === "GET" || req.method === "HEAD") {
      const location = canonicalRedirect(req.url);
      if (location !== null) {
        res.redirect(301, location);
        return;
      }
    }
    next();
  };
}

/**
 * A CONNECT request asks the site to be a proxy, which it is not. Node hands it to the server's
 * "connect" event (Express never sees it) and, without a listener, drops the connection without a
 * word: answer 405 instead, as for any other method the site does not serve.
 */
export function refuseConnect(_request: IncomingMessage, socket: Duplex): void {
  socket.end("HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST\r\nContent-Length: 0\r\nConnection: close\r\n\r\n");
}
