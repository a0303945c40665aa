/**
 * The maps (ADR 041): where a property may be drawn, the frame's message and its checks, the map
 * in words, and the server's drawing. The owner's privacy is checked on the shipped catalogue:
 * no listing or project whose address is not published appears at its exact place.
 */
import { NO_NEWS } from "~/catalogue/listing-news";
import { describe, expect, it } from "vitest";
import snapshot from "../../data/catalogue/snapshot.json" with { type: "json" };
import { listingCard } from "~/catalogue/listing-card";
import type { Catalogue, Listing, Project } from "~/catalogue/schema";
import { i18nFor } from "~/i18n/i18n.server";
import { listingMap, listingMapEntry, mapSummary } from "~/map/listing-map";
import { mapDrawingPath, parseMapDrawingName } from "~/map/map-drawing";
import { frameMessageSchema, mapMessageSchema, type MapMessage } from "~/map/map-message";
import { pageMessageSchema } from "~/map/page-message";
import { outlineMap } from "~/map/outline-map.server";
import { areaOf, mapPosition } from "~/map/position";

const catalogue = snapshot as unknown as Catalogue;
const listings = catalogue.listings as Listing[];
const projects = catalogue.projects as Project[];
const settings = { marker: { src: "/map-marker.svg", width: 30, height: 40 }, tiles: false, hideCity: false };

/** Metres between two points (an equirectangular approximation, good to a metre at these distances). */
function metres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const x = ((b.lng - a.lng) * Math.PI * Math.cos((((a.lat + b.lat) / 2) * Math.PI) / 180)) / 180;
  const y = ((b.lat - a.lat) * Math.PI) / 180;
  return Math.hypot(x, y) * 6_371_000;
}

describe("where a map may draw a property", () => {
  it("draws a published address at its place", () => {
    expect(mapPosition({ Latitude: 50.4669, Longitude: 4.8675 }, true, false)).toEqual({ lat: 50.4669, lng: 4.8675, area: null });
  });

  it("draws an address the owner keeps private as the cell of about 500 m that holds it, whose centre is not the house", () => {
    const house = { lat: 50.46692, lng: 4.86751 };
    const position = mapPosition({ Latitude: house.lat, Longitude: house.lng }, false, false)!;
    const { area } = position;
    expect(area).not.toBeNull();
    expect(house.lat).toBeGreaterThanOrEqual(area!.south);
    expect(house.lat).toBeLessThan(area!.north);
    expect(house.lng).toBeGreaterThanOrEqual(area!.west);
    expect(house.lng).toBeLessThan(area!.east);
    // About 500 m each way.
    expect(metres({ lat: area!.south, lng: area!.west }, { lat: area!.north, lng: area!.west })).toBeGreaterThan(450);
    expect(metres({ lat: area!.south, lng: area!.west }, { lat: area!.north, lng: area!.west })).toBeLessThan(600);
    expect(metres({ lat: area!.south, lng: area!.west }, { lat: area!.south, lng: area!.east })).toBeGreaterThan(450);
    expect(metres({ lat: area!.south, lng: area!.west }, { lat: area!.south, lng: area!.east })).toBeLessThan(600);
    expect(metres(house, position)).toBeGreaterThan(10);
    // Every house of the cell gets the same area: nothing in it points at one of them.
    expect(mapPosition({ Latitude: area!.south + 0.0001, Longitude: area!.east - 0.0001 }, false, false)).toEqual(position);
  });

  it("draws every property as its area when the site hides towns, and leaves out one that is not placed", () => {
    expect(mapPosition({ Latitude: 50.4669, Longitude: 4.8675 }, true, true)?.area).not.toBeNull();
    expect(mapPosition({ Latitude: 0, Longitude: 0 }, true, false)).toBeNull();
  });

  it("cuts the world into cells without gaps or overlaps at their borders", () => {
    const cell = areaOf(50.465, 4.8675);
    // The next cell north and east starts where this one ends.
    expect(areaOf(cell.area!.north + 1e-6, cell.lng).area!.south).toBe(cell.area!.north);
    expect(areaOf(cell.lat, cell.area!.east + 1e-6).area!.west).toBe(cell.area!.east);
  });
});

