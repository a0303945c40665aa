/**
 * Record where the agency's requests stand (new, in-progress, confirmed, closed), or apply a
 * JSON file exported from its CRM (status updates, and requests that came through other channels
 * such as Immoweb, imported with their source's name). The owner portal shows both.
 *
 *   npm run lead:status -- 12 confirmed
 *   npm run lead:status -- --file updates.json
 *
 * A file is applied all or nothing: any problem (invalid JSON, unknown lead id, a property the
 * catalogue does not hold …) is reported, one line each, and nothing changes (exit code 1).
 * Applying the same file again changes nothing. DATABASE_URL selects the database.
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { closeDatabase } from "~/db/db.server";
import { importLeadUpdates, setLeadStatus } from "~/leads/history.server";
import { LEAD_STATUSES, parseLeadStatus, type LeadStatus } from "~/leads/status";
import { openCommandDatabase } from "./command-database";

const USAGE = "npm run lead:status -- 12 confirmed, or npm run lead:status -- --file updates.json";

/** What to do, or the one-line reason the arguments are refused. */
type Command = { kind: "one"; leadId: number; status: LeadStatus } | { kind: "file"; file: string } | { error: string };

function commandOf(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({ args: argv.filter((arg) => arg !== "--"), allowPositionals: true, options: { file: { type: "string" } } });
  } catch (error) {
    return { error: `${error instanceof Error ? error.message : String(error)}. ${USAGE}` };
  }
  const { values, positionals } = parsed;
  if (values.file !== undefined) {
    return positionals.length === 0 && values.file.trim()
      ? { kind: "file", file: values.file }
      : { error: `Give either a file or a lead id and a status: ${USAGE}` };
  }
  if (positionals.length !== 2) return { error: `Give a lead id and a status, or a file: ${USAGE}` };
  const [id, statusText] = positionals as [string, string];
  if (!/^[1-9]\d{0,9}$/.test(id)) return { error: `"${id}" is not a lead id (a number, e.g. 12)` };
  const status = parseLeadStatus(statusText);
  if (!status) return { error: `"${statusText}" is not a status: use ${LEAD_STATUSES.join(", ")}` };
  return { kind: "one", leadId: Number(id), status };
}

async function main(argv: string[]): Promise<number> {
  const command = commandOf(argv);
  if ("error" in command) {
    console.error(command.error);
    return 1;
  }

  let json: unknown;
  if (command.kind === "file") {
    const text = await readFile(command.file, "utf8").catch(() => null);
    if (text === null) {
      console.error(`${command.file}: not found or not readable`);
      return 1;
    }
    try {
      json = JSON.parse(text);
    } catch (error) {
      console.error(`${command.file} is not valid JSON (${error instanceof Error ? error.message : String(error)}); nothing was changed.`);
      return 1;
    }
  }

  const db = await openCommandDatabase();
  if (db === null) return 1;
  try {
    if (command.kind === "one") {
      if (!(await setLeadStatus(db, command.leadId, command.status))) {
        console.error(`No lead with id ${command.leadId}; nothing was changed.`);
        return 1;
      }
      console.log(`Lead ${command.leadId} is now ${command.status}.`);
      return 0;
    }
    const result = await importLeadUpdates(db, json);
    if (!result.ok) {
      console.error(`Refused ${command.file}: ${result.errors.length} problem(s); nothing was changed.`);
      for (const message of result.errors) console.error(`  ${message}`);
      return 1;
    }
    const { updated, imported, unchanged } = result.counts;
    console.log(`Applied ${command.file}: ${updated} updated, ${imported} imported, ${unchanged} unchanged.`);
    return 0;
  } finally {
    await closeDatabase(db);
  }
}

process.exitCode = await main(process.argv.slice(2));
