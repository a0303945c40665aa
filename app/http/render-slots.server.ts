/**
 * At most a few page renders at once (ADR 027); the others wait their turn, in order of arrival.
 * A render is CPU work on the one JavaScript thread: rendering fifty pages at once serves none of
 * them sooner than rendering them a few at a time, but holds fifty sets of loader data, React
 * trees and HTML in memory, and the garbage collector works harder. Served copies of the render
 * cache never wait: they are answered before this. A visitor who leaves while waiting is not
 * rendered for.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import pLimit from "p-limit";
import type { DatabaseKind } from "~/db/db.server";

/**
 * Renders at once per database: SQLite answers on the JavaScript thread itself, so a second render
 * only fills the moments a render waits for a stream; PostgreSQL's round trips leave the thread
 * free, and two more renders fill them.
 */
export const RENDERS_AT_ONCE: Record<DatabaseKind, number> = { sqlite: 2, postgres: 4 };

export type RenderSlots = {
  /** Runs the render in a slot of its own, once one is free. */
  run<T>(render: () => Promise<T>): Promise<T>;
  /** The Express handler, run in a slot (the slot is free again when its promise settles). */
  handler(handler: RequestHandler): RequestHandler;
};

export function renderSlots(atOnce: number): RenderSlots {
  const limit = pLimit(atOnce);
  return {
    run: (render) => limit(render),
    handler: (handler) => (req: Request, res: Response, next: NextFunction) =>
      limit(async () => {
        // Left while waiting: the socket is gone, there is no one to render for.
        if (res.destroyed || req.socket.destroyed) return;
        await handler(req, res, next);
      }),
  };
}
