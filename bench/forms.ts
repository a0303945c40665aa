/**
 * Form posts per second with no request lost, and the outbox's delivery rate to a local SMTP server.
 *   npm run build && npm run bench:forms                         # SQLite, 10 s, 20 connections
 *   npm run bench:forms -- --database postgres --duration 20     # PostgreSQL (TEST_DATABASE_URL or the local test database)
 *
 * The contact form of /fr/contact/ is posted by autocannon, each post with its own signed token
 * (the server's SESSION_SECRET is set here), so every post is a new lead. Then: the 303 answers are
 * counted against the leads in the database (none may be missing), and the time until the SMTP
 * sink (smtp-server, in this process) has every agency copy and confirmation gives the delivery rate.
 * The server, the load and the sink share the machine's cores: compare figures of one run.
 */
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { SMTPServer } from "smtp-server";
import { closeDatabase, createDatabase } from "~/db/db.server";
import { createFormToken } from "~/forms/token.server";
import { startBenchServer } from "./server";

const { values } = parseArgs({
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    port: { type: "string", default: "3198" },
    "smtp-port": { type: "string", default: "3197" },
    database: { type: "string", default: "sqlite" },
  },
});
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;
const secret = "bench-forms-secret-0123456789abcdefghijkl";
const postgres = values.database === "postgres";

async function databaseUrl(): Promise<string> {
  if (!postgres) {
    rmSync("var/bench-forms", { recursive: true, force: true });
    return "file:var/bench-forms/site.db";
  }
  const base = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  await client.query("drop schema if exists bench_forms cascade");
  await client.query("create schema bench_forms");
  await client.end();
  return `${base}?options=${encodeURIComponent("-c search_path=bench_forms")}`;
}

let delivered = 0;
let lastDeliveryAt = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, _session, callback) {
    stream.on("data", () => {});
    stream.on("end", () => {
      delivered += 1;
      lastDeliveryAt = performance.now();
      callback();
    });
  },
});
await new Promise<void>((resolve) => sink.listen(Number(values["smtp-port"]), "127.0.0.1", () => resolve()));

const url = await databaseUrl();
const server = await startBenchServer(port, {
  DATABASE_URL: url,
  SESSION_SECRET: secret,
  SMTP_URL: `smtp://127.0.0.1:${values["smtp-port"]}`,
  FORM_RATE_LIMIT_PER_MINUTE: "0",
  FORM_MIN_FILL_SECONDS: "0",
  MAIL_DIR: "var/bench-forms/mail",
});

let posts = 0;
const body = () => {
  posts += 1;
  return new URLSearchParams({
    title: "ms",
    firstName: "Anne",
    lastName: "Dupont",
    email: `bench${posts}@example.be`,
    phone: "0470123456",
    remark: "Bonjour, je souhaite être recontactée.",
    formToken: createFormToken(secret, Date.now() - 60_000),
  }).toString();
};

try {
  const started = performance.now();
  const result = await autocannon({
    url: `${origin}/fr/contact/`,
    connections: Number(values.connections),
    duration: Number(values.duration),
    requests: [
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        setupRequest: (request) => ({ ...request, body: body() }),
      },
    ],
  });
  const accepted = result["3xx"];
  // autocannon stops counting answers when the time is up; the posts still under way finish on the server.
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const db = createDatabase(url);
  const leads = Number(
    (
      await db
        .selectFrom("lead")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  await closeDatabase(db);
  // Every lead has two e-mails: the agency's copy and the visitor's confirmation.
  const expected = leads * 2;
  const deadline = performance.now() + 120_000;
  while (delivered < expected && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  const seconds = (lastDeliveryAt - started) / 1000;

  console.log(`node ${process.version}, ${postgres ? "PostgreSQL" : "SQLite"}, ${values.connections} connections, ${values.duration} s\n`);
  console.log(`form posts/s        ${result.requests.average.toFixed(0)} (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms)`);
  console.log(
    `posts sent          ${posts}   answered 303: ${accepted}   other answers ${result.non2xx - accepted}   errors ${result.errors}`,
  );
  // autocannon stops counting answers when the time is up: a post still under way then is stored but not counted.
  const lost = accepted - leads;
  console.log(
    `leads stored        ${leads}   ${lost <= 0 && leads <= posts ? "none lost" : `LOST: ${lost} posts answered 303 without a lead`}`,
  );
  console.log(
    `e-mails delivered   ${delivered} of ${expected} in ${seconds.toFixed(1)} s since the load began: ${(delivered / seconds).toFixed(0)} e-mails/s`,
  );
  if (lost > 0 || delivered !== expected) process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
  sink.close();
}
