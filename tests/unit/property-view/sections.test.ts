/** The detail sections: no empty field or section, translated labels, Belgian formats, known catalogue texts translated. */
import { describe, expect, it } from "vitest";
import { fieldOf, keysOf, LIFE_ANNUITY, listing, loadTexts, NAMUR_FLAT, sectionOf, sections, TERVUREN_OFFICE, without } from "./fixture";

loadTexts();

describe("sections", () => {
  it("leave out a field without a value, and a section without fields", () => {
    const base = listing(NAMUR_FLAT);
    expect(keysOf(sections(base))).toContain("bedrooms");
    const stripped = without(base, "Bedrooms", "Bathrooms", "Toilets", "Parkings", "ShowerRooms", "Garages");
    expect(keysOf(sections(stripped))).not.toContain("bedrooms");
    expect(sectionOf(sections(stripped), "rooms")).toBeUndefined();
    // No life annuity on an ordinary listing; an empty record file is no field either.
    expect(sectionOf(sections(base), "lifeAnnuity")).toBeUndefined();
    expect(keysOf(sections(listing(NAMUR_FLAT, { RecordFile: "" })))).not.toContain("recordFile");
    for (const section of sections(base)) {
      expect(section.fields.length).toBeGreaterThan(0);
      for (const field of section.fields) expect(field.value.trim()).not.toBe("");
    }
  });

  it("show every detail field of the listing it has, with translated labels", () => {
    const item = listing(TERVUREN_OFFICE);
    const all = sections(item, "nl");
    expect(all.map((s) => s.id)).toEqual(["general", "rooms", "surfaces", "energy", "comfort", "planning", "asbestos", "financial"]);
    expect(fieldOf(all, "surfaceOffice")).toMatchObject({ label: "Kantooroppervlakte", value: "355 m²" });
    expect(fieldOf(all, "toilets")).toMatchObject({ label: "Toiletten", value: "3" });
    expect(fieldOf(all, "heating")).toMatchObject({ label: "Verwarming", value: "Warmtepomp" });
    expect(sectionOf(all, "planning")?.title).toBe("Overstromingsrisico en stedenbouw");
  });

  it("write booleans as yes / no, dates day-month-year without padding, euros and numbers in the Belgian-Dutch format", () => {
    const item = listing(NAMUR_FLAT, {
      Lift: true,
      Cellar: false,
      PublishedAt: "2026-03-05T10:00:00Z",
      SurfaceLiving: 1250.5,
      Deposit: 2460,
    });
    const all = sections(item, "fr");
    expect(fieldOf(all, "lift")?.value).toBe("Oui");
    expect(fieldOf(all, "cellar")?.value).toBe("Non");
    expect(fieldOf(all, "publishedAt")?.value).toBe("5-3-2026");
    expect(fieldOf(all, "surfaceLiving")?.value).toBe("1.250,5 m²");
    expect(fieldOf(all, "deposit")?.value).toBe("€\u00a02.460");
    expect(fieldOf(all, "chargesRenter")?.value).toBe("€\u00a0135 par mois");
    // Years are years, not thousands.
    expect(fieldOf(all, "constructionYear")?.value).toBe("1902");
  });

  it("translates known catalogue texts and marks the others as French", () => {
    const known = sections(listing(NAMUR_FLAT, { Heating: "Mazout", Kitchen: "Équipée avec îlot" }), "de");
    expect(fieldOf(known, "heating")).toEqual({ key: "heating", label: "Heizung", value: "Heizöl" });
    expect(fieldOf(known, "kitchen")?.value).toBe("Eingerichtet, mit Kochinsel");
    const unknown = sections(listing(NAMUR_FLAT, { Heating: "Géothermie" }), "de");
    expect(fieldOf(unknown, "heating")).toMatchObject({ value: "Géothermie", valueLang: "fr" });
    expect(fieldOf(sections(listing(NAMUR_FLAT, { Heating: "Géothermie" }), "fr"), "heating")?.valueLang).toBeUndefined();
  });

  it("spell out façades, the ground floor and the life annuity", () => {
    const all = sections(listing(NAMUR_FLAT, { Facades: 3, Floor: 0 }));
    expect(fieldOf(all, "facades")?.value).toBe("Semi-detached (3 façades)");
    expect(fieldOf(all, "floor")?.value).toBe("Ground floor");
    const annuity = sections(listing(LIFE_ANNUITY, { LifeAnnuityAges: [78, 81] }));
    expect(sectionOf(annuity, "lifeAnnuity")?.fields.map((f) => f.key)).toEqual([
      "lifeAnnuityBouquet",
      "lifeAnnuityMonthly",
      "lifeAnnuityAges",
    ]);
    expect(fieldOf(annuity, "lifeAnnuityAges")?.value).toBe("78 and 81 years old");
  });
});
