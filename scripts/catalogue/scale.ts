/**
 * A catalogue of any size for scale measurements and tests: the given catalogue's listings, then
 * copies of them under new ids (from 5,000,000 up), each published an hour earlier than the one
 * before it so that the newest-first order is a real order. Copies leave their project (a
 * project's page stays as it is) and reuse the pictures already drawn.
 */
import type { Catalogue, Listing } from "~/catalogue/schema";

export function scaleCatalogue(catalogue: Catalogue, count: number): Catalogue {
  const originals = catalogue.listings;
  const listings: Listing[] = [];
  for (let i = 0; i < count; i++) {
    const original = originals[i % originals.length]!;
    if (i < originals.length) {
      listings.push(original);
      continue;
    }
    const { ProjectID: _project, ...copy } = original;
    const published = new Date(Date.parse(original.PublishedAt) - Math.floor(i / originals.length) * 3_600_000).toISOString();
    listings.push({ ...copy, ID: 5_000_000 + i, PublishedAt: published });
  }
  return { ...catalogue, listings };
}
