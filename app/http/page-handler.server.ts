/**
 * Remix behind Express, filling the render cache (ADR 021). A request the cache's lookup passed on
 * with a key is rendered as a Fetch request; a shareable answer is read whole, its inline scripts
 * moved from the nonce to hashes, compressed in one piece, kept and sent. Every other request (and
 * every answer that may not be shared) streams as Remix's own Express adapter would send it.
 */
import { createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { AppContext } from "~/context.server";
import { hashInlineScripts, isShareable, policyWithHashes, sendStored, storedAnswer, type RenderCache } from "./render-cache.server";

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** The Fetch request Remix reads (Express's req.hostname respects TRUST_PROXY; originalUrl keeps the full path). */
function fetchRequest(req: Request, res: Response): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const port = /:(\d+)$/.exec(req.get("X-Forwarded-Host") ?? req.get("host") ?? "")?.[1];
  const url = `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}${req.originalUrl}`;
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  return new Request(url, { method: req.method, headers, signal: controller.signal });
}

async function sendStreamed(res: Response, response: globalThis.Response): Promise<void> {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers.entries()) res.append(name, value);
  if (response.body) await writeReadableStreamToWritable(response.body, res);
  else res.end();
}

/**
 * The last handler: `remix` (Remix's Express adapter) for requests the cache does not share, the
 * cache-filling render for the others.
 */
export function cachingPageHandler({
  build,
  mode,
  getLoadContext,
  cache,
  remix,
}: {
  build: BuildSource;
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppContext;
  cache: RenderCache;
  remix: RequestHandler;
}): RequestHandler {
  const handle = createRequestHandler(build, mode);
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = cache.keyFor(res);
    if (key === null || req.method !== "GET") return remix(req, res, next);
    try {
      const context = getLoadContext(req, res);
      // What the render read: the catalogue version (the copy is kept for that version only) and
      // the listing a property page shows (each hit on the copy counts a view of it).
      let catalogueVersion: number | null = null;
      let listingView: number | null = null;
      const { catalogue } = context;
      const tracked: AppContext = {
        ...context,
        catalogue: {
          ...catalogue,
          get: async () => {
            const current = await catalogue.get();
            catalogueVersion = current.version;
            return current;
          },
        },
        onListingShown: (listingId) => (listingView = listingId),
      };
      const response = await handle(fetchRequest(req, res), tracked);
      if (!isShareable(response)) return await sendStreamed(res, response);
      const nonce = context.cspNonce;
      const isHtml = response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
      const { html, hashes } = isHtml ? hashInlineScripts(await response.text(), nonce) : { html: null, hashes: [] };
      const body = html === null ? Buffer.from(await response.arrayBuffer()) : Buffer.from(html);
      const headers: [string, string][] = [];
      for (const [name, value] of Object.entries(res.getHeaders())) {
        if (value !== undefined)
          headers.push([
            name,
            name.toLowerCase() === "content-security-policy" ? policyWithHashes(String(value), nonce, hashes) : String(value),
          ]);
      }
      for (const [name, value] of response.headers.entries()) headers.push([name, value]);
      const answer = await storedAnswer(body, headers, { catalogueVersion, listingView });
      cache.store(key, answer);
      // This request's own nonce header is replaced: the body now holds no nonce.
      res.removeHeader("Content-Security-Policy");
      await sendStored(req, res, answer, "miss");
    } catch (error) {
      next(error);
    }
  };
}
