/**
 * submitLead (issue 7 §4): a lead and its e-mails are stored together or not at all; a form posted
 * twice stores one lead; documents are asked once per e-mail and property; a visit slot holds
 * site.json's forms.appointmentSlotCapacity (3) requests; a lead sent too fast is held without its
 * e-mails until sent again or released by the agency (ADR 031). On SQLite and PostgreSQL, with
 * races between two instances on PostgreSQL.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { closeDatabase } from "../../app/db/db.server";
import { releaseHeldLead, submitLead } from "../../app/leads/store.server";
import { countRows, KINDS, makeLeadContext, ORIGIN, outboxMessages, submission, type LeadTestContext } from "./leads-fixture";

/** Opens a few pooled connections on each instance, so that the requests below really run at once. */
async function warm(instances: Pick<LeadTestContext, "db">[]) {
  await Promise.all(instances.flatMap(({ db }) => [0, 1, 2, 3].map(() => db.selectFrom("lead").select("id").execute())));
}

describe.each(KINDS)("submitLead on %s", (kind) => {
  let c: LeadTestContext;
  beforeEach(async () => {
    c = await makeLeadContext(kind);
  });
  afterEach(async () => {
    await c.close();
  });

  it("stores the lead with the agency's e-mail (visitor as Reply-To, in French) and the visitor's confirmation in Dutch", async () => {
    const result = await submitLead(c, submission("contact-me", { language: "nl", email: " Anne.Dupont@Example.COM " }), ORIGIN);
    expect(result.status).toBe("stored");
    expect(c.outbox.wakes).toBe(1);

    const leads = await c.db.selectFrom("lead").selectAll().execute();
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({
      form: "contact-me",
      language: "nl",
      listing_id: 4_000_002,
      email: "anne.dupont@example.com",
      name: "Anne Dupont",
      status: "new",
      source: "website",
      source_path: "/fr/a-vendre/namur/bien-n-2-lumineux/4000002/",
    });
    expect(JSON.parse(leads[0]!.fields)).toMatchObject({ firstName: "Anne", phone: "0471234567" });

    const mails = await outboxMessages(c.db);
    expect(mails.map((mail) => [mail.kind, mail.recipient, mail.lead_id, mail.sent_at])).toEqual([
      ["lead-agency", "info@immo-meuse-sambre.be", Number(leads[0]!.id), null],
      ["lead-confirmation", "anne.dupont@example.com", Number(leads[0]!.id), null],
    ]);
    const [agency, confirmation] = mails.map((mail) => mail.email);
    expect(agency!.to).toBe("info@immo-meuse-sambre.be");
    expect(agency!.replyTo).toBe('"Madame Anne Dupont" <anne.dupont@example.com>');
    expect(agency!.subject).toBe("Demande d'information de Madame Anne Dupont (réf. 4000002)");
    // French puts a non-breaking space before the colon.
    expect(agency!.text).toContain("Numéro de téléphone\u00a0: 0471 23 45 67");
    // In the agency's language, the language the visitor used.
    expect(agency!.text).toContain("Langue du visiteur\u00a0: néerlandais");
    expect(agency!.text).toContain("https://www.example.be/fr/a-vendre/namur/bien-n-2-lumineux/4000002/");

    expect(confirmation!.to).toBe("anne.dupont@example.com");
    expect(confirmation!.replyTo).toBe("info@immo-meuse-sambre.be");
    expect(confirmation!.subject).toBe("We hebben uw aanvraag goed ontvangen – Immo Meuse & Sambre");
    expect(confirmation!.text).toContain("Beste Mevrouw Anne Dupont,");
    // Both repeat the visitor's words (ADR 034).
    expect(agency!.text).toContain("Remarque\u00a0: Bonjour");
    expect(confirmation!.text).toContain("Uw bericht:\nBonjour");
    // This database holds no catalogue: the property is named by its reference.
    expect(agency!.text).toContain("Bien\u00a0: 4000002\n");
  });

  it("sends the friend the page in the sender's language, with the sender as Reply-To", async () => {
    const fields = { firstName: "Anne", lastName: "Dupont", friendEmail: "marc@example.org", friendName: "Marc", remark: "Regarde !" };
    expect((await submitLead(c, submission("send-to-friend", { fields }), ORIGIN)).status).toBe("stored");
    const friend = (await outboxMessages(c.db)).find((mail) => mail.kind === "friend");
    expect(friend?.email.to).toBe('"Marc" <marc@example.org>');
    expect(friend?.email.replyTo).toBe('"Anne Dupont" <anne.dupont@example.com>');
    expect(friend?.email.subject).toBe("Un bien qui pourrait vous intéresser – Immo Meuse & Sambre");
    expect(friend?.email.text).toContain("https://www.example.be/fr/a-vendre/namur/bien-n-2-lumineux/4000002/");
    expect(friend?.email.text).toContain("Regarde !");
  });

  it("stores one lead when the same form (same token) is posted twice", async () => {
    const post = submission("contact-me");
    const first = await submitLead(c, post, ORIGIN);
    // The browser sends the very same body again (a double click, a reloaded POST).
    const second = await submitLead(c, { ...post, fields: { ...post.fields } }, ORIGIN);
    expect(first.status).toBe("stored");
    expect(second).toEqual({ status: "duplicate", leadId: (first as { leadId: number }).leadId });
    expect(await countRows(c.db, "lead")).toBe(1);
    expect(await countRows(c.db, "outbox")).toBe(2);
    expect(c.outbox.wakes).toBe(1);
  });

  it("stores a different request sent from the same rendered form (a tab reused after the back button)", async () => {
    const post = submission("contact-me");
    expect((await submitLead(c, post, ORIGIN)).status).toBe("stored");
    expect((await submitLead(c, { ...post, fields: { ...post.fields, remark: "Another question" } }, ORIGIN)).status).toBe("stored");
    expect(await countRows(c.db, "lead")).toBe(2);
  });

  it("refuses documents asked again by the same e-mail (any case) for the same property, not for another one", async () => {
    expect((await submitLead(c, submission("contact-documents", { email: "anne@example.com" }), ORIGIN)).status).toBe("stored");
    const again = await submitLead(c, submission("contact-documents", { email: "ANNE@Example.com" }), ORIGIN);
    expect(again).toEqual({ status: "refused", reason: "documents-already-requested" });
    expect(await countRows(c.db, "lead")).toBe(1);
    expect(await countRows(c.db, "outbox")).toBe(2);

    expect((await submitLead(c, submission("contact-documents", { email: "anne@example.com", listingId: 4_000_003 }), ORIGIN)).status).toBe(
      "stored",
    );
    expect((await submitLead(c, submission("contact-documents", { email: "marc@example.com" }), ORIGIN)).status).toBe("stored");
    // Information asked by the same e-mail is not a documents request.
    expect((await submitLead(c, submission("contact-me", { email: "anne@example.com" }), ORIGIN)).status).toBe("stored");
    expect(await countRows(c.db, "lead")).toBe(4);
  });

  it("answers 'appointments full' to the 4th request for one property, day and slot; another slot, day or property is free", async () => {
    const visit = (fields: Record<string, string>, listingId = 4_000_002) =>
      submitLead(c, submission("contact-appointment", { listingId, fields: { firstName: "Anne", lastName: "Dupont", ...fields } }), ORIGIN);
    const morning = { day: "2026-12-03", slot: "morning" };
    for (let i = 0; i < 3; i++) expect((await visit(morning)).status).toBe("stored");
    expect(await visit(morning)).toEqual({ status: "refused", reason: "appointments-full" });
    expect((await visit({ day: "2026-12-03", slot: "afternoon" })).status).toBe("stored");
    expect((await visit({ day: "2026-12-04", slot: "morning" })).status).toBe("stored");
    expect((await visit(morning, 4_000_003)).status).toBe("stored");

    const rows = await c.db
      .selectFrom("lead")
      .select(["appointment_day", "appointment_slot"])
      .where("listing_id", "=", 4_000_002)
      .execute();
    expect(rows.filter((row) => row.appointment_day === "2026-12-03" && row.appointment_slot === "morning")).toHaveLength(3);
    expect(await countRows(c.db, "lead")).toBe(6);
    expect(await countRows(c.db, "outbox")).toBe(12);
  });

  it("a held visit request takes no place in its slot; the agency's release queues its e-mails, unless the slot filled meanwhile", async () => {
    const visit = (overrides: Parameters<typeof submission>[1] = {}) =>
      submission("contact-appointment", {
        fields: { firstName: "Anne", lastName: "Dupont", day: "2026-12-03", slot: "morning" },
        ...overrides,
      });
    const held = await submitLead(c, visit({ held: true }), ORIGIN);
    expect(held.status).toBe("held");
    const heldId = (held as { leadId: number }).leadId;
    expect(await countRows(c.db, "outbox")).toBe(0);
    expect(c.outbox.wakes).toBe(0);
    for (let i = 0; i < 2; i++) expect((await submitLead(c, visit(), ORIGIN)).status).toBe("stored");

    expect(await releaseHeldLead(c, heldId, ORIGIN)).toEqual({ status: "released", leadId: heldId, emails: 2 });
    const mails = await outboxMessages(c.db);
    expect(mails.filter((mail) => mail.lead_id === heldId).map((mail) => mail.email.kind)).toEqual(["lead-agency", "lead-confirmation"]);
    expect(c.outbox.wakes).toBe(3);
    // Released once: a second release, or an id no lead has, changes nothing.
    expect(await releaseHeldLead(c, heldId, ORIGIN)).toEqual({ status: "not-held" });
    expect(await releaseHeldLead(c, 999_999, ORIGIN)).toEqual({ status: "not-found" });
    expect(await countRows(c.db, "outbox")).toBe(6);

    // The slot is full now: another held request cannot be released into it.
    const late = await submitLead(c, visit({ held: true }), ORIGIN);
    expect(await releaseHeldLead(c, (late as { leadId: number }).leadId, ORIGIN)).toEqual({
      status: "refused",
      reason: "appointments-full",
    });
    expect(await countRows(c.db, "outbox")).toBe(6);
  });

  it("a held demand registers no demand and no subscriber until it is released", async () => {
    const demand = submission("demand-register", {
      fields: { goal: "buy", types: [1], zones: ["region:wallonia"], startDate: "2026-01-01", endDate: "2099-12-31", newsletter: true },
      held: true,
    });
    const held = await submitLead(c, demand, ORIGIN);
    expect(held.status).toBe("held");
    expect([await countRows(c.db, "demand"), await countRows(c.db, "subscriber"), await countRows(c.db, "outbox")]).toEqual([0, 0, 0]);
    // The visitor sends the same form again: released, as any lead.
    expect(await submitLead(c, { ...demand, held: false }, ORIGIN)).toEqual({
      status: "stored",
      leadId: (held as { leadId: number }).leadId,
    });
    expect([await countRows(c.db, "lead"), await countRows(c.db, "demand"), await countRows(c.db, "subscriber")]).toEqual([1, 1, 1]);
    expect((await outboxMessages(c.db)).map((mail) => mail.email.kind)).toEqual(["lead-agency", "newsletter-confirm", "lead-confirmation"]);
  });

  it("stores nothing and answers failed when the e-mails cannot be stored with the lead", async () => {
    await c.db.schema.dropTable("outbox").execute();
    const result = await submitLead(c, submission("contact-me"), ORIGIN);
    expect(result).toEqual({ status: "failed" });
    expect(await countRows(c.db, "lead")).toBe(0);
    expect(c.outbox.wakes).toBe(0);
  });

  it("answers failed, without throwing, when the lead table is gone", async () => {
    await c.db.schema.dropTable("lead").execute();
    expect(await submitLead(c, submission("contact-me"), ORIGIN)).toEqual({ status: "failed" });
    expect(await countRows(c.db, "outbox")).toBe(0);
  });

  it("answers failed, without throwing, when the database is closed", async () => {
    const other = c.another();
    await other.selectFrom("lead").select("id").execute(); // opened, then closed
    await closeDatabase(other);
    expect(await submitLead({ ...c, db: other }, submission("contact-me"), ORIGIN)).toEqual({ status: "failed" });
    expect(await countRows(c.db, "lead")).toBe(0);
    expect(await countRows(c.db, "outbox")).toBe(0);
  });

  it("stores one lead when the same form is posted 10 times at once", async () => {
    const post = submission("contact-me");
    const instances = kind === "postgres" ? [c, { ...c, db: c.another() }] : [c];
    await warm(instances);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => submitLead(instances[i % instances.length]!, post, ORIGIN)));
    expect(results.filter((result) => result.status === "stored")).toHaveLength(1);
    expect(results.filter((result) => result.status === "duplicate")).toHaveLength(9);
    expect(new Set(results.map((result) => (result as { leadId: number }).leadId)).size).toBe(1);
    expect(await countRows(c.db, "lead")).toBe(1);
    expect(await countRows(c.db, "outbox")).toBe(2);
  });

  it("stores one of two documents requests sent at once by the same e-mail for the same property (two tabs)", async () => {
    const instances = kind === "postgres" ? [c, { ...c, db: c.another() }] : [c];
    await warm(instances);
    const results = await Promise.all(
      [0, 1, 2, 3].map((i) =>
        submitLead(instances[i % instances.length]!, submission("contact-documents", { email: "anne@example.com" }), ORIGIN),
      ),
    );
    expect(results.filter((result) => result.status === "stored")).toHaveLength(1);
    expect(results.filter((result) => result.status === "refused")).toHaveLength(3);
    expect(await countRows(c.db, "lead")).toBe(1);
  });

  it("stores exactly 3 of 6 visit requests for one slot sent at once", async () => {
    const instances = kind === "postgres" ? [c, { ...c, db: c.another() }] : [c];
    await warm(instances);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        submitLead(
          instances[i % instances.length]!,
          submission("contact-appointment", { email: `visitor${i}@example.com`, fields: { day: "2026-12-03", slot: "evening" } }),
          ORIGIN,
        ),
      ),
    );
    expect(results.filter((result) => result.status === "stored")).toHaveLength(3);
    expect(results.filter((result) => result.status === "refused")).toEqual(
      Array.from({ length: 3 }, () => ({ status: "refused", reason: "appointments-full" })),
    );
    expect(await countRows(c.db, "lead")).toBe(3);
    expect(await countRows(c.db, "outbox")).toBe(6);
  });
});
