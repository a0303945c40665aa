/**
 * The map the server draws (ADR 041): an SVG of the land and the borders around a list's
 * properties, fitted to them as the picture from tiles is (app/map/map-fit.server.ts), with a
 * numbered pin per property (the numbers of the list beside it) and the towns' names. It needs
 * no JavaScript, no picture and no third party: the outlines are Natural Earth's, from the
 * `world-atlas` package, projected with `d3-geo`. A property whose address is not published is
 * drawn as its area (app/map/position.ts), never as a point.
 */
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { geoBounds, geoPath, type GeoPermissibleObjects } from "d3-geo";
import type { Feature, FeatureCollection, MultiLineString } from "geojson";
import { feature, mesh } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import { drawnProperties, fitMap, round } from "./map-fit.server";
import type { MapProperty } from "./map-message";

export type OutlineMap = {
  width: number;
  height: number;
  /** The land in view, one path. */
  land: string;
  /** The borders between countries in view, one path. */
  borders: string;
  pins: { id: number; number: number; x: number; y: number; area: { x: number; y: number; width: number; height: number } | null }[];
  /** Town names, placed at their pins, none over another. */
  labels: { name: string; x: number; y: number }[];
};

type Outlines = { land: Feature[]; bounds: [[number, number], [number, number]][]; borders: MultiLineString };

let outlines: Promise<Outlines> | null = null;

/** Natural Earth's countries at 1:50 million, read once, with each country's bounds. */
function loadOutlines(): Promise<Outlines> {
  outlines ??= (async () => {
    const file = createRequire(import.meta.url).resolve("world-atlas/countries-50m.json");
    const topology = JSON.parse(await readFile(file, "utf8")) as Topology<{ countries: GeometryCollection }>;
    const countries = feature(topology, topology.objects.countries) as FeatureCollection;
    return {
      land: countries.features,
      bounds: countries.features.map((country) => geoBounds(country as GeoPermissibleObjects)),
      borders: mesh(topology, topology.objects.countries, (a, b) => a !== b),
    };
  })();
  outlines.catch(() => (outlines = null));
  return outlines;
}

/** The drawing of a list's map: properties not placed (in the message's `ignore`) left out. */
export async function outlineMap(
  properties: readonly MapProperty[],
  ignore: readonly number[],
  towns: ReadonlyMap<number, string>,
): Promise<OutlineMap | null> {
  const fit = fitMap(drawnProperties(properties, ignore));
  if (!fit) return null;
  const { land, bounds, borders } = await loadOutlines();
  const { width, height, projection } = fit;
  const path = geoPath(projection).digits(1);

  // The countries whose bounds meet the view (the view's own corners, back from the projection).
  const [viewWest, viewNorth] = projection.invert!([0, 0])!;
  const [viewEast, viewSouth] = projection.invert!([width, height])!;
  const inView = land.filter((_, index) => {
    const [[w, s], [e, n]] = bounds[index]!;
    return w <= viewEast && e >= viewWest && s <= viewNorth && n >= viewSouth;
  });

  const pins = fit.pins.map(({ pin: { id, number }, x, y, area }) => ({ id, number, x, y, area }));

  return {
    width,
    height,
    land: path({ type: "FeatureCollection", features: inView }) ?? "",
    borders: path(borders) ?? "",
    pins,
    labels: townLabels(pins, towns, width),
  };
}

/** Each town's name below the middle of its pins, the towns with most pins first; a name that would cover another is left out. */
function townLabels(pins: OutlineMap["pins"], towns: ReadonlyMap<number, string>, width: number): OutlineMap["labels"] {
  const byTown = new Map<string, { x: number; y: number }[]>();
  for (const pin of pins) {
    const town = towns.get(pin.id);
    if (town) byTown.set(town, [...(byTown.get(town) ?? []), pin]);
  }
  const placed: { name: string; x: number; y: number }[] = [];
  for (const [name, at] of [...byTown].sort(([, a], [, b]) => b.length - a.length)) {
    // About 7 units a letter at the label's size; 18 units a line. Kept inside the drawing.
    const halfWidth = (name.length * 7) / 2 + 4;
    const middle = at.reduce((sum, pin) => sum + pin.x, 0) / at.length;
    const x = round(Math.min(Math.max(middle, halfWidth), width - halfWidth));
    const y = round(at.reduce((sum, pin) => sum + pin.y, 0) / at.length + 18);
    const covers = placed.some(
      (label) => Math.abs(label.x - x) < halfWidth + (label.name.length * 7) / 2 + 4 && Math.abs(label.y - y) < 18,
    );
    if (!covers) placed.push({ name, x, y });
  }
  return placed;
}

/** The region the interactive map's own base layer covers: Europe, where the catalogue's countries are. */
const BASE_LAYER_BOUNDS = { west: -25, east: 45, south: 34, north: 72 } as const;

let baseLayer: Promise<{ json: string; etag: string }> | null = null;

/**
 * The interactive map's own base layer when no tiles are configured: the countries of Europe as
 * GeoJSON, to about 100 m (3 decimals), made once (app/routes/map-outline.ts serves it).
 */
export function baseLayerGeoJson(): Promise<{ json: string; etag: string }> {
  baseLayer ??= loadOutlines().then(({ land, bounds }) => {
    const { west, east, south, north } = BASE_LAYER_BOUNDS;
    const roundCoordinates = (value: unknown): unknown =>
      typeof value === "number" ? Math.round(value * 1000) / 1000 : (value as unknown[]).map(roundCoordinates);
    const features = land
      .filter((_, index) => {
        const [[w, s], [e, n]] = bounds[index]!;
        return e > west && w < east && n > south && s < north;
      })
      .map((country) => ({
        type: "Feature",
        properties: {},
        geometry: {
          type: country.geometry.type,
          coordinates: roundCoordinates((country.geometry as { coordinates: unknown }).coordinates),
        },
      }));
    const json = JSON.stringify({ type: "FeatureCollection", features });
    return { json, etag: `"${createHash("sha256").update(json).digest("base64url").slice(0, 22)}"` };
  });
  baseLayer.catch(() => (baseLayer = null));
  return baseLayer;
}
