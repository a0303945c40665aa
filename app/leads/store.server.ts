/**
 * Stores what a visitor sends: the lead and every e-mail it causes, in one transaction, before
 * anything else happens (ADR 016). The outbox worker (app/mail/outbox.server.ts) sends the
 * e-mails afterwards, so a mail server that is down delays them but loses nothing.
 */
import { createHash } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { AppContext } from "~/context.server";
import { dialectOf, type DB } from "~/db/db.server";
import type { Language } from "~/i18n/languages";
import { enqueueEmails } from "~/mail/outbox.server";
import type { OutgoingEmail } from "~/mail/transport.server";
import { leadEmails, leadTopic, plainAgencyCopy, type StoredLead } from "./emails.server";
import type { FieldValue, FormId } from "./forms";
import type { LeadStatus } from "./status";
import { storeDemand, storeSubscriber } from "./subscriptions.server";

export type LeadSubmission = {
  form: FormId;
  language: Language;
  listingId?: number | null;
  projectId?: number | null;
  /** The visitor's e-mail: Reply-To of the agency's e-mail, recipient of the confirmation. */
  email: string;
  /** Every field the visitor filled in, by field name, as the form's schema parsed it. */
  fields: Record<string, FieldValue>;
  /** The path of the page the form was on (a path of this site). */
  sourcePath: string;
  /** The form's per-render token: the same token posted twice stores one lead. */
  token: string;
};

export type SubmitResult =
  | { status: "stored" | "duplicate"; leadId: number }
  | { status: "refused"; reason: "appointments-full" | "documents-already-requested" }
  /** The database could not store the lead: the visitor sees 'Your e-mail was not sent. Please try again'. */
  | { status: "failed" };

type LeadContext = Pick<AppContext, "db" | "env" | "site" | "logger" | "outbox"> & { catalogue: Pick<AppContext["catalogue"], "get"> };

/** Stores a lead and its e-mails; never throws. `origin` makes the e-mails' links absolute. */
export async function submitLead(context: LeadContext, submission: LeadSubmission, origin: string): Promise<SubmitResult> {
  const email = submission.email.trim().toLowerCase();
  const key = submissionKey(submission);
  // The property or project the e-mails name, read before the transaction (SQLite's one connection
  // is the transaction's until it ends); undefined when the catalogue cannot be read.
  const topic = await leadTopic(context, submission);
  try {
    const result: SubmitResult = await context.db.transaction().execute(async (trx): Promise<SubmitResult> => {
      await lockFor(trx, submission, email);
      const existing = await trx.selectFrom("lead").select("id").where("submission_token", "=", key).executeTakeFirst();
      if (existing) return { status: "duplicate" as const, leadId: existing.id };

      const refusal = await refusalOf(trx, submission, email, context.site.config.forms.appointmentSlotCapacity);
      if (refusal) return { status: "refused" as const, reason: refusal };

      const now = new Date().toISOString();
      const appointment = submission.form === "contact-appointment";
      const lead = await trx
        .insertInto("lead")
        .values({
          form: submission.form,
          language: submission.language,
          listing_id: submission.listingId ?? null,
          project_id: submission.projectId ?? null,
          email,
          name: displayName(submission.fields),
          fields: JSON.stringify(submission.fields),
          source_path: submission.sourcePath,
          source: "website",
          submission_token: key,
          status: "new" satisfies LeadStatus,
          appointment_day: appointment ? String(submission.fields.day ?? "") : null,
          appointment_slot: appointment ? String(submission.fields.slot ?? "") : null,
          created_at: now,
        })
        .returning("id")
        .executeTakeFirstOrThrow();

      const extra: { confirmUrl?: string | null } = {};
      if (submission.form === "demand-register") await storeDemand(trx, lead.id, email, submission, now);
      if (submission.form === "sign-newsletter" || (submission.form === "demand-register" && submission.fields.newsletter === true)) {
        extra.confirmUrl = await storeSubscriber(trx, {
          email,
          language: submission.language,
          now,
          origin,
          secret: context.env.SESSION_SECRET,
        });
      }
      const emails = await composeEmails(context, { ...submission, email, id: lead.id, createdAt: now }, origin, { ...extra, topic });
      await enqueueEmails(trx, lead.id, emails);
      return { status: "stored" as const, leadId: lead.id };
    });
    // Committed: the worker of this process sends it now rather than at its next poll.
    if (result.status === "stored") context.outbox.wake();
    return result;
  } catch (error) {
    // A second post of the same form racing the first: the unique token says it is stored.
    const stored = await context.db
      .selectFrom("lead")
      .select("id")
      .where("submission_token", "=", key)
      .executeTakeFirst()
      .catch(() => undefined);
    if (stored) return { status: "duplicate", leadId: stored.id };
    context.logger.error({ err: error, form: submission.form }, "a lead could not be stored");
    return { status: "failed" };
  }
}

