/**
 * What a visitor's browser gets: for each page type, the JavaScript of its first load (every script
 * the page fetches until the network is idle, gzip-compressed as the server sends it), what the
 * visitor's first act then fetches (a mouse move and a Tab key press: only what the page uses
 * should come, if anything), and what the first focus into the page's first form field fetches
 * (the forms' validation, ADR 025), and
 * Lighthouse's mobile performance (its default: a mid-range phone on slow 4G, simulated), the
 * median of a few runs, for home, a listing and a property.
 *   npm run build && npm run bench:browser
 *   npm run bench:browser -- --runs 5 --no-lighthouse
 * Lighthouse is not a dependency of the site (185 MB): npx fetches the version below on first use.
 * Its scores move by several points from one run to the next on a busy 2-core machine: read the
 * median, with nothing else running.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { startBenchServer } from "./server";

const LIGHTHOUSE = "lighthouse@12.8.2";
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    port: { type: "string", default: "3291" },
    "no-lighthouse": { type: "boolean", default: false },
  },
});
const RUNS = Number(values.runs);
const base = `http://127.0.0.1:${values.port}`;

/** The page types, found on the site itself: a property and a project linked from the listing and home. */
async function pageTypes(): Promise<[string, string][]> {
  const listing = await (await fetch(`${base}/fr/a-vendre/`)).text();
  const home = await (await fetch(`${base}/fr/`)).text();
  const property = /href="(\/fr\/a-vendre\/[^"?]+\/\d+\/)"/.exec(listing)?.[1] ?? "/fr/a-vendre/";
  const project = /href="(\/fr\/projects\/[^"/]+\/[^"/]+\/\d+\/)/.exec(home + listing)?.[1] ?? "/fr/projects/";
  return [
    ["home", "/fr/"],
    ["listing", "/fr/a-vendre/"],
    ["filtered listing", "/fr/a-vendre/?type=2&sort=price-asc"],
    ["property", property],
    ["project", project],
    ["search", "/fr/recherche/"],
    ["contact", "/fr/contact/"],
    ["valuation", "/fr/estimation-gratuite/"],
    ["demand registration", "/fr/tenez-moi-informe/"],
    ["login", "/fr/login/"],
  ];
}

const KB = (bytes: number) => Number((bytes / 1024).toFixed(1));
const scriptName = (file: string) => file.replace(/-[\w-]{8}\.js$/, "");

/** Waits until the scripts asked for have all come, and none more was asked for in the last second. */
async function scriptsSettled(scripts: Promise<[string, number]>[]) {
  let seen = -1;
  while (seen !== scripts.length) {
    seen = scripts.length;
    await Promise.all(scripts);
    await new Promise((settled) => setTimeout(settled, 1000));
  }
  return Promise.all(scripts);
}

/**
 * Each script a first visit fetches until the network is idle (its name and gzip size), then
 * those the visitor's first act fetches, then those the first focus into a form field fetches.
 */
async function firstLoad(paths: [string, string][]) {
  const browser = await chromium.launch({ executablePath: CHROMIUM });
  const rows = [];
  for (const [name, pagePath] of paths) {
    const context = await browser.newContext();
    const page = await context.newPage();
    let scripts: Promise<[string, number]>[] = [];
    // Counted from the request on: a script asked for is waited for, however slow its answer.
    page.on("request", (request) => {
      if (request.resourceType() !== "script") return;
      const name = path.basename(new URL(request.url()).pathname);
      scripts.push(
        request
          .response()
          .then((response) => response?.body())
          .then((body): [string, number] => [name, body ? gzipSync(body).length : 0]),
      );
    });
    await page.goto(base + pagePath, { waitUntil: "networkidle" });
    const sizes = await scriptsSettled(scripts);
    scripts = [];
    // The visitor's first act: a mouse that moves over the page, a key press (not into a field).
    await page.mouse.move(200, 300);
    await page.mouse.move(400, 500);
    await page.keyboard.press("Shift");
    const acted = await scriptsSettled(scripts);
    scripts = [];
    const field = page.locator("main form input:not([type=hidden]):not([tabindex='-1'])").first();
    if ((await field.count()) > 0) await field.focus();
    const focused = await scriptsSettled(scripts);
    await context.close();
    const total = (list: [string, number][]) => list.reduce((sum, [, size]) => sum + size, 0);
    const largest = [...sizes]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([file, size]) => `${scriptName(file)} ${KB(size)}`)
      .join(", ");
    const named = (list: [string, number][]) => list.map(([file]) => scriptName(file)).join(" ") || "-";
    rows.push({
      page: name,
      "first-load JS (KB gzip)": KB(total(sizes)),
      scripts: sizes.length,
      largest,
      "first act (KB gzip)": KB(total(acted)),
      "first act fetches": named(acted),
      "first field focus (KB gzip)": KB(total(focused)),
      "focus fetches": named(focused),
    });
  }
  await browser.close();
  return rows;
}

type LighthouseRun = { score: number; fcp: number; lcp: number; tbt: number; cls: number };

function lighthouse(url: string, dir: string, attempt = 1): LighthouseRun {
  const output = path.join(dir, "report.json");
  const run = spawnSync(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--only-categories=performance",
      "--output=json",
      `--output-path=${output}`,
      "--chrome-flags=--headless=new --no-sandbox",
      "--quiet",
    ],
    { env: { ...process.env, CHROME_PATH: CHROMIUM }, encoding: "utf8" },
  );
  // Lighthouse sometimes misses the trace's start and says to run it again (NO_NAVSTART): it is, twice at most.
  if (run.status !== 0 && run.stderr.includes("run Lighthouse again") && attempt < 3) return lighthouse(url, dir, attempt + 1);
  if (run.status !== 0) throw new Error(`lighthouse failed: ${run.stderr}`);
  const report = JSON.parse(readFileSync(output, "utf8")) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue: number }>;
  };
  const audit = (id: string) => report.audits[id]!.numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: audit("first-contentful-paint"),
    lcp: audit("largest-contentful-paint"),
    tbt: audit("total-blocking-time"),
    cls: audit("cumulative-layout-shift"),
  };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

const database = mkdtempSync(path.join(tmpdir(), "bench-browser-"));
const server = await startBenchServer(Number(values.port), { DATABASE_URL: `file:${database}/site.db` });
try {
  const paths = await pageTypes();
  console.table(await firstLoad(paths));
  if (!values["no-lighthouse"]) {
    // Measured as most visitors meet a page: kept by the render cache, and asked for before (its
    // brotli bytes at their smallest, ADR 028), not its very first render.
    for (const [, pagePath] of paths) for (let i = 0; i < 2; i++) await fetch(base + pagePath, { headers: { "Accept-Encoding": "br" } });
    await new Promise((settled) => setTimeout(settled, 2000));
    const rows = [];
    for (const [name, pagePath] of paths.filter(([name]) => ["home", "listing", "property"].includes(name))) {
      const runs = Array.from({ length: RUNS }, () => lighthouse(base + pagePath, database));
      rows.push({
        page: name,
        "performance (median)": median(runs.map((run) => run.score)),
        scores: runs.map((run) => run.score).join(" "),
        "FCP ms": Math.round(median(runs.map((run) => run.fcp))),
        "LCP ms": Math.round(median(runs.map((run) => run.lcp))),
        "TBT ms": Math.round(median(runs.map((run) => run.tbt))),
        CLS: Math.max(...runs.map((run) => run.cls)).toFixed(3),
      });
    }
    console.table(rows);
  }
} finally {
  server.kill("SIGTERM");
  rmSync(database, { recursive: true, force: true });
}
