/**
 * Tests that need the real server as a process of its own (signals, raw requests, its log): each
 * spec starts the production build, `node build/server.js` (`npm run build` first), on a
 * port of its own, with its own database under var/server-<name>/ (and the picture cache the
 * servers share), and reads everything it prints. The SQLite database is a copy of one migrated and seeded once per run
 * (seeded-database.setup.ts), not migrated and seeded again by each server.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, rmSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { ENV_VARIABLES } from "../../app/env.server";

/** Ports of the servers these tests start: SERVER_TEST_PORT (3210 by default) and the next ones (each spec says which). */
export const BASE_PORT = Number(process.env.SERVER_TEST_PORT ?? 3210);

/**
 * The database a server outside production starts from: migrated, with the bundled catalogue and
 * the demo owner, as a first start leaves it. Made by the "server-setup" project before the specs.
 */
export const SEEDED_DATABASE = path.join("var", `server-seeded-${BASE_PORT}.db`);

export type LogLine = { level: number; msg?: string; err?: { stack?: string }; [key: string]: unknown };

export type StartOptions = {
  /** Folder under var/ (database, picture cache); servers given the same one share them. */
  name: string;
  port: number;
  env?: Record<string, string>;
  /** Keep the folder of an earlier server (a second instance on the same database). */
  keep?: boolean;
  /** Let the server migrate and seed an empty database itself rather than start from SEEDED_DATABASE. */
  fresh?: boolean;
  /**
   * A picture cache of its own, empty (for a test of pictures being rendered). Otherwise the server
   * shares SHARED_PICTURE_CACHE, as instances share one folder in production (ADR 027): a picture
   * is resized once per run, not once per server that shows it.
   */
  ownPictureCache?: boolean;
};

/** The picture cache the servers share: the app's default, which the end-to-end tests' server uses too. */
export const SHARED_PICTURE_CACHE = path.join("var", "cache", "media");

export class TestServer {
  readonly output: string[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly url: string;

  constructor(
    readonly child: ChildProcess,
    readonly port: number,
    readonly folder: string,
  ) {
    this.url = `http://127.0.0.1:${port}`;
    let partial = "";
    const collect = (chunk: Buffer) => {
      const lines = (partial + chunk.toString("utf8")).split("\n");
      partial = lines.pop() ?? "";
      this.output.push(...lines.filter((line) => line !== ""));
    };
    child.stdout?.on("data", collect);
    child.stderr?.on("data", collect);
    this.exited = new Promise((resolve) => {
      child.on("exit", (code, signal) => {
        if (partial) this.output.push(partial);
        resolve({ code, signal });
      });
    });
  }

  /** Lines that are not pino JSON (a plain-text warning, a stack trace printed by hand). */
  plainLines(from = 0): string[] {
    return this.output.slice(from).filter((line) => parseLine(line) === null);
  }

  /** The JSON log lines, parsed. */
  logLines(from = 0): LogLine[] {
    return this.output
      .slice(from)
      .map(parseLine)
      .filter((line): line is LogLine => line !== null);
  }

  /** Everything at error level or above, and every line that is not JSON: what a log watcher would flag. */
  problems(from = 0): string[] {
    return [
      ...this.plainLines(from),
      ...this.logLines(from)
        .filter((line) => line.level >= 50)
        .map((line) => JSON.stringify(line)),
    ];
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill("SIGTERM");
    await this.exited;
  }
}

function parseLine(line: string): LogLine | null {
  try {
    const value = JSON.parse(line) as unknown;
    return typeof value === "object" && value !== null && typeof (value as LogLine).level === "number" ? (value as LogLine) : null;
  } catch {
    return null;
  }
}

/** Starts the built server and waits until /healthz answers. */
/** A server's folder, emptied, with a copy of SEEDED_DATABASE as its site.db (to change before the server starts, with `keep`). */
export function seededFolder(name: string): string {
  if (!existsSync(SEEDED_DATABASE)) throw new Error(`${SEEDED_DATABASE} is missing: the "server-setup" project makes it`);
  const folder = path.join("var", `server-${name}`);
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  copyFileSync(SEEDED_DATABASE, path.join(folder, "site.db"));
  return folder;
}

export async function startServer({
  name,
  port,
  env = {},
  keep = false,
  fresh = false,
  ownPictureCache = false,
}: StartOptions): Promise<TestServer> {
  const folder = path.join("var", `server-${name}`);
  if (!keep) {
    // A production server has no demo owner (and warns about one in its database): it seeds its own.
    const seeded = !fresh && env.DATABASE_URL === undefined && env.NODE_ENV !== "production" && existsSync(SEEDED_DATABASE);
    if (seeded) seededFolder(name);
    else rmSync(folder, { recursive: true, force: true });
  }
  // What the configuration reads is never inherited from the shell that runs the tests.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([key]) => !ENV_VARIABLES.includes(key)));
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:${folder}/site.db`,
      MEDIA_CACHE_DIR: ownPictureCache ? `${folder}/media` : SHARED_PICTURE_CACHE,
      MAIL_DIR: `${folder}/mail`,
      LOG_LEVEL: "info",
      ...env,
    } as Record<string, string | undefined> as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const server = new TestServer(child, port, folder);
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server ${name} exited at start:\n${server.output.join("\n")}`);
    try {
      const health = await send(port, { path: "/healthz" });
      if (health.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await server.stop();
  throw new Error(`server ${name} did not start:\n${server.output.join("\n")}`);
}

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string; bytes: Buffer };

export type Sent = {
  method?: string;
  /** Sent exactly as written, after the method: "//host/x", "/\\host", "http://host/x" … */
  path: string;
  headers?: Record<string, string>;
  body?: string;
  agent?: http.Agent;
};

/** One request over a socket of its own (or the agent's), the request target written as given. */
export function send(port: number, { method = "GET", path: target, headers = {}, body, agent }: Sent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        method,
        path: target,
        headers: { Connection: agent ? "keep-alive" : "close", ...headers },
        agent: agent ?? false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => {
          const bytes = Buffer.concat(chunks);
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: bytes.toString("utf8"), bytes });
        });
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}
