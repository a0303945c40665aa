/**
 * The owner login's defences (issue 8 §1), below the HTTP layer: the delay after repeated failures
 * (failureDelayMs; the server tests assert no timing), the failure counts in the database shared
 * by two instances (loginLimits, on SQLite and PostgreSQL), an unknown e-mail checked against a
 * scrypt hash like a wrong password (the "same time" requirement, proven by the work done rather
 * than by a clock), the return path, and the new-password policy.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { replaceCatalogue } from "../../app/catalogue/store.server";
import type { AppContext } from "../../app/context.server";
import { saveOwner } from "../../app/owners/accounts.server";
import { loginAction } from "../../app/owners/login-form.server";
import {
  ACCOUNT_FAILURE_LIMIT,
  CLIENT_FAILURE_LIMIT,
  failureDelayMs,
  LOGIN_WINDOW_MS,
  loginLimits,
} from "../../app/owners/login-limits.server";
import { returnPath } from "../../app/owners/login.server";
import { passwordProblem } from "../../app/owners/password-policy";
import type * as passwordModule from "../../app/owners/password.server";
import { verifyPassword } from "../../app/owners/password.server";
import { makeCatalogue } from "./catalogue-store-fixture";
import { KINDS, makeLeadContext, type LeadTestContext } from "./leads-fixture";

// The real scrypt check, watched: which hashes it is given, and that it runs.
vi.mock("../../app/owners/password.server", async (importOriginal) => {
  const real = await importOriginal<typeof passwordModule>();
  return { ...real, verifyPassword: vi.fn(real.verifyPassword) };
});
const verify = vi.mocked(verifyPassword);

describe("failureDelayMs", () => {
  it("answers the first three failures at once, then waits 250 ms, doubling up to 2 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 10, 50].map(failureDelayMs)).toEqual([0, 0, 0, 0, 250, 500, 1000, 2000, 2000, 2000, 2000]);
  });
});

describe.each(KINDS)("login limits on %s", (kind) => {
  let c: LeadTestContext;
  let clock: { now: number };
  beforeEach(async () => {
    c = await makeLeadContext(kind);
    clock = { now: Date.parse("2026-03-10T11:00:00Z") };
  });
  afterEach(async () => {
    await c.close();
  });

  it("counts an account's failures per address across two instances before its check: that address is refused past 10, another is not; a success takes its count back; over after the window", async () => {
    expect(ACCOUNT_FAILURE_LIMIT).toBe(10);
    const one = loginLimits(c.db, () => clock.now);
    const two = loginLimits(c.another(), () => clock.now);
    const attempts = [];
    for (let n = 0; n < ACCOUNT_FAILURE_LIMIT; n++) {
      // Each attempt from address A, on alternate instances.
      attempts.push(await (n % 2 === 0 ? one : two).attempt("anne@example.com", "203.0.113.1"));
    }
    expect(attempts.map((attempt) => attempt.refused)).toEqual(Array(10).fill(null));
    expect(attempts.map((attempt) => attempt.delayMs)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000, 2000, 2000]);
    // The 11th from A is refused on both instances; not from address B, and not another account from A.
    expect((await one.attempt("anne@example.com", "203.0.113.1")).refused).toBe("account");
    expect((await two.attempt("anne@example.com", "203.0.113.1")).refused).toBe("account");
    expect((await two.attempt("anne@example.com", "198.51.100.2")).refused).toBeNull();
    expect((await one.attempt("bruno@example.com", "203.0.113.1")).refused).toBeNull();
    // A success from A (on the other instance) clears A's count for the account.
    await one.succeeded("anne@example.com", "203.0.113.1");
    expect((await two.attempt("anne@example.com", "203.0.113.1")).refused).toBeNull();
    // The window ends 15 minutes after its first attempt.
    for (let n = 0; n < ACCOUNT_FAILURE_LIMIT; n++) await two.attempt("anne@example.com", "198.51.100.9");
    clock.now += LOGIN_WINDOW_MS - 1;
    expect((await one.attempt("anne@example.com", "198.51.100.9")).refused).toBe("account");
    clock.now += 1;
    expect((await one.attempt("anne@example.com", "198.51.100.9")).refused).toBeNull();
  });

  it("failures from many addresses never refuse the account: each new address still gets its password checked, the wrong answers wait at most 2 s", async () => {
    const one = loginLimits(c.db, () => clock.now);
    const two = loginLimits(c.another(), () => clock.now);
    // 20 addresses, each to its limit on one account: 200 failures.
    for (let address = 0; address < 20; address++) {
      for (let n = 0; n < ACCOUNT_FAILURE_LIMIT; n++) await (n % 2 === 0 ? one : two).attempt("anne@example.com", `203.0.113.${address}`);
    }
    expect((await one.attempt("anne@example.com", "203.0.113.0")).refused).toBe("account");
    const owner = await two.attempt("anne@example.com", "198.51.100.77");
    expect(owner).toEqual({ refused: null, delayMs: 2000 });
  });

  it("attempts sent all at once from one address are each counted before any check: no more than 10 get through; from 40 addresses, all do", async () => {
    const one = loginLimits(c.db, () => clock.now);
    const two = loginLimits(c.another(), () => clock.now);
    const fromOne = await Promise.all(
      Array.from({ length: 40 }, (_, n) => (n % 2 === 0 ? one : two).attempt("anne@example.com", "203.0.113.5")),
    );
    expect(fromOne.filter((attempt) => attempt.refused === null)).toHaveLength(ACCOUNT_FAILURE_LIMIT);
    const fromMany = await Promise.all(
      Array.from({ length: 40 }, (_, n) => (n % 2 === 0 ? one : two).attempt("bruno@example.com", `198.51.100.${n}`)),
    );
    expect(fromMany.filter((attempt) => attempt.refused === null)).toHaveLength(40);
  });

  it("counts a client's attempts over many accounts across two instances: refused past 50; a success is not one of its failures", async () => {
    expect(CLIENT_FAILURE_LIMIT).toBe(50);
    const one = loginLimits(c.db, () => clock.now);
    const two = loginLimits(c.another(), () => clock.now);
    const attempts = [];
    for (let n = 0; n < CLIENT_FAILURE_LIMIT; n++) {
      attempts.push(await (n % 2 === 0 ? one : two).attempt(`visitor-${n}@example.com`, "203.0.113.7"));
    }
    expect(attempts.every((attempt) => attempt.refused === null)).toBe(true);
    // Slowed as the client nears its limit (its last ten failures count as an account's would).
    expect(attempts.slice(0, 43).map((attempt) => attempt.delayMs)).toEqual(Array(43).fill(0));
    expect(attempts.slice(43).map((attempt) => attempt.delayMs)).toEqual([250, 500, 1000, 2000, 2000, 2000, 2000]);
    // The 51st is refused (counted before any check, so also a right password); another client is not.
    expect((await one.attempt("someone@example.com", "203.0.113.7")).refused).toBe("client");
    expect((await two.attempt("someone-new@example.com", "203.0.113.7")).refused).toBe("client");
    expect((await one.attempt("someone-new@example.com", "203.0.113.8")).refused).toBeNull();
  });

  it("a successful login is not one of the client's failures", async () => {
    const limits = loginLimits(c.db, () => clock.now);
    for (let n = 0; n < CLIENT_FAILURE_LIMIT; n++) {
      await limits.attempt(`owner-${n}@example.com`, "203.0.113.9");
      await limits.succeeded(`owner-${n}@example.com`, "203.0.113.9");
    }
    expect((await limits.attempt("owner-x@example.com", "203.0.113.9")).refused).toBeNull();
  });

  it("a new password clears the account's counts at every address, not the address's count over all accounts", async () => {
    const limits = loginLimits(c.db, () => clock.now);
    for (const address of ["203.0.113.1", "203.0.113.2"]) {
      for (let n = 0; n < ACCOUNT_FAILURE_LIMIT; n++) await limits.attempt("anne@example.com", address);
    }
    // Address C fails on 50 accounts, anne's among them.
    for (let n = 0; n < CLIENT_FAILURE_LIMIT - 1; n++) await limits.attempt(`visitor-${n}@example.com`, "203.0.113.3");
    await limits.attempt("anne@example.com", "203.0.113.3");
    expect((await limits.attempt("anne@example.com", "203.0.113.1")).refused).toBe("account");
    expect((await limits.attempt("anne@example.com", "203.0.113.2")).refused).toBe("account");
    // Another account's counts at address A stay.
    for (let n = 0; n <= ACCOUNT_FAILURE_LIMIT; n++) await limits.attempt("anne@example.com.evil", "203.0.113.1");
    await limits.cleared("anne@example.com");
    expect(await limits.attempt("anne@example.com", "203.0.113.1")).toEqual({ refused: null, delayMs: 0 });
    expect((await limits.attempt("anne@example.com", "203.0.113.2")).refused).toBeNull();
    expect((await limits.attempt("anne@example.com.evil", "203.0.113.1")).refused).toBe("account");
    expect((await limits.attempt("anne@example.com", "203.0.113.3")).refused).toBe("client");
  });
});

describe("login answers", () => {
  const PASSWORD = "une phrase assez longue";
  let c: LeadTestContext;
  let context: AppContext;

  beforeEach(async () => {
    c = await makeLeadContext("sqlite");
    await replaceCatalogue(c.db, makeCatalogue(3), "test");
    await saveOwner(c.db, { email: "anne@example.com", password: PASSWORD, listingIds: [4_000_001], language: "fr" });
    context = { ...c, clientAddress: "203.0.113.5" } as unknown as AppContext;
    verify.mockClear();
  });
  afterEach(async () => {
    await c.close();
  });

  const post = (email: string, password: string, origin?: string) =>
    loginAction(
      new Request("http://127.0.0.1:3000/fr/login/", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...(origin ? { Origin: origin } : {}) },
        body: new URLSearchParams({ email, password }).toString(),
      }),
      context,
      "fr",
    );
  type Reply = { error?: Record<string, string[]>; initialValue?: Record<string, unknown> };
  /** What data() returns: the form kit's reply and the response's status. */
  const replyOf = (answer: unknown) => answer as { data: Reply; init: ResponseInit | null };

  it("an unknown e-mail is checked by scrypt against a hash of the same cost, and answers as a wrong password does", async () => {
    const stored = await c.db.selectFrom("owner").select("password_hash").executeTakeFirstOrThrow();
    const cost = stored.password_hash.split("$").slice(0, 4).join("$");
    expect(cost).toBe("scrypt$32768$8$1");

    const wrong = replyOf(await post("anne@example.com", "not the password"));
    expect(verify).toHaveBeenCalledTimes(1);
    expect(verify.mock.calls[0]).toEqual(["not the password", stored.password_hash]);

    const unknown = replyOf(await post("nobody@example.com", "not the password"));
    expect(verify).toHaveBeenCalledTimes(2);
    const [password, dummy] = verify.mock.calls[1]!;
    expect(password).toBe("not the password");
    expect(dummy).not.toBe(stored.password_hash);
    expect(dummy.split("$").slice(0, 4).join("$")).toBe(cost);
    expect(dummy.split("$")).toHaveLength(6);
    // The check really ran (scrypt to the end: a false from the comparison, not an early refusal).
    await expect(verify.mock.results[1]!.value).resolves.toBe(false);

    for (const answer of [wrong, unknown]) {
      expect(answer.init?.status).toBe(400);
      expect(answer.data.error).toEqual({ "": ["forms.errors.credentials"] });
      expect(answer.data.initialValue?.password).toBeUndefined();
    }
    // The same answer apart from the e-mail typed back.
    expect({ ...wrong.data, initialValue: { ...wrong.data.initialValue, email: "" } }).toEqual({
      ...unknown.data,
      initialValue: { ...unknown.data.initialValue, email: "" },
    });
  });

  it("the right password opens a session; ten failures from address A refuse A (no password checked, 429) and leave B's right password working", async () => {
    const ok = await post("anne@example.com", PASSWORD);
    expect(ok).toBeInstanceOf(Response);
    expect((ok as Response).status).toBe(303);
    expect((ok as Response).headers.get("Set-Cookie")).toMatch(/^owner_session=/);
    verify.mockClear();

    const limits = loginLimits(c.db);
    for (let n = 0; n < ACCOUNT_FAILURE_LIMIT; n++) await limits.attempt("anne@example.com", "203.0.113.5");
    const blocked = replyOf(await post("Anne@Example.com", PASSWORD));
    expect(blocked.init?.status).toBe(429);
    expect(blocked.data.error).toEqual({ "": ["forms.errors.tooManyLogins"] });
    expect(verify).not.toHaveBeenCalled();

    context = { ...context, clientAddress: "198.51.100.8" } as AppContext;
    const elsewhere = await post("anne@example.com", PASSWORD);
    expect(elsewhere).toBeInstanceOf(Response);
    expect((elsewhere as Response).status).toBe(303);
    expect((elsewhere as Response).headers.get("Set-Cookie")).toMatch(/^owner_session=/);
  });
});

