/**
 * The agency's side of a lead's life (issue 8 §5): its status (new → in progress → confirmed →
 * closed), set one at a time or from a JSON file the agency's CRM exports, and the requests that
 * reached the agency through other channels (Immoweb …), imported with their source's name. The
 * owner portal reads both, for the owner's listings only, through `leadHistory`.
 */
import { z } from "zod";
import type { Database } from "~/db/db.server";
import { LANGUAGES } from "~/i18n/languages";
import { FORM_IDS } from "./forms";
import { LEAD_STATUSES, parseLeadStatus, type LeadStatus } from "./status";

/** Sets a lead's status; false when no lead has that id. */
export async function setLeadStatus(db: Database, leadId: number, status: LeadStatus): Promise<boolean> {
  const result = await db.updateTable("lead").set({ status }).where("id", "=", leadId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

const statusSchema = z.string().transform((value, ctx) => {
  const status = parseLeadStatus(value);
  if (status) return status;
  ctx.addIssue({ code: "custom", message: `"${value}" is not a status: use ${LEAD_STATUSES.join(", ")}` });
  return z.NEVER;
});

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `at most ${max} characters` });

/** One request that reached the agency elsewhere; its source and id there make it unique. */
const importedLeadSchema = z.strictObject({
  source: text(50).min(1, { error: "the channel's name is required (for example Immoweb)" }),
  externalId: z.union([text(100).min(1, { error: "is required" }), z.number().int().transform(String)]),
  propertyId: z.number({ error: "a property id (a number) is required" }).int().positive(),
  type: z.enum(FORM_IDS, { error: `use one of ${FORM_IDS.join(", ")}` }).default("contact-me"),
  language: z.enum(LANGUAGES, { error: `use one of ${LANGUAGES.join(", ")}` }).default("fr"),
  name: text(200).min(1, { error: "is required" }),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "is not an e-mail address" })),
  phone: text(30).optional(),
  subject: text(200).optional(),
  message: text(5000).optional(),
  status: statusSchema.optional(),
  receivedAt: z.iso.datetime({ offset: true, error: "must be an ISO date and time, e.g. 2026-03-01T09:30:00+01:00" }),
});

const updatesFileSchema = z.strictObject({
  updates: z
    .array(
      z.strictObject({
        id: z.number({ error: "a lead id (a number) is required" }).int().positive(),
        status: statusSchema,
      }),
    )
    .optional(),
  leads: z.array(importedLeadSchema).optional(),
});

export type LeadUpdateCounts = { updated: number; imported: number; unchanged: number };
export type LeadUpdateResult = { ok: true; counts: LeadUpdateCounts } | { ok: false; errors: string[] };

/** "leads[2].propertyId": where a problem is, as the agency finds it in its file. */
function pathOf(path: readonly PropertyKey[]): string {
  return path.map((part, i) => (typeof part === "number" ? `[${part}]` : `${i === 0 ? "" : "."}${String(part)}`)).join("");
}

/**
 * Applies a CRM file: `updates` set the status of the site's leads by id; `leads` are requests
 * from other channels, stored as leads with their source's name. Importing the same entry again
 * updates the row it made (its token is `import:<source>:<externalId>`), so a file can be applied
 * any number of times. All or nothing: a file with any problem (invalid entry, unknown lead id,
 * a property the catalogue does not hold) changes nothing and every problem is reported.
 */
export async function importLeadUpdates(db: Database, json: unknown): Promise<LeadUpdateResult> {
  const parsed = updatesFileSchema.safeParse(json);
  if (!parsed.success) {
    return { ok: false, errors: parsed.error.issues.map((issue) => `${pathOf(issue.path) || "file"}: ${issue.message}`) };
  }
  const updates = parsed.data.updates ?? [];
  const leads = (parsed.data.leads ?? []).map((lead) => ({ ...lead, token: `import:${lead.source}:${lead.externalId}` }));

  const errors: string[] = [];
  const seenIds = new Map<number, number>();
  updates.forEach((update, index) => {
    const first = seenIds.get(update.id);
    if (first !== undefined) errors.push(`updates[${index}]: lead ${update.id} is already updated by updates[${first}]`);
    else seenIds.set(update.id, index);
  });
  const seenTokens = new Map<string, number>();
  leads.forEach((lead, index) => {
    const first = seenTokens.get(lead.token);
    if (first !== undefined) errors.push(`leads[${index}]: ${lead.source} ${lead.externalId} is already in leads[${first}]`);
    else seenTokens.set(lead.token, index);
  });
  if (errors.length > 0) return { ok: false, errors };

  return db.transaction().execute(async (trx): Promise<LeadUpdateResult> => {
    const leadIds = [...seenIds.keys()];
    const knownLeads =
      leadIds.length === 0 ? [] : await trx.selectFrom("lead").select(["id", "status"]).where("id", "in", leadIds).execute();
    const statusOf = new Map(knownLeads.map((row) => [Number(row.id), row.status]));
    updates.forEach((update, index) => {
      if (!statusOf.has(update.id)) errors.push(`updates[${index}]: no lead with id ${update.id}`);
    });

    const propertyIds = [...new Set(leads.map((lead) => lead.propertyId))];
    const knownProperties =
      propertyIds.length === 0 ? [] : await trx.selectFrom("catalogue_listing").select("id").where("id", "in", propertyIds).execute();
    const catalogue = new Set(knownProperties.map((row) => Number(row.id)));
    leads.forEach((lead, index) => {
      if (!catalogue.has(lead.propertyId))
        errors.push(`leads[${index}].propertyId: no property with id ${lead.propertyId} in the catalogue`);
    });
    // Nothing has been written yet: a refused file leaves the database as it was.
    if (errors.length > 0) return { ok: false, errors };

    const counts: LeadUpdateCounts = { updated: 0, imported: 0, unchanged: 0 };
    for (const update of updates) {
      if (statusOf.get(update.id) === update.status) {
        counts.unchanged += 1;
        continue;
      }
      await trx.updateTable("lead").set({ status: update.status }).where("id", "=", update.id).execute();
      counts.updated += 1;
    }

    for (const lead of leads) {
      const fields: Record<string, string> = {};
      // The website forms' names, so the portal reads every lead the same way.
      if (lead.phone) fields.phone = lead.phone;
      if (lead.subject) fields.subject = lead.subject;
      if (lead.message) fields.remark = lead.message;
      const row = {
        form: lead.type,
        language: lead.language,
        listing_id: lead.propertyId,
        email: lead.email,
        name: lead.name,
        fields: JSON.stringify(fields),
        source: lead.source,
        created_at: new Date(lead.receivedAt).toISOString(),
      };
      const existing = await trx
        .selectFrom("lead")
        .select(["id", "form", "language", "listing_id", "email", "name", "fields", "source", "created_at", "status"])
        .where("submission_token", "=", lead.token)
        .executeTakeFirst();
      if (!existing) {
        await trx
          .insertInto("lead")
          .values({
            ...row,
            project_id: null,
            source_path: "",
            submission_token: lead.token,
            status: lead.status ?? "new",
            appointment_day: null,
            appointment_slot: null,
          })
          .execute();
        counts.imported += 1;
        continue;
      }
      // Without a status in the file, the one the agency set since the last import stays.
      const changes = { ...row, status: lead.status ?? existing.status };
      const same = Object.entries(changes).every(([column, value]) => existing[column as keyof typeof existing] === value);
      if (same) {
        counts.unchanged += 1;
        continue;
      }
      await trx.updateTable("lead").set(changes).where("id", "=", existing.id).execute();
      counts.updated += 1;
    }
    return { ok: true, counts };
  });
}

