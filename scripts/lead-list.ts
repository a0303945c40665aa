/**
 * The agency's newest requests, newest first, or (--suspect) those held as probably automated: sent
 * sooner after their form opened than FORM_MIN_FILL_SECONDS and not sent again by the visitor, kept
 * out of the agency's inbox until released (ADR 031).
 *
 *   npm run lead:list                    the 20 newest leads in the inbox
 *   npm run lead:list -- --suspect       the held ones; release one with npm run lead:release -- ID
 *   npm run lead:list -- --limit 100
 *
 * DATABASE_URL selects the database.
 */
import { parseArgs } from "node:util";
import { formatBelgianDateTime } from "~/belgium/format";
import { closeDatabase } from "~/db/db.server";
import { listLeads, type LeadListRow } from "~/leads/history.server";
import { openCommandDatabase } from "./command-database";
import { printable } from "./printable";

const USAGE = "Usage: npm run lead:list [-- --suspect] [--limit N]";

/** One lead in two lines: when, what, who, about what; then the visitor's words, if any. */
function describe(lead: LeadListRow): string {
  const about =
    lead.listingId !== null ? `property ${lead.listingId}` : lead.projectId !== null ? `project ${lead.projectId}` : lead.sourcePath;
  const who = printable(lead.name ? `${lead.name} <${lead.email}>` : lead.email);
  const state = lead.heldAt !== null ? "held" : lead.status;
  const line = `#${lead.id}  ${formatBelgianDateTime(lead.createdAt)}  ${lead.form} (${lead.language})  ${who}  ${about}  ${state}`;
  const words = printable(lead.comment).replace(/\s+/g, " ").trim();
  return words ? `${line}\n      “${words.length > 100 ? `${words.slice(0, 99)}…` : words}”` : line;
}

async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv.filter((arg) => arg !== "--"),
      options: { suspect: { type: "boolean", default: false }, limit: { type: "string", default: "20" } },
    }));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}. ${USAGE}`);
    return 1;
  }
  if (!/^[1-9]\d{0,4}$/.test(values.limit)) {
    console.error(`"${values.limit}" is not a number of leads (1 to 99999). ${USAGE}`);
    return 1;
  }
  const db = await openCommandDatabase();
  if (db === null) return 1;
  try {
    const leads = await listLeads(db, { held: values.suspect, limit: Number(values.limit) });
    if (values.suspect) {
      if (leads.length === 0) {
        console.log("No held leads.");
        return 0;
      }
      console.log(`${leads.length} held lead(s), sent too fast to be sure a person sent them; their e-mails wait.`);
      console.log("Release one into the inbox (its e-mails go out) with: npm run lead:release -- ID");
    } else if (leads.length === 0) {
      console.log("No leads yet.");
      return 0;
    }
    for (const lead of leads) console.log(describe(lead));
    return 0;
  } finally {
    await closeDatabase(db);
  }
}

process.exitCode = await main(process.argv.slice(2));
