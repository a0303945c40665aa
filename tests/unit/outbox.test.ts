/**
 * The outbox worker (issue 7 §4): each due e-mail is sent once and marked sent; a failure stays in
 * the row (attempts, last_error) and is retried later, each wait twice the one before; with two
 * app instances on one PostgreSQL database every e-mail is sent exactly once.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { submitLead } from "../../app/leads/store.server";
import { enqueueEmails, retryDelay, startOutboxWorker, type OutboxWorker } from "../../app/mail/outbox.server";
import type { MailTransport, OutgoingEmail } from "../../app/mail/transport.server";
import { KINDS, makeLeadContext, ORIGIN, outboxMessages, postgresReachable, submission, type LeadTestContext } from "./leads-fixture";

type Sent = OutgoingEmail & { messageId: string };

/** A transport that records what it sends; `failWith` makes every send throw until cleared. */
function fakeTransport(delayMs = 0) {
  const sent: Sent[] = [];
  const transport: MailTransport & { sent: Sent[]; failWith: string | null; tries: number } = {
    sent,
    failWith: null,
    tries: 0,
    async send(message) {
      transport.tries += 1;
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (transport.failWith) throw new Error(transport.failWith);
      sent.push(message);
    },
    describe: () => "fake",
    close() {},
  };
  return transport;
}

function email(n: number): OutgoingEmail {
  return { kind: "lead-agency", from: "site@example.be", to: `agency${n}@example.be`, subject: `Mail ${n}`, text: `Body ${n}` };
}

describe("retryDelay", () => {
  it("doubles from the base after each failure, up to the maximum", () => {
    expect([1, 2, 3, 4, 5].map((attempts) => retryDelay(attempts, 5000, 3_600_000))).toEqual([5000, 10_000, 20_000, 40_000, 80_000]);
    expect(retryDelay(20, 5000, 3_600_000)).toBe(3_600_000);
  });
});

