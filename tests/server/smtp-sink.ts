/**
 * A real SMTP server for the tests (the `smtp-server` package): the app sends to it over SMTP
 * (SMTP_URL=smtp://127.0.0.1:PORT), and the test reads back every message, parsed with mailparser.
 * Stopping it is how a test makes the agency's mail server go down.
 */
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  from: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  messageId: string;
  headers: Map<string, unknown>;
  /** The header lines as sent ("List-Unsubscribe: <https://…>"), unfolded; mailparser's parsed map is lossy for List-*. */
  headerLines: string[];
};

export class SmtpSink {
  readonly messages: ReceivedMail[] = [];
  private server: SMTPServer | null = null;

  constructor(readonly port: number) {}

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const address = (value: unknown) => (value && typeof value === "object" && "text" in value ? String(value.text) : "");
            this.messages.push({
              from: address(mail.from),
              to: address(mail.to),
              replyTo: address(mail.replyTo),
              subject: mail.subject ?? "",
              text: mail.text ?? "",
              messageId: mail.messageId ?? "",
              headers: mail.headers,
              headerLines: mail.headerLines.map((header) => header.line.replace(/\r?\n(?=[ \t])/g, "")),
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Waits until `count` messages arrived in all (or `timeoutMs` passed) and returns them. */
  async waitFor(count: number, timeoutMs = 20_000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    return this.messages;
  }

  /** Messages sent to an address (the To header contains it). */
  to(address: string): ReceivedMail[] {
    return this.messages.filter((mail) => mail.to.includes(address));
  }
}
