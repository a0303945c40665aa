/** Both maps the server makes: SVG units for the drawing, pixels for the picture; each scales to its box (its aspect ratio kept). */
export const MAP_SIZE = { width: 640, height: 480 } as const;
