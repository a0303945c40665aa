/**
 * A page's map, as its loader returns it (ADR 041): the frame's message and the map in words
 * (app/map/listing-map.ts), the map the server makes of it (the picture composed from the
 * configured tiles, app/map/map-image-key.server.ts, or else the SVG drawn on the countries'
 * outlines, app/map/outline-map.server.ts, in the page or at its own address), where the frame is,
 * and the tile host the visitor's browser would contact once they ask.
 */
import type { TFunction } from "i18next";
import type { Env } from "~/env.server";
import type { Language } from "~/i18n/languages";
import { href } from "~/routing/route-table";
import type { Site } from "~/site/site.server";
import { listingMap, type ListingMap, type MapCard, type MapPlace } from "./listing-map";
import { mapImageSrc } from "./map-image-key.server";
import type { MapMessage } from "./map-message";
import { MAP_SIZE } from "./map-size";
import { outlineMap, type OutlineMap } from "./outline-map.server";
import { tileHost, tileSource } from "./tiles.server";

/** What a page's map reads of the configuration: the tiles and their credit, and the secret the picture's address is signed with. */
export type PageMapEnv = Pick<Env, "MAP_TILES_URL" | "MAP_TILES_ATTRIBUTION" | "SESSION_SECRET">;

export type MapContext = { env: PageMapEnv; site: Pick<Site, "config"> };

export type PageMap = Omit<ListingMap, "message"> & {
  /** The frame's message; null on a property's or a project's page, which fetches it from `messageSrc` when the visitor asks. */
  message: MapMessage | null;
  messageSrc: string | null;
  /** A list's drawing on the countries' outlines, in the page; null with tiles, on a property's page, or when no property is placed. */
  outline: OutlineMap | null;
  /** A property's or a project's drawing, a picture of its own below the fold; null with tiles, on a list, or when it is not placed. */
  drawingSrc: string | null;
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

type MapEntry = { place: MapPlace; card: MapCard };

function mapOf(entries: readonly MapEntry[], context: MapContext, lang: Language, t: TFunction) {
  const host = tileHost(context.env);
  const settings = { marker: context.site.config.map.marker, tiles: host !== null, hideCity: context.site.config.listing.hideCity };
  return { map: listingMap(entries, settings, lang, t), host };
}

const drawingOf = (map: ListingMap, entries: readonly MapEntry[]) =>
  outlineMap(map.message.properties, map.message.ignore, new Map(entries.map(({ card }) => [card.id, card.town])));

/** The server's drawing of the entries' map, and the frame's message (app/routes/map-drawing.ts). */
export async function mapDrawing(
  entries: readonly MapEntry[],
  context: MapContext,
  lang: Language,
  t: TFunction,
): Promise<{ drawing: OutlineMap | null; message: MapMessage }> {
  const { map } = mapOf(entries, context, lang, t);
  return { drawing: await drawingOf(map, entries), message: map.message };
}

export async function pageMap(
  entries: readonly MapEntry[],
  context: MapContext,
  lang: Language,
  t: TFunction,
  /** A page of one property or project: where it is in its own words, and the addresses of its drawing and its message. */
  subject?: { summary: string; drawingSrc: string; messageSrc: string },
): Promise<PageMap> {
  const { map, host } = mapOf(entries, context, lang, t);
  const source = tileSource(context.env);
  const placed = map.message.ignore.length < map.message.properties.length;
  const src = source && mapImageSrc(map.message, source, context.env.SESSION_SECRET);
  return {
    message: subject ? null : map.message,
    messageSrc: subject?.messageSrc ?? null,
    counts: map.counts,
    summary: subject?.summary ?? map.summary,
    outline: source || subject ? null : await drawingOf(map, entries),
    drawingSrc: !source && subject && placed ? subject.drawingSrc : null,
    image: source && src ? { src, ...MAP_SIZE, credit: source.attribution } : null,
    frameSrc: href("map-frame", lang),
    tilesHost: host === null ? null : new URL(host.replace("*.", "")).host,
  };
}
