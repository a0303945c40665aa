/** The server's drawing's size in SVG units (app/map/outline-map.server.ts); it scales to its box, its aspect ratio kept. */
export const OUTLINE_MAP_SIZE = { width: 640, height: 480 } as const;
