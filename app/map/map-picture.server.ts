/**
 * The map picture the server composes from the configured tiles (ADR 041, 041b): the view of the
 * SVG (app/map/map-fit.server.ts), its tiles fetched by the server and kept on disk, and the
 * numbered pins drawn over them (app/map/pin-shape.ts), as WebP or PNG. The visitor's browser asks
 * this site for it and contacts no tile host; without JavaScript the list has its map all the same.
 *
 * Tiles are Web Mercator's 256-pixel squares, as the map frame's Leaflet reads them. The view is
 * at a zoom between two of theirs: the tiles of the nearest zoom are put side by side, scaled by
 * at most √2 either way, and cut to the view. Compositions run one at a time, their queue bounded
 * (past it, ImageWorkBusyError), and share sharp's one-at-a-time queue with the pictures
 * (app/media/image-work.server.ts). A tile that cannot be fetched (an error, a wrong answer, no
 * answer within TILE_TIMEOUT_MS) fails the picture (MapTilesUnavailableError): no map with holes.
 */
import fs from "node:fs/promises";
import path from "node:path";
import pLimit from "p-limit";
import { ImageWorkBusyError, imageWork, loadSharp, removeStaleTemporaryFiles, writeAtomically } from "~/media/image-work.server";
import { fitMap, type MapFit, type PlacedPin } from "./map-fit.server";
import type { MapImageRequest } from "./map-image-key.server";
import { AREA_PIN_RADIUS, PIN_NUMBER_Y, PIN_PATH } from "./pin-shape";
import { tileSourceId, type TileSource } from "./tiles.server";

const TILE_SIZE = 256;
/** The deepest zoom asked of the tile host (OpenStreetMap's and most hosts' last). */
const MAX_ZOOM = 19;
/** A tile's answer, headers and body, within this or the picture fails. */
const TILE_TIMEOUT_MS = 3_000;
/** Tiles asked of the host at once (OpenStreetMap's tile policy asks for few connections). */
const TILE_REQUESTS_AT_ONCE = 2;
/** A tile larger than this is no tile. */
const TILE_MAX_BYTES = 1024 * 1024;
/** Tiles are fetched again after a week (OpenStreetMap's policy asks for at least that); a picture is composed again then too. */
const MAX_AGE_MS = 7 * 24 * 3600_000;
/** Compositions waiting their turn at most: past that, ImageWorkBusyError (503, ask again shortly). */
const COMPOSITIONS_WAITING = 16;
/** The disk cache's bound, tiles and pictures together: past it, the oldest files go. */
const MAP_CACHE_MAX_BYTES = 200 * 1024 * 1024;

/** The site's colours the pins are drawn in: app/styles/site.css's --navy, and white. */
const PIN_COLOURS = { pin: "#12355b", line: "#ffffff" } as const;
/** Where a tile is missing because the world ends (beyond the poles' latitudes): the SVG's sea. */
const BACKGROUND = "#dbe7f0";

/** The tiles could not be fetched: the picture is not made (the route answers 503). */
export class MapTilesUnavailableError extends Error {
  override name = "MapTilesUnavailableError";
}

/** Whether an error is a MapTilesUnavailableError, by its name (as isImageWorkBusy, app/media/image-work.server.ts). */
export function isMapTilesUnavailable(error: unknown): boolean {
  return error instanceof Error && error.name === "MapTilesUnavailableError";
}

/**
 * WebP for the browsers that say they take it (all of the site's: about a third of the PNG's
 * bytes, in less time), the PNG for the others; the same picture.
 */
export type MapPictureFormat = "webp" | "png";

export type MapPictures = {
  /** The picture's file in a format, composed first when missing or older than a week (once, however many ask at once). */
  picture(request: MapImageRequest, format: MapPictureFormat): Promise<string>;
  /** Resolves once every composition under way has finished. */
  settle(): Promise<void>;
};

type Fetch = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The User-Agent the server's tile requests carry (OpenStreetMap's policy asks for one that names
 * the site): the agency's name and its public address or e-mail, in printable ASCII.
 */
export function tilesUserAgent(siteName: string, contact: string): string {
  const ascii = (text: string) =>
    text
      .normalize("NFKD")
      .replace(/[^\x20-\x7e]/g, "")
      .trim();
  return `${ascii(siteName) || "Agency site"} map pictures (+${ascii(contact)})`;
}

