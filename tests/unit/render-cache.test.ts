/**
 * The render cache's parts (app/http/render-cache.server.ts, page-cache-key.server.ts, ADR 021):
 * which requests and answers may be shared, the inline scripts moved from the nonce to hashes,
 * the encodings, the memory bound, and the key's variants (language, consent, origin).
 */
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { describe, expect, it } from "vitest";
import { DECLINE_ALL, storedConsent } from "~/consent/choice";
import { consentVariant } from "~/consent/consent.server";
import { pageCacheKey, sharedUrl } from "~/http/page-cache-key.server";
import { originOf } from "~/http/request-origin.server";
import {
  ByteLru,
  CacheEntries,
  chooseEncoding,
  createRenderCache,
  hashInlineScripts,
  isShareable,
  policyWithHashes,
  storedAnswer,
} from "~/http/render-cache.server";
import { languageCookie } from "~/i18n/i18n.server";
import { readFormToken } from "~/forms/token.server";
import { languageCookieValue } from "~/i18n/language-cookie";

const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("memory bound", () => {
  it("drops the least recently used entries once the bytes pass the limit; one too big is never kept", () => {
    const lru = new ByteLru<{ bytes: number }>(100);
    lru.set("a", { bytes: 40 });
    lru.set("b", { bytes: 40 });
    expect(lru.get("a")).toBeDefined(); // a is now the most recent
    lru.set("c", { bytes: 40 });
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.get("c")).toBeDefined();
    expect(lru.byteSize).toBe(80);
    lru.set("huge", { bytes: 101 });
    expect(lru.get("huge")).toBeUndefined();
    expect(lru.size).toBe(2);
  });
});

describe("addresses with a query", () => {
  it("have a quarter of the memory to themselves: however many are made up, a page without a query stays", () => {
    const entries = new CacheEntries<{ bytes: number }>(400);
    const key = (address: string) => `https://www.immo.example 2026-11-27 ask ${address}`;
    entries.set(key("/fr/"), { bytes: 100 });
    entries.set(key("/fr/a-vendre/"), { bytes: 100 });
    for (let n = 0; n < 10_000; n++) entries.set(key(`/fr/recherche/?q=${n}`), { bytes: 40 });
    expect(entries.get(key("/fr/"))).toBeDefined();
    expect(entries.get(key("/fr/a-vendre/"))).toBeDefined();
    // The last two searches fit in their 100 bytes.
    expect(entries.size).toBe(4);
    expect(entries.get(key("/fr/recherche/?q=9999"))).toBeDefined();
  });
});

