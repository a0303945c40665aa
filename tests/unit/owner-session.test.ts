/**
 * Owners' sessions in the database (app/owners/session.server.ts, issue 8 §1), on SQLite and
 * PostgreSQL, with a clock the test moves: a session ends after IDLE_MS without a request and
 * lives on while used; its row keeps the SHA-256 of the cookie's id, never the id; destroying it
 * deletes the row; another instance on the same database reads it; the cookie's attributes.
 */
import { createHash } from "node:crypto";
import type { SessionStorage } from "@remix-run/node";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { IDLE_MS, OWNER_KEY, ownerSessionStorage } from "../../app/owners/session.server";
import { KINDS, makeLeadContext, testEnv, type LeadTestContext } from "./leads-fixture";

const MINUTE = 60_000;
const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");

describe.each(KINDS)("owner sessions on %s", (kind) => {
  let c: LeadTestContext;
  let clock: { now: number };
  let storage: SessionStorage;

  beforeEach(async () => {
    c = await makeLeadContext(kind);
    clock = { now: Date.parse("2026-03-10T11:00:00Z") };
    storage = ownerSessionStorage(c.db, c.env, () => clock.now);
  });
  afterEach(async () => {
    await c.close();
  });

  /** A new session of owner 7, as the login creates it: its id and the Cookie header that carries it. */
  async function newSession(on = storage): Promise<{ id: string; cookie: string }> {
    const session = await on.getSession();
    session.set(OWNER_KEY, { id: 7 });
    const cookie = (await on.commitSession(session)).split(";")[0]!;
    return { id: idIn(cookie), cookie };
  }
  /** The id a session cookie carries: its value is the id, JSON-encoded then base64, and a signature. */
  function idIn(cookie: string): string {
    const [payload, signature] = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1)).split(".");
    expect(signature).toMatch(/^[A-Za-z0-9+/_-]{40,}$/);
    return JSON.parse(Buffer.from(payload!, "base64").toString("utf8")) as string;
  }
  const ownerOf = async (cookie: string, on = storage) => (await on.getSession(cookie)).get(OWNER_KEY) as { id: number } | undefined;
  const rows = () => c.db.selectFrom("owner_session").selectAll().execute();

  it("keeps the SHA-256 of the cookie's id, with the owner; the cookie holds only the signed id", async () => {
    const { id, cookie } = await newSession();
    // A bare random string (32 bytes): no owner id, e-mail or data in the cookie.
    expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.id_hash).toBe(sha256(id));
    expect(stored[0]!.id_hash).not.toBe(id);
    expect(JSON.stringify(stored)).not.toContain(id);
    expect(stored[0]!.owner_id).toBe(7);
    expect(Number(stored[0]!.expires_at)).toBe(clock.now + IDLE_MS);
    expect(await ownerOf(cookie)).toEqual({ id: 7 });
    // Another secret does not accept its signature.
    const other = ownerSessionStorage(c.db, { ...c.env, SESSION_SECRET: "another-secret-".padEnd(40, "y") }, () => clock.now);
    expect(await ownerOf(cookie, other)).toBeUndefined();
  });

  it("ends IDLE_MS after its last request", async () => {
    const used = await newSession();
    const unused = await newSession();
    clock.now += IDLE_MS - 1;
    expect(await ownerOf(used.cookie)).toEqual({ id: 7 });
    clock.now += 1;
    // Never read since its start: over. Read a moment ago: still on.
    expect(await ownerOf(unused.cookie)).toBeUndefined();
    expect(await ownerOf(used.cookie)).toEqual({ id: 7 });
  });

  it("lives on while used: each request (at most once a minute) moves its end IDLE_MS ahead", async () => {
    const { cookie } = await newSession();
    const start = clock.now;
    for (let step = 1; step <= 6; step++) {
      clock.now += 20 * MINUTE;
      expect(await ownerOf(cookie), `after ${step * 20} minutes of use`).toEqual({ id: 7 });
    }
    expect(clock.now - start).toBeGreaterThan(IDLE_MS * 3);
    // Then idle: it ends IDLE_MS after the last request.
    clock.now += IDLE_MS - 1;
    const [row] = await rows();
    expect(Number(row!.expires_at)).toBe(clock.now + 1);
    expect(await ownerOf(cookie)).toEqual({ id: 7 });
    clock.now += IDLE_MS;
    expect(await ownerOf(cookie)).toBeUndefined();
  });

  it("is read by another instance on the same database, and destroying it there deletes the row for both", async () => {
    const { cookie } = await newSession();
    const second = ownerSessionStorage(c.another(), c.env, () => clock.now);
    const there = await second.getSession(cookie);
    expect(there.get(OWNER_KEY)).toEqual({ id: 7 });
    const cleared = await second.destroySession(there);
    expect(cleared).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(await rows()).toEqual([]);
    expect(await ownerOf(cookie)).toBeUndefined();
  });

  it("a cookie that names no row opens no session, and reading it creates none", async () => {
    const { cookie } = await newSession();
    await c.db.deleteFrom("owner_session").execute();
    expect(await ownerOf(cookie)).toBeUndefined();
    expect(await rows()).toEqual([]);
  });
});

describe("the session cookie's attributes", () => {
  let c: LeadTestContext;
  beforeEach(async () => {
    c = await makeLeadContext("sqlite");
  });
  afterEach(async () => {
    await c.close();
  });

  /** The Set-Cookie of a new session under this configuration: its name and attributes. */
  async function cookieOf(env: Record<string, string>) {
    const storage = ownerSessionStorage(c.db, testEnv(env));
    const session = await storage.getSession();
    session.set(OWNER_KEY, { id: 7 });
    const [pair, ...flags] = (await storage.commitSession(session)).split(";").map((part) => part.trim());
    return { name: pair!.split("=")[0], flags: flags.map((flag) => flag.toLowerCase()).sort() };
  }

  it("outside production: owner_session, HttpOnly, SameSite=Lax, Path=/, not Secure, no Max-Age", async () => {
    expect(await cookieOf({})).toEqual({ name: "owner_session", flags: ["httponly", "path=/", "samesite=lax"] });
  });

  it("served over https: __Host-owner_session and Secure", async () => {
    const secure = { name: "__Host-owner_session", flags: ["httponly", "path=/", "samesite=lax", "secure"] };
    expect(await cookieOf({ NODE_ENV: "production", PUBLIC_URL: "https://www.example.be" })).toEqual(secure);
    expect(await cookieOf({ PUBLIC_URL: "https://www.example.be" })).toEqual(secure);
  });

  it("served over plain http, even in production: owner_session, not Secure (a browser would not send a Secure cookie back)", async () => {
    const plain = { name: "owner_session", flags: ["httponly", "path=/", "samesite=lax"] };
    expect(await cookieOf({ NODE_ENV: "production", PUBLIC_URL: "http://intranet.example.be" })).toEqual(plain);
  });
});
