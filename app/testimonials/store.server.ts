/**
 * Testimonials in the database (0008_testimonials, ADR 047). The testimonial form's lead stores
 * one, unpublished, in the lead's own transaction (app/leads/store.server.ts); the agency lists
 * them and approves or withdraws one by its id (scripts/testimonial-*.ts). The published ones are
 * read with the catalogue's snapshot (app/catalogue/store.server.ts), so that an approval shows on
 * every instance, and in the render cache, within about a second, as an import does.
 */
import type { Kysely, Transaction } from "kysely";
import type { DB } from "~/db/db.server";
import { isLanguage } from "~/i18n/languages";
import type { PublishedTestimonial } from "./testimonial";

type Reader = Kysely<DB> | Transaction<DB>;

/** What the form gives (app/forms/schemas.ts, testimonialSchema). */
export type TestimonialFields = { name: string; town: string; rating: number; text: string };

export async function storeTestimonial(
  trx: Transaction<DB>,
  lead: { id: number; language: string; createdAt: string; fields: TestimonialFields },
): Promise<number> {
  const { name, town, rating, text } = lead.fields;
  const row = await trx
    .insertInto("testimonial")
    .values({ lead_id: lead.id, language: lead.language, name, town, rating, text, created_at: lead.createdAt })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The approved testimonials, the most recently approved first. */
export async function publishedTestimonials(db: Reader): Promise<PublishedTestimonial[]> {
  const rows = await db
    .selectFrom("testimonial")
    .select(["id", "language", "name", "town", "rating", "text", "published_at"])
    .where("published_at", "is not", null)
    .orderBy("published_at", "desc")
    .orderBy("id", "desc")
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    language: isLanguage(row.language) ? row.language : "fr",
    name: row.name,
    town: row.town,
    rating: Number(row.rating),
    text: row.text,
    publishedAt: row.published_at!,
  }));
}

/**
 * What changes whenever a testimonial is approved or withdrawn: how many are published and the
 * latest approval. The catalogue cache compares it at each version check.
 */
export async function testimonialsRevision(db: Reader): Promise<string> {
  const row = await db
    .selectFrom("testimonial")
    .select((eb) => [eb.fn.countAll<number | string>().as("count"), eb.fn.max("published_at").as("latest")])
    .where("published_at", "is not", null)
    .executeTakeFirstOrThrow();
  return revisionOf(Number(row.count), row.latest ?? null);
}

/** The revision of a list of published testimonials, as testimonialsRevision reads it from the table. */
export function revisionOfPublished(testimonials: readonly PublishedTestimonial[]): string {
  const latest = testimonials.reduce<string | null>((max, t) => (max === null || t.publishedAt > max ? t.publishedAt : max), null);
  return revisionOf(testimonials.length, latest);
}

const revisionOf = (count: number, latest: string | null) => `${count}@${latest ?? ""}`;

/** A testimonial as the agency's commands list it. */
export type TestimonialRow = {
  id: number;
  language: string;
  name: string;
  town: string;
  rating: number;
  text: string;
  createdAt: string;
  publishedAt: string | null;
  /** When it was taken off the site; null unless withdrawn. */
  withdrawnAt: string | null;
  /** The e-mail its lead gave, while the lead is kept (LEAD_RETENTION_MONTHS). */
  email: string | null;
};

/** Whether a testimonial waits for the agency: neither published nor withdrawn. */
export const waits = (testimonial: Pick<TestimonialRow, "publishedAt" | "withdrawnAt">) =>
  testimonial.publishedAt === null && testimonial.withdrawnAt === null;

/** Every testimonial, the waiting ones first, the newest first within each. */
export async function listTestimonials(db: Kysely<DB>): Promise<TestimonialRow[]> {
  const rows = await db
    .selectFrom("testimonial")
    .leftJoin("lead", "lead.id", "testimonial.lead_id")
    .select([
      "testimonial.id",
      "testimonial.language",
      "testimonial.name",
      "testimonial.town",
      "testimonial.rating",
      "testimonial.text",
      "testimonial.created_at",
      "testimonial.published_at",
      "testimonial.withdrawn_at",
      "lead.email",
    ])
    .orderBy("testimonial.id", "desc")
    .execute();
  return rows
    .map((row) => ({
      id: Number(row.id),
      language: row.language,
      name: row.name,
      town: row.town,
      rating: Number(row.rating),
      text: row.text,
      createdAt: row.created_at,
      publishedAt: row.published_at,
      withdrawnAt: row.withdrawn_at,
      email: row.email,
    }))
    .sort((a, b) => Number(!waits(a)) - Number(!waits(b)));
}

export type PublicationResult = "done" | "unchanged" | "not-found";

/** Publishes testimonial `id`, waiting or withdrawn ("unchanged" when it is published already). */
export async function approveTestimonial(db: Kysely<DB>, id: number, now = new Date()): Promise<PublicationResult> {
  return setPublished(db, id, true, now.toISOString());
}

/** Takes testimonial `id` off the site, or refuses it before it was ever published ("unchanged" when it is withdrawn already). */
export async function withdrawTestimonial(db: Kysely<DB>, id: number, now = new Date()): Promise<PublicationResult> {
  return setPublished(db, id, false, now.toISOString());
}

async function setPublished(db: Kysely<DB>, id: number, publish: boolean, now: string): Promise<PublicationResult> {
  const updated = await db
    .updateTable("testimonial")
    .set(publish ? { published_at: now, withdrawn_at: null } : { published_at: null, withdrawn_at: now })
    .where("id", "=", id)
    .where(publish ? "published_at" : "withdrawn_at", "is", null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return "done";
  const exists = await db.selectFrom("testimonial").select("id").where("id", "=", id).executeTakeFirst();
  return exists ? "unchanged" : "not-found";
}
