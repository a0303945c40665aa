/**
 * Generates the French catalogue snapshot and its pictures.
 *
 *   node --import tsx scripts/generate-catalogue.ts
 *
 * Writes data/catalogue/snapshot.json (validated with `catalogueSchema` first)
 * and data/pictures/*.jpg. Everything is drawn from a seeded PRNG and from SVG
 * rasterised with sharp: the output is deterministic and needs no network.
 */
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import {
  catalogueSchema,
  formatCatalogueIssues,
  MAIN_TYPE_BY_WEB_ID,
  type Catalogue,
  type CityEntry,
  type Listing,
  type Picture,
  type Project,
} from "~/catalogue/schema";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const SNAPSHOT_FILE = path.join(ROOT, "data/catalogue/snapshot.json");
const PICTURES_DIR = path.join(ROOT, "data/pictures");

const GENERATED_AT = "2026-03-01T06:00:00Z";
const JPEG_QUALITY = 72;

// ---------------------------------------------------------------------------
// PRNG
// ---------------------------------------------------------------------------

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Rng {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  range(lo: number, hi: number): number {
    return lo + (hi - lo) * this.next();
  }
  int(lo: number, hi: number): number {
    return lo + Math.floor(this.next() * (hi - lo + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)]!;
  }
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  }
  sample<T>(items: readonly T[], n: number): T[] {
    return this.shuffle(items).slice(0, Math.min(n, items.length));
  }
  token(length: number, alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"): string {
    let s = "";
    for (let i = 0; i < length; i++) s += alphabet[Math.floor(this.next() * alphabet.length)];
    return s;
  }
}

const round = (v: number, step: number) => Number((Math.round(v / step) * step).toFixed(6));
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

// ---------------------------------------------------------------------------
// Geography
// ---------------------------------------------------------------------------

export type Region = "brussels" | "flanders" | "wallonia";

export function regionOfZip(zip: string): Region | undefined {
  if (!/^\d{4}$/.test(zip)) return undefined;
  const n = Number(zip);
  if (n >= 1000 && n <= 1299) return "brussels";
  if ((n >= 1300 && n <= 1499) || (n >= 4000 && n <= 7999)) return "wallonia";
  return "flanders";
}

type CityKind = "urban" | "suburb" | "rural";

interface City {
  name: string;
  zip: string;
  lat: number;
  lon: number;
  /** Number of listings generated there (besides Namur, the project and Spain). */
  count: number;
  kind: CityKind;
  /** 0 = cheap … 0.3 = expensive; shifts prices inside their range. */
  premium: number;
  /** Motorways / main roads nearby, for the descriptions. */
  road: string;
  /** Public transport sentence fragment. */
  transport: string;
}

function city(
  name: string,
  zip: string,
  lat: number,
  lon: number,
  count: number,
  kind: CityKind,
  premium: number,
  road: string,
  transport?: string,
): City {
  return { name, zip, lat, lon, count, kind, premium, road, transport: transport ?? `la gare ${de(name)}` };
}

/** "de Namur", "d'Ixelles". */
function de(name: string): string {
  return /^[AEIOUYÉÈHaeiouyéèh]/.test(name) && !/^(Hal|Her|Hav|Hu|Hasselt)/.test(name) ? `d'${name}` : `de ${name}`;
}

const NAMUR = city("Namur", "5000", 50.4669, 4.8675, 22, "urban", 0.12, "l'E411 et l'E42", "la gare de Namur");
const WAVRE = city("Wavre", "1300", 50.7167, 4.6012, 9, "urban", 0.18, "l'E411", "la gare de Wavre");

const CITIES: City[] = [
  // Namur province
  NAMUR,
  city("Jambes", "5100", 50.454, 4.8745, 6, "urban", 0.1, "l'E411", "la gare de Jambes"),
  city("Gembloux", "5030", 50.5614, 4.6986, 6, "suburb", 0.1, "la N4 et l'E411"),
  city("Andenne", "5300", 50.4897, 5.095, 3, "suburb", 0.03, "l'E42"),
  city("Dinant", "5500", 50.2606, 4.9122, 3, "suburb", 0.02, "la N97 et l'E411"),
  city("Ciney", "5590", 50.2946, 5.1, 2, "suburb", 0.02, "la N4 et l'E411"),
  city("Sambreville", "5060", 50.4393, 4.6208, 3, "suburb", 0, "l'E42", "la gare d'Auvelais"),
  city("Floreffe", "5150", 50.4333, 4.7667, 2, "rural", 0.06, "l'E42", "la gare de Floreffe"),
  city("Profondeville", "5170", 50.375, 4.87, 2, "rural", 0.1, "la N92", "les bus TEC vers Namur"),
  city("Eghezée", "5310", 50.5906, 4.9117, 3, "rural", 0.08, "l'E411", "les bus TEC vers Namur"),
  city("La Bruyère", "5080", 50.5167, 4.8, 2, "rural", 0.1, "l'E42", "la gare de Rhisnes"),
  city("Fosses-la-Ville", "5070", 50.395, 4.696, 2, "rural", 0.02, "la N922", "les bus TEC vers Namur"),
  city("Philippeville", "5600", 50.196, 4.543, 1, "rural", 0, "la N5", "les bus TEC"),
  // Brabant wallon
  WAVRE,
  city("Ottignies", "1340", 50.6667, 4.5667, 4, "urban", 0.18, "la N4 et l'E411", "la gare d'Ottignies"),
  city("Louvain-la-Neuve", "1348", 50.6681, 4.6118, 4, "urban", 0.2, "l'E411", "la gare de Louvain-la-Neuve"),
  city("Rixensart", "1330", 50.7119, 4.5272, 3, "suburb", 0.22, "l'E411", "la gare de Rixensart"),
  city("Waterloo", "1410", 50.7148, 4.3991, 4, "suburb", 0.26, "le R0 et la N5", "la gare de Waterloo"),
  city("Braine-l'Alleud", "1420", 50.6833, 4.3667, 3, "suburb", 0.2, "le R0", "la gare de Braine-l'Alleud"),
  city("Nivelles", "1400", 50.598, 4.3285, 3, "urban", 0.14, "l'E19", "la gare de Nivelles"),
  city("Jodoigne", "1370", 50.7236, 4.8694, 3, "suburb", 0.1, "la N29 et l'E40", "les bus TEC vers Louvain-la-Neuve"),
  city("Grez-Doiceau", "1390", 50.7389, 4.6989, 2, "rural", 0.22, "l'E411", "les bus TEC vers Wavre"),
  city("Chaumont-Gistoux", "1325", 50.6775, 4.7189, 2, "rural", 0.2, "l'E411", "les bus TEC vers Wavre"),
  city("Genappe", "1470", 50.6111, 4.4511, 2, "rural", 0.14, "la N25 et la N5", "les bus TEC"),
  city("Court-Saint-Étienne", "1490", 50.6333, 4.5667, 2, "suburb", 0.14, "la N25", "la gare de Court-Saint-Étienne"),
  city("Lasne", "1380", 50.6853, 4.4836, 3, "rural", 0.3, "le R0", "les bus TEC vers Waterloo"),
  city("Perwez", "1360", 50.6244, 4.8133, 2, "rural", 0.1, "l'E411", "les bus TEC"),
  city("Walhain", "1457", 50.6214, 4.6986, 1, "rural", 0.12, "l'E411", "la gare de Gembloux"),
  city("Mont-Saint-Guibert", "1435", 50.6344, 4.6111, 2, "suburb", 0.16, "la N25 et l'E411", "la gare de Mont-Saint-Guibert"),
  // Liège
  city("Liège", "4000", 50.6326, 5.5797, 7, "urban", 0.05, "l'E25, l'E40 et l'E313", "la gare des Guillemins"),
  city("Seraing", "4100", 50.5833, 5.5, 2, "urban", 0, "l'A604 et l'E25", "les bus TEC vers Liège"),
  city("Herstal", "4040", 50.6642, 5.6272, 2, "urban", 0, "l'E40 et l'E313", "la gare de Herstal"),
  city("Huy", "4500", 50.5185, 5.2393, 3, "suburb", 0.03, "la N90 et l'E42", "la gare de Huy"),
  city("Verviers", "4800", 50.5891, 5.8624, 2, "urban", 0, "l'E42", "la gare de Verviers-Central"),
  city("Spa", "4900", 50.4924, 5.8658, 1, "suburb", 0.08, "l'E42", "la gare de Spa"),
  city("Waremme", "4300", 50.6974, 5.2551, 2, "suburb", 0.05, "l'E40", "la gare de Waremme"),
  // Hainaut / Charleroi
  city("Charleroi", "6000", 50.4108, 4.4446, 6, "urban", 0, "le R3 et l'E42", "la gare de Charleroi-Central et le métro"),
  city("Gosselies", "6041", 50.4728, 4.4317, 2, "suburb", 0, "l'A54 et le R3", "les bus TEC vers Charleroi"),
  city("Châtelet", "6200", 50.4053, 4.5253, 1, "suburb", 0, "le R3", "les bus TEC vers Charleroi"),
  city("Fleurus", "6220", 50.4833, 4.55, 2, "suburb", 0.02, "l'E42", "la gare de Fleurus"),
  city("Mons", "7000", 50.4542, 3.9523, 2, "urban", 0.04, "l'E19 et l'E42", "la gare de Mons"),
  city("La Louvière", "7100", 50.4797, 4.1881, 1, "urban", 0, "l'E42 et l'A501", "la gare de La Louvière-Centre"),
  city("Tournai", "7500", 50.6056, 3.3878, 1, "urban", 0.02, "l'E42 et l'A8", "la gare de Tournai"),
  // Luxembourg
  city("Arlon", "6700", 49.6833, 5.8167, 1, "urban", 0.12, "l'E411 et l'E25", "la gare d'Arlon"),
  city("Marche-en-Famenne", "6900", 50.2268, 5.3443, 1, "suburb", 0.04, "la N4", "la gare de Marche-en-Famenne"),
  // Brussels (French names)
  city("Bruxelles", "1000", 50.8466, 4.3528, 6, "urban", 0.15, "le ring R0", "le métro et les trams STIB"),
  city("Ixelles", "1050", 50.8333, 4.3667, 7, "urban", 0.22, "le ring R0", "les trams et bus STIB"),
  city("Uccle", "1180", 50.8, 4.3333, 6, "urban", 0.26, "le ring R0", "les trams STIB et la gare de Calevoet"),
  city("Etterbeek", "1040", 50.8361, 4.3861, 4, "urban", 0.18, "le ring R0 et l'E411", "le métro Thieffry et les trams STIB"),
  city("Schaerbeek", "1030", 50.8676, 4.3737, 4, "urban", 0.1, "le ring R0", "les trams STIB et la gare de Schaerbeek"),
  city("Woluwe-Saint-Lambert", "1200", 50.8427, 4.4295, 4, "urban", 0.22, "l'E40", "le métro Tomberg et les bus STIB"),
  city("Woluwe-Saint-Pierre", "1150", 50.8293, 4.4322, 3, "urban", 0.26, "l'E411", "le tram 39 et le métro Stockel"),
  city("Auderghem", "1160", 50.8156, 4.4269, 3, "urban", 0.2, "l'E411", "le métro Hermann-Debroux"),
  city("Watermael-Boitsfort", "1170", 50.7995, 4.4158, 2, "urban", 0.22, "l'E411", "la gare de Boitsfort et les trams STIB"),
  city("Forest", "1190", 50.8103, 4.3183, 2, "urban", 0.08, "le ring R0", "les trams STIB et la gare de Forest-Midi"),
  city("Saint-Gilles", "1060", 50.8272, 4.3458, 2, "urban", 0.12, "le ring R0", "le métro Porte de Hal et la gare du Midi"),
  city("Anderlecht", "1070", 50.8365, 4.3089, 1, "urban", 0.02, "le ring R0", "le métro Saint-Guidon"),
  city("Jette", "1090", 50.8779, 4.3261, 1, "urban", 0.08, "le ring R0", "la gare de Jette et le tram 9"),
  // Flanders
  city("Leuven", "3000", 50.8798, 4.7005, 5, "urban", 0.22, "l'E40 et l'E314", "la gare de Leuven"),
  city("Gent", "9000", 51.0543, 3.7174, 3, "urban", 0.2, "l'E17 et l'E40", "la gare de Gent-Sint-Pieters"),
  city("Mechelen", "2800", 51.0259, 4.4776, 3, "urban", 0.16, "l'E19", "la gare de Mechelen"),
  city("Aalst", "9300", 50.9378, 4.0403, 2, "urban", 0.08, "l'E40", "la gare d'Aalst"),
  city("Halle", "1500", 50.7339, 4.2345, 3, "urban", 0.1, "le R0 et l'A8", "la gare de Halle"),
  city("Vilvoorde", "1800", 50.9281, 4.4245, 3, "urban", 0.1, "le R0 et l'E19", "la gare de Vilvoorde"),
  city("Kapelle-Op-Den-Bos", "1880", 50.9708, 4.3606, 2, "rural", 0.08, "l'A12", "la gare de Kapelle-op-den-Bos"),
  city("Tervuren", "3080", 50.8239, 4.5147, 2, "suburb", 0.28, "le R0", "le tram 44 vers Bruxelles"),
  city("Overijse", "3090", 50.7741, 4.5372, 2, "suburb", 0.24, "l'E411", "les bus De Lijn"),
  city("Zaventem", "1930", 50.8837, 4.4731, 1, "suburb", 0.14, "le R0 et l'E40", "la gare de Zaventem"),
  city("Dilbeek", "1700", 50.8483, 4.2597, 1, "suburb", 0.14, "le R0", "la gare de Dilbeek"),
  city("Grimbergen", "1850", 50.9347, 4.3719, 1, "suburb", 0.12, "l'A12 et le R0", "les bus De Lijn"),
  city("Tienen", "3300", 50.8072, 4.938, 1, "suburb", 0.04, "l'E40", "la gare de Tienen"),
  city("Antwerpen", "2000", 51.2194, 4.4025, 1, "urban", 0.16, "le ring R1", "la gare d'Antwerpen-Centraal"),
];

interface SpanishSpot {
  name: string;
  lat: number;
  lon: number;
}
const SPANISH_SPOTS: SpanishSpot[] = [
  { name: "Marbella", lat: 36.5101, lon: -4.8825 },
  { name: "Estepona", lat: 36.4277, lon: -5.1459 },
  { name: "Alicante", lat: 38.3452, lon: -0.481 },
  { name: "Torrevieja", lat: 37.9787, lon: -0.6822 },
  { name: "Jávea", lat: 38.7895, lon: 0.1661 },
];

// ---------------------------------------------------------------------------
// Categories
// ---------------------------------------------------------------------------

type WebId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

const CATEGORY_ORDER: Array<[WebId, string]> = [
  [1, "Maison"],
  [2, "Appartement"],
  [3, "Studio"],
  [4, "Terrain"],
  [5, "Immeuble de rapport"],
  [6, "Commerciale"],
  [8, "Industrie"],
  [9, "Bureaux"],
  [7, "Garage/Parking"],
];

// ---------------------------------------------------------------------------
// EPC scales
// ---------------------------------------------------------------------------

/** [label, lower bound (exclusive, null = -∞), upper bound (inclusive, null = +∞)] */
type Scale = Array<[string, number | null, number | null]>;

export const EPC_SCALES: Record<Region, Scale> = {
  flanders: [
    ["A+", null, 0],
    ["A", 0, 100],
    ["B", 100, 200],
    ["C", 200, 300],
    ["D", 300, 400],
    ["E", 400, 500],
    ["F", 500, null],
  ],
  // Integer ranges from the spec (1-23, 24-45, …); values are drawn strictly inside.
  brussels: [
    ["A+", null, 0],
    ["A", 1, 23],
    ["A-", 24, 45],
    ["B+", 46, 62],
    ["B", 63, 79],
    ["B-", 80, 95],
    ["C+", 96, 113],
    ["C", 114, 132],
    ["C-", 133, 150],
    ["D+", 151, 170],
    ["D", 171, 190],
    ["D-", 191, 210],
    ["E+", 211, 232],
    ["E", 233, 253],
    ["E-", 254, 275],
    ["F+", 276, 298],
    ["F", 299, 322],
    ["F-", 323, 345],
    ["G", 346, null],
  ],
  wallonia: [
    ["A++", null, 0],
    ["A+", 0, 45],
    ["A", 45, 85],
    ["B", 85, 170],
    ["C", 170, 255],
    ["D", 255, 340],
    ["E", 340, 425],
    ["F", 425, 510],
    ["G", 510, null],
  ],
};

/** An integer value well inside the label's band (never on a boundary). */
function epcValueFor(rng: Rng, region: Region, label: string): number {
  const band = EPC_SCALES[region].find(([l]) => l === label);
  if (!band) throw new Error(`unknown ${region} label ${label}`);
  const [, lo, hi] = band;
  if (lo === null) return -rng.int(2, 25);
  if (hi === null) return rng.int(lo + 8, lo + 160);
  const margin = region === "brussels" ? 1 : 3;
  return rng.int(lo + margin, hi - margin);
}

/** Label letters ordered from best to worst, per region, with a quality index 0..1. */
function epcLabelForQuality(region: Region, q: number): string {
  const labels = EPC_SCALES[region].map(([l]) => l);
  const i = clamp(Math.floor(q * labels.length), 0, labels.length - 1);
  return labels[i]!;
}

// ---------------------------------------------------------------------------
// Pictures (pool)
// ---------------------------------------------------------------------------

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

interface PoolPicture {
  name: string;
  kind: PictureKind;
  index: number;
  w: number;
  h: number;
}

