/**
 * What the server answers to requests no browser of a visitor sends: forged redirect paths,
 * methods the site does not serve, broken Host headers and request targets, old Remix data
 * requests, undecodable paths, visitors who leave before the page or its pictures arrive. Each
 * gets a 4xx (or its page), never a 500, and the log stays pino JSON without errors or stacks.
 */
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { brotliCompressSync, brotliDecompressSync, constants as zlibConstants, gunzipSync } from "node:zlib";
import { expect, test } from "@playwright/test";
import { BASE_PORT, send, startServer, type TestServer } from "./harness";

let server: TestServer;

// One server for the file (beforeAll): its tests run in order, in one worker.
test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  server = await startServer({
    name: "requests",
    // Pictures rendered while visitors come and go: none may be in a cache already.
    ownPictureCache: true,
    port: BASE_PORT + 1,
    env: {
      NODE_ENV: "production",
      PUBLIC_URL: "https://www.example.be",
      SESSION_SECRET: "s".repeat(32),
      TRUST_PROXY: "loopback",
      RATE_LIMIT_PER_MINUTE: "0",
      FORM_RATE_LIMIT_PER_MINUTE: "0",
    },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Follows redirects like a browser would, and returns every Location resolved, then the last answer. */
async function follow(path: string) {
  const origin = new URL(server.url);
  const locations: URL[] = [];
  let target = path;
  for (let hop = 0; hop < 5; hop++) {
    const answer = await send(server.port, { path: target });
    const location = answer.headers.location;
    if (answer.status < 300 || answer.status >= 400 || !location) return { locations, answer };
    // The WHATWG URL parser is the browser's: it reads "/\host" and "//host" as another host.
    const resolved = new URL(location, new URL(target.replace(/^[/\\]+/, "/"), origin));
    locations.push(resolved);
    if (resolved.host !== origin.host) return { locations, answer };
    target = location;
  }
  throw new Error(`${path}: more than five redirects`);
}

test("no path makes the server redirect to another host", async () => {
  const forged = [
    "//evil.example/fr/a-vendre",
    "//evil.example/fr/a-vendre?page=2",
    "///evil.example/fr/a-vendre",
    "/\\evil.example/fr/a-vendre",
    "/\\\\evil.example/fr/a-vendre",
    "/\\/evil.example/fr/a-vendre",
    "//\\evil.example/fr/a-vendre",
    "/%2F%2Fevil.example/fr/a-vendre",
    "/%2fevil.example/fr/a-vendre",
    "/%5Cevil.example/fr/a-vendre",
    "/%5c%5cevil.example/fr",
    "//evil.example",
    "//evil.example/",
  ];
  const start = server.output.length;
  for (const path of forged) {
    const { locations, answer } = await follow(path);
    for (const location of locations) expect(location.host, `${path} → ${location.href}`).toBe(new URL(server.url).host);
    expect(answer.status, path).toBeLessThan(500);
  }
  expect(server.problems(start)).toEqual([]);
});

test("the redirects a visitor relies on still work, on this host", async () => {
  const { locations } = await follow("/fr/a-vendre?page=2");
  expect(locations.map((url) => url.pathname + url.search)).toEqual(["/fr/a-vendre/?page=2"]);
  const doubled = await follow("//fr/a-vendre/");
  expect(doubled.locations.map((url) => url.pathname)).toEqual(["/fr/a-vendre/"]);
  expect(doubled.answer.status).toBe(200);
});

test("requests the site cannot serve get a 4xx, never a 500, and no error or stack in the log", async () => {
  const start = server.output.length;
  const requests = [
    { method: "TRACE", path: "/fr/" },
    { method: "TRACK", path: "/fr/" },
    { method: "PROPFIND", path: "/nl/te-koop/" },
    { method: "PUT", path: "/fr/a-vendre/" },
    { method: "DELETE", path: "/en/" },
    { method: "TRACE", path: "/media/banner-namur.jpg?w=400" },
    { method: "TRACE", path: "/favicon.ico" },
    { path: "/fr/", headers: { Host: "evil example" } },
    { path: "/fr/", headers: { Host: "evil.example/fr" } },
    { path: "/fr/", headers: { Host: "[::1" } },
    { path: "http://evil.example/fr/" },
    { path: "http://127.0.0.1/fr/" },
    { path: "/fr/?_data=root" },
    { path: "/nl/te-koop/?_data=routes%2Flistings" },
    { path: "/fr/%E0/" },
    { path: "/%E0" },
    { path: "/media/%E0.jpg?w=400" },
    { path: "/fr/a-vendre/%C3%28/" },
  ];
  for (const request of requests) {
    let answer = await send(server.port, request);
    // A redirect (a slash added) stays on this host and ends in a 4xx too.
    if (answer.status >= 300 && answer.status < 400) answer = (await follow(request.path)).answer;
    const label = `${request.method ?? "GET"} ${request.path} ${JSON.stringify(request.headers ?? {})}`;
    expect(answer.status, label).toBeGreaterThanOrEqual(400);
    expect(answer.status, label).toBeLessThan(500);
  }
  // Let the last log lines arrive.
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(server.problems(start)).toEqual([]);
});

test("a method the site does not serve gets its 405 page, in the page's language, inside the shell, with Allow", async () => {
  const trace = await send(server.port, { method: "TRACE", path: "/nl/te-koop/" });
  expect(trace.status).toBe(405);
  expect(trace.headers.allow).toBe("GET, HEAD");
  expect(trace.headers["content-type"]).toMatch(/^text\/html/);
  expect(trace.body).toContain('<html lang="nl"');
  expect(trace.body).toContain('aria-label="Hoofdmenu"');
  expect(trace.body).toContain("Deze actie is hier niet mogelijk");
  // The browser tab says it too.
  expect(trace.body).toMatch(/<title>Deze actie is hier niet mogelijk<\/title>/);
  expect(trace.body).toContain('class="site-footer"');

  const put = await send(server.port, { method: "PUT", path: "/fr/a-vendre/" });
  expect(put.status).toBe(405);
  expect(put.headers.allow).toBe("GET, HEAD");
  expect(put.body).toContain('<html lang="fr"');
  expect(put.body).toContain("Action impossible sur cette page");

  // A form post to a page that has no form is the same 405, with the same Allow.
  const post = await send(server.port, {
    method: "POST",
    path: "/de/zu-verkaufen/",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "a=b",
  });
  expect(post.status).toBe(405);
  expect(post.headers.allow).toBe("GET, HEAD");
  expect(post.body).toContain("Diese Aktion ist hier nicht möglich");
});

test("files that are no page (sitemap, pictures, robots.txt, search index) answer 405 in plain text, with Allow", async () => {
  const start = server.output.length;
  const requests = [
    { method: "TRACE", path: "/sitemap.xml" },
    { method: "PUT", path: "/media/banner-namur.jpg?w=400" },
    { method: "DELETE", path: "/sitemaps/pages.xml" },
    { method: "TRACE", path: "/robots.txt" },
    { method: "PATCH", path: "/search-index.json?lang=fr" },
  ];
  for (const request of requests) {
    const answer = await send(server.port, request);
    const label = `${request.method} ${request.path}`;
    expect(answer.status, label).toBe(405);
    expect(answer.headers.allow, label).toBe("GET, HEAD");
    expect(answer.headers["content-type"], label).toMatch(/^text\/plain/);
    expect(answer.headers["x-remix-error"], label).toBeUndefined();
    expect(answer.body, label).toBe("Method Not Allowed");
  }
  // An old data request on one of them is a plain 400 too.
  for (const path of ["/robots.txt?_data=root", "/media/banner-namur.jpg?w=400&_data=root"]) {
    const data = await send(server.port, { path });
    expect(data.status, path).toBe(400);
    expect(data.headers["content-type"], path).toMatch(/^text\/plain/);
    expect(data.headers["x-remix-error"], path).toBeUndefined();
    expect(data.body, path).toBe("Bad Request");
  }
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(server.problems(start)).toEqual([]);
});

test("an old Remix data request gets the 400 page of the page's language", async () => {
  const answer = await send(server.port, { path: "/en/for-sale/?_data=root" });
  expect(answer.status).toBe(400);
  expect(answer.body).toContain('<html lang="en"');
  expect(answer.body).toContain("Bad request");
});

test("an undecodable path gets the 404 page of its language", async () => {
  const answer = await send(server.port, { path: "/nl/%E0/" });
  expect(answer.status).toBe(404);
  expect(answer.body).toContain('<html lang="nl"');
  expect(answer.body).toContain("Oeps, deze pagina bestaat niet meer");
});

test("pages say which browser features they never use, and HSTS is sent where PUBLIC_URL is https", async () => {
  const answer = await send(server.port, { path: "/fr/" });
  const policy = answer.headers["permissions-policy"] ?? "";
  for (const denied of ["camera=()", "microphone=()", "geolocation=()", "payment=()", "usb=()", "browsing-topics=()"]) {
    expect(policy).toContain(denied);
  }
  expect(policy).toMatch(/fullscreen=\(self [^)]*"https:\/\/www\.youtube-nocookie\.com"/);
  expect(answer.headers["strict-transport-security"]).toMatch(/^max-age=\d{7,}/);
});

test("a picture answers with a validator, and asking again with it gets 304 without the picture", async () => {
  const path = "/media/banner-namur.jpg?w=400";
  const first = await send(server.port, { path, headers: { Accept: "image/webp" } });
  expect(first.status).toBe(200);
  const etag = first.headers.etag;
  const modified = first.headers["last-modified"];
  expect(etag ?? modified).toBeTruthy();
  if (etag) {
    const again = await send(server.port, { path, headers: { Accept: "image/webp", "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.etag).toBe(etag);
    // Another format of the same picture is another representation: no 304 for it.
    const jpeg = await send(server.port, { path, headers: { Accept: "image/jpeg", "If-None-Match": etag } });
    expect(jpeg.status).toBe(200);
  }
  if (modified) {
    const again = await send(server.port, { path, headers: { Accept: "image/webp", "If-Modified-Since": modified } });
    expect(again.status).toBe(304);
  }
});

test("the browser's scripts and stylesheets come compressed once at build time: brotli or gzip as it accepts, else the file, kept a year", async () => {
  const assets = readdirSync("build/client/assets");
  // The largest script (React's chunk): the one whose compression matters most.
  const vendor = assets
    .filter((name) => name.endsWith(".js"))
    .sort((a, b) => statSync(`build/client/assets/${b}`).size - statSync(`build/client/assets/${a}`).size)[0]!;
  const stylesheet = assets.find((name) => /^site-.+\.css$/.test(name))!;
  for (const name of [vendor, stylesheet]) {
    const file = readFileSync(`build/client/assets/${name}`);
    const smallest = brotliCompressSync(file, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    const br = await send(server.port, { path: `/assets/${name}`, headers: { "Accept-Encoding": "gzip, deflate, br, zstd" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(Number(br.headers["content-length"])).toBe(br.bytes.length);
    // Brotli's smallest, not the lower level a server compresses with on the fly.
    expect(br.bytes.length).toBeLessThanOrEqual(smallest + 16);
    expect(brotliDecompressSync(br.bytes).equals(file)).toBe(true);
    expect(br.headers["cache-control"]).toContain("immutable");
    expect(br.headers.vary).toContain("Accept-Encoding");
    const gzip = await send(server.port, { path: `/assets/${name}`, headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.bytes).equals(file)).toBe(true);
    const plain = await send(server.port, { path: `/assets/${name}`, headers: { "Accept-Encoding": "identity" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.bytes.equals(file)).toBe(true);
  }
  expect((await send(server.port, { path: "/assets/missing-0000.js", headers: { "Accept-Encoding": "br" } })).status).toBe(404);
  // Another method gets the site's 405 page, readable: no encoding it does not have.
  const post = await send(server.port, { method: "POST", path: `/assets/${vendor}`, headers: { "Accept-Encoding": "br" } });
  expect(post.status).toBe(405);
  if (post.headers["content-encoding"] === "br") expect(brotliDecompressSync(post.bytes).toString("utf8")).toContain("<html");
  else expect(post.body).toContain("<html");
});

test("a CONNECT request (a client taking the site for a proxy) gets a 405 answer, not a dropped connection", async () => {
  const net = await import("node:net");
  const answer = await new Promise<string>((resolve, reject) => {
    let received = "";
    const socket = net.connect(server.port, "127.0.0.1", () =>
      socket.write("CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n"),
    );
    socket.on("data", (chunk) => (received += chunk.toString()));
    socket.on("close", () => resolve(received));
    socket.on("error", reject);
  });
  expect(answer).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
  expect(answer).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
});

test("visitors who leave while a page or its pictures load leave no error and no stack in the log", async () => {
  const start = server.output.length;
  const net = await import("node:net");
  const leave = (path: string, after: "sent" | "first-bytes") =>
    new Promise<void>((resolve) => {
      const socket = net.connect(server.port, "127.0.0.1", () => {
        socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: image/avif,text/html\r\n\r\n`);
        if (after === "sent") setTimeout(() => socket.resetAndDestroy(), 20);
      });
      socket.on("data", () => {
        if (after === "first-bytes") socket.resetAndDestroy();
      });
      socket.on("close", () => resolve());
      socket.on("error", () => resolve());
    });
  const pictures = ["appartement-01", "appartement-02", "maison-01", "maison-02", "banner-namur"];
  await Promise.all([
    ...pictures.map((name) => leave(`/media/${name}.jpg?w=1360`, "sent")),
    ...pictures.map((name) => leave(`/media/${name}.jpg?w=600`, "first-bytes")),
    ...["/fr/", "/nl/te-koop/", "/en/for-rent/", "/de/"].map((path) => leave(path, "sent")),
    ...["/fr/a-vendre/", "/nl/", "/en/for-sale/", "/de/zu-vermieten/"].map((path) => leave(path, "first-bytes")),
  ]);
  // The renders the visitors left go on and finish; give them time to.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  expect(server.problems(start)).toEqual([]);
});

test("a wrong configuration stops the server with one JSON line naming the variable", () => {
  const { status, stdout, stderr } = spawnSync(process.execPath, ["build/server.js"], {
    env: { ...process.env, PORT: "eighty", TRUST_PROXY: "proxy.example", DATABASE_URL: "file:var/server-bad-config/site.db" },
    encoding: "utf8",
    timeout: 20_000,
  });
  expect(status).toBe(1);
  const lines = `${stdout}${stderr}`.split("\n").filter((line) => line !== "");
  expect(lines).toHaveLength(1);
  const line = JSON.parse(lines[0]!) as { level: number; msg: string };
  expect(line.level).toBe(60);
  expect(line.msg).toMatch(/PORT[\s\S]*TRUST_PROXY/);
});

/** The modules a compiled file imports (or re-exports) statically, at its top. */
const staticImports = (file: string): string[] =>
  [...readFileSync(file, "utf8").matchAll(/^(?:import|export)\s(?:[^;]*?\sfrom\s)?["']([^"']+)["'];?$/gm)].map((match) => match[1]!);

test("the compiled server imports no React library ahead of its NODE_ENV line: React picks its production build when first imported", () => {
  // esbuild hoists the packages build/server.js imports above app/node-env.server.ts's code.
  const packages = staticImports("build/server.js");
  expect(packages).toContain("express");
  expect(packages.filter((name) => /react|@nivo|@conform-to/.test(name))).toEqual([]);
});

test("a server starts without PostgreSQL's driver or the brochure's PDF and QR code libraries: it loads each when first needed", () => {
  const compiled = [
    "build/server.js",
    ...readdirSync("build/server", { recursive: true, encoding: "utf8" })
      .filter((name) => name.endsWith(".js"))
      .map((name) => `build/server/${name}`),
  ];
  const imported = compiled.flatMap(staticImports);
  // The imports are read in both bundles: esbuild's of server.ts (SQLite's driver) and Vite's of the app (its pages' React).
  expect(imported).toContain("better-sqlite3");
  expect(imported).toContain("react-dom/server");
  expect(imported.filter((name) => ["pg", "pdfkit", "qrcode"].includes(name))).toEqual([]);
});
