/**
 * Where a list's map looks and where its pins fall (ADR 041): the one view that both maps the
 * server makes share, the SVG drawn on the countries' outlines (app/map/outline-map.server.ts) and
 * the picture composed from the configured tiles (app/map/map-picture.server.ts). Web Mercator,
 * fitted to the pins with room around them, at least a minimum span across.
 */
import { geoMercator, type GeoPermissibleObjects, type GeoProjection } from "d3-geo";
import type { MapProperty } from "./map-message";
import { MAP_SIZE } from "./map-size";
import type { MapPosition } from "./position";

/**
 * The least a map spans, in degrees of latitude: a list's towns are seen with some land around
 * them (about 30 km); a single property within its region (about 200 km), where the outlines say
 * something.
 */
const MIN_SPAN = { list: 0.3, single: 1.8 } as const;

/** Room around the pins: a pin (drawn upwards) and its number stay inside. */
const PADDING = 40;

/** What a map needs of a property to place its pin: its number on the list and where it may be shown. */
export type PlacedPin = { number: number; position: MapPosition };

/** A pin where the map draws it (to a tenth of a unit); an area's bounds too. */
export type FittedPin<P extends PlacedPin> = {
  pin: P;
  x: number;
  y: number;
  area: { x: number; y: number; width: number; height: number } | null;
};

export type MapFit<P extends PlacedPin> = {
  width: number;
  height: number;
  /** Longitude and latitude to the map's units; its clip is the map's box. */
  projection: GeoProjection;
  pins: FittedPin<P>[];
};

export const round = (value: number) => Math.round(value * 10) / 10;

/** The properties a map draws: those of the message its `ignore` does not name (not placed). */
export function drawnProperties<P extends Pick<MapProperty, "id">>(properties: readonly P[], ignore: readonly number[]): P[] {
  return properties.filter((property) => !ignore.includes(property.id));
}

/** The view of a list's pins and where each falls in it; null without a pin. */
export function fitMap<P extends PlacedPin>(pins: readonly P[]): MapFit<P> | null {
  if (pins.length === 0) return null;
  const { width, height } = MAP_SIZE;

  // The view: the pins' bounds, at least MIN_SPAN across, fitted inside the padding.
  const lats = pins.flatMap(({ position }) => (position.area ? [position.area.south, position.area.north] : [position.lat]));
  const lngs = pins.flatMap(({ position }) => (position.area ? [position.area.west, position.area.east] : [position.lng]));
  let [south, north, west, east] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const minSpan = pins.length === 1 ? MIN_SPAN.single : MIN_SPAN.list;
  if (north - south < minSpan) [south, north] = [(south + north) / 2 - minSpan / 2, (south + north) / 2 + minSpan / 2];
  const lngSpan = minSpan / Math.cos((((south + north) / 2) * Math.PI) / 180);
  if (east - west < lngSpan) [west, east] = [(west + east) / 2 - lngSpan / 2, (west + east) / 2 + lngSpan / 2];
  const corners: GeoPermissibleObjects = {
    type: "MultiPoint",
    coordinates: [
      [west, south],
      [east, north],
    ],
  };
  const projection = geoMercator()
    .fitExtent(
      [
        [PADDING, PADDING],
        [width - PADDING, height - PADDING],
      ],
      corners,
    )
    .clipExtent([
      [0, 0],
      [width, height],
    ]);

  const fitted = pins.map((pin) => {
    const { position } = pin;
    const [x, y] = projection([position.lng, position.lat])!;
    let area: FittedPin<P>["area"] = null;
    if (position.area) {
      const [left, top] = projection([position.area.west, position.area.north])!;
      const [right, bottom] = projection([position.area.east, position.area.south])!;
      area = { x: round(left), y: round(top), width: round(right - left), height: round(bottom - top) };
    }
    return { pin, x: round(x), y: round(y), area };
  });
  return { width, height, projection, pins: fitted };
}
