import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  EPC_LABELS,
  EPC_SCALES,
  epcDisplayText,
  epcImagePath,
  epcLabel,
  epcLabelFromText,
  requiredEpcFigures,
  type EpcRegion,
} from "~/belgium/epc";

describe("label lists", () => {
  it("are the labels used by the data, best first", () => {
    expect(EPC_LABELS.flanders).toEqual(["a_plus", "a", "b", "c", "d", "e", "f"]);
    expect(EPC_LABELS.brussels).toEqual([
      "a_plus",
      "a",
      "a_sub",
      "b_plus",
      "b",
      "b_sub",
      "c_plus",
      "c",
      "c_sub",
      "d_plus",
      "d",
      "d_sub",
      "e_plus",
      "e",
      "e_sub",
      "f_plus",
      "f",
      "f_sub",
      "g",
    ]);
    expect(EPC_LABELS.wallonia).toEqual(["a_plusplus", "a_plus", "a", "b", "c", "d", "e", "f", "g"]);
    expect(EPC_LABELS.luxembourg).toEqual(["a_plus", "a", "b", "c", "d", "e", "f", "g", "h", "i"]);
  });

  it("scales rise strictly and end open", () => {
    for (const scale of Object.values(EPC_SCALES)) {
      const limits = scale.map((band) => ("below" in band ? band.below : band.upTo));
      expect(limits).toEqual([...limits].sort((a, b) => a - b));
      expect(new Set(limits).size).toBe(limits.length);
      expect(limits.at(-1)).toBe(Infinity);
    }
  });
});

describe("epcLabel — Flanders (below 0: A+, then each range includes its upper limit)", () => {
  it.each([
    [-100, "a_plus"],
    [-0.01, "a_plus"],
    [0, "a"],
    [0.01, "a"],
    [99.99, "a"],
    [100, "a"],
    [100.01, "b"],
    [199.99, "b"],
    [200, "b"],
    [200.01, "c"],
    [300, "c"],
    [300.01, "d"],
    [400, "d"],
    [400.01, "e"],
    [499.99, "e"],
    [500, "e"],
    [500.01, "f"],
    [501, "f"],
    [5000, "f"],
  ] as const)("%d → %s", (value, label) => {
    expect(epcLabel("flanders", value)).toBe(label);
  });
});

describe("epcLabel — Brussels (integer ranges; in-between values go to the upper range)", () => {
  // Spec §9 as written, f_sub read as 323–345.
  const ranges: [number, number, string][] = [
    [1, 23, "a"],
    [24, 45, "a_sub"],
    [46, 62, "b_plus"],
    [63, 79, "b"],
    [80, 95, "b_sub"],
    [96, 113, "c_plus"],
    [114, 132, "c"],
    [133, 150, "c_sub"],
    [151, 170, "d_plus"],
    [171, 190, "d"],
    [191, 210, "d_sub"],
    [211, 232, "e_plus"],
    [233, 253, "e"],
    [254, 275, "e_sub"],
    [276, 298, "f_plus"],
    [299, 322, "f"],
    [323, 345, "f_sub"],
  ];
  it.each(ranges)("%d–%d is %s at both ends; just above the end is the next label", (from, to, label) => {
    const next = ranges.find(([f]) => f === to + 1)?.[2] ?? "g";
    expect(epcLabel("brussels", from)).toBe(label);
    expect(epcLabel("brussels", from + 0.5)).toBe(label);
    expect(epcLabel("brussels", to)).toBe(label);
    expect(epcLabel("brussels", to + 0.01)).toBe(next);
    expect(epcLabel("brussels", to + 0.5)).toBe(next);
    expect(epcLabel("brussels", to + 1)).toBe(next);
  });

  it.each([
    [-1, "a_plus"],
    [-0.01, "a_plus"],
    [0, "a"],
    [0.5, "a"],
    [1, "a"],
    [23, "a"],
    [23.5, "a_sub"],
    [24, "a_sub"],
    [223, "e_plus"], // the spec's "f_sub starts at 223" is read as a typo for 323
    [322, "f"],
    [322.5, "f_sub"],
    [323, "f_sub"],
    [345, "f_sub"],
    [345.5, "g"],
    [346, "g"],
    [1000, "g"],
  ] as const)("%d → %s", (value, label) => {
    expect(epcLabel("brussels", value)).toBe(label);
  });
});

