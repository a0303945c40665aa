/** The catalogue's country ids (spec §3): one definition, used by every module that asks "is this in Belgium?". */
import { describe, expect, it } from "vitest";
import { BELGIUM_COUNTRY_ID, isBelgian, LUXEMBOURG_COUNTRY_ID, SPAIN_COUNTRY_ID } from "~/belgium/country";

describe("country ids", () => {
  it("are those of spec §3: 10 Belgium, 32 Spain, 50 Luxembourg", () => {
    expect(BELGIUM_COUNTRY_ID).toBe(10);
    expect(SPAIN_COUNTRY_ID).toBe(32);
    expect(LUXEMBOURG_COUNTRY_ID).toBe(50);
  });

  it("isBelgian reads the id as the catalogue and the shell helpers write it (number or string)", () => {
    expect(isBelgian(10)).toBe(true);
    expect(isBelgian("10")).toBe(true);
    expect(isBelgian(32)).toBe(false);
    expect(isBelgian(50)).toBe(false);
    expect(isBelgian(null)).toBe(false);
    expect(isBelgian(undefined)).toBe(false);
  });
});
