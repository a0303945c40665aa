/**
 * How e-mail leaves (issue 7 §4): without SMTP_URL each message is a readable .eml file in
 * MAIL_DIR; with SMTP_URL it reaches a real SMTP server (smtp-server); with the server down the
 * send fails, the outbox keeps the row, and the message arrives once the server is back.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { enqueueEmails, startOutboxWorker } from "../../app/mail/outbox.server";
import { createMailTransport, type OutgoingEmail } from "../../app/mail/transport.server";
import { makeLeadContext, outboxMessages } from "./leads-fixture";

const LEAD_MAIL: OutgoingEmail & { messageId: string } = {
  kind: "lead-agency",
  from: '"Immo Meuse & Sambre" <info@immo-meuse-sambre.be>',
  to: "info@immo-meuse-sambre.be",
  replyTo: '"Madame Anne Dupont" <anne.dupont@example.com>',
  subject: "Demande d'information de Madame Anne Dupont (réf. 4000002)",
  text: "Un visiteur a envoyé ceci depuis le site.\nRemarque: À visiter, s'il vous plaît !",
  messageId: "<outbox-7@test.local>",
};

const ALERT_MAIL: OutgoingEmail & { messageId: string } = {
  kind: "demand-alert",
  from: '"Immo Meuse & Sambre" <info@immo-meuse-sambre.be>',
  to: "jan@example.be",
  subject: "1 nieuw pand past bij uw zoekopdracht – Immo Meuse & Sambre",
  text: "Nieuwe panden",
  headers: {
    "List-Unsubscribe": "<https://www.example.be/nl/inschrijving/?token=d-1-nl.abc>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
  messageId: "<outbox-8@test.local>",
};

/** The header block of a raw message, folded lines joined. */
function headerBlock(raw: string): string {
  return raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
}

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "mail-test-"));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe("without SMTP_URL", () => {
  it("writes each message to MAIL_DIR as one readable .eml file", async () => {
    const mailDir = path.join(dir, "var", "mail");
    const transport = createMailTransport({ MAIL_DIR: mailDir });
    expect(transport.describe()).toBe(`files in ${mailDir}/ (SMTP_URL is not set)`);
    await transport.send(LEAD_MAIL);
    await transport.send(ALERT_MAIL);
    transport.close();

    const files = (await readdir(mailDir)).sort();
    expect(files).toHaveLength(2);
    expect(files.every((file) => file.endsWith(".eml"))).toBe(true);
    expect(files.find((file) => file.includes("lead-agency"))).toBeDefined();

    const byKind = async (kind: string) =>
      readFile(
        path.join(
          mailDir,
          files.find((file) => file.includes(kind))!,
        ),
        "utf8",
      );
    const lead = await simpleParser(await byKind("lead-agency"));
    expect(lead.subject).toBe("Demande d'information de Madame Anne Dupont (réf. 4000002)");
    expect(lead.replyTo?.text).toBe('"Madame Anne Dupont" <anne.dupont@example.com>');
    expect(lead.to && "text" in lead.to ? lead.to.text : "").toBe("info@immo-meuse-sambre.be");
    expect(lead.text).toContain("Remarque: À visiter, s'il vous plaît !");
    expect(lead.messageId).toBe("<outbox-7@test.local>");

    const alertRaw = await byKind("demand-alert");
    const headers = headerBlock(alertRaw);
    expect(headers).toContain("List-Unsubscribe: <https://www.example.be/nl/inschrijving/?token=d-1-nl.abc>");
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect((await simpleParser(alertRaw)).subject).toBe("1 nieuw pand past bij uw zoekopdracht – Immo Meuse & Sambre");
  });
});

type Received = { envelopeTo: string[]; raw: string };

async function startSmtp(port = 0): Promise<{ server: SMTPServer; port: number; received: Received[] }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        received.push({ envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString("utf8") });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = (server as unknown as { server: net.Server }).server.address() as net.AddressInfo;
  return { server, port: address.port, received };
}

const stopSmtp = (server: SMTPServer) => new Promise<void>((resolve) => server.close(() => resolve()));

/** A port nothing listens on (taken, then given back). */
async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", () => resolve()));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

describe("with SMTP_URL", () => {
  it("delivers the message to the SMTP server, and writes no file", async () => {
    const smtp = await startSmtp();
    const transport = createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_DIR: dir });
    try {
      await transport.send(LEAD_MAIL);
    } finally {
      transport.close();
      await stopSmtp(smtp.server);
    }
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]!.envelopeTo).toEqual(["info@immo-meuse-sambre.be"]);
    const mail = await simpleParser(smtp.received[0]!.raw);
    expect(mail.subject).toBe("Demande d'information de Madame Anne Dupont (réf. 4000002)");
    expect(mail.replyTo?.text).toBe('"Madame Anne Dupont" <anne.dupont@example.com>');
    expect(mail.from?.text).toBe('"Immo Meuse & Sambre" <info@immo-meuse-sambre.be>');
    expect(mail.text).toContain("À visiter");
    expect(await readdir(dir)).toEqual([]);
  });

  it("keeps the password out of its description", () => {
    const transport = createMailTransport({ SMTP_URL: "smtps://agency:s3cret@smtp.example.be:465", MAIL_DIR: dir });
    expect(transport.describe()).toBe("SMTP smtps://***@smtp.example.be:465");
    transport.close();
  });

  it("rejects when the server is down; the outbox keeps the row and delivers it once the server is back", async () => {
    const port = await closedPort();
    const transport = createMailTransport({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_DIR: dir });
    await expect(transport.send(LEAD_MAIL)).rejects.toThrow(/ECONNREFUSED/);

    const c = await makeLeadContext("sqlite");
    const worker = startOutboxWorker({ db: c.db, transport, logger: c.logger, pollMs: 3_600_000, retryBaseMs: 1 });
    let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
    try {
      const { messageId: _, ...email } = LEAD_MAIL;
      await enqueueEmails(c.db, null, [email]);
      expect(await worker.runOnce()).toBe(0);
      let [row] = await outboxMessages(c.db);
      expect(row).toMatchObject({ attempts: 1, sent_at: null });
      expect(row!.last_error).toMatch(/ECONNREFUSED/);

      smtp = await startSmtp(port);
      await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await worker.runOnce()).toBe(1);
      expect(await worker.runOnce()).toBe(0);
      expect(smtp.received).toHaveLength(1);
      expect((await simpleParser(smtp.received[0]!.raw)).subject).toBe("Demande d'information de Madame Anne Dupont (réf. 4000002)");
      [row] = await outboxMessages(c.db);
      expect(row).toMatchObject({ attempts: 2, last_error: null });
      expect(row!.sent_at).not.toBeNull();
    } finally {
      await worker.stop();
      transport.close();
      if (smtp) await stopSmtp(smtp.server);
      await c.close();
    }
  });
});
