/**
 * The map picture composed from tiles (app/map/map-picture.server.ts, ADR 041), against a tile
 * host in the test (a checkerboard of light and dark tiles): the picture is the SVG's view, each
 * place on the tile the standard tile scheme says, the pins drawn over it; tiles are fetched
 * once, with the site's User-Agent, and kept; a host that fails fails the picture unless an older
 * copy of its tiles is kept; the cache stays within its bound; compositions wait in a bounded queue.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, utimesSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ImageWorkBusyError } from "~/media/image-work.server";
import { fitMap, type PlacedPin } from "~/map/map-fit.server";
import { createMapPictures, MapTilesUnavailableError, tileGrid, tilesUserAgent } from "~/map/map-picture.server";
import { areaOf } from "~/map/position";

const SOURCE = { url: "https://{s}.tiles.example.org/{z}/{x}/{y}.png", attribution: "© The tiles" };
const USER_AGENT = tilesUserAgent("Immo Meuse & Sambre", "https://www.immo-meuse-sambre.be");
const LIGHT = [224, 224, 224];
const DARK = [64, 64, 64];
const NAVY = [0x12, 0x35, 0x5b];

/** Namur, Wavre (by its area) and Charleroi. */
const PINS: PlacedPin[] = [
  { number: 1, position: { lat: 50.4669, lng: 4.8675, area: null } },
  { number: 2, position: areaOf(50.7167, 4.6) },
  { number: 3, position: { lat: 50.41, lng: 4.44, area: null } },
];
const request = (id: string, pins = PINS) => ({ id: id.padEnd(32, "-"), pins });

let tiles: { light: Buffer; dark: Buffer };
let folder: string;

beforeAll(async () => {
  const tile = (rgb: number[]) =>
    sharp({ create: { width: 256, height: 256, channels: 3, background: { r: rgb[0]!, g: rgb[1]!, b: rgb[2]! } } })
      .png()
      .toBuffer();
  tiles = { light: await tile(LIGHT), dark: await tile(DARK) };
});

beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), "agency-map-pictures-"));
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

/** A tile host: light tiles where x + y is even, dark where odd; every request noted; failing when told. */
function host() {
  const asked: { url: string; userAgent: string | null }[] = [];
  const state = { answer: "tiles" as "tiles" | "error" | "html" | "refused" };
  const fetch = async (url: string, init: RequestInit) => {
    asked.push({ url, userAgent: new Headers(init.headers).get("User-Agent") });
    if (state.answer === "refused") throw new Error("connection refused");
    if (state.answer === "error") return new Response("no", { status: 500 });
    if (state.answer === "html") return new Response("<html>", { headers: { "Content-Type": "text/html" } });
    const [x, y] = /\/(\d+)\/(\d+)\.png$/.exec(url)!.slice(1).map(Number) as [number, number];
    return new Response(new Uint8Array((x + y) % 2 === 0 ? tiles.light : tiles.dark), { headers: { "Content-Type": "image/png" } });
  };
  return { asked, state, fetch };
}

async function pixels(file: string) {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { info, at: (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)] };
}

const near = (actual: number[], expected: number[]) => actual.every((value, index) => Math.abs(value - expected[index]!) <= 12);

/** The standard tile scheme's tile of a place (OpenStreetMap's formula), independent of the code under test. */
function tileOf(lng: number, lat: number, zoom: number): [number, number] {
  const n = 2 ** zoom;
  const φ = (lat * Math.PI) / 180;
  return [Math.floor(((lng + 180) / 360) * n), Math.floor(((1 - Math.log(Math.tan(φ) + 1 / Math.cos(φ)) / Math.PI) / 2) * n)];
}

