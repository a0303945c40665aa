/**
 * How e-mail leaves: nodemailer over the agency's SMTP server (SMTP_URL), or, without one, each
 * message written to MAIL_DIR as an .eml file (nodemailer's stream transport gives the raw
 * message), so that a new install shows what it would send and sends nothing.
 */
import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Env } from "~/env.server";

/** How many e-mails a worker sends at once; the SMTP pool keeps as many connections. */
export const MAIL_CONCURRENCY = 4;

/** What the outbox stores for each e-mail (JSON in outbox.message). */
export type OutgoingEmail = {
  /** What it is, for the log and the owner portal: "lead-agency", "lead-confirmation", "friend", "newsletter-confirm", "demand-alert". */
  kind: string;
  from: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
};

export type MailTransport = {
  /** Sends one message; throws when the server refuses it or cannot be reached. */
  send(message: OutgoingEmail & { messageId: string }): Promise<void>;
  /** Where mail goes, for the start-up log line. */
  describe(): string;
  close(): void;
};

export function createMailTransport(env: Pick<Env, "SMTP_URL" | "MAIL_DIR">): MailTransport {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport({
      url: env.SMTP_URL,
      // Connections are kept open and reused: one per message the worker sends at once.
      pool: true,
      maxConnections: MAIL_CONCURRENCY,
      // A server that does not answer must not hold a claimed row past its lease (outbox.server.ts).
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    const safe = env.SMTP_URL.replace(/\/\/[^@/]*@/, "//***@");
    return {
      async send(message) {
        await transport.sendMail(toNodemailer(message));
      },
      describe: () => `SMTP ${safe}`,
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  const folder = path.resolve(env.MAIL_DIR);
  return {
    async send(message) {
      const info = await transport.sendMail(toNodemailer(message));
      await mkdir(folder, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, "-");
      const file = path.join(folder, `${stamp}-${message.kind}-${message.messageId.replace(/[^\w.-]/g, "")}.eml`);
      // Written under a temporary name first: a reader of the folder never sees half a message.
      const temporary = `${file}.${randomBytes(4).toString("hex")}.tmp`;
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, file);
    },
    describe: () => `files in ${env.MAIL_DIR}/ (SMTP_URL is not set)`,
    close: () => transport.close(),
  };
}

function toNodemailer(message: OutgoingEmail & { messageId: string }) {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    headers: message.headers,
    messageId: message.messageId,
  };
}
