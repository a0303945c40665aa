/**
 * Each page type against the static-file limit, in one run, interleaved: for every page, a plain
 * node:http server sending the same bytes (bench/static-server.ts), the site with its render cache
 * (ADR 021), and the site rendering every request (RENDER_CACHE_MB=0), each loaded in turn by wrk
 * (one thread, `apt-get install wrk`), or by autocannon where wrk is not installed. Prints req/s,
 * p50, p99, the server's CPU ms per request (from /proc) and req/s as a share of the static
 * server's, then the cached pages' share over all page types.
 *   npm run build && npm run bench
 *   npm run bench -- --duration 10 --connections 20 --rounds 2 [--autocannon] [path…]
 * Loopback, the load generator on the same cores: compare the ratios of one run, not across
 * machines. autocannon, a Node program, takes a core's worth of CPU itself and caps the static
 * server it measures (issue 21: it reported 33–55 % where wrk reports 7–8 %): prefer wrk.
 */
import { execFile, fork, spawnSync, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import { parseArgs, promisify } from "node:util";
import autocannon from "autocannon";
import { startBenchServer } from "./server";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "20" },
    rounds: { type: "string", default: "1" },
    port: { type: "string", default: "3197" },
    autocannon: { type: "boolean", default: false },
  },
});
const WRK = !values.autocannon && spawnSync("wrk", ["--version"]).error === undefined;
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const PORT = Number(values.port);
const ports = { cached: PORT, uncached: PORT + 1, static: PORT + 2 };
const HEADERS = {
  "accept-encoding": "br, gzip",
  "accept-language": "fr-BE,fr;q=0.9",
  "user-agent": `bench (${WRK ? "wrk" : "autocannon"})`,
};
const CLOCK_TICKS_PER_SECOND = 100;

/** User and system CPU time a process has used so far, in ms (Linux /proc). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

async function get(port: number, path: string) {
  const response = await fetch(`http://127.0.0.1:${port}${path}`, { headers: HEADERS });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
}

/** The page types of the issue, found on the site itself: a property and a project linked from the listing. */
async function pageTypes(): Promise<[string, string][]> {
  const listing = (await (await fetch(`http://127.0.0.1:${ports.cached}/fr/a-vendre/`)).text()) as string;
  const property = /href="(\/fr\/a-vendre\/[^"?]+\/\d+\/)"/.exec(listing)?.[1];
  const home = await (await fetch(`http://127.0.0.1:${ports.cached}/fr/`)).text();
  const project = /href="(\/fr\/projects\/[^"/]+\/[^"/]+\/\d+\/)/.exec(home + listing)?.[1] ?? "/fr/projects/";
  const version = /\/assets\/manifest-([0-9a-f]+)\.js/.exec(listing)?.[1] ?? "";
  return [
    ["home", "/fr/"],
    ["listing", "/fr/a-vendre/"],
    ["filtered listing", "/fr/a-vendre/?city=Bruxelles%7C1000&type=2&priceMax=400000&sort=price-asc"],
    ["page 5 of a listing", "/fr/a-vendre/?page=5"],
    ["property", property ?? "/fr/a-vendre/"],
    ["project", project],
    ["sitemap index", "/sitemap.xml"],
    ["/__manifest", `/__manifest?p=${encodeURIComponent("/fr/a-louer/")}&p=${encodeURIComponent("/fr/contact/")}&version=${version}`],
  ];
}

type Measure = { rps: number; p50: number; p99: number; cpuPerRequest: number; errors: number };
type Load = { rps: number; requests: number; p50: number; p99: number; errors: number };

/** A duration wrk prints ("812.00us", "1.25ms", "2.01s") in ms. */
function wrkMs(text: string): number {
  const [, value, unit] = /([\d.]+)(us|ms|s)/.exec(text) ?? [];
  return Math.round(Number(value) * (unit === "us" ? 1 : unit === "s" ? 1_000_000 : 1000)) / 1000;
}

/** One wrk run (one thread): its req/s, requests, median and 99th percentile, and answers that were no 2xx or 3xx. */
async function wrk(url: string, seconds: number): Promise<Load> {
  const headers = Object.entries(HEADERS).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const { stdout } = await promisify(execFile)("wrk", ["-t1", `-c${CONNECTIONS}`, `-d${seconds}s`, "--latency", ...headers, url]);
  const line = (pattern: RegExp) => pattern.exec(stdout)?.[1] ?? "0";
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    rps: Number(line(/Requests\/sec:\s+([\d.]+)/)),
    requests: Number(line(/(\d+) requests in/)),
    p50: wrkMs(line(/^\s+50%\s+(\S+)/m)),
    p99: wrkMs(line(/^\s+99%\s+(\S+)/m)),
    errors:
      Number(line(/Non-2xx or 3xx responses: (\d+)/)) + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

async function withAutocannon(url: string, seconds: number): Promise<Load> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: seconds, headers: HEADERS });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
  };
}

