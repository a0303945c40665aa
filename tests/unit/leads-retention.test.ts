/**
 * Personal data past LEAD_RETENTION_MONTHS (issue 7 §8): leads and their e-mails, demands and their
 * announcements, and subscribers that never confirmed or have unsubscribed are deleted; newer ones
 * and confirmed subscribers stay. The worker's chores apply it with the configured months.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadChores } from "../../app/leads/chores.server";
import { deleteExpiredPersonalData } from "../../app/leads/retention.server";
import { releaseHeldLead, submitLead } from "../../app/leads/store.server";
import { catalogueInDatabase } from "./catalogue-in-database";
import { makeCatalogue } from "./catalogue-store-fixture";
import { countRows, KINDS, makeLeadContext, ORIGIN, submission, type LeadTestContext } from "./leads-fixture";

// 24 months before 2026-06-15T12:00Z is 2024-06-15T12:00Z.
const NOW = new Date("2026-06-15T12:00:00.000Z");
const OLD = "2024-06-15T11:59:59.000Z";
const RECENT = "2024-06-15T12:00:01.000Z";

describe.each(KINDS)("retention on %s", (kind) => {
  let c: LeadTestContext;
  beforeEach(async () => {
    c = await makeLeadContext(kind);
  });
  afterEach(async () => {
    await c.close();
  });

  /** A lead (with its e-mails, and its demand for demand-register) dated `createdAt`. */
  async function leadAt(createdAt: string, email: string, form: "contact-me" | "demand-register" = "contact-me") {
    const fields =
      form === "demand-register"
        ? { goal: "buy", types: [1], zones: ["region:wallonia"], startDate: "2024-01-01", endDate: "2099-12-31" }
        : { firstName: "Anne", lastName: "Dupont" };
    const result = await submitLead(c, submission(form, { email, fields }), ORIGIN);
    const id = (result as { leadId: number }).leadId;
    await c.db.updateTable("lead").set({ created_at: createdAt }).where("id", "=", id).execute();
    await c.db.updateTable("outbox").set({ created_at: createdAt }).where("lead_id", "=", id).execute();
    await c.db.updateTable("demand").set({ created_at: createdAt }).where("lead_id", "=", id).execute();
    return id;
  }

  async function subscriberAt(email: string, consentedAt: string, confirmedAt: string | null, unsubscribedAt: string | null) {
    await c.db
      .insertInto("subscriber")
      .values({
        email,
        language: "fr",
        consented_at: consentedAt,
        confirmed_at: confirmedAt,
        unsubscribed_at: unsubscribedAt,
        created_at: consentedAt,
      })
      .execute();
  }

  it("deletes what is older than the retention and keeps the rest", async () => {
    await leadAt(OLD, "old@example.be");
    const keptLead = await leadAt(RECENT, "recent@example.be");
    const oldDemandLead = await leadAt(OLD, "old-demand@example.be", "demand-register");
    await leadAt(RECENT, "recent-demand@example.be", "demand-register");
    const oldDemand = await c.db.selectFrom("demand").select("id").where("lead_id", "=", oldDemandLead).executeTakeFirstOrThrow();
    await c.db.insertInto("demand_announcement").values({ demand_id: oldDemand.id, listing_id: 4_000_002, created_at: OLD }).execute();

    await subscriberAt("never-confirmed-old@example.be", OLD, null, null);
    await subscriberAt("never-confirmed-recent@example.be", RECENT, null, null);
    await subscriberAt("confirmed-long-ago@example.be", "2020-01-01T00:00:00.000Z", "2020-01-02T00:00:00.000Z", null);
    await subscriberAt("unsubscribed-long-ago@example.be", "2020-01-01T00:00:00.000Z", "2020-01-02T00:00:00.000Z", OLD);

    expect(await countRows(c.db, "lead")).toBe(4);
    expect(await countRows(c.db, "outbox")).toBe(8);

    // 2 leads, 1 demand, 2 subscribers.
    expect(await deleteExpiredPersonalData(c.db, 24, NOW)).toBe(5);

    const leads = await c.db.selectFrom("lead").select(["id", "email"]).orderBy("id").execute();
    expect(leads.map((lead) => lead.email)).toEqual(["recent@example.be", "recent-demand@example.be"]);
    const outbox = await c.db.selectFrom("outbox").select(["recipient", "lead_id"]).orderBy("id").execute();
    expect(outbox.map((row) => row.recipient)).toEqual([
      "info@immo-meuse-sambre.be",
      "recent@example.be",
      "info@immo-meuse-sambre.be",
      "recent-demand@example.be",
    ]);
    expect(outbox.some((row) => Number(row.lead_id) === keptLead)).toBe(true);
    expect((await c.db.selectFrom("demand").select("email").execute()).map((row) => row.email)).toEqual(["recent-demand@example.be"]);
    expect(await countRows(c.db, "demand_announcement")).toBe(0);
    const subscribers = await c.db.selectFrom("subscriber").select("email").orderBy("email").execute();
    expect(subscribers.map((row) => row.email)).toEqual(["confirmed-long-ago@example.be", "never-confirmed-recent@example.be"]);

    // Nothing more to delete.
    expect(await deleteExpiredPersonalData(c.db, 24, NOW)).toBe(0);
  });

  it("deletes held leads by the same rule, from when they were sent, with the e-mails of one released late", async () => {
    const held = async (email: string, createdAt: string) => {
      const result = await submitLead(c, submission("contact-me", { email, fields: { firstName: "Anne" }, held: true }), ORIGIN);
      const id = (result as { leadId: number }).leadId;
      await c.db.updateTable("lead").set({ created_at: createdAt, held_at: createdAt }).where("id", "=", id).execute();
      return id;
    };
    await held("old-held@example.be", OLD);
    await held("recent-held@example.be", RECENT);
    // Sent long ago, released today: its e-mails are new, and go with it.
    const releasedLate = await held("released-late@example.be", OLD);
    expect((await releaseHeldLead(c, releasedLate, ORIGIN)).status).toBe("released");
    expect(await countRows(c.db, "outbox")).toBe(2);

    expect(await deleteExpiredPersonalData(c.db, 24, NOW)).toBe(2);
    const leads = await c.db.selectFrom("lead").select("email").execute();
    expect(leads.map((lead) => lead.email)).toEqual(["recent-held@example.be"]);
    expect(await countRows(c.db, "outbox")).toBe(0);
  });

  it("is applied by the worker's chores with LEAD_RETENTION_MONTHS", async () => {
    const context = {
      ...c,
      env: { ...c.env, LEAD_RETENTION_MONTHS: 6 },
      catalogue: { get: async () => catalogueInDatabase(makeCatalogue(3)) } as never,
    };
    await leadAt("2025-12-14T12:00:00.000Z", "seven-months@example.be");
    await leadAt("2026-01-16T12:00:00.000Z", "five-months@example.be");
    await leadChores(context, ORIGIN, () => NOW.getTime())();
    const leads = await c.db.selectFrom("lead").select("email").execute();
    expect(leads.map((lead) => lead.email)).toEqual(["five-months@example.be"]);
  });
});
