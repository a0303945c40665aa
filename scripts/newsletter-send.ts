/**
 * Queue a newsletter for the confirmed subscribers of one language.
 *
 *   npm run newsletter:send -- --language fr --subject "Nos nouveautés de décembre" FILE.txt
 *
 * FILE.txt is the plain-text body. Each subscriber's copy ends with their own one-click
 * unsubscribe link (also in the List-Unsubscribe headers). The e-mails go into the outbox of the
 * database DATABASE_URL names; a running server sends them (or writes them to var/mail/ when
 * SMTP_URL is not set).
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import pino from "pino";
import { closeDatabase, createDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { ConfigurationError, getEnv } from "~/env.server";
import { isLanguage } from "~/i18n/languages";
import { queueNewsletter } from "~/leads/newsletter.server";
import { loadSite } from "~/site/site.server";

const USAGE = 'Usage: npm run newsletter:send -- --language fr|nl|en|de --subject "Subject" FILE.txt';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    args: process.argv.slice(2).filter((arg) => arg !== "--"),
    allowPositionals: true,
    options: { language: { type: "string" }, subject: { type: "string" } },
  });
  const [file] = positionals;
  if (!file || !values.subject?.trim() || !isLanguage(values.language)) {
    console.error(USAGE);
    return 2;
  }
  let env;
  try {
    env = getEnv();
  } catch (error) {
    console.error(error instanceof ConfigurationError ? error.message : String(error));
    return 1;
  }
  const text = await readFile(file, "utf8").catch(() => null);
  if (text === null || text.trim() === "") {
    console.error(`${file}: not found or empty`);
    return 1;
  }
  const db = createDatabase(env.DATABASE_URL, { logger: pino({ level: "silent" }) });
  try {
    await migrateToLatest(db);
    const origin = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    const count = await queueNewsletter(
      { db, env, site: loadSite() },
      { language: values.language, subject: values.subject.trim(), text },
      origin,
    );
    console.log(`Queued "${values.subject.trim()}" for ${count} confirmed ${values.language} subscriber(s); the server's outbox sends it.`);
    return 0;
  } finally {
    await closeDatabase(db);
  }
}

process.exitCode = await main();
