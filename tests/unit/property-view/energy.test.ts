/** The EPC of each Belgian region (GUIDE §4, spec §9). */
import { describe, expect, it } from "vitest";
import {
  brusselsListing,
  listing,
  loadTexts,
  MARBELLA_VILLA,
  NAMUR_FLAT,
  sectionOf,
  sections,
  TERVUREN_OFFICE,
  view,
  without,
} from "./fixture";

loadTexts();

describe("EPC per region", () => {
  it("Flanders: the label image of the Flemish scale, the energy score and the unique code first", () => {
    const item = listing(TERVUREN_OFFICE);
    const v = view(item, "en");
    expect(v.epc).toMatchObject({
      region: "flanders",
      label: "f",
      image: "/images/epc/flanders/f.png",
      alt: "EPC label F (Flanders)",
      missing: [],
    });
    const energy = sectionOf(sections(item), "energy")!;
    expect(energy.fields.slice(0, 2).map((f) => f.key)).toEqual(["energyScore", "uniqueCode"]);
    expect(energy.fields[0]!.value).toBe("628 kWh/m² per year");
    expect(energy.fields[1]!.value).toBe("20190710-0002545523-NRES-1");
    expect(view(listing(TERVUREN_OFFICE, { EnergyPerformance: 100 })).epc?.image).toBe("/images/epc/flanders/a.png");
    expect(view(listing(TERVUREN_OFFICE, { EnergyPerformance: -5 })).epc?.image).toBe("/images/epc/flanders/a_plus.png");
  });

  it("Brussels: class and CO₂ first, on the Brussels scale (f_sub 323–345)", () => {
    const item = listing(brusselsListing().ID, { EnergyPerformance: 330, EPCCO2: 64 });
    const v = view(item, "en");
    expect(v.epc).toMatchObject({ region: "brussels", label: "f_sub", labelText: "F-", image: "/images/epc/brussels/f_sub.png" });
    const energy = sectionOf(sections(item), "energy")!;
    expect(energy.fields.slice(0, 2)).toEqual([
      { key: "epcLabel", label: "Energy class", value: "F-" },
      { key: "co2", label: "CO₂ emissions", value: "64 kg CO₂/m² per year" },
    ]);
    expect(view(listing(item.ID, { EnergyPerformance: 346 })).epc?.image).toBe("/images/epc/brussels/g.png");
    expect(view(listing(item.ID, { EnergyPerformance: 322 })).epc?.image).toBe("/images/epc/brussels/f.png");
  });

  it("Wallonia: class, kWh/m² per year and total kWh per year first", () => {
    const item = listing(NAMUR_FLAT);
    expect(view(item).epc).toMatchObject({ region: "wallonia", image: "/images/epc/wallonia/f.png" });
    const energy = sectionOf(sections(item), "energy")!;
    expect(energy.fields.slice(0, 3).map((f) => [f.key, f.value])).toEqual([
      ["epcLabel", "F"],
      ["energyScore", "458 kWh/m² per year"],
      ["totalEnergy", "61.097 kWh per year"],
    ]);
    expect(view(listing(NAMUR_FLAT, { EnergyPerformance: -1 })).epc?.image).toBe("/images/epc/wallonia/a_plusplus.png");
    expect(view(listing(NAMUR_FLAT, { EnergyPerformance: 510.5 })).epc?.image).toBe("/images/epc/wallonia/g.png");
  });

  it("names a missing required figure and shows no EPC outside Belgium or without figures", () => {
    expect(view(without(listing(NAMUR_FLAT), "EPCTotal")).epc?.missing).toEqual(["totalEnergy"]);
    expect(view(listing(MARBELLA_VILLA)).epc).toBeNull();
    expect(sectionOf(sections(listing(MARBELLA_VILLA)), "energy")).toBeUndefined();
    const land = without(listing(NAMUR_FLAT), "EnergyPerformance", "EPCLabelText", "EPCTotal", "EPCValidUntil", "EPCCO2", "EPCUniqueCode");
    expect(view(land).epc).toBeNull();
    expect(sectionOf(sections(land), "energy")).toBeUndefined();
  });
});

describe("Luxembourg (CountryID 50)", () => {
  const luxembourg = () =>
    without(
      listing(NAMUR_FLAT, { CountryID: 50, CountryName: "Luxembourg", City: "ESCH-SUR-ALZETTE", Zip: "4001", EPCLabelText: "H" }),
      "EnergyPerformance",
      "EPCTotal",
      "EPCCO2",
      "EPCUniqueCode",
    );

  it("picks the energy-passport class by its label text and shows its image", () => {
    expect(view(luxembourg(), "en").epc).toMatchObject({
      region: "luxembourg",
      regionName: "Luxembourg",
      label: "h",
      labelText: "H",
      image: "/images/epc/luxembourg/h.png",
      alt: "EPC label H (Luxembourg)",
    });
    expect(sectionOf(sections(luxembourg(), "de"), "energy")!.fields[0]).toEqual({ key: "epcLabel", label: "Energieklasse", value: "H" });
  });

  it("names the country in the page's language", () => {
    expect(view(luxembourg(), "nl").address.locality).toBe("4001 Esch-sur-Alzette (Luxemburg)");
    expect(view(luxembourg(), "fr").address.locality).toBe("4001 Esch-sur-Alzette (Luxembourg)");
  });
});

describe("the energy notice (spec §9, ADR 043)", () => {
  const LEUVEN_FLAT_F = 4219380; // Flanders, for sale, label F
  const HALLE_HOUSE_E = 4022881; // Flanders, for sale, label E

  it("is on a Flemish home for sale labelled E or F, with the rule's 5 years in every language", () => {
    expect(view(listing(LEUVEN_FLAT_F), "en").epc?.renovationNotice).toBe(
      "Renovation obligation: in Flanders, whoever buys a home with EPC label E or F by a deed signed from 2023 onwards must renovate it to label D or better within 5 years of the deed.",
    );
    expect(view(listing(HALLE_HOUSE_E), "nl").epc?.renovationNotice).toBe(
      "Renovatieverplichting: wie in Vlaanderen een woning met EPC-label E of F koopt, met een akte vanaf 2023, moet ze binnen 5 jaar na de akte renoveren tot minstens label D.",
    );
    expect(view(listing(HALLE_HOUSE_E), "fr").epc?.renovationNotice).toContain("dans les 5 ans qui suivent l'acte");
    expect(view(listing(HALLE_HOUSE_E), "de").epc?.renovationNotice).toContain("innerhalb von 5 Jahren");
  });

  it("is nowhere else: a better label, an office, a rental, Wallonia, Brussels, Luxembourg", () => {
    expect(view(listing(LEUVEN_FLAT_F, { EnergyPerformance: 400 })).epc?.renovationNotice).toBeNull(); // D
    expect(view(listing(TERVUREN_OFFICE)).epc?.label).toBe("f");
    expect(view(listing(TERVUREN_OFFICE)).epc?.renovationNotice).toBeNull();
    expect(view(listing(LEUVEN_FLAT_F, { Goal: 1 })).epc?.renovationNotice).toBeNull();
    expect(view(listing(NAMUR_FLAT, { Goal: 0, EnergyPerformance: 450 })).epc).toMatchObject({ label: "f", renovationNotice: null });
    expect(view(listing(brusselsListing().ID, { Goal: 0, EnergyPerformance: 300 })).epc?.renovationNotice).toBeNull();
  });
});
