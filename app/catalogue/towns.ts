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

type Towns = {
  /** Every town of the catalogue, spelled as its city list does (and the towns only a listing names), by key. */
  byKey: Map<string, CityRef>;
  /** The same towns by each of their names (accent-stripped, lower case) and postcode. */
  byName: Map<string, CityRef>;
};

/** Per catalogue object: the cached catalogue is frozen and replaced at each import, so its towns are gathered once. */
const townsOf = new WeakMap<object, Towns>();

function catalogueTowns(catalogue: Pick<Catalogue, "cities" | "listings">): Towns {
  let towns = townsOf.get(catalogue);
  if (towns) return towns;
  const byKey = new Map<string, CityRef>();
  for (const city of catalogue.cities.all) byKey.set(key({ name: city.Name, zip: city.Zip }), { name: city.Name, zip: city.Zip });
  for (const listing of catalogue.listings) {
    const town = { name: listing.City, zip: listing.Zip };
    if (!byKey.has(key(town))) byKey.set(key(town), town);
  }
  const byName = new Map<string, CityRef>();
  for (const town of byKey.values()) {
    for (const name of townNames(town)) {
      const named = key({ name, zip: town.zip });
      if (!byName.has(named)) byName.set(named, town);
    }
  }
  towns = { byKey, byName };
  townsOf.set(catalogue, towns);
  return towns;
}

/** The towns of a list's available listings, with how many each has (what the town filter offers). */
export function townsWithListings(catalogue: Pick<Catalogue, "cities" | "listings">, scope: ListingScope): (CityRef & { count: number })[] {
  const towns = catalogueTowns(catalogue).byKey;
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
  return catalogueTowns(catalogue).byName.get(key(city)) ?? null;
}