/**
 * The lead's e-mails. Composing them cannot cost the lead: should it fail (a bug, a listing unlike
 * any the code knows), the agency still gets the lead with every field as sent, and the error is logged.
 */
async function composeEmails(
  context: LeadContext,
  lead: StoredLead,
  origin: string,
  extra: Parameters<typeof leadEmails>[3],
): Promise<OutgoingEmail[]> {
  try {
    return await leadEmails(context, lead, origin, extra);
  } catch (error) {
    context.logger.error(
      { err: error, form: lead.form, leadId: lead.id },
      "the e-mails of a lead could not be composed; the agency gets it as sent",
    );
    return [plainAgencyCopy(context, lead, origin)];
  }
}

/**
 * What makes two posts the same request: the form's render token and what was sent. A double
 * click or a reloaded POST repeats both and stores one lead; a tab reused to send something
 * else with the same token (back button without JavaScript) is a new request, and is stored.
 */
function submissionKey(submission: LeadSubmission): string {
  const content = JSON.stringify([submission.form, submission.listingId ?? null, submission.projectId ?? null, submission.fields]);
  return `${submission.token}.${createHash("sha256").update(content).digest("base64url").slice(0, 22)}`;
}

/** "Ms Anne Dupont": what the agency's inbox shows as the sender's name. */
export function displayName(fields: Record<string, FieldValue>): string {
  return [fields.firstName, fields.lastName]
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .map((part) => part.trim())
    .join(" ");
}

/**
 * Serialises the writes that count (a time slot's capacity, a property's documents asked once per
 * e-mail) across instances. SQLite has one writer: a write statement takes its lock now instead
 * of when the insert comes.
 */
async function lockFor(trx: Transaction<DB>, submission: LeadSubmission, email: string): Promise<void> {
  if (dialectOf(trx) === "postgres") {
    const key =
      submission.form === "contact-appointment"
        ? `appointment:${submission.listingId}`
        : submission.form === "contact-documents"
          ? `documents:${submission.listingId}:${email}`
          : `lead:${submissionKey(submission)}`;
    await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ${key}))`.execute(trx);
  } else {
    await trx.deleteFrom("lead").where("id", "<", 0).execute();
  }
}

async function refusalOf(
  trx: Transaction<DB>,
  submission: LeadSubmission,
  email: string,
  capacity: number,
): Promise<"appointments-full" | "documents-already-requested" | null> {
  if (submission.form === "contact-documents" && submission.listingId != null) {
    const asked = await trx
      .selectFrom("lead")
      .select("id")
      .where("form", "=", "contact-documents")
      .where("listing_id", "=", submission.listingId)
      .where("email", "=", email)
      .executeTakeFirst();
    if (asked) return "documents-already-requested";
  }
  if (submission.form === "contact-appointment" && submission.listingId != null) {
    const { count } = await trx
      .selectFrom("lead")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("form", "=", "contact-appointment")
      .where("listing_id", "=", submission.listingId)
      .where("appointment_day", "=", String(submission.fields.day ?? ""))
      .where("appointment_slot", "=", String(submission.fields.slot ?? ""))
      .executeTakeFirstOrThrow();
    if (Number(count) >= capacity) return "appointments-full";
  }
  return null;
}
