/**
 * The columns a listing is searched by (ADR 023): derived from the record at import, so that the
 * listing pages, the home figures and the similar listings are SQL queries on indexes.
 *
 * - `scope`: which list shows it: 'sale' or 'rent' (Belgian, available), 'abroad' (available
 *   outside Belgium), null when it is sold or rented (no list shows it);
 * - `town_key`: the town as the `city` filter compares it (name without case or accents, postcode);
 * - `bedrooms` (0 when not given), `price_shown` (1 when the price is published), `zip_number`
 *   (the postcode as a number, for "nearest first");
 * - `type_name`: what the listing's address slug is made of;
 * - `type_mask`: the types it is listed under (its `WebIDs`), one bit per type id, so that a type
 *   filter is a check on the row and the list's own index still leads.
 */
import { normalizeText, type CityRef } from "~/belgium/city";
import { isBelgian } from "~/belgium/country";
import type { Listing } from "./schema";
import { goalKind } from "./codes";

export type ListingScope = "sale" | "rent" | "abroad";

export type ListingSearchColumns = {
  scope: ListingScope | null;
  town_key: string;
  bedrooms: number;
  price_shown: number;
  zip_number: number;
  type_name: string;
  type_mask: number;
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
    "Status" | "CountryID" | "Goal" | "City" | "Zip" | "Bedrooms" | "PublishPrice" | "TypeDescription" | "MainTypeName" | "WebIDs"
  >,
): ListingSearchColumns {
  return {
    scope: listingScope(listing),
    town_key: townKey({ name: listing.City, zip: listing.Zip }),
    bedrooms: listing.Bedrooms ?? 0,
    price_shown: listing.PublishPrice ? 1 : 0,
    zip_number: Number(listing.Zip) || 0,
    type_name: listing.TypeDescription || listing.MainTypeName,
    type_mask: listing.WebIDs.split(",").reduce((mask, id) => mask | typeBit(Number(id)), 0),
  };
}

/** The bit of a type id in `type_mask` (the categories' web ids are 1 to 9; others have none). */
export function typeBit(typeId: number): number {
  return Number.isInteger(typeId) && typeId >= 0 && typeId <= 30 ? 2 ** typeId : 0;
}
