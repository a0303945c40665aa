/**
 * Regenerating the catalogue changes nothing: scripts/generate-catalogue.ts's catalogue, built in
 * memory from its seeded PRNG, equals data/catalogue/snapshot.json field by field (the listings,
 * the project, categories, cities, neighbourhood, and every picture's name and size). The JPEG
 * files themselves are not redrawn here: rasterising the pool with sharp takes tens of seconds.
 */
import { describe, expect, it } from "vitest";
import snapshot from "../../data/catalogue/snapshot.json" with { type: "json" };
import { catalogueSchema } from "~/catalogue/schema";
import { buildCatalogue } from "../../scripts/catalogue/build";

describe("catalogue generator", () => {
  it("regenerates exactly the bundled snapshot", () => {
    const { catalogue } = buildCatalogue();
    expect(catalogueSchema.safeParse(catalogue).success).toBe(true);
    // Through JSON, as the file is written: absent fields stay absent.
    expect(JSON.parse(JSON.stringify(catalogue))).toEqual(snapshot);
  });

  it("draws every picture the snapshot names", () => {
    const { poolUsed } = buildCatalogue();
    const drawn = new Set(poolUsed.map((picture) => picture.name));
    const named = [...snapshot.listings.flatMap((l) => l.Pictures), ...snapshot.projects.flatMap((p) => p.Pictures)].map((p) => p.Name);
    expect(named.filter((name) => !drawn.has(name))).toEqual([]);
  });
});
