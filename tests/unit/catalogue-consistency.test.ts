/**
 * Every generated listing says the same thing in its title (TypeDescription), its description and
 * its details: what the French texts name (a cellar, garden, garage, terrace, lift, pool, attic,
 * furnished…) is in the details, and the figures they give (bedrooms, bathrooms, surfaces, façades,
 * floor, year, EPC label, life-annuity terms) are the details' figures. Checked on the shipped
 * snapshot and on a catalogue freshly generated with other seeds. The rules read the texts as a
 * visitor does; they do not reuse the generator's code.
 */
import { describe, expect, it } from "vitest";
import snapshot from "../../data/catalogue/snapshot.json" with { type: "json" };
import type { Catalogue, Listing, Project } from "~/catalogue/schema";
import { buildCatalogue } from "../../scripts/catalogue/build";

/** A French word on its own (accented letters count as letters, unlike \b). */
const word = (source: string) => new RegExp(`(?<![\\p{L}\\d-])(?:${source})(?![\\p{L}-])`, "iu");
const wordAll = (source: string) => new RegExp(`(?<![\\p{L}\\d-])(?:${source})(?![\\p{L}-])`, "giu");

/** "1 234" or "1.234" → 1234. */
const numberOf = (digits: string) => Number(digits.replace(/[\s.\u202f\u00a0]/g, ""));
const FRENCH_NUMBERS: Record<string, number> = { un: 1, une: 1, deux: 2, trois: 3, quatre: 4, cinq: 5, six: 6 };
const countOf = (text: string) => FRENCH_NUMBERS[text.toLowerCase()] ?? Number(text);

/**
 * Words that name no feature of the listing: the project's name ("Les Jardins de la Dyle"), and a
 * plot's "côté jardin" (the side of the house to be built).
 */
const NAMING_NOTHING = /Résidence Les Jardins de la Dyle|Les Jardins de la Dyle|côté jardin/g;

type Rule = { name: string; check: (l: Listing, text: string, title: string) => string | null };

const has = (value: unknown) => value === true || (typeof value === "number" && value > 0);

/** A word in the texts that needs a detail. */
function feature(name: string, source: string, holds: (l: Listing) => boolean, detail: string): Rule {
  const re = word(source);
  return {
    name,
    check: (l, text) => {
      const found = re.exec(text);
      return found && !holds(l) ? `says "${found[0]}" but ${detail}` : null;
    },
  };
}

/** Every match of `source` gives a figure that must equal the detail's. */
function figure(
  name: string,
  source: string,
  value: (match: RegExpExecArray) => number,
  detail: (l: Listing) => unknown,
  field: string,
): Rule {
  const re = wordAll(source);
  return {
    name,
    check: (l, text) => {
      for (const match of text.matchAll(re)) {
        const said = value(match as RegExpExecArray);
        if (detail(l) !== said) return `says "${match[0]}" but ${field} is ${String(detail(l))}`;
      }
      return null;
    },
  };
}

const SURFACE_FIELDS = [
  "SurfaceLiving",
  "SurfaceTotal",
  "SurfaceOffice",
  "SurfaceGround",
  "SurfaceGarden",
  "SurfaceTerrace",
  "SurfaceConstructed",
] as const;

/** "8 ares 50" → 850 m². */
const aresOf = (whole: string, part: string | undefined) => Number(whole) * 100 + Number(part ?? 0);

/** The types a title's first noun allows (the catalogue's web ids). */
const TITLE_TYPES: Array<[RegExp, number[]]> = [
  [word("maison de maître divisée"), [5]],
  [word("appartement|penthouse"), [2]],
  [word("studio"), [3]],
  [word("maison|villa|propriété|viager"), [1]],
  [word("terrain"), [4]],
  [word("immeuble"), [5]],
  [word("commerce|surface commerciale|rez commercial"), [6]],
  [word("entrepôt|atelier"), [8]],
  [word("bureaux"), [9]],
  [word("garage|box|emplacement de parking|parking"), [7]],
];

