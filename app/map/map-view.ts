/**
 * Which of a list and its map a phone shows (`?view=map`; the list otherwise). A wide screen shows
 * both side by side whatever it says. The render cache keys a list page on it (ROUTE_READS).
 */
export const MAP_VIEW_FIELD = "view";

export type MapView = "list" | "map";

export function mapView(request: Request): MapView {
  return new URL(request.url).searchParams.get(MAP_VIEW_FIELD) === "map" ? "map" : "list";
}

/** The same address showing the other view: the filters and the page kept. */
export function viewHref(search: string, path: string, view: MapView): string {
  const params = new URLSearchParams(search);
  if (view === "map") params.set(MAP_VIEW_FIELD, "map");
  else params.delete(MAP_VIEW_FIELD);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
