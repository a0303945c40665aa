/**
 * Writes a catalogue of N listings for scale measurements: the bundled snapshot's listings,
 * repeated with new IDs (copies leave their project, so the project page stays as it is).
 *
 *   node --import tsx scripts/scale-catalogue.ts 20000 var/scale/catalogue-20000.json
 *   DATABASE_URL=file:var/scale/site.db npm run catalogue:import -- var/scale/catalogue-20000.json
 *
 * ADR 002 gives the figures measured with it (in-memory filtering at 230 and 20,000 listings).
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Catalogue, Listing } from "~/catalogue/schema";

/** The snapshot's listings first, then copies with IDs from 5,000,000 up. */
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
    listings.push({ ...copy, ID: 5_000_000 + i });
  }
  return { ...catalogue, listings };
}

const [countArg, out] = process.argv.slice(2).filter((arg) => arg !== "--");
const count = Number(countArg);
if (!Number.isSafeInteger(count) || count < 1 || count > 4_000_000 || !out) {
  console.error("Usage: node --import tsx scripts/scale-catalogue.ts COUNT OUT.json");
  process.exitCode = 2;
} else {
  const snapshot = JSON.parse(readFileSync("data/catalogue/snapshot.json", "utf8")) as Catalogue;
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(scaleCatalogue(snapshot, count)));
  console.log(`Wrote ${out}: ${count} listings`);
}