const RULES: Rule[] = [
  feature("cellar", "caves?", (l) => l.Cellar === true, "Cellar is not true"),
  feature("garden", "jardins?|rez-de-jardin", (l) => l.Garden === true, "Garden is not true"),
  feature("garage", "garages?", (l) => has(l.Garages), "there is no garage (Garages)"),
  feature("double garage", "double garage", (l) => (l.Garages ?? 0) >= 2, "Garages is below 2"),
  feature("parking", "parkings?|emplacements? de parking|emplacements? extérieurs?", (l) => has(l.Parkings), "Parkings is 0 or absent"),
  feature("parkings", "parkings", (l) => (l.Parkings ?? 0) >= 2, "Parkings is below 2"),
  feature("terrace", "terrasses?", (l) => l.Terrace === true, "Terrace is not true"),
  feature("lift", "ascenseurs?", (l) => l.Lift === true, "Lift is not true"),
  feature("pool", "piscines?", (l) => l.Pool === true, "Pool is not true"),
  feature("attic", "greniers?|combles?", (l) => l.Attic === true, "Attic is not true"),
  feature("furnished", "meublée?s?", (l) => l.Furnished === true, "Furnished is not true"),
  feature("renovated", "rénovée?s?", (l) => l.RenovationYear !== undefined, "there is no RenovationYear"),
  feature("new", "neuve?s?", (l) => (l.ConstructionYear ?? 0) >= 2024, "ConstructionYear is not recent"),
  feature("shower room", "salles? de douche", (l) => has(l.ShowerRooms), "there is no shower room (ShowerRooms)"),
  feature("semi-detached", "mitoyenne", (l) => l.Facades === 2, "Facades is not 2"),
  feature("life annuity", "viager", (l) => l.LifeAnnuityBouquet !== undefined, "there is no LifeAnnuityBouquet"),
  figure(
    "bedrooms",
    "(\\d+) chambres?",
    (m) => Number(m[1]),
    (l) => l.Bedrooms,
    "Bedrooms",
  ),
  figure(
    "bathrooms",
    "(une|\\d+) salles? de bains",
    (m) => countOf(m[1]!),
    (l) => l.Bathrooms,
    "Bathrooms",
  ),
  figure(
    "façades",
    "(?:maison|villa) (\\d) façades",
    (m) => Number(m[1]),
    (l) => l.Facades,
    "Facades",
  ),
  figure(
    "garages",
    "(un|\\d+) garages?(?! fermé)",
    (m) => countOf(m[1]!),
    (l) => l.Garages,
    "Garages",
  ),
  figure(
    "outdoor parkings",
    "(\\d+) emplacements? extérieurs?",
    (m) => Number(m[1]),
    (l) => l.Parkings,
    "Parkings",
  ),
  figure(
    "floor",
    "au rez-de-chaussée|au (\\d+)(?:er|e) étage",
    (m) => Number(m[1] ?? 0),
    (l) => l.Floor,
    "Floor",
  ),
  figure(
    "ground floor garden",
    "rez-de-jardin",
    () => 0,
    (l) => l.Floor,
    "Floor",
  ),
  figure(
    "year",
    "de (1[89]\\d\\d|20[0-4]\\d)(?!\\d| ?m²| ?€)",
    (m) => Number(m[1]),
    (l) => l.ConstructionYear,
    "ConstructionYear",
  ),
  {
    name: "EPC label",
    check: (l, text) => {
      for (const match of text.matchAll(/PEB ([A-G](?:\+\+|\+|-)?)(?![\p{L}+-])/gu))
        if (match[1] !== l.EPCLabelText) return `says "${match[0]}" but EPCLabelText is ${l.EPCLabelText}`;
      return null;
    },
  },
  {
    name: "glazing",
    check: (l, text) => {
      const found = word("(simple|double|triple) vitrage").exec(text);
      if (!found) return null;
      return l.Glazing?.toLowerCase() === found[0].toLowerCase() ? null : `says "${found[0]}" but Glazing is ${l.Glazing}`;
    },
  },
  {
    name: "kitchen",
    check: (l, text) => {
      for (const match of text.matchAll(/(?:cuisine|kitchenette)(?: américaine)? (semi-équipée|hyper-équipée|équipée)/gu)) {
        const kitchen = l.Kitchen?.toLowerCase() ?? "";
        const fits = match[1] === "équipée" ? kitchen !== "" && !kitchen.startsWith("semi") : kitchen.startsWith(match[1]!);
        if (!fits) return `says "${match[0]}" but Kitchen is ${l.Kitchen}`;
      }
      return null;
    },
  },
  {
    name: "garden surface",
    check: (l, text) => {
      for (const match of text.matchAll(
        wordAll("jardin[^.,;\\n]*? de (\\d[\\d\\s.]*) m²|jardin[^.,;\\n]*? de (\\d+) ares(?: (\\d\\d))?"),
      )) {
        const said = match[1] !== undefined ? numberOf(match[1]) : aresOf(match[2]!, match[3]);
        if (l.SurfaceGarden !== said) return `says "${match[0]}" but SurfaceGarden is ${l.SurfaceGarden}`;
      }
      return null;
    },
  },
  {
    name: "terrace surface",
    check: (l, text) => {
      for (const match of text.matchAll(wordAll("terrasse de (\\d+) m²")))
        if (l.SurfaceTerrace !== Number(match[1])) return `says "${match[0]}" but SurfaceTerrace is ${l.SurfaceTerrace}`;
      return null;
    },
  },
  {
    name: "surfaces",
    check: (l, text) => {
      const known = SURFACE_FIELDS.map((field) => l[field]).filter((v): v is number => v !== undefined);
      for (const match of text.matchAll(/(living|séjour)? ?(?:de )?(\d[\d\s.]*) m²/gu)) {
        const said = numberOf(match[2]!);
        // A room's own surface (the living) is part of the living area, not a detail of its own.
        if (match[1]) {
          if (!(l.SurfaceLiving !== undefined && said < l.SurfaceLiving))
            return `says "${match[0]}" but SurfaceLiving is ${l.SurfaceLiving}`;
        } else if (!known.includes(said)) return `says "${match[0].trim()}" but no surface detail is ${said}`;
      }
      for (const match of text.matchAll(/(?:sur|de) (\d+) ares(?: (\d\d))?/gu)) {
        const said = aresOf(match[1]!, match[2]);
        if (!known.includes(said)) return `says "${match[0]}" but no surface detail is ${said} m²`;
      }
      return null;
    },
  },
  {
    name: "orientation",
    check: (_l, text) => {
      const said = new Set(
        [...text.matchAll(/(?:orientée?|exposée?|plein) (sud-ouest|sud-est|nord-ouest|nord-est|sud|nord|est|ouest)/gu)].map((m) => m[1]),
      );
      return said.size > 1 ? `names ${said.size} orientations (${[...said].join(", ")})` : null;
    },
  },
  {
    name: "life annuity heads",
    check: (l, text) => {
      const heads = /(une|deux) têtes?/u.exec(text);
      if (!heads) return null;
      return countOf(heads[1]!) === l.LifeAnnuityAges?.length
        ? null
        : `says "${heads[0]}" but LifeAnnuityAges is ${String(l.LifeAnnuityAges)}`;
    },
  },
  {
    name: "type",
    check: (l, _text, title) => {
      // The first type the title names (the longer one where two start at the same place).
      let first: { at: number; length: number; webIds: number[] } | null = null;
      for (const [re, webIds] of TITLE_TYPES) {
        const found = re.exec(title);
        if (found && (!first || found.index < first.at || (found.index === first.at && found[0].length > first.length)))
          first = { at: found.index, length: found[0].length, webIds };
      }
      return !first || first.webIds.includes(l.WebID) ? null : `is titled "${title}" but WebID is ${l.WebID}`;
    },
  },
];