function buildPool(): Map<PictureKind, PoolPicture[]> {
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

// ---------------------------------------------------------------------------
// Text pools
// ---------------------------------------------------------------------------

const STREETS_FR = [
  "Rue de la Station",
  "Rue du Moulin",
  "Avenue des Tilleuls",
  "Rue de Bruxelles",
  "Rue Haute",
  "Rue des Champs",
  "Rue de l'Église",
  "Avenue Reine Astrid",
  "Rue Saint-Nicolas",
  "Chaussée de Louvain",
  "Rue des Écoles",
  "Rue du Centre",
  "Avenue de la Gare",
  "Rue des Prés",
  "Rue de la Chapelle",
  "Rue du Village",
  "Avenue Albert Ier",
  "Rue des Fleurs",
  "Rue de la Fontaine",
  "Rue Émile Vandervelde",
  "Rue des Combattants",
  "Avenue du Parc",
  "Rue Joseph Wauters",
  "Rue du Bois",
  "Chemin des Aubépines",
  "Rue de la Vallée",
  "Rue Général Leman",
  "Avenue des Hêtres",
];
const STREETS_NL = [
  "Stationsstraat",
  "Kerkstraat",
  "Molenstraat",
  "Dorpsstraat",
  "Nieuwstraat",
  "Schoolstraat",
  "Kapelstraat",
  "Beekstraat",
  "Lindenlaan",
  "Brusselsesteenweg",
  "Kouterstraat",
  "Veldstraat",
  "Bergstraat",
  "Populierenlaan",
];
const STREETS_ES = [
  "Calle del Mar",
  "Avenida de España",
  "Urbanización Los Naranjos",
  "Calle Sol",
  "Camino de la Cala",
  "Calle Las Palmeras",
];

const HEATING = ["Gaz naturel (chaudière à condensation)", "Mazout", "Pompe à chaleur", "Électrique", "Gaz naturel", "Pellets"];
const FRAMES = ["PVC", "PVC", "Aluminium", "Bois", "Bois et aluminium"];
const KITCHENS = ["Équipée", "Hyper-équipée", "Semi-équipée", "Américaine équipée", "Équipée avec îlot"];
const AREA_APPLICATIONS = ["Zone d'habitat", "Zone d'habitat", "Zone d'habitat à caractère rural", "Zone mixte d'habitat et d'activités"];

const ORIENTATIONS = ["sud", "sud-ouest", "ouest", "sud-est", "est"];

const frNum = (n: number) => n.toLocaleString("fr-BE").replace(/\u202f|\u00a0/g, " ");
const floorText = (f: number) => (f === 0 ? "rez-de-chaussée" : f === 1 ? "1er étage" : `${f}e étage`);
const ares = (m2: number) => {
  const a = Math.floor(m2 / 100);
  const ca = Math.round(m2 % 100);
  return ca === 0 ? `${a} ares` : `${a} ares ${String(ca).padStart(2, "0")}`;
};
/** "à le R0" → "au R0", "à l'E411" stays. */
const toThe = (s: string) => (s.startsWith("le ") ? `au ${s.slice(3)}` : `à ${s}`);
/** "de le R3" → "du R3". */
const ofThe = (s: string) => (s.startsWith("le ") ? `du ${s.slice(3)}` : `de ${s}`);
const HEATING_PHRASE: Record<string, string> = {
  "Gaz naturel (chaudière à condensation)": "au gaz naturel (chaudière à condensation)",
  "Gaz naturel": "au gaz naturel",
  Mazout: "au mazout",
  "Pompe à chaleur": "par pompe à chaleur",
  Électrique: "électrique",
  Pellets: "aux pellets",
};
const lowerFirst = (s: string) => (/^[A-Z]{2,}/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));
const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

// ---------------------------------------------------------------------------
// Listing generation
// ---------------------------------------------------------------------------

type Goal = 0 | 1;
type Status = "available" | "sold" | "rented";

interface Plan {
  city: City | null; // null = Spain
  spanish?: SpanishSpot;
  webId: WebId;
  goal: Goal;
  status: Status;
  villa?: boolean;
  projectUnit?: number;
  viager?: boolean;
}

const TYPE_WEIGHTS: Record<Region, Record<CityKind, Array<[WebId, number]>>> = {
  wallonia: {
    urban: [[1, 26], [2, 30], [3, 7], [4, 5], [5, 5], [6, 8], [8, 3], [9, 8], [7, 6]],
    suburb: [[1, 44], [2, 20], [3, 2], [4, 14], [5, 4], [6, 4], [8, 4], [9, 4], [7, 4]],
    rural: [[1, 58], [2, 8], [4, 26], [5, 2], [6, 1], [7, 3]],
  },
  brussels: {
    urban: [[1, 18], [2, 44], [3, 12], [5, 5], [6, 7], [9, 8], [7, 6]],
    suburb: [[1, 18], [2, 44], [3, 12], [5, 5], [6, 7], [9, 8], [7, 6]],
    rural: [[1, 18], [2, 44], [3, 12], [5, 5], [6, 7], [9, 8], [7, 6]],
  },
  flanders: {
    urban: [[1, 26], [2, 38], [3, 6], [4, 4], [5, 4], [6, 7], [8, 4], [9, 6], [7, 5]],
    suburb: [[1, 44], [2, 26], [4, 12], [6, 4], [8, 5], [9, 5], [7, 4]],
    rural: [[1, 50], [2, 14], [4, 24], [8, 6], [7, 6]],
  },
};
const RENT_SHARE: Record<Region, number> = { wallonia: 0.34, brussels: 0.46, flanders: 0.3 };

function planListings(rng: Rng): Plan[] {
  const plans: Plan[] = [];
  // Namur: 22 available, 6 for sale and 16 for rent.
  const namurSale: WebId[] = [1, 1, 2, 2, 4, 5];
  const namurRent: WebId[] = [2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 1, 1, 9, 6, 7];
  for (const webId of namurSale) plans.push({ city: NAMUR, webId, goal: 0, status: "available" });
  for (const webId of namurRent) plans.push({ city: NAMUR, webId, goal: 1, status: "available" });

  for (const c of CITIES) {
    if (c === NAMUR) continue;
    const region = regionOfZip(c.zip)!;
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
    (p) => p.city && p.city !== NAMUR && regionOfZip(p.city.zip) === "wallonia" && p.webId === 1 && p.goal === 0 && !p.villa && p.status === "available",
  );
  for (const p of rng.sample(viagers, 2)) p.viager = true;

  // The Wavre project: 8 apartment units for sale.
  for (let u = 0; u < 8; u++) plans.push({ city: WAVRE, webId: 2, goal: 0, status: "available", projectUnit: u });

  // Spain: 5 listings for sale.
  const spanishTypes: WebId[] = [1, 2, 2, 2, 1];
  SPANISH_SPOTS.forEach((spot, i) => plans.push({ city: null, spanish: spot, webId: spanishTypes[i]!, goal: 0, status: "available", villa: spanishTypes[i] === 1 }));
  return plans;
}

// --- prices -----------------------------------------------------------------

