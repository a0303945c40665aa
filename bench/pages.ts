/**
 * Each page type against the static-file limit, in one run, interleaved: for every page, a plain
 * node:http server sending the same bytes (bench/static-server.ts), the site with its render cache
 * (ADR 021), and the site rendering every request (RENDER_CACHE_MB=0), each loaded in turn by
 * autocannon. Prints req/s, p50, p99, the server's CPU ms per request (from /proc) and req/s as a
 * share of the static server's.
 *   npm run build && npm run bench
 *   npm run bench -- --duration 10 --connections 50 --rounds 2 [path…]
 * Loopback, the load generator on the same 2 cores: compare the ratios of one run, not across machines.
 */
import { fork, type ChildProcess } from "node:child_process";
import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startBenchServer } from "./server";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "50" },
    rounds: { type: "string", default: "1" },
    port: { type: "string", default: "3197" },
  },
});
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const PORT = Number(values.port);
const ports = { cached: PORT, uncached: PORT + 1, static: PORT + 2 };
const HEADERS = { "accept-encoding": "br, gzip", "accept-language": "fr-BE,fr;q=0.9", "user-agent": "bench (autocannon)" };
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

async function load(port: number, pid: number, path: string): Promise<Measure> {
  const url = `http://127.0.0.1:${port}${path}`;
  // Warm-up: the JIT compiles the path, the caches fill.
  await autocannon({ url, connections: CONNECTIONS, duration: 1, headers: HEADERS });
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers: HEADERS });
  const cpu = cpuMs(pid) - before;
  const requests = result.requests.total || 1;
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    cpuPerRequest: cpu / requests,
    errors: result.non2xx + result.errors,
  };
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

  console.log(`node ${process.version}, ${CONNECTIONS} connections, ${DURATION} s per run, ${values.rounds} round(s), loopback\n`);
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
  for (let round = 0; round < Number(values.rounds); round++) {
    for (const [name, path] of types) {
      let limit = 0;
      for (const [server, port, pid] of targets) {
        const measure = await load(port, pid, path);
        if (server === "static") limit = measure.rps;
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
} finally {
  for (const server of servers) server.kill("SIGTERM");
}
