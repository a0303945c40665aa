/**
 * The server's memory before and after resizing 200 different pictures (issue 21: under 300 MB).
 * Starts the production build with an empty picture cache, reads its resident memory from
 * /proc/PID/status, asks for 200 different pictures (name, width and format), several at a time as
 * a page's gallery does, and reads it again: once they are all answered, and after a few idle
 * seconds. Prints VmRSS before and after, and the peak (VmHWM).
 *   npm run build && npm run bench:pictures
 *   npm run bench:pictures -- --count 200 --parallel 12
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { PICTURE_WIDTHS } from "../app/media/picture-url";
import { startBenchServer } from "./server";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "200" },
    parallel: { type: "string", default: "12" },
    port: { type: "string", default: "3195" },
  },
});
const COUNT = Number(values.count);
const PARALLEL = Number(values.parallel);
const PORT = Number(values.port);
const FORMATS = ["image/avif", "image/webp", "image/jpeg"];

/** A field of /proc/PID/status in MB (VmRSS: resident now, VmHWM: the peak). */
function memoryMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const line = readFileSync(`/proc/${pid}/status`, "utf8")
    .split("\n")
    .find((entry) => entry.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? "")?.[1] ?? 0) / 1024;
}

/** 200 different pictures: every source in turn, each time at another width and format. */
function pictures(): { path: string; accept: string }[] {
  const names = readdirSync("data/pictures").filter((name) => /\.(jpe?g|png|webp)$/i.test(name));
  const list: { path: string; accept: string }[] = [];
  for (let n = 0; list.length < COUNT; n++) {
    const name = names[n % names.length]!;
    const round = Math.floor(n / names.length);
    const width = PICTURE_WIDTHS[(n + round) % PICTURE_WIDTHS.length]!;
    const accept = FORMATS[(n + 2 * round) % FORMATS.length]!;
    list.push({ path: `/media/${name}?w=${width}`, accept });
  }
  return list;
}

const folder = mkdtempSync(path.join(os.tmpdir(), "bench-pictures-"));
const server = await startBenchServer(PORT, {
  DATABASE_URL: `file:${folder}/site.db`,
  MEDIA_CACHE_DIR: `${folder}/media`,
  VISIT_COUNTING: "off",
});
try {
  const pid = server.pid!;
  // A page first, as a visitor's would be: the server as it is before its first picture.
  await (await fetch(`http://127.0.0.1:${PORT}/fr/a-vendre/`)).arrayBuffer();
  const before = memoryMb(pid, "VmRSS");
  const queue = pictures();
  const started = Date.now();
  let failed = 0;
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const response = await fetch(`http://127.0.0.1:${PORT}${next.path}`, { headers: { Accept: next.accept } });
        await response.arrayBuffer();
        if (!response.ok) failed++;
      }
    }),
  );
  const seconds = (Date.now() - started) / 1000;
  const after = memoryMb(pid, "VmRSS");
  await new Promise((resolve) => setTimeout(resolve, 5000));
  const idle = memoryMb(pid, "VmRSS");
  const peak = memoryMb(pid, "VmHWM");
  console.log(`${COUNT} pictures, ${PARALLEL} at a time, in ${seconds.toFixed(1)} s (${failed} failed)`);
  console.log(`RSS before: ${before.toFixed(0)} MB`);
  console.log(`RSS after:  ${after.toFixed(0)} MB (5 s later: ${idle.toFixed(0)} MB)`);
  console.log(`RSS peak:   ${peak.toFixed(0)} MB`);
  if (failed > 0) process.exitCode = 1;
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  rmSync(folder, { recursive: true, force: true });
}
