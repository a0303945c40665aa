import type { OutlineMap } from "~/map/outline-map.server";
import { AREA_PIN_RADIUS, PIN_NUMBER_Y, PIN_PATH } from "~/map/pin-shape";

/** The drawing's colours, as attributes: the same in the page and in the drawing served as a file (app/routes/map-drawing.ts). */
const COLOURS = { sea: "#dbe7f0", land: "#f4f1ea", border: "#8a9bb0", town: "#50565e", pin: "#12355b", paper: "#ffffff" } as const;

/**
 * The server's drawing of a map (app/map/outline-map.server.ts) as SVG: land, borders, towns, and
 * a numbered pin per property (a dashed circle for a property shown by its area). In a page it is
 * one image to assistive technologies, named by the map in words beside it (`labelledBy`); served
 * as a file (`standalone`) it carries its namespace and size. The pointed-at pin's colours come
 * from app/styles/map.css.
 */
export function OutlineMapDrawing({
  outline,
  highlighted = null,
  labelledBy,
  standalone = false,
}: {
  outline: OutlineMap;
  highlighted?: number | null;
  labelledBy?: string;
  standalone?: boolean;
}) {
  // The pointed-at pin last, drawn over the others.
  const pins = [...outline.pins].sort((a, b) => Number(a.id === highlighted) - Number(b.id === highlighted));
  return (
    <svg
      className="outline-map"
      viewBox={`0 0 ${outline.width} ${outline.height}`}
      {...(standalone
        ? { xmlns: "http://www.w3.org/2000/svg", width: outline.width, height: outline.height }
        : { role: "img", "aria-labelledby": labelledBy })}
      fontFamily="system-ui, sans-serif"
    >
      <rect width={outline.width} height={outline.height} fill={COLOURS.sea} />
      <path d={outline.land} fill={COLOURS.land} />
      <path d={outline.borders} fill="none" stroke={COLOURS.border} strokeDasharray="4 3" />
      {outline.labels.map((label) => (
        <text
          key={label.name}
          x={label.x}
          y={label.y}
          textAnchor="middle"
          fontSize="12"
          fill={COLOURS.town}
          stroke={COLOURS.land}
          strokeWidth="3"
          paintOrder="stroke"
        >
          {label.name}
        </text>
      ))}
      {pins.map((pin) => (
        <g
          key={pin.id}
          className={`outline-map-pin${pin.area ? " is-area" : ""}${pin.id === highlighted ? " is-highlighted" : ""}`}
          transform={`translate(${pin.x} ${pin.y})`}
          data-pin={pin.number}
        >
          {pin.area ? (
            <circle r={AREA_PIN_RADIUS} fill={COLOURS.paper} stroke={COLOURS.pin} strokeWidth="2" strokeDasharray="3 2" />
          ) : (
            <path d={PIN_PATH} fill={COLOURS.pin} stroke={COLOURS.paper} strokeWidth="2" />
          )}
          <text
            y={pin.area ? PIN_NUMBER_Y.area : PIN_NUMBER_Y.pin}
            textAnchor="middle"
            fontSize="12"
            fontWeight="700"
            fill={pin.area ? COLOURS.pin : COLOURS.paper}
          >
            {pin.number}
          </text>
        </g>
      ))}
    </svg>
  );
}
