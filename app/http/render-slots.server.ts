/**
 * At most a few page renders at once (ADR 027); the others wait their turn, in order of arrival.
 * A render is CPU work on the one JavaScript thread: rendering fifty pages at once serves none of
 * them sooner than rendering them a few at a time, but holds fifty sets of loader data, React
 * trees and HTML in memory, and the garbage collector works harder. Only the GETs of pages take
 * a slot: a form's post (its body may come slowly), pictures (libvips works on threads of its own),
 * `/__manifest` and the other files are not held up by them. Served copies of the render cache
 * never wait: they are answered before this. A visitor who leaves while waiting is not rendered for.
 *
 * Every slot has an end that does not depend on the visitor (ADR 029): it is free again when the
 * render ends (answered or failed), when its visitor leaves (the response or its connection
 * closes, at any point), or `limitMs` after the render started, whichever comes first. A render
 * that overruns goes on without its slot (its visitor may still get the page). `health` tells
 * /healthz when renders no longer end while others wait: an instance to take out.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import pLimit from "p-limit";
import type { DatabaseKind } from "~/db/db.server";
import { languageFromPath } from "~/i18n/language-from-path";
import type { Language } from "~/i18n/languages";
import { RENDER_LIMIT_MS, STREAM_TIMEOUT_MS } from "./render-limits.server";

/**
 * Renders at once per database: SQLite answers on the JavaScript thread itself, so a second render
 * only fills the moments a render waits for a stream; PostgreSQL's round trips leave the thread
 * free, and two more renders fill them.
 */
export const RENDERS_AT_ONCE: Record<DatabaseKind, number> = { sqlite: 2, postgres: 4 };

/** Whether renders still end: `stuck` when one has waited for a slot past the limit and no render ended meanwhile. */
export type RenderHealth = { stuck: boolean; running: number; waiting: number; sinceLastEndMs: number };

export type RenderSlotsOptions = {
  /** The longest a render holds its slot (RENDER_LIMIT_MS). */
  limitMs?: number;
  /** Renders are stuck when one has waited this long for a slot and none ended meanwhile (STREAM_TIMEOUT_MS). */
  stuckAfterMs?: number;
  now?: () => number;
};

export type RenderSlots = {
  /**
   * Runs the render in a slot of its own, once one is free. Its result; null if the visitor left
   * before its turn, or before the render ended (nobody is left to answer).
   */
  run<T>(res: Response, render: () => Promise<T>): Promise<T | null>;
  /** The Express handler: a page's GET runs in a slot, anything else at once. */
  handler(handler: RequestHandler): RequestHandler;
  health(): RenderHealth;
};

const left = (res: Response) => res.destroyed || res.req.socket.destroyed;

/**
 * Calls `gone` once, when the response or its connection closes (the answer went, or the visitor
 * left); returns what stops listening. Both: a request that waits behind another on the same
 * connection gets no "close" of its own when that connection closes.
 */
function onClose(res: Response, gone: () => void): () => void {
  const socket = res.req.socket;
  const stop = () => {
    res.off("close", closed);
    socket.off("close", closed);
  };
  const closed = () => {
    stop();
    gone();
  };
  res.once("close", closed);
  socket.once("close", closed);
  return stop;
}

export function renderSlots(atOnce: number, enabledLanguages: readonly Language[], options: RenderSlotsOptions = {}): RenderSlots {
  const { limitMs = RENDER_LIMIT_MS, stuckAfterMs = STREAM_TIMEOUT_MS, now = Date.now } = options;
  const limit = pLimit(atOnce);
  let lastEnd = now();
  /** When each request still waiting for its slot arrived, oldest first (p-limit starts them in that order). */
  const arrivals: number[] = [];

  const run = <T>(res: Response, render: () => Promise<T>) =>
    new Promise<T | null>((resolve, reject) => {
      arrivals.push(now());
      void limit(
        () =>
          new Promise<void>((free) => {
            arrivals.shift();
            if (left(res)) {
              resolve(null);
              return free();
            }
            const timer = setTimeout(free, limitMs);
            const stopListening = onClose(res, () => {
              // The visitor left (or the answer went): the slot is free, and no one waits for this render.
              free();
              resolve(null);
            });
            const ended = () => {
              lastEnd = now();
              clearTimeout(timer);
              stopListening();
              free();
            };
            new Promise<T>((settle) => settle(render())).then(
              (value) => {
                ended();
                resolve(value);
              },
              (error: unknown) => {
                ended();
                reject(error);
              },
            );
          }),
      );
    });

  return {
    run,
    handler: (handler) => (req: Request, res: Response, next: NextFunction) => {
      const page = (req.method === "GET" || req.method === "HEAD") && languageFromPath(req.path, enabledLanguages) !== null;
      if (!page) return handler(req, res, next);
      // A render that fails frees its slot, and its error goes to Express's error handler.
      return run(res, async () => handler(req, res, next)).catch(next);
    },
    health() {
      const at = now();
      const oldestWaiting = arrivals[0];
      const sinceLastEndMs = at - lastEnd;
      const stuck = oldestWaiting !== undefined && at - Math.max(oldestWaiting, lastEnd) > stuckAfterMs;
      return { stuck, running: limit.activeCount, waiting: limit.pendingCount, sinceLastEndMs };
    },
  };
}
