/** data/catalogue/snapshot.json: the generated French catalogue and its pictures. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { catalogueSchema, MAIN_TYPE_BY_WEB_ID, type Listing } from "~/catalogue/schema";

const ROOT = path.resolve(import.meta.dirname, "../..");
const PICTURES_DIR = path.join(ROOT, "data/pictures");
const catalogue = catalogueSchema.parse(JSON.parse(readFileSync(path.join(ROOT, "data/catalogue/snapshot.json"), "utf8")));
const listings = catalogue.listings;
const available = listings.filter((l) => l.Status === "available");

type Region = "brussels" | "flanders" | "wallonia";
/** A listing's Belgian region by its postcode; "abroad" outside Belgium (Spain has no postcode, Luxembourg's are Luxembourg's). */
function regionOf(zip: string, countryId = 10): Region | "abroad" {
  if (zip === "" || countryId !== 10) return "abroad";
  const n = Number(zip);
  if (n >= 1000 && n <= 1299) return "brussels";
  if ((n >= 1300 && n <= 1499) || (n >= 4000 && n <= 7999)) return "wallonia";
  return "flanders";
}

/** Label for a value, or "boundary" when the value sits exactly on a band limit. */
function epcLabel(region: Region, v: number): string {
  if (region === "flanders") {
    if ([0, 100, 200, 300, 400, 500].includes(v)) return "boundary";
    if (v < 0) return "A+";
    return ["A", "B", "C", "D", "E"][Math.floor(v / 100)] ?? "F";
  }
  if (region === "wallonia") {
    const limits = [0, 45, 85, 170, 255, 340, 425, 510];
    if (limits.includes(v)) return "boundary";
    const labels = ["A++", "A+", "A", "B", "C", "D", "E", "F", "G"];
    return labels[limits.filter((l) => v > l).length]!;
  }
  // Brussels: integer bands 1-23, 24-45, … (F- read as 323-345); 0 belongs to no band.
  if (!Number.isInteger(v) || v === 0) return "boundary";
  if (v < 0) return "A+";
  const bands: Array<[string, number]> = [
    ["A", 23],
    ["A-", 45],
    ["B+", 62],
    ["B", 79],
    ["B-", 95],
    ["C+", 113],
    ["C", 132],
    ["C-", 150],
    ["D+", 170],
    ["D", 190],
    ["D-", 210],
    ["E+", 232],
    ["E", 253],
    ["E-", 275],
    ["F+", 298],
    ["F", 322],
    ["F-", 345],
  ];
  return bands.find(([, hi]) => v <= hi)?.[0] ?? "G";
}

const countBy = <T>(items: T[], key: (t: T) => string) => {
  const m = new Map<string, number>();
  for (const t of items) m.set(key(t), (m.get(key(t)) ?? 0) + 1);
  return m;
};

