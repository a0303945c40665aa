/** What is generated: the plan of listings per town, type and goal, their prices, videos and tours. */
import { type WebId } from "./categories";
import { regionOfPostcode, type Region } from "~/belgium/regions";
import { CITIES, type City, type CityKind, NAMUR, SPANISH_SPOTS, type SpanishSpot, WAVRE } from "./geography";
import { clamp, type Rng, round } from "./rng";

export type Goal = 0 | 1;
export type Status = "available" | "sold" | "rented";

export interface Plan {
  city: City | null; // null = Spain
  spanish?: SpanishSpot;
  webId: WebId;
  goal: Goal;
  status: Status;
  villa?: boolean;
  projectUnit?: number;
  viager?: boolean;
}

const BRUSSELS_WEIGHTS: Array<[WebId, number]> = [
  [1, 18],
  [2, 44],
  [3, 12],
  [5, 5],
  [6, 7],
  [9, 8],
  [7, 6],
];

const TYPE_WEIGHTS: Record<Region, Record<CityKind, Array<[WebId, number]>>> = {
  wallonia: {
    urban: [
      [1, 26],
      [2, 30],
      [3, 7],
      [4, 5],
      [5, 5],
      [6, 8],
      [8, 3],
      [9, 8],
      [7, 6],
    ],
    suburb: [
      [1, 44],
      [2, 20],
      [3, 2],
      [4, 14],
      [5, 4],
      [6, 4],
      [8, 4],
      [9, 4],
      [7, 4],
    ],
    rural: [
      [1, 58],
      [2, 8],
      [4, 26],
      [5, 2],
      [6, 1],
      [7, 3],
    ],
  },
  // Brussels is one city: its communes have the same mix whatever their kind.
  brussels: { urban: BRUSSELS_WEIGHTS, suburb: BRUSSELS_WEIGHTS, rural: BRUSSELS_WEIGHTS },
  flanders: {
    urban: [
      [1, 26],
      [2, 38],
      [3, 6],
      [4, 4],
      [5, 4],
      [6, 7],
      [8, 4],
      [9, 6],
      [7, 5],
    ],
    suburb: [
      [1, 44],
      [2, 26],
      [4, 12],
      [6, 4],
      [8, 5],
      [9, 5],
      [7, 4],
    ],
    rural: [
      [1, 50],
      [2, 14],
      [4, 24],
      [8, 6],
      [7, 6],
    ],
  },
};
const RENT_SHARE: Record<Region, number> = { wallonia: 0.34, brussels: 0.46, flanders: 0.3 };

export function planListings(rng: Rng): Plan[] {
  const plans: Plan[] = [];
  // Namur: 22 available, 6 for sale and 16 for rent.
  const namurSale: WebId[] = [1, 1, 2, 2, 4, 5];
  const namurRent: WebId[] = [2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 1, 1, 9, 6, 7];
  for (const webId of namurSale) plans.push({ city: NAMUR, webId, goal: 0, status: "available" });
  for (const webId of namurRent) plans.push({ city: NAMUR, webId, goal: 1, status: "available" });

  for (const c of CITIES) {
    if (c === NAMUR) continue;
    const region = regionOfPostcode(c.zip)!;
    for (let i = 0; i < c.count; i++) {
      const webId = rng.weighted(TYPE_WEIGHTS[region][c.kind]);
      let goal: Goal = rng.chance(RENT_SHARE[region] * (c.kind === "rural" ? 0.5 : 1)) ? 1 : 0;
      if (goal === 1 && (webId === 4 || webId === 5)) goal = 0;
      const villa = webId === 1 && goal === 0 && (c.premium >= 0.2 ? rng.chance(0.45) : rng.chance(0.1));
      plans.push({ city: c, webId, goal, status: "available", villa });
    }
  }
  // Make sure each region has a little of everything the agency handles.
  // Sold / rented: 3 + 3, outside Namur, in cities keeping other available listings.
  const candidates = plans.filter((p) => p.city && p.city !== NAMUR && p.city.count >= 3 && p.webId !== 7);
  let sold = 0;
  let rented = 0;
  for (const p of rng.shuffle(candidates)) {
    if (p.goal === 0 && sold < 3) {
      p.status = "sold";
      sold++;
    } else if (p.goal === 1 && rented < 3) {
      p.status = "rented";
      rented++;
    }
  }
  // Viager: two Walloon houses for sale.
  const viagers = plans.filter(
    (p) =>
      p.city &&
      p.city !== NAMUR &&
      regionOfPostcode(p.city.zip) === "wallonia" &&
      p.webId === 1 &&
      p.goal === 0 &&
      !p.villa &&
      p.status === "available",
  );
  for (const p of rng.sample(viagers, 2)) p.viager = true;

  // The Wavre project: 8 apartment units for sale.
  for (let u = 0; u < 8; u++) plans.push({ city: WAVRE, webId: 2, goal: 0, status: "available", projectUnit: u });

  // Spain: 5 listings for sale.
  const spanishTypes: WebId[] = [1, 2, 2, 2, 1];
  SPANISH_SPOTS.forEach((spot, i) =>
    plans.push({ city: null, spanish: spot, webId: spanishTypes[i]!, goal: 0, status: "available", villa: spanishTypes[i] === 1 }),
  );
  return plans;
}