/** One line of the owner portal's history: what the visitor asked, through which channel, where it stands. */
export type LeadHistoryRow = {
  id: number;
  listingId: number;
  /** ISO date-time. */
  createdAt: string;
  /** A FormId: the form (website) or the kind of request (imported); the UI names it in the owner's language. */
  form: string;
  name: string;
  email: string;
  phone: string;
  /** Given by imported requests only; the website's forms have none. */
  subject: string;
  /** The visitor's remark or message. */
  comment: string;
  status: LeadStatus;
  /** "website", or the channel of an imported request (Immoweb …). */
  source: string;
};

/** A lead's fields; none for a row written by hand with broken JSON (it still shows its date, contact and status). */
function fieldsOf(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json);
    return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

function textField(fields: Record<string, unknown>, ...names: string[]): string {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === "string" && value.trim() !== "") return value.trim();
  }
  return "";
}

/**
 * The requests about these listings, newest first. The portal passes the signed-in owner's
 * listing ids: nothing about any other listing can come out of here.
 */
export async function leadHistory(db: Database, listingIds: readonly number[]): Promise<LeadHistoryRow[]> {
  if (listingIds.length === 0) return [];
  const rows = await db
    .selectFrom("lead")
    .select(["id", "listing_id", "created_at", "form", "name", "email", "fields", "status", "source"])
    .where("listing_id", "in", [...listingIds])
    // A lead held as probably automated is in nobody's view until it is released (ADR 031).
    .where("held_at", "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => {
    const fields = fieldsOf(row.fields);
    return {
      id: Number(row.id),
      listingId: Number(row.listing_id),
      createdAt: row.created_at,
      form: row.form,
      name: row.name,
      email: row.email,
      phone: textField(fields, "phone"),
      subject: textField(fields, "subject"),
      comment: textField(fields, "remark", "message", "comment"),
      status: parseLeadStatus(row.status) ?? "new",
      source: row.source,
    };
  });
}

/** A lead as `npm run lead:list` shows it to the agency. */
export type LeadListRow = {
  id: number;
  /** ISO date-time of the post (of its first send, for a lead that was held). */
  createdAt: string;
  form: string;
  language: string;
  name: string;
  email: string;
  listingId: number | null;
  projectId: number | null;
  sourcePath: string;
  status: string;
  /** When it was held as probably automated (ADR 031), or null when it is in the agency's inbox. */
  heldAt: string | null;
  /** The visitor's remark or message. */
  comment: string;
};

/**
 * The newest leads, newest first: those in the agency's inbox, or (`held`) those held as probably
 * automated, waiting for `npm run lead:release` (ADR 031).
 */
export async function listLeads(db: Database, { held, limit }: { held: boolean; limit: number }): Promise<LeadListRow[]> {
  const rows = await db
    .selectFrom("lead")
    .select([
      "id",
      "created_at",
      "form",
      "language",
      "name",
      "email",
      "listing_id",
      "project_id",
      "source_path",
      "status",
      "held_at",
      "fields",
    ])
    .where("held_at", held ? "is not" : "is", null)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => {
    const fields = fieldsOf(row.fields);
    return {
      id: Number(row.id),
      createdAt: row.created_at,
      form: row.form,
      language: row.language,
      name: row.name,
      email: row.email,
      listingId: row.listing_id === null ? null : Number(row.listing_id),
      projectId: row.project_id === null ? null : Number(row.project_id),
      sourcePath: row.source_path,
      status: row.status,
      heldAt: row.held_at,
      comment: textField(fields, "remark", "message", "comment"),
    };
  });
}
