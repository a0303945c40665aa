/** parseCatalogueFile: human messages naming the record and the field. */
import { describe, expect, it } from "vitest";
import { jsonErrorOffset } from "../../app/catalogue/catalogue-validation.server";
import { parseCatalogueFile } from "../../app/catalogue/store.server";
import { makeCatalogue } from "./catalogue-store-fixture";

type Loose = Record<string, unknown> & {
  listings: Array<Record<string, unknown>>;
  projects: Array<Record<string, unknown>>;
  categories: Array<Record<string, unknown>>;
  cities: { sale: Array<Record<string, unknown>> };
};

function loose(count = 3): Loose {
  return JSON.parse(JSON.stringify(makeCatalogue(count))) as Loose;
}

function errorsOf(value: unknown): string[] {
  const result = parseCatalogueFile(typeof value === "string" ? value : JSON.stringify(value));
  if (result.ok) throw new Error("expected the file to be refused");
  return result.errors;
}

describe("parseCatalogueFile", () => {
  it("accepts a valid catalogue (with a BOM too)", () => {
    const text = JSON.stringify(makeCatalogue(3));
    const result = parseCatalogueFile(`\uFEFF${text}`);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.catalogue).toEqual(makeCatalogue(3));
  });

  it("names the listing by index and ID, and the field", () => {
    const c = loose(14);
    c.listings[12]!.Zip = 5000;
    delete c.listings[2]!.City;
    c.listings[1]!.Extra = true;
    expect(errorsOf(c)).toEqual([
      'listings[1] (ID 4000001): Unrecognized key: "Extra"',
      "listings[2] (ID 4000002).City: missing (expected string)",
      "listings[12] (ID 4000012).Zip: expected string, received number",
    ]);
  });

  it("names projects, categories and city entries", () => {
    const c = loose();
    c.projects[0]!.PriceMin = "cheap";
    c.categories[1]!.ShowOrder = 12;
    c.cities.sale[0]!.PropertyCount = -1;
    const errors = errorsOf(c);
    expect(errors).toContain("projects[0] (ID 77).PriceMin: expected number, received string");
    expect(errors.find((e) => e.startsWith("categories[1] (ID 2).ShowOrder: "))).toBeDefined();
    expect(errors.find((e) => e.startsWith("cities.sale[0] (Namur).PropertyCount: "))).toBeDefined();
  });

  it("reports cross-record problems (duplicate IDs)", () => {
    const c = loose();
    c.listings[2]!.ID = c.listings[0]!.ID;
    expect(errorsOf(c)).toEqual(["listings[2] (ID 4000000).ID: duplicate listing ID 4000000 (also listings[0])"]);
  });

  it("reports JSON syntax errors with a line and column", () => {
    const [error] = errorsOf('{\n  "language": "fr",\n  "listings": [}\n');
    expect(error).toMatch(/^not valid JSON/);
    expect(error).toMatch(/line 3/);
  });

  it("locates JSON syntax errors", () => {
    const bad = ['{"a": [1, 2,]}', '{"a" 1}', "[1, 2", '{"a": "x\ny"}', '{"a": tru}', '{"a": 01}', "{} x", '{"a": "\\q"}'];
    for (const text of bad) {
      expect(() => JSON.parse(text), text).toThrow();
      expect(jsonErrorOffset(text), text).not.toBeNull();
    }
    expect(jsonErrorOffset('{"a": [1, 2,]}')).toBe(12);
    expect(jsonErrorOffset("[1, 2")).toBe(5);
    const good = ['{"a": [1, -2.5e3, true, false, null, "\\u00e9\\n"], "b": {}}', " [] ", '"x"', "0"];
    for (const text of good) {
      expect(() => JSON.parse(text), text).not.toThrow();
      expect(jsonErrorOffset(text), text).toBeNull();
    }
  });

  it("reports an empty file and a wrong top level", () => {
    expect(errorsOf("  ")).toEqual(["the file is empty (expected a JSON catalogue object)"]);
    expect(errorsOf([])[0]).toBe("(file): expected object, received array");
  });

  it("lists at most 100 problems and counts the rest", () => {
    const c = loose(120);
    for (const l of c.listings) l.Zip = 1;
    const errors = errorsOf(c);
    expect(errors).toHaveLength(101);
    expect(errors[100]).toBe("… and 20 more problems");
  });
});
