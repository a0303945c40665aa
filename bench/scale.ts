/**
 * The site at 230 (the bundled catalogue), 20,000 and 100,000 listings, on SQLite and PostgreSQL
 * (ADR 023): for each, the catalogue is generated (`scripts/catalogue/scale.ts`), imported by the
 * import command into a database of its own (time and peak memory of the import), and served by
 * the production build rendering every request (RENDER_CACHE_MB=0). Printed per page type: the
 * time of one request (median of 15, after a warm-up) and its ratio to the same page at 230
 * listings, and under load (autocannon) req/s, p99 and CPU ms per request; then the server's peak
 * memory, the first request after a start, and the longest wait of /healthz while the sitemaps are
 * built. `npm run bench` gives the same pages against the static-file limit.
 *   npm run build && npm run bench:scale
 *   npm run bench:scale -- --sizes 20000,100000 --databases sqlite,postgres --duration 3
 * PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), one schema per run, dropped after.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { catalogueSchema } from "~/catalogue/schema";
import { scaleCatalogue } from "../scripts/catalogue/scale";
import { startBenchServer } from "./server";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "20000,100000" },
    databases: { type: "string", default: "sqlite,postgres" },
    duration: { type: "string", default: "3" },
    connections: { type: "string", default: "50" },
    port: { type: "string", default: "3297" },
  },
});
const SIZES = [230, ...values.sizes.split(",").map(Number)];
const DATABASES = values.databases.split(",") as ("sqlite" | "postgres")[];
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const PORT = Number(values.port);
const PG_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const HEADERS = { "accept-encoding": "br, gzip", "accept-language": "fr-BE,fr;q=0.9", "user-agent": "bench (autocannon)" };
const DIR = "var/scale";

const snapshot = catalogueSchema.parse(JSON.parse(readFileSync("data/catalogue/snapshot.json", "utf8")));
const property = snapshot.listings.find((listing) => listing.Status === "available" && listing.ProjectID === undefined)!;

const PAGES: [string, string][] = [
  ["home", "/fr/"],
  ["listing", "/fr/a-vendre/"],
  ["filtered listing", "/fr/a-vendre/?city=Namur%7C5000&type=2&priceMin=100000&priceMax=400000&sort=price-asc"],
  ["page 50 of a listing", "/fr/a-vendre/?page=50"],
  ["property", `/property/${property.ID}/`],
  ["/__manifest", `/__manifest?p=${encodeURIComponent("/fr/a-louer/")}`],
];

function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}
/** Peak resident memory of a process so far, in MB (Linux /proc). */
function peakMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/VmHWM:\s+(\d+) kB/);
  return Number(line?.[1] ?? 0) / 1024;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function timed(url: string): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, { headers: HEADERS, redirect: "follow" });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return performance.now() - start;
}

