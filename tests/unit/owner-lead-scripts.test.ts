/**
 * The agency's command-line tools as it runs them (issue 8 §2 and §5, issue 20 §9): `npm run
 * owner:create`, `npm run lead:status`, `npm run lead:list` and `npm run lead:release`, each a child
 * process on a temporary SQLite file; exit codes, what they print, and that a refusal changes nothing.
 *
 * The first run goes as `npm run` starts it (`node --import tsx`); the others run the scripts
 * bundled once (bundled-scripts.ts).
 */
import { execFile } from "node:child_process";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replaceCatalogue } from "../../app/catalogue/store.server";
import { closeDatabase, createDatabase, type Database } from "../../app/db/db.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { submitLead } from "../../app/leads/store.server";
import { asNpmRuns, bundleScripts } from "./bundled-scripts";
import { makeCatalogue, makeSqliteDatabase, type TestDatabase } from "./catalogue-store-fixture";
import { countRows, makeLeadContext, ORIGIN, outboxMessages, SECRET, submission, type LeadTestContext } from "./leads-fixture";

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "../..");

const SCRIPTS = ["owner-create", "lead-status", "lead-list", "lead-release"] as const;
type Script = (typeof SCRIPTS)[number];

let target: TestDatabase;
let db: Database;
let folder: string;
let bundles: Awaited<ReturnType<typeof bundleScripts>>;

beforeAll(async () => {
  bundles = await bundleScripts(SCRIPTS);
  target = makeSqliteDatabase();
  folder = path.dirname(target.url.slice("file:".length));
  db = createDatabase(target.url);
  await migrateToLatest(db);
  // Listing ids 4000000 … 4000004.
  await replaceCatalogue(db, makeCatalogue(5), "test");
});
afterAll(async () => {
  bundles?.remove();
  await closeDatabase(db);
  await target.drop();
});

async function script(name: Script, ...args: string[]) {
  return scriptOn(target.url, name, ...args);
}

async function scriptOn(databaseUrl: string, name: Script, ...args: string[]) {
  return runScript(databaseUrl, bundles.command(name), args);
}

async function runScript(databaseUrl: string, command: string[], args: string[]) {
  try {
    const { stdout, stderr } = await run("node", [...command, "--", ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, SESSION_SECRET: SECRET, PUBLIC_URL: ORIGIN },
    });
    return { code: 0, stdout: stdout.trim(), stderr: stderr.trim() };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: e.code ?? -1, stdout: (e.stdout ?? "").trim(), stderr: (e.stderr ?? "").trim() };
  }
}

const PASSWORD = "une phrase assez longue";

describe("npm run owner:create", { timeout: 60_000 }, () => {
  it("creates an owner, then updates it", async () => {
    const created = await runScript(target.url, asNpmRuns("owner-create"), [
      "--email",
      "Jean@Example.be",
      "--password",
      PASSWORD,
      "--properties",
      "4000001, 4000002",
    ]);
    expect(created).toEqual({ code: 0, stdout: "Created owner jean@example.be with properties 4000001, 4000002", stderr: "" });
    const updated = await script(
      "owner-create",
      "--email",
      "jean@example.be",
      "--password",
      `${PASSWORD} 2`,
      "--properties",
      "4000003",
      "--language",
      "nl",
    );
    expect(updated.code).toBe(0);
    expect(updated.stdout).toMatch(/^Updated owner jean@example\.be with properties 4000003\b/);
    const owners = await db.selectFrom("owner").select(["email", "language"]).execute();
    expect(owners).toEqual([{ email: "jean@example.be", language: "nl" }]);
    const links = await db.selectFrom("owner_listing").select("listing_id").execute();
    expect(links.map((row) => row.listing_id)).toEqual([4_000_003]);
  });

  it.each([
    [["--email", "marie@example.be", "--password", "court", "--properties", "4000001"], /^Owner not saved: the password is too short/],
    [
      ["--email", "marie@example.be", "--password", PASSWORD, "--properties", "4000001,999"],
      /^Owner not saved: no property with id 999 in the catalogue$/,
    ],
    [["--email", "marie@example.be", "--password", PASSWORD, "--properties", "4000001,abc"], /^Not a property id: "abc"/],
    [["--email", "marie@example.be", "--properties", "4000001"], /^Missing --password\. Usage: npm run owner:create/],
    [["--email", "marie@example.be", "--password", PASSWORD, "--properties", "4000001", "--language", "es"], /^"es" is not a language/],
  ])("refuses %j with one clear line and saves nothing", async (args, message) => {
    const result = await script("owner-create", ...args);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toMatch(message);
    expect(result.stderr.split("\n")).toHaveLength(1);
    expect(await db.selectFrom("owner").select("id").where("email", "=", "marie@example.be").execute()).toEqual([]);
  });
});