function salePrice(rng: Rng, plan: Plan, region: Region, premium: number): number {
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

function monthlyRent(rng: Rng, plan: Plan, region: Region, premium: number): number {
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

function videoLinks(rng: Rng, listingIds: number[]): string[][] {
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

function virtualTours(rng: Rng): string[] {
  return [
    `https://my.matterport.com/show/?m=${rng.token(11)}`,
    `https://tour.tvl.be/${rng.token(8, "abcdefghijklmnopqrstuvwxyz0123456789")}`,
    `https://app.yisual.com/tour/${rng.token(12, "abcdef0123456789")}`,
    `https://my.matterport.com/show/?m=${rng.token(11)}&play=1`,
    `https://visite.tvl.be/${rng.token(8, "abcdefghijklmnopqrstuvwxyz0123456789")}`,
  ];
}

// --- headlines and descriptions ------------------------------------------------

interface Ctx {
  rng: Rng;
  plan: Plan;
  region: Region | "spain";
  cityName: string;
  city: City | null;
  l: Partial<Listing>;
  orientation: string;
  /** Free layout choice shared by the headline and the description. */
  variant: number;
}

const REPORT_LAYOUTS = [
  {
    head: "Immeuble de rapport de 3 unités entièrement loué",
    body: "Il se compose de trois appartements d'une chambre, tous loués avec des baux enregistrés.",
  },
  {
    head: "Maison de maître divisée en 4 appartements",
    body: "La maison de maître a été divisée en quatre appartements (trois d'une chambre et un duplex), loués avec des baux enregistrés.",
  },
  {
    head: "Immeuble mixte : commerce et 2 appartements",
    body: "Il comprend un rez-de-chaussée commercial et deux appartements aux étages, disposant d'entrées séparées.",
  },
];

function headline(ctx: Ctx): string {
  const { rng, plan, l } = ctx;
  const bed = l.Bedrooms ?? 0;
  const chambres = `${bed} chambre${bed > 1 ? "s" : ""}`;
  const rent = plan.goal === 1;
  const facades = l.Facades === 4 ? "4 façades" : l.Facades === 3 ? "3 façades" : "mitoyenne";
  if (plan.viager) return rng.pick([`Viager occupé sur ${(l.LifeAnnuityAges ?? [80]).length > 1 ? "deux têtes" : "une tête"} – maison ${chambres} avec jardin`, `Viager : maison ${facades} ${chambres}, bouquet modéré`]);
  if (plan.spanish) {
    return plan.webId === 1
      ? rng.pick([`Villa avec piscine privée et vue mer`, `Villa ${chambres} avec piscine à deux pas de la plage`])
      : rng.pick([`Appartement ${chambres} avec terrasse et piscine commune`, `Appartement vue mer à 300 m de la plage`]);
  }
  switch (plan.webId) {
    case 1:
      if (plan.villa)
        return rng.pick([
          `Villa 4 façades ${chambres} sur ${ares(l.SurfaceGround ?? 1500)}`,
          `Superbe villa avec jardin paysager orienté ${ctx.orientation}`,
          `Villa contemporaine ${chambres} avec double garage`,
          `Propriété de caractère au calme avec vue dégagée`,
        ]);
      return rng.pick(
        rent
          ? [`Maison ${chambres} avec jardin`, `Maison ${facades} ${chambres} avec garage`, `Agréable maison familiale ${chambres}`]
          : [
              `Charmante maison ${facades} ${chambres} avec jardin`,
              `Maison familiale de ${l.SurfaceLiving} m² avec garage et jardin`,
              `Maison ${chambres} à rafraîchir, quartier calme`,
              `Belle maison de ville avec cour et terrasse`,
              `Maison ${facades} rénovée avec jardin orienté ${ctx.orientation}`,
              `Maison ${chambres} – idéal premier achat`,
            ],
      );
    case 2: {
      const opts = [
        `Lumineux appartement ${chambres} avec terrasse`,
        `Appartement ${chambres} proche ${ctx.city?.transport.startsWith("la gare") ? "de la gare" : "du centre"}`,
        `Bel appartement rénové au ${floorText(l.Floor ?? 1)}`,
        `Appartement ${chambres} de ${l.SurfaceLiving} m² avec cave`,
      ];
      if ((l.Floor ?? 0) === 0) opts.push(`Appartement rez-de-jardin ${chambres}`);
      if ((l.Floors ?? 0) > 3 && (l.Floor ?? 0) === (l.Floors ?? 0) - 1) opts.push(`Penthouse ${chambres} avec vaste terrasse`);
      if (rent) opts.push(`Appartement ${chambres} à louer, libre rapidement`);
      return rng.pick(opts);
    }
    case 3:
      return rng.pick([
        `Studio ${l.Furnished ? "meublé " : ""}proche du centre`,
        `Studio rénové idéal étudiant ou investisseur`,
        `Studio lumineux de ${l.SurfaceLiving} m² avec kitchenette équipée`,
      ]);
    case 4:
      return rng.pick([
        `Terrain à bâtir de ${ares(l.SurfaceGround ?? 800)}`,
        `Beau terrain à bâtir plat, orienté ${ctx.orientation}`,
        `Terrain pour maison 3 ou 4 façades, hors lotissement`,
      ]);
    case 5:
      return REPORT_LAYOUTS[ctx.variant % REPORT_LAYOUTS.length]!.head;
    case 6:
      return rng.pick(
        rent
          ? [`Rez commercial avec vitrine sur rue passante`, `Surface commerciale de ${l.SurfaceTotal} m² en plein centre`]
          : [`Commerce bien situé sur rue passante`, `Surface commerciale de ${l.SurfaceTotal} m² bien située`],
      );
    case 8:
      return rng.pick([`Entrepôt de ${l.SurfaceTotal} m² avec bureaux et quai de chargement`, `Atelier avec bureaux dans le zoning`]);
    case 9:
      return rng.pick([`Bureaux de ${l.SurfaceOffice} m² avec parkings`, `Plateau de bureaux rénové, accès rapide ${ctx.city?.road ? "aux axes routiers" : ""}`.trim()]);
    case 7:
      return l.Garages ? rng.pick([`Garage fermé au centre-ville`, `Box de garage sécurisé`]) : rng.pick([`Emplacement de parking en sous-sol`, `Parking intérieur sécurisé`]);
  }
}

const LONG_HEADLINES = [
  "Superbe villa 4 façades de 2014 avec 5 chambres, piscine chauffée, jardin paysager de 25 ares et double garage",
  "Appartement traversant de 2 chambres entièrement rénové avec terrasse plein sud, cave, ascenseur et emplacement de parking",
  "Maison de maître de 1905 avec ses moulures d'origine, 4 chambres, bureau, jardin de ville et cave voûtée, à deux pas du centre",
];

function describe(ctx: Ctx): string {
  const { rng, plan, l, cityName } = ctx;
  const at = plan.spanish ? `à ${cityName}` : `à ${cityName}`;
  const ofCity = de(cityName);
  const bed = l.Bedrooms ?? 0;
  const rent = plan.goal === 1;
  const sentences: string[] = [];
  const intro = (noun: string) =>
    rng.pick([
      `Située dans un quartier calme ${ofCity}, ${noun} offre un cadre de vie agréable.`,
      `Au cœur ${ofCity}, à deux pas des commerces, nous vous proposons ${noun}.`,
      `Nous vous proposons ${rent ? "en location" : "à la vente"} ${noun} idéalement située ${at}.`,
      `Dans un environnement verdoyant ${at}, découvrez ${noun}.`,
    ]);

  // 1. opening + composition (always)
  switch (plan.webId) {
    case 1: {
      const noun = plan.villa ? `cette villa ${l.Facades === 4 ? "4 façades" : ""} de ${l.SurfaceLiving} m² habitables`.replace("  ", " ") : `cette maison ${l.Facades === 2 ? "mitoyenne" : `${l.Facades} façades`}`;
      sentences.push(intro(noun));
      sentences.push(
        rng.pick([
          `Le rez-de-chaussée comprend un hall d'entrée avec vestiaire, un séjour lumineux, une cuisine ${(l.Kitchen ?? "équipée").toLowerCase()} et un WC séparé ; à l'étage, ${bed} chambres et une salle de bains.`,
          `Elle se compose d'un living de ${Math.round((l.SurfaceLiving ?? 150) * 0.28)} m² ouvert sur la cuisine, de ${bed} chambres et ${(l.Bathrooms ?? 1) > 1 ? `de ${l.Bathrooms} salles de bains` : "d'une salle de bains"}, le tout sur ${l.SurfaceLiving} m² habitables.`,
          `Elle offre ${l.SurfaceLiving} m² habitables répartis entre un spacieux séjour, une cuisine ${(l.Kitchen ?? "équipée").toLowerCase()}, ${bed} chambres et un grenier aménageable.`,
        ]),
      );
      break;
    }
    case 2:
    case 3: {
      const noun = plan.webId === 3 ? `ce studio de ${l.SurfaceLiving} m²` : `cet appartement ${bed} chambre${bed > 1 ? "s" : ""} de ${l.SurfaceLiving} m²`;
      sentences.push(intro(noun).replace("Située", "Situé").replace("idéalement située", "idéalement situé"));
      sentences.push(
        plan.webId === 3
          ? rng.pick([
              `Il se compose d'une pièce de vie avec kitchenette équipée, d'un coin nuit et d'une salle de douche avec WC.`,
              `Au ${floorText(l.Floor ?? 1)}, il comprend un séjour avec coin cuisine, une salle de douche et un espace rangement.`,
            ])
          : rng.pick([
              `Au ${floorText(l.Floor ?? 1)} d'une résidence ${l.Lift ? "avec ascenseur" : "de standing"}, il comprend un hall, un séjour lumineux, une cuisine ${(l.Kitchen ?? "équipée").toLowerCase()}, ${bed} chambre${bed > 1 ? "s" : ""} et une salle de bains.`,
              `L'appartement offre un living ouvert sur une cuisine ${(l.Kitchen ?? "équipée").toLowerCase()}, ${bed} chambre${bed > 1 ? "s" : ""}, une salle de ${l.ShowerRooms ? "douche" : "bains"} et un WC séparé.`,
            ]),
      );
      break;
    }
    case 4:
      sentences.push(intro(`ce terrain à bâtir de ${ares(l.SurfaceGround ?? 800)}`).replace("Située", "Situé").replace("idéalement située", "idéalement situé"));
      sentences.push(
        rng.pick([
          `D'une largeur de façade de ${l.FrontWidth} m, il convient pour une construction ${l.SurfaceGround! > 900 ? "4 façades" : "3 façades"}, orientée ${ctx.orientation} côté jardin.`,
          `La parcelle, plate et bien exposée (${ctx.orientation}), est vendue libre de constructeur.`,
        ]),
      );
      sentences.push(`Raccordements à l'eau, à l'électricité et à l'égout en voirie.`);
      break;
    case 5:
      sentences.push(intro(`cet immeuble de rapport de ${l.SurfaceLiving} m²`).replace("Située", "Situé").replace("idéalement située", "idéalement situé"));
      sentences.push(
        REPORT_LAYOUTS[ctx.variant % REPORT_LAYOUTS.length]!.body,
      );
      sentences.push(`Le revenu locatif annuel s'élève à environ ${frNum(round((l.Price ?? 400_000) * rng.range(0.045, 0.058), 100))} €.`);
      break;
    case 6:
      sentences.push(`Surface commerciale de ${l.SurfaceTotal} m² ${at}, sur un axe à fort passage.`);
      sentences.push(rng.pick([`Large vitrine de ${l.FrontWidth} m, réserve et sanitaire.`, `Elle comprend un espace de vente ouvert, une réserve, une kitchenette et un WC.`]));
      break;
    case 8:
      sentences.push(`Bâtiment semi-industriel de ${l.SurfaceTotal} m² ${at}, à proximité immédiate ${ofThe(ctx.city?.road ?? "l'autoroute")}.`);
      sentences.push(`Il comprend un entrepôt d'une hauteur libre de ${rng.int(6, 10)} m avec ${((n) => (n > 1 ? `${n} portes sectionnelles` : "une porte sectionnelle"))(rng.int(1, 3))}, ainsi que ${l.SurfaceOffice} m² de bureaux équipés.`);
      break;
    case 9:
      sentences.push(`Plateau de bureaux de ${l.SurfaceOffice} m² ${at}, ${l.Floor ? `au ${floorText(l.Floor)}` : "au rez-de-chaussée"} d'un immeuble ${l.Lift ? "avec ascenseur" : "de caractère"}.`);
      sentences.push(rng.pick([`Espaces modulables, salle de réunion, kitchenette et sanitaires.`, `L'aménagement actuel comprend un accueil, quatre bureaux fermés et un open space.`]));
      break;
    case 7:
      sentences.push(l.Garages ? `Garage fermé de ${l.SurfaceTotal} m² ${at}, avec porte basculante ${rng.pick(["motorisée", "manuelle"])}.` : `Emplacement de parking en sous-sol sécurisé ${at}, accès par badge.`);
      sentences.push(`Idéal pour un riverain ou comme placement.`);
      break;
  }

  // 2. outdoor, tech, location, closing (optional)
  const optional: string[] = [];
  if (l.Garden && l.SurfaceGarden) optional.push(rng.pick([`À l'arrière, un beau jardin de ${l.SurfaceGarden} m² orienté ${ctx.orientation} offre calme et intimité.`, `Le jardin de ${l.SurfaceGarden} m², exposé ${ctx.orientation}, est prolongé par une terrasse.`]));
  if (l.Terrace && l.SurfaceTerrace && !l.Garden) optional.push(`Une terrasse de ${l.SurfaceTerrace} m² orientée ${ctx.orientation} prolonge le séjour.`);
  if (l.Garages && plan.webId !== 7) optional.push(`${l.Garages > 1 ? `${l.Garages} garages` : "Un garage"}${l.Parkings ? ` et ${l.Parkings} emplacement${l.Parkings > 1 ? "s" : ""} extérieur${l.Parkings > 1 ? "s" : ""}` : ""} complète${l.Garages > 1 ? "nt" : ""} ce bien.`);
  if (l.Heating) optional.push(`Chauffage ${HEATING_PHRASE[l.Heating] ?? lowerFirst(l.Heating)}, ${lowerFirst(l.Glazing ?? "Double vitrage")} et châssis ${lowerFirst(l.WindowFrame ?? "PVC")}${l.EPCLabelText ? ` (PEB ${l.EPCLabelText})` : ""}.`);
  if (plan.spanish) {
    optional.push(`La plage et le centre ${ofCity} sont à quelques minutes, l'aéroport à moins d'une heure.`);
    optional.push(`Idéal comme résidence secondaire ou pour un investissement locatif saisonnier.`);
  } else if (ctx.city && !(plan.webId === 1 || plan.webId === 2 || plan.webId === 3 || plan.webId === 5)) {
    optional.push(rng.pick([`Accès rapide ${toThe(ctx.city.road)} ; ${ctx.city.transport} à quelques minutes.`, `Bonne visibilité, nombreuses places de stationnement dans les environs.`]));
  } else if (ctx.city) {
    optional.push(rng.pick([`Proche de toutes les commodités : écoles, commerces et ${ctx.city.transport}.`, `Accès rapide ${toThe(ctx.city.road)} ; ${ctx.city.transport} à quelques minutes.`, `Écoles, crèches et commerces de proximité se trouvent dans un rayon d'un kilomètre.`]));
  }
  const residential = plan.webId === 1 || plan.webId === 2 || plan.webId === 3;
  const when = rng.pick(["immédiatement", "au 1er avril", "au 1er mai", "à convenir"]);
  if (rent && residential) optional.push(rng.pick([`Disponible ${when} ; garantie locative de 3 mois.`, `Bail de 3, 6 ou 9 ans ; disponible ${when}.`, `Visites sur rendez-vous auprès de notre agence.`]));
  else if (rent) optional.push(rng.pick([`Disponible ${when}.`, plan.webId === 7 ? `Garantie de 3 mois de loyer.` : `Bail commercial de 9 ans ou bail de bureaux à convenir.`, `Visites sur rendez-vous auprès de notre agence.`]));
  else if (residential) optional.push(rng.pick([`Visites sur rendez-vous auprès de notre agence.`, `Une opportunité à ne pas manquer : contactez-nous pour une visite.`, `Idéal pour un premier achat ou un investissement locatif.`, `Libre à l'acte.`]));
  else optional.push(rng.pick([`Visites sur rendez-vous auprès de notre agence.`, `Une belle opportunité pour un investisseur.`, plan.webId === 4 ? `Libre de constructeur ; certificat d'urbanisme disponible.` : `Libre à l'acte.`]));

  const max = plan.viager ? 5 : 6; // the viager terms are prepended as one more sentence
  const extra = rng.sample(optional, rng.int(Math.max(1, 3 - sentences.length), Math.min(optional.length, max - sentences.length)));
  // Keep a natural order: description sentences first, then the rest in pool order.
  extra.sort((a, b) => optional.indexOf(a) - optional.indexOf(b));
  return [...sentences, ...extra].join(" ");
}

// --- per-type details ----------------------------------------------------------

function fillDetails(ctx: Ctx): void {
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
      l.Bedrooms = studio ? 0 : rng.weighted([[1, 3], [2, 5], [3, 2]] as const);
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
      l.Glazing = plan.projectUnit !== undefined ? "Triple vitrage" : (l.ConstructionYear ?? 2000) > 2010 ? "Triple vitrage" : (l.ConstructionYear ?? 2000) < 1975 && !l.RenovationYear && rng.chance(0.3) ? "Simple vitrage" : "Double vitrage";
      l.WindowFrame = rng.pick(FRAMES);
    }
  }
}

/** Business premises: derive the surface from the price so that €/m² stays realistic. */
function alignSurfaces(rng: Rng, plan: Plan, l: Partial<Listing>): void {
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

function fillEpc(ctx: Ctx): void {
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

function fillFlemish(ctx: Ctx): void {
  const { rng, plan, l } = ctx;
  if (ctx.region !== "flanders") return;
  const p = rng.weighted([["A", 7], ["B", 2], ["C", 1]] as const);
  l.FloodRiskPlotScore = p;
  l.FloodRiskBuildingScore = plan.webId === 4 ? p : rng.weighted([["A", 7], ["B", 2], ["C", 1], ["D", 0.3]] as const);
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

function fillMoney(ctx: Ctx): void {
  const { rng, plan, l } = ctx;
  const price = l.Price!;
  if (plan.goal === 1) {
    l.Deposit = price * 3;
    if (plan.webId === 2 || plan.webId === 3) l.ChargesRenter = round(rng.int(40, 180), 5);
    if (plan.webId === 9 || plan.webId === 6) l.ChargesRenter = round(price * rng.range(0.05, 0.12), 5);
    if (rng.chance(0.4) && plan.webId !== 7) l.InventoryCost = round(rng.int(150, 320), 10);
    return;
  }
  if ((plan.webId === 2 || plan.webId === 3 || plan.webId === 9) && plan.projectUnit === undefined) l.ChargesOwner = round(rng.int(60, 260), 5);
  if (plan.projectUnit !== undefined) {
    l.VAT = round(price * 0.21 * 0.8, 10);
    l.RegistrationRights = round(price * 0.2 * 0.125, 10);
    l.NotaryFees = round(2400 + price * 0.012, 10);
    return;
  }
  if (ctx.region !== "spain" && rng.chance(0.55)) {
    const rate = ctx.region === "flanders" ? (plan.webId === 1 || plan.webId === 2 ? 0.02 : 0.12) : ctx.region === "wallonia" ? (plan.webId === 1 || plan.webId === 2 ? 0.03 : 0.125) : 0.125;
    l.RegistrationRights = round(price * rate, 10);
    l.NotaryFees = round(2200 + price * 0.011, 10);
    if (plan.webId !== 4 && plan.webId !== 7) l.PropertyTax = round(rng.int(450, 2600), 5);
  }
  if (rng.chance(0.1) && ctx.region !== "spain") l.AgencyCost = round(price * 0.03 * 1.21, 10);
}

// ---------------------------------------------------------------------------
// Pictures for a listing
// ---------------------------------------------------------------------------

class PictureIds {
  private next = 8_401_000;
  constructor(private readonly rng: Rng) {}
  take(): number {
    this.next += this.rng.int(1, 9);
    return this.next;
  }
}

function toPicture(p: PoolPicture, id: number): Picture {
  return { ID: id, Name: p.name, Url: `/media/${p.name}`, Width: p.w, Height: p.h };
}

function smallOf(p: Picture): Picture {
  return { ...p, Width: 250, Height: Math.round((250 * p.Height) / p.Width) };
}

function choosePictures(rng: Rng, pool: Map<PictureKind, PoolPicture[]>, plan: Plan, l: Partial<Listing>): PoolPicture[] {
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

// ---------------------------------------------------------------------------
// Build the catalogue
// ---------------------------------------------------------------------------

const PROJECT_ID = 4_105_230;

function buildCatalogue(): { catalogue: Catalogue; poolUsed: PoolPicture[] } {
  const rng = new Rng(20_260_301);
  const pool = buildPool();
  const ids = new PictureIds(new Rng(77));
  const plans = planListings(rng);

  // Published dates: 2025-01-06 … 2026-02-26, sorted later to assign ascending IDs.
  const start = Date.UTC(2025, 0, 6, 8, 0, 0);
  const end = Date.UTC(2026, 1, 26, 17, 0, 0);

  const listings: Listing[] = [];
  const longHeadlineAt = new Set<number>();
  const emptyHeadlineAt = new Set<number>();
  // choose indices for long and empty headlines among ordinary listings
  const ordinary = plans.map((p, i) => ({ p, i })).filter(({ p }) => p.city && p.projectUnit === undefined && !p.viager);
  for (const { i } of rng.sample(ordinary.filter(({ p }) => p.goal === 0 && (p.webId === 1 || p.webId === 2)), 3)) longHeadlineAt.add(i);
  for (const { i } of rng.sample(ordinary.filter(({ i }) => !longHeadlineAt.has(i)), 4)) emptyHeadlineAt.add(i);

  const publishedTimes = plans.map(() => start + Math.floor(rng.float() * (end - start) / 60_000) * 60_000);
  // Sort indices by date; IDs increase with publication date.
  const order = plans.map((_, i) => i).sort((a, b) => publishedTimes[a]! - publishedTimes[b]! || a - b);
  const listingIds = new Array<number>(plans.length);
  let nextId = 4_012_387;
  for (const i of order) {
    nextId += rng.int(40, 1900);
    listingIds[i] = nextId;
  }
  const recordSeq = { 0: 100, 1: 40 };
  const videoTargets = rng.sample(
    plans.map((p, i) => ({ p, i })).filter(({ p }) => p.webId !== 7 && p.webId !== 4 && p.status === "available"),
    10,
  );
  const videos = new Map<number, string[]>();
  videoLinks(rng, videoTargets.map((t) => listingIds[t.i]!)).forEach((v, k) => videos.set(videoTargets[k]!.i, v));
  const tourTargets = rng.sample(
    plans.map((p, i) => ({ p, i })).filter(({ p }) => (p.webId === 1 || p.webId === 2) && p.status === "available" && !videos.has(plans.indexOf(p))),
    5,
  );
  const tours = new Map<number, string>();
  virtualTours(rng).forEach((t, k) => tours.set(tourTargets[k]!.i, t));


  plans.forEach((plan, i) => {
    const c = plan.city;
    const region: Region | "spain" = c ? regionOfZip(c.zip)! : "spain";
    const cityName = c ? c.name : plan.spanish!.name;
    const l: Partial<Listing> = {};
    const ctx: Ctx = { rng, plan, region, cityName, city: c, l, orientation: rng.pick(ORIENTATIONS), variant: rng.int(0, 5) };
    fillDetails(ctx);

    const premium = c ? c.premium : 0.2;
    let price: number;
    if (plan.spanish) {
      price = plan.webId === 1 ? rng.pick([1_150_000, 695_000]) : round(rng.range(165_000, 395_000), 5000);
      if (plan.spanish.name === "Marbella") price = 1_150_000;
      if (plan.spanish.name === "Jávea") price = 695_000;
    } else if (plan.projectUnit !== undefined) {
      const bed = l.Bedrooms ?? 2;
      price = round(205_000 + bed * 55_000 + (l.Floor ?? 0) * 7_500 + rng.int(0, 12) * 1000, 1000);
    } else if (plan.viager) {
      price = round(rng.range(65_000, 120_000), 2500); // the bouquet
    } else {
      price = plan.goal === 0 ? salePrice(rng, plan, region as Region, premium) : monthlyRent(rng, plan, region as Region, premium);
    }
    l.Price = price;
    alignSurfaces(rng, plan, l);

    fillEpc(ctx);
    fillFlemish(ctx);
    fillMoney(ctx);
    if (plan.viager) {
      l.LifeAnnuityBouquet = price;
      l.LifeAnnuityMonthly = round(rng.range(650, 1150), 10);
      l.LifeAnnuityAges = rng.chance(0.5) ? [rng.int(76, 86)] : [rng.int(78, 84), rng.int(74, 82)];
    }

    const street = plan.spanish ? rng.pick(STREETS_ES) : plan.projectUnit !== undefined ? "Chaussée de Bruxelles" : region === "flanders" ? rng.pick(STREETS_NL) : rng.pick(STREETS_FR);
    const houseNumber = plan.projectUnit !== undefined ? "214" : String(rng.int(1, 180)) + (rng.chance(0.08) ? rng.pick(["A", "B", "bis"]) : "");
    const box =
      plan.projectUnit !== undefined
        ? `${(l.Floor ?? 0) === 0 ? "0" : l.Floor}.${(plan.projectUnit % 2) + 1}`
        : (plan.webId === 2 || plan.webId === 3 || (plan.webId === 9 && l.Floor)) && rng.chance(0.7)
          ? String(rng.pick(["", "b"]) === "b" ? `B${rng.int(1, 24)}` : rng.int(1, 24))
          : "";

    const head = longHeadlineAt.has(i)
      ? LONG_HEADLINES[[...longHeadlineAt].indexOf(i)]!
      : emptyHeadlineAt.has(i)
        ? ""
        : plan.projectUnit !== undefined
          ? `Résidence Les Jardins de la Dyle – appartement ${l.Bedrooms} chambre${(l.Bedrooms ?? 0) > 1 ? "s" : ""} au ${floorText(l.Floor ?? 0)}`
          : headline(ctx);
    // The long headlines describe specific properties; align the details with them.
    if (longHeadlineAt.has(i)) {
      const k = [...longHeadlineAt].indexOf(i);
      if (k === 0) Object.assign(l, { Bedrooms: 5, ConstructionYear: 2014, Facades: 4, Pool: true, Garages: 2, SurfaceGround: 2500 });
      if (k === 1 && plan.webId === 2) Object.assign(l, { Bedrooms: 2, Terrace: true, Cellar: true, Lift: true, Parkings: 1 });
      if (k === 2) Object.assign(l, { Bedrooms: 4, ConstructionYear: 1905, Cellar: true, Garden: true });
    }

    let description = describe(ctx);
    if (plan.viager) {
      description = `Vente en viager occupé sur ${l.LifeAnnuityAges!.length === 1 ? `une tête (${l.LifeAnnuityAges![0]} ans)` : `deux têtes (${l.LifeAnnuityAges!.join(" et ")} ans)`} : bouquet de ${frNum(price)} € et rente mensuelle de ${frNum(l.LifeAnnuityMonthly!)} €, indexée. ${description}`;
    }
    if (plan.projectUnit !== undefined) {
      description = `Appartement neuf de ${l.SurfaceLiving} m² au ${floorText(l.Floor ?? 0)} de la résidence Les Jardins de la Dyle, à 800 m du centre de Wavre. Il comprend un séjour ouvert sur une cuisine équipée, ${l.Bedrooms} chambre${(l.Bedrooms ?? 0) > 1 ? "s" : ""}, une salle de bains et ${l.Terrace ? `une terrasse de ${l.SurfaceTerrace} m²` : "un vaste hall de nuit"}. Pompe à chaleur, triple vitrage et panneaux photovoltaïques : PEB ${l.EPCLabelText}. Livraison prévue au printemps 2027 ; TVA de 21 % sur la construction (6 % possible sous conditions).`;
    }

    const chosen = choosePictures(rng, pool, plan, l);
    const pictures = chosen.map((p) => toPicture(p, ids.take()));

    const marquee = plan.projectUnit !== undefined ? 1 : (rng.weighted([[1, 52], [2, 10], [3, 14], [4, 24]] as const) as 1 | 2 | 3 | 4);
    const webIds =
      plan.webId === 3 && rng.chance(0.5) ? "3,2" : plan.webId === 5 && rng.chance(0.5) ? "5,1" : plan.webId === 6 && rng.chance(0.3) ? "6,9" : String(plan.webId);
    const priceUnit = plan.goal === 1 ? 2 : plan.projectUnit !== undefined && plan.projectUnit >= 6 ? 7 : 1;
    const goal = plan.goal;
    const rf = plan.projectUnit !== undefined ? `PRJ-WAV-${String(plan.projectUnit + 1).padStart(2, "0")}` : rng.chance(0.1) ? "" : `${goal === 0 ? "VEN" : "LOC"}-${new Date(publishedTimes[i]!).getUTCFullYear()}-${String((recordSeq[goal] += rng.int(1, 6))).padStart(4, "0")}`;

    const cLat = c ? c.lat : plan.spanish!.lat;
    const cLon = c ? c.lon : plan.spanish!.lon;
    const spread = c?.kind === "rural" ? 0.02 : 0.012;

    const listing: Listing = {
      ID: listingIds[i]!,
      Goal: goal,
      City: cityName,
      TypeDescription: head,
      Zip: c ? c.zip : "",
      WebID: plan.webId,
      WebIDs: webIds,
      MainTypeName: MAIN_TYPE_BY_WEB_ID[plan.webId],
      language: "fr",
      RecordFile: rf,
      ...(plan.projectUnit !== undefined ? { ProjectID: PROJECT_ID } : {}),
      Marquee: marquee,
      SmallPictureItem: smallOf(pictures[0]!),
      Price: price,
      PublishPrice: !(plan.goal === 0 && price > 600_000 && rng.chance(0.6)) && !rng.chance(0.02),
      PriceUnit: priceUnit,
      PriceUnitText: priceUnit === 2 ? "par mois" : priceUnit === 7 ? "à partir de" : "",
      MarqueeName: { 1: "Nouveau", 2: "Option", 3: "Prix réduit", 4: "Exclusivité" }[marquee],
      PublishAddress: plan.projectUnit !== undefined ? true : !rng.chance(0.25),
      Street: street,
      HouseNumber: houseNumber,
      BoxNr: box,
      CountryID: plan.spanish ? 32 : 10,
      CountryName: plan.spanish ? "Espagne" : "Belgique",
      EnergyPerformance: l.EnergyPerformance,
      EPCLabelText: l.EPCLabelText,
      Status: plan.status,
      PublishedAt: new Date(publishedTimes[i]!).toISOString().replace(".000Z", "Z"),
      Description: description,
      Pictures: pictures,
      Latitude: plan.projectUnit !== undefined ? 50.7129 : round(cLat + rng.range(-spread, spread), 0.0001),
      Longitude: plan.projectUnit !== undefined ? 4.6062 : round(cLon + rng.range(-spread * 1.5, spread * 1.5), 0.0001),
    };
    // Detail fields in schema order.
    const detailKeys = [
      "Bedrooms", "Bathrooms", "ShowerRooms", "Toilets", "Garages", "Parkings",
      "SurfaceTotal", "SurfaceLiving", "SurfaceGround", "SurfaceTerrace", "SurfaceGarden", "SurfaceConstructed", "SurfaceOffice",
      "PlotWidth", "FrontWidth", "Facades", "Floor", "Floors", "ConstructionYear", "RenovationYear",
      "EPCUniqueCode", "EPCTotal", "EPCCO2", "EPCValidUntil",
      "Heating", "Glazing", "WindowFrame", "Kitchen", "Lift", "Cellar", "Terrace", "Garden", "Furnished", "Attic", "Pool",
      "FloodRiskPlotScore", "FloodRiskBuildingScore", "FloodArea", "AsbestosType", "AsbestosCertificateDate",
      "BuildingPermit", "AllotmentPermit", "PreemptiveRight", "Summons", "JudicialDecision", "AreaApplication",
      "ChargesOwner", "ChargesRenter", "NotaryFees", "RegistrationRights", "VAT", "PropertyTax", "Deposit", "AgencyCost", "InventoryCost",
      "LifeAnnuityBouquet", "LifeAnnuityMonthly", "LifeAnnuityAges",
    ] as const;
    const out = listing as Record<string, unknown>;
    for (const k of detailKeys) if (l[k] !== undefined) out[k] = l[k];
    if (videos.has(i)) listing.Videos = videos.get(i);
    if (tours.has(i)) listing.VirtualTour = tours.get(i);
    if (l.EnergyPerformance === undefined) {
      delete out.EnergyPerformance;
      delete out.EPCLabelText;
    }
    listings.push(listing);
  });

  // Project
  const units = listings.filter((l) => l.ProjectID === PROJECT_ID);
  const prices = units.map((u) => u.Price);
  const projectPictures = pool.get("projet-wavre")!.map((p) => toPicture(p, ids.take()));
  const project: Project = {
    ID: PROJECT_ID,
    Goal: 0,
    City: "Wavre",
    Zip: "1300",
    WebID: "2",
    WebIDName: `Appartement (${units.length})`,
    ProjectWebID: 2,
    SmallPicture: projectPictures[0]!.Url,
    PriceMin: Math.min(...prices),
    PriceMax: Math.max(...prices),
    language: "fr",
    PublicAddress: true,
    Street: "Chaussée de Bruxelles",
    HouseNumber: "214",
    BoxNr: "",
    CountryID: 10,
    CountryName: "Belgique",
    Name: "Résidence Les Jardins de la Dyle",
    Description:
      "Les Jardins de la Dyle est une résidence neuve de 24 appartements à 800 m du centre de Wavre, dans un parc arboré en bord de Dyle. " +
      "Les appartements de 1 à 3 chambres disposent tous d'une terrasse ou d'un jardin privatif, d'une cave et d'un emplacement de parking en sous-sol. " +
      "Construits selon les normes Q-ZEN avec pompe à chaleur, triple vitrage et panneaux photovoltaïques, ils affichent un PEB A ou A+. " +
      "La gare de Wavre, les écoles et l'E411 sont accessibles en quelques minutes. Livraison prévue au printemps 2027.",
    Pictures: projectPictures,
    Latitude: 50.7129,
    Longitude: 4.6062,
    DeliveryDate: "2027-04-30",
  };

  // Newest first.
  listings.sort((a, b) => b.PublishedAt.localeCompare(a.PublishedAt) || b.ID - a.ID);

  const categories = CATEGORY_ORDER.map(([webId, name], order) => ({
    ID: 101 + order,
    WebID: String(webId),
    Name: name,
    ShowOrder: order,
    Sale: true,
    Rent: true,
    language: "fr" as const,
  }));

  const cityList = (filter: (l: Listing) => boolean): CityEntry[] => {
    const map = new Map<string, CityEntry>();
    for (const l of listings) {
      if (l.Status !== "available" || !filter(l)) continue;
      const key = `${l.City}|${l.Zip}`;
      const e = map.get(key);
      if (e) e.PropertyCount++;
      else map.set(key, { Name: l.City, Zip: l.Zip, CountryID: l.CountryID, CountryName: l.CountryName, PropertyCount: 1, language: "fr" });
    }
    return [...map.values()].sort((a, b) => a.Name.localeCompare(b.Name, "fr") || a.Zip.localeCompare(b.Zip));
  };

  const catalogue: Catalogue = {
    language: "fr",
    generatedAt: GENERATED_AT,
    listings,
    projects: [project],
    categories,
    cities: {
      all: cityList(() => true),
      sale: cityList((l) => l.Goal === 0),
      rent: cityList((l) => l.Goal === 1),
    },
    neighbourhoods: [
      {
        ID: 0,
        Name: "",
        Title: "",
        Subtitle: "",
        Description: "",
        Coordinates: "",
        SmallPictures: [],
        MediumPictures: [],
        LargePictures: [],
        XLargePictures: [],
      },
    ],
  };

  const poolUsed = [...pool.values()].flat();
  return { catalogue, poolUsed };
}

// ---------------------------------------------------------------------------
// Drawing (SVG → JPEG)
// ---------------------------------------------------------------------------

type Col = [number, number, number]; // h, s%, l%

const f1 = (n: number) => String(Math.round(n * 10) / 10);
function hsl(c: Col, dl = 0, ds = 0): string {
  return `hsl(${Math.round(c[0])},${Math.round(clamp(c[1] + ds, 0, 100))}%,${Math.round(clamp(c[2] + dl, 0, 100))}%)`;
}
function jitter(rng: Rng, c: Col, dh = 6, ds = 6, dl = 5): Col {
  return [c[0] + rng.range(-dh, dh), clamp(c[1] + rng.range(-ds, ds), 0, 100), clamp(c[2] + rng.range(-dl, dl), 0, 100)];
}

/** Minimal SVG builder. */
class Svg {
  private readonly parts: string[] = [];
  private readonly defs: string[] = [];
  private n = 0;
  readonly glass: string;
  constructor(
    readonly W: number,
    readonly H: number,
  ) {
    this.glass = this.lin([[0, "#dbe9f2"], [0.45, "#8fb0c6"], [1, "#44627a"]], 0, 0, 0.35, 1);
  }
  id(prefix: string): string {
    return `${prefix}${++this.n}`;
  }
  def(s: string): void {
    this.defs.push(s);
  }
  /** Linear gradient in object-bounding-box units; returns "url(#id)". */
  lin(stops: Array<[number, string, number?]>, x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("g");
    const st = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");
    this.def(`<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${st}</linearGradient>`);
    return `url(#${id})`;
  }
  radial(stops: Array<[number, string, number?]>, cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id("r");
    const st = stops.map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`).join("");
    this.def(`<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${st}</radialGradient>`);
    return `url(#${id})`;
  }
  /** Pattern in user space; body drawn in a w×h tile. */
  pattern(w: number, h: number, body: string): string {
    const id = this.id("p");
    this.def(`<pattern id="${id}" width="${w}" height="${h}" patternUnits="userSpaceOnUse">${body}</pattern>`);
    return `url(#${id})`;
  }
  raw(s: string): void {
    this.parts.push(s);
  }
  rect(x: number, y: number, w: number, h: number, fill: string, extra = ""): void {
    if (w <= 0 || h <= 0) return;
    this.parts.push(`<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" fill="${fill}" ${extra}/>`);
  }
  rrect(x: number, y: number, w: number, h: number, r: number, fill: string, extra = ""): void {
    if (w <= 0 || h <= 0) return;
    this.parts.push(`<rect x="${f1(x)}" y="${f1(y)}" width="${f1(w)}" height="${f1(h)}" rx="${f1(r)}" fill="${fill}" ${extra}/>`);
  }
  poly(pts: Array<[number, number]>, fill: string, extra = ""): void {
    this.parts.push(`<polygon points="${pts.map(([x, y]) => `${f1(x)},${f1(y)}`).join(" ")}" fill="${fill}" ${extra}/>`);
  }
  circle(cx: number, cy: number, r: number, fill: string, extra = ""): void {
    this.parts.push(`<circle cx="${f1(cx)}" cy="${f1(cy)}" r="${f1(r)}" fill="${fill}" ${extra}/>`);
  }
  ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ""): void {
    this.parts.push(`<ellipse cx="${f1(cx)}" cy="${f1(cy)}" rx="${f1(rx)}" ry="${f1(ry)}" fill="${fill}" ${extra}/>`);
  }
  path(d: string, fill: string, extra = ""): void {
    this.parts.push(`<path d="${d}" fill="${fill}" ${extra}/>`);
  }
  line(x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = ""): void {
    this.parts.push(`<line x1="${f1(x1)}" y1="${f1(y1)}" x2="${f1(x2)}" y2="${f1(y2)}" stroke="${stroke}" stroke-width="${f1(width)}" ${extra}/>`);
  }
  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}"><defs>${this.defs.join("")}</defs>${this.parts.join("")}</svg>`;
  }
}

// --- shared scenery -----------------------------------------------------------

function drawSky(s: Svg, rng: Rng, horizon: number, mood: "clear" | "fair" | "grey" | "south" = "fair"): void {
  const top: Col = mood === "grey" ? [212, 18, 62] : mood === "south" ? [208, 78, 48] : [210, rng.range(50, 65), rng.range(50, 58)];
  const low: Col = mood === "grey" ? [210, 14, 82] : mood === "south" ? [198, 70, 82] : [205, 55, rng.range(82, 88)];
  s.rect(0, 0, s.W, horizon + 4, s.lin([[0, hsl(top)], [1, hsl(low)]]));
  if (mood === "clear" || mood === "south") return;
  const clouds = rng.int(2, 5);
  for (let i = 0; i < clouds; i++) {
    const cx = rng.range(0, s.W);
    const cy = rng.range(horizon * 0.08, horizon * 0.55);
    const size = rng.range(50, 110) * (s.W / 1600);
    const op = mood === "grey" ? 0.55 : 0.85;
    for (let k = 0; k < 6; k++) {
      s.ellipse(cx + rng.range(-2, 2) * size, cy + rng.range(-0.35, 0.25) * size, size * rng.range(0.7, 1.3), size * rng.range(0.4, 0.65), "#ffffff", `opacity="${op}"`);
    }
  }
}

function drawTreeLine(s: Svg, rng: Rng, y: number, height: number, tint: Col = [105, 25, 38]): void {
  let x = -40;
  while (x < s.W + 40) {
    const r = rng.range(0.5, 1) * height;
    s.ellipse(x, y - r * 0.45, r * rng.range(0.8, 1.3), r * 0.75, hsl(jitter(rng, tint, 10, 6, 5)));
    x += r * rng.range(0.9, 1.5);
  }
  s.rect(0, y - 2, s.W, 6, hsl(tint, -8));
}

function drawTree(s: Svg, rng: Rng, x: number, baseY: number, h: number, kind: "round" | "conifer" | "birch" = "round"): void {
  const trunk: Col = kind === "birch" ? [40, 10, 85] : [25, 30, 28];
  if (kind === "conifer") {
    s.rect(x - h * 0.03, baseY - h * 0.15, h * 0.06, h * 0.15, hsl(trunk));
    const g: Col = jitter(rng, [140, 30, 24], 10, 8, 4);
    for (let k = 0; k < 3; k++) {
      const y0 = baseY - h * (0.12 + k * 0.27);
      const w = h * (0.36 - k * 0.08);
      s.poly([[x - w, y0], [x + w, y0], [x, y0 - h * 0.42]], hsl(g, k * 3));
    }
    return;
  }
  s.poly([[x - h * 0.035, baseY], [x + h * 0.035, baseY], [x + h * 0.02, baseY - h * 0.6], [x - h * 0.02, baseY - h * 0.6]], hsl(trunk));
  const base: Col = jitter(rng, kind === "birch" ? [85, 40, 42] : [100, 38, 34], 14, 10, 6);
  const cy = baseY - h * 0.66;
  const r = h * 0.3;
  const blobs = 7;
  for (let k = 0; k < blobs; k++) {
    const a = (k / blobs) * Math.PI * 2 + rng.range(-0.3, 0.3);
    s.circle(x + Math.cos(a) * r * 0.55, cy + Math.sin(a) * r * 0.45, r * rng.range(0.5, 0.72), hsl(base, rng.range(-7, 3)));
  }
  s.circle(x - r * 0.2, cy - r * 0.25, r * 0.5, hsl(base, 8));
}

function drawBush(s: Svg, rng: Rng, x: number, baseY: number, w: number, flowers = false): void {
  const g: Col = jitter(rng, [105, 35, 32], 12, 8, 5);
  for (let k = 0; k < 4; k++) s.ellipse(x + (k - 1.5) * w * 0.22, baseY - w * rng.range(0.18, 0.3), w * 0.3, w * 0.26, hsl(g, rng.range(-6, 6)));
  if (flowers) {
    const fc = rng.pick(["#e8a0b4", "#f4f0f0", "#d9534f", "#f0c05a", "#b48ad6"]);
    for (let k = 0; k < 10; k++) s.circle(x + rng.range(-0.45, 0.45) * w, baseY - w * rng.range(0.12, 0.45), w * 0.035, fc);
  }
}

function drawHedge(s: Svg, rng: Rng, x0: number, x1: number, baseY: number, h: number): void {
  const g: Col = jitter(rng, [110, 38, 27]);
  s.rrect(x0, baseY - h, x1 - x0, h, h * 0.25, hsl(g));
  s.rect(x0, baseY - h * 0.35, x1 - x0, h * 0.35, hsl(g, -6));
}

function drawLawn(s: Svg, rng: Rng, y0: number, y1 = s.H): void {
  const g: Col = jitter(rng, [95, 42, 44], 8, 8, 4);
  s.rect(0, y0, s.W, y1 - y0, s.lin([[0, hsl(g, -6)], [1, hsl(g, 6)]]));
}

interface WindowOpts {
  frame: string;
  mullion?: boolean;
  transom?: boolean;
  arch?: boolean;
  sill?: string;
  curtain?: string;
  shutterBox?: string;
}

function drawWindow(s: Svg, x: number, y: number, w: number, h: number, o: WindowOpts): void {
  const t = Math.max(4, w * 0.07);
  if (o.shutterBox) s.rect(x - 2, y - h * 0.12, w + 4, h * 0.12, o.shutterBox);
  if (o.arch) {
    const r = w / 2;
    s.path(`M${f1(x)} ${f1(y + h)}V${f1(y + r)}A${f1(r)} ${f1(r)} 0 0 1 ${f1(x + w)} ${f1(y + r)}V${f1(y + h)}Z`, o.frame);
    const ri = r - t;
    s.path(`M${f1(x + t)} ${f1(y + h - t)}V${f1(y + r)}A${f1(ri)} ${f1(ri)} 0 0 1 ${f1(x + w - t)} ${f1(y + r)}V${f1(y + h - t)}Z`, s.glass);
  } else {
    s.rect(x, y, w, h, o.frame);
    s.rect(x + t, y + t, w - 2 * t, h - 2 * t, s.glass);
  }
  if (o.curtain) {
    s.rect(x + t, y + t, w * 0.16, h - 2 * t, o.curtain, `opacity="0.85"`);
    s.rect(x + w - t - w * 0.16, y + t, w * 0.16, h - 2 * t, o.curtain, `opacity="0.85"`);
  }
  if (o.mullion) s.rect(x + w / 2 - t / 2, y + (o.arch ? w / 2 : 0), t, h - (o.arch ? w / 2 : 0), o.frame);
  if (o.transom) s.rect(x, y + h * 0.3, w, t * 0.8, o.frame);
  if (o.sill) s.rect(x - w * 0.06, y + h, w * 1.12, Math.max(5, h * 0.045), o.sill);
}

function drawDoor(s: Svg, x: number, y: number, w: number, h: number, color: string, frame: string, glass = true): void {
  s.rect(x - 6, y - 6, w + 12, h + 6, frame);
  s.rect(x, y, w, h, color);
  if (glass) s.rect(x + w * 0.3, y + h * 0.1, w * 0.4, h * 0.55, s.glass);
  else {
    s.rect(x + w * 0.15, y + h * 0.08, w * 0.7, h * 0.36, color, `stroke="rgba(0,0,0,0.18)" stroke-width="3"`);
    s.rect(x + w * 0.15, y + h * 0.52, w * 0.7, h * 0.4, color, `stroke="rgba(0,0,0,0.18)" stroke-width="3"`);
  }
  s.rect(x + w * 0.8, y + h * 0.5, w * 0.06, h * 0.03, "#c9c9c9");
}

function brickFill(s: Svg, base: Col, scale = 1): string {
  const w = 44 * scale;
  const h = 15 * scale;
  const mortar = hsl([base[0], 10, 78]);
  return s.pattern(
    w,
    h * 2,
    `<rect width="${f1(w)}" height="${f1(h * 2)}" fill="${hsl(base)}"/>` +
      `<rect x="${f1(w * 0.5)}" y="0" width="${f1(w * 0.5)}" height="${f1(h)}" fill="${hsl(base, -4)}"/>` +
      `<rect x="0" y="${f1(h)}" width="${f1(w * 0.5)}" height="${f1(h)}" fill="${hsl(base, 3)}"/>` +
      `<path d="M0 ${f1(h - 0.8)}H${f1(w)}M0 ${f1(2 * h - 0.8)}H${f1(w)}M${f1(w * 0.5)} 0V${f1(h)}M0 ${f1(h)}V${f1(2 * h)}" stroke="${mortar}" stroke-width="${f1(1.6 * scale)}" opacity="0.7"/>`,
  );
}

function stoneFill(s: Svg, base: Col, rng: Rng): string {
  let body = `<rect width="120" height="80" fill="${hsl(base)}"/>`;
  const rows = [0, 26, 52];
  for (const y of rows) {
    let x = rng.range(-20, 0);
    while (x < 120) {
      const w = rng.range(26, 48);
      body += `<rect x="${f1(x + 1.5)}" y="${y + 1.5}" width="${f1(w - 3)}" height="23" rx="4" fill="${hsl(base, rng.range(-7, 6), rng.range(-4, 4))}"/>`;
      x += w;
    }
  }
  return s.pattern(120, 78, body);
}

function tileRoofFill(s: Svg, base: Col, scale = 1): string {
  const h = 16 * scale;
  return s.pattern(30 * scale, h, `<rect width="${f1(30 * scale)}" height="${f1(h)}" fill="${hsl(base)}"/><rect y="${f1(h * 0.78)}" width="${f1(30 * scale)}" height="${f1(h * 0.22)}" fill="${hsl(base, -7)}"/>`);
}

// --- exteriors -------------------------------------------------------------------

const WALLS = {
  brick: [[12, 45, 38], [18, 50, 42], [24, 40, 35], [8, 38, 32], [30, 35, 55]] as Col[],
  render: [[40, 25, 92], [45, 18, 88], [30, 8, 94], [210, 6, 86], [35, 30, 84]] as Col[],
  stone: [[35, 12, 58], [40, 10, 50], [210, 6, 52]] as Col[],
};
const ROOFS: Col[] = [[210, 8, 26], [215, 10, 33], [12, 55, 38], [20, 45, 30], [0, 0, 20]];
const FRAMES_COL = ["#ffffff", "#f4f1ea", "#3a3d42", "#2f3338", "#6b4a33", "#55606b"];
const DOORS_COL = ["#2f3d4c", "#7a2e2e", "#2e4a36", "#3a3d42", "#6b4a33", "#d8d2c4", "#345c7a"];

function drawHouse(s: Svg, rng: Rng, villa: boolean): void {
  const { W, H } = s;
  const k = H > W ? W / 1300 : W / 1600;
  const ground = H * (H > W ? 0.74 : 0.84);
  drawSky(s, rng, ground - 90 * k, rng.pick(["fair", "fair", "clear", "grey"] as const));
  drawTreeLine(s, rng, ground - 60 * k, 90 * k);
  drawLawn(s, rng, ground - 62 * k);

  const material = rng.weighted([["brick", 4], ["render", 4], ["stone", villa ? 1 : 2]] as const);
  const wallCol = jitter(rng, rng.pick(WALLS[material]), 4, 4, 3);
  const wallFill = material === "brick" ? brickFill(s, wallCol, k) : material === "stone" ? stoneFill(s, wallCol, rng) : hsl(wallCol);
  const roofType = rng.weighted([["gable", 4], ["hip", villa ? 4 : 2], ["flat", material === "render" ? 3 : 1], ["front", villa ? 0 : 2]] as const);
  const roofCol = jitter(rng, rng.pick(ROOFS), 3, 4, 3);
  const frame = rng.pick(FRAMES_COL);
  const storeys = villa ? rng.pick([1, 2, 2]) : rng.pick([2, 2, 2, 1]);
  const storeyH = rng.range(165, 185) * k;
  const hw = (villa ? rng.range(950, 1120) : rng.range(680, 900)) * k;
  const wallH = storeys * storeyH + 22 * k;
  const cx = W / 2 + rng.range(-70, 70) * k;
  const x0 = cx - hw / 2;
  const top = ground - wallH;
  const garage = villa || rng.chance(0.45);
  const garageW = 300 * k;
  const garageLeft = rng.chance(0.5);

  // trees behind / beside the house
  drawTree(s, rng, x0 - rng.range(90, 200) * k, ground - 20 * k, rng.range(300, 440) * k, rng.pick(["round", "conifer", "birch"] as const));
  drawTree(s, rng, x0 + hw + rng.range(90, 200) * k, ground - 25 * k, rng.range(280, 460) * k, rng.pick(["round", "round", "birch"] as const));

  // garage wing
  if (garage) {
    const gx = garageLeft ? x0 - garageW + 10 * k : x0 + hw - 10 * k;
    const gh = storeyH * 1.05;
    s.rect(gx, ground - gh, garageW, gh, wallFill);
    s.rect(gx - 8 * k, ground - gh - 14 * k, garageW + 16 * k, 16 * k, hsl(roofCol));
    const dw = garageW * 0.74;
    const dx = gx + (garageW - dw) / 2;
    const dh = gh * 0.72;
    s.rect(dx, ground - dh, dw, dh, rng.pick(["#4a4f55", "#d8d8d4", "#6b4a33"]));
    for (let i = 1; i < 5; i++) s.rect(dx, ground - dh + (dh * i) / 5, dw, 2.5 * k, "rgba(0,0,0,0.22)");
  }

  // chimney behind the roof
  const roofH = (villa ? rng.range(190, 250) : rng.range(170, 230)) * k;
  if (roofType === "gable" || roofType === "hip") {
    const chx = x0 + hw * rng.range(0.2, 0.75);
    s.rect(chx, top - roofH * 0.95, 40 * k, roofH * 0.8, material === "brick" ? wallFill : hsl(wallCol, -8));
    s.rect(chx - 5 * k, top - roofH * 0.98, 50 * k, 12 * k, "#55585c");
  }

  // walls
  if (roofType === "front") {
    s.poly([[x0, ground], [x0, top], [cx, top - roofH], [x0 + hw, top], [x0 + hw, ground]], wallFill);
    const ov = 26 * k;
    s.path(`M${f1(x0 - ov)} ${f1(top + ov * 0.6)}L${f1(cx)} ${f1(top - roofH - 10 * k)}L${f1(x0 + hw + ov)} ${f1(top + ov * 0.6)}`, "none", `stroke="${hsl(roofCol)}" stroke-width="${f1(26 * k)}" stroke-linejoin="miter"`);
    drawWindow(s, cx - 45 * k, top - roofH * 0.55, 90 * k, 110 * k, { frame, mullion: true, sill: "#d9d6cf" });
  } else {
    s.rect(x0, top, hw, wallH, wallFill);
  }
  // plinth
  s.rect(x0, ground - 22 * k, hw, 22 * k, hsl([30, 5, 40]));

  // roof
  const ov = 28 * k;
  if (roofType === "gable") {
    s.poly([[x0 - ov, top + 4 * k], [x0 + hw * 0.2, top - roofH], [x0 + hw * 0.8, top - roofH], [x0 + hw + ov, top + 4 * k]], tileRoofFill(s, roofCol, k));
    s.rect(x0 - ov, top - 4 * k, hw + 2 * ov, 10 * k, hsl(roofCol, -8));
  } else if (roofType === "hip") {
    s.poly([[x0 - ov, top + 4 * k], [x0 + hw * 0.28, top - roofH * 0.85], [x0 + hw * 0.72, top - roofH * 0.85], [x0 + hw + ov, top + 4 * k]], tileRoofFill(s, roofCol, k));
    s.rect(x0 - ov, top - 4 * k, hw + 2 * ov, 10 * k, hsl(roofCol, -8));
  } else if (roofType === "flat") {
    s.rect(x0 - 6 * k, top - 24 * k, hw + 12 * k, 26 * k, hsl(roofCol, 10));
  }
  // dormers
  if ((roofType === "gable" || roofType === "hip") && rng.chance(villa ? 0.8 : 0.45)) {
    const nd = villa ? 2 : rng.int(1, 2);
    for (let d = 0; d < nd; d++) {
      const dxc = x0 + hw * (nd === 1 ? 0.5 : 0.33 + d * 0.34);
      const dw = 110 * k;
      const dh = 90 * k;
      const dy = top - roofH * 0.55;
      s.rect(dxc - dw / 2, dy, dw, dh, hsl(wallCol, material === "render" ? 0 : 30, -20));
      s.poly([[dxc - dw / 2 - 12 * k, dy + 4], [dxc, dy - 50 * k], [dxc + dw / 2 + 12 * k, dy + 4]], hsl(roofCol, -4));
      drawWindow(s, dxc - dw * 0.32, dy + dh * 0.15, dw * 0.64, dh * 0.72, { frame });
    }
  }

  // windows
  const winH = storeyH * 0.56;
  const cols = Math.max(3, Math.round(hw / (villa ? 190 * k : 170 * k)));
  const doorCol = rng.pick(cols > 3 ? [1, 2] : [1]);
  const shutter = rng.chance(0.35) ? hsl([0, 0, 55]) : undefined;
  const big = rng.chance(villa ? 0.6 : 0.3);
  for (let st = 0; st < storeys; st++) {
    const y = ground - 22 * k - (st + 1) * storeyH + storeyH * 0.22;
    for (let c = 0; c < cols; c++) {
      const slot = hw / cols;
      const x = x0 + slot * c;
      if (st === 0 && c === doorCol) {
        drawDoor(s, x + slot / 2 - 42 * k, ground - 22 * k - storeyH * 0.86, 84 * k, storeyH * 0.86, rng.pick(DOORS_COL), frame, rng.chance(0.6));
        continue;
      }
      const ww = st === 0 && big && c !== doorCol ? slot * 0.72 : slot * rng.range(0.42, 0.5);
      const wh = st === 0 && big ? storeyH * 0.72 : winH;
      drawWindow(s, x + (slot - ww) / 2, y + (st === 0 && big ? -storeyH * 0.1 : 0), ww, wh, {
        frame,
        mullion: ww > 110 * k,
        transom: material !== "render" && rng.chance(0.3),
        sill: material === "render" ? "#bdbab3" : "#d9d6cf",
        shutterBox: shutter,
        arch: material === "brick" && !big && st > 0 && rng.chance(0.15),
      });
    }
  }

  // front garden: path, hedge, bushes
  const doorX = x0 + (hw / cols) * (doorCol + 0.5);
  s.poly([[doorX - 50 * k, ground], [doorX + 50 * k, ground], [doorX + 140 * k, H], [doorX - 140 * k, H]], hsl([35, 10, 66]));
  s.poly([[doorX - 50 * k, ground], [doorX + 50 * k, ground], [doorX + 140 * k, H], [doorX - 140 * k, H]], "none", `stroke="${hsl([35, 8, 55])}" stroke-width="3"`);
  if (rng.chance(0.6)) {
    drawHedge(s, rng, 0, doorX - 180 * k, H - 60 * k, 80 * k);
    drawHedge(s, rng, doorX + 180 * k, W, H - 60 * k, 80 * k);
  } else {
    for (let b = 0; b < 4; b++) drawBush(s, rng, rng.range(0.05, 0.95) * W, ground + rng.range(10, 50) * k, rng.range(90, 150) * k, rng.chance(0.5));
  }
}

function drawApartmentBuilding(s: Svg, rng: Rng, modern = false): void {
  const { W, H } = s;
  const k = H > W ? W / 1150 : W / 1600;
  const ground = H * (H > W ? 0.82 : 0.86);
  drawSky(s, rng, ground, rng.pick(["fair", "clear", "grey"] as const));
  // neighbours
  for (const side of [-1, 1]) {
    const nw = rng.range(260, 420) * k;
    const nh = rng.range(320, 560) * k;
    const nx = side < 0 ? -20 : W - nw + 20;
    const c = jitter(rng, rng.pick([...WALLS.render, ...WALLS.brick]), 4, 4, 3);
    s.rect(nx, ground - nh, nw, nh, hsl(c, -4));
    for (let r = 0; r < Math.floor(nh / (100 * k)); r++)
      for (let c2 = 0; c2 < 3; c2++) drawWindow(s, nx + 30 * k + c2 * (nw - 60 * k) / 3, ground - nh + 30 * k + r * 100 * k, 60 * k, 60 * k, { frame: "#e8e6e1" });
  }
  const floors = H > W ? rng.int(6, 8) : rng.int(4, 6);
  const fh = (H > W ? 120 : rng.range(95, 110)) * k;
  const bw = (H > W ? rng.range(700, 800) : rng.range(760, 980)) * k;
  const bx = (W - bw) / 2 + rng.range(-40, 40) * k;
  const bh = floors * fh + 40 * k;
  const top = ground - bh;
  const facade = modern ? ([40, 15, 93] as Col) : jitter(rng, rng.pick([...WALLS.render, ...WALLS.brick, [28, 25, 70] as Col]), 4, 4, 3);
  const isBrick = facade[1] > 30 && facade[2] < 50;
  const facadeFill = isBrick ? brickFill(s, facade, k * 0.8) : hsl(facade);
  s.rect(bx, top, bw, bh, facadeFill);
  // accent strip (wood or anthracite cladding)
  const accent = modern || rng.chance(0.6);
  const accentCol: Col = rng.pick([[28, 45, 45], [210, 8, 28], [25, 35, 58]] as Col[]);
  const ax = bx + bw * rng.pick([0.05, 0.6]);
  const aw = bw * 0.33;
  if (accent) {
    s.rect(ax, top + 30 * k, aw, bh - 30 * k - fh, hsl(accentCol));
    for (let i = 0; i < aw; i += 14 * k) s.rect(ax + i, top + 30 * k, 2 * k, bh - 30 * k - fh, hsl(accentCol, -8));
  }
  // roof edge and top floor setback
  s.rect(bx - 6 * k, top - 8 * k, bw + 12 * k, 16 * k, "#5b6066");
  const frame = modern ? "#3a3d42" : rng.pick(FRAMES_COL);
  const cols = Math.round(bw / (150 * k));
  const glassRail = modern || rng.chance(0.6);
  for (let f = 0; f < floors; f++) {
    const y = ground - (f + 1) * fh - 10 * k;
    for (let c = 0; c < cols; c++) {
      const slot = bw / cols;
      const x = bx + c * slot;
      if (f === 0 && c === Math.floor(cols / 2)) {
        s.rect(x + slot * 0.1, ground - fh * 0.9, slot * 0.8, fh * 0.9, s.glass);
        s.rect(x + slot * 0.1, ground - fh * 0.9, slot * 0.8, 10 * k, frame);
        s.rect(x + slot * 0.49, ground - fh * 0.9, 6 * k, fh * 0.9, frame);
        s.rect(x, ground - fh * 0.98, slot, 12 * k, "#4a4f55");
        continue;
      }
      const tall = f > 0 && (c % 2 === 0 || modern);
      drawWindow(s, x + slot * 0.15, y + fh * 0.12, slot * 0.7, tall ? fh * 0.78 : fh * 0.55, { frame, mullion: true, sill: tall ? undefined : "#cfccc4" });
    }
    // balconies on alternate columns
    if (f > 0) {
      for (let c = 0; c < cols; c += 2) {
        const slot = bw / cols;
        const x = bx + c * slot - 8 * k;
        const wdt = slot + 16 * k;
        const by = y + fh * 0.9;
        s.rect(x, by, wdt, 10 * k, "#c9c7c2");
        if (glassRail) {
          s.rect(x, by - fh * 0.35, wdt, fh * 0.35, "#bcd3e0", `opacity="0.55"`);
          s.rect(x, by - fh * 0.35, wdt, 3 * k, "#8a9096");
        } else {
          s.rect(x, by - fh * 0.35, wdt, 4 * k, "#34373b");
          for (let i = 0; i <= wdt; i += 12 * k) s.rect(x + i, by - fh * 0.35, 2.5 * k, fh * 0.35, "#34373b");
        }
      }
    }
  }
  // pavement, street trees
  s.rect(0, ground, W, H - ground, hsl([30, 5, 68]));
  s.rect(0, ground + (H - ground) * 0.55, W, (H - ground) * 0.45, hsl([220, 5, 38]));
  s.rect(0, ground, W, 5 * k, hsl([30, 5, 55]));
  drawTree(s, rng, bx - 40 * k, ground + 10 * k, rng.range(320, 420) * k, "round");
  if (rng.chance(0.6)) drawTree(s, rng, bx + bw + 50 * k, ground + 10 * k, rng.range(300, 400) * k, "birch");
}

function drawTownhouseRow(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const k = H > W ? W / 1100 : W / 1600;
  const ground = H * 0.88;
  drawSky(s, rng, ground, rng.pick(["fair", "grey"] as const));
  const n = H > W ? 1 : 3;
  const widths = Array.from({ length: n }, () => rng.range(0.85, 1.15));
  const total = widths.reduce((a, b) => a + b, 0);
  let x = -20;
  for (let i = 0; i < n; i++) {
    const w = ((W + 40) * widths[i]!) / total;
    const storeys = rng.int(3, 4);
    const sh = (H > W ? 240 : 175) * k;
    const h = storeys * sh + 80 * k;
    const col = jitter(rng, rng.pick([...WALLS.render, ...WALLS.brick, [45, 35, 80] as Col, [200, 15, 75] as Col]), 4, 4, 3);
    const isBrick = col[1] > 30 && col[2] < 50;
    s.rect(x, ground - h, w, h, isBrick ? brickFill(s, col, k * 0.85) : hsl(col));
    s.rect(x, ground - 60 * k, w, 60 * k, hsl([35, 8, 55]));
    s.rect(x - 4, ground - h - 10 * k, w + 8, 34 * k, hsl(col, isBrick ? 40 : -12, -20));
    const frame = rng.pick(["#ffffff", "#f4f1ea", "#3a3d42", "#6b4a33"]);
    const cols = w > 520 * k ? 3 : 2;
    for (let st = 0; st < storeys; st++) {
      const y = ground - 60 * k - (st + 1) * sh + sh * 0.18;
      const archRow = st === storeys - 1 && rng.chance(0.5);
      for (let c = 0; c < cols; c++) {
        const slot = w / cols;
        if (st === 0 && c === 0) {
          drawDoor(s, x + slot * 0.3, ground - 60 * k - sh * 0.92, slot * 0.4, sh * 0.92, rng.pick(DOORS_COL), hsl([35, 8, 70]), false);
          continue;
        }
        drawWindow(s, x + c * slot + slot * 0.24, y, slot * 0.52, sh * 0.7, { frame, mullion: true, transom: true, arch: archRow, sill: "#e0ddd6" });
      }
      if (st === 1 && rng.chance(0.6)) {
        s.rect(x + w * 0.12, y + sh * 0.7, w * 0.76, 8 * k, "#cfccc4");
        for (let i = 0; i < w * 0.76; i += 14 * k) s.rect(x + w * 0.12 + i, y + sh * 0.45, 3 * k, sh * 0.25, "#2d2f33");
        s.rect(x + w * 0.12, y + sh * 0.45, w * 0.76, 4 * k, "#2d2f33");
      }
    }
    x += w;
  }
  s.rect(0, ground, W, H - ground, hsl([30, 5, 66]));
  s.rect(0, ground, W, 5 * k, hsl([30, 5, 52]));
}

// --- interiors ---------------------------------------------------------------------

interface Room {
  bx0: number;
  bx1: number;
  by0: number;
  by1: number;
  /** Point on the left wall: u = depth (0 front … 1 back), v = height (0 top … 1 floor). */
  left(u: number, v: number): [number, number];
  right(u: number, v: number): [number, number];
  /** Point on the floor: x fraction (0 left … 1 right) at depth u. */
  floor(x: number, u: number): [number, number];
  /** Scale of things standing against the back wall. */
  k: number;
}

const WALL_COLOURS: Col[] = [[40, 20, 92], [35, 14, 88], [90, 12, 82], [200, 14, 86], [20, 18, 86], [45, 8, 95], [150, 10, 80]];

function drawRoom(s: Svg, rng: Rng, o: { wall?: Col; floor?: "parquet" | "tiles" | "carpet" | "concrete"; floorCol?: Col; deep?: number } = {}): Room {
  const { W, H } = s;
  const portrait = H > W;
  const deep = o.deep ?? rng.range(0.16, 0.22);
  const bx0 = W * (portrait ? 0.12 : deep);
  const bx1 = W * (portrait ? 0.88 : 1 - deep) + rng.range(-30, 30);
  const by0 = H * (portrait ? 0.1 : 0.1);
  const by1 = H * (portrait ? 0.62 : 0.7);
  const wall = o.wall ?? jitter(rng, rng.pick(WALL_COLOURS), 4, 4, 2);
  const room: Room = {
    bx0,
    bx1,
    by0,
    by1,
    left: (u, v) => [u * bx0, u * by0 + v * (H + u * (by1 - H) - u * by0)],
    right: (u, v) => [W - u * (W - bx1), u * by0 + v * (H + u * (by1 - H) - u * by0)],
    floor: (x, u) => {
      const y = H + u * (by1 - H);
      const xl = u * bx0;
      const xr = W - u * (W - bx1);
      return [xl + x * (xr - xl), y];
    },
    k: (bx1 - bx0) / 1000,
  };
  // ceiling, walls
  s.poly([[0, 0], [W, 0], [bx1, by0], [bx0, by0]], hsl(wall, 6, -6));
  s.poly([[0, 0], [bx0, by0], [bx0, by1], [0, H]], hsl(wall, -7));
  s.poly([[W, 0], [bx1, by0], [bx1, by1], [W, H]], hsl(wall, -4));
  s.rect(bx0, by0, bx1 - bx0, by1 - by0, hsl(wall));
  // floor
  const kind = o.floor ?? rng.weighted([["parquet", 5], ["tiles", 2], ["carpet", 1]] as const);
  const fc = o.floorCol ?? (kind === "parquet" ? jitter(rng, [30, 40, 55], 6, 10, 10) : kind === "tiles" ? jitter(rng, [35, 8, 72], 10, 6, 10) : kind === "concrete" ? jitter(rng, [30, 4, 62], 4, 3, 5) : jitter(rng, [35, 12, 70], 10, 8, 8));
  s.poly([[0, H], [W, H], [bx1, by1], [bx0, by1]], s.lin([[0, hsl(fc, -4)], [1, hsl(fc, 5)]]));
  if (kind === "parquet" || kind === "tiles") {
    const n = kind === "parquet" ? 16 : 8;
    for (let i = 0; i <= n; i++) {
      const [xa, ya] = room.floor(i / n, 0);
      const [xb, yb] = room.floor(i / n, 1);
      s.line(xa, ya, xb, yb, hsl(fc, -12), kind === "parquet" ? 1.6 : 2.4, `opacity="0.6"`);
    }
    const rows = kind === "parquet" ? 5 : 6;
    for (let r = 1; r < rows; r++) {
      const u = 1 - Math.pow(r / rows, 1.6);
      const [xa, ya] = room.floor(0, u);
      const [xb] = room.floor(1, u);
      s.line(xa, ya, xb, ya, hsl(fc, -12), 2, `opacity="${kind === "parquet" ? 0.25 : 0.6}"`);
    }
  }
  // skirting
  s.rect(bx0, by1 - 10 * room.k, bx1 - bx0, 10 * room.k, hsl(wall, 8));
  return room;
}

/** A window on the left wall with daylight on the floor. */
function leftWallWindow(s: Svg, room: Room, u0: number, u1: number, v0: number, v1: number, frame = "#ffffff"): void {
  const q = [room.left(u0, v0), room.left(u1, v0), room.left(u1, v1), room.left(u0, v1)];
  s.poly(q, frame);
  const inset = 0.03;
  const g = [room.left(u0 + inset, v0 + inset), room.left(u1 - inset, v0 + inset), room.left(u1 - inset, v1 - inset), room.left(u0 + inset, v1 - inset)];
  s.poly(g, s.lin([[0, "#eaf4fb"], [1, "#a9c6da"]]));
  const mid = (u0 + u1) / 2;
  s.poly([room.left(mid - 0.01, v0), room.left(mid + 0.01, v0), room.left(mid + 0.01, v1), room.left(mid - 0.01, v1)], frame);
  const [fx0, fy0] = room.floor(0.08, u0);
  const [fx1, fy1] = room.floor(0.45, u0 * 0.9);
  const [fx2, fy2] = room.floor(0.5, u1 * 0.9);
  const [fx3, fy3] = room.floor(0.05, u1);
  s.poly([[fx0, fy0], [fx1, fy1], [fx2, fy2], [fx3, fy3]], "#fffbe8", `opacity="0.18"`);
}

function backWindow(s: Svg, rng: Rng, x: number, y: number, w: number, h: number, frame: string, view: "garden" | "city" = "garden"): void {
  s.rect(x - 8, y - 8, w + 16, h + 16, frame);
  s.rect(x, y, w, h, s.lin([[0, "#bcd9ee"], [1, "#e6f1f7"]]));
  if (view === "garden") {
    s.rect(x, y + h * 0.62, w, h * 0.38, hsl([95, 35, 48]));
    for (let i = 0; i < 4; i++) s.circle(x + rng.range(0.05, 0.95) * w, y + h * rng.range(0.42, 0.58), h * rng.range(0.1, 0.18), hsl(jitter(rng, [105, 35, 35])));
  } else {
    for (let i = 0; i < 5; i++) {
      const bw = w * rng.range(0.12, 0.25);
      const bh = h * rng.range(0.2, 0.55);
      s.rect(x + rng.range(0, 1) * (w - bw), y + h - bh, bw, bh, hsl([210, 8, rng.range(62, 78)]));
    }
  }
  const panes = w > h * 1.6 ? 3 : 2;
  for (let i = 1; i < panes; i++) s.rect(x + (w * i) / panes - 5, y, 10, h, frame);
}

function drawPlant(s: Svg, rng: Rng, x: number, baseY: number, h: number): void {
  s.path(`M${f1(x - h * 0.14)} ${f1(baseY - h * 0.3)}L${f1(x + h * 0.14)} ${f1(baseY - h * 0.3)}L${f1(x + h * 0.1)} ${f1(baseY)}L${f1(x - h * 0.1)} ${f1(baseY)}Z`, rng.pick(["#d9d4cb", "#a8694a", "#3d3f42", "#ece9e3"]));
  const g: Col = jitter(rng, [120, 40, 30], 12, 10, 6);
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + rng.range(-1.1, 1.1);
    const len = h * rng.range(0.4, 0.7);
    const ex = x + Math.cos(a) * len;
    const ey = baseY - h * 0.3 + Math.sin(a) * len;
    s.ellipse((x + ex) / 2, (baseY - h * 0.3 + ey) / 2, len * 0.5, h * 0.06, hsl(g, rng.range(-6, 8)), `transform="rotate(${f1((a * 180) / Math.PI)} ${f1((x + ex) / 2)} ${f1((baseY - h * 0.3 + ey) / 2)})"`);
  }
}

function drawArt(s: Svg, rng: Rng, x: number, y: number, w: number, h: number): void {
  s.rect(x - 6, y - 6, w + 12, h + 12, rng.pick(["#2b2b2b", "#c9a46a", "#ffffff"]));
  s.rect(x, y, w, h, "#f6f3ee");
  const palette = rng.pick([["#d8a47f", "#5f7c8a", "#e9d8a6"], ["#94b49f", "#2e4756", "#f0c987"], ["#bc6c25", "#283618", "#dda15e"], ["#8ecae6", "#219ebc", "#023047"]]);
  for (let i = 0; i < 3; i++) s.circle(x + w * rng.range(0.25, 0.75), y + h * rng.range(0.3, 0.7), Math.min(w, h) * rng.range(0.12, 0.3), palette[i]!, `opacity="0.85"`);
}

function drawSalon(s: Svg, rng: Rng, modern = false): void {
  const room = drawRoom(s, rng, modern ? { wall: [40, 10, 94], floor: "parquet", floorCol: [32, 35, 62] } : {});
  const { bx0, bx1, by1, k } = room;
  const frame = rng.pick(["#ffffff", "#3a3d42", "#f4f1ea"]);
  if (rng.chance(0.55)) backWindow(s, rng, bx0 + (bx1 - bx0) * 0.55, room.by0 + 60 * k, (bx1 - bx0) * 0.38, (by1 - room.by0) * 0.62, frame);
  else {
    drawArt(s, rng, bx0 + (bx1 - bx0) * 0.55, room.by0 + 110 * k, 260 * k, 180 * k);
    // shelves
    const shx = bx0 + (bx1 - bx0) * 0.84;
    for (let i = 0; i < 4; i++) {
      s.rect(shx, room.by0 + (120 + i * 90) * k, 130 * k, 8 * k, "#8a6a4c");
      for (let b = 0; b < 5; b++) s.rect(shx + (8 + b * 22) * k, room.by0 + (120 + i * 90 - 50) * k, 16 * k, 50 * k, hsl([rng.int(0, 360), 30, 45]));
    }
  }
  if (rng.chance(0.6)) leftWallWindow(s, room, 0.35, 0.75, 0.15, 0.68, frame);
  // sofa
  const sofa: Col = jitter(rng, rng.pick([[210, 10, 45], [35, 20, 70], [200, 25, 35], [25, 30, 45], [90, 12, 50]] as Col[]), 4, 6, 5);
  const sw = 560 * k;
  const sx = bx0 + (bx1 - bx0) * 0.08;
  const sy = by1 - 10 * k;
  s.rrect(sx, sy - 260 * k, sw, 150 * k, 18 * k, hsl(sofa, -6));
  s.rrect(sx - 20 * k, sy - 160 * k, 60 * k, 150 * k, 14 * k, hsl(sofa, -3));
  s.rrect(sx + sw - 40 * k, sy - 160 * k, 60 * k, 150 * k, 14 * k, hsl(sofa, -3));
  s.rrect(sx + 30 * k, sy - 130 * k, sw - 60 * k, 80 * k, 10 * k, hsl(sofa, 4));
  for (let c = 0; c < 3; c++) s.rrect(sx + (40 + c * 163) * k, sy - 235 * k, 150 * k, 110 * k, 14 * k, hsl(sofa));
  s.rrect(sx + 60 * k, sy - 220 * k, 90 * k, 80 * k, 16 * k, rng.pick(["#e9c46a", "#f4a261", "#e76f51", "#ffffff", "#2a9d8f"]));
  s.rect(sx, sy - 50 * k, sw, 40 * k, hsl(sofa, -10));
  // floor lamp
  const lx = sx + sw + 70 * k;
  s.rect(lx, sy - 420 * k, 6 * k, 420 * k, "#2d2d2d");
  s.path(`M${f1(lx - 50 * k)} ${f1(sy - 400 * k)}L${f1(lx + 56 * k)} ${f1(sy - 400 * k)}L${f1(lx + 36 * k)} ${f1(sy - 470 * k)}L${f1(lx - 30 * k)} ${f1(sy - 470 * k)}Z`, "#f1e9d8");
  // rug and coffee table in the foreground
  const [rx0, ry0] = room.floor(0.22, 0.55);
  const [rx1] = room.floor(0.78, 0.55);
  const [rx2, ry2] = room.floor(0.85, 0.15);
  const [rx3] = room.floor(0.15, 0.15);
  s.poly([[rx0, ry0], [rx1, ry0], [rx2, ry2], [rx3, ry2]], hsl(jitter(rng, [35, 15, 82], 20, 10, 6)));
  const tw = 360 * k * 1.3;
  const tx = (rx0 + rx1) / 2 - tw / 2;
  const ty = (ry0 + ry2) / 2 - 40 * k;
  const wood: Col = jitter(rng, [30, 35, 45]);
  s.rect(tx + 20 * k, ty, 12 * k, 90 * k, hsl(wood, -10));
  s.rect(tx + tw - 32 * k, ty, 12 * k, 90 * k, hsl(wood, -10));
  s.rrect(tx, ty - 20 * k, tw, 28 * k, 6 * k, hsl(wood));
  s.rect(tx + tw * 0.3, ty - 40 * k, 70 * k, 20 * k, "#f1f1f1");
  drawPlant(s, rng, s.W * 0.9, s.H * 0.93, 330 * k * 1.4);
}

function drawKitchen(s: Svg, rng: Rng, modern = false): void {
  const room = drawRoom(s, rng, { floor: rng.pick(["tiles", "parquet", "tiles"] as const) });
  const { bx0, bx1, by0, by1, k } = room;
  const fronts: Col = modern ? [40, 8, 94] : jitter(rng, rng.pick([[0, 0, 96], [150, 15, 55], [215, 35, 28], [30, 30, 55], [210, 5, 30], [40, 20, 85]] as Col[]), 3, 5, 4);
  const top: string = rng.pick(["#2f2f2f", "#e8e4dc", "#b08a62", "#d0d0d0"]);
  const bw = bx1 - bx0;
  // backsplash
  s.rect(bx0, by1 - 300 * k, bw, 150 * k, rng.pick(["#f2f0ec", "#dfe7ea", "#e8e1d5", "#cfd6cf"]));
  for (let x = bx0; x < bx1; x += 30 * k) s.line(x, by1 - 300 * k, x, by1 - 150 * k, "rgba(0,0,0,0.08)", 1.5);
  // window above the sink
  const hasWindow = rng.chance(0.55);
  const wx = bx0 + bw * 0.32;
  if (hasWindow) backWindow(s, rng, wx, by0 + 50 * k, bw * 0.3, 300 * k, "#ffffff");
  // upper cabinets
  for (let x = bx0; x < bx1 - 1; x += bw / 6) {
    if (hasWindow && x >= wx - 10 && x < wx + bw * 0.3) continue;
    s.rect(x + 3, by0 + 40 * k, bw / 6 - 6, 250 * k, hsl(fronts, -2));
    s.rect(x + bw / 12 - 20 * k, by0 + 260 * k, 40 * k, 6 * k, "#8d8d8d");
  }
  // hood
  const hx = bx0 + bw * 0.72;
  s.rect(hx, by0 + 20 * k, 120 * k, 250 * k, "#b8bcc0");
  // lower cabinets and worktop
  s.rect(bx0, by1 - 150 * k, bw, 150 * k, hsl(fronts));
  for (let i = 0; i <= 8; i++) s.rect(bx0 + (bw * i) / 8 - 1.5, by1 - 140 * k, 3, 140 * k, hsl(fronts, -12));
  for (let i = 0; i < 8; i++) s.rect(bx0 + (bw * (i + 0.5)) / 8 - 25 * k, by1 - 125 * k, 50 * k, 5 * k, "#8d8d8d");
  s.rect(bx0 - 5, by1 - 160 * k, bw + 10, 16 * k, top);
  // sink and hob
  s.rect(wx + bw * 0.08, by1 - 164 * k, bw * 0.12, 6 * k, "#9aa0a6");
  s.rect(wx + bw * 0.135, by1 - 210 * k, 8 * k, 50 * k, "#9aa0a6");
  s.rect(hx - 10 * k, by1 - 166 * k, 140 * k, 8 * k, "#1d1d1d");
  // oven
  s.rect(hx, by1 - 140 * k, 120 * k, 120 * k, "#2a2c2e");
  s.rect(hx + 10 * k, by1 - 120 * k, 100 * k, 70 * k, "#44484c");
  // island with stools in the foreground
  const [ix0, iy0] = room.floor(0.2, 0.45);
  const [ix1] = room.floor(0.8, 0.45);
  const ih = 250 * k * 1.15;
  const iw = ix1 - ix0;
  s.rect(ix0, iy0 - ih, iw, ih, hsl(fronts, -6));
  for (let i = 1; i < 4; i++) s.rect(ix0 + (iw * i) / 4 - 1.5, iy0 - ih + 20 * k, 3, ih - 20 * k, hsl(fronts, -16));
  s.rect(ix0 - 15 * k, iy0 - ih - 22 * k, iw + 30 * k, 24 * k, top);
  const stool = rng.pick(["#2d2d2d", "#8b5e3c", "#c9a46a"]);
  for (let i = 0; i < 3; i++) {
    const sx = ix0 + iw * (0.2 + i * 0.3);
    s.rect(sx - 6 * k, iy0 - ih * 0.55, 12 * k, ih * 0.55 + 40 * k, stool);
    s.rrect(sx - 50 * k, iy0 - ih * 0.6, 100 * k, 24 * k, 8 * k, stool);
  }
  // pendant lights
  for (let i = 0; i < 3; i++) {
    const px = ix0 + iw * (0.25 + i * 0.25);
    s.line(px, 0, px, by0 + 140 * k, "#333", 3);
    s.path(`M${f1(px - 40 * k)} ${f1(by0 + 200 * k)}Q${f1(px)} ${f1(by0 + 90 * k)} ${f1(px + 40 * k)} ${f1(by0 + 200 * k)}Z`, rng.pick(["#2d2d2d", "#c9a46a", "#e9e4da"]));
  }
  // a bowl of fruit
  s.ellipse(ix0 + iw * 0.5, iy0 - ih - 30 * k, 60 * k, 18 * k, "#efefef");
  for (let i = 0; i < 4; i++) s.circle(ix0 + iw * 0.5 + (i - 1.5) * 26 * k, iy0 - ih - 46 * k, 16 * k, rng.pick(["#e9a23b", "#c8553d", "#8cb369", "#f4d35e"]));
}

function drawBedroom(s: Svg, rng: Rng): void {
  const room = drawRoom(s, rng, { floor: rng.pick(["parquet", "carpet", "parquet"] as const) });
  const { bx0, bx1, by0, by1, k } = room;
  const bw = bx1 - bx0;
  const cx = bx0 + bw * rng.range(0.42, 0.5);
  const linen: Col = jitter(rng, rng.pick([[0, 0, 97], [40, 25, 90], [210, 25, 80], [150, 12, 78], [20, 30, 82]] as Col[]), 3, 4, 2);
  const head: Col = jitter(rng, rng.pick([[30, 25, 45], [210, 15, 40], [35, 20, 72], [200, 30, 30]] as Col[]));
  if (rng.chance(0.6)) {
    s.rect(bx0, by0, bw, by1 - by0, hsl(head, 35, -15), `opacity="0.35"`);
  }
  drawArt(s, rng, cx - 170 * k, by0 + 90 * k, 340 * k, 170 * k);
  // headboard
  const hw = 560 * k;
  s.rrect(cx - hw / 2, by1 - 330 * k, hw, 230 * k, 16 * k, hsl(head));
  // bed in perspective: from back (by1-110k) to the front
  const [fx0, fy] = room.floor(0.22, 0.38);
  const [fx1] = room.floor(0.78, 0.38);
  const backY = by1 - 120 * k;
  s.poly([[cx - hw / 2, backY], [cx + hw / 2, backY], [fx1, fy - 90 * k], [fx0, fy - 90 * k]], hsl(linen));
  s.rect(fx0, fy - 90 * k, fx1 - fx0, 90 * k, hsl(linen, -8));
  s.poly([[fx0 + (cx - hw / 2 - fx0) * 0.45, backY + (fy - 90 * k - backY) * 0.45], [fx1 + (cx + hw / 2 - fx1) * 0.45, backY + (fy - 90 * k - backY) * 0.45], [fx1, fy - 90 * k], [fx0, fy - 90 * k]], hsl(jitter(rng, [rng.int(0, 360), 30, 55]), 0), `opacity="0.85"`);
  s.rect(fx0, fy - 90 * k, fx1 - fx0, 90 * k, hsl(jitter(rng, [rng.int(0, 360), 30, 45])), `opacity="0.6"`);
  // pillows
  s.rrect(cx - hw * 0.42, backY - 70 * k, hw * 0.38, 90 * k, 20 * k, hsl(linen, 3));
  s.rrect(cx + hw * 0.04, backY - 70 * k, hw * 0.38, 90 * k, 20 * k, hsl(linen, 3));
  // nightstands and lamps
  for (const side of [-1, 1]) {
    const nx = cx + side * (hw / 2 + 90 * k) - 70 * k;
    s.rect(nx, by1 - 140 * k, 140 * k, 130 * k, hsl([30, 25, rng.range(40, 75)]));
    s.rect(nx + 10 * k, by1 - 100 * k, 120 * k, 4 * k, "rgba(0,0,0,0.2)");
    s.rect(nx + 64 * k, by1 - 200 * k, 12 * k, 60 * k, "#555");
    s.path(`M${f1(nx + 30 * k)} ${f1(by1 - 200 * k)}L${f1(nx + 110 * k)} ${f1(by1 - 200 * k)}L${f1(nx + 95 * k)} ${f1(by1 - 270 * k)}L${f1(nx + 45 * k)} ${f1(by1 - 270 * k)}Z`, "#f3ead7");
  }
  if (rng.chance(0.7)) leftWallWindow(s, room, 0.3, 0.72, 0.14, 0.66, "#ffffff");
  // curtains at the window
  const [c0x, c0y] = room.left(0.26, 0.1);
  const [c1x, c1y] = room.left(0.34, 0.72);
  s.poly([[c0x, c0y], [c1x, c0y + (c1y - c0y) * 0.1], [c1x, c1y], [c0x, c1y + 30]], hsl(jitter(rng, [35, 20, 80])));
}

function drawBathroom(s: Svg, rng: Rng): void {
  const wallTile: Col = jitter(rng, rng.pick([[0, 0, 94], [200, 10, 86], [35, 12, 84], [160, 10, 80], [210, 6, 60]] as Col[]), 3, 3, 3);
  const room = drawRoom(s, rng, { wall: wallTile, floor: "tiles", floorCol: jitter(rng, [30, 6, 55], 10, 5, 12) });
  const { bx0, bx1, by0, by1, k } = room;
  const bw = bx1 - bx0;
  const grid = 60 * k;
  for (let y = by1; y > by0; y -= grid) s.line(bx0, y, bx1, y, hsl(wallTile, -10), 1.5);
  for (let x = bx0; x < bx1; x += grid * (rng.chance(0.5) ? 1 : 2)) s.line(x, by0, x, by1, hsl(wallTile, -10), 1.5);
  // vanity with basin and mirror
  const vx = bx0 + bw * 0.08;
  const vw = bw * 0.42;
  const vanity = rng.pick(["#8a6a4c", "#ffffff", "#3a3d42", "#b7a58d", "#4b5d4f"]);
  s.rect(vx, by1 - 230 * k, vw, 130 * k, vanity);
  s.rect(vx, by1 - 240 * k, vw, 14 * k, "#f5f5f3");
  s.ellipse(vx + vw / 2, by1 - 240 * k, vw * 0.22, 18 * k, "#ffffff", `stroke="#d0d0d0" stroke-width="2"`);
  s.rect(vx + vw / 2 - 5 * k, by1 - 300 * k, 10 * k, 60 * k, "#a9adb1");
  s.rrect(vx + vw * 0.12, by0 + 70 * k, vw * 0.76, 330 * k, 24 * k, "#c4ccd2", `stroke="#9aa0a6" stroke-width="4"`);
  s.rrect(vx + vw * 0.15, by0 + 80 * k, vw * 0.35, 310 * k, 20 * k, "#ffffff", `opacity="0.35"`);
  // towel
  s.rect(vx + vw + 20 * k, by1 - 420 * k, 110 * k, 6 * k, "#a9adb1");
  s.rect(vx + vw + 30 * k, by1 - 416 * k, 90 * k, 180 * k, rng.pick(["#f4f1ea", "#9ec1cf", "#e8c8b8", "#cfd9c4"]));
  // bathtub or shower
  const rx = bx0 + bw * 0.6;
  const rw = bw * 0.38;
  if (rng.chance(0.5)) {
    s.rrect(rx, by1 - 150 * k, rw, 150 * k, 20 * k, "#ffffff", `stroke="#d5d5d5" stroke-width="3"`);
    s.rect(rx + rw - 40 * k, by1 - 230 * k, 10 * k, 80 * k, "#a9adb1");
    s.rect(rx + rw - 70 * k, by1 - 232 * k, 40 * k, 10 * k, "#a9adb1");
  } else {
    s.rect(rx, by0 + 40 * k, rw, by1 - by0 - 40 * k, "#dfeef5", `opacity="0.35"`);
    s.rect(rx, by0 + 40 * k, 8 * k, by1 - by0 - 40 * k, "#a9adb1");
    s.rect(rx + rw * 0.5, by0 + 60 * k, 8 * k, 120 * k, "#a9adb1");
    s.ellipse(rx + rw * 0.5 + 4 * k, by0 + 180 * k, 50 * k, 10 * k, "#a9adb1");
  }
  drawPlant(s, rng, bx0 + bw * 0.55, by1 + 60 * k, 220 * k);
}

function drawOfficeInterior(s: Svg, rng: Rng): void {
  const room = drawRoom(s, rng, { wall: [210, 6, 92], floor: rng.pick(["carpet", "parquet"] as const), floorCol: jitter(rng, [210, 8, 55]) });
  const { bx0, bx1, by0, by1, k } = room;
  const bw = bx1 - bx0;
  // window band
  backWindow(s, rng, bx0 + 30 * k, by0 + 60 * k, bw - 60 * k, (by1 - by0) * 0.55, "#4b4f55", "city");
  // ceiling panels
  for (let i = 0; i < 3; i++) {
    const [ax, ay] = [s.W * (0.25 + i * 0.25), s.H * 0.03 + (by0 - s.H * 0.03) * 0.5];
    s.rect(ax - 70 * k, ay - 8 * k, 140 * k, 16 * k, "#f8f8f6");
  }
  // desks at two depths
  for (const [u, scale] of [[0.75, 1], [0.35, 1.6]] as const) {
    for (let d = 0; d < 2; d++) {
      const [x0, y] = room.floor(0.12 + d * 0.45, u);
      const [x1] = room.floor(0.12 + d * 0.45 + 0.35, u);
      const h = 190 * k * scale;
      const w = x1 - x0;
      s.rect(x0 + 10, y - h, 8 * k * scale, h, "#6b6f75");
      s.rect(x1 - 18, y - h, 8 * k * scale, h, "#6b6f75");
      s.rect(x0, y - h - 12 * k * scale, w, 14 * k * scale, rng.pick(["#f2f2f0", "#b08a62"]));
      s.rect(x0 + w * 0.3, y - h - 130 * k * scale, w * 0.38, 100 * k * scale, "#1f2327");
      s.rect(x0 + w * 0.47, y - h - 30 * k * scale, w * 0.04, 20 * k * scale, "#1f2327");
      // chair
      s.rrect(x0 + w * 0.32, y - h * 0.9, w * 0.3, h * 0.55, 12 * k, rng.pick(["#2d2d2d", "#3c5a7a", "#5a3c3c"]));
    }
  }
  drawPlant(s, rng, s.W * 0.08, s.H * 0.96, 360 * k * 1.3);
}

function drawShopInterior(s: Svg, rng: Rng): void {
  const room = drawRoom(s, rng, { wall: [40, 10, 93], floor: "tiles", floorCol: jitter(rng, [30, 5, 78]) });
  const { bx0, bx1, by0, by1, k } = room;
  const bw = bx1 - bx0;
  // shelves on the back wall with products
  for (let r = 0; r < 4; r++) {
    const y = by0 + 110 * k + r * 110 * k;
    s.rect(bx0 + 20 * k, y, bw - 40 * k, 10 * k, "#b08a62");
    let x = bx0 + 30 * k;
    while (x < bx1 - 60 * k) {
      const w = rng.range(30, 60) * k;
      const h = rng.range(40, 85) * k;
      s.rect(x, y - h, w, h, hsl([rng.int(0, 360), rng.range(25, 60), rng.range(40, 75)]));
      x += w + 6 * k;
    }
  }
  // counter in the foreground
  const [cx0, cy] = room.floor(0.55, 0.35);
  const [cx1] = room.floor(0.95, 0.35);
  s.rect(cx0, cy - 260 * k, cx1 - cx0, 260 * k, rng.pick(["#3a3d42", "#f2f2f0", "#8a6a4c"]));
  s.rect(cx0 - 10, cy - 276 * k, cx1 - cx0 + 20, 18 * k, "#d9d6cf");
  // spotlights
  for (let i = 0; i < 5; i++) s.circle(s.W * (0.15 + i * 0.175), by0 * 0.6, 10 * k, "#fffbe8");
}

function drawWarehouseInterior(s: Svg, rng: Rng): void {
  const room = drawRoom(s, rng, { wall: [210, 5, 80], floor: "concrete", deep: 0.24 });
  const { bx0, bx1, by0, by1, k } = room;
  // skylights on the ceiling
  for (let i = 0; i < 4; i++) s.rect(s.W * 0.3 + i * 0.12 * s.W, by0 * 0.35, 0.08 * s.W, by0 * 0.2, "#e7f1f7");
  // pallet racks on the right and left walls (as perspective bands)
  for (const side of ["left", "right"] as const) {
    for (let lvl = 0; lvl < 3; lvl++) {
      const v = 0.3 + lvl * 0.22;
      const pt = (u: number, vv: number) => (side === "left" ? room.left(u, vv) : room.right(u, vv));
      s.poly([pt(0.05, v), pt(0.95, v), pt(0.95, v + 0.02), pt(0.05, v + 0.02)], "#e0701f");
      for (let b = 0; b < 6; b++) {
        const u0 = 0.08 + b * 0.145;
        s.poly([pt(u0, v - 0.12), pt(u0 + 0.11, v - 0.12), pt(u0 + 0.11, v), pt(u0, v)], hsl([30, rng.range(25, 45), rng.range(55, 72)]));
      }
    }
    for (let b = 0; b <= 6; b++) {
      const u = 0.05 + b * 0.15;
      const p0 = side === "left" ? room.left(u, 0.1) : room.right(u, 0.1);
      const p1 = side === "left" ? room.left(u, 1) : room.right(u, 1);
      s.line(p0[0], p0[1], p1[0], p1[1], "#2f5d9e", 6 * k);
    }
  }
  // sectional door on the back wall
  const dw = (bx1 - bx0) * 0.35;
  const dx = (bx0 + bx1) / 2 - dw / 2;
  s.rect(dx, by1 - 380 * k, dw, 380 * k, "#c8ccd0");
  for (let i = 1; i < 6; i++) s.rect(dx, by1 - 380 * k + i * 63 * k, dw, 3 * k, "#9aa0a6");
  // floor markings
  const [m0x, m0y] = room.floor(0.3, 0);
  const [m1x, m1y] = room.floor(0.36, 1);
  s.line(m0x, m0y, m1x, m1y, "#f2c230", 10);
  const [n0x, n0y] = room.floor(0.7, 0);
  const [n1x, n1y] = room.floor(0.64, 1);
  s.line(n0x, n0y, n1x, n1y, "#f2c230", 10);
}

function drawParkingInterior(s: Svg, rng: Rng): void {
  const room = drawRoom(s, rng, { wall: [30, 4, 70], floor: "concrete", floorCol: [210, 4, 48], deep: 0.3 });
  const { bx0, bx1, by0, by1, k } = room;
  for (let i = 0; i < 3; i++) s.rect(s.W * 0.3 + i * s.W * 0.15, by0 * 0.5, s.W * 0.1, 8, "#fdfdf5");
  s.rect(bx0, by1 - 90 * k, bx1 - bx0, 90 * k, "#f2c230", `opacity="0.7"`);
  for (let i = 0; i < bx1 - bx0; i += 80 * k) s.rect(bx0 + i, by1 - 90 * k, 40 * k, 90 * k, "#2f2f2f", `opacity="0.7"`);
  // pillars
  for (const x of [0.12, 0.88]) {
    const [px, py] = room.floor(x, 0.55);
    s.rect(px - 40 * k * 1.4, 0, 80 * k * 1.4, py, hsl([30, 4, 76]));
    s.rect(px - 40 * k * 1.4, py - 160 * k, 80 * k * 1.4, 50 * k, "#f2c230");
  }
  // bay lines
  for (let i = 0; i <= 4; i++) {
    const [ax, ay] = room.floor(0.1 + i * 0.2, 0.05);
    const [bx, byy] = room.floor(0.1 + i * 0.2, 0.9);
    s.line(ax, ay, bx, byy, "#f4f4f0", 8);
  }
  void rng;
}

// --- outdoor scenes -------------------------------------------------------------------

function drawGarden(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const horizon = H * 0.5;
  drawSky(s, rng, horizon, rng.pick(["fair", "clear"] as const));
  drawTreeLine(s, rng, horizon, 120);
  drawLawn(s, rng, horizon);
  // mowing stripes
  for (let i = 0; i < 6; i++) {
    const y = horizon + (H - horizon) * (i / 6);
    s.rect(0, y, W, (H - horizon) / 12, "#ffffff", `opacity="0.05"`);
  }
  drawHedge(s, rng, 0, W, horizon + 30, 110);
  for (let i = 0; i < 3; i++) drawTree(s, rng, rng.range(0.1, 0.9) * W, horizon + 40, rng.range(300, 480), rng.pick(["round", "birch", "conifer"] as const));
  // flower border
  for (let i = 0; i < 5; i++) drawBush(s, rng, rng.range(0.05, 0.95) * W, horizon + rng.range(70, 130), rng.range(90, 140), true);
  // terrace deck in the foreground with furniture
  const deckTop = H * 0.78;
  const wood: Col = jitter(rng, [28, 35, 48]);
  s.poly([[0, deckTop], [W, deckTop + 20], [W, H], [0, H]], hsl(wood));
  for (let i = 0; i < 8; i++) {
    const y = deckTop + ((H - deckTop) * i) / 8;
    s.line(0, y, W, y + 20 * (1 - i / 8), hsl(wood, -10), 3);
  }
  const tx = W * rng.range(0.35, 0.6);
  const ty = deckTop + 20;
  s.ellipse(tx, ty - 110, 170, 30, rng.pick(["#2d2d2d", "#f1f1f1", "#8a6a4c"]));
  s.rect(tx - 8, ty - 110, 16, 120, "#555");
  for (const side of [-1, 1]) {
    const cx = tx + side * 240;
    s.rect(cx - 60, ty - 170, 120, 110, "#3b3b3b");
    s.rect(cx - 65, ty - 70, 130, 20, "#3b3b3b");
    s.rect(cx - 55, ty - 50, 10, 70, "#3b3b3b");
    s.rect(cx + 45, ty - 50, 10, 70, "#3b3b3b");
  }
  // parasol
  if (rng.chance(0.6)) {
    s.rect(tx - 4, ty - 430, 8, 330, "#e9e4da");
    s.path(`M${f1(tx - 260)} ${f1(ty - 360)}Q${f1(tx)} ${f1(ty - 520)} ${f1(tx + 260)} ${f1(ty - 360)}Z`, rng.pick(["#f1ede4", "#3a5a7a", "#a7c4a0", "#d98c5f"]));
  }
}

function drawLand(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const horizon = H * rng.range(0.45, 0.55);
  drawSky(s, rng, horizon, rng.pick(["fair", "fair", "clear", "grey"] as const));
  // hills
  const hill: Col = jitter(rng, [95, 25, 50]);
  s.path(`M0 ${f1(horizon)}Q${f1(W * 0.3)} ${f1(horizon - 80)} ${f1(W * 0.6)} ${f1(horizon - 20)}T${f1(W)} ${f1(horizon - 50)}V${f1(horizon + 10)}H0Z`, hsl(hill, -5));
  drawTreeLine(s, rng, horizon + 10, 60, [110, 25, 32]);
  // distant houses
  for (let i = 0; i < rng.int(1, 4); i++) {
    const x = rng.range(0.05, 0.9) * W;
    const w = rng.range(60, 110);
    s.rect(x, horizon - 30, w, 40, hsl(rng.pick(WALLS.render)));
    s.poly([[x - 6, horizon - 30], [x + w / 2, horizon - 62], [x + w + 6, horizon - 30]], hsl(rng.pick(ROOFS)));
  }
  // field with stripes converging
  const g: Col = jitter(rng, [rng.pick([85, 95, 55]), 40, 48], 6, 8, 5);
  s.rect(0, horizon + 8, W, H - horizon, s.lin([[0, hsl(g, -4)], [1, hsl(g, 8)]]));
  for (let i = 0; i < 14; i++) {
    const x0 = (i / 14) * W * 3 - W;
    s.line(W / 2 + (x0 - W / 2) * 0.05, horizon + 10, x0, H, hsl(g, -8), 3, `opacity="0.35"`);
  }
  for (let i = 0; i < rng.int(1, 3); i++) drawTree(s, rng, rng.range(0.05, 0.95) * W, horizon + rng.range(30, 120), rng.range(200, 380), rng.pick(["round", "birch"] as const));
  // fence along the side
  const fenceY = H * 0.8;
  for (let i = 0; i < 9; i++) {
    const x = W * 0.02 + i * W * 0.12;
    s.rect(x, fenceY - 140 + i * 4, 12, 160, "#7a5a3c");
  }
  for (let w = 0; w < 3; w++) s.line(0, fenceY - 120 + w * 40, W, fenceY - 90 + w * 40, "#8b8b8b", 2);
  // "for sale" board
  if (rng.chance(0.6)) {
    const bx = W * rng.range(0.6, 0.8);
    s.rect(bx, fenceY - 240, 12, 300, "#555");
    s.rect(bx + 170, fenceY - 240, 12, 300, "#555");
    s.rect(bx - 10, fenceY - 300, 200, 130, "#b3262c");
    s.rect(bx + 10, fenceY - 280, 160, 40, "#ffffff");
    s.rect(bx + 10, fenceY - 225, 100, 20, "#ffffff");
  }
  // road edge
  s.rect(0, H * 0.94, W, H * 0.06, hsl([220, 5, 40]));
}

function drawOfficeBuilding(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const ground = H * 0.8;
  drawSky(s, rng, ground, rng.pick(["clear", "fair"] as const));
  drawTreeLine(s, rng, ground - 10, 70);
  const bw = rng.range(900, 1150);
  const bx = (W - bw) / 2 + rng.range(-80, 80);
  const floors = rng.int(3, 5);
  const fh = 120;
  const top = ground - floors * fh - 30;
  const tint: Col = jitter(rng, [205, 25, 45], 10, 10, 8);
  s.rect(bx, top, bw, ground - top, s.lin([[0, hsl(tint, 20)], [0.5, hsl(tint)], [1, hsl(tint, -12)]], 0, 0, 1, 1));
  for (let x = bx; x <= bx + bw; x += 90) s.rect(x - 3, top, 6, ground - top, "#c9cdd1");
  for (let f = 0; f <= floors; f++) s.rect(bx, ground - f * fh - 6, bw, 12, "#dfe2e5");
  // solid side core
  const core = rng.chance(0.5);
  if (core) s.rect(bx + bw - 180, top - 40, 180, ground - top + 40, hsl(jitter(rng, [30, 10, 80])));
  // entrance canopy
  s.rect(bx + bw * 0.35, ground - fh * 0.95, 200, 14, "#3a3d42");
  // parking
  s.rect(0, ground, W, H - ground, hsl([220, 5, 42]));
  for (let i = 0; i < 14; i++) s.line(i * 120 + 40, ground + 40, i * 120 - 40, H, "#e8e8e8", 5);
  drawTree(s, rng, bx - 90, ground + 10, 320, "round");
  drawTree(s, rng, bx + bw + 90, ground + 10, 300, "birch");
}

function drawShopFront(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const ground = H * 0.88;
  drawSky(s, rng, ground, "fair");
  const col = jitter(rng, rng.pick([...WALLS.render, ...WALLS.brick]), 4, 4, 3);
  const isBrick = col[1] > 30 && col[2] < 50;
  const bx = 120 + rng.range(-60, 60);
  const bw = W - 240;
  s.rect(bx, ground - 820, bw, 820, isBrick ? brickFill(s, col) : hsl(col));
  s.rect(bx - 10, ground - 840, bw + 20, 30, hsl(col, -20));
  // upper floors windows
  for (let f = 0; f < 2; f++) for (let c = 0; c < 4; c++) drawWindow(s, bx + 70 + c * ((bw - 140) / 4) + 30, ground - 780 + f * 200, 150, 150, { frame: "#ffffff", mullion: true, sill: "#e0ddd6" });
  // shop: fascia, glass, door
  const fascia = rng.pick(["#1f3b57", "#3a3d42", "#7a2e2e", "#2e4a36", "#c7a252"]);
  s.rect(bx, ground - 400, bw, 70, fascia);
  for (let i = 0; i < 6; i++) s.rect(bx + bw * 0.3 + i * 60, ground - 380, 44, 30, "#f4f1ea");
  s.rect(bx, ground - 330, bw, 330, "#2f3338");
  s.rect(bx + 20, ground - 315, bw * 0.62, 300, s.glass);
  s.rect(bx + bw * 0.68, ground - 315, bw * 0.2, 315, s.glass);
  s.rect(bx + bw * 0.77, ground - 315, 6, 315, "#2f3338");
  // display items
  for (let i = 0; i < 6; i++) s.rect(bx + 60 + i * 120, ground - 120 - rng.range(0, 80), 70, rng.range(60, 120), hsl([rng.int(0, 360), 35, 60]), `opacity="0.75"`);
  // awning stripes
  if (rng.chance(0.6)) {
    const ac = rng.pick(["#b3262c", "#1f3b57", "#2e4a36"]);
    for (let i = 0; i < 16; i++) s.poly([[bx + 20 + i * (bw * 0.62) / 16, ground - 330], [bx + 20 + (i + 1) * (bw * 0.62) / 16, ground - 330], [bx + 20 + (i + 1) * (bw * 0.62) / 16, ground - 270], [bx + 20 + i * (bw * 0.62) / 16, ground - 270]], i % 2 ? ac : "#f4f1ea");
  }
  s.rect(0, ground, W, H - ground, hsl([30, 5, 66]));
  drawPlant(s, rng, bx + bw * 0.92, ground + 40, 200);
}

function drawWarehouse(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const ground = H * 0.78;
  drawSky(s, rng, ground, rng.pick(["clear", "fair", "grey"] as const));
  drawTreeLine(s, rng, ground - 10, 60);
  const clad: Col = jitter(rng, rng.pick([[210, 8, 72], [205, 20, 55], [0, 0, 82], [200, 6, 40]] as Col[]), 4, 4, 4);
  const bx = 80;
  const bw = W - 160;
  const bh = rng.range(360, 440);
  s.rect(bx, ground - bh, bw, bh, hsl(clad));
  for (let x = bx; x < bx + bw; x += 24) s.rect(x, ground - bh, 5, bh, hsl(clad, -8));
  s.rect(bx - 8, ground - bh - 14, bw + 16, 18, hsl(clad, -20));
  // office annex
  const ow = 360;
  const ox = rng.chance(0.5) ? bx : bx + bw - ow;
  s.rect(ox, ground - bh + 60, ow, bh - 60, hsl([210, 8, 30]));
  for (let f = 0; f < 2; f++) s.rect(ox + 20, ground - bh + 90 + f * 140, ow - 40, 90, s.glass);
  // docks and doors
  const doors = 4;
  const startX = ox === bx ? bx + ow + 60 : bx + 60;
  for (let i = 0; i < doors; i++) {
    const dx = startX + i * 220;
    s.rect(dx, ground - 250, 170, 250, "#c8ccd0");
    for (let j = 1; j < 6; j++) s.rect(dx, ground - 250 + j * 42, 170, 3, "#9aa0a6");
    s.rect(dx - 10, ground - 20, 190, 20, "#2f2f2f");
    s.rect(dx - 10, ground - 60, 14, 40, "#f2c230");
    s.rect(dx + 166, ground - 60, 14, 40, "#f2c230");
  }
  s.rect(0, ground, W, H - ground, hsl([220, 5, 45]));
  for (let i = 0; i < 8; i++) s.line(i * 220 + 60, ground + 30, i * 220 + 20, H, "#e8e8e8", 4, `opacity="0.7"`);
}

function drawGarageRow(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const ground = H * 0.78;
  drawSky(s, rng, ground, rng.pick(["fair", "grey"] as const));
  drawTreeLine(s, rng, ground - 180, 80);
  const n = rng.int(4, 5);
  const gw = 300;
  const bw = n * gw;
  const bx = (W - bw) / 2;
  const gh = 290;
  const col = jitter(rng, rng.pick([...WALLS.brick, [30, 5, 70] as Col]), 4, 4, 3);
  const isBrick = col[1] > 30 && col[2] < 50;
  s.rect(bx, ground - gh, bw, gh, isBrick ? brickFill(s, col) : hsl(col));
  s.rect(bx - 10, ground - gh - 22, bw + 20, 26, "#4a4f55");
  const doorCol = rng.pick(["#e4e4e0", "#7a8288", "#3c5a7a", "#6b4a33", "#2e4a36"]);
  for (let i = 0; i < n; i++) {
    const dx = bx + i * gw + 35;
    s.rect(dx, ground - 230, gw - 70, 230, doorCol);
    for (let x = dx + 10; x < dx + gw - 70; x += 16) s.rect(x, ground - 225, 4, 220, "rgba(0,0,0,0.12)");
    s.rect(dx + (gw - 70) / 2 - 20, ground - 110, 40, 10, "#333");
  }
  s.rect(0, ground, W, H - ground, hsl([220, 5, 48]));
  s.rect(0, ground, W, 12, hsl([30, 5, 62]));
}

function drawSpanishVilla(s: Svg, rng: Rng): void {
  const { W, H } = s;
  const k = H > W ? W / 1250 : W / 1600;
  const sea = H * (H > W ? 0.34 : 0.42);
  drawSky(s, rng, sea, "south");
  s.rect(0, sea, W, 60 * k, s.lin([[0, "#1f6fa3"], [1, "#2f8fc2"]]));
  // hillside
  s.path(`M0 ${f1(sea + 40 * k)}Q${f1(W * 0.5)} ${f1(sea + 10 * k)} ${f1(W)} ${f1(sea + 50 * k)}V${f1(H)}H0Z`, hsl([40, 30, 70]));
  // villa: white cubes
  const vx = W * rng.range(0.12, 0.28);
  const ground = H * (H > W ? 0.6 : 0.68);
  const vw = W * 0.62;
  s.rect(vx, ground - 260 * k, vw * 0.6, 260 * k, "#f7f5f0");
  s.rect(vx + vw * 0.45, ground - 400 * k, vw * 0.55, 400 * k, "#fbfaf6");
  s.rect(vx - 10, ground - 270 * k, vw * 0.6 + 20, 14 * k, "#e6e1d6");
  s.rect(vx + vw * 0.45 - 10, ground - 410 * k, vw * 0.55 + 20, 14 * k, "#e6e1d6");
  // glass and wood
  s.rect(vx + vw * 0.05, ground - 200 * k, vw * 0.35, 200 * k, s.glass);
  s.rect(vx + vw * 0.52, ground - 360 * k, vw * 0.4, 130 * k, s.glass);
  s.rect(vx + vw * 0.52, ground - 190 * k, vw * 0.4, 190 * k, s.glass);
  s.rect(vx + vw * 0.48, ground - 400 * k, vw * 0.03, 400 * k, "#b08a62");
  // terracotta terrace and pool
  s.rect(0, ground, W, H - ground, hsl([25, 35, 78]));
  const py = ground + (H - ground) * 0.25;
  const pool = s.lin([[0, "#5fd3e6"], [1, "#1aa3c4"]]);
  s.poly([[W * 0.1, py], [W * 0.92, py], [W * 0.98, H * 0.96], [W * 0.02, H * 0.96]], "#f2efe8");
  s.poly([[W * 0.13, py + 14 * k], [W * 0.89, py + 14 * k], [W * 0.95, H * 0.93], [W * 0.05, H * 0.93]], pool);
  for (let i = 0; i < 14; i++) {
    const y = py + rng.range(0.1, 0.9) * (H * 0.93 - py);
    const x = W * rng.range(0.15, 0.8);
    s.path(`M${f1(x)} ${f1(y)}q${f1(30 * k)} ${f1(-10 * k)} ${f1(60 * k)} 0t${f1(60 * k)} 0`, "none", `stroke="#ffffff" stroke-width="${f1(3 * k)}" opacity="0.5"`);
  }
  // loungers
  for (let i = 0; i < 2; i++) {
    const lx = W * (0.62 + i * 0.13);
    s.poly([[lx, py - 20 * k], [lx + 160 * k, py - 20 * k], [lx + 170 * k, py - 5 * k], [lx - 10 * k, py - 5 * k]], "#ffffff");
    s.poly([[lx, py - 20 * k], [lx - 30 * k, py - 80 * k], [lx - 10 * k, py - 85 * k], [lx + 20 * k, py - 20 * k]], "#ffffff");
  }
  // palms
  for (const px of [W * 0.06, W * rng.range(0.85, 0.95)]) drawPalm(s, rng, px, ground + 30 * k, rng.range(480, 600) * k);
  // bougainvillea
  for (let i = 0; i < 12; i++) s.circle(vx + rng.range(0, 0.3) * vw, ground - rng.range(0, 240) * k, rng.range(12, 26) * k, rng.pick(["#c2185b", "#d81b60", "#ad1457"]));
}

function drawPalm(s: Svg, rng: Rng, x: number, baseY: number, h: number): void {
  const lean = rng.range(-0.15, 0.15) * h;
  s.path(`M${f1(x - h * 0.025)} ${f1(baseY)}Q${f1(x + lean * 0.3)} ${f1(baseY - h * 0.5)} ${f1(x + lean)} ${f1(baseY - h)}L${f1(x + lean + h * 0.03)} ${f1(baseY - h)}Q${f1(x + lean * 0.3 + h * 0.04)} ${f1(baseY - h * 0.5)} ${f1(x + h * 0.025)} ${f1(baseY)}Z`, "#8a6a4c");
  const tx = x + lean + h * 0.015;
  const ty = baseY - h;
  for (let i = 0; i < 9; i++) {
    const a = (i / 9) * Math.PI * 2;
    const ex = tx + Math.cos(a) * h * 0.3;
    const ey = ty + Math.sin(a) * h * 0.12 + h * 0.08;
    s.path(`M${f1(tx)} ${f1(ty)}Q${f1((tx + ex) / 2)} ${f1(ty - h * 0.1)} ${f1(ex)} ${f1(ey)}Q${f1((tx + ex) / 2)} ${f1(ty - h * 0.02)} ${f1(tx)} ${f1(ty)}Z`, hsl(jitter(rng, [110, 45, 32])));
  }
}

function drawResidenceRender(s: Svg, rng: Rng, variant: number): void {
  const { W, H } = s;
  const ground = H * 0.8;
  drawSky(s, rng, ground, variant === 0 ? "clear" : "fair");
  drawTreeLine(s, rng, ground - 20, 80);
  s.rect(0, ground - 20, W, H - ground + 20, hsl([95, 40, 48]));
  // two volumes, white brick + wood cladding, generous balconies
  const vols = variant === 0 ? [[180, 560, 4], [760, 660, 3]] : [[120, 700, 3], [860, 600, 4]];
  for (const [x, w, floors] of vols as Array<[number, number, number]>) {
    const fh = 120;
    const top = ground - floors * fh - 20;
    s.rect(x, top, w, ground - top, brickFill(s, [40, 12, 92], 0.9));
    s.rect(x + w * 0.55, top, w * 0.45, ground - top, "#b98a5a");
    for (let i = 0; i < w * 0.45; i += 12) s.rect(x + w * 0.55 + i, top, 2, ground - top, "#a47448");
    s.rect(x - 6, top - 10, w + 12, 14, "#3a3d42");
    for (let f = 0; f < floors; f++) {
      const y = ground - (f + 1) * fh;
      for (let c = 0; c < 3; c++) drawWindow(s, x + 30 + c * (w / 3.2), y + 14, w / 4.5, fh * 0.78, { frame: "#3a3d42", mullion: false });
      if (f > 0) {
        s.rect(x - 20, y + fh - 10, w * 0.6, 12, "#e6e3dc");
        s.rect(x - 20, y + fh - 52, w * 0.6, 42, "#cfe2ec", `opacity="0.5"`);
      }
    }
  }
  for (let i = 0; i < 5; i++) drawTree(s, rng, 100 + i * 350 + rng.range(-40, 40), ground + 60, rng.range(220, 300), i % 2 ? "birch" : "round");
  s.poly([[W * 0.45, H], [W * 0.55, H], [W * 0.52, ground], [W * 0.48, ground]], "#d9d4cb");
}

function drawPicture(p: PoolPicture): string {
  const rng = new Rng(hashString(p.name));
  const s = new Svg(p.w, p.h);
  switch (p.kind) {
    case "maison":
      drawHouse(s, rng, false);
      break;
    case "villa":
      drawHouse(s, rng, true);
      break;
    case "appartement":
      drawApartmentBuilding(s, rng);
      break;
    case "immeuble":
      drawTownhouseRow(s, rng);
      break;
    case "salon":
      drawSalon(s, rng);
      break;
    case "cuisine":
      drawKitchen(s, rng);
      break;
    case "chambre":
      drawBedroom(s, rng);
      break;
    case "salle-de-bain":
      drawBathroom(s, rng);
      break;
    case "jardin":
      drawGarden(s, rng);
      break;
    case "terrain":
      drawLand(s, rng);
      break;
    case "bureaux":
      drawOfficeBuilding(s, rng);
      break;
    case "bureau-interieur":
      drawOfficeInterior(s, rng);
      break;
    case "commerce":
      drawShopFront(s, rng);
      break;
    case "commerce-interieur":
      drawShopInterior(s, rng);
      break;
    case "entrepot":
      if (p.index < 3) drawWarehouse(s, rng);
      else drawWarehouseInterior(s, rng);
      break;
    case "garage":
      if (p.index < 4) drawGarageRow(s, rng);
      else drawParkingInterior(s, rng);
      break;
    case "espagne":
      if (p.index === 5) drawSalon(s, rng, true);
      else drawSpanishVilla(s, rng);
      break;
    case "projet-wavre":
      if (p.index < 2) drawResidenceRender(s, rng, p.index);
      else if (p.index === 2) drawSalon(s, rng, true);
      else if (p.index === 3) drawKitchen(s, rng, true);
      else if (p.index === 4) drawBedroom(s, rng);
      else drawBathroom(s, rng);
      break;
  }
  return s.toString();
}

async function renderPool(pictures: PoolPicture[]): Promise<number> {
  await mkdir(PICTURES_DIR, { recursive: true });
  const wanted = new Set(pictures.map((p) => p.name));
  for (const f of await readdir(PICTURES_DIR)) {
    if (f.endsWith(".jpg") && !wanted.has(f)) await rm(path.join(PICTURES_DIR, f));
  }
  let bytes = 0;
  const queue = [...pictures];
  const worker = async () => {
    for (let p = queue.shift(); p; p = queue.shift()) {
      const svg = drawPicture(p);
      const buf = await sharp(Buffer.from(svg))
        .resize(p.w, p.h)
        .jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
        .toBuffer();
      await writeFile(path.join(PICTURES_DIR, p.name), buf);
      bytes += buf.length;
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return bytes;
}

// ---------------------------------------------------------------------------
// Main
// ---------------------------------------------------------------------------

async function main(): Promise<void> {
  const t0 = performance.now();
  const { catalogue, poolUsed } = buildCatalogue();
  const parsed = catalogueSchema.safeParse(catalogue);
  if (!parsed.success) {
    for (const line of formatCatalogueIssues(parsed.error).slice(0, 40)) console.error(line);
    throw new Error("generated catalogue does not match the schema");
  }
  const referenced = new Set<string>();
  for (const l of catalogue.listings) for (const p of l.Pictures) referenced.add(p.Name);
  for (const p of catalogue.projects) for (const q of p.Pictures) referenced.add(q.Name);
  const toRender = poolUsed.filter((p) => referenced.has(p.name));
  const bytes = await renderPool(toRender);
  await mkdir(path.dirname(SNAPSHOT_FILE), { recursive: true });
  await writeFile(SNAPSHOT_FILE, JSON.stringify(catalogue, null, 2) + "\n");
  const l = catalogue.listings;
  console.log(
    `Wrote ${path.relative(ROOT, SNAPSHOT_FILE)}: ${l.length} listings (${l.filter((x) => x.Goal === 0).length} sale / ${l.filter((x) => x.Goal === 1).length} rent), ` +
      `${catalogue.projects.length} project, ${catalogue.categories.length} categories, ${catalogue.cities.all.length} cities; ` +
      `${toRender.length} pictures (${(bytes / 1024 / 1024).toFixed(1)} MB) in ${((performance.now() - t0) / 1000).toFixed(1)} s.`,
  );
}

/** Development aid: `--preview DIR [kind…]` renders pool pictures to DIR only. */
async function preview(dir: string, kinds: string[]): Promise<void> {
  const pool = [...buildPool().values()].flat().filter((p) => kinds.length === 0 || kinds.includes(p.kind) || kinds.includes(p.name));
  await mkdir(dir, { recursive: true });
  let bytes = 0;
  for (const p of pool) {
    const buf = await sharp(Buffer.from(drawPicture(p))).jpeg({ quality: JPEG_QUALITY, mozjpeg: true }).toBuffer();
    await writeFile(path.join(dir, p.name), buf);
    bytes += buf.length;
  }
  console.log(`${pool.length} pictures, ${(bytes / 1024).toFixed(0)} KB in ${dir}`);
}

const previewAt = process.argv.indexOf("--preview");
if (previewAt >= 0) await preview(process.argv[previewAt + 1] ?? "/tmp/catalogue-preview", process.argv.slice(previewAt + 2));
else await main();
