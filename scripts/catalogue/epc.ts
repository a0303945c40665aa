/** EPC values and labels drawn on the regional scales of app/belgium/epc.ts (spec §9), never on a boundary. */
import { type Region } from "./geography";
import { clamp, type Rng } from "./rng";

/** [label, lower bound (exclusive, null = -∞), upper bound (inclusive, null = +∞)] */
export type Scale = Array<[string, number | null, number | null]>;

export const EPC_SCALES: Record<Region, Scale> = {
  flanders: [
    ["A+", null, 0],
    ["A", 0, 100],
    ["B", 100, 200],
    ["C", 200, 300],
    ["D", 300, 400],
    ["E", 400, 500],
    ["F", 500, null],
  ],
  // Integer ranges from the spec (1-23, 24-45, …); values are drawn strictly inside.
  brussels: [
    ["A+", null, 0],
    ["A", 1, 23],
    ["A-", 24, 45],
    ["B+", 46, 62],
    ["B", 63, 79],
    ["B-", 80, 95],
    ["C+", 96, 113],
    ["C", 114, 132],
    ["C-", 133, 150],
    ["D+", 151, 170],
    ["D", 171, 190],
    ["D-", 191, 210],
    ["E+", 211, 232],
    ["E", 233, 253],
    ["E-", 254, 275],
    ["F+", 276, 298],
    ["F", 299, 322],
    ["F-", 323, 345],
    ["G", 346, null],
  ],
  wallonia: [
    ["A++", null, 0],
    ["A+", 0, 45],
    ["A", 45, 85],
    ["B", 85, 170],
    ["C", 170, 255],
    ["D", 255, 340],
    ["E", 340, 425],
    ["F", 425, 510],
    ["G", 510, null],
  ],
};

/** An integer value well inside the label's band (never on a boundary). */
export function epcValueFor(rng: Rng, region: Region, label: string): number {
  const band = EPC_SCALES[region].find(([l]) => l === label);
  if (!band) throw new Error(`unknown ${region} label ${label}`);
  const [, lo, hi] = band;
  if (lo === null) return -rng.int(2, 25);
  if (hi === null) return rng.int(lo + 8, lo + 160);
  const margin = region === "brussels" ? 1 : 3;
  return rng.int(lo + margin, hi - margin);
}

/** Label letters ordered from best to worst, per region, with a quality index 0..1. */
export function epcLabelForQuality(region: Region, q: number): string {
  const labels = EPC_SCALES[region].map(([l]) => l);
  const i = clamp(Math.floor(q * labels.length), 0, labels.length - 1);
  return labels[i]!;
}
