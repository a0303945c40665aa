/**
 * Stores what a visitor sends: the lead and every e-mail it causes, in one transaction, before
 * anything else happens (ADR 016). The outbox worker (app/mail/outbox.server.ts) sends the
 * e-mails afterwards, so a mail server that is down delays them but loses nothing.
 *
 * A lead sent faster than a person fills its form is stored held (ADR 031): the row alone, without
 * its e-mails, demand or subscription, kept out of the agency's inbox and the owner portal. The
 * same form sent again (its token) releases it with what is sent then; so does the agency
 * (`npm run lead:release`). Released, it goes on as any lead.
 */
import { createHash } from "node:crypto";
import { sql, type Transaction } from "kysely";
import type { AppContext } from "~/context.server";
import { dialectOf, type DB } from "~/db/db.server";
import type { Language } from "~/i18n/languages";
import { enqueueEmails } from "~/mail/outbox.server";
import type { OutgoingEmail } from "~/mail/transport.server";
import { leadEmails, leadTopic, plainAgencyCopy, type LeadTopic, type StoredLead } from "./emails.server";
import { displayName, type FieldValue, type FormId } from "./forms";
import type { LeadStatus } from "./status";
import { storeDemand, storeSubscriber } from "./subscriptions.server";
import { storeTestimonial, type TestimonialFields } from "~/testimonials/store.server";

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
  /** Sent sooner than FORM_MIN_FILL_SECONDS after its form opened: stored held, its e-mails not queued (ADR 031). */
  held?: boolean;
};

export type SubmitResult =
  /** "stored" also when this post released the held lead of its form (the visitor sent it again). */
  | { status: "stored" | "duplicate"; leadId: number }
  /** Stored held as probably automated: nothing queued; the visitor is asked to send the form again. */
  | { status: "held"; leadId: number }
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
      const existing = await trx.selectFrom("lead").select(["id", "held_at"]).where("submission_token", "=", key).executeTakeFirst();
      if (existing && existing.held_at === null) return { status: "duplicate" as const, leadId: existing.id };
      // The form sent again after it was held: released with what the visitor sends now.
      const held = existing ?? (await heldLeadOf(trx, submission));

      if (!held && submission.held) {
        const now = new Date().toISOString();
        const lead = await trx
          .insertInto("lead")
          .values({ ...leadRow(submission, email, key), created_at: now, held_at: now })
          .returning("id")
          .executeTakeFirstOrThrow();
        return { status: "held" as const, leadId: lead.id };
      }

      const refusal = await refusalOf(trx, submission, email, context.site.config.forms.appointmentSlotCapacity);
      if (refusal) return { status: "refused" as const, reason: refusal };

      if (held) {
        const lead = await trx
          .updateTable("lead")
          .set({ ...leadRow(submission, email, key), held_at: null })
          .where("id", "=", held.id)
          .where("held_at", "is not", null)
          .returning("created_at")
          .executeTakeFirst();
        // Released by the agency meanwhile: already in its inbox.
        if (!lead) return { status: "duplicate" as const, leadId: held.id };
        await storeConsequences(context, trx, { ...submission, email, id: held.id, createdAt: lead.created_at }, origin, topic);
        return { status: "stored" as const, leadId: held.id };
      }

      const createdAt = new Date().toISOString();
      const lead = await trx
        .insertInto("lead")
        .values({ ...leadRow(submission, email, key), created_at: createdAt })
        .returning("id")
        .executeTakeFirstOrThrow();
      await storeConsequences(context, trx, { ...submission, email, id: lead.id, createdAt }, origin, topic);
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

export type ReleaseResult =
  | { status: "released"; leadId: number; emails: number }
  | { status: "not-held" | "not-found" }
  | { status: "refused"; reason: "appointments-full" | "documents-already-requested" };

/**
 * The agency releases a held lead (`npm run lead:release -- ID`): its demand or subscription and
 * its e-mails are stored as for any lead, the e-mails queued for the outbox.
 */
