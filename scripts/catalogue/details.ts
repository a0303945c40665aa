/** The detail fields per type: rooms, surfaces, comfort, EPC, the Flemish items, money. */
import { type Listing } from "~/catalogue/schema";
import { type Ctx, type Named } from "./descriptions";
import { epcLabelForQuality, epcValueFor } from "./epc";
import { type Plan } from "./plan";
import { clamp, type Rng, round } from "./rng";
import { AREA_APPLICATIONS, FRAMES, HEATING, KITCHENS } from "./texts";

// --- per-type details ----------------------------------------------------------

export function fillDetails(ctx: Ctx): void {
  const { rng, plan, l } = ctx;
  const region = ctx.region;
  const recent = rng.chance(0.2);
  const year = plan.projectUnit !== undefined ? 2026 : recent ? rng.int(2005, 2023) : rng.int(1895, 2004);
  switch (plan.webId) {
    case 1: {
      const villa = plan.villa === true;
      l.Bedrooms = villa ? rng.int(4, 6) : rng.int(2, 5);
      l.Bathrooms = villa ? rng.int(2, 3) : rng.int(1, 2);
      if (rng.chance(0.35)) l.ShowerRooms = 1;
      l.Toilets = rng.int(1, 3);
      l.Garages = villa ? rng.int(1, 2) : rng.chance(0.55) ? 1 : 0;
      if (rng.chance(0.4)) l.Parkings = rng.int(1, 3);
      l.SurfaceLiving = villa ? rng.int(220, 420) : rng.int(105, 240);
      l.SurfaceGround = villa ? round(rng.int(1200, 4200), 10) : round(rng.int(150, 1100), 5);
      l.SurfaceGarden = Math.round(l.SurfaceGround * rng.range(0.45, 0.75));
      l.Facades = villa || plan.spanish ? 4 : rng.pick([2, 3, 3, 4] as const);
      l.FrontWidth = round(rng.range(6, 16), 0.1);
      l.Floors = rng.int(2, 3);
      l.ConstructionYear = year;
      if (year < 1990 && rng.chance(0.5)) l.RenovationYear = rng.int(Math.max(year + 15, 1995), 2024);
      l.Garden = true;
      l.Terrace = rng.chance(0.7);
      if (l.Terrace) l.SurfaceTerrace = rng.int(12, 45);
      l.Cellar = rng.chance(0.6);
      l.Attic = rng.chance(0.5);
      l.Pool = plan.spanish ? true : villa && rng.chance(0.4);
      break;
    }
    case 2:
    case 3: {
      const studio = plan.webId === 3;
      l.Bedrooms = studio
        ? 0
        : rng.weighted([
            [1, 3],
            [2, 5],
            [3, 2],
          ] as const);
      l.Bathrooms = studio ? 0 : 1;
      if (studio || rng.chance(0.3)) l.ShowerRooms = 1;
      l.Toilets = 1;
      l.SurfaceLiving = studio ? rng.int(24, 42) : rng.int(48 + 22 * l.Bedrooms, 70 + 30 * l.Bedrooms);
      l.Floors = rng.int(3, 7);
      l.Floor = rng.int(0, l.Floors - 1);
      l.Lift = l.Floors > 3 || rng.chance(0.4);
      l.ConstructionYear = year;
      l.Terrace = !studio && rng.chance(0.7);
      if (l.Terrace) l.SurfaceTerrace = rng.int(6, 28);
      if (l.Floor === 0 && !studio && rng.chance(0.5)) {
        l.Garden = true;
        l.SurfaceGarden = rng.int(30, 120);
      }
      l.Cellar = rng.chance(0.7);
      if (!studio && rng.chance(0.4)) l.Garages = 1;
      if (rng.chance(0.3)) l.Parkings = 1;
      if (studio && plan.goal === 1) l.Furnished = rng.chance(0.5);
      if (plan.spanish) l.Pool = true;
      break;
    }
    case 4:
      l.SurfaceGround = round(rng.int(450, 2400), 5);
      l.FrontWidth = round(rng.range(14, 32), 0.5);
      l.PlotWidth = l.FrontWidth;
      break;
    case 5:
      l.SurfaceLiving = rng.int(240, 520);
      l.SurfaceGround = rng.int(160, 600);
      l.Bedrooms = rng.int(4, 8);
      l.Bathrooms = rng.int(3, 5);
      l.Floors = rng.int(3, 4);
      l.FrontWidth = round(rng.range(6, 10), 0.1);
      l.ConstructionYear = rng.int(1890, 1975);
      l.Cellar = true;
      break;
    case 6:
      l.SurfaceTotal = round(rng.int(55, 420), 5);
      l.FrontWidth = round(rng.range(4, 12), 0.5);
      l.Floor = 0;
      l.Toilets = 1;
      l.ConstructionYear = year;
      break;
    case 8:
      l.SurfaceTotal = round(rng.int(400, 3200), 10);
      l.SurfaceOffice = round(rng.int(60, 300), 5);
      l.SurfaceGround = round(l.SurfaceTotal * rng.range(1.6, 3), 10);
      l.Parkings = rng.int(4, 20);
      l.ConstructionYear = rng.int(1975, 2019);
      break;
    case 9:
      l.SurfaceOffice = round(rng.int(60, 650), 5);
      l.SurfaceTotal = Math.round(l.SurfaceOffice * 1.12);
      l.Floors = rng.int(2, 6);
      l.Floor = rng.int(0, l.Floors - 1);
      l.Lift = l.Floors > 2;
      l.Parkings = rng.int(1, 12);
      l.Toilets = rng.int(1, 4);
      l.ConstructionYear = rng.int(1965, 2022);
      break;
    case 7:
      l.Garages = plan.goal === 1 || rng.chance(0.6) ? 1 : 0;
      if (!l.Garages) l.Parkings = 1;
      l.SurfaceTotal = l.Garages ? rng.int(14, 20) : 12;
      break;
  }
  // Equipment for buildings.
  if (plan.webId !== 4 && plan.webId !== 7) {
    if (plan.webId === 1 || plan.webId === 2 || plan.webId === 3 || plan.webId === 5) {
      l.Kitchen = rng.pick(KITCHENS);
    }
    if (region !== "spain") {
      l.Heating = plan.projectUnit !== undefined ? "Pompe à chaleur" : rng.pick(HEATING);
      l.Glazing =
        plan.projectUnit !== undefined
          ? "Triple vitrage"
          : (l.ConstructionYear ?? 2000) > 2010
            ? "Triple vitrage"
            : (l.ConstructionYear ?? 2000) < 1975 && !l.RenovationYear && rng.chance(0.3)
              ? "Simple vitrage"
              : "Double vitrage";
      l.WindowFrame = rng.pick(FRAMES);
    }
  }
}

