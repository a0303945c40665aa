import type { OutlineMap } from "~/map/outline-map.server";
import { AREA_PIN_RADIUS, PIN_NUMBER_Y, PIN_PATH } from "~/map/pin-shape";

/**
 * The server's drawing of a list's map (app/map/outline-map.server.ts) as inline SVG: land,
 * borders, towns, and a numbered pin per property (a dashed circle for a property shown by its
 * area). One image to assistive technologies, named by the map in words beside it.
 */
export function OutlineMapDrawing({
  outline,
  highlighted,
  labelledBy,
}: {
  outline: OutlineMap;
  highlighted: number | null;
  labelledBy: string;
}) {
  // The pointed-at pin last, drawn over the others.
  const pins = [...outline.pins].sort((a, b) => Number(a.id === highlighted) - Number(b.id === highlighted));
  return (
    <svg className="outline-map" viewBox={`0 0 ${outline.width} ${outline.height}`} role="img" aria-labelledby={labelledBy}>
      <rect className="outline-map-sea" width={outline.width} height={outline.height} />
      <path className="outline-map-land" d={outline.land} />
      <path className="outline-map-borders" d={outline.borders} />
      {outline.labels.map((label) => (
        <text key={label.name} className="outline-map-town" x={label.x} y={label.y} textAnchor="middle">
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
          {pin.area ? <circle r={AREA_PIN_RADIUS} /> : <path d={PIN_PATH} />}
          <text y={pin.area ? PIN_NUMBER_Y.area : PIN_NUMBER_Y.pin} textAnchor="middle">
            {pin.number}
          </text>
        </g>
      ))}
    </svg>
  );
}
