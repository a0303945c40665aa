/**
 * A list's map, from the listings (or projects) a page shows and their cards: the map frame's
 * message (app/map/map-message.ts), numbered as the list is, and the text that says in words what
 * the map shows ("12 properties in 8 towns: Namur 5, …"). Positions go through mapPosition, so an
 * address the owner keeps private is never exact here (ADR 041).
 */
import type { TFunction } from "i18next";
import { placeName } from "~/catalogue/place";
import type { Listing } from "~/catalogue/schema";
import type { Language } from "~/i18n/languages";
import { pictureUrl } from "~/media/picture-url";
import { mapInfo, type MapCounts } from "./map-info";
import type { MapMessage, MapProperty } from "./map-message";
import { mapPosition } from "./position";

/** What the map needs of a listing or a project besides its card. */
export type MapPlace = {
  Latitude: number;
  Longitude: number;
  /** `PublishAddress` of a listing, `PublicAddress` of a project. */
  published: boolean;
};

/** What the map needs of a card (app/catalogue/listing-card.ts and the project cards). */
export type MapCard = { id: number; href: string; title: string; price: string; picture: { src: string } | null; town: string };

/** The site's map settings (site configuration `map`) and whether tiles are configured (`MAP_TILES_URL`). */
export type MapSettings = {
  marker: MapMessage["marker"];
  tiles: boolean;
  hideCity: boolean;
};

export type ListingMap = {
  /** The frame's message, as the page posts it. */
  message: MapMessage;
  /** How many properties are drawn by their area, and how many are not placed: the page says it under the map (mapInfo). */
  counts: MapCounts;
  /** The map in words, in the page's language: its text alternative. */
  summary: string;
};

/** A listing's entry on a map, beside its card: the town named as the card does (its postcode alone under hide-city). */
export function listingMapEntry(
  listing: Pick<Listing, "Latitude" | "Longitude" | "PublishAddress" | "City" | "Zip" | "CountryID" | "CountryName">,
  card: Omit<MapCard, "town">,
  lang: Language,
  t: TFunction,
  hideCity: boolean,
): { place: MapPlace; card: MapCard } {
  return {
    place: { Latitude: listing.Latitude, Longitude: listing.Longitude, published: listing.PublishAddress },
    card: { ...card, town: hideCity ? listing.Zip : placeName(listing, lang, t) },
  };
}

/** The map of a list: its entries in the list's order, numbered from 1 as the list shows them. */
export function listingMap(
  entries: readonly { place: MapPlace; card: MapCard }[],
  settings: MapSettings,
  lang: Language,
  t: TFunction,
): ListingMap {
  const properties: MapProperty[] = [];
  const ignore: number[] = [];
  let areas = 0;
  entries.forEach(({ place, card }, index) => {
    const position = mapPosition(place, place.published, settings.hideCity);
    if (position?.area) areas += 1;
    if (!position) ignore.push(card.id);
    properties.push({
      id: card.id,
      number: index + 1,
      title: card.title,
      price: card.price,
      // Not drawn (in `ignore`): the centre of nowhere would be a lie, so (0, 0) is only a placeholder.
      position: position ?? { lat: 0, lng: 0, area: null },
      href: card.href,
      picture: card.picture ? pictureUrl(card.picture.src, 400) : null,
    });
  });
  const info = mapInfo({ areas, unplaced: ignore.length }, t);
  return {
    message: {
      type: "map",
      properties,
      info,
      mapType: settings.tiles ? "roadmap" : "outline",
      marker: settings.marker,
      ignore,
    },
    counts: { areas, unplaced: ignore.length },
    summary: mapSummary(
      entries.filter(({ card }) => !ignore.includes(card.id)).map(({ card }) => card.town),
      lang,
      t,
    ),
  };
}

/** "12 properties in 8 towns: Namur 5, Jambes 2, …": the towns by their count, then by name. */
export function mapSummary(towns: readonly string[], lang: Language, t: TFunction): string {
  if (towns.length === 0) return t("map.summary.none");
  const counts = new Map<string, number>();
  for (const town of towns) counts.set(town, (counts.get(town) ?? 0) + 1);
  const collator = new Intl.Collator(lang);
  const list = [...counts]
    .sort(([a, countA], [b, countB]) => countB - countA || collator.compare(a, b))
    .map(([town, count]) => `${town} ${count}`)
    .join(", ");
  return t("map.summary.some", {
    properties: t("map.summary.properties", { count: towns.length }),
    towns: t("map.summary.towns", { count: counts.size }),
    list,
  });
}