/**
 * What the headline names goes into the details: "avec cave" makes Cellar true, "avec garage" a
 * garage, "rénové" a renovation year at least 15 years after the construction. Called once the
 * description is written, so that its draws, and every listing after this one, stay as they were;
 * the renovation year comes from `more`, not from the listing's own sequence.
 */
export function completeNamed(l: Partial<Listing>, named: ReadonlySet<Named>, more: Rng): void {
  if (named.has("cellar")) l.Cellar = true;
  if (named.has("garden")) l.Garden = true;
  if (named.has("terrace")) l.Terrace = true;
  if (named.has("garage")) l.Garages = Math.max(1, l.Garages ?? 0);
  if (named.has("parkings")) l.Parkings = Math.max(2, l.Parkings ?? 0);
  if (named.has("renovated") && l.RenovationYear === undefined)
    l.RenovationYear = more.int(Math.max((l.ConstructionYear ?? 1980) + 15, 2005), 2024);
}

/** Business premises: derive the surface from the price so that €/m² stays realistic. */
export function alignSurfaces(rng: Rng, plan: Plan, l: Partial<Listing>): void {
  const price = l.Price!;
  const rent = plan.goal === 1;
  if (plan.webId === 8) {
    l.SurfaceTotal = round(clamp(price / (rent ? rng.range(4.5, 6.5) : rng.range(650, 1000)), 300, 3200), 10);
    l.SurfaceOffice = round(clamp(l.SurfaceTotal * rng.range(0.1, 0.2), 40, 400), 5);
    l.SurfaceGround = round(l.SurfaceTotal * rng.range(1.6, 3), 10);
  } else if (plan.webId === 9) {
    l.SurfaceOffice = round(clamp(price / (rent ? rng.range(9, 14) : rng.range(1700, 2600)), 50, 700), 5);
    l.SurfaceTotal = Math.round(l.SurfaceOffice * 1.12);
  } else if (plan.webId === 6) {
    l.SurfaceTotal = round(clamp(price / (rent ? rng.range(10, 18) : rng.range(1400, 2600)), 40, 450), 5);
  }
}

