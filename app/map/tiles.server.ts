/**
 * The map's tiles (ADR 041), from the configuration: MAP_TILES_URL and its credit. Unset, the site
 * draws its maps on its own outlines and no visitor's browser contacts a tile host; set, the CSP
 * names the host (img-src) and the cookie policy names its cookies (MAP_TILES_COOKIES).
 */
import { createHash } from "node:crypto";
import type { Env } from "~/env.server";

export type TileSource = { url: string; attribution: string };

export function tileSource(env: Pick<Env, "MAP_TILES_URL" | "MAP_TILES_ATTRIBUTION">): TileSource | null {
  return env.MAP_TILES_URL ? { url: env.MAP_TILES_URL, attribution: env.MAP_TILES_ATTRIBUTION ?? "" } : null;
}

/**
 * A tile source's short name (8 hex digits of a hash of its address): the server's pictures and
 * tiles of one source are kept apart from another's, and a picture's address names its source.
 */
export function tileSourceId(source: TileSource): string {
  return createHash("sha256").update(source.url).digest("hex").slice(0, 8);
}

/** The tile host as a CSP source ("https://tile.openstreetmap.org"), or null without tiles. */
export function tileHost(env: Pick<Env, "MAP_TILES_URL">): string | null {
  if (!env.MAP_TILES_URL) return null;
  // {s} in a host ("{s}.tile.example.org") is any subdomain.
  const url = new URL(env.MAP_TILES_URL.replace(/\{s\}\./, "s.").replace(/[{}]/g, ""));
  return env.MAP_TILES_URL.includes("{s}.") ? `${url.protocol}//*.${url.host.slice(2)}` : url.origin;
}
