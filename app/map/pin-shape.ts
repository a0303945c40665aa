/**
 * A map's numbered pin, the same on the SVG the page draws (app/components/map/outline-map.tsx) and
 * on the picture the server composes from tiles (app/map/map-picture.server.ts): a drop whose tip
 * touches the place, or, for a property shown by its area, a circle at the area's centre.
 */

/** The drop, its tip at (0, 0), drawn upwards. */
export const PIN_PATH = "M0 0C-3-6-11-11-11-18a11 11 0 0 1 22 0c0 7-8 12-11 18z";

/** The circle of a property shown by its area. */
export const AREA_PIN_RADIUS = 11;

/** Where the number's baseline sits, from the place: inside the drop's head, or the circle's middle. */
export const PIN_NUMBER_Y = { pin: -14, area: 4 } as const;
