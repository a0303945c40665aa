/**
 * The map picture's signed key (app/map/map-image-key.server.ts, ADR 041): it gives back the pins
 * it was made of, numbers and positions, areas as areas; it is short enough for the longest list;
 * and anything the server did not sign for its tile source, or that is not a key, reads as nothing
 * (the route answers 404), so nobody else can make the server fetch tiles.
 */
import { NO_NEWS } from "~/catalogue/listing-news";
import { describe, expect, it } from "vitest";
import snapshot from "../../data/catalogue/snapshot.json" with { type: "json" };
import { listingCard } from "~/catalogue/listing-card";
import type { Catalogue, Listing } from "~/catalogue/schema";
import { sign } from "~/http/signature.server";
import { i18nFor } from "~/i18n/i18n.server";
import { mapImageKey, mapImageSrc, readMapImageKey } from "~/map/map-image-key.server";
import { listingMap, listingMapEntry } from "~/map/listing-map";
import type { MapMessage, MapProperty } from "~/map/map-message";
import { areaOf, isPlaced } from "~/map/position";

const SECRET = "a-secret-of-the-tests-at-least-32-characters";
const SOURCE = { url: "https://tiles.example.org/{z}/{x}/{y}.png", attribution: "© The tiles" };

const property = (id: number, number: number, position: MapProperty["position"]): MapProperty => ({
  id,
  number,
  title: `Property ${number}`,
  price: "€ 1",
  href: `/fr/a-vendre/x/${id}/`,
  picture: "/media/x.jpg",
  position,
});

const message = (properties: MapProperty[], ignore: number[] = []): Pick<MapMessage, "properties" | "ignore"> => ({ properties, ignore });

/** A list of n properties about Namur, every third one shown by its area. */
const list = (n: number) =>
  message(
    Array.from({ length: n }, (_, index) => {
      const lat = 50.2 + index * 0.0137;
      const lng = 4.6 + index * 0.0211;
      return property(1000 + index, index + 1, index % 3 === 2 ? areaOf(lat, lng) : { lat, lng, area: null });
    }),
  );

