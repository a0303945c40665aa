/**
 * The address of a map picture the server composes from tiles (ADR 041): its key carries the
 * pins to draw (number, position, whether it is an area), as the frame's message gives them, so
 * already privacy-safe (app/map/position.ts), and the tile source; it is signed with
 * SESSION_SECRET (app/http/signature.server.ts), so that nobody else can make the server fetch
 * tiles or fill its cache. A key changes when a position does, that is with the catalogue.
 *
 * Layout, base64url: a version byte, the tile source's 4 bytes (tileSourceId), then 9 bytes a pin:
 * its number (7 bits) and whether it is an area (the top bit), its latitude and longitude in
 * millionths of a degree (signed 32-bit). An area is written as its centre: the grid gives its
 * bounds back (areaOf). 50 pins make a key of about 650 characters.
 */
import { createHash } from "node:crypto";
import { sign, unsign } from "~/http/signature.server";
import { mapImageHref } from "~/routing/route-table";
import { drawnProperties, type PlacedPin } from "./map-fit.server";
import { MAP_MESSAGE_MAX_PROPERTIES, type MapMessage } from "./map-message";
import { areaOf } from "./position";
import { tileSourceId, type TileSource } from "./tiles.server";

/** The key's layout and the picture's drawing: a new version makes new addresses (and pictures) for every list. */
const KEY_VERSION = 1;
const HEADER_BYTES = 5;
const PIN_BYTES = 9;
const AREA_BIT = 0x80;
const MICRO = 1e6;
/** Web Mercator ends about here. */
const MAX_LATITUDE = 85;

if (MAP_MESSAGE_MAX_PROPERTIES >= AREA_BIT) throw new Error("a pin's number must fit in 7 bits");

/** A picture asked for: its pins, and a name for it that changes with them (its cache file, its ETag). */
export type MapImageRequest = { id: string; pins: PlacedPin[] };

/** The key of a list's picture, signed; null when the list has no pin to draw. */
export function mapImageKey(message: Pick<MapMessage, "properties" | "ignore">, source: TileSource, secret: string): string | null {
  const pins = drawnProperties(message.properties, message.ignore);
  if (pins.length === 0) return null;
  const bytes = Buffer.alloc(HEADER_BYTES + PIN_BYTES * pins.length);
  bytes.writeUInt8(KEY_VERSION, 0);
  Buffer.from(tileSourceId(source), "hex").copy(bytes, 1);
  pins.forEach(({ number, position }, index) => {
    const at = HEADER_BYTES + PIN_BYTES * index;
    bytes.writeUInt8(number | (position.area ? AREA_BIT : 0), at);
    bytes.writeInt32BE(Math.round(position.lat * MICRO), at + 1);
    bytes.writeInt32BE(Math.round(position.lng * MICRO), at + 5);
  });
  return sign(bytes.toString("base64url"), secret);
}

/** The address of a list's picture (app/routes/map-image.ts); null when the list has no pin to draw. */
export function mapImageSrc(message: Pick<MapMessage, "properties" | "ignore">, source: TileSource, secret: string): string | null {
  const key = mapImageKey(message, source, secret);
  return key === null ? null : mapImageHref(key);
}

/** The pins of a key this server signed for this tile source; null for any other (forged, altered, malformed, old). */
export function readMapImageKey(key: string, source: TileSource, secret: string): MapImageRequest | null {
  const value = unsign(key, secret);
  if (value === null || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const bytes = Buffer.from(value, "base64url");
  const count = (bytes.length - HEADER_BYTES) / PIN_BYTES;
  if (!Number.isInteger(count) || count < 1 || count > MAP_MESSAGE_MAX_PROPERTIES) return null;
  if (bytes.readUInt8(0) !== KEY_VERSION || bytes.subarray(1, HEADER_BYTES).toString("hex") !== tileSourceId(source)) return null;
  const pins: PlacedPin[] = [];
  for (let index = 0; index < count; index += 1) {
    const at = HEADER_BYTES + PIN_BYTES * index;
    const first = bytes.readUInt8(at);
    const number = first & ~AREA_BIT;
    const lat = bytes.readInt32BE(at + 1) / MICRO;
    const lng = bytes.readInt32BE(at + 5) / MICRO;
    if (number < 1 || Math.abs(lat) > MAX_LATITUDE || Math.abs(lng) > 180) return null;
    pins.push({ number, position: first & AREA_BIT ? areaOf(lat, lng) : { lat, lng, area: null } });
  }
  return { id: createHash("sha256").update(bytes).digest("base64url").slice(0, 32), pins };
}
