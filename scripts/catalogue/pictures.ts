/** The picture pool (kinds, sizes, names) and which pictures each listing gets. */
import { type Listing, type Picture } from "~/catalogue/schema";
import { type Plan } from "./plan";
import { type Rng } from "./rng";

type PictureKind =
  | "maison"
  | "villa"
  | "appartement"
  | "immeuble"
  | "salon"
  | "cuisine"
  | "chambre"
  | "salle-de-bain"
  | "jardin"
  | "terrain"
  | "bureaux"
  | "bureau-interieur"
  | "commerce"
  | "commerce-interieur"
  | "entrepot"
  | "garage"
  | "espagne"
  | "projet-wavre";

/** kind → [landscape count, portrait count] */
const POOL: Array<[PictureKind, number, number]> = [
  ["maison", 20, 2],
  ["villa", 6, 0],
  ["appartement", 12, 1],
  ["immeuble", 5, 1],
  ["salon", 12, 0],
  ["cuisine", 10, 0],
  ["chambre", 9, 2],
  ["salle-de-bain", 6, 3],
  ["jardin", 8, 0],
  ["terrain", 8, 0],
  ["bureaux", 4, 0],
  ["bureau-interieur", 4, 0],
  ["commerce", 4, 0],
  ["commerce-interieur", 3, 0],
  ["entrepot", 5, 0],
  ["garage", 6, 0],
  ["espagne", 6, 1],
  ["projet-wavre", 6, 0],
];

const LANDSCAPE = { w: 1600, h: 1067 };
const PORTRAIT = { w: 1200, h: 1600 };

export interface PoolPicture {
  name: string;
  kind: PictureKind;
  index: number;
  w: number;
  h: number;
}

export function buildPool(): Map<PictureKind, PoolPicture[]> {
  const pool = new Map<PictureKind, PoolPicture[]>();
  for (const [kind, landscape, portrait] of POOL) {
    const list: PoolPicture[] = [];
    for (let i = 0; i < landscape + portrait; i++) {
      const size = i < landscape ? LANDSCAPE : PORTRAIT;
      const name = `${kind}-${String(i + 1).padStart(2, "0")}.jpg`;
      list.push({ name, kind, index: i, ...size });
    }
    pool.set(kind, list);
  }
  return pool;
}

/** Pictures that can open a listing: landscape views of the outside. */
function isCover(p: PoolPicture): boolean {
  if (p.w < p.h) return false;
  if (p.kind === "entrepot") return p.index < 3;
  if (p.kind === "garage") return p.index < 4;
  if (p.kind === "espagne") return p.index !== 5;
  if (p.kind === "projet-wavre") return p.index < 2;
  return true;
}

// Drawing lives further down (drawPicture).

export class PictureIds {
  private next = 8_401_000;
  constructor(private readonly rng: Rng) {}
  take(): number {
    this.next += this.rng.int(1, 9);
    return this.next;
  }
}

export function toPicture(p: PoolPicture, id: number): Picture {
  return { ID: id, Name: p.name, Url: `/media/${p.name}`, Width: p.w, Height: p.h };
}

export function smallOf(p: Picture): Picture {
  return { ...p, Width: 250, Height: Math.round((250 * p.Height) / p.Width) };
}

export function choosePictures(rng: Rng, pool: Map<PictureKind, PoolPicture[]>, plan: Plan, l: Partial<Listing>): PoolPicture[] {
  const get = (k: PictureKind) => pool.get(k)!;
  const landscape = (k: PictureKind) => get(k).filter(isCover);
  const n = rng.int(4, 8);
  let cover: PoolPicture;
  let rest: PictureKind[];
  if (plan.projectUnit !== undefined) {
    const proj = get("projet-wavre");
    cover = proj[plan.projectUnit % 2]!;
    rest = ["projet-wavre", "projet-wavre", "salon", "cuisine", "chambre", "salle-de-bain"];
  } else if (plan.spanish) {
    cover = rng.pick(landscape("espagne"));
    rest = ["espagne", "espagne", "salon", "chambre", "cuisine", "salle-de-bain", "espagne"];
  } else {
    switch (plan.webId) {
      case 1:
        cover = rng.pick(landscape(plan.villa ? "villa" : "maison"));
        rest = ["salon", "cuisine", "chambre", "chambre", "salle-de-bain", "jardin", "jardin", plan.villa ? "villa" : "maison"];
        break;
      case 2:
        cover = rng.pick(landscape("appartement"));
        rest = ["salon", "cuisine", "chambre", "salle-de-bain", "salon", "chambre", l.Garden ? "jardin" : "appartement"];
        break;
      case 3:
        cover = rng.pick(landscape("appartement"));
        rest = ["salon", "cuisine", "salle-de-bain", "chambre", "appartement"];
        break;
      case 4:
        cover = rng.pick(landscape("terrain"));
        rest = ["terrain", "terrain", "terrain", "jardin", "terrain"];
        break;
      case 5:
        cover = rng.pick(landscape("immeuble"));
        rest = ["salon", "cuisine", "chambre", "salle-de-bain", "immeuble", "salon"];
        break;
      case 6:
        cover = rng.pick(landscape("commerce"));
        rest = ["commerce-interieur", "commerce-interieur", "commerce", "salle-de-bain", "bureau-interieur"];
        break;
      case 8:
        cover = rng.pick(landscape("entrepot"));
        rest = ["entrepot", "entrepot", "bureau-interieur", "bureau-interieur", "garage"];
        break;
      case 9:
        cover = rng.pick(landscape("bureaux"));
        rest = ["bureau-interieur", "bureau-interieur", "bureau-interieur", "bureaux", "cuisine"];
        break;
      case 7:
        cover = rng.pick(landscape("garage"));
        rest = ["garage", "garage", "garage", "garage"];
        break;
    }
  }
  const chosen: PoolPicture[] = [cover];
  for (const kind of rest) {
    if (chosen.length >= n) break;
    const options = get(kind).filter((p) => !chosen.includes(p));
    if (options.length) chosen.push(rng.pick(options));
  }
  // Pad if the type's list was short.
  const fallback: PictureKind = plan.webId === 7 ? "garage" : plan.webId === 4 ? "terrain" : "salon";
  while (chosen.length < 4) {
    const options = get(fallback).filter((p) => !chosen.includes(p));
    chosen.push(rng.pick(options));
  }
  return chosen;
}
