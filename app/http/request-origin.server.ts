/**
 * The origin a request was made to, read as Express reads the scheme and host behind TRUST_PROXY
 * (`req.protocol`, `req.hostname`): X-Forwarded-Proto and X-Forwarded-Host only from a trusted
 * proxy, the connection and the Host header otherwise; and the port of that same host. A client's
 * own X-Forwarded-Host (or X-Forwarded-Port, which nothing reads) never names the port: Remix's
 * Express adapter takes it from X-Forwarded-Host whoever sent it, which is why guardRequests drops
 * that header from untrusted peers, and why the render cache, which answers before Express, reads
 * the origin here.
 */
import type { IncomingMessage } from "node:http";
import type { TLSSocket } from "node:tls";
import type { Request } from "express";

/** A header's first value ("a, b" → "a"). */
function first(value: string | string[] | undefined): string | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  const comma = text?.indexOf(",") ?? -1;
  return (comma === -1 ? text : text!.slice(0, comma))?.trim() || undefined;
}

/** The origin of a request whose peer is (`trusted`) or is not a proxy TRUST_PROXY trusts. */
export function originOf(req: IncomingMessage, trusted: boolean): string {
  const scheme = (trusted && first(req.headers["x-forwarded-proto"])) || ((req.socket as TLSSocket).encrypted ? "https" : "http");
  const host = (trusted && first(req.headers["x-forwarded-host"])) || req.headers.host || "";
  // The port after the host name (an IPv6 literal's colons are inside its brackets).
  const colon = host.indexOf(":", host.startsWith("[") ? host.indexOf("]") + 1 : 0);
  const port = colon === -1 ? "" : host.slice(colon + 1);
  return `${scheme}://${colon === -1 ? host : host.slice(0, colon)}${/^\d+$/.test(port) ? `:${port}` : ""}`;
}

/** The origin of an Express request, with the app's TRUST_PROXY. */
export function requestOrigin(req: Request): string {
  const trusts = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  return originOf(req, trusts(req.socket.remoteAddress, 0));
}
