/**
 * The testimonials past clients sent (ADR 047): those waiting for approval first, then the
 * published and withdrawn (or refused) ones, newest first, each with its state, id, rating,
 * author, language and text.
 *
 *   npm run testimonial:list
 *   npm run testimonial:approve -- ID     publish one
 *   npm run testimonial:withdraw -- ID    take one off the site
 *
 * DATABASE_URL selects the database.
 */
import { formatBelgianDateTime } from "~/belgium/format";
import { closeDatabase } from "~/db/db.server";
import { listTestimonials, waits, type TestimonialRow } from "~/testimonials/store.server";
import { BEST_RATING } from "~/testimonials/testimonial";
import { openCommandDatabase } from "./command-database";
import { printable } from "./printable";

/** One testimonial: its id, state, rating and author on a line, then its text. */
function describe(testimonial: TestimonialRow): string {
  const state = testimonial.publishedAt
    ? `published ${formatBelgianDateTime(testimonial.publishedAt)}`
    : testimonial.withdrawnAt
      ? `withdrawn ${formatBelgianDateTime(testimonial.withdrawnAt)}`
      : "waiting for approval";
  const author = printable(`${testimonial.name}, ${testimonial.town}`);
  const email = testimonial.email ? ` <${printable(testimonial.email)}>` : "";
  const text = printable(testimonial.text).replace(/\s+/g, " ").trim();
  return [
    `#${testimonial.id}  ${formatBelgianDateTime(testimonial.createdAt)}  ${state}`,
    `      ${testimonial.rating}/${BEST_RATING}  ${author}${email}  (${testimonial.language})`,
    `      “${text}”`,
  ].join("\n");
}

async function main(): Promise<number> {
  const db = await openCommandDatabase();
  if (db === null) return 1;
  try {
    const testimonials = await listTestimonials(db);
    if (testimonials.length === 0) {
      console.log("No testimonials yet.");
      return 0;
    }
    const waiting = testimonials.filter(waits).length;
    console.log(
      `${testimonials.length} testimonial(s), ${waiting} waiting for approval. Publish one with: npm run testimonial:approve -- ID; take one off (or refuse it) with: npm run testimonial:withdraw -- ID`,
    );
    for (const testimonial of testimonials) console.log(describe(testimonial));
    return 0;
  } finally {
    await closeDatabase(db);
  }
}

process.exitCode = await main();
