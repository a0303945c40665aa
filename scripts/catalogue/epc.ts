/**
 * EPC values and labels for generated listings, drawn on the regional scales of app/belgium/epc.ts
 * (spec §9) with the label texts it writes ("A+", "B-"): a value always lies well inside its
 * label's band, never on a boundary.
 */
import { EPC_SCALES, epcDisplayText, type EpcBand, type EpcLabel } from "~/belgium/epc";
import type { Region } from "~/belgium/regions";
import { clamp, type Rng } from "./rng";

/** A label's band: lower bound (exclusive; null = −∞) and upper bound (inclusive; null = +∞), in kWh/m²/year. */
type Band = { text: string; lo: number | null; hi: number | null };

/** Brussels' scale is written in whole numbers (1–23, 24–45, …): a band starts one above the previous one's end. */
const WHOLE_NUMBER_SCALES: readonly Region[] = ["brussels"];

function bandsOf(region: Region): Band[] {
  const scale: readonly (EpcBand & { label: EpcLabel })[] = EPC_SCALES[region];
  const step = WHOLE_NUMBER_SCALES.includes(region) ? 1 : 0;
  return scale.map((band, i) => {
    const previous = scale[i - 1];
    const lo = previous === undefined ? null : ("below" in previous ? previous.below : previous.upTo) + step;
    const hi = "below" in band ? band.below : Number.isFinite(band.upTo) ? band.upTo : null;
    return { text: epcDisplayText(band.label), lo, hi };
  });
}

/** An integer value well inside the label's band (never on a boundary). */
export function epcValueFor(rng: Rng, region: Region, label: string): number {
  const band = bandsOf(region).find((b) => b.text === label);
  if (!band) throw new Error(`unknown ${region} label ${label}`);
  const { lo, hi } = band;
  if (lo === null) return -rng.int(2, 25);
  if (hi === null) return rng.int(lo + 8, lo + 160);
  const margin = region === "brussels" ? 1 : 3;
  return rng.int(lo + margin, hi - margin);
}

/** The label at a quality index 0 (best) … 1 (worst) on the region's scale. */
export function epcLabelForQuality(region: Region, q: number): string {
  const labels = bandsOf(region).map((b) => b.text);
  const i = clamp(Math.floor(q * labels.length), 0, labels.length - 1);
  return labels[i]!;
}
