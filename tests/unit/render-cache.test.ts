/**
 * The render cache's parts (app/http/render-cache.server.ts, page-cache-key.server.ts, ADR 021):
 * which requests and answers may be shared, the inline scripts moved from the nonce to hashes,
 * the encodings, the memory bound, and the key's variants (language, consent, origin).
 */
import { createHash } from "node:crypto";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { Request } from "express";
import { describe, expect, it } from "vitest";
import { DECLINE_ALL, storedConsent } from "~/consent/choice";
import { consentVariant } from "~/consent/consent.server";
import { pageCacheKey, sharedUrl } from "~/http/page-cache-key.server";
import {
  ByteLru,
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
      { catalogueVersion: 3, listingView: null },
    );
    expect(brotliDecompressSync(answer.brotli).equals(body)).toBe(true);
    expect(gunzipSync(answer.gzip).equals(body)).toBe(true);
    expect(answer.gzip.length).toBeLessThan(body.length / 10);
    expect(answer.headers).toEqual([
      ["content-type", "text/html; charset=utf-8"],
      ["x-content-type-options", "nosniff"],
    ]);
    expect(answer.catalogueVersion).toBe(3);
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

const request = (path: string, init: { method?: string; cookie?: string; host?: string } = {}) =>
  ({
    method: init.method ?? "GET",
    path: path.split("?")[0],
    originalUrl: path,
    protocol: "http",
    headers: init.cookie ? { cookie: init.cookie } : {},
    get: (name: string) => (name.toLowerCase() === "host" ? (init.host ?? "localhost:3000") : undefined),
  }) as unknown as Request;

describe("the key", () => {
  const keyOf = pageCacheKey({ NODE_ENV: "production", PUBLIC_URL: undefined }, ["nl", "fr", "en", "de"]);

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

describe("campaign links", () => {
  it("leave their tracking parameters out of the shared copy, and keep every other parameter", () => {
    expect(sharedUrl("/fr/a-vendre/?utm_source=mail&utm_campaign=nov&fbclid=abc")).toBe("/fr/a-vendre/");
    expect(sharedUrl("/fr/a-vendre/?city=Namur%7C5000&gclid=x&sort=price-asc&mc_eid=1")).toBe(
      "/fr/a-vendre/?city=Namur%7C5000&sort=price-asc",
    );
    expect(sharedUrl("/fr/a-vendre/?page=2")).toBe("/fr/a-vendre/?page=2");
    expect(sharedUrl("/fr/")).toBe("/fr/");
  });
});

describe("visitors asking for the same missing page at once", () => {
  it("wait for one render and get its copy; a render that may not be kept leaves them to render by themselves", async () => {
    const cache = createRenderCache({ maxBytes: 1_000_000, keyOf: async () => "k", catalogueVersion: async () => 1, countView: () => {} });
    const answer = await storedAnswer(Buffer.from("<p>x</p>"), [], { catalogueVersion: 1, listingView: null });
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
      catalogueVersion: async () => 1,
      countView: () => {},
      waitLimitMs: 100,
    });
    const answer = await storedAnswer(Buffer.from("<p>x</p>"), [], { catalogueVersion: 1, listingView: null });
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
