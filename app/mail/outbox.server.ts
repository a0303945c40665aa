/**
 * The outbox (ADR 016): e-mails are rows, written in the transaction that stores what caused them,
 * and a worker in each server process sends them. Rows are claimed with a lease, so that with
 * several instances on one PostgreSQL database each e-mail is sent by one of them
 * (`FOR UPDATE SKIP LOCKED`: an instance never waits for rows another is claiming). A failure is
 * kept in the row and the log, and the row is tried again later, each wait twice the one before.
 */
import { hostname } from "node:os";
import { sql, type Kysely, type Transaction } from "kysely";
import type { Logger } from "pino";
import { dialectOf, type DB } from "~/db/db.server";
import { MAIL_CONCURRENCY, type MailTransport, type OutgoingEmail } from "./transport.server";

/** Writes e-mails to the outbox inside the caller's transaction. */
export async function enqueueEmails(trx: Transaction<DB> | Kysely<DB>, leadId: number | null, emails: OutgoingEmail[]): Promise<void> {
  if (emails.length === 0) return;
  const now = Date.now();
  await trx
    .insertInto("outbox")
    .values(
      emails.map((email) => ({
        lead_id: leadId,
        kind: email.kind,
        recipient: email.to,
        message: JSON.stringify(email),
        next_attempt_at: now,
        created_at: new Date(now).toISOString(),
      })),
    )
    .execute();
}

export type OutboxOptions = {
  db: Kysely<DB>;
  transport: MailTransport;
  logger: Logger;
  /** How often to look for due rows when nothing wakes the worker (ms). */
  pollMs?: number;
  /** How long a claimed row stays with this worker before another may take it (ms). */
  leaseMs?: number;
  /** The first retry's wait; each later one doubles it, up to maxRetryMs. */
  retryBaseMs?: number;
  maxRetryMs?: number;
  /** Rows sent per claim. */
  batchSize?: number;
  /** Messages sent at the same time (the SMTP pool's connections). */
  concurrency?: number;
  /** Runs on every pass before sending (retention, demand alerts); its errors are logged, not thrown. */
  chores?: () => Promise<void>;
};

export type OutboxWorker = {
  /** Look for due rows now (after a lead was stored in this process). */
  wake(): void;
  /** One pass: claim due rows and send them; resolves with the number sent. For tests and benchmarks. */
  runOnce(): Promise<number>;
  /** Stops after the pass under way. */
  stop(): Promise<void>;
};

type ClaimedRow = { id: number; message: string; attempts: number; claimedUntil: number };

/** Wait before the next attempt after `attempts` failed ones. */
export function retryDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

export function startOutboxWorker(options: OutboxOptions): OutboxWorker {
  const { db, transport, logger } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 60_000;
  const retryBaseMs = options.retryBaseMs ?? 5000;
  const maxRetryMs = options.maxRetryMs ?? 60 * 60_000;
  const batchSize = options.batchSize ?? 20;
  const concurrency = options.concurrency ?? MAIL_CONCURRENCY;
  const postgres = dialectOf(db) === "postgres";
  const messageHost = hostname().replace(/[^\w.-]/g, "") || "localhost";

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let again = false;

  async function claim(): Promise<ClaimedRow[]> {
    const now = Date.now();
    const claimedUntil = now + leaseMs;
    const lockClause = postgres ? sql`for update skip locked` : sql``;
    const result = await sql<ClaimedRow>`
      update outbox set claimed_until = ${claimedUntil}
      where id in (
        select id from outbox
        where sent_at is null and failed_at is null and next_attempt_at <= ${now} and (claimed_until is null or claimed_until < ${now})
        order by next_attempt_at, id
        limit ${batchSize}
        ${lockClause}
      )
      returning id, message, attempts`.execute(db);
    return result.rows.map((row) => ({ ...row, id: Number(row.id), attempts: Number(row.attempts), claimedUntil }));
  }

  async function deliver(row: ClaimedRow): Promise<boolean> {
    const email = JSON.parse(row.message) as OutgoingEmail;
    // Renewed just before sending, and only while still ours: after slow sends earlier in the batch
    // the lease may have run out and another worker taken the row over.
    const lease = Date.now() + leaseMs;
    const renewed = await db
      .updateTable("outbox")
      .set({ claimed_until: lease })
      .where("id", "=", row.id)
      .where("claimed_until", "=", row.claimedUntil)
      .where("sent_at", "is", null)
      .executeTakeFirst();
    if (Number(renewed.numUpdatedRows) === 0) return false;
    try {
      // The same Message-ID on every attempt lets a mailbox drop a copy sent twice after a crash.
      await transport.send({ ...email, messageId: `<outbox-${row.id}@${messageHost}>` });
    } catch (error) {
      const attempts = row.attempts + 1;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      // 5xx: the server refuses this message for good (unknown recipient, rejected content); trying
      // again would only repeat the refusal. 4xx and network errors are passing: try again later.
      const code = (error as { responseCode?: unknown }).responseCode;
      const permanent = typeof code === "number" && code >= 500 && code < 600;
      const delay = retryDelay(attempts, retryBaseMs, maxRetryMs);
      await db
        .updateTable("outbox")
        .set({
          attempts,
          last_error: message,
          next_attempt_at: Date.now() + delay,
          claimed_until: null,
          failed_at: permanent ? new Date().toISOString() : null,
        })
        .where("id", "=", row.id)
        // Only while still ours: a worker past its lease must not release a row another one is sending.
        .where("claimed_until", "=", lease)
        .execute();
      if (permanent) {
        logger.error({ err: error, outboxId: row.id, kind: email.kind, attempts }, "e-mail refused by the SMTP server, not retried");
      } else {
        logger.warn({ err: error, outboxId: row.id, kind: email.kind, attempts, retryInMs: delay }, "e-mail not sent, will retry");
      }
      return false;
    }
    // Sent: recorded whatever became of the lease, so that no one sends it again.
    await db
      .updateTable("outbox")
      .set({ attempts: row.attempts + 1, sent_at: new Date().toISOString(), claimed_until: null, last_error: null })
      .where("id", "=", row.id)
      .execute();
    logger.info({ outboxId: row.id, kind: email.kind }, "e-mail sent");
    return true;
  }

  async function pass(): Promise<number> {
    if (options.chores) {
      await options.chores().catch((error: unknown) => logger.error({ err: error }, "outbox chores failed"));
    }
    let sent = 0;
    for (;;) {
      const rows = await claim();
      // A few at a time: the SMTP transport keeps a small pool of connections open.
      let next = 0;
      const lane = async () => {
        while (next < rows.length) if (await deliver(rows[next++]!)) sent += 1;
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, rows.length) }, lane));
      if (rows.length < batchSize || stopped) return sent;
    }
  }

  function runOnce(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = pass()
      .catch((error: unknown) => {
        logger.error({ err: error }, "outbox pass failed");
        return 0;
      })
      .finally(() => {
        running = undefined;
        if (again && !stopped) {
          again = false;
          void runOnce();
        }
      });
    return running;
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      void runOnce().finally(schedule);
    }, pollMs);
    timer.unref();
  }
  schedule();

  return {
    wake: () => void runOnce(),
    runOnce,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
