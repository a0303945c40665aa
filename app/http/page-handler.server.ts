/**
 * Remix behind Express, filling the render cache (ADR 021). A request the cache's lookup passed on
 * with a key is rendered as a Fetch request; a shareable answer is read whole, its inline scripts
 * moved from the nonce to hashes, compressed in one piece, kept and sent. Every other request (and
 * every answer that may not be shared) streams as Remix's own Express adapter would send it.
 */
import { createRequestHandler, writeReadableStreamToWritable, type ServerBuild } from "@remix-run/node";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import type { AppContext } from "~/context.server";
import { sharedUrl } from "./page-cache-key.server";
import { requestOrigin } from "./request-origin.server";
import type { RenderSlots } from "./render-slots.server";
import { hashInlineScripts, isShareable, policyWithHashes, storedAnswer, type RenderCache, type Rendered } from "./render-cache.server";

type BuildSource = ServerBuild | (() => Promise<ServerBuild>);

/** The Fetch request Remix reads (its origin as Remix's adapter builds it; originalUrl keeps the full path). */
function fetchRequest(req: Request, res: Response): globalThis.Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // Rendered without the tracking parameters of a campaign's links: one copy for all its clicks.
  const url = `${requestOrigin(req)}${sharedUrl(req.originalUrl)}`;
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  // A HEAD is rendered as the GET it stands for: its copy serves both (a HEAD is sent without the body).
  return new Request(url, { method: "GET", headers, signal: controller.signal });
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
  slots,
}: {
  build: BuildSource;
  mode: string;
  getLoadContext: (req: Request, res: Response) => AppContext;
  cache: RenderCache;
  /** Already in its render slots. */
  remix: RequestHandler;
  slots: RenderSlots;
}): RequestHandler {
  const handle = createRequestHandler(build, mode);

  /** Renders the request in a render slot; a shareable answer comes back compressed, anything else is sent as it comes. */
  const render = (req: Request, res: Response) => slots.run(res, () => renderNow(req, res));

  async function renderNow(req: Request, res: Response): Promise<Rendered | null> {
    const context = getLoadContext(req, res);
    // What the render read: the catalogue revisions (the copy is kept for one revision only), the
    // listing a property page shows (each hit on the copy counts a view of it), a render error.
    const revisions = new Set<string>();
    let listingView: number | null = null;
    let failed = false;
    const { catalogue } = context;
    const tracked: AppContext = {
      ...context,
      // A HEAD asks for headers, not a page: no view, although it is rendered as a GET.
      ...(req.method === "HEAD" ? { visits: { record() {} } } : {}),
      catalogue: {
        ...catalogue,
        get: async () => {
          const current = await catalogue.get();
          revisions.add(current.revision);
          return current;
        },
      },
      renderCache: {
        listingShown: (listingId) => (listingView = listingId),
        renderFailed: () => (failed = true),
      },
    };
    const request = fetchRequest(req, res);
    const response = await handle(request, tracked);
    if (!isShareable(response)) {
      await sendStreamed(res, response);
      return null;
    }
    const nonce = context.cspNonce;
    const isHtml = response.headers.get("Content-Type")?.startsWith("text/html") ?? false;
    const { html, hashes } = isHtml ? hashInlineScripts(await response.text(), nonce) : { html: null, hashes: [] };
    const body = html === null ? Buffer.from(await response.arrayBuffer()) : Buffer.from(html);
    const headers: [string, string][] = [];
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value === undefined) continue;
      headers.push([
        name,
        name.toLowerCase() === "content-security-policy" ? policyWithHashes(String(value), nonce, hashes) : String(value),
      ]);
    }
    for (const [name, value] of response.headers.entries()) headers.push([name, value]);
    const catalogueRevision = revisions.size === 1 ? [...revisions][0]! : null;
    const answer = await storedAnswer(body, headers, { catalogueRevision, listingView });
    // Not for others: a render its visitor left (React stopped it half-way), one that failed, or
    // one that read two catalogue revisions (an import or an approval committed meanwhile).
    return { answer, keep: !request.signal.aborted && !failed && revisions.size <= 1 };
  }

  return async (req: Request, res: Response, next: NextFunction) => {
    const key = cache.keyFor(req);
    if (key === null || (req.method !== "GET" && req.method !== "HEAD")) return remix(req, res, next);
    try {
      const { rendered, waited } = await cache.fill(key, () => render(req, res));
      // This request's own nonce header is replaced: the body now holds no nonce.
      if (rendered && !waited) {
        res.removeHeader("Content-Security-Policy");
        return await cache.sendMiss(req, res, rendered.answer);
      }
      if (rendered) return await cache.answer(req, res, rendered.answer);
      // Waited for a render that could not be shared: render for this request.
      if (waited) {
        const own = await render(req, res);
        if (own) {
          res.removeHeader("Content-Security-Policy");
          await cache.sendMiss(req, res, own.answer);
        }
      }
    } catch (error) {
      next(error);
    }
  };
}
