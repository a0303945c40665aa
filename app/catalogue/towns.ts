/**
 * The towns of the listing pages: which towns the town filter offers (those with listings in the
 * list), and which catalogue town a `city` parameter names, under any of its names (Namen, Luik,
 * Brüssel …), in any case and with or without accents.
 */
import type { CityRef } from "~/belgium/city";
import { townNames } from "~/belgium/town-names";
import { townKey, type ListingScope } from "./listing-columns";
import type { ListingStore } from "./listing-store.server";
import type { Catalogue } from "./schema";

type TownSource = Pick<Catalogue, "cities"> & { listings: Pick<ListingStore, "towns"> };

type Towns = {
  /** Every town of the catalogue, spelled as its city list does (and the towns only a listing names), by key. */
  byKey: Map<string, CityRef>;
  /** The same towns by each of their names (accent-stripped, lower case) and postcode. */
  byName: Map<string, CityRef>;
  /** Per list, the towns of its available listings with how many each has. */
  byScope: Map<ListingScope, (CityRef & { count: number })[]>;
};

/** Per catalogue object: the cached catalogue is frozen and replaced at each import, so its towns are gathered once. */
const townsOf = new WeakMap<object, Promise<Towns>>();

function catalogueTowns(catalogue: TownSource): Promise<Towns> {
  let towns = townsOf.get(catalogue);
  if (!towns) {
    towns = gatherTowns(catalogue);
    townsOf.set(catalogue, towns);
    towns.catch(() => townsOf.delete(catalogue));
  }
  return towns;
}

async function gatherTowns(catalogue: TownSource): Promise<Towns> {
  const listingTowns = await catalogue.listings.towns();
  const byKey = new Map<string, CityRef>();
  for (const city of catalogue.cities.all) byKey.set(townKey({ name: city.Name, zip: city.Zip }), { name: city.Name, zip: city.Zip });
  for (const town of listingTowns) {
    const key = townKey(town);
    if (!byKey.has(key)) byKey.set(key, { name: town.name, zip: town.zip });
  }
  const byName = new Map<string, CityRef>();
  for (const town of byKey.values()) {
    for (const name of townNames(town)) {
      const named = townKey({ name, zip: town.zip });
      if (!byName.has(named)) byName.set(named, town);
    }
  }
  const counts = new Map<ListingScope, Map<string, CityRef & { count: number }>>();
  for (const town of listingTowns) {
    if (town.scope === null) continue;
    const ofScope = counts.get(town.scope) ?? new Map<string, CityRef & { count: number }>();
    counts.set(town.scope, ofScope);
    const key = townKey(town);
    const entry = ofScope.get(key) ?? { ...byKey.get(key)!, count: 0 };
    entry.count += town.count;
    ofScope.set(key, entry);
  }
  const byScope = new Map([...counts].map(([scope, towns]) => [scope, [...towns.values()]]));
  return { byKey, byName, byScope };
}

/** The towns of a list's available listings, with how many each has (what the town filter offers). */
export async function townsWithListings(catalogue: TownSource, scope: ListingScope): Promise<(CityRef & { count: number })[]> {
  return (await catalogueTowns(catalogue)).byScope.get(scope) ?? [];
}

/** The catalogue's town that a `city` parameter names by any of its names; null for a town the catalogue does not know. */
export async function findTown(catalogue: TownSource, city: CityRef): Promise<CityRef | null> {
  return (await catalogueTowns(catalogue)).byName.get(townKey(city)) ?? null;
}