describe("the map picture", () => {
  it("is the SVG's view on the tiles: each place on its tile, the pins over them, 640 × 480", async () => {
    const { fetch, asked } = host();
    const maps = createMapPictures({ source: SOURCE, cacheDir: folder, userAgent: USER_AGENT, fetch });
    const file = await maps.picture(request("namur"), "png");
    const { info, at } = await pixels(file);
    expect([info.width, info.height]).toEqual([640, 480]);
    expect((await sharp(file).metadata()).format).toBe("png");

    const fit = fitMap(PINS)!;
    const { zoom } = tileGrid(fit);
    expect(zoom).toBeGreaterThan(5);
    // Places across the picture, away from the pins and from the tiles' edges: light or dark as their tile.
    let checked = 0;
    for (let px = 20; px < 640; px += 37) {
      for (let py = 20; py < 480; py += 41) {
        if (fit.pins.some(({ x, y }) => Math.abs(x - px) < 16 && y - py > -6 && y - py < 34)) continue;
        const [lng, lat] = fit.projection.invert!([px, py])!;
        const [x, y] = tileOf(lng, lat, zoom);
        const around = [-3, 3].flatMap((dx) => [-3, 3].map((dy) => fit.projection.invert!([px + dx, py + dy])!));
        if (around.some(([aLng, aLat]) => tileOf(aLng, aLat, zoom).join() !== `${x},${y}`)) continue;
        expect(at(px, py), `(${px}, ${py}) on tile ${x}, ${y}`).toEqual((x + y) % 2 === 0 ? LIGHT : DARK);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);

    // Each pin where the SVG draws it: the drop's head navy beside its number, the area's circle white inside its dashes.
    for (const { pin, x, y } of fit.pins) {
      const [px, py] = [Math.round(x), Math.round(y)];
      if (pin.position.area) expect(near(at(px - 7, py - 5), [255, 255, 255]), `pin ${pin.number}`).toBe(true);
      else expect(near(at(px - 7, py - 18), NAVY), `pin ${pin.number}`).toBe(true);
    }

    // Its tiles asked for once each, with the site's name, from the host's subdomains.
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked.map(({ url }) => url)).size).toBe(asked.length);
    expect(asked.every(({ url }) => /^https:\/\/[abc]\.tiles\.example\.org\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
    expect(new Set(asked.map(({ userAgent }) => userAgent))).toEqual(
      new Set(["Immo Meuse & Sambre map pictures (+https://www.immo-meuse-sambre.be)"]),
    );
  });

  it("is composed once, however many ask at once, and then served from the disk; its tiles serve the next picture", async () => {
    const { fetch, asked } = host();
    const maps = createMapPictures({ source: SOURCE, cacheDir: folder, userAgent: USER_AGENT, fetch });
    const files = await Promise.all([
      maps.picture(request("one"), "png"),
      maps.picture(request("one"), "png"),
      maps.picture(request("one"), "png"),
    ]);
    expect(new Set(files).size).toBe(1);
    const fetched = asked.length;
    const { mtimeMs } = statSync(files[0]!);
    expect(await maps.picture(request("one"), "png")).toBe(files[0]);
    expect(statSync(files[0]!).mtimeMs).toBe(mtimeMs);
    // Namur a few streets away: the same tiles, none asked for again.
    const moved = [{ ...PINS[0]!, position: { lat: 50.4672, lng: 4.8679, area: null } }, ...PINS.slice(1)];
    const other = await maps.picture(request("two", moved), "png");
    expect(other).not.toBe(files[0]);
    expect(asked.length).toBe(fetched);
    expect(readdirSync(path.join(folder, "pictures")).sort()).toEqual([path.basename(files[0]!), path.basename(other)].sort());
  });

  it("is the same picture as WebP, from the same tiles", async () => {
    const { fetch, asked } = host();
    const maps = createMapPictures({ source: SOURCE, cacheDir: folder, userAgent: USER_AGENT, fetch });
    const png = await maps.picture(request("both"), "png");
    const fetched = asked.length;
    const webp = await maps.picture(request("both"), "webp");
    expect(asked.length).toBe(fetched);
    expect(await sharp(webp).metadata()).toMatchObject({ format: "webp", width: 640, height: 480 });
    expect(webp).not.toBe(png);
    // The pins are there too: Namur's drop navy beside its number.
    const { x, y } = fitMap(PINS)!.pins[0]!;
    expect(near((await pixels(webp)).at(Math.round(x) - 7, Math.round(y) - 18), NAVY)).toBe(true);
  });

  it.each(["refused", "error", "html"] as const)(
    "is not made when the host's answer is %s, and no file is left, nor more tiles asked for",
    async (answer) => {
      const { fetch, state, asked } = host();
      state.answer = answer;
      const maps = createMapPictures({ source: SOURCE, cacheDir: folder, userAgent: USER_AGENT, fetch });
      await expect(maps.picture(request("failing"), "png")).rejects.toBeInstanceOf(MapTilesUnavailableError);
      // The first failure stops it: the tiles not asked for yet (two at a time) are not asked for.
      expect(asked.length).toBeLessThanOrEqual(2);
      expect(readdirSync(folder).flatMap((name) => readdirSync(path.join(folder, name)))).toEqual([]);
    },
  );

  it("is made from the tiles kept a week ago when the host fails to give them anew", async () => {
    const { fetch, state, asked } = host();
    const maps = createMapPictures({ source: SOURCE, cacheDir: folder, userAgent: USER_AGENT, fetch });
    const first = await maps.picture(request("stale"), "png");
    const eightDaysAgo = new Date(Date.now() - 8 * 24 * 3600_000);
    for (const name of readdirSync(path.join(folder, "tiles"))) utimesSync(path.join(folder, "tiles", name), eightDaysAgo, eightDaysAgo);
    utimesSync(first, eightDaysAgo, eightDaysAgo);
    const before = asked.length;
    state.answer = "refused";
    const again = await maps.picture(request("stale"), "png");
    expect(asked.length).toBe(2 * before);
    expect(statSync(again).mtimeMs).toBeGreaterThan(eightDaysAgo.getTime() + 3600_000);
  });

  it("keeps its folder within its bound, the oldest files out first", async () => {
    const { fetch, asked } = host();
    const maxBytes = 40_000;
    const maps = createMapPictures({ source: SOURCE, cacheDir: folder, userAgent: USER_AGENT, fetch, maxBytes });
    const sizes = () =>
      ["tiles", "pictures"]
        .map((name) => path.join(folder, name))
        .filter((dir) => existsSync(dir))
        .flatMap((dir) => readdirSync(dir).map((file) => statSync(path.join(dir, file)).size));
    let written = 0;
    const files: string[] = [];
    // Twenty places 40 km apart along the 50th parallel, each with tiles of its own.
    for (let index = 0; index < 20; index += 1) {
      const file = await maps.picture(
        request(`place-${index}`, [{ number: 1, position: { lat: 50, lng: 2 + index * 0.6, area: null } }]),
        "png",
      );
      files.push(file);
      written += statSync(file).size;
    }
    written += asked.length * Math.min(tiles.light.length, tiles.dark.length);
    const total = sizes().reduce((sum, size) => sum + size, 0);
    expect(written).toBeGreaterThan(2 * maxBytes);
    expect(total).toBeLessThanOrEqual(maxBytes * 1.1 + Math.max(...sizes()));
    expect(existsSync(files[0]!)).toBe(false);
    expect(existsSync(files.at(-1)!)).toBe(true);
  });

  it("keeps a bounded queue of compositions: past it, busy at once", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { fetch, state } = host();
    const slow = async (url: string, init: RequestInit) => {
      await held;
      return fetch(url, init);
    };
    const maps = createMapPictures({ source: SOURCE, cacheDir: folder, userAgent: USER_AGENT, fetch: slow });
    // One composing (its tiles held back) and sixteen waiting: the next is refused at once.
    const waiting = Array.from({ length: 17 }, (_, index) => maps.picture(request(`queued-${index}`), "png"));
    await expect(maps.picture(request("one-too-many"), "png")).rejects.toBeInstanceOf(ImageWorkBusyError);
    // The host refusing, each in turn fails at its first tile: the queue empties.
    state.answer = "refused";
    release();
    const settled = await Promise.allSettled(waiting);
    expect(settled.map(({ status }) => status)).toEqual(Array(17).fill("rejected"));
    await maps.settle();
    expect(await maps.picture(request("one-too-many"), "png").catch((error: Error) => error.name)).toBe("MapTilesUnavailableError");
  });
});