/** What is wrong with one listing: "4220119 cellar: says "cave" but Cellar is not true". */
function inconsistencies(l: Listing): string[] {
  const title = l.TypeDescription.replace(NAMING_NOTHING, "");
  const text = `${title}\n${l.Description.replace(NAMING_NOTHING, "")}`;
  return RULES.flatMap((rule) => {
    const problem = rule.check(l, text, title);
    return problem ? [`${l.ID} ${rule.name}: ${problem}`] : [];
  });
}

/** A project's description speaks for all its units. */
function projectInconsistencies(project: Project, units: Listing[]): string[] {
  const problems: string[] = [];
  const says = (re: RegExp) => re.test(project.Description);
  for (const u of units) {
    if (says(/tous d'une terrasse ou d'un jardin/u) && !(u.Terrace || u.Garden)) problems.push(`${u.ID}: neither terrace nor garden`);
    if (says(/d'une cave/u) && !u.Cellar) problems.push(`${u.ID}: no cellar`);
    if (says(/emplacement de parking/u) && !has(u.Parkings) && !has(u.Garages)) problems.push(`${u.ID}: no parking`);
    const bedrooms = /de (\d) à (\d) chambres/u.exec(project.Description);
    if (bedrooms && !((u.Bedrooms ?? 0) >= Number(bedrooms[1]) && (u.Bedrooms ?? 0) <= Number(bedrooms[2])))
      problems.push(`${u.ID}: ${u.Bedrooms} bedrooms`);
    const epc = /PEB ([A-G]\+?) ou ([A-G]\+?)/u.exec(project.Description);
    if (epc && ![epc[1], epc[2]].includes(u.EPCLabelText)) problems.push(`${u.ID}: PEB ${u.EPCLabelText}`);
  }
  return problems;
}

function everyProblem(catalogue: Catalogue): string[] {
  return [
    ...catalogue.listings.flatMap(inconsistencies),
    ...catalogue.projects.flatMap((project) =>
      projectInconsistencies(
        project,
        catalogue.listings.filter((l) => l.ProjectID === project.ID),
      ),
    ),
  ];
}

describe("catalogue consistency", () => {
  it("finds what a visitor would notice: a feature named but absent, another figure, another type, a broken promise", () => {
    const catalogue = snapshot as unknown as Catalogue;
    const flat = catalogue.listings.find((l) => l.ID === 4220119)!;
    expect(flat.TypeDescription).toBe("Appartement 1 chambre de 98 m² avec cave");
    expect(inconsistencies({ ...flat, Cellar: false })).toEqual(['4220119 cellar: says "cave" but Cellar is not true']);
    expect(inconsistencies({ ...flat, Bedrooms: 2 })).toEqual(['4220119 bedrooms: says "1 chambre" but Bedrooms is 2']);
    expect(inconsistencies({ ...flat, SurfaceLiving: 97 })).toEqual(['4220119 surfaces: says "de 98 m²" but no surface detail is 98']);
    expect(inconsistencies({ ...flat, TypeDescription: "Bel appartement rénové au 3e étage" })).toEqual([
      '4220119 renovated: says "rénové" but there is no RenovationYear',
      '4220119 floor: says "au 3e étage" but Floor is 2',
    ]);
    expect(inconsistencies({ ...flat, WebID: 1 })).toEqual([
      '4220119 type: is titled "Appartement 1 chambre de 98 m² avec cave" but WebID is 1',
    ]);
    const project = catalogue.projects[0]!;
    const units = catalogue.listings.filter((l) => l.ProjectID === project.ID);
    expect(projectInconsistencies(project, [{ ...units[0]!, Cellar: false }])).toEqual([`${units[0]!.ID}: no cellar`]);
  });

  it("has every listing of the shipped snapshot agree with its details", () => {
    const catalogue = snapshot as unknown as Catalogue;
    expect(catalogue.listings).toHaveLength(231);
    expect(everyProblem(catalogue)).toEqual([]);
  });

  it.each([1, 2_024, 987_654_321])("has every listing generated with seed %i agree with its details", (seed) => {
    const { catalogue } = buildCatalogue(seed);
    expect(catalogue.listings.length).toBeGreaterThan(200);
    expect(everyProblem(catalogue)).toEqual([]);
  });
});
