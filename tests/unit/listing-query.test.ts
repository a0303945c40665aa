import { describe, expect, it } from "vitest";
import {
  isLandingQuery,
  landingQuery,
  listingQueryString,
  pageWindow,
  parseListingQuery,
  type ListingQuery,
} from "~/catalogue/listing-query";

const TYPES = [1, 2, 3, 4, 5, 6, 7, 8, 9];
const parse = (query: string) => parseListingQuery(new URLSearchParams(query), TYPES);
const all: ListingQuery = { city: null, type: null, priceMin: null, priceMax: null, bedrooms: null, sort: "newest", page: 1 };

describe("listing filters", () => {
  it("reads the spec's city ('Name|postcode') and type (web id) parameters", () => {
    const { query, invalid } = parse("city=Namur%7C5000&type=2");
    expect(query.city).toEqual({ name: "Namur", zip: "5000" });
    expect(query.type).toBe(2);
    expect(invalid).toEqual({});
  });

  it("reads prices (with thousands separators), bedrooms, sort and page", () => {
    const { query } = parse("priceMin=200.000&priceMax=350 000&bedrooms=2&sort=price-desc&page=3");
    expect(query).toMatchObject({ priceMin: 200_000, priceMax: 350_000, bedrooms: 2, sort: "price-desc", page: 3 });
  });

  it("reports what it cannot read, keeps the visitor's input and searches without it", () => {
    const { query, invalid, input } = parse("priceMin=abc&type=42&sort=cheapest&page=0&city=Namur");
    expect(invalid).toEqual({ city: "unreadable", page: "unreadable", priceMin: "unreadable", sort: "unreadable", type: "unreadable" });
    expect(input.priceMin).toBe("abc");
    expect(query).toEqual(all);
  });

  it("refuses a maximum price below the minimum, saying why, and keeps the visitor's input", () => {
    const { query, invalid, input } = parse("priceMin=300000&priceMax=100000");
    expect(invalid).toEqual({ priceMax: "belowMinimum" });
    expect(query.priceMin).toBe(300_000);
    expect(query.priceMax).toBeNull();
    expect(input.priceMax).toBe("100000");
    expect(parse("priceMin=300000&priceMax=cheap").invalid).toEqual({ priceMax: "unreadable" });
  });

  it("writes short shareable query strings, defaults left out", () => {
    expect(listingQueryString(all)).toBe("");
    expect(listingQueryString({ ...all, city: { name: "Namur", zip: "5000" }, sort: "price-asc" }, { page: 2 })).toBe(
      "city=Namur%7C5000&sort=price-asc&page=2",
    );
  });

  it("keeps the town and the type as a landing page; prices, bedrooms and order are refinements of it", () => {
    const namurFlats = { ...all, city: { name: "Namur", zip: "5000" }, type: 2 };
    expect(isLandingQuery({ ...namurFlats, page: 2 })).toBe(true);
    const refined = { ...namurFlats, priceMin: 100_000, bedrooms: 2, sort: "price-asc" as const, page: 3 };
    expect(isLandingQuery(refined)).toBe(false);
    expect(listingQueryString(landingQuery(refined))).toBe("city=Namur%7C5000&type=2");
  });

  it("numbers the result pages: the first, two on each side of the current one, the last", () => {
    expect(pageWindow(1, 1)).toEqual([]);
    expect(pageWindow(1, 2)).toEqual([1, 2]);
    expect(pageWindow(1, 9)).toEqual([1, 2, 3, "gap", 9]);
    expect(pageWindow(5, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, "gap", 10]);
    expect(pageWindow(7, 20)).toEqual([1, "gap", 5, 6, 7, 8, 9, "gap", 20]);
    expect(pageWindow(20, 20)).toEqual([1, "gap", 18, 19, 20]);
    // A gap of a single page shows that page instead.
    expect(pageWindow(5, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
});
