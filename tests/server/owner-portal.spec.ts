/**
 * The owner portal's security points (issue 8 §1, §2, §6) as a client without JavaScript meets
 * them, over plain HTTP (fetch, a cookie sent by hand, redirects not followed), against the built
 * server as a process:
 * - isolation: owner A asking for owner B's property, by every portal route, language, preview
 *   path and odd spelling of the id, gets a 404; without a session every route sends to the login;
 * - the session cookie: its attributes in production (Secure, __Host-), only a random id in it, a
 *   new one at login, none valid after logout or a password change;
 * - the limits on failed logins, per account and address and per address (a server with its own database);
 * - the forgotten-password flow with the e-mail read back from an SMTP sink;
 * - two instances on one PostgreSQL database sharing the sessions.
 * No timing is asserted (the delays after failures are unit-tested: tests/unit/owner-login.test.ts).
 */
import { createHash } from "node:crypto";
import { expect, test } from "@playwright/test";
import { closeDatabase, createDatabase, type Database } from "../../app/db/db.server";
import { saveOwner } from "../../app/owners/accounts.server";
import { makePostgresDatabase } from "../unit/catalogue-store-fixture";
import { formsOf } from "./forms-http";
import { BASE_PORT, startServer, type TestServer } from "./harness";
import { SmtpSink } from "./smtp-sink";
import { availableListingIds } from "./owner-fixtures";

// Servers on fixed ports, shared by the tests of a group: the file's tests run in order, in one worker.
// Logins hash with scrypt and slow down after failures: a minute each on a busy machine.
test.describe.configure({ mode: "default", timeout: 60_000 });

type Lang = "nl" | "fr" | "en" | "de";
const LANGS: Lang[] = ["nl", "fr", "en", "de"];
const PORTAL: Record<Lang, string> = { nl: "/nl/eigenaar/", fr: "/fr/proprietaire/", en: "/en/owner/", de: "/de/eigentuemer/" };
const LOGIN: Record<Lang, string> = { nl: "/nl/login/", fr: "/fr/login/", en: "/en/login/", de: "/de/login/" };
const exportPath = (lang: Lang) => `${PORTAL[lang]}export/`;

const PUBLIC_URL = "https://www.example.be";
const SECRET = "owner-portal-test-secret-".padEnd(48, "x");
const DEMO = { email: "demo-owner@example.com", password: "demo-owner-portal" };
const CREDENTIALS_EN = "The username or password are not correct.";
const TOO_MANY = {
  en: "Too many failed attempts on this account from your connection: for your security, logging in to it from here is paused for 15 minutes.",
  nl: "Te veel mislukte pogingen op deze account vanaf uw verbinding: voor uw veiligheid is aanmelden op deze account van hieruit 15 minuten opgeschort.",
};
/** When one address tried many accounts: the message speaks of the connection, not of an account. */
const TOO_MANY_FROM_CLIENT_NL = "Te veel mislukte aanmeldingen vanaf uw verbinding: voor uw veiligheid is aanmelden 15 minuten opgeschort.";

/**
 * Servers behind a proxy, as the production one is on the agency's host: the browser's scheme and
 * host come in X-Forwarded-Proto and X-Forwarded-Host (TRUST_PROXY's default trusts a proxy on
 * this host), and its pages' origin is PUBLIC_URL.
 */
const behindProxy = new WeakSet<TestServer>();
/** The origin of the server's pages: what a browser sends as Origin with their forms. */
const originOf = (server: TestServer) => (behindProxy.has(server) ? PUBLIC_URL : server.url);

type Answer = { status: number; location: string | null; body: string; setCookies: string[]; headers: Headers };
type Call = { method?: string; cookie?: string; form?: Record<string, string>; origin?: string; client?: string };

