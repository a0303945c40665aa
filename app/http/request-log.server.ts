/**
 * One pino JSON line per request, and the last Express error handler. Levels: 5xx error, 4xx
 * warn, the rest debug (under load a line per page at info would cost more than the page; set
 * LOG_LEVEL=debug to see them; pages answered from the render cache are not logged at all); a
 * visitor who leaves before the answer is complete is "request aborted" at info, never an error. Express's own final handler would print a plain-text stack with
 * console.error: the handler here answers instead, and a server error goes into the request's
 * line (with its stack, as JSON).
 */
import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import type { Logger } from "pino";
import { pinoHttp } from "pino-http";

/** Build files (hashed, cached for a year) are not worth a line each. */
const UNLOGGED = /^\/(?:assets\/|favicon\.ico$)/;

/**
 * The request target as logged: the value of a `token` parameter (a forgotten-password link, an
 * e-mail's signed link) is replaced, so that whoever reads the logs cannot use it.
 */
export function withoutSecrets(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, "$1[hidden]");
}

export function requestLog(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => UNLOGGED.test(req.url ?? "") },
    serializers: {
      req: (req: { method: string; url: string }) => ({ method: req.method, url: withoutSecrets(req.url) }),
      res: (res: { statusCode: number }) => ({ status: res.statusCode }),
    },
    customLogLevel: (_req, res, error) => (error || res.statusCode >= 500 ? "error" : res.statusCode >= 400 ? "warn" : "debug"),
  });
}

type HttpError = { status?: unknown; statusCode?: unknown; code?: unknown };

/** The status an error carries (Express and its middlewares set status or statusCode), 500 otherwise. */
function statusOf(error: unknown): number {
  const { status, statusCode } = (typeof error === "object" && error !== null ? error : {}) as HttpError;
  const value = typeof status === "number" ? status : typeof statusCode === "number" ? statusCode : 500;
  return value >= 400 && value < 600 ? value : 500;
}

/** The last middleware: answers what the others passed on as an error. */
export function errorHandler(): ErrorRequestHandler {
  return (error: unknown, req, res, _next) => {
    // The visitor left (or the answer was already on its way): nothing to answer, nothing to report.
    if (req.destroyed || res.destroyed) return;
    const status = statusOf(error);
    if (status >= 500) res.err = error instanceof Error ? error : new Error(String(error));
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res
      .status(status)
      .set({ "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
      .end(STATUS_CODES[status] ?? "Error");
  };
}
