/**
 * Renders never leak (issue 20 §5): against one server, several hundred page requests whose
 * clients leave at random moments (while the request waits or before the headers, in the middle of
 * the body, or staying connected without reading), then a page that is not in the render cache, in
 * each language, answers within a second.
 */
import net from "node:net";
import { expect, test } from "@playwright/test";
import { BASE_PORT, send, startServer, type TestServer } from "./harness";

let server: TestServer;

test.describe.configure({ mode: "default" });

test.beforeAll(async () => {
  server = await startServer({
    name: "render-leaks",
    port: BASE_PORT + 33,
    env: { RATE_LIMIT_PER_MINUTE: "0", FORM_RATE_LIMIT_PER_MINUTE: "0" },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

/** A small seeded generator, so that a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** Lists in the four languages (shared copies, so each asked with filters of its own) and pages never shared (forms). */
const LISTINGS = ["/nl/te-koop/", "/fr/a-vendre/", "/en/for-sale/", "/de/zu-verkaufen/", "/fr/a-louer/", "/nl/te-huur/"];
const PRIVATE_PAGES = ["/fr/contact/", "/nl/gratis-schatting/", "/en/keep-me-informed/", "/de/kontakt/"];

type Leaving = "before the headers" | "mid-stream" | "stopped reading";
type Outcome = { left: Leaving | "read it all" };

type Plan =
  /** Leaves `afterMs` after sending: before the headers if nothing came by then, else mid-stream. */
  | { how: "leave"; afterMs: number }
  /** Leaves once `afterBytes` of the answer came. */
  | { how: "mid-stream"; afterBytes: number }
  /**
   * Asks for several pages at once on one connection (pipelined), reads the first bytes, then
   * reads no more and stays until `release`: the answers fill its socket's buffers and the server's
   * writes wait for a drain that does not come.
   */
  | { how: "stop reading"; targets: string[] };

const request = (target: string, port: number, last: boolean) =>
  `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUser-Agent: Mozilla/5.0 leak-test\r\nConnection: ${last ? "close" : "keep-alive"}\r\n\r\n`;

/** A visitor over a raw socket, leaving as `plan` says. */
function visit(port: number, target: string, plan: Plan, release: Promise<void>): Promise<Outcome> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    let received = 0;
    let settled = false;
    const done = (left: Outcome["left"]) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve({ left });
    };
    socket.on("error", () => done(received === 0 ? "before the headers" : "mid-stream"));
    socket.on("close", () => done("read it all"));
    socket.on("connect", () => {
      if (plan.how === "stop reading") {
        socket.write(plan.targets.map((one, index) => request(one, port, index === plan.targets.length - 1)).join(""));
        void release.then(() => done("stopped reading"));
        return;
      }
      socket.write(request(target, port, true));
      if (plan.how === "leave") setTimeout(() => done(received === 0 ? "before the headers" : "mid-stream"), plan.afterMs);
    });
    socket.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (plan.how === "mid-stream" && received >= plan.afterBytes) done("mid-stream");
      if (plan.how === "stop reading") socket.pause();
    });
  });
}

/** An uncached page answered: its status and how long it took, or null after `limitMs`. */
async function timedPage(port: number, target: string, limitMs: number): Promise<{ status: number; ms: number } | null> {
  const started = Date.now();
  const answer = await Promise.race([
    send(port, { path: target }).catch(() => null),
    new Promise<null>((timeUp) => setTimeout(() => timeUp(null), limitMs)),
  ]);
  return answer ? { status: answer.status, ms: Date.now() - started } : null;
}

test("after hundreds of page requests whose visitors leave at any moment, an uncached page in each language answers within a second", async () => {
  test.setTimeout(120_000);
  const next = random(20261201);
  // About 290 page requests (the seed decides): several times the render slots, and each way of leaving many times.
  const VISITORS = 160;
  const AT_ONCE = 24;
  /** Pages a stalled visitor asks for on its one connection: more than the system's buffers hold. */
  const PIPELINED = 8;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const outcomes: Outcome[] = [];
  const stalled: Promise<Outcome>[] = [];
  let visitors = 0;
  let pages = 0;
  const burstStarted = Date.now();
  // In waves of AT_ONCE: the visitors who leave early in a wave leave at the same moment, as a
  // load tester's clients giving up together do (their requests wait in turn or render meanwhile).
  while (visitors < VISITORS) {
    const leaveAt = Math.floor(next() * 600);
    const wave: Promise<Outcome>[] = [];
    for (let i = 0; i < AT_ONCE && visitors < VISITORS; i++) {
      const n = visitors++;
      const pool = next() < 0.7 ? LISTINGS : PRIVATE_PAGES;
      // Filters of its own: never a copy from the render cache.
      const target = `${pool[Math.floor(next() * pool.length)]}?priceMin=${1000 + n}&leak=${n}`;
      const roll = next();
      if (roll < 0.88) pages += 1;
      if (roll < 0.48) wave.push(visit(server.port, target, { how: "leave", afterMs: leaveAt }, released));
      else if (roll < 0.88)
        wave.push(visit(server.port, target, { how: "mid-stream", afterBytes: 200 + Math.floor(next() * 60_000) }, released));
      else {
        const targets = Array.from(
          { length: PIPELINED },
          (_, i) => `${LISTINGS[(n + i) % LISTINGS.length]}?priceMin=${1000 + n}&leak=${n}-${i}`,
        );
        pages += PIPELINED;
        stalled.push(visit(server.port, target, { how: "stop reading", targets }, released));
      }
    }
    outcomes.push(...(await Promise.all(wave)));
  }
  const wavesMs = Date.now() - burstStarted;

  // The stalled visitors still connected, not reading: each language's list, filtered anew.
  const after: Record<string, { status: number; ms: number } | null> = {};
  for (const [index, page] of LISTINGS.slice(0, 4).entries())
    after[page] = await timedPage(server.port, `${page}?priceMin=${index + 1}`, 10_000);
  // Busy a moment ago, renders ending: a healthy instance.
  const health = await send(server.port, { path: "/healthz" });
  release();
  outcomes.push(...(await Promise.all(stalled)));

  const count = (left: Outcome["left"]) => outcomes.filter((outcome) => outcome.left === left).length;
  const figures = {
    pageRequests: pages,
    visitors: VISITORS,
    leftBeforeHeaders: count("before the headers"),
    leftMidStream: count("mid-stream"),
    stoppedReading: count("stopped reading"),
    readItAll: count("read it all"),
    wavesMs,
    nextUncachedPage: after,
  };
  console.log(JSON.stringify(figures));
  for (const [page, answer] of Object.entries(after)) {
    expect(answer, `${page} answered`).not.toBeNull();
    expect(answer!.status, page).toBe(200);
    expect(answer!.ms, `${page} within a second`).toBeLessThan(1_000);
  }
  expect({ status: health.status, body: JSON.parse(health.body) as unknown }).toEqual({ status: 200, body: { status: "ok" } });
  // Every way of leaving happened, many times.
  expect(figures.leftBeforeHeaders).toBeGreaterThan(25);
  expect(figures.leftMidStream).toBeGreaterThan(25);
  expect(figures.stoppedReading).toBeGreaterThan(15);
  expect(server.problems()).toEqual([]);
});
