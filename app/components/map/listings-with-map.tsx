import { Link, useLocation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/translation";
import { viewHref, type MapView } from "~/map/map-view";
import type { PageMap } from "~/map/page-map.server";
import { ListMap, MapHighlightProvider } from "./list-map";

/**
 * A list and its map (ADR 041): side by side on a wide screen; on a phone one of the two, with a
 * "List" / "Map" choice that keeps the filters and the page (`?view=map`, links that work without
 * JavaScript). The map never filters the list: the list stays the one answer to the filters.
 */
export function ListingsWithMap({ map, view, children }: { map: PageMap; view: MapView; children: ReactNode }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  return (
    <MapHighlightProvider map={map}>
      <nav className="map-view-choice" aria-label={t("map.viewChoice")}>
        {(["list", "map"] as const).map((choice) => (
          <Link key={choice} to={viewHref(search, pathname, choice)} aria-current={view === choice ? "true" : undefined} preventScrollReset>
            {t(choice === "list" ? "map.showList" : "map.showMap")}
          </Link>
        ))}
      </nav>
      <div className="listings-with-map" data-view={view}>
        <div className="listings-with-map-list">{children}</div>
        <ListMap map={map} />
      </div>
    </MapHighlightProvider>
  );
}
