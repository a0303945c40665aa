/**
 * A page's map, as its loader returns it (ADR 041): the frame's message and the map in words
 * (app/map/listing-map.ts), the drawing the server makes of it (app/map/outline-map.server.ts),
 * where the frame is, and the tile host the visitor's browser would contact once they ask.
 */
import type { TFunction } from "i18next";
import type { Env } from "~/env.server";
import type { Language } from "~/i18n/languages";
import { href } from "~/routing/route-table";
import type { Site } from "~/site/site.server";
import { listingMap, type ListingMap, type MapCard, type MapPlace } from "./listing-map";
import { outlineMap, type OutlineMap } from "./outline-map.server";
import { tileHost } from "./tiles.server";

export type PageMap = ListingMap & {
  /** The server's drawing; null when no property of the list is placed. */
  outline: OutlineMap | null;
  /** The map frame's page in the page's language. */
  frameSrc: string;
  /** The host the interactive map's tiles come from, named beside the button that shows it; null: the site's own outlines. */
  tilesHost: string | null;
};

export async function pageMap(
  entries: readonly { place: MapPlace; card: MapCard }[],
  context: { env: Pick<Env, "MAP_TILES_URL">; site: Pick<Site, "config"> },
  lang: Language,
  t: TFunction,
  /** A page of one property or project says where it is in its own words. */
  summary?: string,
): Promise<PageMap> {
  const host = tileHost(context.env);
  const map = listingMap(
    entries,
    { marker: context.site.config.map.marker, tiles: host !== null, hideCity: context.site.config.listing.hideCity },
    lang,
    t,
  );
  const towns = new Map(entries.map(({ card }) => [card.id, card.town]));
  return {
    ...map,
    summary: summary ?? map.summary,
    outline: await outlineMap(map.message.properties, map.message.ignore, towns),
    frameSrc: href("map-frame", lang),
    tilesHost: host === null ? null : new URL(host.replace("*.", "")).host,
  };
}
