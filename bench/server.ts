/**
 * The production build started as its own process for a benchmark, on loopback, with the
 * environment given; resolves once /healthz answers.
 */
import { spawn, type ChildProcess } from "node:child_process";
import packageJson from "../package.json" with { type: "json" };

export async function startBenchServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // As `npm start` runs it: the node command of package.json's "serve" script, its variables (MALLOC_ARENA_MAX) and flags included.
  const words = packageJson.scripts.serve.split(" ");
  const node = words.findIndex((word) => word === "node");
  const variables = Object.fromEntries(words.slice(0, node).map((word) => word.split("=") as [string, string]));
  const server = spawn(process.execPath, words.slice(node + 1), {
    env: { ...process.env, ...variables, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: "0", ...env },
    stdio: ["ignore", "inherit", "inherit"],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill("SIGTERM");
  throw new Error("server did not start");
}
