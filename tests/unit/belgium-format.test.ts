import { describe, expect, it } from "vitest";
import { formatBelgianDateTime, formatDate, formatNumber, formatPrice } from "~/belgium/format";

describe("formatPrice", () => {
  it("uses the euro sign and Belgian-Dutch grouping, with a no-break space", () => {
    expect(formatPrice(325000)).toBe("€\u00a0325.000");
    expect(formatPrice(1250000)).toBe("€\u00a01.250.000");
    expect(formatPrice(0)).toBe("€\u00a00");
    expect(formatPrice(-1250)).toBe("€\u00a0-1.250");
  });

  it("shows the cents of a price that has them, and none on a whole price", () => {
    expect(formatPrice(1450.5)).toBe("€\u00a01.450,50");
    expect(formatPrice(1450)).toBe("€\u00a01.450");
    expect(formatPrice(999.99)).toBe("€\u00a0999,99");
    expect(formatPrice(0.05)).toBe("€\u00a00,05");
    // Below a cent is rounding noise: a whole price.
    expect(formatPrice(1450.001)).toBe("€\u00a01.450");
    expect(formatPrice(1449.999)).toBe("€\u00a01.450");
  });

  it.each([NaN, Infinity, -Infinity])("returns 'NaN' for %s", (value) => {
    expect(formatPrice(value)).toBe("NaN");
  });
});

describe("formatDate (day-month-year, no padding, UTC)", () => {
  it.each([
    [new Date(Date.UTC(2026, 2, 5)), "5-3-2026"],
    ["2026-03-05", "5-3-2026"],
    ["2026-01-01T00:00:00Z", "1-1-2026"],
    ["2026-12-31T23:59:59Z", "31-12-2026"],
    ["2026-03-05T23:30:00-02:00", "6-3-2026"], // 01:30 UTC the next day
    ["2026-03-06T00:30:00+02:00", "5-3-2026"], // 22:30 UTC the day before
  ] as const)("%s → %s", (input, output) => {
    expect(formatDate(input)).toBe(output);
  });
});

describe("formatNumber", () => {
  it.each([
    [0, "0"],
    [999, "999"],
    [1000, "1.000"],
    [1250.5, "1.250,5"],
    [1250.555, "1.250,56"],
    [1000000, "1.000.000"],
    [-42.1, "-42,1"],
  ])("%d → %s", (value, output) => {
    expect(formatNumber(value)).toBe(output);
  });
});

describe("formatBelgianDateTime (Belgian time, summer and winter)", () => {
  it.each([
    ["2026-11-23T22:07:50Z", "23-11-2026 23:07"],
    ["2026-11-23T23:30:00Z", "24-11-2026 00:30"],
    ["2026-07-01T08:05:00Z", "1-7-2026 10:05"],
  ])("%s → %s", (input, output) => {
    expect(formatBelgianDateTime(input)).toBe(output);
  });
});
