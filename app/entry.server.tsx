import { Transform } from "node:stream";
import { favouritesCookie, parseFavourites } from "~/favourites/favourites";
import { createReadableStreamFromReadable, type AppLoadContext, type EntryContext } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { NonceProvider } from "~/components/nonce";
import { TranslationProvider } from "~/components/translation";
import { RENDER_LIMIT_MS, STREAM_TIMEOUT_MS } from "~/http/render-limits.server";
import { getLanguage } from "~/i18n/i18n.server";
import { NAMESPACE, RESOURCES } from "~/locales";

export const streamTimeout = STREAM_TIMEOUT_MS;

/**
 * Errors Remix reports outside rendering: answers it already gave as 4xx (a POST to a page without
 * a form, an aborted request) are not server errors and are not logged as such.
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  context.logger.error({ err: error, url: request.url }, "request failed");
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const lang = await getLanguage(request, loadContext.i18n);
  // 405: the page has no form, or the method is one the site does not serve (app/http/status-page.server.ts).
  if (responseStatusCode === 405) responseHeaders.set("Allow", allowedMethods(remixContext));
  // 413: a post over the limit, whose rest was read and dropped (app/http/form-body.server.ts); the connection is not used again.
  if (responseStatusCode === 413) responseHeaders.set("Connection", "close");
  // A page rendered with a visitor's saved properties (no JavaScript, the favourites cookie) is theirs alone: no shared cache keeps it (ADR 049).
  if (parseFavourites(favouritesCookie(request.headers.get("Cookie"))).length > 0)
    responseHeaders.set("Cache-Control", "private, no-store");
  const nonce = loadContext.cspNonce;
  // Crawlers and browsers without JavaScript get the whole page at once; browsers get the shell as soon as it is ready.
  const readyEvent = isbot(request.headers.get("user-agent")) ? "onAllReady" : "onShellReady";

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <TranslationProvider lang={lang} texts={RESOURCES[lang][NAMESPACE]}>
          <RemixServer context={remixContext} url={request.url} abortDelay={streamTimeout} nonce={nonce} />
        </TranslationProvider>
      </NonceProvider>,
      {
        nonce,
        [readyEvent]() {
          shellRendered = true;
          const body = cleanDocumentStream();
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }));
          body.once("close", () => clearTimeout(timer));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Sent, since the page has started, but never kept for other visitors (ADR 021).
          loadContext.renderCache?.renderFailed();
          // A visitor who left stops the rendering (below): that is no error of the page.
          if (shellRendered && !request.signal.aborted) loadContext.logger.error({ err: error }, "render error");
        },
      },
    );
    /**
     * Stops the render (its visitor left, or it ran past its limit): what is not ready is left to
     * the browser. Stopped before its shell, React 18 calls none of the callbacks above, so the
     * promise ends here; else it would never end, and its render slot would stay taken (ADR 029).
     */
    const stop = (reason: unknown) => {
      clearTimeout(timer);
      abort(reason);
      if (!shellRendered) reject(reason);
    };
    const timer = setTimeout(() => stop(new Error(`The render ran past its limit of ${RENDER_LIMIT_MS} ms`)), RENDER_LIMIT_MS);
    // A visitor who left during the loaders is not rendered for.
    if (request.signal.aborted) stop(request.signal.reason);
    else request.signal.addEventListener("abort", () => stop(request.signal.reason), { once: true });
  });
}

/** The methods the matched page answers: a page with an action takes form posts too. */
function allowedMethods(context: EntryContext): string {
  const leaf = context.staticHandlerContext.matches.at(-1);
  return leaf?.route.action ? "GET, HEAD, POST" : "GET, HEAD";
}

const DOCUMENT_END = Buffer.from("</body></html>");
const NOTHING: Buffer = Buffer.alloc(0);

/**
 * Repairs two defects of React 18's streamed HTML (both fixed only in React 19):
 * - React writes "</body></html>" when the document element is done, and Remix then streams its
 *   loader data in <script> elements after it, which is invalid HTML ("Stray start tag script"):
 *   the document end is held back and written last.
 * - React flushes its whole 2 KB buffer even when a multi-byte character did not fit at its end,
 *   so up to three NUL bytes leak into the page (facebook/react#26228): they are dropped. HTML
 *   never contains a NUL byte of its own, nor does UTF-8 use one inside a character.
 * And passes the bytes on in one piece per turn of the event loop (ADR 022): React writes ~2 KB at
 * a time and Remix flushes the compressor after each piece it gets, so a page sent as React wrote
 * it cost dozens of small compressor flushes and socket writes, and compressed worse. What React
 * writes in the same turn goes together; a part that waits (nothing does today) still goes out as
 * soon as the turn that wrote what precedes it ends. Bytes throughout: nothing is decoded and
 * encoded again.
 */
function cleanDocumentStream(): Transform {
  let held: Buffer = NOTHING;
  let found = false;
  let pending: Buffer[] = [];
  let scheduled: NodeJS.Immediate | null = null;
  const takePending = () => {
    const out = pending.length === 1 ? pending[0]! : Buffer.concat(pending);
    pending = [];
    return out;
  };
  /** Keeps the bytes for the end of this turn. */
  const queue = (bytes: Buffer) => {
    if (bytes.length === 0) return;
    pending.push(bytes);
    scheduled ??= setImmediate(() => {
      scheduled = null;
      if (pending.length > 0) stream.push(takePending());
    });
  };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      let end = chunk.length;
      while (end > 0 && end > chunk.length - 3 && chunk[end - 1] === 0) end--;
      const bytes = chunk.subarray(0, end);
      if (found) {
        queue(bytes);
        return callback();
      }
      const text = held.length === 0 ? bytes : Buffer.concat([held, bytes]);
      const index = text.indexOf(DOCUMENT_END);
      if (index >= 0) {
        found = true;
        held = NOTHING;
        queue(text.subarray(0, index));
        queue(text.subarray(index + DOCUMENT_END.length));
      } else {
        // The document end may arrive split over two chunks: keep back what could be its start.
        const keep = Math.min(text.length, DOCUMENT_END.length - 1);
        held = text.subarray(text.length - keep);
        queue(text.subarray(0, text.length - keep));
      }
      callback();
    },
    flush(callback) {
      if (scheduled) clearImmediate(scheduled);
      scheduled = null;
      queue(held);
      if (found) queue(DOCUMENT_END);
      callback(null, pending.length > 0 ? takePending() : undefined);
    },
    destroy(error, callback) {
      if (scheduled) clearImmediate(scheduled);
      scheduled = null;
      callback(error);
    },
  });
  return stream;
}
