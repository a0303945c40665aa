/** The three Belgian regions, as used by the EPC rules and image paths. */
export type Region = "brussels" | "flanders" | "wallonia";

/** Belgian postcode ranges per region (spec §9), inclusive at both ends. */
export const POSTCODE_RANGES: readonly { from: number; to: number; region: Region }[] = [
  { from: 1000, to: 1299, region: "brussels" },
  { from: 1300, to: 1499, region: "wallonia" },
  { from: 1500, to: 3999, region: "flanders" },
  { from: 4000, to: 7999, region: "wallonia" },
  { from: 8000, to: 9999, region: "flanders" },
];

/** Region of a Belgian postcode ("5000" → "wallonia"); null unless it is exactly four digits from 1000 to 9999 (surrounding spaces allowed). */
export function regionOfPostcode(zip: string | null | undefined): Region | null {
  const trimmed = (zip ?? "").trim();
  if (!/^\d{4}$/.test(trimmed)) return null;
  const code = Number(trimmed);
  return POSTCODE_RANGES.find((range) => code >= range.from && code <= range.to)?.region ?? null;
}
