/**
 * The map with a tile source configured (issue 22 §3 and §4, ADR 041), against a tile host of the
 * test's own (node:http on a free port, a small PNG for every /{z}/{x}/{y}.png, each request noted
 * with its User-Agent), never the internet:
 * - the list page's map is a picture this site composed: an <img> to /map-image/…, a PNG the
 *   server made from tiles it asked the host for itself (the site's name as User-Agent), kept and
 *   served again without asking the host; a key the server did not sign is a 404; the CSP's
 *   img-src names the tile host;
 * - in a browser with JavaScript, the list page asks the tile host for nothing until the visitor
 *   clicks "Afficher la carte interactive", and then the frame's map does; without JavaScript the
 *   browser never contacts the host, and the list has its map all the same;
 * - when the host fails, a picture not made yet is a 503 nobody keeps, with a warning in the log.
 * The page with its picture passes the Nu HTML Checker, and axe with JavaScript (before and after
 * the click) and without.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Browser, type Request } from "@playwright/test";
import sharp from "sharp";
import { DECLINE_ALL, storedConsent } from "../../app/consent/choice";
import { mapImageSrc } from "../../app/map/map-image-key.server";
import { expectNoAxeViolations } from "../e2e/axe";
import { checkDocuments } from "../e2e/vnu";
import { waitForHydration } from "../e2e/site";
import { BASE_PORT, send, startServer, type TestServer } from "./harness";

test.describe.configure({ mode: "default" });

const FOR_SALE = "/fr/a-vendre/";
const SHOW_MAP = "Afficher la carte interactive";
const SECRET = "map-tiles-spec-secret-".padEnd(48, "x");
const ATTRIBUTION = "© Tuiles du test";
/** What the server's tile requests say they are (the site's name, data/site/site.json). */
const SERVER_AGENT = /^Immo Meuse & Sambre map pictures \(\+/;
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The test's tile host: a small PNG per tile, or a 500 when told to fail. */
class TileHost {
  readonly asked: { path: string; userAgent: string }[] = [];
  failing = false;
  private server = http.createServer((request, response) => {
    this.asked.push({ path: request.url ?? "", userAgent: request.headers["user-agent"] ?? "" });
    if (this.failing || !/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? "")) {
      response.writeHead(500).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "image/png", "Content-Length": this.tile.length, "Access-Control-Allow-Origin": "*" });
    response.end(this.tile);
  });
  private tile = Buffer.alloc(0);

  async start(): Promise<void> {
    this.tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: "#e8e4d8" } })
      .png()
      .toBuffer();
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
  }

  get origin(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The requests of the site's server, and those of anything else (a browser). */
  byServer = () => this.asked.filter(({ userAgent }) => SERVER_AGENT.test(userAgent));
  byOthers = () => this.asked.filter(({ userAgent }) => !SERVER_AGENT.test(userAgent));

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

const host = new TileHost();
let server: TestServer;

test.beforeAll(async () => {
  await host.start();
  server = await startServer({
    name: "map-tiles",
    port: BASE_PORT + 19,
    env: {
      SESSION_SECRET: SECRET,
      MAP_TILES_URL: `${host.origin}/{z}/{x}/{y}.png`,
      MAP_TILES_ATTRIBUTION: ATTRIBUTION,
      // Under the server's own folder, emptied at each start: the tiles are fetched anew by each run.
      MAP_TILES_CACHE_DIR: "var/server-map-tiles/map-tiles",
      RATE_LIMIT_PER_MINUTE: "0",
      LOG_LEVEL: "warn",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
  await host.stop();
});

/** The map picture's address on the list page's HTML, as the server sends it. */
async function pictureSrc(): Promise<string> {
  const page = await send(server.port, { path: FOR_SALE });
  expect(page.status).toBe(200);
  const img = /<img class="list-map-image" src="([^"]+)"[^>]*>/.exec(page.body);
  expect(img, "the list's map is an <img>").not.toBeNull();
  return img![1]!.replace(/&amp;/g, "&");
}

test("the list page's map is a PNG the server composed from tiles it fetched itself, kept and served again", async () => {
  const list = await send(server.port, { path: FOR_SALE });
  expect(list.status).toBe(200);
  // The picture, its size set, the map in words its text alternative; no SVG drawing; the tiles' credit beside it.
  const img = /<img class="list-map-image"[^>]*>/.exec(list.body)?.[0] ?? "";
  expect(img).toMatch(/ src="\/map-image\/[\w-]+\.[\w-]{43}\.png"/);
  expect(img).toMatch(/ width="640" height="480"/);
  expect(img).toMatch(/ alt="\d+ biens dans \d+ communes : [^"]+"/);
  expect(img).toMatch(/ loading="lazy"/);
  expect(list.body).not.toContain('class="outline-map"');
  expect(list.body).toContain(`<p class="list-map-credit">${ATTRIBUTION}</p>`);
  expect(list.body).toContain('id="list-map-summary"');
  // The CSP lets the interactive map show the host's tiles, and names no other tile host.
  const imgSrc = /(?:^|;)\s*img-src ([^;]*)/.exec(String(list.headers["content-security-policy"]))?.[1] ?? "";
  expect(imgSrc.split(" ")).toContain(host.origin);

  expect(host.asked).toEqual([]);
  const src = await pictureSrc();
  const picture = await send(server.port, { path: src });
  expect(picture.status).toBe(200);
  // Asked without Accept, the PNG its address names.
  expect(picture.headers["content-type"]).toBe("image/png");
  expect(picture.bytes.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
  // IHDR: 640 × 480.
  expect([picture.bytes.readUInt32BE(16), picture.bytes.readUInt32BE(20)]).toEqual([640, 480]);
  expect(picture.bytes.length).toBeGreaterThan(2_000);
  expect(picture.bytes.length).toBeLessThan(400_000);
  expect(picture.headers["cache-control"]).toMatch(/^public, max-age=\d+/);
  // The host was asked by the server, and by nothing else.
  expect(host.byServer().length).toBeGreaterThan(0);
  expect(host.byOthers()).toEqual([]);

  // Asked again: the same picture from the server's disk, the host not asked again; with its ETag, a 304.
  const asked = host.asked.length;
  const again = await send(server.port, { path: src });
  expect(again.status).toBe(200);
  expect(again.bytes.equals(picture.bytes)).toBe(true);
  expect(host.asked.length).toBe(asked);
  const revalidated = await send(server.port, { path: src, headers: { "If-None-Match": String(picture.headers.etag) } });
  expect(revalidated.status).toBe(304);

  // A browser that takes WebP gets the same map as WebP, from the same tiles.
  const webp = await send(server.port, { path: src, headers: { Accept: "image/avif,image/webp,image/apng,*/*;q=0.8" } });
  expect(webp.status).toBe(200);
  expect(webp.headers["content-type"]).toBe("image/webp");
  expect(webp.headers.vary).toMatch(/Accept/);
  expect([webp.bytes.subarray(0, 4).toString("latin1"), webp.bytes.subarray(8, 12).toString("latin1")]).toEqual(["RIFF", "WEBP"]);
  expect(host.asked.length).toBe(asked);
});

test("the list page with its picture is valid HTML (the Nu HTML Checker)", async () => {
  const list = await send(server.port, { path: FOR_SALE });
  expect(checkDocuments({ [FOR_SALE]: list.body })).toEqual([]);
});

test("a key the server did not sign, or no key at all, is a 404 that asks the tile host for nothing", async () => {
  const src = await pictureSrc();
  const asked = host.asked.length;
  const [value, signature] = src.slice("/map-image/".length, -".png".length).split(".") as [string, string];
  const flip = (text: string, at: number) => text.slice(0, at) + (text[at] === "A" ? "B" : "A") + text.slice(at + 1);
  for (const path of [
    `/map-image/${value}.${flip(signature, 7)}.png`,
    `/map-image/${flip(value, 12)}.${signature}.png`,
    `/map-image/${value}.png`,
    `/map-image/${value}.${signature}.webp`,
    `/map-image/${value}.${signature}`,
    "/map-image/not-a-key.png",
  ]) {
    const answer = await send(server.port, { path });
    expect(answer.status, path).toBe(404);
    expect(answer.headers["content-type"], path).not.toBe("image/png");
  }
  expect(host.asked.length).toBe(asked);
});

/** A visitor whose browser's requests to the tile host are noted; the cookie dialog already answered (declined). */
async function visitor(browser: Browser, javaScriptEnabled: boolean) {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled });
  const declined = Buffer.from(JSON.stringify(storedConsent(DECLINE_ALL, "map-tiles-test", new Date()))).toString("base64");
  await context.addCookies([{ name: "consent", value: encodeURIComponent(declined), url: server.url }]);
  const toHost: string[] = [];
  const pictures: Request[] = [];
  context.on("request", (request) => {
    if (request.url().startsWith(host.origin)) toHost.push(request.url());
    if (new URL(request.url()).pathname.startsWith("/map-image/")) pictures.push(request);
  });
  return { context, page: await context.newPage(), toHost, pictures };
}

test("with JavaScript, the browser asks the tile host for nothing until the visitor clicks for the interactive map", async ({
  browser,
}) => {
  const { context, page, toHost, pictures } = await visitor(browser, true);
  const before = host.byOthers().length;
  await page.goto(FOR_SALE);
  await waitForHydration(page);
  // The server's picture is shown (loaded from this site), and the button is there.
  const picture = page.locator("img.list-map-image");
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(640);
  expect(pictures.length).toBeGreaterThan(0);
  const show = page.getByRole("button", { name: SHOW_MAP });
  await expect(show).toBeVisible();
  // A moment for anything late (a lazy request, a prefetch): still nothing from the tile host.
  await page.waitForTimeout(500);
  expect(toHost).toEqual([]);
  expect(host.byOthers().length).toBe(before);
  await expectNoAxeViolations(page, { javaScriptEnabled: true });

  await show.click();
  const frame = page.frameLocator("iframe.list-map-frame");
  await expect(frame.locator(".map-frame-canvas[data-drawn]")).toBeAttached({ timeout: 15_000 });
  // The frame's map draws the host's tiles: the browser asks for them, not the server.
  await expect.poll(() => toHost.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect.poll(() => host.byOthers().length - before).toBeGreaterThan(0);
  expect(toHost.every((url) => /\/\d+\/\d+\/\d+\.png$/.test(url))).toBe(true);
  await expectNoAxeViolations(page, { javaScriptEnabled: true });
  await context.close();
});

test("without JavaScript, the browser never contacts the tile host, and the list has its map", async ({ browser }) => {
  const { context, page, toHost, pictures } = await visitor(browser, false);
  const before = host.byOthers().length;
  await page.goto(FOR_SALE, { waitUntil: "load" });
  await expect(page.locator("img.list-map-image")).toBeVisible();
  await expect(page.locator("#list-map-summary")).toHaveText(/^\d+ biens dans \d+ communes : /);
  await expect(page.getByRole("button", { name: SHOW_MAP })).toHaveCount(0);
  await expect.poll(() => pictures.length).toBeGreaterThan(0);
  expect((await pictures[0]!.response())?.status()).toBe(200);
  expect(toHost).toEqual([]);
  expect(host.byOthers().length).toBe(before);
  await expectNoAxeViolations(page, { javaScriptEnabled: false });
  await context.close();
});

test("when the tile host fails, a picture not made yet is a 503 nobody keeps, and the server says why in its log", async () => {
  // A list the page never showed (one property in Liège, by its area), signed as the server signs: nothing cached for it.
  const src = mapImageSrc(
    {
      properties: [
        {
          id: 1,
          number: 1,
          title: "Maison",
          price: "€ 1",
          href: "/fr/",
          picture: "/media/x.jpg",
          position: { lat: 50.6326, lng: 5.5797, area: null },
        },
      ],
      ignore: [],
    },
    { url: `${host.origin}/{z}/{x}/{y}.png`, attribution: ATTRIBUTION },
    SECRET,
  )!;
  const from = server.output.length;
  host.failing = true;
  try {
    const failed = await send(server.port, { path: src });
    expect(failed.status).toBe(503);
    expect(failed.headers["cache-control"]).toBe("no-store");
    expect(failed.headers["content-type"]).not.toBe("image/png");
    await expect
      .poll(() => server.logLines(from).filter((line) => line.level === 40 && line.msg === "map picture: the tiles could not be fetched"))
      .toHaveLength(1);
  } finally {
    host.failing = false;
  }
  // The host back: the same address gives the picture.
  const answered = await send(server.port, { path: src });
  expect(answered.status).toBe(200);
  expect(answered.bytes.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
});
