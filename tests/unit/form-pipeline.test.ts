/**
 * The form token (signature, minimum fill time) and the one server pipeline every form action
 * calls (app/forms/form-action.server.ts): spam answered like a success and stored nowhere, a post
 * sent too fast stored held and given back to confirm (ADR 031), bodies that cannot be read
 * answered 400, mistakes 400 with the input kept, a valid post stored once and sent to its
 * localized thank-you page.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppContext } from "~/context.server";
import { submitForm } from "~/forms/form-action.server";
import { siteContactSchema } from "~/forms/schemas";
import { createFormToken, readFormToken, tokenRejection } from "~/forms/token.server";
import { translatorFor } from "~/leads/emails.server";
import { listLeads } from "~/leads/history.server";
import { countRows, makeLeadContext, outboxMessages, SECRET, type LeadTestContext } from "./leads-fixture";

describe("form token", () => {
  const renderedAt = Date.parse("2026-03-10T09:00:00Z");

  it("reads back the id and render time of a token this server signed", () => {
    const token = createFormToken(SECRET, renderedAt);
    expect(token).toMatch(/^[A-Za-z0-9_-]{22}\.1773133200000\.[A-Za-z0-9_-]{43}$/);
    expect(readFormToken(token, SECRET)).toEqual({ id: token.split(".")[0], renderedAt: 1773133200000 });
  });

  it("refuses a token signed with another secret, tampered, or missing", () => {
    const token = createFormToken(SECRET, renderedAt);
    expect(readFormToken(token, "another-secret-0123456789-abcdefghijklmnop")).toBeNull();
    expect(readFormToken(token.replace(".1773133200000.", ".1773133100000."), SECRET)).toBeNull();
    expect(readFormToken("", SECRET)).toBeNull();
    expect(readFormToken(null, SECRET)).toBeNull();
    expect(readFormToken("x".repeat(5000), SECRET)).toBeNull();
  });

  it("a post sooner than the minimum fill time is a robot's", () => {
    const token = readFormToken(createFormToken(SECRET, renderedAt), SECRET);
    expect(tokenRejection(token, 3, renderedAt + 2999)).toBe("filled-too-fast");
    expect(tokenRejection(token, 3, renderedAt + 3000)).toBeNull();
    expect(tokenRejection(token, 0, renderedAt)).toBeNull();
    expect(tokenRejection(null, 0, renderedAt)).toBe("token-missing-or-forged");
  });
});

type Answer = { status: number; location: string | null; body: unknown };

/** A Response (redirect) or Remix's data() as status, Location and body. */
function answerOf(result: unknown): Answer {
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location"), body: null };
  const { data, init } = result as { data: unknown; init?: { status?: number } };
  return { status: init?.status ?? 200, location: null, body: data };
}

const VISITOR = { title: "ms", firstName: "Anne", lastName: "Dupont", email: "anne@example.be", phone: "0477123456", remark: "Bonjour" };