describe("epcLabel — Wallonia", () => {
  it.each([
    [-1, "a_plusplus"],
    [-0.01, "a_plusplus"],
    [0, "a_plus"],
    [44.99, "a_plus"],
    [45, "a_plus"],
    [45.01, "a"],
    [85, "a"],
    [85.01, "b"],
    [170, "b"],
    [170.01, "c"],
    [255, "c"],
    [255.01, "d"],
    [340, "d"],
    [340.01, "e"],
    [425, "e"],
    [425.01, "f"],
    [509.99, "f"],
    [510, "f"],
    [510.01, "g"],
    [511, "g"],
  ] as const)("%d → %s", (value, label) => {
    expect(epcLabel("wallonia", value)).toBe(label);
  });
});

describe("epcLabel without a usable value", () => {
  it.each([NaN, Infinity, -Infinity, null, undefined])("%s → null", (value) => {
    expect(epcLabel("flanders", value)).toBeNull();
    expect(epcLabel("brussels", value)).toBeNull();
    expect(epcLabel("wallonia", value)).toBeNull();
  });
});

describe("epcLabelFromText", () => {
  it.each([
    ["luxembourg", "B", "b"],
    ["luxembourg", "a+", "a_plus"],
    ["luxembourg", " A + ", "a_plus"],
    ["luxembourg", "I", "i"],
    ["luxembourg", "h", "h"],
    ["luxembourg", "A++", null],
    ["luxembourg", "J", null],
    ["luxembourg", "B-", null],
    ["wallonia", "A++", "a_plusplus"],
    ["wallonia", "a_plusplus", "a_plusplus"],
    ["wallonia", "H", null],
    ["brussels", "B-", "b_sub"],
    ["brussels", "B–", "b_sub"],
    ["brussels", "c+", "c_plus"],
    ["brussels", "f_sub", "f_sub"],
    ["flanders", "B-", null],
    ["flanders", "F", "f"],
    ["flanders", "G", null],
    ["flanders", "", null],
    ["flanders", "EPC in progress", null],
  ] as const)("%s %j → %s", (region, text, label) => {
    expect(epcLabelFromText(region, text)).toBe(label);
  });

  it("tolerates null", () => {
    expect(epcLabelFromText("luxembourg", null)).toBeNull();
  });
});

describe("epcDisplayText and epcImagePath", () => {
  it.each([
    ["a_plusplus", "A++"],
    ["a_plus", "A+"],
    ["a", "A"],
    ["a_sub", "A-"],
    ["b_plus", "B+"],
    ["f_sub", "F-"],
    ["g", "G"],
    ["i", "I"],
  ] as const)("%s → %s", (label, text) => {
    expect(epcDisplayText(label)).toBe(text);
  });

  it("display text reads back as the same label", () => {
    for (const region of Object.keys(EPC_LABELS) as EpcRegion[]) {
      for (const label of EPC_LABELS[region]) expect(epcLabelFromText(region, epcDisplayText(label))).toBe(label);
    }
  });

  it("builds /images/epc/{region}/{label}.png", () => {
    expect(epcImagePath("brussels", "b_sub")).toBe("/images/epc/brussels/b_sub.png");
    expect(epcImagePath("luxembourg", "i")).toBe("/images/epc/luxembourg/i.png");
  });
});

describe("EPC images", () => {
  const publicDir = path.resolve(import.meta.dirname, "../../public");

  it("exist for every label of every scale: 240×100 PNG under 8 KB", () => {
    for (const region of Object.keys(EPC_LABELS) as EpcRegion[]) {
      for (const label of EPC_LABELS[region]) {
        const file = path.join(publicDir, epcImagePath(region, label));
        expect(fs.existsSync(file), file).toBe(true);
        const bytes = fs.readFileSync(file);
        expect(bytes.subarray(1, 4).toString("latin1"), file).toBe("PNG");
        expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], file).toEqual([240, 100]);
        expect(bytes.length, file).toBeLessThan(8 * 1024);
      }
    }
  });

  it("has no stray files", () => {
    for (const region of Object.keys(EPC_LABELS) as EpcRegion[]) {
      const files = fs.readdirSync(path.join(publicDir, "images/epc", region)).sort();
      expect(files).toEqual(EPC_LABELS[region].map((label) => `${label}.png`).sort());
    }
  });
});

describe("figures required in an advert (GUIDE §4)", () => {
  it("per region", () => {
    expect(requiredEpcFigures("flanders")).toEqual(["energyScore", "uniqueCode"]);
    expect(requiredEpcFigures("brussels")).toEqual(["label", "co2"]);
    expect(requiredEpcFigures("wallonia")).toEqual(["label", "energyScore", "totalEnergy"]);
  });
});
