/**
 * The interactive map inside the map frame (ADR 041), drawn with Leaflet from a checked message
 * (app/map/map-message.ts). Loaded by dynamic import once the frame has its message: Leaflet
 * needs a browser. Each property is the agency's marker with its number, or, when its address is
 * not published, the area that holds it; either opens a card with its picture, title and price
 * that links to its page in the top window. Markers and areas are reached with Tab and opened with
 * Enter; pointing at one (mouse or focus) tells the page, which highlights it in its list.
 */
import L from "leaflet";
import type { MapMessage } from "~/map/map-message";

export type MapBase = { tiles: { url: string; attribution: string } | null; outlineSrc: string; outlineCredit: string };

export type DrawnMap = {
  /** Shows which property the visitor points at in the page's list (null: none). */
  highlight(id: number | null): void;
  remove(): void;
};

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (char) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[char]!);

/** The card a marker opens: picture, title and price, one link to the property's page in the top window. */
function card(property: MapMessage["properties"][number], openLabel: string): string {
  return `<a class="map-card" href="${escapeHtml(property.href)}" target="_top" aria-label="${escapeHtml(openLabel)}">
    ${property.picture ? `<img src="${escapeHtml(property.picture)}" alt="" width="200" height="133">` : ""}
    <span class="map-card-title">${escapeHtml(property.title)}</span>
    <span class="map-card-price">${escapeHtml(property.price)}</span></a>`;
}

export function drawMap(
  container: HTMLElement,
  message: MapMessage,
  base: MapBase,
  texts: { open: (title: string) => string; pin: (number: number, title: string) => string },
  onPoint: (id: number | null) => void,
): DrawnMap {
  // A view from the start: Leaflet puts a layer's element in the page only once the map has one.
  const map = L.map(container, { scrollWheelZoom: false, attributionControl: true }).setView([50.5, 4.5], 7);
  if (base.tiles) {
    L.tileLayer(base.tiles.url, { attribution: escapeHtml(base.tiles.attribution), maxZoom: 19 }).addTo(map);
  } else {
    container.classList.add("map-outline");
    map.attributionControl.addAttribution(escapeHtml(base.outlineCredit));
    void fetch(base.outlineSrc)
      .then((response) => (response.ok ? response.json() : null))
      .then((outline: GeoJSON.FeatureCollection | null) => {
        if (outline)
          L.geoJSON(outline, { interactive: false, style: { color: "#8a9bb0", weight: 1, fillColor: "#f4f1ea", fillOpacity: 1 } })
            .addTo(map)
            .bringToBack();
      });
  }

  const ignored = new Set(message.ignore);
  const layers = new Map<number, L.Marker>();
  const bounds = L.latLngBounds([]);
  for (const property of message.properties) {
    if (ignored.has(property.id)) continue;
    const { position } = property;
    const label = texts.pin(property.number, `${property.title}, ${property.price}`);
    let layer: L.Marker;
    if (position.area) {
      // The area itself, and its number in a dashed circle at its centre, the same at every zoom.
      const area = L.latLngBounds([position.area.south, position.area.west], [position.area.north, position.area.east]);
      L.rectangle(area, { color: "#12355b", weight: 1, dashArray: "4 3", fillOpacity: 0.12, interactive: false }).addTo(map);
      const icon = L.divIcon({
        className: "map-marker is-area",
        html: `<span class="map-marker-number">${property.number}</span>`,
        iconSize: [26, 26],
      });
      layer = L.marker([position.lat, position.lng], { icon, keyboard: true, title: label, alt: label, riseOnHover: true });
      bounds.extend(area);
    } else {
      const { src, width, height } = message.marker;
      const icon = L.divIcon({
        className: "map-marker",
        html: `<img src="${escapeHtml(src)}" alt="" width="${width}" height="${height}"><span class="map-marker-number">${property.number}</span>`,
        iconSize: [width, height],
        iconAnchor: [width / 2, height],
        popupAnchor: [0, -height],
      });
      layer = L.marker([position.lat, position.lng], { icon, keyboard: true, title: label, alt: label, riseOnHover: true });
      bounds.extend([position.lat, position.lng]);
    }
    layer.bindPopup(card(property, texts.open(property.title)), { minWidth: 200, maxWidth: 220 });
    layer.on("mouseover", () => onPoint(property.id));
    layer.on("mouseout", () => onPoint(null));
    layer.on("popupopen", () => onPoint(property.id));
    layer.addTo(map);
    const element = layer.getElement();
    if (element) {
      element.setAttribute("role", "button");
      element.setAttribute("aria-label", label);
      element.setAttribute("tabindex", "0");
      element.addEventListener("focus", () => onPoint(property.id));
      element.addEventListener("blur", () => onPoint(null));
      element.addEventListener("keydown", (event: Event) => {
        if (!(event instanceof KeyboardEvent)) return;
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          layer.openPopup();
        }
      });
    }
    layers.set(property.id, layer);
  }
  if (bounds.isValid()) map.fitBounds(bounds, { padding: [40, 40], maxZoom: 15 });

  return {
    highlight(id) {
      for (const [propertyId, layer] of layers) layer.getElement()?.classList.toggle("is-highlighted", propertyId === id);
    },
    remove: () => map.remove(),
  };
}