describe("the map of the shipped catalogue", async () => {
  const { t } = await i18nFor("fr");
  const entries = listings.map((listing) =>
    listingMapEntry(listing, listingCard(listing, "fr", t, { ...catalogue, news: NO_NEWS }), "fr", t, false),
  );
  const { message } = listingMap(entries, settings, "fr", t);

  it("never carries the exact coordinates of an address that is not published", () => {
    const hidden = listings.filter((listing) => !listing.PublishAddress);
    expect(hidden.length).toBeGreaterThan(10);
    for (const listing of hidden) {
      const drawn = message.properties.find((property) => property.id === listing.ID)!;
      expect(drawn.position.area, `listing ${listing.ID}`).not.toBeNull();
      expect(metres({ lat: listing.Latitude, lng: listing.Longitude }, drawn.position), `listing ${listing.ID}`).toBeGreaterThan(0);
      // Neither coordinate of the house is any number of its entry.
      const numbers = JSON.stringify(drawn)
        .match(/-?\d+(\.\d+)?/g)!
        .map(Number);
      expect(numbers, `listing ${listing.ID}`).not.toContain(listing.Latitude);
      expect(numbers, `listing ${listing.ID}`).not.toContain(listing.Longitude);
    }
  });

  it("draws a published address at its place, numbered in the list's order", () => {
    const shown = listings.find((listing) => listing.PublishAddress)!;
    const index = listings.indexOf(shown);
    expect(message.properties[index]).toMatchObject({
      id: shown.ID,
      number: index + 1,
      position: { lat: shown.Latitude, lng: shown.Longitude, area: null },
    });
  });

  it("never carries the exact place of a project whose address is not published", async () => {
    for (const project of projects) {
      const position = mapPosition(project, project.PublicAddress, false)!;
      if (!project.PublicAddress) expect(position.area).not.toBeNull();
    }
  });

  it("is a message the frame accepts, for a page of the longest list (the search's 50 properties)", () => {
    expect(mapMessageSchema.safeParse({ ...message, properties: message.properties.slice(0, 50) }).success).toBe(true);
    expect(message.info).toMatch(/^\d+ biens dont l'adresse n'est pas publiée sont montrés par la zone qui les entoure/);
  });
});

describe("the frame's checks of a message", () => {
  const valid: MapMessage = {
    type: "map",
    properties: [
      {
        id: 4220119,
        number: 1,
        title: "Appartement",
        price: "€ 345.000",
        position: { lat: 50.84, lng: 4.33, area: null },
        href: "/fr/a-vendre/bruxelles/appartement/4220119/",
        picture: "/media/appartement-01.jpg?w=400",
      },
    ],
    info: null,
    mapType: "outline",
    marker: { src: "/map-marker.svg", width: 30, height: 40 },
    ignore: [],
  };
  const property = valid.properties[0]!;

  it("accepts the page's message and a highlight", () => {
    expect(frameMessageSchema.safeParse(valid).success).toBe(true);
    expect(frameMessageSchema.safeParse({ type: "highlight", id: 4220119 }).success).toBe(true);
  });

  it.each([
    ["a link to another site", { ...valid, properties: [{ ...property, href: "https://evil.example/" }] }],
    ["a protocol-relative link", { ...valid, properties: [{ ...property, href: "//evil.example/" }] }],
    ["a script address", { ...valid, properties: [{ ...property, picture: "javascript:alert(1)" }] }],
    ["a position off the earth", { ...valid, properties: [{ ...property, position: { lat: 91, lng: 0, area: null } }] }],
    ["a field it does not know", { ...valid, extra: true }],
    ["a map type it does not know", { ...valid, mapType: "satellite" }],
    ["no properties at all", { ...valid, properties: "all" }],
    ["a string", "map"],
  ])("refuses %s", (_, message) => {
    expect(frameMessageSchema.safeParse(message).success).toBe(false);
  });

  it("lets the page read from its frame only that it listens and what the visitor points at", () => {
    expect(pageMessageSchema.safeParse({ type: "ready" }).success).toBe(true);
    expect(pageMessageSchema.safeParse({ type: "highlight", id: null }).success).toBe(true);
    expect(pageMessageSchema.safeParse(valid).success, "a map message, which only the page sends").toBe(false);
    expect(pageMessageSchema.safeParse({ type: "ready", from: "elsewhere" }).success).toBe(false);
  });
});

