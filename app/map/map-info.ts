/**
 * What a map does not show as it is, in the page's language: the frame's message carries it, and
 * the page writes it under its map from the counts (a few numbers in the page's data, not the sentence twice).
 */
import type { TFunction } from "i18next";

export type MapCounts = { areas: number; unplaced: number };

/** What a map does not show as it is ("2 properties without a published address are shown by the area around them …"), or null. */
export function mapInfo({ areas, unplaced }: MapCounts, t: TFunction): string | null {
  const lines = [
    areas > 0 ? t("map.info.areas", { count: areas }) : null,
    unplaced > 0 ? t("map.info.unplaced", { count: unplaced }) : null,
  ];
  const info = lines.filter((line): line is string => line !== null).join(" ");
  return info || null;
}
