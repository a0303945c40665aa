/**
 * Pages per second and latency of the production build, measured with autocannon on loopback.
 *   npm run build && npm run bench                      # home, 10 s, 10 connections
 *   npm run bench -- --duration 20 --connections 20 /fr/a-vendre/
 * The server and autocannon share the machine's cores: compare figures from one run, not across machines.
 */
import { rmSync } from "node:fs";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startBenchServer } from "./server";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    port: { type: "string", default: "3199" },
  },
});
const paths = positionals.length > 0 ? positionals : ["/fr/"];
const port = Number(values.port);
const origin = `http://127.0.0.1:${port}`;

rmSync("var/bench", { recursive: true, force: true });
const server = await startBenchServer(port, { DATABASE_URL: "file:var/bench/site.db" });

try {
  console.log(`node ${process.version}, ${values.connections} connections, ${values.duration} s per page\n`);
  console.log(
    "page".padEnd(34),
    "req/s".padStart(8),
    "p50 ms".padStart(8),
    "p97.5 ms".padStart(9),
    "p99 ms".padStart(8),
    "non-2xx".padStart(8),
  );
  for (const path of paths) {
    // Warm up for 3 s: the JIT compiles the render path and the caches fill.
    await autocannon({ url: `${origin}${path}`, connections: Number(values.connections), duration: 3 });
    const result = await autocannon({
      url: `${origin}${path}`,
      connections: Number(values.connections),
      duration: Number(values.duration),
      headers: { "accept-language": "fr-BE,fr;q=0.9", accept: "text/html" },
    });
    console.log(
      path.padEnd(34),
      result.requests.average.toFixed(0).padStart(8),
      String(result.latency.p50).padStart(8),
      String(result.latency.p97_5).padStart(9),
      String(result.latency.p99).padStart(8),
      String(result.non2xx).padStart(8),
    );
  }
} finally {
  server.kill("SIGTERM");
}
