/**
 * The build's public files (build/client) served by express.static, which is asked only about
 * paths that can be one of them (ADR 022): every page path used to cost a stat of a file that
 * cannot exist (and an error object for its ENOENT) before the page was rendered.
 */
import { readdirSync } from "node:fs";
import express, { type NextFunction, type Request, type RequestHandler, type Response } from "express";

/**
 * express.static over `root`, skipped for a path whose first segment names nothing in `root` (read
 * once: the build does not change under a running server). Paths express.static would read
 * differently than they are written (percent-escapes, "." and ".." segments, backslashes) still go
 * to it, so that it answers exactly what it answered before.
 */
export function staticFiles(root: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const serve = express.static(root, options);
  const entries = new Set(readdirSync(root));
  return (req: Request, res: Response, next: NextFunction) => (mayBeFile(req.path, entries) ? serve(req, res, next) : next());
}

/** @internal Whether `path` may name a file or directory under a root holding `entries`. */
export function mayBeFile(path: string, entries: ReadonlySet<string>): boolean {
  if (/%|\/\.|\\/.test(path)) return true;
  const end = path.indexOf("/", 1);
  const first = end < 0 ? path.slice(1) : path.slice(1, end);
  return first !== "" && entries.has(first);
}
