/**
 * The production build started as its own process for a benchmark, on loopback, with the
 * environment given; resolves once /healthz answers.
 */
import { spawn, type ChildProcess } from "node:child_process";

export async function startBenchServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  // As `npm start` runs it (package.json): a 256 MB heap.
  const server = spawn(process.execPath, ["--max-old-space-size=256", "--import", "tsx", "server.ts"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", RATE_LIMIT_PER_MINUTE: "0", ...env },
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
