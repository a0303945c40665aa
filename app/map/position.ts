/**
 * Where a map may draw a listing or a project (ADR 041). A property whose owner keeps the address
 * private (`PublishAddress` / `PublicAddress` false), or every property when the site hides towns,
 * is drawn as the cell of a fixed grid of about 500 m that holds it: the cell's centre and its
 * bounds, the same for every house in the cell, so its centre is not the house and nothing on a
 * page, in the map frame's message or in a map image carries the exact coordinates.
 */

/** A position a map may show: exact, or the area (about 500 m across) that holds the property. */
export type MapPosition = {
  lat: number;
  lng: number;
  /** Set when the position is an area: its south-west and north-east corners. */
  area: { south: number; west: number; north: number; east: number } | null;
};

/** The grid's cells: 0.005° of latitude (556 m) by 0.0075° of longitude (about 530 m at 50° N). */
export const AREA_CELL = { lat: 0.005, lng: 0.0075 } as const;

/**
 * Where the grid starts: off the round values, so that a cell's centre (written to 6 decimals)
 * never falls on coordinates a catalogue writes to 4 or 5 decimals (a house at a centre would be
 * drawn at its place).
 */
const GRID_ORIGIN = { lat: 0.0013337, lng: 0.0021113 } as const;

/** Rounded to 6 decimals (about 0.1 m): a cell's corners without floating-point noise. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;

/** The grid cell that holds a point, as a map position. */
export function areaOf(lat: number, lng: number): MapPosition {
  const south = round(Math.floor((lat - GRID_ORIGIN.lat) / AREA_CELL.lat) * AREA_CELL.lat + GRID_ORIGIN.lat);
  const west = round(Math.floor((lng - GRID_ORIGIN.lng) / AREA_CELL.lng) * AREA_CELL.lng + GRID_ORIGIN.lng);
  const north = round(south + AREA_CELL.lat);
  const east = round(west + AREA_CELL.lng);
  return { lat: round((south + north) / 2), lng: round((west + east) / 2), area: { south, west, north, east } };
}

/** Coordinates a map can draw: (0, 0) is how a catalogue says "not placed". */
export function isPlaced(place: { Latitude: number; Longitude: number }): boolean {
  return Number.isFinite(place.Latitude) && Number.isFinite(place.Longitude) && !(place.Latitude === 0 && place.Longitude === 0);
}

/**
 * The position a map shows for a listing or a project; null when it is not placed. `published` is
 * the record's own flag (`PublishAddress` on a listing, `PublicAddress` on a project); `hideCity`
 * the site's option (spec §5), under which no property is drawn at its exact place either.
 */
export function mapPosition(place: { Latitude: number; Longitude: number }, published: boolean, hideCity: boolean): MapPosition | null {
  if (!isPlaced(place)) return null;
  if (!published || hideCity) return areaOf(place.Latitude, place.Longitude);
  return { lat: place.Latitude, lng: place.Longitude, area: null };
}