/** One request as a browser without JavaScript sends it; redirects are answered, not followed. */
async function call(server: TestServer, path: string, { method, cookie, form, origin, client }: Call = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (cookie) headers.Cookie = cookie;
  if (origin) headers.Origin = origin;
  // TRUST_PROXY is left at its default (loopback): the test names the client as a proxy would.
  if (client) headers["X-Forwarded-For"] = client;
  if (behindProxy.has(server)) {
    headers["X-Forwarded-Proto"] = "https";
    headers["X-Forwarded-Host"] = new URL(PUBLIC_URL).host;
  }
  if (form) headers["Content-Type"] = "application/x-www-form-urlencoded";
  const response = await fetch(server.url + path, {
    method: method ?? (form ? "POST" : "GET"),
    headers,
    body: form ? new URLSearchParams(form).toString() : undefined,
    redirect: "manual",
  });
  return {
    status: response.status,
    location: response.headers.get("location"),
    body: await response.text(),
    setCookies: response.headers.getSetCookie(),
    headers: response.headers,
  };
}

/** The session cookie an answer sets ("name=value"), or null. */
function sessionCookie(answer: Answer, name: string): string | null {
  const line = answer.setCookies.find((cookie) => cookie.startsWith(`${name}=`));
  return line ? line.split(";")[0]! : null;
}

async function logIn(server: TestServer, email: string, password: string, extra: Call & { lang?: Lang } = {}): Promise<Answer> {
  const { lang = "en", ...rest } = extra;
  return call(server, LOGIN[lang], { origin: originOf(server), ...rest, form: { email, password } });
}

/** Logs in and returns the session cookie ("name=value"). */
async function sessionOf(server: TestServer, cookieName: string, email: string, password: string): Promise<string> {
  const answer = await logIn(server, email, password);
  expect(answer.status, `login of ${email}`).toBe(303);
  const cookie = sessionCookie(answer, cookieName);
  expect(cookie, `session cookie of ${email}`).not.toBeNull();
  return cookie!;
}

/** Whether this cookie opens the portal (200) or is sent to the login (302). */
async function opensPortal(server: TestServer, cookie: string): Promise<boolean> {
  const answer = await call(server, PORTAL.en, { cookie });
  expect([200, 302]).toContain(answer.status);
  return answer.status === 200;
}

const sha256 = (value: string) => createHash("sha256").update(value).digest("base64url");

/** Error lines of the server since `from`. */
function problemsSince(server: TestServer, from: number): string[] {
  return server.problems(from);
}

