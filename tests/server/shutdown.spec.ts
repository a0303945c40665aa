/**
 * A deploy stops the server with SIGTERM while visitors are on it: 20 keep-alive clients, some
 * waiting for pictures that are being rendered, some loading pages back to back, some idle. Every
 * request sent gets its whole answer (none reset), the answers after the signal close their
 * connection, idle connections are closed, and the process exits 0 before its 10-second deadline
 * without leaving a half-written picture in the cache.
 */
import { readdirSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { BASE_PORT, send, startServer } from "./harness";

type Outcome = { path: string; afterSignal: boolean; status?: number; connection?: string; complete?: boolean; error?: string };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test("SIGTERM under keep-alive load: every request answered, connections closed, exit 0 in time", async () => {
  test.setTimeout(60_000);
  const server = await startServer({
    name: "shutdown",
    // Pictures never rendered before: each takes a few hundred milliseconds.
    ownPictureCache: true,
    port: BASE_PORT + 2,
    env: { RATE_LIMIT_PER_MINUTE: "0", FORM_RATE_LIMIT_PER_MINUTE: "0" },
  });
  const pictures = readdirSync("data/pictures").filter((name) => name.endsWith(".jpg"));
  let signalledAt = 0;
  const outcomes: Outcome[][] = [];
  const idleClosed: boolean[] = [];

  /** One visitor on one keep-alive connection, requesting until the server says it closes. */
  async function busy(client: number, paths: string[]) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const mine: Outcome[] = [];
    outcomes.push(mine);
    for (let n = 0; ; n++) {
      const target = paths[n % paths.length]!;
      const outcome: Outcome = { path: target, afterSignal: signalledAt > 0 };
      mine.push(outcome);
      try {
        const answer = await send(server.port, { path: target, agent, headers: { Accept: "image/avif,text/html" } });
        outcome.status = answer.status;
        outcome.connection = answer.headers.connection;
        const length = answer.headers["content-length"];
        outcome.complete = length === undefined || Number(length) === answer.bytes.length;
        if (answer.headers.connection === "close") break;
      } catch (error) {
        outcome.error = `${(error as NodeJS.ErrnoException).code ?? ""} ${(error as Error).message}`;
        break;
      }
      // A client that never hears "close" would go on forever: stop it well after the deadline.
      if (signalledAt > 0 && Date.now() - signalledAt > 12_000) break;
    }
    agent.destroy();
    return client;
  }

  /** A visitor whose connection stays open and idle after one page; resolves when the server closes it. */
  async function idle(client: number, requestAgainAfterSignal: boolean) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const mine: Outcome[] = [];
    outcomes.push(mine);
    let closed!: () => void;
    const socketClosed = new Promise<void>((resolve) => (closed = resolve));
    const first = http.get({ host: "127.0.0.1", port: server.port, path: "/fr/", agent });
    first.on("socket", (socket) => socket.once("close", () => closed()));
    await new Promise<void>((resolve, reject) => {
      first.on("response", (response) => {
        mine.push({
          path: "/fr/",
          afterSignal: false,
          status: response.statusCode,
          connection: response.headers.connection,
          complete: true,
        });
        response.resume();
        response.on("end", resolve);
      });
      first.on("error", reject);
    });
    if (requestAgainAfterSignal) {
      // Once the server says it is shutting down (its idle connections close a second later).
      while (!server.logLines().some((line) => line.msg === "shutting down")) await sleep(10);
      const outcome: Outcome = { path: "/nl/", afterSignal: true };
      mine.push(outcome);
      try {
        const answer = await send(server.port, { path: "/nl/", agent });
        Object.assign(outcome, { status: answer.status, connection: answer.headers.connection, complete: true });
      } catch (error) {
        outcome.error = (error as Error).message;
      }
    }
    idleClosed[client] = await Promise.race([socketClosed.then(() => true), sleep(15_000).then(() => false)]);
    agent.destroy();
    return client;
  }

  const clients: Promise<number>[] = [];
  for (let client = 0; client < 20; client++) {
    if (client < 6) {
      // Pictures never rendered before (a fresh cache): each takes a few hundred milliseconds.
      const mine = pictures.filter((_, index) => index % 6 === client).map((name) => `/media/${name}?w=600`);
      clients.push(busy(client, mine));
    } else if (client < 15) {
      clients.push(busy(client, ["/fr/", "/nl/te-koop/", "/en/for-rent/", "/de/kontakt/", "/fr/a-vendre/?page=2"]));
    } else {
      clients.push(idle(client, client % 2 === 0));
    }
  }
  // Every connection open and some pictures rendering: then the deploy stops the server.
  while (outcomes.length < 20 || outcomes.some((mine) => !mine.some((outcome) => outcome.status !== undefined))) await sleep(20);
  await sleep(300);
  signalledAt = Date.now();
  server.child.kill("SIGTERM");
  const exit = await server.exited;
  const stoppedIn = Date.now() - signalledAt;
  await Promise.all(clients);

  const all = outcomes.flat();
  const failed = all.filter((outcome) => outcome.error !== undefined || outcome.status !== 200 || !outcome.complete);
  const context = `exit ${JSON.stringify(exit)} after ${stoppedIn} ms; server log:\n${server.output.slice(-15).join("\n")}`;
  expect(failed, `${JSON.stringify(failed, null, 1)}\n${context}`).toEqual([]);
  expect(all.filter((outcome) => outcome.afterSignal).length).toBeGreaterThan(0);
  // Every client that asked after the signal was told the connection closes.
  for (const mine of outcomes) {
    const last = mine[mine.length - 1]!;
    if (last.afterSignal) expect(last.connection, JSON.stringify(last)).toBe("close");
  }
  expect(idleClosed.filter(Boolean).length).toBe(5);
  expect(exit).toEqual({ code: 0, signal: null });
  expect(stoppedIn).toBeLessThan(10_000);
  const leftovers = readdirSync(path.join(server.folder, "media")).filter((name) => name.endsWith(".tmp"));
  expect(leftovers).toEqual([]);
  expect(server.problems()).toEqual([]);
});
