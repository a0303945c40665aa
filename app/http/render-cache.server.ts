/**
 * The render cache (issue 10, ADR 021, ADR 039): what anonymous visitors see, rendered once per
 * catalogue version, build, site configuration, language and consent variant, then served from
 * memory ahead of Express and its middleware, already compressed in one piece (brotli and gzip),
 * with a strong ETag and 304 answers.
 *
 * - Which requests: GET and HEAD without an owner's session, outside preview mode, for a page of a
 *   language (its document or its client-navigation data) or a language-free file (the route
 *   manifest, the sitemaps, robots.txt, the search index). server.ts says which cookie is a session.
 * - Which answers are kept: 200, no Set-Cookie, no "private" or "no-store". The page's inline
 *   scripts were rendered with this request's nonce; the stored copy has them allowed by their
 *   SHA-256 hashes instead (only the scripts carrying that nonce, so nothing injected is hashed).
 * - Freshness: an answer that read the catalogue is kept with the revision it read (its import and
 *   its approved testimonials, ADR 047); a hit on it compares that with the catalogue's latest
 *   revision, which server.ts reads from the database at most once a second (ADR 039): an import
 *   or an approval shows on every instance within about a second. Answers
 *   that never read the catalogue stay until the process ends (a deploy or a configuration change
 *   restarts it).
 * - Memory: least recently used entries go first, past `maxBytes` of compressed bytes. Addresses
 *   with a query (a filtered list, a search, a page 2) have a quarter of it to themselves: however
 *   many of them visitors make up, they never push out a page without one.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gunzip, gzip } from "node:zlib";
import type { IncomingMessage, ServerResponse } from "node:http";
import pLimit from "p-limit";
import { isNotModified } from "./not-modified.server";
import { RENDER_LIMIT_MS } from "./render-limits.server";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/**
 * A cached page's Cache-Control. With a CDN in front that keys its copies on the consent cookie
 * (CDN_KEYS_ON_CONSENT): it may keep a page a minute and serve it stale while it asks again.
 * Without one: browsers only, asking again each time (a 304 while the page is the same), since a
 * shared cache that ignores `Vary: Cookie` would give one visitor's cookie choice to the next.
 */
export function pageCacheControl(cdnKeysOnConsent: boolean): string {
  return cdnKeysOnConsent ? "public, max-age=0, s-maxage=60, stale-while-revalidate=300" : "private, no-cache";
}

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
  /** The route's own Cache-Control (robots.txt, the sitemaps, the search index); null for pages (pageCacheControl). */
  cacheControl: string | null;
  /** The catalogue revision the answer was rendered from, or null when it never read the catalogue. */
  catalogueRevision: string | null;
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
  meta: { catalogueRevision: string | null; listingView: number | null },
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
  const cacheControl = header("cache-control") ?? null;
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

/** The encodings of the Accept-Encoding headers seen: browsers send a handful of them, a hit reads it from here. */
const encodings = new Map<string, Encoding>();
function encodingFor(acceptEncoding: string | undefined): Encoding {
  const header = acceptEncoding ?? "";
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = chooseEncoding(header);
    if (encodings.size >= 256) encodings.clear();
    encodings.set(header, encoding);
  }
  return encoding;
}

const taggedEtag = (etag: string, encoding: Encoding) => `"${etag}${encoding === "identity" ? "" : `-${encoding}`}"`;

/** The header that tells an operator (or a test) whether the answer came from memory ("hit") or was rendered for it ("miss"). */
export const RENDER_CACHE_HEADER = "X-Render-Cache";

/**
 * A stored answer's headers for one encoding and way of answering, names and values in one list
 * as `writeHead` takes them (Content-Length included but for the inflated one), and those of its 304.
 */
type HeaderBlock = { etag: string; headers: string[]; notModified: string[] };

/** The header blocks of each stored answer, made on its first sending in that encoding: a hit sets no header one by one. */
const headerBlocks = new WeakMap<CachedAnswer, Map<string, HeaderBlock>>();

