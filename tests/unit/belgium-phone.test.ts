/** Phone numbers: the grouping of spec §5, also for numbers written +32 or 0032, and the one tel: link. */
import { describe, expect, it } from "vitest";
import { formatPhone, telHref } from "~/belgium/phone";

describe("formatPhone", () => {
  it.each([
    // 10 digits → 4-2-2-2
    ["0477123456", "0477 12 34 56"],
    ["0477 12 34 56", "0477 12 34 56"],
    ["0477.12.34.56", "0477 12 34 56"],
    ["0477/12.34.56", "0477 12 34 56"],
    [" 0477-123-456 ", "0477 12 34 56"],
    // 9 digits → 3-2-2-2
    ["081223344", "081 22 33 44"],
    ["081/22.33.44", "081 22 33 44"],
    ["081 22 33 44", "081 22 33 44"],
    ["02 123 45 67", "021 23 45 67"],
  ])("%j → %j", (input, output) => {
    expect(formatPhone(input)).toBe(output);
  });

  it.each([
    // +32 or 0032, then the national number without its leading 0, grouped as above
    ["+3281223344", "+32 81 22 33 44"],
    ["+32 81 22 33 44", "+32 81 22 33 44"],
    ["0032 81 22 33 44", "+32 81 22 33 44"],
    ["0032477123456", "+32 477 12 34 56"],
    ["+32 477 12 34 56", "+32 477 12 34 56"],
    ["+32 (0)477 12.34.56", "+32 477 12 34 56"],
    ["+32/81.22.33.44", "+32 81 22 33 44"],
  ])("groups the international Belgian number %j → %j", (input, output) => {
    expect(formatPhone(input)).toBe(output);
  });

  it.each([
    "12345678", // 8 digits
    "12 34 56 78",
    "04771234567", // 11 digits
    "0477 12 34 567",
    "",
    "abc",
    "+33 1 23 45 67 89", // another country: as written
    "+352 621 123 456",
    "+32 12 34", // too short to be Belgian
  ])("leaves %j unchanged", (input) => {
    expect(formatPhone(input)).toBe(input);
  });
});

describe("telHref", () => {
  it.each([
    ["081 22 33 44", "tel:+3281223344"],
    ["0477/12.34.56", "tel:+32477123456"],
    ["+32 81 22 33 44", "tel:+3281223344"],
    ["0032 477 12 34 56", "tel:+32477123456"],
    ["+32 (0)81 22 33 44", "tel:+3281223344"],
    ["+352 621 123 456", "tel:+352621123456"],
    ["00352 621 123 456", "tel:+352621123456"],
  ])("%j → %j", (input, output) => {
    expect(telHref(input)).toBe(output);
  });
});
