/**
 * Rate limits as a visitor and an operator meet them: the 429 answer is the site's page in the
 * language of the path, with Retry-After; a production start with the default TRUST_PROXY says
 * what that means behind a proxy on another host; with RATE_LIMIT_STORE=database (PostgreSQL) two
 * instances count together.
 */
import { expect, test } from "@playwright/test";
import { makePostgresDatabase } from "../unit/catalogue-store-fixture";
import { BASE_PORT, send, startServer, type TestServer } from "./harness";

// Servers on fixed ports: the file's tests run in order, in one worker.
test.describe.configure({ mode: "default" });

const PRODUCTION = { NODE_ENV: "production", PUBLIC_URL: "https://www.example.be", SESSION_SECRET: "s".repeat(32) };

test.describe("one instance", () => {
  let server: TestServer;

  test.beforeAll(async () => {
    // TRUST_PROXY left at its default; requests come from 127.0.0.1, so X-Forwarded-For names the visitor.
    server = await startServer({
      name: "limits",
      port: BASE_PORT + 3,
      // The limits count what the server renders: a copy from the render cache is answered ahead of
      // them (tests/server/render-cache.spec.ts), so this server renders every request.
      env: { ...PRODUCTION, RATE_LIMIT_PER_MINUTE: "5", FORM_RATE_LIMIT_PER_MINUTE: "2", RENDER_CACHE_MB: "0" },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("a production start with the default TRUST_PROXY warns that every visitor may share one address", () => {
    const warnings = server.logLines().filter((line) => line.level === 40 && /TRUST_PROXY/.test(line.msg ?? ""));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.msg).toMatch(/proxy on another host/);
  });

  test("past the limit, a visitor gets the site's 429 page in the page's language, with Retry-After", async () => {
    const visitor = { "X-Forwarded-For": "203.0.113.10" };
    for (let n = 0; n < 5; n++) expect((await send(server.port, { path: "/nl/te-koop/", headers: visitor })).status).toBe(200);
    const limited = await send(server.port, { path: "/nl/te-koop/", headers: visitor });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(limited.headers["content-type"]).toMatch(/^text\/html/);
    expect(limited.body).toContain('<html lang="nl"');
    expect(limited.body).toContain('aria-label="Hoofdmenu"');
    expect(limited.body).toContain("Te veel verzoeken");
    expect(limited.body).toMatch(/<title>Te veel verzoeken<\/title>/);
    // Another visitor is not limited.
    expect((await send(server.port, { path: "/nl/te-koop/", headers: { "X-Forwarded-For": "203.0.113.11" } })).status).toBe(200);
    expect(server.problems()).toEqual([]);
  });

  test("past the limit, a file that is no page (robots.txt, a picture) answers 429 in plain text, with Retry-After", async () => {
    for (const [visitor, path] of [
      [{ "X-Forwarded-For": "203.0.113.30" }, "/robots.txt"],
      [{ "X-Forwarded-For": "203.0.113.31" }, "/media/banner-namur.jpg?w=100"],
    ] as const) {
      for (let n = 0; n < 5; n++) expect((await send(server.port, { path, headers: visitor })).status, path).toBe(200);
      const limited = await send(server.port, { path, headers: visitor });
      expect(limited.status, path).toBe(429);
      expect(Number(limited.headers["retry-after"]), path).toBeGreaterThan(0);
      expect(limited.headers["content-type"], path).toMatch(/^text\/plain/);
      expect(limited.headers["cache-control"], path).toBe("no-store");
      expect(limited.headers["x-remix-error"], path).toBeUndefined();
      expect(limited.body, path).toBe("Too Many Requests");
    }
    expect(server.problems()).toEqual([]);
  });

  test("past the form limit, a post gets the 429 page of its language", async () => {
    const visitor = { "X-Forwarded-For": "203.0.113.20", "Content-Type": "application/x-www-form-urlencoded" };
    for (let n = 0; n < 2; n++) {
      expect((await send(server.port, { method: "POST", path: "/de/kontakt/", headers: visitor, body: "a=b" })).status).not.toBe(429);
    }
    const limited = await send(server.port, { method: "POST", path: "/de/kontakt/", headers: visitor, body: "a=b" });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
    expect(limited.body).toContain('<html lang="de"');
    expect(limited.body).toContain("Zu viele Anfragen");
    expect(server.problems()).toEqual([]);
  });

  test("past the form limit, the cookie dialog's choice still goes through (declining is never refused)", async () => {
    const visitor = { "X-Forwarded-For": "203.0.113.21", "Content-Type": "application/x-www-form-urlencoded" };
    for (let n = 0; n < 2; n++) await send(server.port, { method: "POST", path: "/de/kontakt/", headers: visitor, body: "a=b" });
    expect((await send(server.port, { method: "POST", path: "/de/kontakt/", headers: visitor, body: "a=b" })).status).toBe(429);
    for (const path of ["/consent", "/consent.data"]) {
      const answer = await send(server.port, { method: "POST", path, headers: visitor, body: "choice=none&returnTo=%2Fde%2F" });
      expect(answer.status, path).not.toBe(429);
      expect(answer.headers["set-cookie"]?.join(""), path).toMatch(/^consent=/);
    }
    expect(server.problems()).toEqual([]);
  });
});

test("with RATE_LIMIT_STORE=database, two instances on one PostgreSQL database count one visitor together", async () => {
  test.setTimeout(60_000);
  const database = await makePostgresDatabase();
  const env = {
    DATABASE_URL: database.url,
    RATE_LIMIT_PER_MINUTE: "4",
    FORM_RATE_LIMIT_PER_MINUTE: "0",
    RATE_LIMIT_STORE: "database",
    TRUST_PROXY: "loopback",
    RENDER_CACHE_MB: "0",
  };
  const servers: TestServer[] = [];
  try {
    const first = await startServer({ name: "shared-limits", port: BASE_PORT + 4, env });
    servers.push(first);
    const second = await startServer({ name: "shared-limits", port: BASE_PORT + 5, env, keep: true });
    servers.push(second);
    const visitor = { "X-Forwarded-For": "198.51.100.7" };
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) {
      const instance = n % 2 === 0 ? first : second;
      statuses.push((await send(instance.port, { path: "/fr/", headers: visitor })).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect([...first.problems(), ...second.problems()]).toEqual([]);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
});