/** The tiles a view needs, at the zoom nearest its own, and where the view sits among them. @internal */
export function tileGrid(fit: Pick<MapFit<PlacedPin>, "width" | "height" | "projection">) {
  // d3's Mercator puts longitude λ at translate + scale·λ (radians); the tiles' world is 256·2^z pixels wide.
  const scale = fit.projection.scale();
  const [translateX, translateY] = fit.projection.translate();
  const exactZoom = Math.log2((2 * Math.PI * scale) / TILE_SIZE);
  const zoom = Math.min(MAX_ZOOM, Math.max(0, Math.round(exactZoom)));
  /** Tile pixels per pixel of the picture. */
  const factor = 2 ** (zoom - exactZoom);
  const half = (TILE_SIZE / 2) * 2 ** zoom;
  // The view's box in the tiles' pixels at that zoom.
  const left = half - factor * translateX;
  const top = half - factor * translateY;
  const [firstX, firstY] = [Math.floor(left / TILE_SIZE), Math.floor(top / TILE_SIZE)];
  const [lastX, lastY] = [
    Math.floor((left + factor * fit.width - 1e-6) / TILE_SIZE),
    Math.floor((top + factor * fit.height - 1e-6) / TILE_SIZE),
  ];
  return {
    zoom,
    factor,
    columns: lastX - firstX + 1,
    rows: lastY - firstY + 1,
    firstX,
    firstY,
    /** Where the view starts in the tiles put side by side and scaled to the picture. */
    offset: { x: (left - firstX * TILE_SIZE) / factor, y: (top - firstY * TILE_SIZE) / factor },
  };
}

/** A tile's address: {z}, {x}, {y}; {s} one of a, b, c (as Leaflet picks), {r} nothing (no high-density tiles). */
function tileUrl(template: string, z: number, x: number, y: number): string {
  return template
    .replace("{s}", "abc"[(x + y) % 3]!)
    .replace("{z}", String(z))
    .replace("{x}", String(x))
    .replace("{y}", String(y))
    .replace("{r}", "");
}

/** Whether bytes begin as a PNG, a JPEG or a WebP picture does. */
function isPicture(bytes: Uint8Array): boolean {
  const starts = (...magic: number[]) => magic.every((byte, index) => bytes[index] === byte);
  return starts(0x89, 0x50, 0x4e, 0x47) || starts(0xff, 0xd8, 0xff) || (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57);
}

