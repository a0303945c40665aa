/**
 * reCAPTCHA v3 on the server (issue 7 §5, ADR 017), with msw standing in for Google's siteverify:
 * the real form pipeline (`submitForm`) posts the browser's token and the secret to the verify
 * endpoint; a good score lets the post through, a failed check or a low score answers 400 'The
 * entered characters are not valid', Google unreachable lets the post through with a warning in
 * the log, a post without a token (a visitor without JavaScript) is never checked, and without
 * both keys configured the endpoint is never called (msw refuses every request it was not told
 * about, so a call would fail the test).
 */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AppContext } from "~/context.server";
import { submitForm } from "~/forms/form-action.server";
import { RECAPTCHA_VERIFY_URL } from "~/forms/recaptcha.server";
import { siteContactSchema } from "~/forms/schemas";
import { createFormToken } from "~/forms/token.server";
import { countRows, makeLeadContext, SECRET, type LeadTestContext } from "./leads-fixture";

const SITE_KEY = "6Lc-test-site-key";
const RECAPTCHA_SECRET = "6Lc-test-secret-key";
const BROWSER_TOKEN = "03AFcWeA-token-from-the-browser";

/** What the verify endpoint received: one entry per POST, its form body decoded. */
const received: Record<string, string>[] = [];

/** Every request that reached msw, handled or not. */
const requested: string[] = [];

const server = setupServer();
server.events.on("request:start", ({ request }) => void requested.push(`${request.method} ${request.url}`));

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  received.length = 0;
  requested.length = 0;
});
afterAll(() => server.close());

/** Google's siteverify answering `answer` (a JSON body, or a status without body), recording each POST. */
function siteverify(answer: Record<string, unknown> | { status: number }) {
  server.use(
    http.post(RECAPTCHA_VERIFY_URL, async ({ request }) => {
      received.push(Object.fromEntries(new URLSearchParams(await request.text())));
      return "status" in answer && typeof answer.status === "number"
        ? new HttpResponse(null, { status: answer.status })
        : HttpResponse.json(answer);
    }),
  );
}

const VISITOR = {
  title: "mr",
  firstName: "Luc",
  lastName: "Martin",
  email: "luc.martin@example.be",
  phone: "0478123456",
  remark: "Bonjour",
};

type LogEntry = { level: number; msg: string; form?: string };

/** A context whose logger keeps what it is given, so that a warning can be read back. */
async function contextWith(env: Record<string, string>) {
  const context: LeadTestContext = await makeLeadContext("sqlite", { FORM_MIN_FILL_SECONDS: "0", ...env });
  const log: LogEntry[] = [];
  context.logger = pino({ level: "info" }, { write: (line: string) => void log.push(JSON.parse(line) as LogEntry) });
  return { context, log };
}

/** Posts the site's contact form in French through the real pipeline; `captcha` is the browser's token, if any. */
async function post(context: LeadTestContext, captcha?: string) {
  const fields: Record<string, string> = { ...VISITOR, formToken: createFormToken(SECRET, Date.now() - 10_000) };
  if (captcha !== undefined) fields["g-recaptcha-response"] = captcha;
  const request = new Request("https://www.example.be/fr/contact/", { method: "POST", body: new URLSearchParams(fields) });
  const result = await submitForm({
    request,
    context: context as unknown as AppContext,
    form: "site-contact",
    lang: "fr",
    schema: siteContactSchema(),
  });
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), body: null };
  const { data, init } = result as unknown as { data: unknown; init?: { status?: number } };
  return { status: init?.status ?? 200, location: null, body: data };
}

const STORED = { status: 303, location: "/fr/merci/contact/?from=%2Ffr%2Fcontact%2F" };

