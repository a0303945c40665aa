/**
 * The render cache (issue 10, ADR 021): what anonymous visitors see, rendered once per catalogue
 * version, build, site configuration, language and consent variant, then served from memory ahead
 * of the per-request middleware, already compressed in one piece (brotli and gzip), with a strong
 * ETag and 304 answers.
 *
 * - Which requests: GET and HEAD without an owner's session, outside preview mode, for a page of a
 *   language (its document or its client-navigation data) or a language-free file (the route
 *   manifest, the sitemaps, robots.txt, the search index). server.ts says which cookie is a session.
 * - Which answers are kept: 200, no Set-Cookie, no "private" or "no-store". The page's inline
 *   scripts were rendered with this request's nonce; the stored copy has them allowed by their
 *   SHA-256 hashes instead (only the scripts carrying that nonce, so nothing injected is hashed).
 * - Freshness: an answer that read the catalogue is kept with the version it read; a hit on it reads
 *   the latest version from the database first (one read shared by the requests that wait for it,
 *   always one that started after they arrived), so no instance serves a page of an older import
 *   once a newer one has committed. Answers that never read the catalogue stay until the process
 *   ends (a deploy or a configuration change restarts it).
 * - Memory: least recently used entries go first, past `maxBytes` of compressed bytes.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gunzip, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import pLimit from "p-limit";
import { RENDER_LIMIT_MS } from "./render-limits.server";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** What a shared cache (a CDN in front) may do with a cached page: keep it a minute, serve it stale while it asks again. */
export const SHARED_CACHE_CONTROL = "public, max-age=0, s-maxage=60, stale-while-revalidate=300";

/** Headers never replayed from a stored answer: they describe one transfer, or are set per hit. */
const TRANSFER_HEADERS = new Set([
  "connection",
  "content-encoding",
  "content-length",
  "date",
  "etag",
  "keep-alive",
  "transfer-encoding",
  "vary",
  "cache-control",
  // The rate limiter's count is the filling visitor's, not the next one's.
  "ratelimit",
  "ratelimit-policy",
  "retry-after",
]);

export type CachedAnswer = {
  /** Header name and value pairs replayed on every hit (security headers included). */
  headers: [string, string][];
  brotli: Buffer;
  gzip: Buffer;
  /** The strong validator of the uncompressed bytes (or the route's own); each encoding adds its suffix. */
  etag: string;
  /** The route's own Cache-Control (robots.txt, the sitemaps, the search index), or SHARED_CACHE_CONTROL for pages. */
  cacheControl: string;
  /** The catalogue version the answer was rendered from, or null when it never read the catalogue. */
  catalogueVersion: number | null;
  /** A property page: the listing whose view each hit counts (the loader does not run on a hit). */
  listingView: number | null;
  bytes: number;
  /** Whether `brotli` is at brotli's highest quality (11): done in the background once the page is asked for again. */
  brotliMaxQuality?: true;
};

