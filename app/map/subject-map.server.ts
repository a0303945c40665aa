/**
 * The map of one property or one project, as its page and its drawing (app/routes/map-drawing.ts)
 * both make it: the one entry, and the summary that says where it is ("On the map: 1000 Brussels").
 */
import type { TFunction } from "i18next";
import { listingCard, type CardCatalogue } from "~/catalogue/listing-card";
import { projectPath } from "~/catalogue/paths";
import { placeName } from "~/catalogue/place";
import { projectPriceRange } from "~/catalogue/project-view";
import { displayAddress } from "~/catalogue/property-view/address";
import type { Listing, Project } from "~/catalogue/schema";
import type { Language } from "~/i18n/languages";
import { listingMapEntry, type MapCard, type MapPlace } from "./listing-map";
import { mapDrawingPath } from "./map-drawing";
import { pageMap, type MapContext, type PageMap } from "./page-map.server";

type SubjectEntry = { entry: { place: MapPlace; card: MapCard }; summary: string };

export function listingEntry(listing: Listing, catalogue: CardCatalogue, lang: Language, t: TFunction, hideCity: boolean): SubjectEntry {
  const card = listingCard(listing, lang, t, catalogue, hideCity);
  const place = displayAddress(listing, listing.PublishAddress, lang, t, hideCity).full;
  return { entry: listingMapEntry(listing, card, lang, t, hideCity), summary: t("map.where", { place }) };
}

export function projectEntry(project: Project, lang: Language, t: TFunction, hideCity: boolean): SubjectEntry {
  const town = hideCity ? project.Zip : placeName(project, lang, t);
  const card = {
    id: project.ID,
    href: projectPath(project, lang),
    title: project.Name,
    price: projectPriceRange(project, t),
    picture: { src: project.SmallPicture },
    town,
  };
  const place = displayAddress(project, project.PublicAddress, lang, t, hideCity).full || town;
  return {
    entry: { place: { Latitude: project.Latitude, Longitude: project.Longitude, published: project.PublicAddress }, card },
    summary: t("map.where", { place }),
  };
}

/** A property's or a project's page map: the drawing a picture at its own address, loaded below the fold. */
export function subjectPageMap(
  subject: { listing: Listing; catalogue: CardCatalogue } | { project: Project },
  context: MapContext,
  lang: Language,
  t: TFunction,
): Promise<PageMap> {
  const { hideCity } = context.site.config.listing;
  const { entry, summary } =
    "listing" in subject
      ? listingEntry(subject.listing, subject.catalogue, lang, t, hideCity)
      : projectEntry(subject.project, lang, t, hideCity);
  const of =
    "listing" in subject ? ({ kind: "listing", id: subject.listing.ID } as const) : ({ kind: "project", id: subject.project.ID } as const);
  return pageMap([entry], context, lang, t, {
    summary,
    drawingSrc: mapDrawingPath(lang, of),
    messageSrc: mapDrawingPath(lang, of, "json"),
  });
}
