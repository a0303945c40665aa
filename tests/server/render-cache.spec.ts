/**
 * The render cache (issue 10, ADR 021) as visitors, a CDN and the agency meet it, on the production
 * build:
 * - a page asked again comes from memory: the same bytes, brotli and gzip in one piece, a strong
 *   ETag and 304 (the page itself on a reload that says no-cache), no Set-Cookie, a Cache-Control
 *   a CDN may keep only when configured to; past the rate limit still;
 * - a query parameter the page does not read makes no copy of its own: 10,000 made-up ones evict
 *   nothing; a client's own X-Forwarded-Host makes no other origin;
 * - never for an owner's session, a POST or a preview; a choice about cookies gets its own copy;
 * - with JavaScript the copy runs under its CSP (inline scripts by hash), and a form takes a token
 *   of its own once the visitor starts filling it in;
 * - two instances on one PostgreSQL database: an import committed by the command shows on both
 *   within 2 seconds.
 */
import { execFile } from "node:child_process";
import http from "node:http";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync, gzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { DECLINE_ALL, storedConsent } from "../../app/consent/choice";
import { makePostgresDatabase, type TestDatabase } from "../unit/catalogue-store-fixture";
import { waitForHydration } from "../e2e/site";
import { BASE_PORT, send, startServer, type TestServer } from "./harness";

test.describe.configure({ mode: "default" });

const FOR_SALE = "/fr/a-vendre/";
const HOME = "/en/";
// A stored Decline, as the dialog's action writes it.
const DECLINED = `consent=${encodeURIComponent(Buffer.from(JSON.stringify(storedConsent(DECLINE_ALL, "render-cache-test", new Date()))).toString("base64"))}`;