describe("the map in words", async () => {
  const { t } = await i18nFor("en");
  it("counts the properties and towns, the towns with most properties first", () => {
    expect(mapSummary(["Namur", "Jambes", "Namur", "Wavre", "Namur", "Jambes"], "en", t)).toBe(
      "6 properties in 3 towns: Namur 3, Jambes 2, Wavre 1.",
    );
    expect(mapSummary(["Namur"], "en", t)).toBe("1 property in 1 town: Namur 1.");
    expect(mapSummary([], "en", t)).toBe("No property of this list is on the map.");
  });
});

describe("the server's drawing", () => {
  const property = (id: number, number: number, lat: number, lng: number, hidden = false) => ({
    id,
    number,
    title: `Property ${number}`,
    price: "€ 1",
    href: `/en/for-sale/x/${id}/`,
    picture: "/media/x.jpg",
    position: hidden ? areaOf(lat, lng) : { lat, lng, area: null },
  });

  it("fits the properties inside the drawing, numbered, with their towns and Belgium's land around them", async () => {
    const properties = [property(1, 1, 50.4669, 4.8675), property(2, 2, 50.7167, 4.6, true), property(3, 3, 50.41, 4.44)];
    const towns = new Map([
      [1, "Namur"],
      [2, "Wavre"],
      [3, "Charleroi"],
    ]);
    const drawing = (await outlineMap(properties, [], towns))!;
    expect(drawing.pins.map((pin) => pin.number)).toEqual([1, 2, 3]);
    for (const pin of drawing.pins) {
      expect(pin.x).toBeGreaterThan(0);
      expect(pin.x).toBeLessThan(drawing.width);
      expect(pin.y).toBeGreaterThan(0);
      expect(pin.y).toBeLessThan(drawing.height);
    }
    // West is left, north is up.
    const [namur, wavre, charleroi] = drawing.pins;
    expect(charleroi!.x).toBeLessThan(namur!.x);
    expect(wavre!.y).toBeLessThan(namur!.y);
    expect(wavre!.area).not.toBeNull();
    expect(namur!.area).toBeNull();
    expect(drawing.labels.map((label) => label.name).sort()).toEqual(["Charleroi", "Namur", "Wavre"]);
    expect(drawing.land).toMatch(/^M/);
  });

  it("leaves out what the message ignores, and draws nothing for a list with no placed property", async () => {
    const drawing = await outlineMap([property(1, 1, 50.4669, 4.8675), property(2, 2, 0, 0)], [2], new Map());
    expect(drawing!.pins.map((pin) => pin.id)).toEqual([1]);
    expect(await outlineMap([property(2, 1, 0, 0)], [2], new Map())).toBeNull();
  });
});

describe("the address of a property's drawing", () => {
  it("names the language, the kind and the id, and is read back", () => {
    expect(mapDrawingPath("nl", { kind: "listing", id: 4220119 })).toBe("/map-drawing/nl-listing-4220119.svg");
    expect(parseMapDrawingName("nl-listing-4220119.svg")).toEqual({ lang: "nl", kind: "listing", id: 4220119, format: "svg" });
    expect(mapDrawingPath("fr", { kind: "project", id: 4105230 }, "json")).toBe("/map-drawing/fr-project-4105230.json");
    expect(parseMapDrawingName("fr-project-4105230.json")).toEqual({ lang: "fr", kind: "project", id: 4105230, format: "json" });
  });

  it.each(["xx-listing-1.svg", "nl-user-1.svg", "nl-listing-1.png", "nl-listing-.svg", "../nl-listing-1.svg"])(
    "reads no drawing in %s",
    (name) => {
      expect(parseMapDrawingName(name)).toBeNull();
    },
  );
});