export async function releaseHeldLead(context: LeadContext, leadId: number, origin: string): Promise<ReleaseResult> {
  // What the e-mails name, read before the transaction as submitLead does.
  const about = await context.db
    .selectFrom("lead")
    .select(["form", "listing_id", "project_id", "fields"])
    .where("id", "=", leadId)
    .executeTakeFirst();
  const topic = about
    ? await leadTopic(context, {
        form: about.form as FormId,
        listingId: about.listing_id,
        projectId: about.project_id,
        fields: JSON.parse(about.fields) as Record<string, FieldValue>,
      })
    : undefined;
  const result = await context.db.transaction().execute(async (trx): Promise<ReleaseResult> => {
    const row = await trx.selectFrom("lead").selectAll().where("id", "=", leadId).executeTakeFirst();
    if (!row) return { status: "not-found" };
    if (row.held_at === null) return { status: "not-held" };
    const submission: LeadSubmission = {
      form: row.form as FormId,
      language: row.language as Language,
      listingId: row.listing_id,
      projectId: row.project_id,
      email: row.email,
      fields: JSON.parse(row.fields) as Record<string, FieldValue>,
      sourcePath: row.source_path,
      // The form's token, as the visitor's posts name it (the stored key is "<token>.<content hash>").
      token: row.submission_token.slice(0, row.submission_token.lastIndexOf(".")),
    };
    await lockFor(trx, submission, row.email);
    const refusal = await refusalOf(trx, submission, row.email, context.site.config.forms.appointmentSlotCapacity);
    if (refusal) return { status: "refused", reason: refusal };
    const released = await trx
      .updateTable("lead")
      .set({ held_at: null })
      .where("id", "=", leadId)
      .where("held_at", "is not", null)
      .executeTakeFirst();
    if (Number(released.numUpdatedRows) !== 1) return { status: "not-held" };
    const emails = await storeConsequences(context, trx, { ...submission, id: leadId, createdAt: row.created_at }, origin, topic);
    return { status: "released", leadId, emails };
  });
  if (result.status === "released") context.outbox.wake();
  return result;
}

/** The lead's columns as this submission gives them (all but its id, times and hold). */
function leadRow(submission: LeadSubmission, email: string, key: string) {
  const appointment = submission.form === "contact-appointment";
  return {
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
  };
}

/** What a lead causes once it is in the agency's inbox: its demand, its subscription, its testimonial, its e-mails (queued). Returns how many e-mails. */
async function storeConsequences(
  context: LeadContext,
  trx: Transaction<DB>,
  lead: StoredLead,
  origin: string,
  topic: LeadTopic | undefined,
): Promise<number> {
  const extra: { confirmUrl?: string | null; testimonialId?: number } = {};
  if (lead.form === "demand-register") await storeDemand(trx, lead.id, lead.email, lead, lead.createdAt);
  // Waits for the agency's approval (npm run testimonial:approve), unpublished (ADR 047).
  if (lead.form === "testimonial") extra.testimonialId = await storeTestimonial(trx, { ...lead, fields: lead.fields as TestimonialFields });
  if (lead.form === "sign-newsletter" || (lead.form === "demand-register" && lead.fields.newsletter === true)) {
    extra.confirmUrl = await storeSubscriber(trx, {
      email: lead.email,
      language: lead.language,
      now: lead.createdAt,
      origin,
      secret: context.env.SESSION_SECRET,
    });
  }
  const emails = await composeEmails(context, lead, origin, { ...extra, topic });
  await enqueueEmails(trx, lead.id, emails);
  return emails.length;
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

/** The held lead of this form's token (its first, too fast, send), whatever was sent then. */
async function heldLeadOf(trx: Transaction<DB>, submission: LeadSubmission): Promise<{ id: number } | undefined> {
  const prefix = `${submission.token}.`;
  return trx
    .selectFrom("lead")
    .select("id")
    .where("held_at", "is not", null)
    .where("form", "=", submission.form)
    .where(sql<string>`substr(submission_token, 1, ${prefix.length})`, "=", prefix)
    .executeTakeFirst();
}

/**
 * What makes two posts the same request: the form's render token and what was sent. A double
 * click or a reloaded POST repeats both and stores one lead; a tab reused to send something
 * else with the same token (back button without JavaScript) is a new request, and is stored —
 * unless the token's lead is held (ADR 031): then what is sent releases it.
 */
function submissionKey(submission: LeadSubmission): string {
  const content = JSON.stringify([submission.form, submission.listingId ?? null, submission.projectId ?? null, submission.fields]);
  return `${submission.token}.${createHash("sha256").update(content).digest("base64url").slice(0, 22)}`;
}

/**
 * Serialises the writes that count (a time slot's capacity, a property's documents asked once per
 * e-mail) across instances. On SQLite, the transaction holds the one write lock from its start.
 */
async function lockFor(trx: Transaction<DB>, submission: LeadSubmission, email: string): Promise<void> {
  if (dialectOf(trx) === "postgres") {
    const key =
      submission.form === "contact-appointment"
        ? `appointment:${submission.listingId}`
        : submission.form === "contact-documents"
          ? `documents:${submission.listingId}:${email}`
          : `lead:${submission.token}`;
    await sql`select pg_advisory_xact_lock(hashtext(current_schema() || ${key}))`.execute(trx);
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
      .where("held_at", "is", null)
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
      .where("held_at", "is", null)
      .executeTakeFirstOrThrow();
    if (Number(count) >= capacity) return "appointments-full";
  }
  return null;
}
