/**
 * The towns of the listing pages: which towns the town filter offers (those with listings in the
 * list), and which catalogue town a `city` parameter names, under any of its names (Namen, Luik,
 * Brüssel …), in any case and with or without accents.
 */
import { normalizeText, type CityRef } from "~/belgium/city";
import { townNames } from "~/belgium/town-names";
import { filterListings, type ListingQuery, type ListingScope } from "./listing-query";
import type { Catalogue } from "./schema";

const NO_FILTER: ListingQuery = { city: null, type: null, priceMin: null, priceMax: null, bedrooms: null, sort: "newest", page: 1 };

const key = (city: CityRef) => `${normalizeText(city.name)}|${city.zip.trim()}`;

/** Every town of the catalogue, spelled as its city list does (and the towns only a listing names). */
function catalogueTowns(catalogue: Pick<Catalogue, "cities" | "listings">): Map<string, CityRef> {
  const towns = new Map<string, CityRef>();
  for (const city of catalogue.cities.all) towns.set(key({ name: city.Name, zip: city.Zip }), { name: city.Name, zip: city.Zip });
  for (const listing of catalogue.listings) {
    const town = { name: listing.City, zip: listing.Zip };
    if (!towns.has(key(town))) towns.set(key(town), town);
  }
  return towns;
}

/** The towns of a list's available listings, with how many each has (what the town filter offers). */
export function townsWithListings(catalogue: Pick<Catalogue, "cities" | "listings">, scope: ListingScope): (CityRef & { count: number })[] {
  const towns = catalogueTowns(catalogue);
  const counts = new Map<string, CityRef & { count: number }>();
  for (const listing of filterListings(catalogue.listings, scope, NO_FILTER)) {
    const town = towns.get(key({ name: listing.City, zip: listing.Zip }))!;
    const entry = counts.get(key(town)) ?? { ...town, count: 0 };
    entry.count++;
    counts.set(key(town), entry);
  }
  return [...counts.values()];
}

/** The catalogue's town that a `city` parameter names by any of its names; null for a town the catalogue does not know. */
export function findTown(catalogue: Pick<Catalogue, "cities" | "listings">, city: CityRef): CityRef | null {
  const wanted = normalizeText(city.name);
  for (const town of catalogueTowns(catalogue).values()) {
    if (town.zip.trim() === city.zip.trim() && townNames(town).some((name) => normalizeText(name) === wanted)) return town;
  }
  return null;
}
