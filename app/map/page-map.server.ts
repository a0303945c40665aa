/**
 * A page's map, as its loader returns it (ADR 041): the frame's message and the map in words
 * (app/map/listing-map.ts), the drawing the server makes of it (app/map/outline-map.server.ts) in
 * the page or at its own address, where the frame is, and the tile host the visitor's browser
 * would contact once they ask.
 */
import type { TFunction } from "i18next";
import type { Env } from "~/env.server";
import type { Language } from "~/i18n/languages";
import { href } from "~/routing/route-table";
import type { Site } from "~/site/site.server";
import { listingMap, type ListingMap, type MapCard, type MapPlace } from "./listing-map";
import type { MapMessage } from "./map-message";
import { outlineMap, type OutlineMap } from "./outline-map.server";
import { tileHost } from "./tiles.server";

export type MapContext = { env: Pick<Env, "MAP_TILES_URL">; site: Pick<Site, "config"> };

export type PageMap = Omit<ListingMap, "message"> & {
  /** The frame's message; null on a property's or a project's page, which fetches it from `messageSrc` when the visitor asks. */
  message: MapMessage | null;
  messageSrc: string | null;
  /** The server's drawing in the page; null when it is at `drawingSrc`, or when no property of the list is placed. */
  outline: OutlineMap | null;
  /** The drawing as a picture of its own (a property's or a project's page), or null. */
  drawingSrc: string | null;
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

/** The server's drawing of the entries' map, and the frame's message. */
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
  const placed = map.message.ignore.length < map.message.properties.length;
  return {
    message: subject ? null : map.message,
    messageSrc: subject?.messageSrc ?? null,
    counts: map.counts,
    summary: subject?.summary ?? map.summary,
    outline: subject ? null : await drawingOf(map, entries),
    drawingSrc: subject && placed ? subject.drawingSrc : null,
    frameSrc: href("map-frame", lang),
    tilesHost: host === null ? null : new URL(host.replace("*.", "")).host,
  };
}