describe("the map picture's key", () => {
  it("gives back the pins it was made of: numbers, exact places, areas; the ignored ones left out", () => {
    const area = areaOf(50.46692, 4.86751);
    const key = mapImageKey(
      message(
        [
          property(11, 1, { lat: 50.4669, lng: 4.8675, area: null }),
          property(12, 2, { lat: 0, lng: 0, area: null }),
          property(13, 3, area),
        ],
        [12],
      ),
      SOURCE,
      SECRET,
    )!;
    const read = readMapImageKey(key, SOURCE, SECRET);
    expect(read?.pins).toEqual([
      { number: 1, position: { lat: 50.4669, lng: 4.8675, area: null } },
      { number: 3, position: area },
    ]);
    expect(read?.id).toMatch(/^[\w-]{32}$/);
  });

  it("is the same for the same pins, and another when a position moves", () => {
    const before = list(12);
    expect(mapImageKey(before, SOURCE, SECRET)).toBe(mapImageKey(list(12), SOURCE, SECRET));
    const moved = structuredClone(before);
    moved.properties[4]!.position.lat += 0.001;
    expect(mapImageKey(moved, SOURCE, SECRET)).not.toBe(mapImageKey(before, SOURCE, SECRET));
    expect(readMapImageKey(mapImageKey(moved, SOURCE, SECRET)!, SOURCE, SECRET)!.id).not.toBe(
      readMapImageKey(mapImageKey(before, SOURCE, SECRET)!, SOURCE, SECRET)!.id,
    );
  });

  it("makes an address under 2 KB for the search's 50 properties, and for the message's 100", () => {
    for (const count of [50, 100]) {
      const src = mapImageSrc(list(count), SOURCE, SECRET)!;
      expect(src).toMatch(/^\/map-image\/[\w-]+\.[\w-]{43}\.png$/);
      expect(src.length).toBeLessThan(2048);
      expect(readMapImageKey(src.slice("/map-image/".length, -".png".length), SOURCE, SECRET)!.pins).toHaveLength(count);
    }
    expect(mapImageSrc(list(50), SOURCE, SECRET)!.length).toBeLessThan(700);
  });

  it("has no key for a list without a pin to draw", () => {
    expect(mapImageKey(message([property(1, 1, { lat: 0, lng: 0, area: null })], [1]), SOURCE, SECRET)).toBeNull();
    expect(mapImageSrc(message([]), SOURCE, SECRET)).toBeNull();
  });

  it("reads nothing from a key it did not sign, altered, for another tile source, or not a key at all", () => {
    const key = mapImageKey(list(3), SOURCE, SECRET)!;
    const [value, signature] = key.split(".") as [string, string];
    const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
    expect(readMapImageKey(key, SOURCE, SECRET)).not.toBeNull();
    for (const bad of [
      `${flip(value, 10)}.${signature}`,
      `${value}.${flip(signature, 5)}`,
      value,
      `${value}.`,
      "",
      ".",
      "abc.def",
      `${value}.${signature}.png`,
    ]) {
      expect(readMapImageKey(bad, SOURCE, SECRET), bad).toBeNull();
    }
    expect(readMapImageKey(key, SOURCE, "another-secret-of-at-least-32-characters")).toBeNull();
    expect(readMapImageKey(key, { ...SOURCE, url: "https://elsewhere.example/{z}/{x}/{y}.png" }, SECRET)).toBeNull();
  });

  it("reads nothing from a signed value that is not a key: wrong length, version, number or place", () => {
    const good = Buffer.from(mapImageKey(list(1), SOURCE, SECRET)!.split(".")[0]!, "base64url");
    const variant = (change: (bytes: Buffer) => Buffer) => sign(change(Buffer.from(good)).toString("base64url"), SECRET);
    expect(
      readMapImageKey(
        variant((bytes) => bytes),
        SOURCE,
        SECRET,
      ),
    ).not.toBeNull();
    const bad = {
      "a byte short": variant((bytes) => bytes.subarray(0, -1)),
      "no pin": variant((bytes) => bytes.subarray(0, 5)),
      "another version": variant((bytes) => (bytes.writeUInt8(99, 0), bytes)),
      "number 0": variant((bytes) => (bytes.writeUInt8(0, 5), bytes)),
      "a latitude off the map": variant((bytes) => (bytes.writeInt32BE(89_000_000, 6), bytes)),
      "a longitude off the earth": variant((bytes) => (bytes.writeInt32BE(181_000_000, 10), bytes)),
      "101 pins": variant((bytes) => Buffer.concat([bytes, ...Array.from({ length: 100 }, () => bytes.subarray(5))])),
      "not base64url": sign("a+b/c=", SECRET),
    };
    for (const [name, key] of Object.entries(bad)) expect(readMapImageKey(key, SOURCE, SECRET), name).toBeNull();
  });
});

describe("the key of the shipped catalogue's map", async () => {
  const catalogue = snapshot as unknown as Catalogue;
  const listings = (catalogue.listings as Listing[]).slice(0, 100);
  const { t } = await i18nFor("fr");
  const settings = { marker: { src: "/map-marker.svg", width: 30, height: 40 }, tiles: true, hideCity: false };
  const entries = listings.map((listing) =>
    listingMapEntry(listing, listingCard(listing, "fr", t, { ...catalogue, news: NO_NEWS }), "fr", t, false),
  );
  const map = listingMap(entries, settings, "fr", t);

  it("never carries the exact place of an address that is not published", () => {
    const pins = readMapImageKey(mapImageKey(map.message, SOURCE, SECRET)!, SOURCE, SECRET)!.pins;
    const hidden = listings.filter((listing) => !listing.PublishAddress && isPlaced(listing));
    expect(hidden.length).toBeGreaterThan(5);
    for (const listing of hidden) {
      const number = listings.indexOf(listing) + 1;
      const pin = pins.find((candidate) => candidate.number === number)!;
      expect(pin.position.area, `listing ${listing.ID}`).not.toBeNull();
      expect(pin.position.lat).not.toBe(listing.Latitude);
      expect(pin.position.lng).not.toBe(listing.Longitude);
    }
  });
});