describe("catalogue snapshot", () => {
  it("has 220-240 French listings with unique 7-digit IDs", () => {
    expect(catalogue.language).toBe("fr");
    expect(listings.length).toBeGreaterThanOrEqual(220);
    expect(listings.length).toBeLessThanOrEqual(240);
    for (const l of listings) {
      expect(l.language).toBe("fr");
      expect(String(l.ID)).toMatch(/^\d{7}$/);
    }
    expect(new Set(listings.map((l) => l.ID)).size).toBe(listings.length);
    expect(Date.parse(catalogue.generatedAt)).toBeGreaterThanOrEqual(Date.parse("2025-01-01T00:00:00Z"));
    for (const l of listings) {
      expect(l.PublishedAt >= "2025-01-01" && l.PublishedAt <= catalogue.generatedAt).toBe(true);
    }
  });

  it("uses real Belgian postcodes, mostly in Wallonia, with Brussels and Flanders", () => {
    const known: Record<string, string> = {
      Namur: "5000",
      Wavre: "1300",
      Ixelles: "1050",
      Uccle: "1180",
      Etterbeek: "1040",
      Schaerbeek: "1030",
      "Woluwe-Saint-Lambert": "1200",
      Leuven: "3000",
      Gent: "9000",
      Mechelen: "2800",
      Aalst: "9300",
      Halle: "1500",
      Vilvoorde: "1800",
      "Kapelle-Op-Den-Bos": "1880",
      Liège: "4000",
      Charleroi: "6000",
    };
    const zipsByCity = new Map<string, Set<string>>();
    for (const l of listings) zipsByCity.set(l.City, (zipsByCity.get(l.City) ?? new Set()).add(l.Zip));
    for (const [name, zip] of Object.entries(known)) expect([...(zipsByCity.get(name) ?? [])], name).toEqual([zip]);
    for (const [name, zips] of zipsByCity) expect(zips.size, name).toBe(1);

    const regions = countBy(listings, (l) => regionOf(l.Zip, l.CountryID));
    expect(regions.get("wallonia")!).toBeGreaterThan(listings.length / 2);
    expect(regions.get("brussels")!).toBeGreaterThanOrEqual(30);
    expect(regions.get("flanders")!).toBeGreaterThanOrEqual(20);
    // Belgium, Luxembourg (49.4–50.2) and Spain (36–44).
    for (const l of listings) {
      expect(l.Latitude).toBeGreaterThan(l.CountryID === 32 ? 36 : 49.4);
      expect(l.Latitude).toBeLessThan(l.CountryID === 32 ? 44 : l.CountryID === 50 ? 50.2 : 51.6);
    }
  });

  it("has Kapelle-Op-Den-Bos spelt exactly so", () => {
    expect(listings.some((l) => l.City === "Kapelle-Op-Den-Bos" && l.Zip === "1880")).toBe(true);
    expect(catalogue.cities.all.some((c) => c.Name === "Kapelle-Op-Den-Bos" && c.Zip === "1880")).toBe(true);
  });

  it("makes Namur (5000) the largest city: 22 available, 6 for sale and 16 for rent", () => {
    const namur = listings.filter((l) => l.City === "Namur");
    expect(namur.every((l) => l.Zip === "5000" && l.Status === "available")).toBe(true);
    expect(namur).toHaveLength(22);
    expect(namur.filter((l) => l.Goal === 0)).toHaveLength(6);
    expect(namur.filter((l) => l.Goal === 1)).toHaveLength(16);
    for (const [name, n] of countBy(listings, (l) => l.City)) if (name !== "Namur") expect(n, name).toBeLessThan(22);
    const all = [...catalogue.cities.all].sort((a, b) => b.PropertyCount - a.PropertyCount);
    expect(all[0]).toMatchObject({ Name: "Namur", Zip: "5000", PropertyCount: 22 });
    expect(all[1]!.PropertyCount).toBeLessThan(22);
    expect(catalogue.cities.sale.find((c) => c.Name === "Namur")?.PropertyCount).toBe(6);
    expect(catalogue.cities.rent.find((c) => c.Name === "Namur")?.PropertyCount).toBe(16);
  });

  it("has 4-6 Spanish listings for sale without EPC", () => {
    const spain = listings.filter((l) => l.CountryID === 32);
    expect(spain.length).toBeGreaterThanOrEqual(4);
    expect(spain.length).toBeLessThanOrEqual(6);
    for (const l of spain) {
      expect(l.CountryName).toBe("Espagne");
      expect(l.Zip).toBe("");
      expect(["Marbella", "Estepona", "Alicante", "Torrevieja", "Jávea"]).toContain(l.City);
      expect(l.Goal).toBe(0);
      expect(l.EnergyPerformance).toBeUndefined();
      expect(l.EPCLabelText).toBeUndefined();
    }
    for (const l of listings.filter((x) => x.CountryID === 10)) expect(l.CountryName).toBe("Belgique");
  });

  it("has one house in Luxembourg, named so (issue 23 §5)", () => {
    const luxembourg = listings.filter((l) => l.CountryID === 50);
    expect(luxembourg.map((l) => [l.City, l.Zip, l.CountryName, l.WebID, l.Status])).toEqual([
      ["Esch-sur-Alzette", "4011", "Luxembourg", 1, "available"],
    ]);
    expect(catalogue.cities.all.filter((c) => c.CountryID === 50).map((c) => c.Name)).toEqual(["Esch-sur-Alzette"]);
  });

  it("has one new-build apartment project in Wavre with 6-10 units", () => {
    expect(catalogue.projects).toHaveLength(1);
    const p = catalogue.projects[0]!;
    expect(p).toMatchObject({ City: "Wavre", Zip: "1300", Goal: 0, WebID: "2", CountryID: 10 });
    const units = listings.filter((l) => l.ProjectID !== undefined);
    expect(units.length).toBeGreaterThanOrEqual(6);
    expect(units.length).toBeLessThanOrEqual(10);
    for (const u of units) expect(u).toMatchObject({ ProjectID: p.ID, City: "Wavre", Zip: "1300", WebID: 2, Goal: 0, Status: "available" });
    // Each unit is one apartment at one price: none says "from" (PriceUnit 7).
    for (const u of units) expect([u.ID, u.PriceUnit, u.PriceUnitText]).toEqual([u.ID, 1, ""]);
    expect(p.PriceMin).toBe(Math.min(...units.map((u) => u.Price)));
    expect(p.PriceMax).toBe(Math.max(...units.map((u) => u.Price)));
    expect(p.WebIDName).toBe(`Appartement (${units.length})`);
    expect(Date.parse(p.DeliveryDate)).toBeGreaterThan(Date.parse(catalogue.generatedAt));
  });

  it("has the nine categories in display order and consistent listing types", () => {
    expect(catalogue.categories.map((c) => [c.Name, c.WebID, c.ShowOrder])).toEqual([
      ["Maison", "1", 0],
      ["Appartement", "2", 1],
      ["Studio", "3", 2],
      ["Terrain", "4", 3],
      ["Immeuble de rapport", "5", 4],
      ["Commerciale", "6", 5],
      ["Industrie", "8", 6],
      ["Bureaux", "9", 7],
      ["Garage/Parking", "7", 8],
    ]);
    for (const c of catalogue.categories) expect(c).toMatchObject({ Sale: true, Rent: true, language: "fr" });
    for (const l of listings) {
      expect(l.MainTypeName).toBe(MAIN_TYPE_BY_WEB_ID[l.WebID]);
      expect(l.WebIDs.split(",").map(Number)).toContain(l.WebID);
    }
    // every category is used
    expect(new Set(listings.map((l) => l.WebID)).size).toBe(9);
  });

  it("has city lists consistent with the available listings", () => {
    const expected = (filter: (l: Listing) => boolean) =>
      [...countBy(available.filter(filter), (l) => `${l.City}|${l.Zip}|${l.CountryID}`)].map(([k, n]) => `${k}|${n}`).sort();
    const actual = (list: typeof catalogue.cities.all) => list.map((c) => `${c.Name}|${c.Zip}|${c.CountryID}|${c.PropertyCount}`).sort();
    expect(actual(catalogue.cities.all)).toEqual(expected(() => true));
    expect(actual(catalogue.cities.sale)).toEqual(expected((l) => l.Goal === 0));
    expect(actual(catalogue.cities.rent)).toEqual(expected((l) => l.Goal === 1));
    for (const c of catalogue.cities.all)
      expect(c.CountryName).toBe({ 32: "Espagne", 50: "Luxembourg" }[c.CountryID as 32 | 50] ?? "Belgique");
  });

  it("has exactly one empty neighbourhood", () => {
    expect(catalogue.neighbourhoods).toHaveLength(1);
    const n = catalogue.neighbourhoods[0]!;
    expect([n.Name, n.Title, n.Description, n.Coordinates]).toEqual(["", "", "", ""]);
    expect([...n.SmallPictures, ...n.MediumPictures, ...n.LargePictures, ...n.XLargePictures]).toHaveLength(0);
  });

  it("has EPC values inside their regional scale with consistent labels", () => {
    for (const l of listings) {
      const region = regionOf(l.Zip, l.CountryID);
      // Luxembourg's energy passport: a class by its label text, no figure on a Belgian scale.
      if (l.CountryID === 50) {
        expect(l.EnergyPerformance, `${l.ID}`).toBeUndefined();
        expect(l.EPCLabelText, `${l.ID}`).toMatch(/^(A\+|[A-I])$/);
        continue;
      }
      const noEpc = region === "abroad" || l.WebID === 4 || l.WebID === 7;
      if (noEpc) {
        expect(l.EnergyPerformance, `${l.ID}`).toBeUndefined();
        expect(l.EPCLabelText, `${l.ID}`).toBeUndefined();
        continue;
      }
      expect(l.EnergyPerformance, `${l.ID}`).toBeTypeOf("number");
      expect(epcLabel(region, l.EnergyPerformance!), `${l.ID} ${region} ${l.EnergyPerformance}`).toBe(l.EPCLabelText);
      if (region === "flanders") {
        expect(l.EPCUniqueCode).toMatch(/^\d{8}-\d{10}-N?RES-1$/);
      }
      if (region === "brussels") expect(l.EPCCO2).toBeTypeOf("number");
      if (region === "wallonia") expect(l.EPCTotal).toBeTypeOf("number");
    }
    for (const l of listings.filter((x) => regionOf(x.Zip, x.CountryID) === "flanders")) {
      expect(l.FloodRiskPlotScore).toBeDefined();
      expect(l.FloodRiskBuildingScore).toBeDefined();
      expect(l.FloodArea).toBeTypeOf("boolean");
      for (const k of ["BuildingPermit", "AllotmentPermit", "PreemptiveRight", "Summons", "JudicialDecision"] as const) {
        expect(l[k], `${l.ID} ${k}`).toBeTypeOf("boolean");
      }
      expect(l.AreaApplication).toBeTruthy();
    }
  });

  it("has prices fitting type and goal, rental deposits and sale costs", () => {
    const within = (l: Listing, lo: number, hi: number) =>
      expect(l.Price, `${l.ID} ${l.MainTypeName} ${l.City}`).toSatisfy((p: number) => p >= lo && p <= hi);
    for (const l of listings) {
      if (l.Goal === 1) {
        expect(l.PriceUnit).toBe(2);
        expect(l.Deposit).toBe(l.Price * 3);
        if (l.WebID === 3) within(l, 550, 750);
        if (l.WebID === 2) within(l, 750, 1300);
        if (l.WebID === 1) within(l, 1100, 2200);
        if (l.WebID === 7) within(l, 80, 120);
        if (l.WebID === 6 || l.WebID === 9) within(l, 600, 6000);
        if (l.WebID === 2 || l.WebID === 3) expect(l.ChargesRenter).toBeGreaterThan(0);
        expect([4, 5]).not.toContain(l.WebID);
      } else {
        if (l.LifeAnnuityBouquet !== undefined || l.CountryID === 32) continue;
        if (l.WebID === 7) within(l, 20_000, 40_000);
        if (l.WebID === 3) within(l, 120_000, 180_000);
        if (l.WebID === 4) within(l, 60_000, 250_000);
        if (l.WebID === 2 && regionOf(l.Zip, l.CountryID) !== "wallonia") within(l, 250_000, 450_000);
        if (l.WebID === 2 && regionOf(l.Zip, l.CountryID) === "wallonia") within(l, 150_000, 450_000);
        if (l.WebID === 1 && regionOf(l.Zip, l.CountryID) === "wallonia") within(l, 200_000, 900_000);
        if (l.WebID === 1 && regionOf(l.Zip, l.CountryID) !== "wallonia") within(l, 250_000, 900_000);
        if ([5, 6, 8, 9].includes(l.WebID)) within(l, 100_000, 2_000_000);
      }
    }
    const sales = listings.filter((l) => l.Goal === 0);
    expect(sales.filter((l) => l.NotaryFees !== undefined).length).toBeGreaterThan(10);
    expect(sales.filter((l) => l.RegistrationRights !== undefined).length).toBeGreaterThan(10);
    expect(sales.filter((l) => l.PropertyTax !== undefined).length).toBeGreaterThan(10);
    expect(listings.filter((l) => !l.PublishPrice).length).toBeGreaterThan(0);
    expect(listings.filter((l) => !l.PublishAddress).length).toBeGreaterThan(0);
  });

  it("has consistent marquees, a few sold/rented listings and 1-2 viagers", () => {
    const names: Record<number, string> = { 1: "Nouveau", 2: "Option", 3: "Prix réduit", 4: "Exclusivité" };
    for (const l of listings) expect(l.MarqueeName).toBe(names[l.Marquee]);
    expect(new Set(listings.map((l) => l.Marquee)).size).toBe(4);
    const done = listings.filter((l) => l.Status !== "available");
    expect(done.length).toBeGreaterThanOrEqual(4);
    expect(done.length).toBeLessThanOrEqual(8);
    for (const l of done) {
      expect(l.City).not.toBe("Namur");
      expect(l.Status).toBe(l.Goal === 0 ? "sold" : "rented");
    }
    const viagers = listings.filter((l) => l.LifeAnnuityBouquet !== undefined);
    expect(viagers.length).toBeGreaterThanOrEqual(1);
    expect(viagers.length).toBeLessThanOrEqual(2);
    for (const l of viagers) {
      expect(l.Goal).toBe(0);
      expect(l.LifeAnnuityMonthly).toBeGreaterThan(0);
      expect(l.LifeAnnuityAges!.length).toBeGreaterThanOrEqual(1);
    }
  });

  it("has varied French headlines and descriptions", () => {
    expect(listings.filter((l) => l.TypeDescription.length > 100).length).toBeGreaterThanOrEqual(2);
    const empty = listings.filter((l) => l.TypeDescription === "").length;
    expect(empty).toBeGreaterThanOrEqual(1);
    expect(empty).toBeLessThanOrEqual(10);
    expect(new Set(listings.map((l) => l.TypeDescription)).size).toBeGreaterThan(listings.length / 3);
    expect(new Set(listings.map((l) => l.Description)).size).toBe(listings.length);
    for (const l of listings) {
      expect(l.Description).not.toMatch(/lorem|ipsum|undefined|\$\{/i);
      expect(l.Description).not.toMatch(/\bNaN\b/);
      const sentences = l.Description.split(/(?<=[.!?])\s+(?=[A-ZÀ-Ý])/);
      expect(sentences.length, l.Description).toBeGreaterThanOrEqual(3);
      expect(sentences.length, l.Description).toBeLessThanOrEqual(6);
      if (l.CountryID === 10) expect(l.Description).toContain(l.City);
    }
  });

  it("has videos in the recognised forms and a few virtual tours", () => {
    const withVideos = listings.filter((l) => l.Videos);
    expect(withVideos.length).toBeGreaterThanOrEqual(8);
    expect(withVideos.length).toBeLessThanOrEqual(14);
    const urls = withVideos.flatMap((l) => l.Videos!);
    const forms = [
      /\.mp4$/,
      /^https:\/\/www\.youtube\.com\/watch\?v=[\w-]{11}$/,
      /^https:\/\/youtu\.be\/[\w-]{11}$/,
      /^https:\/\/www\.youtube\.com\/shorts\/[\w-]{11}$/,
      /^https:\/\/www\.youtube\.com\/embed\/[\w-]{11}$/,
      /^https:\/\/vimeo\.com\/\d+$/,
      /^https:\/\/www\.facebook\.com\/[^/]+\/videos\/\d+\/?$/,
      /^https:\/\/fb\.watch\/\w+\/?$/,
    ];
    for (const re of forms)
      expect(
        urls.some((u) => re.test(u)),
        String(re),
      ).toBe(true);
    for (const u of urls)
      expect(
        forms.some((re) => re.test(u)),
        u,
      ).toBe(true);
    const tours = listings.flatMap((l) => (l.VirtualTour ? [new URL(l.VirtualTour).host] : []));
    expect(tours.length).toBeGreaterThanOrEqual(3);
    expect(tours.length).toBeLessThanOrEqual(8);
    for (const suffix of ["matterport.com", "tvl.be", "yisual.com"])
      expect(
        tours.some((h) => h.endsWith(suffix)),
        suffix,
      ).toBe(true);
  });

  it("has 4-8 pictures per listing, cover first, with unique IDs", () => {
    const ids = new Set<number>();
    const all = [...listings.flatMap((l) => l.Pictures), ...catalogue.projects.flatMap((p) => p.Pictures)];
    for (const p of all) {
      expect(p.Url).toBe(`/media/${p.Name}`);
      expect(ids.has(p.ID), `picture ID ${p.ID}`).toBe(false);
      ids.add(p.ID);
    }
    // One building plot has none (spec §8's message is seen there), and no thumbnail either.
    const withoutPhotos = listings.filter((l) => l.Pictures.length === 0);
    expect(withoutPhotos.map((l) => [l.WebID, l.Status, l.SmallPictureItem])).toEqual([[4, "available", undefined]]);
    for (const l of listings.filter((candidate) => candidate.Pictures.length > 0)) {
      expect(l.Pictures.length).toBeGreaterThanOrEqual(4);
      expect(l.Pictures.length).toBeLessThanOrEqual(8);
      expect(new Set(l.Pictures.map((p) => p.Name)).size).toBe(l.Pictures.length);
      const first = l.Pictures[0]!;
      expect(l.SmallPictureItem).toEqual({ ...first, Width: 250, Height: Math.round((250 * first.Height) / first.Width) });
    }
    const p = catalogue.projects[0]!;
    expect(p.SmallPicture).toBe(p.Pictures[0]!.Url);
    expect(new Set(all.map((x) => x.Name)).size).toBeGreaterThanOrEqual(100);
    // Cover pictures match the listing kind.
    const coverKind: Record<number, RegExp> = {
      1: /^(maison|villa|espagne)-/,
      2: /^(appartement|projet-wavre|espagne)-/,
      3: /^appartement-/,
      4: /^terrain-/,
      5: /^immeuble-/,
      6: /^commerce-/,
      7: /^garage-/,
      8: /^entrepot-/,
      9: /^bureaux-/,
    };
    for (const l of listings.filter((candidate) => candidate.Pictures.length > 0))
      expect(l.Pictures[0]!.Name, `${l.ID} ${l.MainTypeName}`).toMatch(coverKind[l.WebID]!);
  });

  it("has every picture file on disk with its stated size, within 15 MB", async () => {
    const stated = new Map<string, [number, number]>();
    for (const p of [...listings.flatMap((l) => l.Pictures), ...catalogue.projects.flatMap((x) => x.Pictures)]) {
      const prev = stated.get(p.Name);
      if (prev) expect([p.Width, p.Height]).toEqual(prev);
      stated.set(p.Name, [p.Width, p.Height]);
    }
    for (const [name, [w, h]] of stated) {
      const file = path.join(PICTURES_DIR, name);
      expect(existsSync(file), name).toBe(true);
      const meta = await sharp(file).metadata();
      expect([meta.format, meta.width, meta.height], name).toEqual(["jpeg", w, h]);
      expect([w, h].join("x")).toMatch(/^(1600x1067|1200x1600)$/);
    }
    const total = readdirSync(PICTURES_DIR).reduce((s, f) => s + statSync(path.join(PICTURES_DIR, f)).size, 0);
    expect(total).toBeLessThanOrEqual(15 * 1024 * 1024);
  });
});
