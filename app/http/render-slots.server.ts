/**
 * At most a few page renders at once (ADR 027); the others wait their turn, in order of arrival.
 * A render is CPU work on the one JavaScript thread: rendering fifty pages at once serves none of
 * them sooner than rendering them a few at a time, but holds fifty sets of loader data, React
 * trees and HTML in memory, and the garbage collector works harder. Only the GETs of pages take
 * a slot: a form's post (its body may come slowly), pictures (libvips works on threads of its own),
 * `/__manifest` and the other files are not held up by them. Served copies of the render cache
 * never wait: they are answered before this. A visitor who leaves while waiting is not rendered for.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import pLimit from "p-limit";
import type { DatabaseKind } from "~/db/db.server";
import { languageFromPath } from "~/i18n/language-from-path";
import type { Language } from "~/i18n/languages";

/**
 * Renders at once per database: SQLite answers on the JavaScript thread itself, so a second render
 * only fills the moments a render waits for a stream; PostgreSQL's round trips leave the thread
 * free, and two more renders fill them.
 */
export const RENDERS_AT_ONCE: Record<DatabaseKind, number> = { sqlite: 2, postgres: 4 };

export type RenderSlots = {
  /** Runs the render in a slot of its own, once one is free; null if the visitor left meanwhile. */
  run<T>(res: Response, render: () => Promise<T>): Promise<T | null>;
  /** The Express handler: a page's GET runs in a slot (free again when its promise settles), anything else at once. */
  handler(handler: RequestHandler): RequestHandler;
};

const left = (res: Response) => res.destroyed || res.req.socket.destroyed;

export function renderSlots(atOnce: number, enabledLanguages: readonly Language[]): RenderSlots {
  const limit = pLimit(atOnce);
  const run = <T>(res: Response, render: () => Promise<T>) => limit(async () => (left(res) ? null : await render()));
  return {
    run,
    handler: (handler) => (req: Request, res: Response, next: NextFunction) => {
      const page = (req.method === "GET" || req.method === "HEAD") && languageFromPath(req.path, enabledLanguages) !== null;
      if (!page) return handler(req, res, next);
      // A render that fails frees its slot, and its error goes to Express's error handler.
      return run(res, async () => handler(req, res, next)).catch(next);
    },
  };
}