/** A database of its own: a SQLite file, or a fresh PostgreSQL schema. */
async function makeDatabase(kind: "sqlite" | "postgres", size: number): Promise<{ url: string; drop: () => Promise<void> }> {
  if (kind === "sqlite") {
    const dir = `${DIR}/db-${size}`;
    rmSync(dir, { recursive: true, force: true });
    return { url: `file:${dir}/site.db`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const schema = `bench_${size}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const url = new URL(PG_URL);
  url.searchParams.set("options", `-c search_path=${schema}`);
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

/** The import command on a generated catalogue: wall time and peak memory (GNU time). */
function importCatalogue(url: string, size: number): { seconds: number; peakMb: number } {
  const file = `${DIR}/catalogue-${size}.json`;
  mkdirSync(DIR, { recursive: true });
  writeFileSync(file, JSON.stringify(scaleCatalogue(snapshot, size)));
  const run = spawnSync("/usr/bin/time", ["-f", "%e %M", process.execPath, "--import", "tsx", "scripts/catalogue-import.ts", file], {
    env: { ...process.env, DATABASE_URL: url },
    encoding: "utf8",
  });
  if (run.status !== 0) throw new Error(`import failed: ${run.stderr}`);
  const [seconds, kb] = run.stderr.trim().split("\n").at(-1)!.split(" ").map(Number);
  return { seconds: seconds!, peakMb: kb! / 1024 };
}

/** The longest wait of /healthz, polled every 20 ms, while `work` runs. */
async function longestHealthWait(port: number, work: () => Promise<unknown>): Promise<number> {
  let longest = 0;
  let running = true;
  const poll = (async () => {
    while (running) {
      longest = Math.max(longest, await timed(`http://127.0.0.1:${port}/healthz`));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  await work();
  running = false;
  await poll;
  return longest;
}

type Row = { db: string; size: number; page: string; oneMs: number; rps: number; p99: number; cpu: number };
const rows: Row[] = [];
const notes: string[] = [];

for (const kind of DATABASES) {
  for (const size of SIZES) {
    const database = await makeDatabase(kind, size);
    let server: ChildProcess | undefined;
    try {
      const imported = size === 230 ? null : importCatalogue(database.url, size);
      const started = performance.now();
      server = await startBenchServer(PORT, { DATABASE_URL: database.url, RENDER_CACHE_MB: "0", VISIT_COUNTING: "off" });
      const first = await timed(`http://127.0.0.1:${PORT}/fr/a-vendre/`);
      const ready = performance.now() - started;
      const sitemapWait = await longestHealthWait(PORT, () => timed(`http://127.0.0.1:${PORT}/sitemap.xml`));
      for (const [page, path] of PAGES) {
        // The property's own address (the short one answers a redirect to it).
        const url = (await fetch(`http://127.0.0.1:${PORT}${path}`, { headers: HEADERS })).url;
        for (let i = 0; i < 3; i++) await timed(url);
        const times: number[] = [];
        for (let i = 0; i < 15; i++) times.push(await timed(url));
        const one = median(times);
        const before = cpuMs(server.pid!);
        const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: HEADERS });
        const cpu = (cpuMs(server.pid!) - before) / (result.requests.total || 1);
        rows.push({ db: kind, size, page, oneMs: one, rps: result.requests.average, p99: result.latency.p99, cpu });
      }
      notes.push(
        `${kind} ${size.toLocaleString("en")}: ` +
          (imported ? `import ${imported.seconds.toFixed(1)} s, ${imported.peakMb.toFixed(0)} MB peak; ` : "") +
          `start to first listing page ${ready.toFixed(0)} ms (that request ${first.toFixed(0)} ms); ` +
          `/healthz waited at most ${sitemapWait.toFixed(0)} ms while the sitemaps were built; ` +
          `server peak memory ${peakMb(server.pid!).toFixed(0)} MB`,
      );
    } finally {
      // The next server takes the same port: wait until this one is gone.
      if (server && server.exitCode === null) {
        const exited = new Promise((resolve) => server!.once("exit", resolve));
        server.kill("SIGTERM");
        await exited;
      }
      await database.drop();
    }
  }
}

console.log(`node ${process.version}, uncached renders, ${CONNECTIONS} connections, ${DURATION} s per load, loopback\n`);
console.log(
  [
    "database",
    "listings".padStart(8),
    "page".padEnd(22),
    "1 req ms".padStart(9),
    "× at 230".padStart(9),
    "req/s".padStart(7),
    "p99 ms".padStart(7),
    "CPU ms/req".padStart(11),
  ].join(" "),
);
for (const row of rows) {
  const base = rows.find((other) => other.db === row.db && other.size === 230 && other.page === row.page)!;
  console.log(
    [
      row.db.padEnd(8),
      String(row.size).padStart(8),
      row.page.padEnd(22),
      row.oneMs.toFixed(1).padStart(9),
      (row.oneMs / base.oneMs).toFixed(2).padStart(9),
      row.rps.toFixed(0).padStart(7),
      String(row.p99).padStart(7),
      row.cpu.toFixed(2).padStart(11),
    ].join(" "),
  );
}
console.log("");
for (const note of notes) console.log(note);