describe("returnPath", () => {
  it("returns only to a page of this site", () => {
    expect(returnPath("/en/owner/4000001/", "en")).toBe("/en/owner/4000001/");
    for (const elsewhere of [
      "https://evil.example/",
      "//evil.example/",
      "/\\evil.example",
      "javascript:alert(1)",
      "",
      null,
      42,
      "/\t/evil.example/",
    ]) {
      expect(returnPath(elsewhere, "nl"), String(elsewhere)).toBe("/nl/eigenaar/");
    }
    // What a Location header cannot hold is written as the URL parser writes it, or dropped.
    expect(returnPath("/en/owner/4000001/?x=é", "en")).toBe("/en/owner/4000001/?x=%C3%A9");
    expect(returnPath("/en/owner/4000001/\r\nSet-Cookie: a=b", "en")).toBe("/en/owner/");
    expect(returnPath("/en/owner/\r\n4000001/", "en")).toBe("/en/owner/4000001/");
  });
});

describe("passwordProblem", () => {
  it.each([
    ["short", "anne@example.com", "too-short"],
    ["123456789", "anne@example.com", "too-short"],
    ["azertyuiop", "anne@example.com", "too-simple"],
    ["Password123", "anne@example.com", "too-simple"],
    ["abababababab", "anne@example.com", "too-simple"],
    ["aaaaaaaaaaaaaaaa", "anne@example.com", "too-simple"],
    ["jean.dupont-2026", "Jean.Dupont@example.com", "contains-email"],
    ["une phrase assez longue", "anne@example.com", null],
    // A short e-mail name is no hint: "ann" inside a password is allowed.
    ["ann aime les tulipes", "ann@example.com", null],
    ["één twee drie vier", "anne@example.com", null],
  ])("%s (e-mail %s) → %s", (password, email, problem) => {
    expect(passwordProblem(password, email)).toBe(problem);
  });
});
