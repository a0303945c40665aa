import { describe, expect, it } from "vitest";
import { POSTCODE_RANGES, regionOfPostcode } from "~/belgium/regions";

describe("regionOfPostcode", () => {
  it.each([
    ["0999", null],
    ["1000", "brussels"],
    ["1001", "brussels"],
    ["1298", "brussels"],
    ["1299", "brussels"],
    ["1300", "wallonia"],
    ["1301", "wallonia"],
    ["1498", "wallonia"],
    ["1499", "wallonia"],
    ["1500", "flanders"],
    ["1501", "flanders"],
    ["3998", "flanders"],
    ["3999", "flanders"],
    ["4000", "wallonia"],
    ["4001", "wallonia"],
    ["7998", "wallonia"],
    ["7999", "wallonia"],
    ["8000", "flanders"],
    ["8001", "flanders"],
    ["9998", "flanders"],
    ["9999", "flanders"],
    ["5000", "wallonia"],
    ["1050", "brussels"],
    ["9000", "flanders"],
  ] as const)("%s → %s", (zip, region) => {
    expect(regionOfPostcode(zip)).toBe(region);
  });

  it.each(["", " ", "0000", "0100", "999", "10000", "abcd", "12a4", "50 00", "5000.0", "-500", "+500", "B-5000", "５０００"])(
    "rejects %j",
    (zip) => {
      expect(regionOfPostcode(zip)).toBeNull();
    },
  );

  it("accepts surrounding spaces and tolerates null", () => {
    expect(regionOfPostcode(" 5000 ")).toBe("wallonia");
    expect(regionOfPostcode(null)).toBeNull();
    expect(regionOfPostcode(undefined)).toBeNull();
  });

  it("covers 1000 to 9999 without gap or overlap", () => {
    let next = 1000;
    for (const range of POSTCODE_RANGES) {
      expect(range.from).toBe(next);
      expect(range.to).toBeGreaterThanOrEqual(range.from);
      next = range.to + 1;
    }
    expect(next).toBe(10000);
  });
});