describe("the form pipeline", () => {
  let context: LeadTestContext;
  beforeEach(async () => {
    context = await makeLeadContext("sqlite", { FORM_MIN_FILL_SECONDS: "3" });
  });
  afterEach(async () => {
    await context.close();
  });

  const post = async (fields: Record<string, string>, init: RequestInit = {}) => {
    const request = new Request("https://www.example.be/fr/contact/", {
      method: "POST",
      body: init.body ?? new URLSearchParams(fields),
      headers: init.headers,
    });
    const result = await submitForm({
      request,
      context: context as unknown as AppContext,
      form: "site-contact",
      lang: "fr",
      schema: siteContactSchema(),
    });
    return answerOf(result);
  };
  const tokenFrom = (secondsAgo: number) => createFormToken(SECRET, Date.now() - secondsAgo * 1000);

  it("a valid post is stored once and lands on the French thank-you page, saying where it came from", async () => {
    const formToken = tokenFrom(10);
    const first = await post({ ...VISITOR, formToken });
    expect(first).toMatchObject({ status: 303, location: "/fr/merci/contact/?from=%2Ffr%2Fcontact%2F" });
    // The same form posted again (a double click, a reloaded POST): the same answer, one lead.
    expect(await post({ ...VISITOR, formToken })).toMatchObject({ status: 303, location: "/fr/merci/contact/?from=%2Ffr%2Fcontact%2F" });
    expect(await countRows(context.db, "lead")).toBe(1);
  });

  it("the honeypot filled: answered like a success, nothing stored", async () => {
    const answer = await post({ ...VISITOR, formToken: tokenFrom(10), website: "https://spam.example" });
    expect(answer).toMatchObject({ status: 303, location: "/fr/merci/contact/?from=%2Ffr%2Fcontact%2F" });
    expect(await countRows(context.db, "lead")).toBe(0);
  });

  it("no token or a forged one: answered like a success, nothing stored", async () => {
    for (const formToken of [undefined, "abc.123.def"]) {
      const answer = await post(formToken ? { ...VISITOR, formToken } : VISITOR);
      expect(answer).toMatchObject({ status: 303, location: "/fr/merci/contact/?from=%2Ffr%2Fcontact%2F" });
    }
    expect(await countRows(context.db, "lead")).toBe(0);
  });

  // Issue 20 §9: a browser that filled the form (autofill) and a quick click lose nothing.
  it("a form sent within the minimum fill time is stored held without e-mails and given back to confirm; sent again, it is released with what is sent then", async () => {
    const formToken = tokenFrom(1);
    const first = await post({ ...VISITOR, formToken });
    expect(first.status).toBe(400);
    expect(first.location).toBeNull();
    expect(first.body).toMatchObject({
      status: "error",
      error: { "": ["forms.errors.confirmSendSiteContact"] },
      // Everything typed comes back, with the same token (sending it again releases the lead).
      initialValue: { ...VISITOR, formToken },
    });
    const t = await translatorFor("fr");
    expect(t("forms.errors.confirmSendSiteContact")).toBe(
      "Votre message n'est pas encore envoyé\u00a0: vérifiez-le puis cliquez sur «\u00a0Envoyer mon message\u00a0».",
    );
    // Stored, held, out of the inbox: no e-mail queued.
    expect(await countRows(context.db, "lead")).toBe(1);
    expect(await countRows(context.db, "outbox")).toBe(0);
    expect(context.outbox.wakes).toBe(0);
    const [held] = await listLeads(context.db, { held: true, limit: 20 });
    expect(held).toMatchObject({ email: "anne@example.be", name: "Anne Dupont", form: "site-contact", comment: "Bonjour" });
    expect(held?.heldAt).not.toBeNull();
    expect(await listLeads(context.db, { held: false, limit: 20 })).toEqual([]);

    // The visitor corrects the remark and sends again, still within the minimum fill time.
    const second = await post({ ...VISITOR, remark: "Bonjour, rappelez-moi", formToken });
    expect(second).toMatchObject({ status: 303, location: "/fr/merci/contact/?from=%2Ffr%2Fcontact%2F" });
    expect(await countRows(context.db, "lead")).toBe(1);
    expect(await listLeads(context.db, { held: true, limit: 20 })).toEqual([]);
    const [released] = await listLeads(context.db, { held: false, limit: 20 });
    expect(released).toMatchObject({ id: held!.id, heldAt: null, comment: "Bonjour, rappelez-moi" });
    const mails = await outboxMessages(context.db);
    expect(mails.map((mail) => [mail.email.kind, mail.recipient])).toEqual([
      ["lead-agency", "info@immo-meuse-sambre.be"],
      ["lead-confirmation", "anne@example.be"],
    ]);
    expect(mails[0]!.email.text).toContain("Bonjour, rappelez-moi");
    expect(context.outbox.wakes).toBe(1);
    // A third send (a double click): the same answer, nothing more.
    expect(await post({ ...VISITOR, remark: "Bonjour, rappelez-moi", formToken })).toMatchObject({ status: 303 });
    expect(await countRows(context.db, "outbox")).toBe(2);
  });

  it("a form sent too fast with mistakes gets its mistakes, and nothing is stored", async () => {
    const answer = await post({ ...VISITOR, email: "anne@", formToken: tokenFrom(1) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { email: ["forms.errors.emailInvalid"] } });
    expect(await countRows(context.db, "lead")).toBe(0);
  });

  it("the honeypot filled and sent too fast: still answered like a success, nothing stored", async () => {
    const answer = await post({ ...VISITOR, formToken: tokenFrom(1), website: "https://spam.example" });
    expect(answer).toMatchObject({ status: 303, location: "/fr/merci/contact/?from=%2Ffr%2Fcontact%2F" });
    expect(await countRows(context.db, "lead")).toBe(0);
  });

  it("a body that cannot be read: 400 with a message, not 500", async () => {
    const answer = await post({}, { body: "--x\r\nbroken", headers: { "Content-Type": "multipart/form-data; boundary=zzz" } });
    expect(answer).toEqual({ status: 400, location: null, body: { status: "error", error: { "": ["forms.errors.badRequest"] } } });
    expect(await countRows(context.db, "lead")).toBe(0);
  });

  it("a body past 64 KB, even without a Content-Length (sent in chunks): 413 once its rest is read and dropped; of another type: 400; nothing stored", async () => {
    // A valid request padded with a field no schema reads: only the size can refuse it.
    const big = new TextEncoder().encode(
      new URLSearchParams({ ...VISITOR, formToken: tokenFrom(10), padding: "x".repeat(200_000) }).toString(),
    );
    let sent = 0;
    const chunked = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= big.length) return controller.close();
        controller.enqueue(big.slice(sent, sent + 8192));
        sent += 8192;
      },
    });
    const request = new Request("https://www.example.be/fr/contact/", {
      method: "POST",
      body: chunked,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      duplex: "half",
    } as RequestInit);
    expect(request.headers.get("Content-Length")).toBeNull();
    const refused = await submitForm({
      request,
      context: context as unknown as AppContext,
      form: "site-contact",
      lang: "fr",
      schema: siteContactSchema(),
    }).then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(refused).toBeInstanceOf(Response);
    expect((refused as Response).status).toBe(413);
    expect((refused as Response).headers.get("Connection")).toBe("close");
    // Read to its end: the sender is never cut off while it sends.
    expect(sent).toBeGreaterThanOrEqual(big.length);
    const json = await post(
      {},
      { body: JSON.stringify({ ...VISITOR, formToken: tokenFrom(10) }), headers: { "Content-Type": "application/json" } },
    );
    expect(json.status).toBe(400);
    expect(await countRows(context.db, "lead")).toBe(0);
  });

  it("mistakes: 400 with each field's message and the visitor's input", async () => {
    const answer = await post({ ...VISITOR, email: "anne@", lastName: "", formToken: tokenFrom(10) });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      status: "error",
      error: { email: ["forms.errors.emailInvalid"], lastName: ["forms.errors.lastNameRequired"] },
      initialValue: { firstName: "Anne", email: "anne@", phone: "0477123456" },
    });
    expect(await countRows(context.db, "lead")).toBe(0);
  });

  it("a `from` path of this site is kept for the thank-you page's link back; another host's is not", async () => {
    const from = "/fr/a-vendre/namur/maison/4200411/";
    expect(await post({ ...VISITOR, formToken: tokenFrom(10), from })).toMatchObject({
      location: `/fr/merci/contact/?from=${encodeURIComponent(from)}`,
    });
    expect(await post({ ...VISITOR, formToken: tokenFrom(10), from: "//evil.example/fr/" })).toMatchObject({
      location: "/fr/merci/contact/?from=%2Ffr%2Fcontact%2F",
    });
  });
});