function headerBlock(answer: CachedAnswer, encoding: Encoding, how: "hit" | "miss", cacheControl: string): HeaderBlock {
  let blocks = headerBlocks.get(answer);
  if (!blocks) headerBlocks.set(answer, (blocks = new Map()));
  const name = `${encoding} ${how}`;
  let block = blocks.get(name);
  if (!block) {
    const etag = taggedEtag(answer.etag, encoding);
    const common = [RENDER_CACHE_HEADER, how, "Cache-Control", answer.cacheControl ?? cacheControl];
    // The page depends on the consent cookie: a shared cache that follows the standard keeps one copy per Cookie header.
    common.push("Vary", "Accept-Encoding, Cookie", "ETag", etag);
    const headers = [...answer.headers.flat(), ...common];
    const notModified = [...answer.headers.filter(([header]) => header.toLowerCase() !== "content-type").flat(), ...common];
    if (encoding !== "identity") {
      headers.push("Content-Encoding", encoding, "Content-Length", String((encoding === "br" ? answer.brotli : answer.gzip).length));
    }
    block = { etag, headers, notModified };
    blocks.set(name, block);
  }
  return block;
}

/**
 * Sends a stored answer: 304 when the browser holds this encoding of it (the site's one
 * conditional GET, `isNotModified`: Cache-Control: no-cache always gets the page), the encoding
 * it accepts, HEAD without a body.
 */
async function sendStored(
  req: IncomingMessage,
  res: ServerResponse,
  answer: CachedAnswer,
  how: "hit" | "miss",
  cacheControl: string,
): Promise<void> {
  const encoding = encodingFor(req.headers["accept-encoding"]);
  const { etag, headers, notModified } = headerBlock(answer, encoding, how, cacheControl);
  if (isNotModified(req, etag)) {
    res.writeHead(304, notModified).end();
    return;
  }
  if (encoding === "identity") {
    const body = await gunzipAsync(answer.gzip);
    res.writeHead(200, [...headers, "Content-Length", String(body.length)]);
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }
  res.writeHead(200, headers);
  res.end(req.method === "HEAD" ? undefined : encoding === "br" ? answer.brotli : answer.gzip);
}

export type RenderCacheOptions = {
  /** The most compressed bytes kept (RENDER_CACHE_MB). 0 turns the cache off. */
  maxBytes: number;
  /**
   * Whether a request may get (and fill) a shared copy; its key, or null (at once when it is plain,
   * without a promise). Cheap: it runs before everything else, Express included.
   */
  keyOf: (req: IncomingMessage) => Promise<string | null> | null;
  /** The catalogue's latest revision (server.ts: read from the database at most once a second). */
  catalogueRevision: () => Promise<string | null>;
  /** Whether a CDN in front keys its copies on the consent cookie (CDN_KEYS_ON_CONSENT): pages then say it may keep them. */
  cdnKeysOnConsent?: boolean;
  /** A hit on a property page counts a view as its loader would have. */
  countView: (req: IncomingMessage, listingId: number) => void;
  /** A page's background recompression failed (its copy stays as it was). */
  onRecompressionError?: (error: unknown) => void;
  /** The longest a visitor waits for another's render of the same page before rendering by themselves (RENDER_LIMIT_MS). */
  waitLimitMs?: number;
};

export type Rendered = { answer: CachedAnswer; keep: boolean };

