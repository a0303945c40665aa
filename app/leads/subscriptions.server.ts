/**
 * Demands ("keep me informed") and newsletter subscribers: stored with their lead, confirmed
 * and ended through signed links that work without logging in (app/routes/subscription.tsx).
 */
import type { Kysely, Transaction } from "kysely";
import type { DB } from "~/db/db.server";
import { sign, unsign } from "~/http/signature.server";
import type { Language } from "~/i18n/languages";
import { href } from "~/routing/route-table";
import type { LeadSubmission } from "./store.server";

/** What a signed link does: confirm a subscription, end one, or end a demand's alerts. */
export type SubscriptionAction = "confirm" | "unsubscribe" | "stop-alerts";

const ACTION_CODES: Record<SubscriptionAction, string> = { confirm: "c", unsubscribe: "u", "stop-alerts": "d" };

/** An absolute link that carries out `action` on a subscriber or demand id. */
export function subscriptionUrl(origin: string, action: SubscriptionAction, id: number, language: Language, secret: string): string {
  const token = sign(`${ACTION_CODES[action]}-${id}-${language}`, secret);
  return `${origin}${href("subscription", language)}?token=${encodeURIComponent(token)}`;
}

export function readSubscriptionToken(token: string, secret: string): { action: SubscriptionAction; id: number; language: string } | null {
  const value = unsign(token, secret);
  const match = value?.match(/^([cud])-(\d{1,12})-([a-z]{2})$/);
  if (!match) return null;
  const action = (Object.keys(ACTION_CODES) as SubscriptionAction[]).find((key) => ACTION_CODES[key] === match[1])!;
  return { action, id: Number(match[2]), language: match[3]! };
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : value == null ? [] : [value]);
const asNumber = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);

export async function storeDemand(
  trx: Transaction<DB>,
  leadId: number,
  email: string,
  submission: LeadSubmission,
  now: string,
): Promise<number> {
  const { fields } = submission;
  const row = await trx
    .insertInto("demand")
    .values({
      lead_id: leadId,
      email,
      language: submission.language,
      goal: String(fields.goal ?? ""),
      types: JSON.stringify(asList(fields.types).map(Number).filter(Number.isFinite)),
      zones: JSON.stringify(asList(fields.zones).map(String)),
      budget_min: asNumber(fields.budgetMin),
      budget_max: asNumber(fields.budgetMax),
      start_date: String(fields.startDate ?? ""),
      end_date: String(fields.endDate ?? ""),
      created_at: now,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Records a newsletter sign-up (double opt-in): a new address, or one that had unsubscribed,
 * waits for confirmation again. Returns the confirmation link for the e-mail, or null when the
 * address is already confirmed (nothing to confirm).
 */
export async function storeSubscriber(
  trx: Transaction<DB>,
  input: { email: string; language: Language; now: string; origin: string; secret: string },
): Promise<string | null> {
  // Insert-or-nothing, then read: two sign-ups of one address at once must not fail the second.
  await trx
    .insertInto("subscriber")
    .values({ email: input.email, language: input.language, consented_at: input.now, created_at: input.now })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
  const existing = await trx.selectFrom("subscriber").selectAll().where("email", "=", input.email).executeTakeFirstOrThrow();
  const id = existing.id;
  if (existing.consented_at !== input.now) {
    if (existing.confirmed_at && !existing.unsubscribed_at) return null;
    await trx
      .updateTable("subscriber")
      .set({ language: input.language, consented_at: input.now, confirmed_at: null, unsubscribed_at: null })
      .where("id", "=", id)
      .execute();
  }
  return subscriptionUrl(input.origin, "confirm", id, input.language, input.secret);
}

/** Carries out a signed link; returns what happened, for the page to say so. */
export async function applySubscriptionAction(
  db: Kysely<DB>,
  action: SubscriptionAction,
  id: number,
  now = new Date().toISOString(),
): Promise<"done" | "unknown"> {
  if (action === "stop-alerts") {
    const result = await db.updateTable("demand").set({ unsubscribed_at: now }).where("id", "=", id).executeTakeFirst();
    return Number(result.numUpdatedRows) > 0 ? "done" : "unknown";
  }
  const values = action === "confirm" ? { confirmed_at: now, unsubscribed_at: null } : { unsubscribed_at: now };
  const query = db.updateTable("subscriber").set(values).where("id", "=", id);
  // A confirmation link opened after unsubscribing does not subscribe again.
  const result = await (action === "confirm" ? query.where("unsubscribed_at", "is", null) : query).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0 ? "done" : "unknown";
}
