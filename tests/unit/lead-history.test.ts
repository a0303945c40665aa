/**
 * The agency's lead tools (issue 8 §5) on SQLite and PostgreSQL: status updates, CRM files
 * (imported requests once however often the file is applied, all-or-nothing refusals) and the
 * owner portal's history, which holds the given listings' leads and nothing else.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { replaceCatalogue } from "../../app/catalogue/store.server";
import { importLeadUpdates, leadHistory, setLeadStatus } from "../../app/leads/history.server";
import { parseLeadStatus } from "../../app/leads/status";
import { submitLead } from "../../app/leads/store.server";
import { makeCatalogue } from "./catalogue-store-fixture";
import { countRows, KINDS, makeLeadContext, ORIGIN, submission, type LeadTestContext } from "./leads-fixture";

/** Listing ids of makeCatalogue(5): 4000000 … 4000004. */
const SALE = 4_000_002;
const OTHER = 4_000_001;

const immoweb = (overrides: Record<string, unknown> = {}) => ({
  source: "Immoweb",
  externalId: "IW-1234",
  propertyId: SALE,
  type: "contact-appointment",
  name: "Marc Lambert",
  email: "Marc.Lambert@Example.org",
  phone: "+32 471 12 34 56",
  subject: "Visite samedi ?",
  message: "Je souhaiterais visiter samedi matin.",
  receivedAt: "2026-03-02T10:15:00+01:00",
  ...overrides,
});

describe("parseLeadStatus", () => {
  it("reads the spellings people and CRM exports use", () => {
    for (const spelling of ["in progress", "in_progress", "IN-PROGRESS", " In Progress "]) {
      expect(parseLeadStatus(spelling)).toBe("in-progress");
    }
    expect(parseLeadStatus("Confirmed")).toBe("confirmed");
    expect(parseLeadStatus("done")).toBeNull();
    expect(parseLeadStatus(3)).toBeNull();
  });
});

