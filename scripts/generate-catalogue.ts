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
}

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
      return rng.pick([`Immeuble de rapport de 3 unités entièrement loué`, `Maison de maître divisée en 4 appartements`, `Immeuble mixte : commerce et 2 appartements`]);
    case 6:
      return rng.pick(
        rent
          ? [`Rez commercial avec vitrine sur rue passante`, `Surface commerciale de ${l.SurfaceTotal} m² en plein centre`]
          : [`Commerce avec appartement aux étages`, `Surface commerciale de ${l.SurfaceTotal} m² bien située`],
      );
    case 8:
      return rng.pick([`Entrepôt de ${l.SurfaceTotal} m² avec bureaux et quai de chargement`, `Atelier avec bureaux dans le zoning`]);
    case 9:
      return rng.pick([`Bureaux de ${l.SurfaceOffice} m² avec parkings`, `Plateau de bureaux rénové, accès rapide ${ctx.city?.road ? "aux axes routiers" : ""}`.trim()]);
    case 7:
      return rng.pick([`Garage fermé au centre-ville`, `Emplacement de parking en sous-sol`, `Box de garage sécurisé`]);
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
        rng.pick([
          `Il se compose de trois appartements d'une chambre et d'un duplex, tous loués avec des baux enregistrés.`,
          `Le rez-de-chaussée commercial et les deux appartements aux étages génèrent un revenu locatif annuel d'environ ${frNum(round((l.Price ?? 400_000) * 0.052, 100))} €.`,
        ]),
      );
      break;
    case 6:
      sentences.push(`Surface commerciale de ${l.SurfaceTotal} m² ${at}, sur un axe à fort passage.`);
      sentences.push(rng.pick([`Large vitrine de ${l.FrontWidth} m, réserve et sanitaire.`, `Elle comprend un espace de vente ouvert, une réserve, une kitchenette et un WC.`]));
      break;
    case 8:
      sentences.push(`Bâtiment semi-industriel de ${l.SurfaceTotal} m² ${at}, à proximité immédiate ${ofThe(ctx.city?.road ?? "l'autoroute")}.`);
      sentences.push(`Il comprend un entrepôt d'une hauteur libre de ${rng.int(6, 10)} m avec ${rng.int(1, 3)} porte${"s"} sectionnelle${"s"}, ainsi que ${l.SurfaceOffice} m² de bureaux équipés.`);
      break;
    case 9:
      sentences.push(`Plateau de bureaux de ${l.SurfaceOffice} m² ${at}, ${l.Floor ? `au ${floorText(l.Floor)}` : "au rez-de-chaussée"} d'un immeuble ${l.Lift ? "avec ascenseur" : "de caractère"}.`);
      sentences.push(rng.pick([`Espaces modulables, salle de réunion, kitchenette et sanitaires.`, `L'aménagement actuel comprend un accueil, quatre bureaux fermés et un open space.`]));
      break;
    case 7:
      sentences.push(rng.pick([`Garage fermé ${at}, avec porte basculante.`, `Emplacement de parking en sous-sol sécurisé ${at}, accès par badge.`]));
      sentences.push(`Idéal pour un riverain ou comme placement.`);
      break;
  }

  // 2. outdoor, tech, location, closing (optional)
  const optional: string[] = [];
  if (l.Garden && l.SurfaceGarden) optional.push(rng.pick([`À l'arrière, un beau jardin de ${l.SurfaceGarden} m² orienté ${ctx.orientation} offre calme et intimité.`, `Le jardin de ${l.SurfaceGarden} m², exposé ${ctx.orientation}, est prolongé par une terrasse.`]));
  if (l.Terrace && l.SurfaceTerrace && !l.Garden) optional.push(`Une terrasse de ${l.SurfaceTerrace} m² orientée ${ctx.orientation} prolonge le séjour.`);
  if (l.Garages) optional.push(`${l.Garages > 1 ? `${l.Garages} garages` : "Un garage"}${l.Parkings ? ` et ${l.Parkings} emplacement${l.Parkings > 1 ? "s" : ""} extérieur${l.Parkings > 1 ? "s" : ""}` : ""} complète${l.Garages > 1 ? "nt" : ""} ce bien.`);
  if (l.Heating) optional.push(`Chauffage ${HEATING_PHRASE[l.Heating] ?? lowerFirst(l.Heating)}, ${lowerFirst(l.Glazing ?? "Double vitrage")} et châssis ${lowerFirst(l.WindowFrame ?? "PVC")}${l.EPCLabelText ? ` (PEB ${l.EPCLabelText})` : ""}.`);
  if (plan.spanish) {
    optional.push(`La plage et le centre ${ofCity} sont à quelques minutes, l'aéroport à moins d'une heure.`);
    optional.push(`Idéal comme résidence secondaire ou pour un investissement locatif saisonnier.`);
  } else if (ctx.city) {
    optional.push(rng.pick([`Proche de toutes les commodités : écoles, commerces et ${ctx.city.transport}.`, `Accès rapide ${toThe(ctx.city.road)} ; ${ctx.city.transport} à quelques minutes.`, `Écoles, crèches et commerces de proximité se trouvent dans un rayon d'un kilomètre.`]));
  }
  if (rent) optional.push(rng.pick([`Disponible ${rng.pick(["immédiatement", "au 1er avril", "au 1er mai", "à convenir"])} ; garantie locative de 3 mois.`, `Bail de 3, 6 ou 9 ans ; animaux acceptés sur demande.`, `Visites sur rendez-vous auprès de notre agence.`]));
  else optional.push(rng.pick([`Visites sur rendez-vous auprès de notre agence.`, `Une opportunité à ne pas manquer : contactez-nous pour une visite.`, `Idéal pour un premier achat ou un investissement locatif.`, `Libre à l'acte.`]));

  const extra = rng.sample(optional, rng.int(Math.max(1, 3 - sentences.length), Math.min(optional.length, 6 - sentences.length)));
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
  const landscape = (k: PictureKind) => get(k).filter((p) => p.w > p.h);
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
        cover = rng.pick(get("terrain"));
        rest = ["terrain", "terrain", "terrain", "jardin", "terrain"];
        break;
      case 5:
        cover = rng.pick(landscape("immeuble"));
        rest = ["salon", "cuisine", "chambre", "salle-de-bain", "immeuble", "salon"];
        break;
      case 6:
        cover = rng.pick(get("commerce"));
        rest = ["commerce-interieur", "commerce-interieur", "commerce", "salle-de-bain", "bureau-interieur"];
        break;
      case 8:
        cover = rng.pick(get("entrepot"));
        rest = ["entrepot", "entrepot", "bureau-interieur", "bureau-interieur", "garage"];
        break;
      case 9:
        cover = rng.pick(get("bureaux"));
        rest = ["bureau-interieur", "bureau-interieur", "bureau-interieur", "bureaux", "cuisine"];
        break;
      case 7:
        cover = rng.pick(get("garage"));
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
    const ctx: Ctx = { rng, plan, region, cityName, city: c, l, orientation: rng.pick(ORIENTATIONS) };
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

function drawPicture(p: PoolPicture): string {
  const rng = new Rng(hashString(p.name));
  const hue = rng.int(0, 360);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${p.w}" height="${p.h}" viewBox="0 0 ${p.w} ${p.h}">
<rect width="100%" height="100%" fill="hsl(${hue},40%,70%)"/>
<rect x="${p.w * 0.2}" y="${p.h * 0.3}" width="${p.w * 0.6}" height="${p.h * 0.5}" fill="hsl(${(hue + 40) % 360},30%,45%)"/>
</svg>`;
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

await main();