const run = WRK ? wrk : withAutocannon;

async function load(port: number, pid: number, path: string): Promise<Measure> {
  const url = `http://127.0.0.1:${port}${path}`;
  // Warm-up: the JIT compiles the path, the caches fill.
  await run(url, 1);
  const before = cpuMs(pid);
  const result = await run(url, DURATION);
  const cpu = cpuMs(pid) - before;
  return { rps: result.rps, p50: result.p50, p99: result.p99, cpuPerRequest: cpu / (result.requests || 1), errors: result.errors };
}

rmSync("var/bench", { recursive: true, force: true });
rmSync("var/bench-uncached", { recursive: true, force: true });
const servers: ChildProcess[] = [];
try {
  const common = { VISIT_COUNTING: "off" };
  servers.push(await startBenchServer(ports.cached, { ...common, DATABASE_URL: "file:var/bench/site.db" }));
  servers.push(
    await startBenchServer(ports.uncached, { ...common, DATABASE_URL: "file:var/bench-uncached/site.db", RENDER_CACHE_MB: "0" }),
  );
  const types = positionals.length > 0 ? positionals.map((path) => [path, path] as [string, string]) : await pageTypes();

  // The static server sends exactly what the site sent (the cached copy, compressed as the client asked).
  const stored = [];
  for (const [, path] of types) {
    const { response, bytes } = await get(ports.cached, path);
    const headers: Record<string, string> = {};
    for (const name of ["content-type", "content-encoding", "cache-control", "etag", "vary"]) {
      const value = response.headers.get(name);
      if (value) headers[name] = value;
    }
    stored.push({ path, headers, body: bytes.toString("base64") });
  }
  writeFileSync("var/bench/static-pages.json", JSON.stringify(stored));
  const staticServer = fork("bench/static-server.ts", [String(ports.static), "var/bench/static-pages.json"], {
    execArgv: ["--import", "tsx"],
  });
  servers.push(staticServer);
  await new Promise((resolve) => staticServer.once("message", resolve));

  console.log(
    `node ${process.version}, ${WRK ? "wrk, one thread" : "autocannon"}, ${CONNECTIONS} connections, ${DURATION} s per run, ${values.rounds} round(s), loopback, load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores\n`,
  );
  console.log(
    [
      "page".padEnd(20),
      "server".padEnd(9),
      "req/s".padStart(8),
      "p50 ms".padStart(7),
      "p99 ms".padStart(7),
      "CPU ms/req".padStart(11),
      "of static".padStart(10),
      "errors".padStart(7),
    ].join(" "),
  );
  const targets = [
    ["static", ports.static, staticServer.pid!],
    ["cached", ports.cached, servers[0]!.pid!],
    ["uncached", ports.uncached, servers[1]!.pid!],
  ] as const;
  // Per server, its requests per second summed over the page types, and the static server's CPU per request likewise.
  const totals = { static: { rps: 0, cpu: 0 }, cached: { rps: 0, cpu: 0 }, uncached: { rps: 0, cpu: 0 } };
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const [name, path] of types) {
      let limit = 0;
      for (const [server, port, pid] of targets) {
        const measure = await load(port, pid, path);
        if (server === "static") limit = measure.rps;
        totals[server].rps += measure.rps / limit;
        totals[server].cpu += measure.cpuPerRequest;
        console.log(
          [
            name.padEnd(20),
            server.padEnd(9),
            measure.rps.toFixed(0).padStart(8),
            String(measure.p50).padStart(7),
            String(measure.p99).padStart(7),
            measure.cpuPerRequest.toFixed(3).padStart(11),
            `${((100 * measure.rps) / limit).toFixed(1)} %`.padStart(10),
            String(measure.errors).padStart(7),
          ].join(" "),
        );
      }
    }
  }
  const runs = types.length * Number(values.rounds);
  console.log(
    `\ncached pages: ${((100 * totals.cached.rps) / runs).toFixed(1)} % of the static server's req/s (mean over ${runs} runs), ` +
      `CPU per request ${(totals.cached.cpu / runs).toFixed(3)} ms against ${(totals.static.cpu / runs).toFixed(3)} ms`,
  );
  console.log(`uncached pages: ${((100 * totals.uncached.rps) / runs).toFixed(1)} % of the static server's req/s`);
} finally {
  for (const server of servers) server.kill("SIGTERM");
}