export function fillEpc(ctx: Ctx): void {
  const { rng, plan, l } = ctx;
  if (ctx.region === "spain" || plan.webId === 4 || plan.webId === 7) return;
  const region = ctx.region;
  const year = l.RenovationYear ?? l.ConstructionYear ?? 1980;
  // quality 0 (best) … 1 (worst), driven by age
  const base = year >= 2021 ? 0.02 : year >= 2010 ? 0.15 : year >= 1990 ? 0.4 : 0.62;
  const q = clamp(base + rng.range(-0.18, 0.3), 0, 0.999);
  const label = plan.projectUnit !== undefined ? (rng.chance(0.5) ? "A+" : "A") : epcLabelForQuality(region, q);
  l.EnergyPerformance = epcValueFor(rng, region, label);
  l.EPCLabelText = label;
  const surface = l.SurfaceLiving ?? l.SurfaceOffice ?? l.SurfaceTotal ?? 100;
  const certYear = rng.int(2016, 2025);
  const certMonth = rng.int(1, 12);
  const certDay = rng.int(1, 28);
  const pad = (n: number) => String(n).padStart(2, "0");
  l.EPCValidUntil = `${certYear + 10}-${pad(certMonth)}-${pad(certDay)}`;
  if (region === "wallonia") l.EPCTotal = Math.max(0, Math.round(l.EnergyPerformance * surface * 1.15));
  if (region === "brussels") l.EPCCO2 = Math.max(0, Math.round(l.EnergyPerformance * 0.21));
  if (region === "flanders") {
    const kind = plan.webId === 1 || plan.webId === 2 || plan.webId === 3 || plan.webId === 5 ? "RES" : "NRES";
    l.EPCUniqueCode = `${certYear}${pad(certMonth)}${pad(certDay)}-${String(rng.int(1_000_000, 9_999_999)).padStart(10, "0")}-${kind}-1`;
  }
}

export function fillFlemish(ctx: Ctx): void {
  const { rng, plan, l } = ctx;
  if (ctx.region !== "flanders") return;
  const p = rng.weighted([
    ["A", 7],
    ["B", 2],
    ["C", 1],
  ] as const);
  l.FloodRiskPlotScore = p;
  l.FloodRiskBuildingScore =
    plan.webId === 4
      ? p
      : rng.weighted([
          ["A", 7],
          ["B", 2],
          ["C", 1],
          ["D", 0.3],
        ] as const);
  l.FloodArea = p === "C" || l.FloodRiskBuildingScore === "C" || l.FloodRiskBuildingScore === "D";
  l.BuildingPermit = plan.webId !== 4 ? true : rng.chance(0.3);
  l.AllotmentPermit = plan.webId === 4 ? rng.chance(0.6) : rng.chance(0.1);
  l.PreemptiveRight = rng.chance(0.05);
  l.Summons = false;
  l.JudicialDecision = false;
  l.AreaApplication = plan.webId === 8 ? "Zone d'activités économiques" : rng.pick(AREA_APPLICATIONS);
  if (plan.goal === 0 && plan.webId !== 4 && (l.ConstructionYear ?? 2000) < 2001) {
    l.AsbestosType = rng.pick(["Attestation amiante : présence limitée, sans risque", "Attestation amiante : pas d'amiante détectée"]);
    l.AsbestosCertificateDate = `2025-${String(rng.int(1, 12)).padStart(2, "0")}-${String(rng.int(1, 28)).padStart(2, "0")}`;
  }
}

export function fillMoney(ctx: Ctx): void {
  const { rng, plan, l } = ctx;
  const price = l.Price!;
  if (plan.goal === 1) {
    l.Deposit = price * 3;
    if (plan.webId === 2 || plan.webId === 3) l.ChargesRenter = round(rng.int(40, 180), 5);
    if (plan.webId === 9 || plan.webId === 6) l.ChargesRenter = round(price * rng.range(0.05, 0.12), 5);
    if (rng.chance(0.4) && plan.webId !== 7) l.InventoryCost = round(rng.int(150, 320), 10);
    return;
  }
  if ((plan.webId === 2 || plan.webId === 3 || plan.webId === 9) && plan.projectUnit === undefined)
    l.ChargesOwner = round(rng.int(60, 260), 5);
  if (plan.projectUnit !== undefined) {
    l.VAT = round(price * 0.21 * 0.8, 10);
    l.RegistrationRights = round(price * 0.2 * 0.125, 10);
    l.NotaryFees = round(2400 + price * 0.012, 10);
    return;
  }
  if (ctx.region !== "spain" && rng.chance(0.55)) {
    const rate =
      ctx.region === "flanders"
        ? plan.webId === 1 || plan.webId === 2
          ? 0.02
          : 0.12
        : ctx.region === "wallonia"
          ? plan.webId === 1 || plan.webId === 2
            ? 0.03
            : 0.125
          : 0.125;
    l.RegistrationRights = round(price * rate, 10);
    l.NotaryFees = round(2200 + price * 0.011, 10);
    if (plan.webId !== 4 && plan.webId !== 7) l.PropertyTax = round(rng.int(450, 2600), 5);
  }
  if (rng.chance(0.1) && ctx.region !== "spain") l.AgencyCost = round(price * 0.03 * 1.21, 10);
}