describe.each(KINDS)("outbox worker on %s", (kind) => {
  let c: LeadTestContext;
  const workers: OutboxWorker[] = [];
  beforeEach(async () => {
    c = await makeLeadContext(kind);
  });
  afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    await c.close();
  });

  function worker(transport: MailTransport, options: { db?: LeadTestContext["db"]; retryBaseMs?: number; batchSize?: number } = {}) {
    const started = startOutboxWorker({ db: c.db, transport, logger: c.logger, pollMs: 3_600_000, ...options });
    workers.push(started);
    return started;
  }

  it("sends a lead's e-mails once each and marks them sent", async () => {
    await submitLead(c, submission("contact-me", { language: "nl" }), ORIGIN);
    const transport = fakeTransport();
    const outbox = worker(transport);

    expect(await outbox.runOnce()).toBe(2);
    expect(transport.sent.map((mail) => [mail.kind, mail.to, mail.replyTo, mail.subject])).toEqual([
      [
        "lead-agency",
        "info@immo-meuse-sambre.be",
        '"Madame Anne Dupont" <anne.dupont@example.com>',
        "Demande d'information de Madame Anne Dupont (réf. 4000002)",
      ],
      [
        "lead-confirmation",
        "anne.dupont@example.com",
        "info@immo-meuse-sambre.be",
        "We hebben uw aanvraag goed ontvangen – Immo Meuse & Sambre",
      ],
    ]);
    const rows = await outboxMessages(c.db);
    expect(rows.map((row) => [row.attempts, row.last_error, row.claimed_until])).toEqual([
      [1, null, null],
      [1, null, null],
    ]);
    expect(rows.every((row) => typeof row.sent_at === "string" && !Number.isNaN(Date.parse(row.sent_at)))).toBe(true);
    // Each message carries the same Message-ID on every attempt: its row's id.
    expect(transport.sent.map((mail) => mail.messageId.replace(/@.*/, ""))).toEqual(rows.map((row) => `<outbox-${row.id}`));

    expect(await outbox.runOnce()).toBe(0);
    expect(transport.sent).toHaveLength(2);
  });

  it("leaves rows that are not due yet, or leased by another worker, for later", async () => {
    await enqueueEmails(c.db, null, [email(1), email(2), email(3)]);
    const [first, second] = await outboxMessages(c.db);
    await c.db
      .updateTable("outbox")
      .set({ next_attempt_at: Date.now() + 60_000 })
      .where("id", "=", first!.id)
      .execute();
    await c.db
      .updateTable("outbox")
      .set({ claimed_until: Date.now() + 60_000 })
      .where("id", "=", second!.id)
      .execute();
    const transport = fakeTransport();
    expect(await worker(transport).runOnce()).toBe(1);
    expect(transport.sent.map((mail) => mail.subject)).toEqual(["Mail 3"]);

    // A lease that ran out (its worker died) is taken over.
    await c.db
      .updateTable("outbox")
      .set({ claimed_until: Date.now() - 1 })
      .where("id", "=", second!.id)
      .execute();
    expect(await workers[0]!.runOnce()).toBe(1);
    expect(transport.sent.map((mail) => mail.subject)).toEqual(["Mail 3", "Mail 2"]);
  });

  it("does not retry a message the SMTP server refuses for good (5xx), and keeps why", async () => {
    await enqueueEmails(c.db, null, [email(1)]);
    const refusing: MailTransport = {
      async send() {
        throw Object.assign(new Error("550 5.1.1 <agency1@example.be>: Recipient address rejected"), { responseCode: 550 });
      },
      describe: () => "refusing",
      close() {},
    };
    const outbox = worker(refusing, { retryBaseMs: 1 });
    expect(await outbox.runOnce()).toBe(0);
    const [row] = await outboxMessages(c.db);
    expect(row).toMatchObject({ attempts: 1, sent_at: null, last_error: "550 5.1.1 <agency1@example.be>: Recipient address rejected" });
    expect(typeof row!.failed_at).toBe("string");
    // Due again by its schedule, yet never tried again.
    await c.db.updateTable("outbox").set({ next_attempt_at: 0 }).execute();
    const transport = fakeTransport();
    expect(await worker(transport).runOnce()).toBe(0);
    expect(transport.tries).toBe(0);
  });

  it("keeps a failure in the row, retries after a doubling wait, then sends it exactly once", async () => {
    await enqueueEmails(c.db, null, [email(1)]);
    const transport = fakeTransport();
    transport.failWith = "connect ECONNREFUSED 127.0.0.1:2525";
    const outbox = worker(transport, { retryBaseMs: 1000 });

    let before = Date.now();
    expect(await outbox.runOnce()).toBe(0);
    let [row] = await outboxMessages(c.db);
    expect(row).toMatchObject({ attempts: 1, last_error: "connect ECONNREFUSED 127.0.0.1:2525", sent_at: null, claimed_until: null });
    expect(row!.next_attempt_at).toBeGreaterThanOrEqual(before + 1000);
    expect(row!.next_attempt_at).toBeLessThanOrEqual(Date.now() + 1000);

    // Not due yet: nothing is tried.
    expect(await outbox.runOnce()).toBe(0);
    expect(transport.tries).toBe(1);

    // Due again, still failing: the wait doubles.
    await c.db.updateTable("outbox").set({ next_attempt_at: 0 }).execute();
    before = Date.now();
    expect(await outbox.runOnce()).toBe(0);
    [row] = await outboxMessages(c.db);
    expect(row).toMatchObject({ attempts: 2, sent_at: null });
    expect(row!.next_attempt_at).toBeGreaterThanOrEqual(before + 2000);
    expect(row!.next_attempt_at).toBeLessThanOrEqual(Date.now() + 2000);

    // The server is back.
    transport.failWith = null;
    await c.db.updateTable("outbox").set({ next_attempt_at: 0 }).execute();
    expect(await outbox.runOnce()).toBe(1);
    expect(await outbox.runOnce()).toBe(0);
    expect(transport.sent.map((mail) => mail.subject)).toEqual(["Mail 1"]);
    [row] = await outboxMessages(c.db);
    expect(row).toMatchObject({ attempts: 3, last_error: null });
    expect(row!.sent_at).not.toBeNull();
  });

  it("retries on its own after a short wait (retryBaseMs)", async () => {
    await enqueueEmails(c.db, null, [email(1), email(2)]);
    const transport = fakeTransport();
    transport.failWith = "421 try later";
    const outbox = worker(transport, { retryBaseMs: 20 });
    expect(await outbox.runOnce()).toBe(0);
    transport.failWith = null;
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(await outbox.runOnce()).toBe(2);
    expect(transport.sent.map((mail) => mail.subject).sort()).toEqual(["Mail 1", "Mail 2"]);
  });

  it("sends more rows than one batch in one pass", async () => {
    await enqueueEmails(
      c.db,
      null,
      Array.from({ length: 7 }, (_, i) => email(i)),
    );
    const transport = fakeTransport();
    expect(await worker(transport, { batchSize: 3 }).runOnce()).toBe(7);
    expect(new Set(transport.sent.map((mail) => mail.subject)).size).toBe(7);
  });

  it("still sends when its chores fail", async () => {
    await enqueueEmails(c.db, null, [email(1)]);
    const transport = fakeTransport();
    const outbox = startOutboxWorker({
      db: c.db,
      transport,
      logger: c.logger,
      pollMs: 3_600_000,
      chores: () => Promise.reject(new Error("chore broke")),
    });
    workers.push(outbox);
    expect(await outbox.runOnce()).toBe(1);
  });
});

