/**
 * The renovation obligation at purchase (spec §9 "Energy notice", ADR 043): in Flanders, whoever
 * buys a home whose EPC label is E or F, by a deed signed from 1 January 2023, must renovate it to
 * label D or better within 5 years of the deed. Brussels and Wallonia have no such obligation at
 * purchase; Luxembourg and Spain none either. The one place that knows the rule: the notice's texts
 * take its figures from here.
 */
import type { EpcLabel, EpcRegion } from "./epc";

export const RENOVATION_OBLIGATION = {
  region: "flanders",
  /** The labels a bought home must leave. */
  labels: ["e", "f"],
  /** The label to reach, or better. */
  target: "D",
  /** Years from the deed. */
  years: 5,
  /** Deeds signed from this day. */
  since: "2023-01-01",
} as const satisfies { region: EpcRegion; labels: readonly EpcLabel[]; target: string; years: number; since: string };

/**
 * Whether a buyer of this home would have to renovate it: a home (not an office, a shop, land or a
 * garage, which have rules of their own or none) for sale, in the obligation's region, with one of
 * its labels.
 */
export function renovationObligationApplies({
  region,
  label,
  forSale,
  home,
}: {
  region: EpcRegion | null;
  label: EpcLabel | null;
  forSale: boolean;
  home: boolean;
}): boolean {
  return (
    forSale &&
    home &&
    region === RENOVATION_OBLIGATION.region &&
    label !== null &&
    (RENOVATION_OBLIGATION.labels as readonly EpcLabel[]).includes(label)
  );
}
