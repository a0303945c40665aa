/**
 * A page's map, as its loader returns it (ADR 041): the frame's message and the map in words
 * (app/map/listing-map.ts), the map the server makes of it (the picture composed from the
 * configured tiles, app/map/map-image-key.server.ts, or else the SVG drawn on the countries'
 * outlines, app/map/outline-map.server.ts), where the frame is, and the tile host the visitor's
 * browser would contact once they ask.
 */
import type { TFunction } from "i18next";
import type { Env } from "~/env.server";
import type { Language } from "~/i18n/languages";
import { href } from "~/routing/route-table";
import type { Site } from "~/site/site.server";
import { listingMap, type ListingMap, type MapCard, type MapPlace } from "./listing-map";
import { MAP_SIZE } from "./map-fit.server";
import { mapImageSrc } from "./map-image-key.server";
import { outlineMap, type OutlineMap } from "./outline-map.server";
import { tileHost, tileSource } from "./tiles.server";

/** What a page's map reads of the configuration: the tiles and their credit, and the secret the picture's address is signed with. */
export type PageMapEnv = Pick<Env, "MAP_TILES_URL" | "MAP_TILES_ATTRIBUTION" | "SESSION_SECRET">;

export type PageMap = ListingMap & {
  /** The server's drawing on the countries' outlines, without tiles; null with tiles, or when no property of the list is placed. */
  outline: OutlineMap | null;
  /**
   * With tiles: the picture the server composes from them (app/routes/map-image.ts), its size and
   * the tiles' credit; null without tiles, or when no property of the list is placed.
   */
  image: { src: string; width: number; height: number; credit: string } | null;
  /** The map frame's page in the page's language. */
  frameSrc: string;
  /** The host the interactive map's tiles come from, named beside the button that shows it; null: the site's own outlines. */
  tilesHost: string | null;
};

export async function pageMap(
  entries: readonly { place: MapPlace; card: MapCard }[],
  context: { env: PageMapEnv; site: Pick<Site, "config"> },
  lang: Language,
  t: TFunction,
  /** A page of one property or project says where it is in its own words. */
  summary?: string,
): Promise<PageMap> {
  const host = tileHost(context.env);
  const source = tileSource(context.env);
  const map = listingMap(
    entries,
    { marker: context.site.config.map.marker, tiles: host !== null, hideCity: context.site.config.listing.hideCity },
    lang,
    t,
  );
  const src = source && mapImageSrc(map.message, source, context.env.SESSION_SECRET);
  const towns = new Map(entries.map(({ card }) => [card.id, card.town]));
  return {
    ...map,
    summary: summary ?? map.summary,
    outline: source ? null : await outlineMap(map.message.properties, map.message.ignore, towns),
    image: src ? { src, ...MAP_SIZE, credit: source.attribution } : null,
    frameSrc: href("map-frame", lang),
    tilesHost: host === null ? null : new URL(host.replace("*.", "")).host,
  };
}
