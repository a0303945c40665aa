/**
 * Nothing a visitor sends is lost (issue 7 §4, §9): requests that come in while the agency's SMTP
 * server is down are stored, their e-mails wait in the outbox and go out once it is back, each
 * exactly once; the same with two app instances sharing one PostgreSQL database and its outbox.
 * The SMTP server is a real one (smtp-server) that the test starts and stops.
 */
import { expect, test } from "@playwright/test";
import { makePostgresDatabase } from "../unit/catalogue-store-fixture";
import { submitForm, VISITOR } from "./forms-http";
import { BASE_PORT, send, startServer, type TestServer } from "./harness";
import { SmtpSink } from "./smtp-sink";

test.describe.configure({ mode: "default" });

const CONTACT = { fr: "/fr/contact/", nl: "/nl/contact/" } as const;
const THANKS = { fr: "/fr/merci/contact/", nl: "/nl/bedankt/contact/" } as const;

const common = (sink: SmtpSink) => ({
  SMTP_URL: sink.url,
  MAIL_RETRY_SECONDS: "0.2",
  // A retry due is found within a tenth of a second.
  MAIL_POLL_SECONDS: "0.1",
  SESSION_SECRET: "outbox-test-secret-".padEnd(40, "x"),
  RATE_LIMIT_PER_MINUTE: "0",
  FORM_RATE_LIMIT_PER_MINUTE: "0",
  FORM_MIN_FILL_SECONDS: "0",
});

/** Posts the contact form as `email` and expects the thank-you redirect. */
async function contact(server: TestServer, lang: "fr" | "nl", email: string) {
  const { answer } = await submitForm(server.port, CONTACT[lang], { ...VISITOR, email });
  expect(answer.status, `POST from ${email}`).toBe(303);
  expect(answer.headers.location).toContain(THANKS[lang]);
}

/** Each lead's two e-mails arrived exactly once: the agency's copy (Reply-To the visitor) and the visitor's confirmation. */
function expectEachOnce(sink: SmtpSink, emails: string[]) {
  for (const email of emails) {
    expect(
      sink.messages.filter((mail) => mail.replyTo.includes(email)),
      `agency copy for ${email}`,
    ).toHaveLength(1);
    expect(sink.to(email), `confirmation to ${email}`).toHaveLength(1);
  }
  expect(sink.messages).toHaveLength(emails.length * 2);
}

test("requests that come in while SMTP is down are delivered once it is back, each exactly once", async () => {
  test.setTimeout(90_000);
  const sink = new SmtpSink(BASE_PORT + 20);
  const server = await startServer({ name: "outbox", port: BASE_PORT + 8, env: common(sink) });
  try {
    // The mail server is down (never started): every request is still accepted and stored.
    const emails = Array.from({ length: 8 }, (_, n) => `visitor${n}@example.be`);
    for (const [n, email] of emails.entries()) await contact(server, n % 2 === 0 ? "fr" : "nl", email);
    await expect.poll(() => server.logLines().some((line) => line.msg === "e-mail not sent, will retry")).toBe(true);

    await sink.start();
    await sink.waitFor(emails.length * 2, 30_000);
    // Stopped, the server sends nothing more: a duplicate would be in the sink by now.
    await server.stop();
    expectEachOnce(sink, emails);
    const dutch = sink.to("visitor1@example.be")[0]!;
    expect(dutch.subject).toContain("We hebben uw aanvraag goed ontvangen");
    expect(server.problems()).toEqual([]);
  } finally {
    await server.stop();
    await sink.stop();
  }
});

test("two instances on one PostgreSQL database share the outbox: every e-mail once, none lost", async () => {
  test.setTimeout(90_000);
  const database = await makePostgresDatabase();
  const sink = new SmtpSink(BASE_PORT + 21);
  const env = { ...common(sink), DATABASE_URL: database.url };
  const servers: TestServer[] = [];
  try {
    servers.push(await startServer({ name: "outbox-pg", port: BASE_PORT + 9, env }));
    servers.push(await startServer({ name: "outbox-pg", port: BASE_PORT + 10, env, keep: true }));
    const emails = Array.from({ length: 12 }, (_, n) => `pg${n}@example.be`);
    // Half while SMTP is down, half once it is up, alternating between the instances.
    for (const [n, email] of emails.entries()) {
      if (n === 6) await sink.start();
      await contact(servers[n % 2]!, "fr", email);
    }
    await sink.waitFor(emails.length * 2, 30_000);
    await Promise.all(servers.map((server) => server.stop()));
    expectEachOnce(sink, emails);
    expect(servers.flatMap((server) => server.problems())).toEqual([]);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await sink.stop();
    await database.drop();
  }
});

test("the same form posted twice (a double click, a reloaded POST) stores one request", async () => {
  test.setTimeout(60_000);
  const sink = new SmtpSink(BASE_PORT + 22);
  await sink.start();
  const server = await startServer({ name: "outbox-twice", port: BASE_PORT + 8, env: common(sink) });
  try {
    const first = await submitForm(server.port, CONTACT.fr, { ...VISITOR, email: "twice@example.be" });
    expect(first.answer.status).toBe(303);
    // The browser sends the very same body again.
    const again = await send(server.port, {
      method: "POST",
      path: first.action,
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: first.body,
    });
    expect(again.status).toBe(303);
    expect(again.headers.location).toBe(first.answer.headers.location);
    await sink.waitFor(2);
    await server.stop();
    expectEachOnce(sink, ["twice@example.be"]);
  } finally {
    await server.stop();
    await sink.stop();
  }
});
