/**
 * Testimonials in the database (issue 23 §2, ADR 047), on SQLite and PostgreSQL: the testimonial
 * form's lead stores one unpublished; the agency's approval publishes it; the catalogue a page reads
 * gains it at its next version check (another instance's too), and loses it when withdrawn; a held
 * lead stores none until released; retention deletes the unpublished ones with their leads and
 * keeps the published ones.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createCatalogueCache } from "../../app/catalogue/store.server";
import { deleteExpiredPersonalData } from "../../app/leads/retention.server";
import { releaseHeldLead, submitLead } from "../../app/leads/store.server";
import { approveTestimonial, listTestimonials, waits, withdrawTestimonial } from "../../app/testimonials/store.server";
import { makeCatalogue } from "./catalogue-store-fixture";
import { KINDS, makeLeadContext, ORIGIN, outboxMessages, submission, type LeadTestContext } from "./leads-fixture";

const WORDS = { name: "Jan P.", town: "Leuven", rating: 5, text: "Heel vlotte verkoop.", publish: true };

describe.each(KINDS)("testimonials on %s", (kind) => {
  let c: LeadTestContext;
  beforeEach(async () => {
    c = await makeLeadContext(kind, {}, { catalogue: makeCatalogue(2) });
  });
  afterEach(async () => {
    await c.close();
  });

  const send = (overrides: Parameters<typeof submission>[1] = {}) =>
    submitLead(
      c,
      submission("testimonial", {
        language: "nl",
        listingId: null,
        email: "jan@example.be",
        fields: WORDS,
        sourcePath: "/nl/getuigenis/",
        ...overrides,
      }),
      ORIGIN,
    );

  it("stores one unpublished with its lead; the agency's copy names it and the command that publishes it", async () => {
    expect(await send()).toMatchObject({ status: "stored" });
    const [row] = await listTestimonials(c.db);
    expect(row).toMatchObject({
      language: "nl",
      name: "Jan P.",
      town: "Leuven",
      rating: 5,
      text: "Heel vlotte verkoop.",
      publishedAt: null,
    });
    expect(row!.email).toBe("jan@example.be");
    const agency = (await outboxMessages(c.db)).map((row) => row.email).find((mail) => mail.kind === "lead-agency")!;
    expect(agency.subject).toBe("Témoignage de Jan P.");
    expect(agency.text).toContain(`npm run testimonial:approve -- ${row!.id}`);
    expect((await c.catalogue.get()).testimonials).toEqual([]);
  });

  it("is on every instance's catalogue once approved, and off once withdrawn", async () => {
    await send();
    const { id } = (await listTestimonials(c.db))[0]!;
    const other = createCatalogueCache(c.another());
    const before = await other.get();
    expect(await approveTestimonial(c.db, id, new Date("2026-11-28T10:00:00.000Z"))).toBe("done");
    expect(await approveTestimonial(c.db, id)).toBe("unchanged");
    const after = await other.get();
    expect(after.testimonials).toEqual([
      {
        id,
        language: "nl",
        name: "Jan P.",
        town: "Leuven",
        rating: 5,
        text: "Heel vlotte verkoop.",
        publishedAt: "2026-11-28T10:00:00.000Z",
      },
    ]);
    // Same import, another revision: cached pages of the old one are not served again.
    expect(after.version).toBe(before.version);
    expect(after.revision).not.toBe(before.revision);

    expect(await withdrawTestimonial(c.db, id)).toBe("done");
    expect(await withdrawTestimonial(c.db, id)).toBe("unchanged");
    expect((await other.get()).testimonials).toEqual([]);
    // Withdrawn is not waiting: the agency's list says which.
    const [withdrawn] = await listTestimonials(c.db);
    expect(withdrawn).toMatchObject({ publishedAt: null, withdrawnAt: expect.any(String) });
    expect(waits(withdrawn!)).toBe(false);
    // Approved again, it is back.
    expect(await approveTestimonial(c.db, id)).toBe("done");
    expect((await listTestimonials(c.db))[0]).toMatchObject({ withdrawnAt: null });
    expect(await approveTestimonial(c.db, id + 100)).toBe("not-found");
  });

  it("sent too fast, is stored only once its lead is released", async () => {
    const held = await send({ held: true });
    expect(held).toMatchObject({ status: "held" });
    expect(await listTestimonials(c.db)).toEqual([]);
    await releaseHeldLead(c, (held as { leadId: number }).leadId, ORIGIN);
    expect(await listTestimonials(c.db)).toHaveLength(1);
  });

  it("past the retention, an unpublished one goes with its lead; a published one stays", async () => {
    await send();
    await send({ fields: { ...WORDS, name: "Marie L." } });
    const [second, first] = (await listTestimonials(c.db)).map((row) => row.id);
    await approveTestimonial(c.db, first!);
    await c.db.updateTable("testimonial").set({ created_at: "2020-01-01T00:00:00.000Z" }).execute();
    await c.db.updateTable("lead").set({ created_at: "2020-01-01T00:00:00.000Z" }).execute();
    await deleteExpiredPersonalData(c.db, 24);
    expect((await listTestimonials(c.db)).map((row) => row.id)).toEqual([first]);
    expect(second).not.toBe(first);
  });
});
