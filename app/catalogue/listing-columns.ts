/**
 * The columns a listing is searched by (ADR 023): derived from the record at import, so that the
 * listing pages, the home figures and the similar listings are SQL queries on indexes.
 *
 * - `scope`: which list shows it: 'sale' or 'rent' (Belgian, available), 'abroad' (available
 *   outside Belgium), null when it is sold or rented (no list shows it);
 * - `town_key`: the town as the `city` filter compares it (name without case or accents, postcode);
 * - `bedrooms` (0 when not given), `price_shown` (1 when the price is published), `zip_number`
 *   (the postcode as a number, for "nearest first");
 * - `type_name`: what the listing's address slug is made of.
 * The types a listing is listed under (`WebIDs`) go to `catalogue_listing_type`, one row each.
 */
import { normalizeText, type CityRef } from "~/belgium/city";
import { isBelgian } from "~/belgium/country";
import { goalKind, type Listing } from "./schema";

export type ListingScope = "sale" | "rent" | "abroad";

export type ListingSearchColumns = {
  scope: ListingScope | null;
  town_key: string;
  bedrooms: number;
  price_shown: number;
  zip_number: number;
  type_name: string;
};

/** The `town_key` of a town: what the `city` filter compares (spec §5: case and accents ignored). */
export const townKey = (town: CityRef): string => `${normalizeText(town.name)}|${town.zip.trim()}`;

/** Which list shows a listing; null when none does (sold, rented). */
export function listingScope(listing: Pick<Listing, "Status" | "CountryID" | "Goal">): ListingScope | null {
  if (listing.Status !== "available") return null;
  if (!isBelgian(listing.CountryID)) return "abroad";
  return goalKind(listing.Goal);
}

export function listingSearchColumns(
  listing: Pick<
    Listing,
    "Status" | "CountryID" | "Goal" | "City" | "Zip" | "Bedrooms" | "PublishPrice" | "TypeDescription" | "MainTypeName"
  >,
): ListingSearchColumns {
  return {
    scope: listingScope(listing),
    town_key: townKey({ name: listing.City, zip: listing.Zip }),
    bedrooms: listing.Bedrooms ?? 0,
    price_shown: listing.PublishPrice ? 1 : 0,
    zip_number: Number(listing.Zip) || 0,
    type_name: listing.TypeDescription || listing.MainTypeName,
  };
}

/** The type ids a listing is listed under (its `WebIDs`, without repeats). */
export function listingTypeIds(listing: Pick<Listing, "WebIDs">): number[] {
  return [...new Set(listing.WebIDs.split(",").map(Number).filter(Number.isSafeInteger))];
}
