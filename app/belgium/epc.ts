/**
 * Energy performance certificate (EPC / PEB / EPB) labels, per spec §9 and GUIDE §4.
 * The scales are data: the first band holds values strictly below its `below` limit, every other band
 * includes its `upTo` limit, and a value between two integer ranges (Brussels 23.5) goes to the upper one.
 * See docs/decisions/005-belgian-rules.md.
 */
import type { Region } from "~/belgium/regions";

/** A region with EPC labels: the three Belgian regions plus Luxembourg (picked by label text only). */
export type EpcRegion = Region | "luxembourg";

/** One step of a scale in kWh/m²/year: either "strictly below `below`" or "up to and including `upTo`". */
export type EpcBand = { readonly label: string; readonly below: number } | { readonly label: string; readonly upTo: number };

const FLANDERS = [
  { label: "a_plus", below: 0 },
  { label: "a", upTo: 100 },
  { label: "b", upTo: 200 },
  { label: "c", upTo: 300 },
  { label: "d", upTo: 400 },
  { label: "e", upTo: 500 },
  { label: "f", upTo: Infinity },
] as const satisfies readonly EpcBand[];

const BRUSSELS = [
  { label: "a_plus", below: 0 },
  { label: "a", upTo: 23 },
  { label: "a_sub", upTo: 45 },
  { label: "b_plus", upTo: 62 },
  { label: "b", upTo: 79 },
  { label: "b_sub", upTo: 95 },
  { label: "c_plus", upTo: 113 },
  { label: "c", upTo: 132 },
  { label: "c_sub", upTo: 150 },
  { label: "d_plus", upTo: 170 },
  { label: "d", upTo: 190 },
  { label: "d_sub", upTo: 210 },
  { label: "e_plus", upTo: 232 },
  { label: "e", upTo: 253 },
  { label: "e_sub", upTo: 275 },
  { label: "f_plus", upTo: 298 },
  { label: "f", upTo: 322 },
  { label: "f_sub", upTo: 345 }, // the spec's "starts at 223" read as 323
  { label: "g", upTo: Infinity },
] as const satisfies readonly EpcBand[];

const WALLONIA = [
  { label: "a_plusplus", below: 0 },
  { label: "a_plus", upTo: 45 },
  { label: "a", upTo: 85 },
  { label: "b", upTo: 170 },
  { label: "c", upTo: 255 },
  { label: "d", upTo: 340 },
  { label: "e", upTo: 425 },
  { label: "f", upTo: 510 },
  { label: "g", upTo: Infinity },
] as const satisfies readonly EpcBand[];

/** The regional scales of spec §9, best label first. */
export const EPC_SCALES = { flanders: FLANDERS, brussels: BRUSSELS, wallonia: WALLONIA } as const;

/** Luxembourg energy-passport classes, best first (A+ then A to I); chosen by label text, never by value. */
export const LUXEMBOURG_LABELS = ["a_plus", "a", "b", "c", "d", "e", "f", "g", "h", "i"] as const;

/** The labels of one region ("a_plus", "b_sub", …). */
export type EpcLabelOf<R extends EpcRegion> = R extends Region
  ? (typeof EPC_SCALES)[R][number]["label"]
  : (typeof LUXEMBOURG_LABELS)[number];

/** Any label of any region. */
export type EpcLabel = EpcLabelOf<EpcRegion>;

/** Every label of every region, best first; one image exists for each. */
export const EPC_LABELS: { readonly [R in EpcRegion]: readonly EpcLabelOf<R>[] } = {
  flanders: FLANDERS.map((band) => band.label),
  brussels: BRUSSELS.map((band) => band.label),
  wallonia: WALLONIA.map((band) => band.label),
  luxembourg: LUXEMBOURG_LABELS,
};

/** Label for an energy performance in kWh/m²/year (100 → Flemish "a", 100.5 → "b"); null when the value is missing or not finite. */
export function epcLabel<R extends Region>(region: R, energyPerformance: number | null | undefined): EpcLabelOf<R> | null {
  if (typeof energyPerformance !== "number" || !Number.isFinite(energyPerformance)) return null;
  const bands: readonly EpcBand[] = EPC_SCALES[region];
  const band = bands.find((b) => ("below" in b ? energyPerformance < b.below : energyPerformance <= b.upTo));
  return (band?.label ?? null) as EpcLabelOf<R> | null;
}

/** Label from its text ("B", "a+", "A++", "C-", "c_sub") if the region has it, else null. */
export function epcLabelFromText<R extends EpcRegion>(region: R, text: string | null | undefined): EpcLabelOf<R> | null {
  const compact = (text ?? "").trim().toLowerCase().replace(/\s+/g, "").replace(/[–−]/g, "-");
  const match = /^([a-i])(\+\+|\+|-)?$/.exec(compact);
  const key = match ? `${match[1]}${{ "++": "_plusplus", "+": "_plus", "-": "_sub" }[match[2] ?? ""] ?? ""}` : compact;
  const labels: readonly string[] = EPC_LABELS[region];
  return labels.includes(key) ? (key as EpcLabelOf<R>) : null;
}

/** Display text of a label: "a_plusplus" → "A++", "a_plus" → "A+", "b_sub" → "B-", "c" → "C". */
export function epcDisplayText(label: EpcLabel): string {
  const [letter = "", suffix = ""] = label.split("_");
  return letter.toUpperCase() + ({ plusplus: "++", plus: "+", sub: "-" }[suffix] ?? "");
}

/** Public path of a label's badge image ("/images/epc/brussels/b_sub.png"). */
export function epcImagePath<R extends EpcRegion>(region: R, label: EpcLabelOf<R>): string {
  return `/images/epc/${region}/${label}.png`;
}

/** A figure an advert may have to show: the class, kWh/m²/year, total kWh/year, CO₂ emissions, or the certificate's unique code. */
export type EpcFigure = "label" | "energyScore" | "totalEnergy" | "co2" | "uniqueCode";

/** What each region requires in every advert (GUIDE §4). */
export const REQUIRED_EPC_FIGURES: { readonly [R in Region]: readonly EpcFigure[] } = {
  flanders: ["energyScore", "uniqueCode"],
  brussels: ["label", "co2"],
  wallonia: ["label", "energyScore", "totalEnergy"],
};

/** Figures a region requires in an advert (Flanders: score and unique code; Brussels: class and CO₂; Wallonia: class, kWh/m²/year, kWh/year). */
export function requiredEpcFigures(region: Region): readonly EpcFigure[] {
  return REQUIRED_EPC_FIGURES[region];
}
