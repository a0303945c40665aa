/** What the import accepts beyond the snapshot (spec §3, §4): any non-zero Goal is a rent; Luxembourg listings. */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import snapshot from "../../data/catalogue/snapshot.json" with { type: "json" };
import { listingPage } from "~/catalogue/paths";
import { catalogueSchema, type Catalogue } from "~/catalogue/schema";
import { goalKind } from "~/catalogue/codes";
import { parseCatalogueFile } from "~/catalogue/store.server";

const catalogue = snapshot as unknown as Catalogue;
const namurFlat = catalogue.listings.find((l) => l.ID === 4211030)!;

function withListing(changes: Record<string, unknown>, drop: string[] = []) {
  const listing: Record<string, unknown> = { ...namurFlat, ...changes };
  for (const field of drop) delete listing[field];
  return JSON.stringify({ ...catalogue, listings: [...catalogue.listings.filter((l) => l.ID !== namurFlat.ID), listing] });
}

/** The TypeScript files under a folder, with their text. */
function sources(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => ({ file: path.join(dir, file), text: readFileSync(path.join(dir, file), "utf8") }));
}

describe("what a Goal means", () => {
  it("is 0 for a sale, any other value for a rent", () => {
    expect(goalKind(0)).toBe("sale");
    expect([1, 2, 7, -1].map(goalKind)).toEqual(["rent", "rent", "rent", "rent"]);
  });

  it("is decided by goalKind only: no code compares a Goal itself", () => {
    const comparisons = [...sources("app"), ...sources("scripts")].flatMap(({ file, text }) =>
      text
        .split("\n")
        .map((line, i) => ({ line: line.trim(), where: `${file}:${i + 1}` }))
        .filter(({ line }) => /\bGoal\s*[!=]==?|[!=]==?\s*\w+\.Goal\b/.test(line))
        .map(({ line, where }) => `${where}: ${line}`),
    );
    expect(comparisons).toEqual([]);
  });
});

describe("import of listings the snapshot does not have", () => {
  it("accepts any non-zero Goal as a rent (spec §4: 'any other value means for rent')", () => {
    const result = parseCatalogueFile(withListing({ Goal: 2 }));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const imported = result.catalogue.listings.find((l) => l.ID === namurFlat.ID)!;
    expect(imported.Goal).toBe(2);
    expect(listingPage(imported)).toBe("property-for-rent");
  });

  it("refuses a Goal that is not a whole number", () => {
    expect(parseCatalogueFile(withListing({ Goal: 0.5 })).ok).toBe(false);
    expect(parseCatalogueFile(withListing({ Goal: "1" })).ok).toBe(false);
  });

  it("accepts a Luxembourg listing (CountryID 50) with an EPC class from H to I", () => {
    const text = withListing({ CountryID: 50, CountryName: "Luxembourg", City: "Esch-sur-Alzette", Zip: "4001", EPCLabelText: "H" }, [
      "EnergyPerformance",
      "EPCTotal",
      "EPCCO2",
      "EPCUniqueCode",
    ]);
    const result = parseCatalogueFile(text);
    expect(result.ok ? [] : result.errors).toEqual([]);
  });

  it("still checks that the country name matches its id", () => {
    const result = parseCatalogueFile(withListing({ CountryID: 50, CountryName: "Belgique" }));
    expect(result.ok ? [] : result.errors).toEqual([
      `listings[${catalogue.listings.length - 1}] (ID ${namurFlat.ID}).CountryName: does not match CountryID`,
    ]);
    expect(catalogueSchema.safeParse(JSON.parse(withListing({ CountryID: 44, CountryName: "Luxembourg" }))).success).toBe(false);
  });
});