describe("a stored page sent", () => {
  /** A render cache holding one page, behind a real HTTP server. */
  async function serving(cdnKeysOnConsent: boolean) {
    const cache = createRenderCache({
      maxBytes: 1_000_000,
      keyOf: (req) => (req.url === "/fr/" ? Promise.resolve("k") : null),
      catalogueRevision: async () => "1",
      countView: () => {},
      cdnKeysOnConsent,
    });
    const answer = await storedAnswer(Buffer.from("<p>Maison</p>"), [["content-type", "text/html; charset=utf-8"]], {
      catalogueRevision: "1",
      listingView: null,
    });
    await cache.fill("k", async () => ({ answer, keep: true }));
    const server = http.createServer((req, res) => cache.serve(req, res, () => res.writeHead(404).end()));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    // node:http, not fetch: fetch adds Cache-Control: no-cache to every request with If-None-Match.
    const get = (headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path: "/fr/", headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    return { get, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it("answers 304 to the browser holding it, and the page itself to a reload that says Cache-Control: no-cache", async () => {
    const site = await serving(false);
    try {
      const first = await site.get({ "Accept-Encoding": "br" });
      expect(first.status).toBe(200);
      expect(first.headers["x-render-cache"]).toBe("hit");
      const etag = first.headers.etag!;
      const again = await site.get({ "Accept-Encoding": "br", "If-None-Match": etag });
      expect(again.status).toBe(304);
      expect(again.headers["content-type"]).toBeUndefined();
      expect(again.headers.etag).toBe(etag);
      expect(again.body.length).toBe(0);
      const reload = await site.get({ "Accept-Encoding": "br", "If-None-Match": etag, "Cache-Control": "no-cache" });
      expect(reload.status).toBe(200);
      expect(brotliDecompressSync(reload.body).toString("utf8")).toBe("<p>Maison</p>");
      // The validator names the encoding: the gzip copy is another representation.
      expect((await site.get({ "Accept-Encoding": "gzip", "If-None-Match": etag })).status).toBe(200);
    } finally {
      await site.close();
    }
  });

  it("lets a shared cache keep it only when a CDN keys on the consent cookie (CDN_KEYS_ON_CONSENT)", async () => {
    const browsersOnly = await serving(false);
    const withCdn = await serving(true);
    try {
      const control = (await browsersOnly.get()).headers["cache-control"]!;
      expect(control).not.toMatch(/s-maxage|public/);
      expect(control).toMatch(/private/);
      expect((await withCdn.get()).headers["cache-control"]).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
      expect((await withCdn.get()).headers.vary).toBe("Accept-Encoding, Cookie");
    } finally {
      await browsersOnly.close();
      await withCdn.close();
    }
  });
});

describe("inline scripts", () => {
  it("hashes the scripts rendered with the nonce and drops the attribute; an injected script gets no hash", () => {
    const html =
      '<head><script nonce="N1">window.a=1</script></head><body><script>alert("injected")</script>' +
      '<script type="module" nonce="N1">import "/assets/x.js";</script><script nonce="N1" src="/s.js"></script></body>';
    const { html: out, hashes } = hashInlineScripts(html, "N1");
    expect(hashes).toEqual([sha256("window.a=1"), sha256('import "/assets/x.js";')]);
    expect(out).not.toContain("N1");
    expect(out).toContain('<script type="module">import "/assets/x.js";</script>');
    expect(hashes).not.toContain(sha256('alert("injected")'));
  });

  it("puts the hashes where the nonce was in the policy", () => {
    const policy = "default-src 'self';script-src 'self' 'nonce-N1' https://www.googletagmanager.com;object-src 'none'";
    expect(policyWithHashes(policy, "N1", ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self';script-src 'self' 'sha256-A' 'sha256-B' https://www.googletagmanager.com;object-src 'none'",
    );
    expect(policyWithHashes(policy, "N1", [])).toBe(
      "default-src 'self';script-src 'self' https://www.googletagmanager.com;object-src 'none'",
    );
  });
});

describe("which answers are shared", () => {
  it("a 200 without a cookie or a private Cache-Control only", () => {
    expect(isShareable(new Response("x"))).toBe(true);
    expect(isShareable(new Response("x", { headers: { "Cache-Control": "public, max-age=300" } }))).toBe(true);
    expect(isShareable(new Response("x", { status: 404 }))).toBe(false);
    expect(isShareable(new Response(null, { status: 302, headers: { Location: "/fr/" } }))).toBe(false);
    expect(isShareable(new Response("x", { headers: { "Set-Cookie": "a=b" } }))).toBe(false);
    expect(isShareable(new Response("x", { headers: { "Cache-Control": "private, no-store" } }))).toBe(false);
    expect(isShareable(new Response("x", { headers: { "Cache-Control": "no-store" } }))).toBe(false);
  });

  it("keeps the page compressed both ways, the same bytes once inflated, without per-transfer headers", async () => {
    const body = Buffer.from("<!DOCTYPE html><p>Maison à vendre</p>".repeat(200));
    const answer = await storedAnswer(
      body,
      [
        ["content-type", "text/html; charset=utf-8"],
        ["content-length", "123"],
        ["ratelimit", '"1000-in-1min"; r=999'],
        ["x-content-type-options", "nosniff"],
      ],
      { catalogueRevision: "3", listingView: null },
    );
    expect(brotliDecompressSync(answer.brotli).equals(body)).toBe(true);
    expect(gunzipSync(answer.gzip).equals(body)).toBe(true);
    expect(answer.gzip.length).toBeLessThan(body.length / 10);
    expect(answer.headers).toEqual([
      ["content-type", "text/html; charset=utf-8"],
      ["x-content-type-options", "nosniff"],
    ]);
    expect(answer.catalogueRevision).toBe("3");
  });
});

describe("encodings", () => {
  it("brotli first, then gzip, then none", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip, br;q=0")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
  });
});

/** A request as Node's HTTP server hands it over (the render cache reads it before Express). */
const request = (path: string, init: { method?: string; cookie?: string; host?: string; headers?: Record<string, string> } = {}) =>
  ({
    method: init.method ?? "GET",
    url: path,
    headers: { host: init.host ?? "localhost:3000", ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
    socket: { remoteAddress: "203.0.113.9" },
  }) as unknown as IncomingMessage;

describe("the key", () => {
  const keyOf = pageCacheKey({ NODE_ENV: "production", PUBLIC_URL: undefined }, ["nl", "fr", "en", "de"], () => false);

  it("no shared copy for a POST, an owner's session, preview mode or a path naming no language", async () => {
    expect(await keyOf(request("/fr/a-vendre/", { method: "POST" }))).toBeNull();
    expect(await keyOf(request("/fr/a-vendre/", { cookie: "owner_session=abc" }))).toBeNull();
    expect(await keyOf(request("/preview/fr/a-vendre/"))).toBeNull();
    expect(await keyOf(request("/for-sale/"))).toBeNull();
    expect(await keyOf(request("/assets/entry.client.js"))).toBeNull();
  });

  it("pages, their data and the language-free files have one; it tells the query, the origin and the consent apart", async () => {
    const page = await keyOf(request("/fr/a-vendre/"));
    expect(page).not.toBeNull();
    expect(await keyOf(request("/fr/a-vendre/"))).toBe(page);
    expect(await keyOf(request("/fr/a-vendre/", { method: "HEAD" }))).toBe(page);
    expect(await keyOf(request("/fr/a-vendre/?sort=price-asc"))).not.toBe(page);
    expect(await keyOf(request("/fr/a-vendre/", { host: "other.example" }))).not.toBe(page);
    expect(await keyOf(request("/fr/a-vendre.data"))).not.toBeNull();
    for (const path of [
      "/__manifest?p=%2Ffr%2F&version=abc",
      "/sitemap.xml",
      "/sitemaps/listings-1.xml",
      "/robots.txt",
      "/search-index.json?lang=fr",
    ]) {
      expect(await keyOf(request(path))).not.toBeNull();
    }
    // Not preview mode: a public page whose address says "preview" (ADR 038).
    expect(await keyOf(request("/fr/a-vendre/namur/maison-preview/12/"))).not.toBeNull();
    for (const path of ["/sitemap.xml/", "/sitemaps/", "/sitemaps/a/b", "/robots.txt.bak", "/__manifest/x"]) {
      expect(await keyOf(request(path)), path).toBeNull();
    }
    // A choice about cookies is another copy (no dialog, other tags); an unreadable cookie asks again.
    // The cookie as the dialog's action stores it (storedConsent is tested in consent.test.ts).
    const stored = (choice: typeof DECLINE_ALL) =>
      `consent=${encodeURIComponent(Buffer.from(JSON.stringify(storedConsent(choice, "id", new Date()))).toString("base64"))}`;
    const declined = stored(DECLINE_ALL);
    const analyticsOnly = stored({ ...DECLINE_ALL, analytics: true });
    expect(await consentVariant(undefined)).toBe("ask");
    expect(await consentVariant("consent=garbage")).toBe("ask");
    expect(await consentVariant(declined)).toBe("0000");
    expect(await consentVariant(analyticsOnly)).toBe("1000");
    const keys = new Set([
      page,
      await keyOf(request("/fr/a-vendre/", { cookie: declined })),
      await keyOf(request("/fr/a-vendre/", { cookie: analyticsOnly })),
    ]);
    expect(keys.size).toBe(3);
    expect(await keyOf(request("/fr/a-vendre/", { cookie: "consent=garbage; lang=x" }))).toBe(page);
  });
});

describe("the query in the key: only the parameters the page's route reads", () => {
  const keyOf = pageCacheKey({ NODE_ENV: "production", PUBLIC_URL: "https://www.immo.example" }, ["nl", "fr", "en", "de"], () => false);

  it("leaves out a parameter no route reads: a campaign's, or one made up to miss the cache", async () => {
    const page = await keyOf(request("/fr/a-vendre/"));
    for (const extra of ["?x=1", "?utm_source=mail&utm_campaign=nov&fbclid=abc", "?q=maison", "?token=abc&from=%2Ffr%2F", "?x=1&x=2&y"]) {
      expect(await keyOf(request(`/fr/a-vendre/${extra}`)), extra).toBe(page);
    }
    expect(sharedUrl("/fr/a-vendre/?city=Namur%7C5000&gclid=x&sort=price-asc&mc_eid=1")).toBe(
      "/fr/a-vendre/?city=Namur%7C5000&sort=price-asc",
    );
    expect(sharedUrl("/fr/?utm_source=mail")).toBe("/fr/");
    expect(sharedUrl("/fr/")).toBe("/fr/");
  });

  it("keeps what the page reads, in one order and one encoding", async () => {
    const page = await keyOf(request("/fr/a-vendre/"));
    const sorted = await keyOf(request("/fr/a-vendre/?sort=price-asc"));
    expect(sorted).not.toBe(page);
    expect(await keyOf(request("/fr/a-vendre/?sort=price-asc&x=1"))).toBe(sorted);
    expect(sharedUrl("/fr/a-vendre/?sort=price-asc&city=Namur|5000&page=2")).toBe("/fr/a-vendre/?city=Namur%7C5000&page=2&sort=price-asc");
    expect(sharedUrl("/fr/a-vendre/?page=2&city=Namur%7C5000&sort=price-asc")).toBe(
      "/fr/a-vendre/?city=Namur%7C5000&page=2&sort=price-asc",
    );
    // The search reads q, and only the search.
    expect(sharedUrl("/fr/recherche/?q=maison+Namur&page=2")).toBe("/fr/recherche/?q=maison+Namur");
    expect(await keyOf(request("/fr/recherche/?q=maison"))).not.toBe(await keyOf(request("/fr/recherche/?q=villa")));
    // Every page reads ?setcookies (it forgets the cookie choice); a thank-you page reads where the visitor came from.
    expect(sharedUrl("/fr/?setcookies")).toBe("/fr/?setcookies=");
    expect(sharedUrl("/fr/merci/demande-d-information/?from=%2Ffr%2F&x=1")).toBe("/fr/merci/demande-d-information/?from=%2Ffr%2F");
    expect(sharedUrl("/fr/login/?returnTo=%2Ffr%2Fportail%2F&done=1&q=x")).toBe("/fr/login/?done=1&returnTo=%2Ffr%2Fportail%2F");
    // A page's data for a client-side navigation also reads which loaders to run; the route manifest its paths and build.
    expect(sharedUrl("/fr/a-vendre.data?_routes=root%2Cfor-sale.fr&page=2&x=1")).toBe(
      "/fr/a-vendre.data?_routes=root%2Cfor-sale.fr&page=2",
    );
    expect(sharedUrl("/__manifest?p=%2Ffr%2F&p=%2Fen%2F&version=abc&x=1")).toBe("/__manifest?p=%2Ffr%2F&p=%2Fen%2F&version=abc");
    expect(sharedUrl("/search-index.json?lang=fr&v=2")).toBe("/search-index.json?lang=fr");
    // A path no page has reads nothing: its 404 is the same page.
    expect(sharedUrl("/fr/nothing-here/?page=2")).toBe("/fr/nothing-here/");
  });

  it("never answers Remix's old ?_data= from the cache (it gets the 400 page)", async () => {
    expect(await keyOf(request("/fr/a-vendre/?_data=root"))).toBeNull();
    expect(await keyOf(request("/fr/a-vendre/?x=1&_data"))).toBeNull();
  });
});

describe("the origin in the key (PUBLIC_URL unset)", () => {
  const languages = ["nl", "fr", "en", "de"] as const;
  const untrusted = pageCacheKey({ NODE_ENV: "production", PUBLIC_URL: undefined }, languages, () => false);
  const behindProxy = pageCacheKey({ NODE_ENV: "production", PUBLIC_URL: undefined }, languages, () => true);
  const forwarded = { "x-forwarded-host": "localhost:9999", "x-forwarded-port": "9999", "x-forwarded-proto": "https" };

  it("comes from the Host header when the client is no trusted proxy: its X-Forwarded-Host or X-Forwarded-Port makes no other origin", async () => {
    const page = await untrusted(request("/fr/a-vendre/"));
    expect(page).toMatch(/^http:\/\/localhost:3000 /);
    expect(await untrusted(request("/fr/a-vendre/", { headers: forwarded }))).toBe(page);
    expect(await untrusted(request("/fr/a-vendre/", { headers: { "x-forwarded-port": "9999" } }))).toBe(page);
    expect(originOf(request("/", { headers: forwarded }), false)).toBe("http://localhost:3000");
  });

  it("comes from X-Forwarded-Host and X-Forwarded-Proto when a trusted proxy sends them, port included", async () => {
    expect(await behindProxy(request("/fr/a-vendre/", { headers: forwarded }))).toMatch(/^https:\/\/localhost:9999 /);
    expect(originOf(request("/", { headers: { "x-forwarded-host": "www.immo.example, proxy.local" } }), true)).toBe(
      "http://www.immo.example",
    );
    expect(originOf(request("/", { host: "[::1]:3000" }), false)).toBe("http://[::1]:3000");
  });
});

describe("visitors asking for the same missing page at once", () => {
  it("wait for one render and get its copy; a render that may not be kept leaves them to render by themselves", async () => {
    const cache = createRenderCache({
      maxBytes: 1_000_000,
      keyOf: async () => "k",
      catalogueRevision: async () => "1",
      countView: () => {},
    });
    const answer = await storedAnswer(Buffer.from("<p>x</p>"), [], { catalogueRevision: "1", listingView: null });
    let renders = 0;
    let finish = () => {};
    const render = () => {
      renders++;
      return new Promise<{ answer: typeof answer; keep: boolean }>((resolve) => (finish = () => resolve({ answer, keep: true })));
    };
    const first = cache.fill("k", render);
    const second = cache.fill("k", render);
    const third = cache.fill("k", render);
    finish();
    expect((await first).waited).toBe(false);
    expect((await second).rendered?.answer).toBe(answer);
    expect((await third).waited).toBe(true);
    expect(renders).toBe(1);

    const aborted = cache.fill("other", async () => ({ answer, keep: false }));
    const waiting = cache.fill("other", render);
    expect((await aborted).rendered?.keep).toBe(false);
    expect((await waiting).rendered).toBeNull();
  });

  it("do not wait past the limit for a render that never ends: they render by themselves, and so does whoever asks next", async () => {
    const cache = createRenderCache({
      maxBytes: 1_000_000,
      keyOf: async () => "k",
      catalogueRevision: async () => "1",
      countView: () => {},
      waitLimitMs: 100,
    });
    const answer = await storedAnswer(Buffer.from("<p>x</p>"), [], { catalogueRevision: "1", listingView: null });
    void cache.fill("k", () => new Promise<never>(() => {}));
    const waiter = await cache.fill("k", async () => ({ answer, keep: true }));
    expect(waiter).toEqual({ rendered: null, waited: true });
    let rendered = false;
    const next = await cache.fill("k", async () => {
      rendered = true;
      return { answer, keep: true };
    });
    expect(next).toEqual({ rendered: { answer, keep: true }, waited: false });
    expect(rendered).toBe(true);
  });
});

describe("the language cookie written in the browser", () => {
  it("is read by the server as the language it names", async () => {
    for (const lang of ["nl", "fr", "en", "de"] as const) {
      expect(await languageCookie.parse(`language=${languageCookieValue(lang)}`)).toBe(lang);
    }
  });
});

describe("a form's own token", () => {
  it("is dated from when the form was shown, at most an hour back, so the minimum fill time counts from there", async () => {
    const { loader } = await import("~/routes/form-token");
    const secret = "s".repeat(32);
    const context = { env: { SESSION_SECRET: secret } } as never;
    const renderedAt = async (query: string) => {
      const response = await loader({ request: new Request(`http://localhost/form-token/${query}`), context, params: {} });
      expect(response.headers.get("Cache-Control")).toBe("no-store");
      const { token } = (await response.json()) as { token: string };
      return readFormToken(token, secret)!.renderedAt;
    };
    const now = Date.now();
    expect(Math.abs((await renderedAt("?shown=10000")) - (now - 10_000))).toBeLessThan(1_000);
    expect(Math.abs((await renderedAt("?shown=99999999")) - (now - 3_600_000))).toBeLessThan(1_000);
    expect(Math.abs((await renderedAt("?shown=-5")) - now)).toBeLessThan(1_000);
    expect(Math.abs((await renderedAt("")) - now)).toBeLessThan(1_000);
  });
});
