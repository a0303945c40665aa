/**
 * Personal data is kept for LEAD_RETENTION_MONTHS (24 by default) and then deleted by the outbox
 * worker: leads and their e-mails, demands and their announcements, testimonials never published
 * (or withdrawn), and subscribers that never confirmed or have unsubscribed. A confirmed subscriber stays while subscribed: the consent is
 * still in force. The privacy statement says the same in the four languages.
 */
import type { Kysely } from "kysely";
import type { DB } from "~/db/db.server";

/** The moment before which personal data is deleted. */
export function retentionCutoff(months: number, now = new Date()): string {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  return cutoff.toISOString();
}

export async function deleteExpiredPersonalData(db: Kysely<DB>, months: number, now = new Date()): Promise<number> {
  const cutoff = retentionCutoff(months, now);
  return db.transaction().execute(async (trx) => {
    // Children first, by a subquery: a list of ids would outgrow the databases' limit on parameters.
    for (const table of ["demand_announcement", "demand_price_alert"] as const) {
      await trx
        .deleteFrom(table)
        .where("demand_id", "in", trx.selectFrom("demand").select("id").where("created_at", "<", cutoff))
        .execute();
    }
    const demands = await trx.deleteFrom("demand").where("created_at", "<", cutoff).executeTakeFirst();
    // E-mails hold the same personal data: the old ones, and those of the leads deleted (a held
    // lead released late has e-mails younger than itself).
    await trx.deleteFrom("outbox").where("created_at", "<", cutoff).execute();
    await trx
      .deleteFrom("outbox")
      .where("lead_id", "in", trx.selectFrom("lead").select("id").where("created_at", "<", cutoff))
      .execute();
    // Held leads (ADR 031) too: the same rule, from when they were sent.
    const leads = await trx.deleteFrom("lead").where("created_at", "<", cutoff).executeTakeFirst();
    // Testimonials the agency never approved, or withdrew: the same rule. A published one stays while
    // it is published, as its author agreed (ADR 047).
    const testimonials = await trx
      .deleteFrom("testimonial")
      .where("published_at", "is", null)
      .where("created_at", "<", cutoff)
      .executeTakeFirst();
    const subscribers = await trx
      .deleteFrom("subscriber")
      .where((eb) =>
        eb.or([
          eb.and([eb("confirmed_at", "is", null), eb("consented_at", "<", cutoff)]),
          eb.and([eb("unsubscribed_at", "is not", null), eb("unsubscribed_at", "<", cutoff)]),
        ]),
      )
      .returning("id")
      .execute();
    return Number(demands.numDeletedRows) + Number(leads.numDeletedRows) + Number(testimonials.numDeletedRows) + subscribers.length;
  });
}