export type RenderCache = {
  /**
   * In front of everything, Express included (server.ts): a hit is answered here; anything else
   * goes on to `next` (Express), a miss with its key noted.
   */
  serve: (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;
  /** The key of a request the lookup passed on (null when it may not be shared). */
  keyFor: (req: IncomingMessage) => string | null;
  /**
   * Renders a missed key once however many visitors ask at the same time: the first request runs
   * `render` (null: it answered by itself, nothing to share; `keep` false: an answer for it alone,
   * such as a render its visitor aborted), the others wait and get the kept copy, or null when
   * they must render by themselves: also when that render has not ended within `waitLimitMs`
   * (the page is then rendered anew for whoever asks next, never waited for again).
   */
  fill: (key: string, render: () => Promise<Rendered | null>) => Promise<{ rendered: Rendered | null; waited: boolean }>;
  /** Sends a kept answer as a hit (counting a property page's view). */
  answer: (req: IncomingMessage, res: ServerResponse, answer: CachedAnswer) => Promise<void>;
  /** Sends an answer rendered for this request (a miss). */
  sendMiss: (req: IncomingMessage, res: ServerResponse, answer: CachedAnswer) => Promise<void>;
};

/** The share of the memory kept for addresses with a query. */
const QUERIED_SHARE = 0.25;

/**
 * The entries, in two least-recently-used parts: addresses with a query (a filtered list, page 2,
 * a search, the route manifest's) in a quarter of the bytes, addresses without one in the rest.
 * A parameter no route reads makes no key of its own (page-cache-key.server.ts), but a route's
 * own parameters take any value: a flood of `?q=…` or `?page=…` pushes out only others of its kind.
 */
export class CacheEntries<V extends { bytes: number }> {
  private readonly plain: ByteLru<V>;
  private readonly queried: ByteLru<V>;
  constructor(maxBytes: number) {
    const queried = Math.floor(maxBytes * QUERIED_SHARE);
    this.queried = new ByteLru(queried);
    this.plain = new ByteLru(maxBytes - queried);
  }
  /** The key ends with the address (page-cache-key.server.ts): a "?" after its last space is a query. */
  private part(key: string): ByteLru<V> {
    return key.lastIndexOf("?") > key.lastIndexOf(" ") ? this.queried : this.plain;
  }
  get = (key: string) => this.part(key).get(key);
  peek = (key: string) => this.part(key).peek(key);
  set = (key: string, value: V) => this.part(key).set(key, value);
  delete = (key: string) => this.part(key).delete(key);
  get size(): number {
    return this.plain.size + this.queried.size;
  }
}

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
  const entries = new CacheEntries<CachedAnswer>(options.maxBytes);
  const cacheControl = pageCacheControl(options.cdnKeysOnConsent ?? false);
  const inFlight = new Map<string, Promise<Rendered | null>>();
  // The key of each request passed on, for the render at the end of the chain (Express's request is the same object).
  const keys = new WeakMap<IncomingMessage, string>();
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

  async function answer(req: IncomingMessage, res: ServerResponse, kept: CachedAnswer): Promise<void> {
    if (kept.listingView !== null && req.method === "GET") options.countView(req, kept.listingView);
    await sendStored(req, res, kept, "hit", cacheControl);
  }

  /** A hit answered (true), or the request passed on with its key noted. */
  async function lookup(req: IncomingMessage, res: ServerResponse, key: string): Promise<boolean> {
    keys.set(req, key);
    const kept = entries.get(key);
    if (!kept) return false;
    // The latest revision as last read (at most a second ago, server.ts): no query per hit.
    if (kept.catalogueRevision !== null && (await options.catalogueRevision()) !== kept.catalogueRevision) {
      entries.delete(key);
      return false;
    }
    await answer(req, res, kept);
    recompressInBackground(key, kept);
    return true;
  }

  return {
    serve(req, res, next) {
      if (options.maxBytes <= 0) return next();
      let key: Promise<string | null> | null;
      try {
        key = options.keyOf(req);
      } catch (error) {
        return next(error);
      }
      if (key === null) return next();
      key.then((found) => (found === null ? false : lookup(req, res, found))).then((answered) => answered || next(), next);
    },
    keyFor: (req) => keys.get(req) ?? null,
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
    sendMiss: (req, res, rendered) => sendStored(req, res, rendered, "miss", cacheControl),
  };
}