describe("npm run lead:status", { timeout: 60_000 }, () => {
  let leadId: number;
  beforeAll(async () => {
    const row = await db
      .insertInto("lead")
      .values({
        form: "contact-me",
        language: "fr",
        listing_id: 4_000_001,
        project_id: null,
        email: "anne@example.com",
        name: "Anne Dupont",
        fields: "{}",
        source_path: "/fr/",
        source: "website",
        submission_token: "script-test",
        status: "new",
        appointment_day: null,
        appointment_slot: null,
        created_at: new Date().toISOString(),
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    leadId = Number(row.id);
  });
  const statuses = async () =>
    (await db.selectFrom("lead").select(["source", "status"]).orderBy("id").execute()).map((row) => `${row.source}:${row.status}`);

  it("sets one lead's status, and refuses an unknown id or status", async () => {
    expect(await script("lead-status", String(leadId), "In progress")).toEqual({
      code: 0,
      stdout: `Lead ${leadId} is now in-progress.`,
      stderr: "",
    });
    expect(await statuses()).toEqual(["website:in-progress"]);

    const unknown = await script("lead-status", "999", "closed");
    expect(unknown).toMatchObject({ code: 1, stderr: "No lead with id 999; nothing was changed." });
    const badStatus = await script("lead-status", String(leadId), "done");
    expect(badStatus).toMatchObject({ code: 1, stderr: '"done" is not a status: use new, in-progress, confirmed, closed' });
    const noArgs = await script("lead-status");
    expect(noArgs.code).toBe(1);
    expect(noArgs.stderr).toMatch(/^Give a lead id and a status, or a file/);
    expect(await statuses()).toEqual(["website:in-progress"]);
  });

  it("applies a CRM file once, however often it runs, and refuses a bad one without changing anything", async () => {
    const file = path.join(folder, "updates.json");
    writeFileSync(
      file,
      JSON.stringify({
        updates: [{ id: leadId, status: "confirmed" }],
        leads: [
          {
            source: "Immoweb",
            externalId: "IW-1",
            propertyId: 4_000_002,
            name: "Marc Lambert",
            email: "marc@example.org",
            receivedAt: "2026-03-02T10:15:00+01:00",
          },
        ],
      }),
    );
    expect(await script("lead-status", "--file", file)).toEqual({
      code: 0,
      stdout: `Applied ${file}: 1 updated, 1 imported, 0 unchanged.`,
      stderr: "",
    });
    expect(await script("lead-status", "--file", file)).toMatchObject({
      code: 0,
      stdout: `Applied ${file}: 0 updated, 0 imported, 2 unchanged.`,
    });
    expect(await statuses()).toEqual(["website:confirmed", "Immoweb:new"]);

    const broken = path.join(folder, "broken.json");
    writeFileSync(broken, '{"updates": [{"id": 1, "status": "closed"}');
    const invalid = await script("lead-status", "--file", broken);
    expect(invalid.code).toBe(1);
    expect(invalid.stderr).toMatch(/broken\.json is not valid JSON \(.*\); nothing was changed\.$/);

    const unknownProperty = path.join(folder, "unknown.json");
    writeFileSync(
      unknownProperty,
      JSON.stringify({
        updates: [{ id: leadId, status: "closed" }],
        leads: [
          {
            source: "Zimmo",
            externalId: "Z-9",
            propertyId: 999,
            name: "Eva",
            email: "eva@example.org",
            receivedAt: "2026-03-03T08:00:00Z",
          },
        ],
      }),
    );
    const refused = await script("lead-status", "--file", unknownProperty);
    expect(refused).toEqual({
      code: 1,
      stdout: "",
      stderr: `Refused ${unknownProperty}: 1 problem(s); nothing was changed.\n  leads[0].propertyId: no property with id 999 in the catalogue`,
    });
    expect(await script("lead-status", "--file", path.join(folder, "missing.json"))).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/missing\.json: not found/),
    });
    expect(await statuses()).toEqual(["website:confirmed", "Immoweb:new"]);
  });
});