describe.each(KINDS)("a worker slower than its lease on %s", (kind) => {
  let c: LeadTestContext;
  beforeEach(async () => {
    c = await makeLeadContext(kind);
  });
  afterEach(async () => {
    await c.close();
  });

  it("does not send a row another worker took over after the lease ran out", async () => {
    const all = Array.from({ length: 10 }, (_, i) => email(i));
    await enqueueEmails(c.db, null, all);
    // A slow SMTP server, one message at a time: 60 ms each, a 300 ms lease, 10 rows claimed at once.
    // The first worker reaches its seventh row after its lease ran out, and the second takes the rest
    // over at 330 ms; a row is renewed just before it is sent, which takes far less than the lease,
    // even on a busy machine.
    const slow = fakeTransport(60);
    const other = fakeTransport();
    const options = { logger: c.logger, pollMs: 3_600_000, leaseMs: 300, batchSize: 10, concurrency: 1 };
    const first = startOutboxWorker({ ...options, db: c.db, transport: slow });
    const second = startOutboxWorker({ ...options, db: kind === "postgres" ? c.another() : c.db, transport: other });
    try {
      const firstPass = first.runOnce();
      await new Promise((resolve) => setTimeout(resolve, 330));
      await Promise.all([firstPass, second.runOnce()]);
    } finally {
      await first.stop();
      await second.stop();
    }
    expect(other.sent.length, "rows the second worker took over").toBeGreaterThan(0);
    const subjects = [...slow.sent, ...other.sent].map((mail) => mail.subject);
    expect(subjects.sort()).toEqual(all.map((mail) => mail.subject).sort());
  });
});

describe.skipIf(!postgresReachable)("two outbox workers on one PostgreSQL database", () => {
  let c: LeadTestContext;
  beforeEach(async () => {
    c = await makeLeadContext("postgres");
  });
  afterEach(async () => {
    await c.close();
  });

  it("send each of 50 e-mails exactly once between them", async () => {
    await enqueueEmails(
      c.db,
      null,
      Array.from({ length: 50 }, (_, i) => email(i)),
    );
    // Two instances (their own connection pools), each with two workers, as after a restart overlap.
    const instances = [c.db, c.another()];
    await Promise.all(instances.flatMap((db) => [0, 1, 2].map(() => db.selectFrom("outbox").select("id").execute())));
    const transports = [fakeTransport(1), fakeTransport(1), fakeTransport(1), fakeTransport(1)];
    const workers = transports.map((transport, i) =>
      startOutboxWorker({ db: instances[i % 2]!, transport, logger: c.logger, pollMs: 3_600_000, batchSize: 3 }),
    );
    try {
      // All pass at the same time, several times over, as servers polling would.
      for (let round = 0; round < 3; round++) await Promise.all(workers.map((worker) => worker.runOnce()));
    } finally {
      for (const worker of workers) await worker.stop();
    }
    const subjects = transports.flatMap((transport) => transport.sent.map((mail) => mail.subject));
    expect(subjects).toHaveLength(50);
    expect(new Set(subjects).size).toBe(50);
    // Both instances did part of the work.
    expect(transports[0]!.sent.length + transports[2]!.sent.length).toBeGreaterThan(0);
    expect(transports[1]!.sent.length + transports[3]!.sent.length).toBeGreaterThan(0);
    const rows = await outboxMessages(c.db);
    expect(rows.filter((row) => row.sent_at === null)).toHaveLength(0);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });
});
