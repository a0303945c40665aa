/** What the import accepts beyond the snapshot (spec §3, §4): any non-zero Goal is a rent; Luxembourg listings. */
import { describe, expect, it } from "vitest";
import snapshot from "../../data/catalogue/snapshot.json" with { type: "json" };
import { listingPage } from "~/catalogue/paths";
import { catalogueSchema, type Catalogue } from "~/catalogue/schema";
import { parseCatalogueFile } from "~/catalogue/store.server";

const catalogue = snapshot as unknown as Catalogue;
const namurFlat = catalogue.listings.find((l) => l.ID === 4211030)!;

function withListing(changes: Record<string, unknown>, drop: string[] = []) {
  const listing: Record<string, unknown> = { ...namurFlat, ...changes };
  for (const field of drop) delete listing[field];
  return JSON.stringify({ ...catalogue, listings: [...catalogue.listings.filter((l) => l.ID !== namurFlat.ID), listing] });
}

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
