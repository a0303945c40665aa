/**
 * The render cache (issue 10, ADR 021) as visitors, a CDN and the agency meet it, on the production
 * build:
 * - a page asked again comes from memory: the same bytes, brotli and gzip in one piece, a strong
 *   ETag and 304, no Set-Cookie, a Cache-Control a CDN may keep; past the rate limit still;
 * - never for an owner's session, a POST or a preview; a choice about cookies gets its own copy;
 * - with JavaScript the copy runs under its CSP (inline scripts by hash), and a form takes a token
 *   of its own once the visitor starts filling it in;
 * - two instances on one PostgreSQL database: an import committed by the command shows at once on
 *   both, never a page of the older import.
 */
import { execFile } from "node:child_process";
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
    server = await startServer({ name: "render-cache", port: BASE_PORT + 29 });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("a page asked again comes from memory: the same bytes in brotli, gzip or none, a strong ETag, 304, no cookie, a CDN may keep it", async () => {
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
      expect(answer.headers["cache-control"]).toMatch(/public.*s-maxage=\d+.*stale-while-revalidate=\d+/);
      expect(answer.headers["vary"]).toBe("Accept-Encoding, Cookie");
    }
    const revalidated = await send(server.port, {
      path: FOR_SALE,
      headers: { "Accept-Encoding": "br", "If-None-Match": first.headers["etag"]! },
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.bytes.length).toBe(0);
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
    // With its headers, the document fits in a new connection's first round trip (10 segments of 1,460 bytes).
    const headers = Object.entries(later.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 17);
    expect(later.bytes.length + headers).toBeLessThan(14_600);
  });
  test("an owner's session, a POST and a preview never get the shared copy; a choice about cookies gets a copy of its own", async () => {
    await send(server.port, { path: HOME });
    expect((await send(server.port, { path: HOME })).headers["x-render-cache"]).toBe("hit");
    const session = await send(server.port, { path: HOME, headers: { Cookie: "owner_session=anything" } });
    expect(session.status).toBe(200);
    expect(session.headers["x-render-cache"]).toBeUndefined();
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

test("past the rate limit, a page already rendered is still answered; a new render is limited", async () => {
  const limited = await startServer({ name: "render-cache-limits", port: BASE_PORT + 32, env: { RATE_LIMIT_PER_MINUTE: "20" } });
  try {
    await send(limited.port, { path: FOR_SALE });
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

test("two instances on one PostgreSQL database: an import shows at once on both, never a page of the older one", async () => {
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
    for (const server of servers) {
      const page = await send(server.port, { path: FOR_SALE });
      expect(page.status).toBe(200);
      expect(page.body.includes(propertyPath!), `${propertyPath} still listed on port ${server.port}`).toBe(false);
      expect((await send(server.port, { path: propertyPath! })).status).toBe(404);
      expect(server.problems()).toEqual([]);
    }
  } finally {
    for (const server of servers) await server.stop();
    rmSync(folder, { recursive: true, force: true });
    await database.drop();
  }
});