test.describe("one instance", () => {
  let server: TestServer;

  test.beforeAll(async () => {
    // A proxy the test's requests (from 127.0.0.1) do not come from: what they claim in X-Forwarded-* is a client's own.
    server = await startServer({ name: "render-cache", port: BASE_PORT + 29, env: { TRUST_PROXY: "192.0.2.1" } });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("a page asked again comes from memory: the same bytes in brotli, gzip or none, a strong ETag, 304, no cookie, for browsers only", async () => {
    const first = await send(server.port, { path: FOR_SALE, headers: { "Accept-Encoding": "br" } });
    expect(first.status).toBe(200);
    expect(first.headers["x-render-cache"]).toBe("miss");
    expect(first.headers["content-encoding"]).toBe("br");
    const html = brotliDecompressSync(first.bytes);
    expect(html.toString("utf8")).toContain('<html lang="fr"');

    const again = await send(server.port, { path: FOR_SALE, headers: { "Accept-Encoding": "gzip, deflate" } });
    expect(again.headers["x-render-cache"]).toBe("hit");
    expect(again.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(again.bytes).equals(html)).toBe(true);
    // Compressed in one piece: no bigger than the same bytes gzipped at once.
    expect(again.bytes.length).toBeLessThanOrEqual(gzipSync(html).length);
    const plain = await send(server.port, { path: FOR_SALE });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.bytes.equals(html)).toBe(true);

    for (const answer of [first, again, plain]) {
      expect(answer.headers["set-cookie"]).toBeUndefined();
      expect(answer.headers["etag"]).toMatch(/^"[^"]+"$/);
      // No CDN said to key on the consent cookie (CDN_KEYS_ON_CONSENT): for browsers only, asked again each time.
      expect(answer.headers["cache-control"]).toBe("private, no-cache");
      expect(answer.headers["vary"]).toBe("Accept-Encoding, Cookie");
    }
    const revalidated = await send(server.port, {
      path: FOR_SALE,
      headers: { "Accept-Encoding": "br", "If-None-Match": first.headers["etag"]! },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
    // A reload that asks past every cache gets the page itself.
    const reloaded = await send(server.port, {
      path: FOR_SALE,
      headers: { "Accept-Encoding": "br", "If-None-Match": first.headers["etag"]!, "Cache-Control": "no-cache" },
    });
    expect(reloaded.status).toBe(200);
    expect(brotliDecompressSync(reloaded.bytes).equals(html)).toBe(true);
    // A campaign's link (its tracking parameters differ per click) gets the same copy.
    const campaign = await send(server.port, {
      path: `${FOR_SALE}?utm_source=newsletter&mc_eid=4f2a9c&fbclid=IwAR0x`,
      headers: { "Accept-Encoding": "br" },
    });
    expect(campaign.headers["x-render-cache"]).toBe("hit");
    expect(brotliDecompressSync(campaign.bytes).equals(html)).toBe(true);
    const head = await send(server.port, { method: "HEAD", path: FOR_SALE, headers: { "Accept-Encoding": "br" } });
    expect(head.status).toBe(200);
    expect(head.headers["x-render-cache"]).toBe("hit");
    expect(head.bytes.length).toBe(0);
    // A HEAD first (an operator's curl -I) fills the copy as its GET would, and says so.
    const headFirst = await send(server.port, { method: "HEAD", path: "/de/zu-vermieten/", headers: { "Accept-Encoding": "br" } });
    expect(headFirst.headers["x-render-cache"]).toBe("miss");
    expect(headFirst.headers["etag"]).toMatch(/^"[^"]+"$/);
    expect(headFirst.headers["content-security-policy"]).toMatch(/'sha256-/);
    expect(headFirst.bytes.length).toBe(0);
    const getAfter = await send(server.port, { path: "/de/zu-vermieten/", headers: { "Accept-Encoding": "br" } });
    expect(getAfter.headers["x-render-cache"]).toBe("hit");
    expect(brotliDecompressSync(getAfter.bytes).toString("utf8")).toContain('<html lang="de"');
    expect(server.problems()).toEqual([]);
  });

  test("10,000 requests with made-up query parameters are answered from the copies already kept, and evict none of them", async () => {
    test.setTimeout(120_000);
    const pages = [HOME, FOR_SALE, "/nl/te-koop/", "/en/for-sale/?sort=price-asc"];
    for (const page of pages) await send(server.port, { path: page });
    for (const page of pages) expect((await send(server.port, { path: page })).headers["x-render-cache"], page).toBe("hit");
    const agent = new http.Agent({ keepAlive: true, maxSockets: 16 });
    const random = () => Math.random().toString(36).slice(2, 8);
    try {
      for (let batch = 0; batch < 10_000 / 50; batch++) {
        const answers = await Promise.all(
          Array.from({ length: 50 }, (_, n) => {
            const page = pages[n % pages.length]!;
            const extra = `${random()}=${random()}&utm_content=${random()}`;
            return send(server.port, { path: `${page}${page.includes("?") ? "&" : "?"}${extra}`, agent });
          }),
        );
        // One assertion a batch: Playwright's expect records each call, and 10,000 of them take minutes.
        expect(answers.map((answer) => answer.headers["x-render-cache"]).filter((how) => how !== "hit")).toEqual([]);
      }
    } finally {
      agent.destroy();
    }
    for (const page of pages) expect((await send(server.port, { path: page })).headers["x-render-cache"], page).toBe("hit");
  });

  test("a client's own X-Forwarded-Host or X-Forwarded-Port makes no other origin: the same copy, its links on this server's port", async () => {
    const page = await send(server.port, { path: FOR_SALE });
    const claimed = await send(server.port, {
      path: FOR_SALE,
      headers: { "X-Forwarded-Host": "127.0.0.1:9999", "X-Forwarded-Port": "9999", "X-Forwarded-Proto": "https" },
    });
    expect(claimed.status).toBe(200);
    expect(claimed.headers["x-render-cache"]).toBe("hit");
    expect(claimed.body).toBe(page.body);
    expect(claimed.body).toContain(`<link rel="canonical" href="http://127.0.0.1:${server.port}${FOR_SALE}"`);
    expect(claimed.body).not.toContain(":9999");
    // A page not kept yet is rendered for the Host header's origin too.
    const fresh = await send(server.port, { path: "/en/for-rent/", headers: { "X-Forwarded-Host": "127.0.0.1:9999" } });
    expect(fresh.headers["x-render-cache"]).toBe("miss");
    expect(fresh.body).toContain(`<link rel="canonical" href="http://127.0.0.1:${server.port}/en/for-rent/"`);
  });

  test("a page asked for again is sent in brotli's smallest form, the same bytes", async () => {
    const path = "/fr/a-vendre/bruxelles/appartement-1-chambre-de-98-m-avec-cave/4220119/";
    const miss = await send(server.port, { path, headers: { "Accept-Encoding": "br" } });
    const html = brotliDecompressSync(miss.bytes);
    const smallest = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const first = await send(server.port, { path, headers: { "Accept-Encoding": "br" } });
    expect(first.headers["x-render-cache"]).toBe("hit");
    // Recompressed in the background after that hit.
    await expect
      .poll(async () => (await send(server.port, { path, headers: { "Accept-Encoding": "br" } })).bytes.length)
      .toBeLessThanOrEqual(smallest + 16);
    const later = await send(server.port, { path, headers: { "Accept-Encoding": "br" } });
    expect(later.bytes.length).toBeLessThan(first.bytes.length);
    expect(brotliDecompressSync(later.bytes).equals(html)).toBe(true);
    // The same representation: its validator stays.
    expect(later.headers.etag).toBe(first.headers.etag);
    // With its headers, the document fits in a new connection's first round trip (10 segments of
    // 1,460 bytes), and its last few hundred bytes in the second: the property's map (issue 22, ADR
    // 041) took it from 14,536 to about 14,890 bytes, and the contact time slots of its request form
    // the link to the offer's page and the list of the documents the agency can send (issue 23) to
    // 15,236, the favourites' Save button and header link (issue 24 §1: their code a chunk of its
    // own, its heart drawn by the stylesheet rather than in the page) to 15,474, and the brochure's
    // link with what only paper shows (issue 24 §3: the agency's address, the page's address and
    // its QR code's image) to 15,628: a budget missed by 7 % (the head and the first screen still
    // come in the first round trip).
    // The limit sits above what chance alone moves: each copy holds its five forms' random tokens
    // and today's date (the visit form's first and last day), and brotli's size of the same page
    // with other tokens and dates spans 13,600 to 13,737 bytes (median 13,650, 3,500 tries over
    // seven dates), with 1,987 bytes of headers. A limit of 15,700 left the median 63 bytes of room
    // and failed now and then with nothing grown. Any more than 15,800, and the page itself grew.
    const headers = Object.entries(later.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 17);
    expect(later.bytes.length + headers).toBeLessThan(15_800);
  });
  test("an owner's session, saved favourites, a POST and a preview never get the shared copy; a choice about cookies gets a copy of its own", async () => {
    await send(server.port, { path: HOME });
    expect((await send(server.port, { path: HOME })).headers["x-render-cache"]).toBe("hit");
    const session = await send(server.port, { path: HOME, headers: { Cookie: "owner_session=anything" } });
    expect(session.status).toBe(200);
    expect(session.headers["x-render-cache"]).toBeUndefined();
    // A visitor without JavaScript who saved properties sees their count and pressed buttons: a page of their own.
    const favourites = await send(server.port, { path: HOME, headers: { Cookie: "favourites=4184173%2C4191543" } });
    expect(favourites.headers["x-render-cache"]).toBeUndefined();
    expect(favourites.headers["cache-control"]).toBe("private, no-store");
    expect(favourites.body).toMatch(/class="favourites-count">2</);
    const preview = await send(server.port, { path: `/preview${HOME}` });
    expect(preview.status).toBe(200);
    expect(preview.headers["x-render-cache"]).toBeUndefined();
    expect(preview.headers["content-security-policy"]).toMatch(/'nonce-/);
    const post = await send(server.port, {
      method: "POST",
      path: HOME,
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
      body: "a=b",
    });
    expect(post.headers["x-render-cache"]).toBeUndefined();

    const asked = await send(server.port, { path: HOME });
    expect(asked.body).toContain('role="dialog"');
    const declined = await send(server.port, { path: HOME, headers: { Cookie: DECLINED } });
    expect(declined.headers["x-render-cache"]).toBe("miss");
    expect(declined.body).not.toContain('role="dialog"');
    expect((await send(server.port, { path: HOME, headers: { Cookie: DECLINED } })).headers["x-render-cache"]).toBe("hit");
    // The visitor without a choice still gets the dialog.
    expect((await send(server.port, { path: HOME })).body).toContain('role="dialog"');
  });

  test("with JavaScript the copy runs under its policy, and a form takes a token of its own when the visitor starts filling it in", async ({
    browser,
  }) => {
    await send(server.port, { path: FOR_SALE });
    const context = await browser.newContext({ javaScriptEnabled: true });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const response = await page.goto(`${server.url}${FOR_SALE}`);
    expect(response?.headers()["x-render-cache"]).toBe("hit");
    await waitForHydration(page);
    const token = page.locator('.footer-newsletter input[name="formToken"]');
    const rendered = await token.inputValue();
    expect(rendered).not.toBe("");
    // A click into the field: its first focus, at which the form asks for a token of its own.
    await page.locator('.footer-newsletter input[type="email"]').click();
    await expect(token).not.toHaveValue(rendered);
    expect(problems).toEqual([]);
    await context.close();
  });
});

test("past the rate limit, a page already rendered is still answered; a new render is limited; a CDN keying on consent may keep pages", async () => {
  const limited = await startServer({
    name: "render-cache-limits",
    port: BASE_PORT + 32,
    env: { RATE_LIMIT_PER_MINUTE: "20", CDN_KEYS_ON_CONSENT: "true" },
  });
  try {
    const first = await send(limited.port, { path: FOR_SALE });
    expect(first.headers["cache-control"]).toMatch(/^public, .*s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(first.headers["vary"]).toBe("Accept-Encoding, Cookie");
    const visitor = { "X-Forwarded-For": "203.0.113.40" };
    for (let n = 0; n < 30; n++) {
      const answer = await send(limited.port, { path: FOR_SALE, headers: visitor });
      expect(answer.status).toBe(200);
      expect(answer.headers["x-render-cache"]).toBe("hit");
    }
    const statuses: number[] = [];
    for (let n = 0; n < 25; n++) statuses.push((await send(limited.port, { path: `${FOR_SALE}?page=${n + 2}`, headers: visitor })).status);
    expect(statuses).toContain(429);
  } finally {
    await limited.stop();
  }
});

test("two instances on one PostgreSQL database: an import shows on both within 2 seconds", async () => {
  test.setTimeout(90_000);
  const database: TestDatabase = await makePostgresDatabase();
  const folder = mkdtempSync(path.join(os.tmpdir(), "render-cache-import-"));
  const servers: TestServer[] = [];
  try {
    const env = { DATABASE_URL: database.url, RATE_LIMIT_PER_MINUTE: "0" };
    servers.push(await startServer({ name: "render-cache-pg", port: BASE_PORT + 30, env }));
    servers.push(await startServer({ name: "render-cache-pg", port: BASE_PORT + 31, env, keep: true }));
    // A listing of the page, shown on both instances and kept in their memory.
    const listed = (await send(servers[0]!.port, { path: FOR_SALE })).body;
    const link = /href="(\/fr\/a-vendre\/[^"]+\/(\d+)\/)"/.exec(listed);
    expect(link).not.toBeNull();
    const [, propertyPath, id] = link!;
    for (const server of servers) {
      await send(server.port, { path: FOR_SALE });
      await send(server.port, { path: propertyPath! });
      expect((await send(server.port, { path: FOR_SALE })).headers["x-render-cache"]).toBe("hit");
      expect((await send(server.port, { path: propertyPath! })).headers["x-render-cache"]).toBe("hit");
    }
    // The agency's next feed no longer has it.
    const snapshot = JSON.parse(readFileSync("data/catalogue/snapshot.json", "utf8")) as { listings: { ID: number }[] };
    snapshot.listings = snapshot.listings.filter((listing) => listing.ID !== Number(id));
    const file = path.join(folder, "next.json");
    writeFileSync(file, JSON.stringify(snapshot));
    await promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/catalogue-import.ts", file], {
      env: { ...process.env, DATABASE_URL: database.url },
    });
    // The command has committed: within 2 seconds both instances list it no more and answer 404 for it.
    const shown = () =>
      Promise.all(
        servers.map(async (server) => {
          const page = await send(server.port, { path: FOR_SALE });
          const property = await send(server.port, { path: propertyPath! });
          return { listing: page.status, listed: page.body.includes(propertyPath!), property: property.status };
        }),
      );
    const now = { listing: 200, listed: false, property: 404 };
    await expect.poll(shown, { intervals: [100], timeout: 2_000 }).toEqual([now, now]);
    for (const server of servers) expect(server.problems()).toEqual([]);
  } finally {
    for (const server of servers) await server.stop();
    rmSync(folder, { recursive: true, force: true });
    await database.drop();
  }
});