test.describe("one production server: isolation, the session cookie, the forgotten password", () => {
  const COOKIE = "__Host-owner_session";
  const A = { email: "anne.owner@example.com", password: "anne has a long passphrase" };
  const B = { email: "bruno.owner@example.com", password: "bruno has a long passphrase" };
  const UNKNOWN = "nobody.at.all@example.com";
  let server: TestServer;
  let sink: SmtpSink;
  let db: Database;
  /** A's listings (two) and B's (one). */
  let aIds: number[];
  let bId: number;

  test.beforeAll(async () => {
    sink = new SmtpSink(BASE_PORT + 24);
    await sink.start();
    server = await startServer({
      name: "owner-portal",
      port: BASE_PORT + 14,
      env: {
        NODE_ENV: "production",
        PUBLIC_URL,
        SESSION_SECRET: SECRET,
        SMTP_URL: sink.url,
        MAIL_RETRY_SECONDS: "0.2",
        RATE_LIMIT_PER_MINUTE: "0",
        FORM_RATE_LIMIT_PER_MINUTE: "0",
      },
    });
    behindProxy.add(server);
    // The owners, created on the server's own database as `npm run owner:create` does.
    db = createDatabase(`file:${server.folder}/site.db`);
    const ids = await availableListingIds(db, 3);
    aIds = ids.slice(0, 2);
    bId = ids[2]!;
    await saveOwner(db, { ...A, listingIds: aIds, language: "en" });
    await saveOwner(db, { ...B, listingIds: [bId], language: "nl" });
  });

  test.afterAll(async () => {
    if (db) await closeDatabase(db);
    await server?.stop();
    await sink?.stop();
  });

  test("without a session, every portal route sends to the login page of its language, which brings the owner back", async () => {
    const mark = server.output.length;
    for (const lang of LANGS) {
      const routes = [
        PORTAL[lang],
        `${PORTAL[lang]}${aIds[0]}/`,
        `${PORTAL[lang]}${bId}/`,
        exportPath(lang),
        `${exportPath(lang)}?property=${aIds[0]}`,
      ];
      for (const route of routes) {
        const answer = await call(server, route);
        expect(answer.status, route).toBe(302);
        expect(answer.location, route).toBe(`${LOGIN[lang]}?returnTo=${encodeURIComponent(route)}`);
        expect(answer.headers.get("cache-control"), route).toBe("private, no-store");
        // In preview, the preview's login page, which sends back to the preview.
        const preview = await call(server, `/preview${route}`);
        expect(preview.status, route).toBe(302);
        expect(preview.location, route).toBe(`/preview${LOGIN[lang]}?returnTo=${encodeURIComponent(route)}`);
      }
    }
    const previewLogin = await call(server, `/preview${LOGIN.en}`, {
      origin: originOf(server),
      form: { email: A.email, password: A.password, returnTo: `${PORTAL.en}${aIds[1]}/` },
    });
    expect(previewLogin.status).toBe(303);
    expect(previewLogin.location).toBe(`/preview${PORTAL.en}${aIds[1]}/`);
    // The login sends back there after a successful login, and only to a path of this site.
    const returning = await call(server, LOGIN.en, {
      origin: originOf(server),
      form: { email: A.email, password: A.password, returnTo: `${PORTAL.en}${aIds[1]}/` },
    });
    expect(returning.status).toBe(303);
    expect(returning.location).toBe(`${PORTAL.en}${aIds[1]}/`);
    for (const elsewhere of ["https://evil.example/", "//evil.example/", "/\\evil.example"]) {
      const answer = await call(server, LOGIN.en, {
        origin: originOf(server),
        form: { email: A.email, password: A.password, returnTo: elsewhere },
      });
      expect(answer.status, elsewhere).toBe(303);
      expect(answer.location, elsewhere).toBe(PORTAL.en);
    }
    expect(problemsSince(server, mark)).toEqual([]);
  });

  test("logged in as A: every route naming B's property answers 404, A's own answer 200", async () => {
    const mark = server.output.length;
    const cookie = await sessionOf(server, COOKIE, A.email, A.password);
    const odd = [
      `00${bId}`,
      `${bId}.0`,
      `${bId}%20`,
      `-${bId}`,
      `+${bId}`,
      `${bId}${"9".repeat(20)}`,
      "9".repeat(40),
      `0x${bId.toString(16)}`,
    ];
    for (const lang of LANGS) {
      const foreign = [
        `${PORTAL[lang]}${bId}/`,
        ...odd.map((id) => `${PORTAL[lang]}${id}/`),
        `${exportPath(lang)}?property=${bId}`,
        ...odd.map((id) => `${exportPath(lang)}?property=${id}`),
      ];
      for (const route of [...foreign, ...foreign.map((path) => `/preview${path}`)]) {
        const answer = await call(server, route, { cookie });
        expect(answer.status, route).toBe(404);
        // The CSV's 404 is text in the page's language; a portal page's, the site's 404 page.
        if (route.includes("/export/")) expect(answer.headers.get("content-type"), route).toMatch(/^text\/plain/);
        expect(answer.body, route).not.toContain("Unexpected Server Error");
        expect(answer.body, route).not.toContain(B.email);
        expect(answer.body, route).not.toContain(`Reference ${bId}`);
      }
      for (const id of aIds) {
        for (const route of [`${PORTAL[lang]}${id}/`, `/preview${PORTAL[lang]}${id}/`, `${exportPath(lang)}?property=${id}`]) {
          const answer = await call(server, route, { cookie });
          expect(answer.status, route).toBe(200);
          expect(answer.body, route).toContain(String(id));
          expect(answer.body, route).not.toContain(String(bId));
        }
      }
      const portal = await call(server, PORTAL[lang], { cookie });
      expect(portal.status).toBe(200);
      expect(portal.body).toContain(A.email);
      for (const id of aIds) expect(portal.body).toContain(`${PORTAL[lang]}${id}/`);
      expect(portal.body).not.toContain(String(bId));
    }
    // The CSV of all A's properties holds A's listings and nothing of B's.
    const csv = await call(server, exportPath("en"), { cookie });
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const rows = csv.body.trim().split("\n").slice(1);
    expect(rows.map((row) => row.split(";")[1])).toEqual([...aIds.map((id) => `Reference ${id}`).sort(), ""]);
    expect(csv.body).not.toContain(String(bId));
    // B, logged in, sees its own property and not A's.
    const bCookie = await sessionOf(server, COOKIE, B.email, B.password);
    expect((await call(server, `${PORTAL.nl}${bId}/`, { cookie: bCookie })).status).toBe(200);
    expect((await call(server, `${PORTAL.nl}${aIds[0]}/`, { cookie: bCookie })).status).toBe(404);
    expect(problemsSince(server, mark)).toEqual([]);
  });

  test("the session cookie: Secure, __Host-, HttpOnly, SameSite=Lax, Path=/, holding a random id and nothing about the owner", async () => {
    const answer = await logIn(server, A.email, A.password);
    expect(answer.status).toBe(303);
    const line = answer.setCookies.find((cookie) => cookie.startsWith(`${COOKIE}=`));
    expect(line).toBeDefined();
    const attributes = line!
      .split(";")
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    expect(attributes.sort()).toEqual(["httponly", "path=/", "samesite=lax", "secure"]);
    // No Domain (the __Host- prefix forbids it) and no Max-Age: the database ends it after inactivity.
    const value = decodeURIComponent(line!.split(";")[0]!.slice(COOKIE.length + 1));
    const [payload, signature] = value.split(".");
    expect(signature).toBeTruthy();
    // The signed value is a bare string of 32 random bytes: no object, so no owner id, e-mail or data.
    const sessionId = JSON.parse(Buffer.from(payload!, "base64").toString("utf8")) as unknown;
    expect(typeof sessionId).toBe("string");
    expect(sessionId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(value).not.toContain(A.email);
    const owner = await db.selectFrom("owner").select("id").where("email", "=", A.email).executeTakeFirstOrThrow();
    // The database keeps only the id's SHA-256, with the owner.
    const rows = await db.selectFrom("owner_session").select(["id_hash", "owner_id"]).execute();
    expect(rows.some((row) => row.id_hash === sessionId)).toBe(false);
    expect(rows.find((row) => row.id_hash === sha256(String(sessionId)))?.owner_id).toBe(owner.id);
    // A cookie with the signature of another secret opens nothing.
    const forged = `${COOKIE}=${encodeURIComponent(`${payload}.${"A".repeat(43)}`)}`;
    expect(await opensPortal(server, forged)).toBe(false);
  });

  test("a login gives a new session id and ends the one the browser held; logout ends it on the server", async () => {
    const mark = server.output.length;
    const before = await sessionOf(server, COOKIE, A.email, A.password);
    expect(await opensPortal(server, before)).toBe(true);
    const again = await logIn(server, A.email, A.password, { cookie: before });
    expect(again.status).toBe(303);
    const after = sessionCookie(again, COOKIE);
    expect(after).not.toBeNull();
    expect(after).not.toBe(before);
    expect(await opensPortal(server, before)).toBe(false);
    expect(await opensPortal(server, after!)).toBe(true);

    const logout = await call(server, PORTAL.en, { cookie: after!, origin: originOf(server), form: { intent: "logout" } });
    expect(logout.status).toBe(303);
    expect(logout.location).toBe(`${LOGIN.en}?done=logged-out`);
    // The browser is told to forget it; a copy kept elsewhere is refused all the same.
    expect(logout.setCookies.find((cookie) => cookie.startsWith(`${COOKIE}=`))).toMatch(/Expires=Thu, 01 Jan 1970/i);
    expect(await opensPortal(server, after!)).toBe(false);
    expect(problemsSince(server, mark)).toEqual([]);
  });

  test("a returnTo a Location header cannot hold (line breaks, letters beyond Latin-1) still logs in, never a 500", async () => {
    const mark = server.problems().length;
    // The line break is dropped (the URL parser's rule), so no header can be added; the rest is encoded.
    for (const [returnTo, location] of <[string, string][]>[
      [`${PORTAL.en}4000001/\r\nSet-Cookie: evil=1`, PORTAL.en],
      [`${PORTAL.en}?x=é€`, `${PORTAL.en}?x=%C3%A9%E2%82%AC`],
    ]) {
      const answer = await call(server, LOGIN.en, { origin: originOf(server), form: { email: A.email, password: A.password, returnTo } });
      expect(answer.status, returnTo).toBe(303);
      expect(answer.location, returnTo).toBe(location);
      expect(
        answer.setCookies.some((cookie) => cookie.startsWith("evil=")),
        returnTo,
      ).toBe(false);
    }
    expect(problemsSince(server, mark)).toEqual([]);
  });

  // Issue 20 §8: the whole origin is compared (scheme, host, port), not only the host.
  test("a login or logout POST from another origin is refused, the site's host over http or on another port included: no session given, none ended", async () => {
    const session = await sessionOf(server, COOKIE, A.email, A.password);
    for (const origin of ["https://evil.example", "null", "http://www.example.be", "https://www.example.be:8443", server.url]) {
      const login = await logIn(server, A.email, A.password, { origin });
      expect(login.status, origin).toBe(403);
      expect(sessionCookie(login, COOKIE), origin).toBeNull();
      const logout = await call(server, PORTAL.en, { cookie: session, origin, form: { intent: "logout" } });
      expect(logout.status, origin).toBe(403);
      expect(logout.setCookies, origin).toEqual([]);
      expect(await opensPortal(server, session), origin).toBe(true);
    }
    // From the site's own origin, the same logout works.
    const logout = await call(server, PORTAL.en, { cookie: session, origin: PUBLIC_URL, form: { intent: "logout" } });
    expect(logout.status).toBe(303);
  });

  test("forgotten password: the same answer for an unknown e-mail; the e-mailed link works once, within its hour, and ends the sessions", async () => {
    const mark = server.output.length;
    const forgot = "/en/login/forgot-password/";
    const session = await sessionOf(server, COOKIE, A.email, A.password);

    const unknown = await call(server, forgot, { origin: originOf(server), form: { email: UNKNOWN } });
    const known = await call(server, forgot, { origin: originOf(server), form: { email: A.email } });
    for (const answer of [unknown, known]) {
      expect(answer.status).toBe(303);
      expect(answer.location).toBe(`${forgot}?sent=1`);
    }
    expect(known.body).toBe(unknown.body);
    expect(known.setCookies).toEqual(unknown.setCookies);
    const sent = await call(server, `${forgot}?sent=1`);
    expect(sent.status).toBe(200);

    const mails = await waitForMail(A.email, 1);
    expect(mails).toHaveLength(1);
    const link = mails[0]!.match(/https:\/\/www\.example\.be(\/en\/login\/new-password\/\?token=([A-Za-z0-9_-]+))/);
    expect(link, mails[0]).not.toBeNull();
    const [, resetPath, token] = link!;
    expect(sink.to(UNKNOWN)).toEqual([]);
    const outbox = await db.selectFrom("outbox").select("message").execute();
    expect(outbox.filter((row) => row.message.includes(UNKNOWN))).toEqual([]);

    // Only the token's hash is kept.
    const resets = await db.selectFrom("password_reset").selectAll().execute();
    expect(resets).toHaveLength(1);
    expect(JSON.stringify(resets)).not.toContain(token!);
    expect(resets[0]!.token_hash).toBe(sha256(token!));
    expect(Number(resets[0]!.expires_at) - Date.now()).toBeLessThanOrEqual(60 * 60_000);

    const page = await call(server, resetPath!);
    expect(page.status).toBe(200);
    const form = formsOf(page.body, resetPath!).find((candidate) => candidate.action.includes("/new-password/"));
    expect(form?.fields.find((field) => field.name === "token")?.value).toBe(token);
    expect(form?.fields.map((field) => field.name)).toEqual(expect.arrayContaining(["password", "confirmation"]));

    // Posted where the form posts, as a browser without JavaScript does.
    const post = (password: string) =>
      call(server, form!.action, { origin: originOf(server), form: { token: token!, password, confirmation: password } });
    // Weak passwords are refused (their messages: see the next test) and do not spend the link.
    for (const weak of ["short1", "azertyuiop", "anne.owner-2024"]) {
      const refused = await post(weak);
      expect(refused.status, weak).toBe(400);
      expect(refused.location, weak).toBeNull();
      expect((await logIn(server, A.email, weak)).status, weak).toBe(400);
    }
    expect(await opensPortal(server, session)).toBe(true);

    const NEW_PASSWORD = "anne chose another passphrase";
    const done = await post(NEW_PASSWORD);
    expect(done.status).toBe(303);
    expect(done.location).toBe("/en/login/?done=password-changed");
    // The session opened before the change is over; the new password works, the old does not.
    expect(await opensPortal(server, session)).toBe(false);
    const old = await logIn(server, A.email, A.password);
    expect(old.status).toBe(400);
    expect(old.body).toContain(CREDENTIALS_EN);
    expect(await opensPortal(server, await sessionOf(server, COOKIE, A.email, NEW_PASSWORD))).toBe(true);

    // The same link a second time: invalid, on the page and on its POST.
    expect((await call(server, resetPath!)).status).toBe(400);
    const reused = await post("yet another long passphrase");
    expect(reused.status).toBe(400);
    expect(reused.body).toContain("This link is no longer valid");
    expect((await logIn(server, A.email, "yet another long passphrase")).status).toBe(400);

    // A link past its expiry: invalid (B asks, in Dutch; the link is to the Dutch page).
    expect((await call(server, "/nl/login/wachtwoord-vergeten/", { origin: originOf(server), form: { email: B.email } })).status).toBe(303);
    const bMails = await waitForMail(B.email, 1);
    const bLink = bMails[0]?.match(/https:\/\/www\.example\.be(\/nl\/login\/nieuw-wachtwoord\/\?token=([A-Za-z0-9_-]+))/);
    expect(bLink, bMails[0]).toBeTruthy();
    expect((await call(server, bLink![1]!)).status).toBe(200);
    await db
      .updateTable("password_reset")
      .set({ expires_at: Date.now() - 1000 })
      .where("token_hash", "=", sha256(bLink![2]!))
      .execute();
    expect((await call(server, bLink![1]!)).status).toBe(400);
    const expired = await call(server, "/nl/login/nieuw-wachtwoord/", {
      origin: originOf(server),
      form: { token: bLink![2]!, password: "bruno wants a new one", confirmation: "bruno wants a new one" },
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toContain("Deze link is niet meer geldig");
    expect((await logIn(server, B.email, B.password)).status).toBe(303);
    expect(problemsSince(server, mark)).toEqual([]);
  });

  // Issue 8 §1 "the form works without JavaScript": a refused new password says why, on the form
  // (which posts to its page with the link's ?token=, so the page still knows the link).
  test("without JavaScript, a refused new password shows why, on the form", async () => {
    const before = sink.to(B.email).length;
    expect((await call(server, "/en/login/forgot-password/", { origin: originOf(server), form: { email: B.email } })).status).toBe(303);
    const mails = await waitForMail(B.email, before + 1);
    // B's e-mails are in B's language (Dutch); the same token opens the English page.
    const token = mails[before]?.match(/https:\/\/www\.example\.be\/nl\/login\/nieuw-wachtwoord\/\?token=([A-Za-z0-9_-]+)/)?.[1];
    expect(token).toBeTruthy();
    const link = [null, `/en/login/new-password/?token=${token}`, token] as const;
    const page = await call(server, link[1]);
    const form = formsOf(page.body, link[1]).find((candidate) => candidate.action.includes("/new-password/"))!;
    const expectations: [string, string][] = [
      ["short1", "The password needs at least 10 characters"],
      ["azertyuiop", "This password is too easy to guess"],
      ["bruno.owner is me", "The password must not contain your e-mail address"],
    ];
    for (const [password, reason] of expectations) {
      const refused = await call(server, form.action, {
        origin: originOf(server),
        form: { token: link[2]!, password, confirmation: password },
      });
      expect(refused.status).toBe(400);
      expect(refused.body, password).toContain(reason);
      expect(refused.body, password).toContain('name="password"');
    }
  });

  /** The texts of the e-mails sent to `address`, once `count` have arrived (or 15 s passed). */
  async function waitForMail(address: string, count: number): Promise<string[]> {
    const deadline = Date.now() + 15_000;
    while (sink.to(address).length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    return sink.to(address).map((mail) => mail.text);
  }
});

test.describe("failed logins, on a server with a database of its own", () => {
  const COOKIE = "owner_session";
  let server: TestServer;

  test.beforeAll(async () => {
    // Outside production: the demo owner is there, the cookie is not Secure (plain http on a laptop).
    server = await startServer({
      name: "owner-limits",
      port: BASE_PORT + 15,
      env: { SESSION_SECRET: SECRET, RATE_LIMIT_PER_MINUTE: "0", FORM_RATE_LIMIT_PER_MINUTE: "0" },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  // Issue 20 §8: without PUBLIC_URL the site's origin is the request's own, scheme included.
  test("a login or logout POST from the same host under https is refused by the plain-http server; from its own origin both work", async () => {
    const other = `https://127.0.0.1:${server.port}`;
    const session = await sessionOf(server, COOKIE, DEMO.email, DEMO.password);
    const login = await logIn(server, DEMO.email, DEMO.password, { origin: other, client: "198.51.100.2" });
    expect(login.status).toBe(403);
    expect(sessionCookie(login, COOKIE)).toBeNull();
    const logout = await call(server, PORTAL.en, { cookie: session, origin: other, form: { intent: "logout" } });
    expect(logout.status).toBe(403);
    expect(logout.setCookies).toEqual([]);
    expect(await opensPortal(server, session)).toBe(true);
    // Without an Origin header (no browser's POST) it goes on, as before.
    const scripted = await call(server, LOGIN.en, { form: { email: DEMO.email, password: DEMO.password }, client: "198.51.100.2" });
    expect(scripted.status).toBe(303);
    const own = await call(server, PORTAL.en, { cookie: session, origin: server.url, form: { intent: "logout" } });
    expect(own.status).toBe(303);
    expect(await opensPortal(server, session)).toBe(false);
  });

  test("outside production the session cookie has no Secure attribute and no __Host- prefix", async () => {
    const answer = await logIn(server, DEMO.email, DEMO.password, { client: "198.51.100.1" });
    expect(answer.status).toBe(303);
    const line = answer.setCookies.find((cookie) => cookie.startsWith(`${COOKIE}=`));
    expect(
      line
        ?.split(";")
        .slice(1)
        .map((part) => part.trim().toLowerCase())
        .sort(),
    ).toEqual(["httponly", "path=/", "samesite=lax"]);
  });

  test("one client failing on 50 accounts is refused its 51st login, even a right one; another client is not", async () => {
    const client = "198.51.100.50";
    // 49 failures at once (each on an account of its own), then the 50th: each still the usual answer.
    const first = await Promise.all(
      Array.from({ length: 49 }, (_, n) => logIn(server, `nobody-${n}@example.com`, "not the password", { client })),
    );
    expect(first.map((answer) => answer.status)).toEqual(Array(49).fill(400));
    const fiftieth = await logIn(server, "nobody-49@example.com", "not the password", { client });
    expect(fiftieth.status).toBe(400);
    expect(fiftieth.body).toContain(CREDENTIALS_EN);
    const refused = await logIn(server, DEMO.email, DEMO.password, { client, lang: "nl" });
    expect(refused.status).toBe(429);
    expect(refused.body).toContain(TOO_MANY_FROM_CLIENT_NL);
    expect(sessionCookie(refused, COOKIE)).toBeNull();
    expect((await logIn(server, DEMO.email, DEMO.password, { client: "198.51.100.51" })).status).toBe(303);
  });

  test("30 logins sent at once for one account from one address: 10 have their password checked, the others are refused; from 30 addresses, none is", async () => {
    const fromOne = await Promise.all(
      Array.from({ length: 30 }, () => logIn(server, "race@example.com", "not the password", { client: "198.51.100.100" })),
    );
    expect(fromOne.map((answer) => answer.status).sort()).toEqual([...Array(10).fill(400), ...Array(20).fill(429)]);
    const fromMany = await Promise.all(
      Array.from({ length: 30 }, (_, n) => logIn(server, "race-2@example.com", "not the password", { client: `198.51.100.${100 + n}` })),
    );
    expect(fromMany.map((answer) => answer.status)).toEqual(Array(30).fill(400));
    expect(server.problems()).toEqual([]);
  });

  // Issue 20 §7 (ASVS 2.2.1): wrong passwords from elsewhere cannot lock the owner out.
  test("an address failing 10 times on an account is refused its 11th login there, even the right password; the owner's right password from another address logs in", async () => {
    const client = "198.51.100.60";
    const first = await Promise.all(Array.from({ length: 9 }, () => logIn(server, DEMO.email, "not the password", { client })));
    expect(first.map((answer) => answer.status)).toEqual(Array(9).fill(400));
    const tenth = await logIn(server, DEMO.email, "not the password", { client });
    expect(tenth.status).toBe(400);
    expect(tenth.body).toContain(CREDENTIALS_EN);
    const refused = await logIn(server, DEMO.email, DEMO.password, { client });
    expect(refused.status).toBe(429);
    expect(refused.body).toContain(TOO_MANY.en);
    expect(sessionCookie(refused, COOKIE)).toBeNull();
    // The e-mail typed differently is the same account.
    const again = await logIn(server, ` ${DEMO.email.toUpperCase()} `, DEMO.password, { client, lang: "nl" });
    expect(again.status).toBe(429);
    expect(again.body).toContain(TOO_MANY.nl);
    // The owner, from home.
    const owner = await logIn(server, DEMO.email, DEMO.password, { client: "198.51.100.61" });
    expect(owner.status).toBe(303);
    expect(sessionCookie(owner, COOKIE)).not.toBeNull();
    expect(server.problems()).toEqual([]);
  });
});

test("two instances on one PostgreSQL database share the sessions: logged in on one, out on the other", async () => {
  test.setTimeout(60_000);
  const database = await makePostgresDatabase();
  const env = { DATABASE_URL: database.url, SESSION_SECRET: SECRET, RATE_LIMIT_PER_MINUTE: "0", FORM_RATE_LIMIT_PER_MINUTE: "0" };
  const servers: TestServer[] = [];
  try {
    const first = await startServer({ name: "owner-portal-pg", port: BASE_PORT + 16, env });
    servers.push(first);
    const second = await startServer({ name: "owner-portal-pg", port: BASE_PORT + 17, env, keep: true });
    servers.push(second);
    const cookie = await sessionOf(first, "owner_session", DEMO.email, DEMO.password);
    const portal = await call(second, PORTAL.en, { cookie });
    expect(portal.status).toBe(200);
    expect(portal.body).toContain(DEMO.email);
    const logout = await call(second, PORTAL.en, { cookie, origin: originOf(second), form: { intent: "logout" } });
    expect(logout.status).toBe(303);
    expect(await opensPortal(first, cookie)).toBe(false);
    expect(await opensPortal(second, cookie)).toBe(false);
    expect([...first.problems(), ...second.problems()]).toEqual([]);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
  }
});
