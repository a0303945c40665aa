/**
 * What changed about a listing lately, as cards and property pages say it (issue 24 §2, ADR 050):
 * "New" for a week after the catalogue first held it, "Price lowered" with the former price and the
 * date for a month after an import lowered its published price. The figures come from the imports
 * (`listing_seen`, `listing_change`), never from the agency's own marquee.
 */

/** "New" for this long after a listing first appears. */
export const NEW_FOR_DAYS = 7;
/** "Price lowered" for this long after the import that lowered it. */
export const PRICE_LOWERED_FOR_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A listing's recent news: when it first appeared (if lately) and its last price change (if lately and a lower price). */
export type ListingNews = { firstSeenAt: string | null; priceLowered: { from: number; at: string } | null };

/** The news of the listings that have some, by id: what an import could have changed, read with the catalogue. */
export type ListingNewsById = ReadonlyMap<number, ListingNews>;

/** The badges a listing shows today. */
export type ListingBadges = { isNew: boolean; priceLowered: ListingNews["priceLowered"] };

export function listingBadges(news: ListingNews | undefined, now: Date): ListingBadges {
  const within = (at: string, days: number) => now.getTime() - Date.parse(at) < days * DAY_MS;
  return {
    isNew: news?.firstSeenAt != null && within(news.firstSeenAt, NEW_FOR_DAYS),
    priceLowered: news?.priceLowered && within(news.priceLowered.at, PRICE_LOWERED_FOR_DAYS) ? news.priceLowered : null,
  };
}

/** The agency's own marquees that say what the imports now say ("New", "Price reduced"): the badges replace them. */
export const MARQUEES_SUPERSEDED = [1, 3] as const;

/** No news: for a card made outside a catalogue snapshot (an e-mail about no property, a test). */
export const NO_NEWS: ListingNewsById = new Map();
