/**
 * Property pages per second with visit counting on and off (issue 8 §8, ADR 018), in one run.
 *   npm run build && npm run bench:visits                          # 3 rounds of 10 s, 10 connections
 *   npm run bench:visits -- --rounds 5 --duration 20 --connections 20
 *
 * Two servers from the same build, one with VISIT_COUNTING=on and one with off, each on its own
 * SQLite database; autocannon loads them in turn (interleaved rounds, the order swapped every round,
 * so that a warmer or busier machine favours neither). Each request asks for one of several property
 * pages with a User-Agent of its own, so the counting server sees a new visitor on most requests (its
 * worst case: every view a new hash and a new row). The server and autocannon share the machine's
 * cores: compare the two figures of one run, not figures across machines.
 */
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pino from "pino";
import { closeDatabase, createDatabase } from "~/db/db.server";
import { migrateToLatest } from "~/db/migrate.server";
import { startVisitCounter } from "~/owners/visits.server";
import { startBenchServer } from "./server";

const { values } = parseArgs({
  options: {
    rounds: { type: "string", default: "3" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "3195" },
  },
});
const rounds = Number(values.rounds);
const basePort = Number(values.port);
const CHROME = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

const modes = ["on", "off"] as const;
type Mode = (typeof modes)[number];
const servers = new Map<Mode, { port: number; url: string; kill: () => void }>();
for (const [n, mode] of modes.entries()) {
  const port = basePort + n;
  rmSync(`var/bench-visits-${mode}`, { recursive: true, force: true });
  const url = `file:var/bench-visits-${mode}/site.db`;
  const child = await startBenchServer(port, { DATABASE_URL: url, VISIT_COUNTING: mode });
  servers.set(mode, { port, url, kill: () => child.kill("SIGTERM") });
}

/** Property pages linked from the first pages of the listings for sale and for rent. */
async function propertyPaths(port: number): Promise<string[]> {
  const paths = new Set<string>();
  for (const list of ["/fr/a-vendre/", "/fr/a-louer/", "/nl/te-koop/"]) {
    const html = await (await fetch(`http://127.0.0.1:${port}${list}`)).text();
    for (const match of html.matchAll(/href="(\/(?:fr|nl)\/[^"?]+\/\d+\/)"/g)) paths.add(match[1]!);
  }
  return [...paths].slice(0, 12);
}

let sent = 0;
async function load(mode: Mode, paths: string[], duration: number) {
  const { port } = servers.get(mode)!;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: Number(values.connections),
    duration,
    headers: { "accept-language": "fr-BE,fr;q=0.9", accept: "text/html" },
    requests: [
      {
        setupRequest: (request) => {
          sent += 1;
          // A new visitor most of the time: a hash and a row to write per view.
          return {
            ...request,
            path: paths[sent % paths.length]!,
            headers: { ...request.headers, "user-agent": `${CHROME} bench/${sent}` },
          };
        },
      },
    ],
  });
}

try {
  const paths = await propertyPaths(servers.get("on")!.port);
  if (paths.length < 4) throw new Error(`only ${paths.length} property pages found`);
  const answered: Record<Mode, number> = { on: 0, off: 0 };
  // Warm up both: the JIT compiles the render path, the catalogue cache fills.
  for (const mode of modes) answered[mode] += (await load(mode, paths, 3))["2xx"];

  const results: Record<Mode, number[]> = { on: [], off: [] };
  const non2xx: Record<Mode, number> = { on: 0, off: 0 };
  for (let round = 0; round < rounds; round++) {
    for (const mode of round % 2 === 0 ? modes : [...modes].reverse()) {
      const result = await load(mode, paths, Number(values.duration));
      results[mode].push(result.requests.average);
      non2xx[mode] += result.non2xx + result.errors;
      answered[mode] += result["2xx"];
      // The counting server writes its last views before the other one is loaded.
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  }

  const db = createDatabase(servers.get("on")!.url);
  const counted = await db
    .selectFrom("visit_count")
    .select((eb) => eb.fn.sum<number | string>("visits").as("n"))
    .executeTakeFirstOrThrow();
  await closeDatabase(db);

  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  console.log(
    `node ${process.version}, ${paths.length} property pages, ${values.connections} connections, ${rounds} rounds of ${values.duration} s per mode\n`,
  );
  console.log("round".padEnd(8), "counting on".padStart(14), "counting off".padStart(14));
  for (let round = 0; round < rounds; round++) {
    console.log(String(round + 1).padEnd(8), results.on[round]!.toFixed(0).padStart(14), results.off[round]!.toFixed(0).padStart(14));
  }
  const on = mean(results.on);
  const off = mean(results.off);
  console.log("mean".padEnd(8), on.toFixed(0).padStart(14), off.toFixed(0).padStart(14), " property pages/s");
  console.log(`\nratio on/off: ${(on / off).toFixed(3)} (${((on / off - 1) * 100).toFixed(1)} %)`);
  console.log(`non-2xx or errors: on ${non2xx.on}, off ${non2xx.off}`);
  // Every request is a new visitor: the count should match the pages answered (a few more: answers
  // under way when a round's time is up reach the server but not autocannon's tally).
  console.log(`visits counted by the counting server: ${Number(counted.n)} for ${answered.on} pages answered 200`);
  if (non2xx.on + non2xx.off > 0) process.exitCode = 1;

  // The counter alone, in this process, without the page around it: what a burst costs it.
  rmSync("var/bench-visits-counter", { recursive: true, force: true });
  const alone = createDatabase("file:var/bench-visits-counter/site.db");
  await migrateToLatest(alone);
  const views = 100_000;
  const counter = startVisitCounter({ db: alone, logger: pino({ level: "warn" }), flushMs: 3_600_000, maxPending: views });
  let started = performance.now();
  for (let n = 0; n < views; n++)
    counter.record(1 + (n % 50), { address: `198.51.${n % 256}.${n % 200}`, userAgent: `${CHROME} bench/${n}` });
  const recordMs = performance.now() - started;
  started = performance.now();
  await counter.stop();
  const writeMs = performance.now() - started;
  await closeDatabase(alone);
  console.log(
    `\ncounter alone (SQLite): ${views} views recorded in ${recordMs.toFixed(0)} ms (${((recordMs * 1000) / views).toFixed(2)} µs each), ` +
      `written in ${writeMs.toFixed(0)} ms (${((views / writeMs) * 1000).toFixed(0)} views/s)`,
  );
} finally {
  for (const server of servers.values()) server.kill();
}