describe("reCAPTCHA configured (site key and secret)", () => {
  const keys = { RECAPTCHA_SITE_KEY: SITE_KEY, RECAPTCHA_SECRET };

  it("a good score: the post goes through and is stored; Google got the secret and the browser's token", async () => {
    const { context } = await contextWith(keys);
    try {
      siteverify({ success: true, score: 0.9, action: "submit", hostname: "www.example.be" });
      expect(await post(context, BROWSER_TOKEN)).toMatchObject(STORED);
      expect(received).toEqual([{ secret: "6Lc-test-secret-key", response: "03AFcWeA-token-from-the-browser" }]);
      expect(await countRows(context.db, "lead")).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("success false: 400 'The entered characters are not valid', the input kept, nothing stored", async () => {
    const { context } = await contextWith(keys);
    try {
      siteverify({ success: false, "error-codes": ["invalid-input-response"] });
      const answer = await post(context, BROWSER_TOKEN);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        status: "error",
        error: { "": ["forms.errors.captcha"] },
        initialValue: { firstName: "Luc", lastName: "Martin", email: "luc.martin@example.be" },
      });
      expect(received).toHaveLength(1);
      expect(await countRows(context.db, "lead")).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("a robot's score (0.1): refused with the same message", async () => {
    const { context } = await contextWith(keys);
    try {
      siteverify({ success: true, score: 0.1 });
      const answer = await post(context, BROWSER_TOKEN);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error: { "": ["forms.errors.captcha"] } });
      expect(received).toEqual([{ secret: "6Lc-test-secret-key", response: "03AFcWeA-token-from-the-browser" }]);
      expect(await countRows(context.db, "lead")).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("the message is 'The entered characters are not valid' (en) and 'Les caractères saisis ne sont pas valides' (fr)", async () => {
    const en = (await import("~/locales/forms/en")).default;
    const fr = (await import("~/locales/forms/fr")).default;
    expect(en.errors.captcha).toBe("The entered characters are not valid");
    expect(fr.errors.captcha).toBe("Les caractères saisis ne sont pas valides");
  });

  for (const [outage, answer] of [
    ["answers 500", { status: 500 }],
    ["cannot be reached (network error)", null],
  ] as const) {
    it(`Google ${outage}: the post goes on (stored) and a warning is logged`, async () => {
      const { context, log } = await contextWith(keys);
      try {
        if (answer) siteverify(answer);
        else
          server.use(
            http.post(RECAPTCHA_VERIFY_URL, async ({ request }) => {
              received.push(Object.fromEntries(new URLSearchParams(await request.text())));
              return HttpResponse.error();
            }),
          );
        expect(await post(context, BROWSER_TOKEN)).toMatchObject(STORED);
        expect(received).toHaveLength(1);
        expect(await countRows(context.db, "lead")).toBe(1);
        expect(log.filter((entry) => entry.level === 40)).toEqual([
          expect.objectContaining({ msg: "reCAPTCHA could not be verified; the post goes on", form: "site-contact" }),
        ]);
      } finally {
        await context.close();
      }
    });
  }

  it("no token (a visitor without JavaScript): not checked, stored", async () => {
    const { context } = await contextWith(keys);
    try {
      siteverify({ success: false });
      expect(await post(context)).toMatchObject(STORED);
      expect(await post(context, "")).toMatchObject(STORED);
      expect(requested).toEqual([]);
      expect(await countRows(context.db, "lead")).toBe(2);
    } finally {
      await context.close();
    }
  });
});

describe("reCAPTCHA not configured", () => {
  for (const [what, env] of [
    ["no keys", {}],
    ["only the site key", { RECAPTCHA_SITE_KEY: SITE_KEY }],
    ["only the secret", { RECAPTCHA_SECRET }],
  ] as const) {
    it(`${what}: a post with a token is stored and Google is never called`, async () => {
      const { context, log } = await contextWith(env);
      try {
        // No handler: msw answers any request with an error (onUnhandledRequest: "error").
        expect(await post(context, BROWSER_TOKEN)).toMatchObject(STORED);
        expect(requested).toEqual([]);
        expect(await countRows(context.db, "lead")).toBe(1);
        expect(log.filter((entry) => entry.level >= 40)).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
