/**
 * What changed in the catalogue (issue 24 §2, ADR 050), written by each import and read by the
 * pages: when the catalogue first held each listing, and each change of its published price or
 * status (`listing_seen`, `listing_change`, migration 0009).
 */
import type { Insertable, Kysely } from "kysely";
import type { DB } from "~/db/db.server";
import { NEW_FOR_DAYS, PRICE_LOWERED_FOR_DAYS, type ListingNews } from "./listing-news";
import type { Listing } from "./schema";

/** A listing's price as visitors see it: null when the agency does not publish it. */
export function publishedPrice(listing: Pick<Listing, "Price" | "PublishPrice">): number | null {
  return listing.PublishPrice ? listing.Price : null;
}

/**
 * Records, inside an import's transaction, a batch of the listings it holds: a listing the
 * catalogue never held is first seen now (on a site's first import, at its own publication date
 * when that is earlier: what the agency published before the site existed is not new), with its
 * first row of history; a listing whose published price or status differs from the last import's
 * gets a row with both.
 */
export async function recordListingChanges(
  trx: Kysely<DB>,
  listings: readonly Listing[],
  importedAt: string,
  firstImport: boolean,
): Promise<void> {
  if (listings.length === 0) return;
  const known = new Map(
    (
      await trx
        .selectFrom("listing_seen")
        .select(["listing_id", "price", "status"])
        .where(
          "listing_id",
          "in",
          listings.map((listing) => listing.ID),
        )
        .execute()
    ).map((row) => [Number(row.listing_id), row]),
  );
  const firstSeen: Insertable<DB["listing_seen"]>[] = [];
  const changes: Insertable<DB["listing_change"]>[] = [];
  for (const listing of listings) {
    const price = publishedPrice(listing);
    const before = known.get(listing.ID);
    if (!before) {
      const published = new Date(listing.PublishedAt);
      const at = firstImport && published.getTime() < Date.parse(importedAt) ? published.toISOString() : importedAt;
      firstSeen.push({ listing_id: listing.ID, first_seen_at: at, price, status: listing.Status });
      changes.push({
        listing_id: listing.ID,
        changed_at: at,
        price_before: null,
        price_after: price,
        status_before: null,
        status_after: listing.Status,
      });
      continue;
    }
    if (before.status !== null && Number(before.price ?? -1) === (price ?? -1) && before.status === listing.Status) continue;
    // A listing back after leaving the catalogue has no last values: its history starts again here.
    const recorded = before.status !== null;
    changes.push({
      listing_id: listing.ID,
      changed_at: importedAt,
      price_before: recorded && before.price !== null ? Number(before.price) : null,
      price_after: price,
      status_before: recorded ? before.status : null,
      status_after: listing.Status,
    });
    await trx.updateTable("listing_seen").set({ price, status: listing.Status }).where("listing_id", "=", listing.ID).execute();
  }
  // Below both databases' bind-parameter limits: 4 columns × 1,000 rows, 6 × 1,000.
  for (let i = 0; i < firstSeen.length; i += 1000) {
    await trx
      .insertInto("listing_seen")
      .values(firstSeen.slice(i, i + 1000))
      .execute();
  }
  for (let i = 0; i < changes.length; i += 1000) {
    await trx
      .insertInto("listing_change")
      .values(changes.slice(i, i + 1000))
      .execute();
  }
}

/**
 * The news a catalogue snapshot carries (read with it, at each import): the listings first seen
 * within a week and the last price change of those whose price changed within a month, when that
 * change lowered it. Whether a badge still shows is decided on the day of the page.
 */
export async function listingNews(db: Kysely<DB>, now = new Date()): Promise<Map<number, ListingNews>> {
  const since = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();
  const news = new Map<number, ListingNews>();
  const entry = (id: number) => {
    let found = news.get(id);
    if (!found) news.set(id, (found = { firstSeenAt: null, priceLowered: null }));
    return found;
  };
  const fresh = await db
    .selectFrom("listing_seen")
    .select(["listing_id", "first_seen_at"])
    .where("first_seen_at", ">", since(NEW_FOR_DAYS))
    .execute();
  for (const row of fresh) entry(Number(row.listing_id)).firstSeenAt = row.first_seen_at;
  // Rows after a listing's first (a status before), oldest first: the last price change of each wins.
  const changes = await db
    .selectFrom("listing_change")
    .select(["listing_id", "changed_at", "price_before", "price_after"])
    .where("changed_at", ">", since(PRICE_LOWERED_FOR_DAYS))
    .where("status_before", "is not", null)
    .orderBy("changed_at")
    .orderBy("id")
    .execute();
  const lastPriceChange = new Map<number, (typeof changes)[number]>();
  for (const change of changes) {
    if (change.price_before !== change.price_after) lastPriceChange.set(Number(change.listing_id), change);
  }
  for (const [id, change] of lastPriceChange) {
    const from = change.price_before === null ? null : Number(change.price_before);
    const to = change.price_after === null ? null : Number(change.price_after);
    if (from !== null && to !== null && to < from) entry(id).priceLowered = { from, at: change.changed_at };
  }
  return news;
}

/** At most this many lines in a property's price history: the latest. */
const PRICE_HISTORY_LINES = 6;

/**
 * A listing's published prices, oldest first, each with the date an import first gave it: empty
 * unless its price changed at least once (one line would only repeat the price). A hidden price
 * never appears: the history is left out while the price is not published, and a time it was
 * hidden is no line.
 */
export async function priceHistory(db: Kysely<DB>, listingId: number): Promise<{ at: string; price: number }[]> {
  const rows = await db
    .selectFrom("listing_change")
    .select(["changed_at", "price_before", "price_after", "status_before"])
    .where("listing_id", "=", listingId)
    .orderBy("changed_at")
    .orderBy("id")
    .execute();
  const lines: { at: string; price: number }[] = [];
  for (const row of rows) {
    const price = row.price_after === null ? null : Number(row.price_after);
    const first = row.status_before === null;
    if (!first && row.price_before === row.price_after) continue;
    if (price !== null && lines.at(-1)?.price !== price) lines.push({ at: row.changed_at, price });
  }
  const current = rows.at(-1)?.price_after ?? null;
  return current === null || lines.length < 2 ? [] : lines.slice(-PRICE_HISTORY_LINES);
}
