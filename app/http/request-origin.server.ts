/**
 * The origin an Express request was made to, as Remix's Express adapter builds its URL: the scheme
 * and host name Express reads behind TRUST_PROXY (`req.protocol` from X-Forwarded-Proto,
 * `req.hostname` from X-Forwarded-Host, each only from a trusted proxy), and the port the
 * X-Forwarded-Host or Host header names.
 */
import type { Request } from "express";

export function requestOrigin(req: Request): string {
  const port = /:(\d+)$/.exec(req.get("X-Forwarded-Host") ?? req.get("host") ?? "")?.[1];
  return `${req.protocol}://${req.hostname}${port ? `:${port}` : ""}`;
}
