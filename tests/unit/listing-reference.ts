/**
 * The listing pages' rules as plain JavaScript over an array: the reference the SQL of the
 * listing store is compared with (tests/unit/listing-store.test.ts). Spec §5: a list shows the
 * available listings of its scope (Belgian for sale, Belgian for rent, abroad); the town filter
 * ignores case and accents; a type matches any of a listing's WebIDs; a price filter leaves out
 * hidden prices; newest first, or by price with hidden prices last; twelve a page, a page past
 * the end gives the last.
 */
import { cityMatches } from "~/belgium/city";
import type { ListingScope } from "~/catalogue/listing-columns";
import type { ListingQuery, Page } from "~/catalogue/listing-query";
import type { Listing } from "~/catalogue/schema";

function inScope(listing: Listing, scope: ListingScope): boolean {
  if (listing.Status !== "available") return false;
  if (scope === "abroad") return listing.CountryID !== 10;
  return listing.CountryID === 10 && (listing.Goal === 0 ? "sale" : "rent") === scope;
}

const byNewest = (a: Listing, b: Listing) => (a.PublishedAt < b.PublishedAt ? 1 : a.PublishedAt > b.PublishedAt ? -1 : b.ID - a.ID);

export function referenceSearch(listings: readonly Listing[], scope: ListingScope, query: ListingQuery, perPage = 12): Page<Listing> {
  const matches = listings.filter((listing) => {
    if (!inScope(listing, scope)) return false;
    if (query.city && !cityMatches(query.city, { name: listing.City, zip: listing.Zip })) return false;
    if (query.type !== null && !listing.WebIDs.split(",").map(Number).includes(query.type)) return false;
    if (query.bedrooms !== null && (listing.Bedrooms ?? 0) < query.bedrooms) return false;
    if (query.priceMin !== null || query.priceMax !== null) {
      if (!listing.PublishPrice) return false;
      if (query.priceMin !== null && listing.Price < query.priceMin) return false;
      if (query.priceMax !== null && listing.Price > query.priceMax) return false;
    }
    return true;
  });
  const direction = query.sort === "price-asc" ? 1 : -1;
  matches.sort((a, b) => {
    if (query.sort === "newest") return byNewest(a, b);
    if (a.PublishPrice !== b.PublishPrice) return a.PublishPrice ? -1 : 1;
    return (a.Price - b.Price) * direction || byNewest(a, b);
  });
  const pageCount = Math.max(1, Math.ceil(matches.length / perPage));
  const page = Math.min(Math.max(1, query.page), pageCount);
  return { items: matches.slice((page - 1) * perPage, page * perPage), page, pageCount, total: matches.length };
}