// --- prices -----------------------------------------------------------------

export function salePrice(rng: Rng, plan: Plan, region: Region, premium: number): number {
  const r = clamp(rng.float() * 0.72 + premium, 0, 1);
  const lerp = (lo: number, hi: number) => lo + (hi - lo) * r;
  switch (plan.webId) {
    case 1:
      if (plan.villa) return round(lerp(480_000, 895_000), 5000);
      return round(region === "wallonia" ? lerp(200_000, 450_000) : lerp(320_000, 640_000), 5000);
    case 2:
      return round(region === "wallonia" ? lerp(165_000, 365_000) : lerp(250_000, 450_000), 5000);
    case 3:
      return round(lerp(120_000, 180_000), 2500);
    case 4:
      return round(lerp(60_000, 250_000), 2500);
    case 5:
      return round(lerp(340_000, 850_000), 5000);
    case 6:
      return round(lerp(145_000, 620_000), 5000);
    case 8:
      return round(lerp(340_000, 1_450_000), 10_000);
    case 9:
      return round(lerp(180_000, 920_000), 5000);
    case 7:
      return round(lerp(20_000, 40_000), 500);
  }
}

export function monthlyRent(rng: Rng, plan: Plan, region: Region, premium: number): number {
  const boost = region === "brussels" ? 0.15 : 0;
  const r = clamp(rng.float() * 0.72 + premium + boost, 0, 1);
  const lerp = (lo: number, hi: number) => lo + (hi - lo) * r;
  switch (plan.webId) {
    case 1:
      return round(lerp(1100, 2200), 25);
    case 2:
      return round(lerp(750, 1300), 10);
    case 3:
      return round(lerp(550, 750), 10);
    case 6:
      return round(lerp(900, 3400), 50);
    case 8:
      return round(lerp(2500, 7500), 100);
    case 9:
      return round(lerp(900, 4500), 50);
    case 7:
      return round(lerp(80, 120), 5);
    default:
      throw new Error(`no rent for web id ${plan.webId}`);
  }
}

// --- media links ------------------------------------------------------------

export function videoLinks(rng: Rng, listingIds: number[]): string[][] {
  const yt = () => rng.token(11, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-");
  const forms: Array<(listingId: number) => string[]> = [
    (listingId) => [`https://www.immo-meuse-sambre.be/videos/visite-${listingId}.mp4`],
    () => [`https://www.youtube.com/watch?v=${yt()}`],
    () => [`https://youtu.be/${yt()}`],
    () => [`https://www.youtube.com/shorts/${yt()}`],
    () => [`https://www.youtube.com/embed/${yt()}`],
    () => [`https://vimeo.com/${rng.int(100_000_000, 999_999_999)}`],
    () => [`https://www.facebook.com/immomeusesambre/videos/${rng.int(100_000, 999_999)}${rng.int(1_000_000_000, 9_999_999_999)}/`],
    () => [`https://fb.watch/${rng.token(10, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")}/`],
    () => [`https://www.youtube.com/watch?v=${yt()}`, `https://vimeo.com/${rng.int(100_000_000, 999_999_999)}`],
    (listingId) => [`https://youtu.be/${yt()}`, `https://www.immo-meuse-sambre.be/videos/drone-${listingId}.mp4`],
  ];
  return listingIds.map((id, k) => forms[k % forms.length]!(id));
}

export function virtualTours(rng: Rng): string[] {
  return [
    `https://my.matterport.com/show/?m=${rng.token(11)}`,
    `https://tour.tvl.be/${rng.token(8, "abcdefghijklmnopqrstuvwxyz0123456789")}`,
    `https://app.yisual.com/tour/${rng.token(12, "abcdef0123456789")}`,
    `https://my.matterport.com/show/?m=${rng.token(11)}&play=1`,
    `https://visite.tvl.be/${rng.token(8, "abcdefghijklmnopqrstuvwxyz0123456789")}`,
  ];
}