/** A least-recently-used map bounded by the bytes of its values. */
export class ByteLru<V extends { bytes: number }> {
  private readonly entries = new Map<string, V>();
  private total = 0;
  constructor(private readonly maxBytes: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    if (value.bytes > this.maxBytes) return;
    this.entries.set(key, value);
    this.total += value.bytes;
    for (const [oldest, old] of this.entries) {
      if (this.total <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.total -= old.bytes;
    }
  }

  /** The value, without making it the most recent. */
  peek(key: string): V | undefined {
    return this.entries.get(key);
  }

  delete(key: string): void {
    const value = this.entries.get(key);
    if (!value) return;
    this.entries.delete(key);
    this.total -= value.bytes;
  }

  get size(): number {
    return this.entries.size;
  }

  get byteSize(): number {
    return this.total;
  }
}

/** Inline scripts carrying the render's nonce: their contents become CSP hashes, the attribute goes. */
export function hashInlineScripts(html: string, nonce: string): { html: string; hashes: string[] } {
  const hashes = new Set<string>();
  const attribute = ` nonce="${nonce}"`;
  const scripts = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
  const out = html.replace(scripts, (whole, attributes: string, content: string) => {
    if (!attributes.includes(attribute)) return whole;
    if (content.length > 0 && !/\bsrc=/.test(attributes)) hashes.add(`'sha256-${createHash("sha256").update(content).digest("base64")}'`);
    return `<script${attributes.replace(attribute, "")}>${content}</script>`;
  });
  return { html: out, hashes: [...hashes] };
}

/** The Content-Security-Policy of the stored copy: the nonce replaced by the hashes of its scripts. */
export function policyWithHashes(policy: string, nonce: string, hashes: string[]): string {
  return policy.replace(` 'nonce-${nonce}'`, hashes.length > 0 ? ` ${hashes.join(" ")}` : "");
}

/** Whether an answer may be kept for every visitor. */
export function isShareable(response: globalThis.Response): boolean {
  // An answer the route encoded itself (the gzipped sitemaps) goes out as it is.
  if (response.status !== 200 || response.headers.has("Set-Cookie") || response.headers.has("Content-Encoding")) return false;
  const control = response.headers.get("Cache-Control") ?? "";
  return !/\b(?:private|no-store|no-cache)\b/i.test(control);
}

/** Compresses a shareable answer in one piece and makes it a cache entry. */
export async function storedAnswer(
  body: Buffer,
  headers: [string, string][],
  meta: { catalogueVersion: number | null; listingView: number | null },
): Promise<CachedAnswer> {
  const [brotliBytes, gzipBytes] = await Promise.all([
    brotli(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ]);
  const header = (name: string) => headers.findLast(([key]) => key.toLowerCase() === name)?.[1];
  // A route's own validator (the search index names its catalogue version) and freshness are kept.
  const etag = header("etag")?.replace(/^W\//, "").replace(/"/g, "") ?? createHash("sha256").update(body).digest("base64url").slice(0, 27);
  const cacheControl = header("cache-control") ?? SHARED_CACHE_CONTROL;
  const kept = headers.filter(([name]) => !TRANSFER_HEADERS.has(name.toLowerCase()));
  const bytes = brotliBytes.length + gzipBytes.length + kept.reduce((sum, [name, value]) => sum + name.length + value.length, 0) + 200;
  return { headers: kept, brotli: brotliBytes, gzip: gzipBytes, etag, cacheControl, ...meta, bytes };
}

/**
 * The answer with its brotli bytes at brotli's best (quality 11): 8–10 % smaller than the quality
 * 9 a miss is stored with, for about four times its CPU. Kept for pages asked for
 * again, so that a property page's document fits in a new connection's first round trip
 * (14.6 KB with its headers) without slowing down every first render.
 */
async function atBrotliMaxQuality(answer: CachedAnswer): Promise<CachedAnswer> {
  const body = await gunzipAsync(answer.gzip);
  const smaller = await brotli(body, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
      // A page is far smaller than this 256 KB window (as on the fly, server.ts).
      [zlibConstants.BROTLI_PARAM_LGWIN]: 18,
      [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  if (smaller.length >= answer.brotli.length) return { ...answer, brotliMaxQuality: true };
  return { ...answer, brotli: smaller, bytes: answer.bytes - answer.brotli.length + smaller.length, brotliMaxQuality: true };
}

/** Pages waiting for their recompression at most: past that, a page asked again waits for its next hit. */
const RECOMPRESSIONS_WAITING = 64;

type Encoding = "br" | "gzip" | "identity";

/** The encoding to send: brotli, then gzip, then none (a client that accepts neither gets it inflated). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...parameters] = part.trim().split(";");
    if (!name) continue;
    const q = parameters.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const weight = (name: string) => accepted.get(name) ?? accepted.get("*") ?? 0;
  if (weight("br") > 0) return "br";
  if (weight("gzip") > 0) return "gzip";
  return "identity";
}

const taggedEtag = (etag: string, encoding: Encoding) => `"${etag}${encoding === "identity" ? "" : `-${encoding}`}"`;

/** Whether If-None-Match names this answer (in any of its encodings). */
function notModified(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some(
    (tag) =>
      tag
        .trim()
        .replace(/^W\//, "")
        .replace(/^"|"$/g, "")
        .replace(/-(?:br|gzip)$/, "") === etag,
  );
}

/** The header that tells an operator (or a test) whether the answer came from memory ("hit") or was rendered for it ("miss"). */
export const RENDER_CACHE_HEADER = "X-Render-Cache";

/** Sends a stored answer: 304 when the browser holds it, the encoding it accepts, HEAD without a body. */
export async function sendStored(req: Request, res: Response, answer: CachedAnswer, how: "hit" | "miss"): Promise<void> {
  const encoding = chooseEncoding(req.headers["accept-encoding"]);
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.setHeader(RENDER_CACHE_HEADER, how);
  res.setHeader("Cache-Control", answer.cacheControl);
  // The page depends on the consent cookie: a shared cache that follows the standard keeps one copy per Cookie header.
  res.setHeader("Vary", "Accept-Encoding, Cookie");
  res.setHeader("ETag", taggedEtag(answer.etag, encoding));
  if (notModified(req.headers["if-none-match"], answer.etag)) {
    res.removeHeader("Content-Type");
    res.status(304).end();
    return;
  }
  const body = encoding === "br" ? answer.brotli : encoding === "gzip" ? answer.gzip : await gunzipAsync(answer.gzip);
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  res.status(200);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

export type RenderCacheOptions = {
  /** The most compressed bytes kept (RENDER_CACHE_MB). 0 turns the cache off. */
  maxBytes: number;
  /** Whether a request may get (and fill) a shared copy; its key, or null. Cheap: it runs before everything else. */
  keyOf: (req: Request) => Promise<string | null>;
  /** The latest catalogue version in the database, read after the call (shared by concurrent callers). */
  catalogueVersion: () => Promise<number | null>;
  /** A hit on a property page counts a view as its loader would have. */
  countView: (req: Request, listingId: number) => void;
  /** A page's background recompression failed (its copy stays as it was). */
  onRecompressionError?: (error: unknown) => void;
  /** The longest a visitor waits for another's render of the same page before rendering by themselves (RENDER_LIMIT_MS). */
  waitLimitMs?: number;
};

export type Rendered = { answer: CachedAnswer; keep: boolean };

export type RenderCache = {
  /** The middleware in front of everything: a hit is answered here; a miss goes on, with its key noted. */
  serve: (req: Request, res: Response, next: NextFunction) => void;
  /** The key of a request the lookup passed on (null when it may not be shared). */
  keyFor: (res: Response) => string | null;
  /**
   * Renders a missed key once however many visitors ask at the same time: the first request runs
   * `render` (null: it answered by itself, nothing to share; `keep` false: an answer for it alone,
   * such as a render its visitor aborted), the others wait and get the kept copy, or null when
   * they must render by themselves: also when that render has not ended within `waitLimitMs`
   * (the page is then rendered anew for whoever asks next, never waited for again).
   */
  fill: (key: string, render: () => Promise<Rendered | null>) => Promise<{ rendered: Rendered | null; waited: boolean }>;
  /** Sends a kept answer as a hit (counting a property page's view). */
  answer: (req: Request, res: Response, answer: CachedAnswer) => Promise<void>;
};

/** The promise's value, or null when it has not settled within `ms`. */
async function settledWithin<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeUp = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), ms)));
  try {
    return await Promise.race([promise.then((value) => ({ value })), timeUp]);
  } finally {
    clearTimeout(timer);
  }
}

export function createRenderCache(options: RenderCacheOptions): RenderCache {
  const { waitLimitMs = RENDER_LIMIT_MS } = options;
  const entries = new ByteLru<CachedAnswer>(options.maxBytes);
  const inFlight = new Map<string, Promise<Rendered | null>>();
  const KEY = "renderCacheKey";
  // One at a time, in the background: a burst of pages asked again (after an import) keeps a core free.
  const recompress = pLimit(1);
  const recompressing = new Set<string>();

  /**
   * A page asked for again is recompressed at brotli's highest quality (ADR 028), unless it
   * changed or went meanwhile. The queue holds keys only: an entry evicted while it waits is freed.
   */
  function recompressInBackground(key: string, kept: CachedAnswer) {
    if (kept.brotliMaxQuality || recompressing.has(key) || recompressing.size >= RECOMPRESSIONS_WAITING) return;
    recompressing.add(key);
    recompress(async () => {
      const current = entries.peek(key);
      if (!current || current.brotliMaxQuality) return;
      const smaller = await atBrotliMaxQuality(current);
      if (entries.peek(key) === current) entries.set(key, smaller);
    })
      .catch((error: unknown) => options.onRecompressionError?.(error)) // the copy stays as it was
      .finally(() => recompressing.delete(key));
  }

  async function answer(req: Request, res: Response, kept: CachedAnswer): Promise<void> {
    if (kept.listingView !== null && req.method === "GET") options.countView(req, kept.listingView);
    await sendStored(req, res, kept, "hit");
  }

  async function lookup(req: Request, res: Response): Promise<boolean> {
    const key = await options.keyOf(req);
    if (key === null) return false;
    res.locals[KEY] = key;
    const kept = entries.get(key);
    if (kept && kept.catalogueVersion !== null && (await options.catalogueVersion()) !== kept.catalogueVersion) {
      entries.delete(key);
      return false;
    }
    if (!kept) return false;
    await answer(req, res, kept);
    recompressInBackground(key, kept);
    return true;
  }

  return {
    serve(req, res, next) {
      if (options.maxBytes <= 0) return next();
      lookup(req, res).then((answered) => answered || next(), next);
    },
    keyFor: (res) => (res.locals[KEY] as string | undefined) ?? null,
    async fill(key, render) {
      const pending = inFlight.get(key);
      if (pending) {
        const shared = await settledWithin(
          pending.catch(() => null),
          waitLimitMs,
        );
        if (!shared && inFlight.get(key) === pending) inFlight.delete(key);
        return { rendered: shared?.value?.keep ? shared.value : null, waited: true };
      }
      const rendering = render();
      inFlight.set(key, rendering);
      try {
        const rendered = await rendering;
        if (rendered?.keep) entries.set(key, rendered.answer);
        return { rendered, waited: false };
      } finally {
        if (inFlight.get(key) === rendering) inFlight.delete(key);
      }
    },
    answer,
  };
}
