/** The Flemish items: flood risk and the five urban-planning items, spelled out. */
import { describe, expect, it } from "vitest";
import { listing, loadTexts, NAMUR_FLAT, sectionOf, sections, TERVUREN_OFFICE } from "./fixture";

loadTexts();

describe("Flemish flood risk and urban planning", () => {
  it("shows the P-score and G-score and the five urban-planning items spelled out, in order", () => {
    const item = listing(TERVUREN_OFFICE, { FloodRiskPlotScore: "B", FloodRiskBuildingScore: "C", Summons: true });
    const planning = sectionOf(sections(item, "en"), "planning")!;
    expect(planning.fields.map((f) => [f.label, f.value])).toEqual([
      ["Located in a flood-prone area", "No"],
      ["P-score: flood risk of the plot", "B (from A, the lowest risk, to D, the highest)"],
      ["G-score: flood risk of the building", "C (from A, the lowest risk, to D, the highest)"],
      ["Building permit granted", "Yes"],
      ["Zoning designation", "Residential area of rural character"],
      ["Summons for an urban-planning offence", "Yes"],
      ["Judicial or administrative measure imposed", "No"],
      ["Pre-emption right", "No"],
      ["Subdivision permit", "No"],
    ]);
    const nl = sectionOf(sections(item, "nl"), "planning")!.fields.map((f) => f.label);
    expect(nl).toEqual(
      expect.arrayContaining([
        "Stedenbouwkundige vergunning verleend",
        "Stedenbouwkundige bestemming",
        "Voorkooprecht",
        "Verkavelingsvergunning",
      ]),
    );
    // Never abbreviated.
    for (const lang of ["en", "nl", "fr", "de"] as const) {
      for (const field of sectionOf(sections(item, lang), "planning")!.fields)
        expect(field.label).not.toMatch(/\b(Vg|Stvg|Vkr|Gvkr|Dv|Vv|Gpp)\b/);
    }
  });

  it("leaves the section out of a listing without those items", () => {
    expect(sectionOf(sections(listing(NAMUR_FLAT)), "planning")).toBeUndefined();
  });
});
