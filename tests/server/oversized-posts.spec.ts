/**
 * Oversized posts get an answer (issue 20 §6): a form's body over the limit is answered 413 with a
 * short page in the page's language and `Connection: close`, once the rest of the body has been
 * read and dropped, so the sender is never reset while it sends; a browser without JavaScript
 * shows that page. The same for every route that reads a body (the login and password forms, the
 * cookie dialog); a sender that never stops is cut off all the same.
 */
import http from "node:http";
import { expect, test } from "@playwright/test";
import { CONSENT_ACTION_PATH } from "../../app/consent/consent-form";
import { formsOf, VISITOR } from "./forms-http";
import { BASE_PORT, send, startServer, type TestServer } from "./harness";

let server: TestServer;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  server = await startServer({
    name: "oversized-posts",
    port: BASE_PORT + 34,
    env: { RATE_LIMIT_PER_MINUTE: "0", FORM_RATE_LIMIT_PER_MINUTE: "0", FORM_MIN_FILL_SECONDS: "0" },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const CONTACT = { nl: "/nl/contact/", fr: "/fr/contact/", en: "/en/contact/", de: "/de/kontakt/" } as const;

/** What the 413 page says, written out (a test reading it from the app would agree with a mistake). */
const TOO_LONG = {
  nl: "Uw bericht is te lang: maximaal 2000 tekens.",
  fr: "Votre message est trop long\u00a0: 2000 caractères au maximum.",
  en: "Your message is too long: at most 2000 characters.",
  de: "Ihre Nachricht ist zu lang: höchstens 2000 Zeichen.",
} as const;

type Posted = { status: number; connection: string | undefined; text: string; error: string | null; sentAll: boolean };

/**
 * Posts `body` over a connection of its own, 16 KB at a time with a pause between (a browser on a
 * slow line), reading the answer whenever it comes; settles once the connection is closed, with the
 * error it met if any (ECONNRESET: what a browser shows as "This site can't be reached").
 * `Content-Length` is sent unless `chunked`.
 */
function postSlowly(port: number, path: string, body: string, { chunked = false } = {}): Promise<Posted> {
  const bytes = Buffer.from(body);
  return new Promise((resolve) => {
    let status = 0;
    let connection: string | undefined;
    const chunks: Buffer[] = [];
    let error: string | null = null;
    let written = 0;
    const request = http.request({
      host: "127.0.0.1",
      port,
      method: "POST",
      path,
      agent: false,
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(chunked ? {} : { "Content-Length": String(bytes.length) }),
      },
    });
    request.on("response", (response) => {
      status = response.statusCode ?? 0;
      connection = response.headers.connection;
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("error", (failure: NodeJS.ErrnoException) => (error ??= failure.code ?? failure.message));
    });
    request.on("error", (failure: NodeJS.ErrnoException) => (error ??= failure.code ?? failure.message));
    request.on("close", () =>
      resolve({ status, connection, text: Buffer.concat(chunks).toString("utf8"), error, sentAll: written >= bytes.length }),
    );
    const writeNext = () => {
      if (request.destroyed) return;
      if (written >= bytes.length) return void request.end();
      request.write(bytes.subarray(written, written + 16_384));
      written += 16_384;
      setTimeout(writeNext, 5);
    };
    writeNext();
  });
}

/** A form of `pagePath` filled as a visitor would, with `values` on top; its action and body. */
async function filledForm(pagePath: string, values: Record<string, string>, actionPart?: string) {
  const page = await send(server.port, { path: pagePath });
  expect(page.status, pagePath).toBe(200);
  const forms = formsOf(page.body, pagePath);
  const form = actionPart ? forms.find((candidate) => candidate.action.includes(actionPart)) : forms[0];
  expect(form, `a form on ${pagePath}`).toBeDefined();
  const pairs: [string, string][] = [];
  for (const field of form!.fields) {
    if (pairs.some(([name]) => name === field.name)) continue;
    if (field.name in values) pairs.push([field.name, values[field.name]!]);
    else if (field.type === "hidden") pairs.push([field.name, field.value]);
  }
  return { action: form!.action, body: new URLSearchParams(pairs).toString() };
}

const LONG_REMARK = "Bonjour, ".repeat(22_300); // 200 KB

test("a contact message of 200 KB is answered 413 in the page's language, Connection: close, never a reset", async () => {
  for (const [lang, path] of Object.entries(CONTACT) as [keyof typeof CONTACT, string][]) {
    const { action, body } = await filledForm(path, { ...VISITOR, email: `long-${lang}@example.be`, remark: LONG_REMARK });
    expect(body.length).toBeGreaterThan(200_000);
    const answer = await postSlowly(server.port, action, body);
    expect(answer.error, `${lang}: no reset`).toBeNull();
    expect(answer.sentAll, `${lang}: the whole message went`).toBe(true);
    expect(answer.status, lang).toBe(413);
    expect(answer.connection, lang).toBe("close");
    expect(answer.text, lang).toContain(`<html lang="${lang}"`);
    expect(answer.text, lang).toContain(TOO_LONG[lang]);
  }
});

test("a remark just past its 2000 characters is refused beside the field, saying so, with everything typed kept", async () => {
  const remark = "é".repeat(2001);
  const { action, body } = await filledForm(CONTACT.nl, { ...VISITOR, email: "remark@example.be", remark });
  const answer = await send(server.port, {
    method: "POST",
    path: action,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body,
  });
  expect(answer.status).toBe(400);
  expect(answer.body).toMatch(/<p class="field-error" id="[^"]*remark[^"]*">Uw opmerking is te lang: maximaal 2000 tekens<\/p>/);
  expect(answer.body).toContain(`>${remark}</textarea>`);
  expect(answer.body).toMatch(/<textarea[^>]*name="remark"[^>]*maxLength="2000"/);
});

test("a message of 200 KB sent without a Content-Length (in chunks) gets the same 413", async () => {
  const { action, body } = await filledForm(CONTACT.fr, { ...VISITOR, email: "chunks@example.be", remark: LONG_REMARK });
  const answer = await postSlowly(server.port, action, body, { chunked: true });
  expect(answer.error).toBeNull();
  expect(answer.sentAll).toBe(true);
  expect(answer.status).toBe(413);
  expect(answer.connection).toBe("close");
  expect(answer.text).toContain(TOO_LONG.fr);
});

test("the login, forgotten-password and cookie forms answer an oversized post 413 too, never a reset", async () => {
  const padding = `&padding=${"x".repeat(200_000)}`;
  const login = await filledForm("/en/login/", { email: "owner@example.com", password: "secret" }, "/login");
  const forgot = await filledForm("/de/login/passwort-vergessen/", { email: "owner@example.com" });
  const answers = {
    login: await postSlowly(server.port, login.action, login.body + padding),
    "forgotten password": await postSlowly(server.port, forgot.action, forgot.body + padding),
    // The cookie dialog's post is no page: the status in plain text, as the site's other non-pages answer.
    cookies: await postSlowly(server.port, CONSENT_ACTION_PATH, `choice=accept${padding}`),
  };
  for (const [name, answer] of Object.entries(answers)) {
    expect(answer.error, name).toBeNull();
    expect(answer.sentAll, name).toBe(true);
    expect(answer.status, name).toBe(413);
    expect(answer.connection, name).toBe("close");
  }
  expect(answers.login.text).toContain(TOO_LONG.en);
  expect(answers["forgotten password"].text).toContain(TOO_LONG.de);
  expect(answers.cookies.text).toBe("Payload Too Large");
});

test("a sender that never stops is cut off, and the site goes on answering", async () => {
  const closed = await new Promise<boolean>((resolve) => {
    const request = http.request({
      host: "127.0.0.1",
      port: server.port,
      method: "POST",
      path: CONTACT.en,
      agent: false,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": String(1024 ** 3) },
    });
    const block = Buffer.alloc(64 * 1024, "x");
    const writeMore = () => {
      while (!request.destroyed && request.write(block));
    };
    request.on("drain", writeMore);
    request.on("response", (response) => response.resume());
    request.on("error", () => {});
    request.on("close", () => resolve(true));
    writeMore();
  });
  expect(closed).toBe(true);
  expect((await send(server.port, { path: "/healthz" })).status).toBe(200);
  expect((await send(server.port, { path: CONTACT.en })).status).toBe(200);
});

test("a browser without JavaScript shows the 413 page after sending a message past the limit", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`${server.url}${CONTACT.en}`);
    const form = page.locator("form", { has: page.getByRole("button", { name: "Send my message" }) });
    await form.getByLabel("Ms", { exact: true }).check();
    await form.getByLabel(/^First name/).fill("Anne");
    await form.getByLabel(/^Last name/).fill("Dupont");
    await form.getByLabel(/^E-mail address/).fill("anne-browser@example.be");
    await form.getByLabel(/^Phone number/).fill("0470 12 34 56");
    const remark = form.getByLabel(/^Remark/);
    // The field stops at its limit as the visitor types: past it only with the attribute removed.
    await expect(remark).toHaveAttribute("maxlength", "2000");
    await remark.evaluate((field: HTMLTextAreaElement, text) => {
      field.removeAttribute("maxlength");
      field.value = text;
    }, LONG_REMARK);
    await form.getByRole("button", { name: "Send my message" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Message too long" })).toBeVisible();
    await expect(page.getByText(TOO_LONG.en)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(CONTACT.en);
  } finally {
    await context.close();
  }
});