// Issue 20 §9: the posts held as probably automated, as the agency lists and releases them.
describe("npm run lead:list and npm run lead:release", { timeout: 60_000 }, () => {
  let c: LeadTestContext;
  beforeAll(async () => {
    c = await makeLeadContext("sqlite");
  });
  afterAll(async () => {
    await c.close();
  });
  const lead = (name: "lead-list" | "lead-release", ...args: string[]) => scriptOn(c.target.url, name, ...args);

  it("lists the held leads with --suspect, the inbox's without; releases one, whose e-mails go into the outbox", async () => {
    expect(await lead("lead-list", "--suspect")).toEqual({ code: 0, stdout: "No held leads.", stderr: "" });
    const inbox = await submitLead(
      c,
      submission("contact-me", { email: "marc@example.com", fields: { firstName: "Marc", lastName: "Lambert" } }),
      ORIGIN,
    );
    const held = await submitLead(
      c,
      submission("contact-me", {
        email: "anne@example.com",
        fields: { firstName: "Anne", lastName: "Dupont", remark: "Je voudrais visiter samedi" },
        held: true,
      }),
      ORIGIN,
    );
    const heldId = (held as { leadId: number }).leadId;
    const inboxId = (inbox as { leadId: number }).leadId;
    expect(await countRows(c.db, "outbox")).toBe(2);

    const suspect = await lead("lead-list", "--suspect");
    expect(suspect.code).toBe(0);
    const lines = suspect.stdout.split("\n");
    expect(lines[0]).toBe("1 held lead(s), sent too fast to be sure a person sent them; their e-mails wait.");
    expect(lines[1]).toBe("Release one into the inbox (its e-mails go out) with: npm run lead:release -- ID");
    expect(lines[2]).toMatch(
      new RegExp(
        `^#${heldId}  \\d{1,2}-\\d{1,2}-\\d{4} \\d\\d:\\d\\d  contact-me \\(fr\\)  Anne Dupont <anne@example.com>  property 4000002  held$`,
      ),
    );
    expect(lines[3]).toBe("      “Je voudrais visiter samedi”");
    expect(lines).toHaveLength(4);
    const recent = await lead("lead-list");
    expect(recent.stdout).toMatch(new RegExp(`^#${inboxId} .* Marc Lambert <marc@example.com>  property 4000002  new$`));

    expect(await lead("lead-release", String(heldId))).toEqual({
      code: 0,
      stdout: `Lead ${heldId} released: its 2 e-mail(s) are in the outbox; the running server sends them.`,
      stderr: "",
    });
    const mails = (await outboxMessages(c.db)).filter((mail) => mail.lead_id === heldId);
    expect(mails.map((mail) => [mail.email.kind, mail.recipient])).toEqual([
      ["lead-agency", "info@immo-meuse-sambre.be"],
      ["lead-confirmation", "anne@example.com"],
    ]);
    expect(mails[0]!.email.text).toContain("Je voudrais visiter samedi");
    expect(await lead("lead-list", "--suspect")).toMatchObject({ code: 0, stdout: "No held leads." });
    expect((await lead("lead-list")).stdout.split("\n").filter((line) => line.startsWith("#"))).toHaveLength(2);

    // Refusals: one line each, nothing changed.
    expect(await lead("lead-release", String(heldId))).toEqual({
      code: 1,
      stdout: "",
      stderr: `Lead ${heldId} is not held (it is already in the inbox); nothing was changed.`,
    });
    expect(await lead("lead-release", "999")).toEqual({ code: 1, stdout: "", stderr: "No lead with id 999; nothing was changed." });
    expect(await lead("lead-release", "abc")).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^Usage: npm run lead:release -- ID/),
    });
    expect(await countRows(c.db, "outbox")).toBe(4);
  });
});