describe.each(KINDS)("lead history on %s", (kind) => {
  let c: LeadTestContext;
  beforeEach(async () => {
    c = await makeLeadContext(kind);
    await replaceCatalogue(c.db, makeCatalogue(5), "test");
  });
  afterEach(async () => {
    await c.close();
  });

  async function websiteLead(listingId: number, remark = "Bonjour") {
    const fields = { title: "ms", firstName: "Anne", lastName: "Dupont", phone: "0471234567", remark };
    const result = await submitLead(c, submission("contact-me", { listingId, fields }), ORIGIN);
    if (result.status !== "stored") throw new Error(`lead not stored: ${result.status}`);
    return result.leadId;
  }

  it("sets a lead's status and says whether the lead exists", async () => {
    const id = await websiteLead(SALE);
    expect(await setLeadStatus(c.db, id, "confirmed")).toBe(true);
    expect(await setLeadStatus(c.db, id + 1000, "closed")).toBe(false);
    const rows = await c.db.selectFrom("lead").select(["id", "status"]).execute();
    expect(rows.map((row) => [Number(row.id), row.status])).toEqual([[id, "confirmed"]]);
  });

  it("applies status updates and imports other channels' requests; the same file again changes nothing", async () => {
    const id = await websiteLead(SALE);
    const file = { updates: [{ id, status: "in progress" }], leads: [immoweb()] };

    expect(await importLeadUpdates(c.db, file)).toEqual({ ok: true, counts: { updated: 1, imported: 1, unchanged: 0 } });
    expect(await importLeadUpdates(c.db, file)).toEqual({ ok: true, counts: { updated: 0, imported: 0, unchanged: 2 } });
    expect(await countRows(c.db, "lead")).toBe(2);

    const imported = await c.db.selectFrom("lead").selectAll().where("source", "=", "Immoweb").executeTakeFirstOrThrow();
    expect(imported).toMatchObject({
      form: "contact-appointment",
      language: "fr",
      listing_id: SALE,
      email: "marc.lambert@example.org",
      name: "Marc Lambert",
      source_path: "",
      submission_token: "import:Immoweb:IW-1234",
      status: "new",
      created_at: "2026-03-02T09:15:00.000Z",
    });
    // No e-mail goes out for a request the agency already has.
    expect(await countRows(c.db, "outbox")).toBe(2);
  });

  it("updates the imported row when the CRM changed it, and keeps the status the agency set since", async () => {
    await importLeadUpdates(c.db, { leads: [immoweb()] });
    const [row] = await c.db.selectFrom("lead").select("id").execute();
    await setLeadStatus(c.db, Number(row!.id), "confirmed");

    const again = await importLeadUpdates(c.db, { leads: [immoweb({ message: "Plutôt dimanche." })] });
    expect(again).toEqual({ ok: true, counts: { updated: 1, imported: 0, unchanged: 0 } });
    const [history] = await leadHistory(c.db, [SALE]);
    expect(history).toMatchObject({ comment: "Plutôt dimanche.", status: "confirmed" });

    await importLeadUpdates(c.db, { leads: [immoweb({ message: "Plutôt dimanche.", status: "CLOSED" })] });
    expect((await leadHistory(c.db, [SALE]))[0]?.status).toBe("closed");
    expect(await countRows(c.db, "lead")).toBe(1);
  });

  it("refuses a file with an unknown property or lead, or an invalid entry, and writes nothing of it", async () => {
    const id = await websiteLead(SALE);
    const result = await importLeadUpdates(c.db, {
      updates: [
        { id, status: "confirmed" },
        { id: id + 1000, status: "closed" },
      ],
      leads: [immoweb(), immoweb({ externalId: "IW-2", propertyId: 999 })],
    });
    expect(result).toEqual({
      ok: false,
      errors: [`updates[1]: no lead with id ${id + 1000}`, "leads[1].propertyId: no property with id 999 in the catalogue"],
    });
    expect(await countRows(c.db, "lead")).toBe(1);
    expect((await leadHistory(c.db, [SALE]))[0]?.status).toBe("new");

    const invalid = await importLeadUpdates(c.db, {
      updates: [{ id, status: "done" }],
      leads: [immoweb({ email: "nobody", receivedAt: "yesterday" })],
    });
    expect(invalid.ok).toBe(false);
    if (invalid.ok) return;
    expect(invalid.errors).toEqual([
      'updates[0].status: "done" is not a status: use new, in-progress, confirmed, closed',
      "leads[0].email: is not an e-mail address",
      expect.stringMatching(/^leads\[0\]\.receivedAt: must be an ISO date and time/),
    ]);
    expect(await importLeadUpdates(c.db, { update: [] })).toMatchObject({ ok: false });
    expect(await importLeadUpdates(c.db, [])).toMatchObject({ ok: false });
    expect(await importLeadUpdates(c.db, { leads: [immoweb(), immoweb({ message: "twice" })] })).toEqual({
      ok: false,
      errors: ["leads[1]: Immoweb IW-1234 is already in leads[0]"],
    });
    expect(await countRows(c.db, "lead")).toBe(1);
    expect((await leadHistory(c.db, [SALE]))[0]?.status).toBe("new");
  });

  it("gives the history of the given listings only, newest first, with phone, subject and comment", async () => {
    const first = await websiteLead(SALE, "Premier");
    await websiteLead(OTHER, "Ailleurs");
    await importLeadUpdates(c.db, { leads: [immoweb({ receivedAt: new Date(Date.now() + 60_000).toISOString(), status: "in_progress" })] });

    const history = await leadHistory(c.db, [SALE]);
    expect(history.map((row) => row.listingId)).toEqual([SALE, SALE]);
    expect(history[0]).toMatchObject({
      form: "contact-appointment",
      name: "Marc Lambert",
      email: "marc.lambert@example.org",
      phone: "+32 471 12 34 56",
      subject: "Visite samedi ?",
      comment: "Je souhaiterais visiter samedi matin.",
      status: "in-progress",
      source: "Immoweb",
    });
    expect(history[1]).toMatchObject({
      id: first,
      form: "contact-me",
      name: "Anne Dupont",
      phone: "0471234567",
      subject: "",
      comment: "Premier",
      status: "new",
      source: "website",
    });
    expect(history.some((row) => row.comment === "Ailleurs")).toBe(false);
    expect(await leadHistory(c.db, [])).toEqual([]);
    expect((await leadHistory(c.db, [OTHER, 4_000_004])).map((row) => row.comment)).toEqual(["Ailleurs"]);
  });
});
