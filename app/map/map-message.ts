/**
 * The messages between a page and its map frame (spec §7, ADR 041), typed once here and checked
 * with zod on arrival. The frame says `ready` once it listens; the page posts one `map` message
 * 50 ms after the frame has loaded and is ready (spec §9); afterwards page and frame tell each
 * other which property the visitor points at (`highlight`). Both post with the site's own origin as `targetOrigin` and read only messages
 * from it; a message that does not parse is logged and ignored, never drawn.
 */
import { z } from "zod";

/** At most this many properties in one message: a list page shows 12, search results up to 50. */
export const MAP_MESSAGE_MAX_PROPERTIES = 100;

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
/** A path on this site ("/fr/…", "/media/…"): never another site's address, nor "//host". */
const sitePath = z
  .string()
  .max(500)
  .regex(/^\/(?!\/)[^\s\\]*$/, "a path on this site");

export const mapPropertySchema = z.strictObject({
  id: z.int().positive(),
  /** The pin's number, the same as on the list beside the map. */
  number: z.int().positive(),
  title: z.string().min(1).max(300),
  /** The price as the page shows it ("€ 245.000", "Price on request"). */
  price: z.string().max(100),
  /** Exact, or the cell of about 500 m that holds a property whose address is not published (app/map/position.ts). */
  position: z.strictObject({
    lat: latitude,
    lng: longitude,
    area: z.strictObject({ south: latitude, west: longitude, north: latitude, east: longitude }).nullable(),
  }),
  href: sitePath,
  /** Its photo, null for a listing without photos. */
  picture: sitePath.nullable(),
});

export const mapMessageSchema = z.strictObject({
  type: z.literal("map"),
  properties: z.array(mapPropertySchema).max(MAP_MESSAGE_MAX_PROPERTIES),
  /** What the map does not show as it is, in the page's language (e.g. "2 properties are shown by their area"); null when nothing. */
  info: z.string().max(500).nullable(),
  /** "roadmap": the configured tiles; "outline": the site's own base layer (countries' outlines), no third party. */
  mapType: z.enum(["roadmap", "outline"]),
  /** The agency's marker (site configuration `map.marker`): a picture on this site, its size and the point that touches the place. */
  marker: z.strictObject({
    src: sitePath,
    width: z.int().min(8).max(128),
    height: z.int().min(8).max(128),
  }),
  /** Ids in `properties` not to draw (a listing the catalogue does not place). */
  ignore: z.array(z.int().positive()).max(MAP_MESSAGE_MAX_PROPERTIES),
});

/** Page → frame and frame → page: the property the visitor points at, or none. */
export const highlightMessageSchema = z.strictObject({
  type: z.literal("highlight"),
  id: z.int().positive().nullable(),
});

/** What the frame reads. What the page reads from its frame is `app/map/page-message.ts`'s. */
export const frameMessageSchema = z.discriminatedUnion("type", [mapMessageSchema, highlightMessageSchema]);

export type MapProperty = z.infer<typeof mapPropertySchema>;
export type MapMessage = z.infer<typeof mapMessageSchema>;
