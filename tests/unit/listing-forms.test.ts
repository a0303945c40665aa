/** Which property forms a listing takes (issue 23 §1, ADR 045), and the demand's towns by region (Luxembourg's postcodes are four digits too). */
import { describe, expect, it } from "vitest";
import { zoneOptions } from "~/forms/options";
import { formFitsListing } from "~/forms/listing-forms.server";
import type { Catalogue } from "~/catalogue/schema";
import snapshot from "../../data/catalogue/snapshot.json" with { type: "json" };

const catalogue = snapshot as unknown as Catalogue;
const byId = (id: number) => catalogue.listings.find((listing) => listing.ID === id)!;

describe("the offer and the rental application", () => {
  it("an offer on a Belgian property for sale only; an application on a Belgian home for rent only", () => {
    const office = byId(4209690); // Tervuren, for sale
    const flat = byId(4211030); // Namur, for rent
    const garage = byId(4016402); // Brussels, for rent
    const marbella = byId(4216246); // Spain, for sale
    const esch = catalogue.listings.find((listing) => listing.CountryID === 50)!;
    expect(formFitsListing("make-offer", office)).toBe(true);
    expect(formFitsListing("apply-to-rent", office)).toBe(false);
    expect(formFitsListing("apply-to-rent", flat)).toBe(true);
    expect(formFitsListing("make-offer", flat)).toBe(false);
    expect(formFitsListing("apply-to-rent", garage)).toBe(false);
    expect(formFitsListing("make-offer", marbella)).toBe(false);
    expect(formFitsListing("make-offer", esch)).toBe(false);
    expect(formFitsListing("contact-me", garage)).toBe(true);
  });
});

describe("the demand's towns", () => {
  it("are Belgian only: Esch-sur-Alzette (4011) is not a town of Wallonia", () => {
    const zones = zoneOptions(catalogue, "fr", (region) => region);
    const labels = zones.towns.flatMap((group) => group.options.map((option) => option.label));
    expect(labels.some((label) => label.startsWith("Esch-sur-Alzette"))).toBe(false);
    expect(labels).toContain("Namur (5000)");
  });
});
