import fs from "node:fs";
import { describe, expect, it } from "vitest";
import {
  filterListings,
  isLandingQuery,
  landingQuery,
  listingQueryString,
  pageWindow,
  paginate,
  parseListingQuery,
  type ListingQuery,
} from "~/catalogue/listing-query";
import { catalogueSchema } from "~/catalogue/schema";

const catalogue = catalogueSchema.parse(JSON.parse(fs.readFileSync("data/catalogue/snapshot.json", "utf8")));
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

  it("finds the snapshot's Namur listings: 6 for sale and 16 for rent", () => {
    const namur = { ...all, city: { name: "namur", zip: "5000" } };
    expect(filterListings(catalogue.listings, "sale", namur)).toHaveLength(6);
    expect(filterListings(catalogue.listings, "rent", namur)).toHaveLength(16);
    expect(filterListings(catalogue.listings, "rent", { ...namur, city: { name: "Namur", zip: "5001" } })).toHaveLength(0);
  });

  it("lists no sold or rented listing, and the Spanish ones only abroad", () => {
    const shown = [...filterListings(catalogue.listings, "sale", all), ...filterListings(catalogue.listings, "rent", all)];
    expect(shown.every((listing) => listing.Status === "available" && listing.CountryID === 10)).toBe(true);
    const abroad = filterListings(catalogue.listings, "abroad", all);
    expect(abroad.length).toBeGreaterThan(0);
    expect(abroad.every((listing) => listing.CountryID === 32)).toBe(true);
  });

  it("filters by type, bedrooms and price range, leaving unpublished prices out of price searches", () => {
    const flats = filterListings(catalogue.listings, "sale", { ...all, type: 2, bedrooms: 2, priceMin: 200_000, priceMax: 400_000 });
    expect(flats.length).toBeGreaterThan(0);
    for (const flat of flats) {
      expect(flat.WebIDs.split(",")).toContain("2");
      expect(flat.Bedrooms).toBeGreaterThanOrEqual(2);
      expect(flat.PublishPrice).toBe(true);
      expect(flat.Price).toBeGreaterThanOrEqual(200_000);
      expect(flat.Price).toBeLessThanOrEqual(400_000);
    }
  });

  it("sorts by price up and down with unpublished prices last, and newest first by default", () => {
    const up = filterListings(catalogue.listings, "sale", { ...all, sort: "price-asc" });
    const published = up.filter((listing) => listing.PublishPrice).map((listing) => listing.Price);
    expect(published).toEqual([...published].sort((a, b) => a - b));
    expect(up.findIndex((listing) => !listing.PublishPrice)).toBeGreaterThan(published.length - 1);
    const newest = filterListings(catalogue.listings, "rent", all).map((listing) => listing.PublishedAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it("pages results: page x of y, a page past the end gives the last", () => {
    const items = Array.from({ length: 25 }, (_, i) => i);
    expect(paginate(items, 1, 12)).toMatchObject({ page: 1, pageCount: 3, total: 25, items: items.slice(0, 12) });
    expect(paginate(items, 3, 12).items).toEqual([24]);
    expect(paginate(items, 9, 12).page).toBe(3);
    expect(paginate([], 1, 12)).toMatchObject({ page: 1, pageCount: 1, total: 0 });
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
