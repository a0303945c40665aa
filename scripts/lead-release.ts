/**
 * Release a lead held as probably automated (ADR 031; listed by `npm run lead:list -- --suspect`)
 * into the agency's inbox: its e-mails (the agency's copy, the visitor's confirmation) go into the
 * outbox, which a running server sends, as for any lead.
 *
 *   npm run lead:release -- 12
 *
 * The server's configuration applies (DATABASE_URL, AGENCY_EMAIL, MAIL_FROM, PUBLIC_URL for the
 * e-mails' links, SESSION_SECRET for a newsletter confirmation link). A lead that is not held, an
 * unknown id, or a visit whose time slot has filled meanwhile is refused with one line (exit code 1).
 */
import { parseArgs } from "node:util";
import pino from "pino";
import { createCatalogueCache } from "~/catalogue/store.server";
import { closeDatabase, createDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { ConfigurationError, getEnv } from "~/env.server";
import { releaseHeldLead } from "~/leads/store.server";
import { loadSite } from "~/site/site.server";

const USAGE = "Usage: npm run lead:release -- ID (the lead's id, as npm run lead:list -- --suspect shows it)";

const REASONS = {
  "appointments-full": "the visit's time slot is full meanwhile; contact the visitor to offer another one",
  "documents-already-requested": "this visitor already asked for this property's documents",
} as const;

async function main(argv: string[]): Promise<number> {
  let positionals;
  try {
    ({ positionals } = parseArgs({ args: argv.filter((arg) => arg !== "--"), allowPositionals: true, options: {} }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}. ${USAGE}`);
    return 1;
  }
  const [id] = positionals;
  if (positionals.length !== 1 || !/^[1-9]\d{0,9}$/.test(id ?? "")) {
    console.error(USAGE);
    return 1;
  }
  let env;
  try {
    env = getEnv();
  } catch (error) {
    console.error(error instanceof ConfigurationError ? error.message : String(error));
    return 1;
  }
  const logger = pino({ level: "silent" });
  const db = createDatabase(env.DATABASE_URL, { logger });
  try {
    await migrateToLatest(db);
    const origin = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    // No worker in this process: the running server's outbox finds the e-mails at its next pass.
    const outbox = { wake() {} };
    // The catalogue, for the e-mails to name the lead's property as the site shows it.
    const catalogue = createCatalogueCache(db, { logger });
    const result = await releaseHeldLead({ db, env, site: loadSite(), logger, outbox, catalogue }, Number(id), origin);
    switch (result.status) {
      case "released":
        console.log(`Lead ${result.leadId} released: its ${result.emails} e-mail(s) are in the outbox; the running server sends them.`);
        return 0;
      case "not-found":
        console.error(`No lead with id ${id}; nothing was changed.`);
        return 1;
      case "not-held":
        console.error(`Lead ${id} is not held (it is already in the inbox); nothing was changed.`);
        return 1;
      case "refused":
        console.error(`Lead ${id} not released: ${REASONS[result.reason]}.`);
        return 1;
    }
  } finally {
    await closeDatabase(db);
  }
}

process.exitCode = await main(process.argv.slice(2));
