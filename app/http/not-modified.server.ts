/**
 * Conditional GETs of resource routes (pictures, the search index): whether the browser's copy is
 * still good, decided by `fresh`, Express's own check (If-None-Match weakly against the ETag, "*",
 * and Cache-Control: no-cache, which always asks for the full answer).
 */
import fresh from "fresh";

export function isNotModified(request: Request, etag: string): boolean {
  return fresh(Object.fromEntries(request.headers), { etag });
}