/** The pins over the tiles, as the SVG draws them (its colours written out: no stylesheet here). */
function pinsSvg(fit: MapFit<PlacedPin>): string {
  const pins = fit.pins.map(({ pin, x, y, area }) =>
    area
      ? `<g transform="translate(${x} ${y})"><circle r="${AREA_PIN_RADIUS}" fill="${PIN_COLOURS.line}" stroke="${PIN_COLOURS.pin}" stroke-width="2" stroke-dasharray="3 2"/><text y="${PIN_NUMBER_Y.area}" fill="${PIN_COLOURS.pin}">${pin.number}</text></g>`
      : `<g transform="translate(${x} ${y})"><path d="${PIN_PATH}" fill="${PIN_COLOURS.pin}" stroke="${PIN_COLOURS.line}" stroke-width="2"/><text y="${PIN_NUMBER_Y.pin}" fill="${PIN_COLOURS.line}">${pin.number}</text></g>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${fit.width}" height="${fit.height}"><g font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif" font-size="12" font-weight="700" text-anchor="middle">${pins.join("")}</g></svg>`;
}

/**
 * The map pictures over a cache folder: `tiles/` holds the tiles as the host sent them (named by
 * source, zoom, x and y), `pictures/` the pictures (named by their key's id and format). The folder may be shared
 * by instances; its size stays about `maxBytes`, the oldest files removed first.
 */
export function createMapPictures({
  source,
  cacheDir,
  userAgent,
  fetch: fetchTile = fetch,
  maxBytes = MAP_CACHE_MAX_BYTES,
}: {
  source: TileSource;
  cacheDir: string;
  userAgent: string;
  fetch?: Fetch;
  maxBytes?: number;
}): MapPictures {
  const folders = { tiles: path.resolve(cacheDir, "tiles"), pictures: path.resolve(cacheDir, "pictures") };
  const sourceId = tileSourceId(source);
  const compositions = pLimit(1);
  const inFlight = new Map<string, Promise<string>>();
  let writtenSincePrune = 0;
  let pruning: Promise<void> | null = null;

  for (const folder of Object.values(folders)) void removeStaleTemporaryFiles(folder);
  void prune();

  /** The oldest files out until the folder holds at most 80 % of its bound. */
  function prune(): Promise<void> {
    pruning ??= (async () => {
      const files: { file: string; size: number; mtimeMs: number }[] = [];
      for (const folder of Object.values(folders)) {
        for (const name of await fs.readdir(folder).catch(() => [] as string[])) {
          const file = path.join(folder, name);
          const stat = await fs.stat(file).catch(() => null);
          if (stat?.isFile()) files.push({ file, size: stat.size, mtimeMs: stat.mtimeMs });
        }
      }
      let total = files.reduce((sum, { size }) => sum + size, 0);
      if (total <= maxBytes) return;
      for (const { file, size } of files.sort((a, b) => a.mtimeMs - b.mtimeMs)) {
        if (total <= maxBytes * 0.8) break;
        await fs.rm(file, { force: true });
        total -= size;
      }
    })().finally(() => (pruning = null));
    return pruning;
  }

  /** Counts what was written; every tenth of the bound, the folder is measured again (other instances write to it too). */
  async function wrote(bytes: number): Promise<void> {
    writtenSincePrune += bytes;
    if (writtenSincePrune < maxBytes / 10) return;
    writtenSincePrune = 0;
    await prune();
  }

  /** A tile from the disk when younger than a week, else from the host (an older copy when the host fails). */
  async function tile(z: number, x: number, y: number): Promise<Buffer> {
    const file = path.join(folders.tiles, `${sourceId}-${z}-${x}-${y}`);
    const stat = await fs.stat(file).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs < MAX_AGE_MS) return fs.readFile(file);
    const url = tileUrl(source.url, z, x, y);
    try {
      const response = await fetchTile(url, {
        headers: { "User-Agent": userAgent, Accept: "image/png,image/*;q=0.8" },
        signal: AbortSignal.timeout(TILE_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`status ${response.status}`);
      if (Number(response.headers.get("Content-Length") ?? 0) > TILE_MAX_BYTES) throw new Error("too large");
      const bytes = Buffer.from(await response.arrayBuffer());
      if (bytes.length > TILE_MAX_BYTES || !isPicture(bytes)) throw new Error("not a picture");
      await fs.mkdir(folders.tiles, { recursive: true });
      await writeAtomically(file, (temporary) => fs.writeFile(temporary, bytes));
      await wrote(bytes.length);
      return bytes;
    } catch (error) {
      if (stat) return fs.readFile(file);
      throw new MapTilesUnavailableError(`tile ${url}: ${(error as Error).message}`, { cause: error });
    }
  }

  async function compose(request: MapImageRequest, format: MapPictureFormat, target: string): Promise<string> {
    const stat = await fs.stat(target).catch(() => null);
    if (stat && Date.now() - stat.mtimeMs < MAX_AGE_MS) return target;
    const fit = fitMap(request.pins)!;
    const grid = tileGrid(fit);
    const world = 2 ** grid.zoom;
    const fetches = pLimit(TILE_REQUESTS_AT_ONCE);
    const tiles = await Promise.all(
      Array.from({ length: grid.columns * grid.rows }, (_, index) => {
        const column = index % grid.columns;
        const row = Math.floor(index / grid.columns);
        const y = grid.firstY + row;
        // East of the last tile is the first again; north and south of the world, nothing.
        const x = (((grid.firstX + column) % world) + world) % world;
        if (y < 0 || y >= world) return null;
        return fetches(async () => ({ input: await tile(grid.zoom, x, y), left: column * TILE_SIZE, top: row * TILE_SIZE })).catch(
          (error: unknown) => {
            // One tile missing fails the picture: the tiles not asked for yet are not asked for.
            fetches.clearQueue();
            throw error;
          },
        );
      }),
    );
    await imageWork(async () => {
      const sharp = await loadSharp();
      const mosaic = await sharp({
        create: { width: grid.columns * TILE_SIZE, height: grid.rows * TILE_SIZE, channels: 3, background: BACKGROUND },
      })
        .composite(tiles.filter((placed) => placed !== null))
        .raw()
        .toBuffer({ resolveWithObject: true });
      const scaled = {
        width: Math.round((grid.columns * TILE_SIZE) / grid.factor),
        height: Math.round((grid.rows * TILE_SIZE) / grid.factor),
      };
      const view = await sharp(mosaic.data, { raw: mosaic.info })
        .resize(scaled.width, scaled.height)
        .extract({
          left: Math.min(Math.round(grid.offset.x), scaled.width - fit.width),
          top: Math.min(Math.round(grid.offset.y), scaled.height - fit.height),
          width: fit.width,
          height: fit.height,
        })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const drawn = sharp(view.data, { raw: view.info }).composite([{ input: Buffer.from(pinsSvg(fit)) }]);
      // The PNG in a palette of at most 256 colours: tiles have few, and it is a third of the size.
      const picture =
        format === "webp" ? drawn.webp({ quality: 80 }) : drawn.png({ palette: true, quality: 90, effort: 4, compressionLevel: 9 });
      await fs.mkdir(folders.pictures, { recursive: true });
      await writeAtomically(target, (temporary) => picture.toFile(temporary));
    });
    await wrote((await fs.stat(target)).size);
    return target;
  }

  function picture(request: MapImageRequest, format: MapPictureFormat): Promise<string> {
    const target = path.join(folders.pictures, `${request.id}.${format}`);
    const running = inFlight.get(target);
    if (running) return running;
    if (compositions.pendingCount >= COMPOSITIONS_WAITING)
      return Promise.reject(new ImageWorkBusyError("too many maps waiting to be composed"));
    const job = compositions(() => compose(request, format, target)).finally(() => inFlight.delete(target));
    inFlight.set(target, job);
    return job;
  }

  async function settle(): Promise<void> {
    await Promise.allSettled([...inFlight.values()]);
  }

  return { picture, settle };
}
