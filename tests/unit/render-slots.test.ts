import express from "express";
import type { AddressInfo } from "node:net";
import http from "node:http";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { healthCheck } from "~/http/health.server";
import { renderSlots, type RenderSlotsOptions } from "~/http/render-slots.server";

/**
 * A server whose "render" (every path) waits until the test lets it finish, through the slots; it
 * records the requests as they arrive and as their render starts, and counts the renders running at
 * once. A path ending in /stuck/ renders forever (a promise that never settles).
 */
async function serve(atOnce: number, options: RenderSlotsOptions = {}) {
  const slots = renderSlots(atOnce, ["fr", "nl"], options);
  const arrived: string[] = [];
  const started: string[] = [];
  let running = 0;
  let most = 0;
  const gates: (() => void)[] = [];
  const app = express();
  app.get("/healthz", healthCheck({ database: async () => {}, renders: () => slots.health(), logger: pino({ level: "silent" }) }));
  app.use((req, _res, next) => {
    arrived.push(`${req.method} ${req.path}`);
    next();
  });
  app.all(
    "*",
    slots.handler(async (req, res) => {
      started.push(`${req.method} ${req.path}`);
      if (req.path.endsWith("/broken/")) throw new Error("render failed");
      if (req.path.endsWith("/stuck/")) return new Promise<never>(() => {});
      running++;
      most = Math.max(most, running);
      await new Promise<void>((finish) => gates.push(finish));
      running--;
      res.send(`page ${req.path}`);
    }),
  );
  app.use((_error: unknown, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    res.status(500).send("error page");
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((listening) => server.once("listening", listening));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => {
    server.closeAllConnections();
    return new Promise((closed) => server.close(closed));
  };
  const site = {
    arrived,
    started,
    most: () => most,
    health: async () => {
      const response = await fetch(`${base}/healthz`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    },
    /** Sends the request once the server has seen every one sent before it (their order is then known). */
    send: async (path: string, method = "GET") => {
      const before = arrived.length;
      const answer = fetch(`${base}${path}`, { method }).then(async (response) => `${response.status} ${await response.text()}`);
      await until(() => arrived.length > before);
      return { answer };
    },
    slots,
    leave: async (path: string) => (await site.visit(path)).leave(),
    /** A visitor who stays until the test makes them leave. */
    visit: async (path: string) => {
      const before = arrived.length;
      const request = http.get(`${base}${path}`);
      request.on("error", () => {});
      await until(() => arrived.length > before);
      return {
        leave: async () => {
          request.destroy();
          await until(() => request.socket?.destroyed ?? true);
        },
      };
    },
    /** Lets the renders running now finish. */
    finishRunning: () => gates.splice(0).forEach((finish) => finish()),
  };
  return site;
}

async function until(condition: () => boolean) {
  for (let i = 0; i < 300 && !condition(); i++) await new Promise((wait) => setTimeout(wait, 10));
  expect(condition()).toBe(true);
}

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe("render slots", () => {
  it("renders a burst of pages a few at a time, in order of arrival, and answers every request", async () => {
    const site = await serve(2);
    const paths = ["/fr/a/", "/fr/b/", "/nl/c/", "/fr/d/", "/fr/e/"];
    const answers = [];
    for (const path of paths) answers.push((await site.send(path)).answer);
    await until(() => site.started.length === 2);
    await new Promise((wait) => setTimeout(wait, 100));
    expect(site.started).toEqual(["GET /fr/a/", "GET /fr/b/"]); // the other three wait
    for (let round = 0; round < 50 && site.started.length < paths.length; round++) {
      site.finishRunning();
      await new Promise((wait) => setTimeout(wait, 20));
    }
    site.finishRunning();
    expect(await Promise.all(answers)).toEqual(paths.map((path) => `200 page ${path}`));
    expect(site.started).toEqual(paths.map((path) => `GET ${path}`));
    expect(site.most()).toBe(2);
  });

  it("does not render for a visitor who left while waiting", async () => {
    const site = await serve(1);
    const first = await site.send("/fr/first/");
    await until(() => site.started.length === 1);
    await site.leave("/fr/gone/");
    const third = await site.send("/fr/third/");
    site.finishRunning();
    await until(() => site.started.length === 2);
    site.finishRunning();
    expect(await Promise.all([first.answer, third.answer])).toEqual(["200 page /fr/first/", "200 page /fr/third/"]);
    expect(site.started).toEqual(["GET /fr/first/", "GET /fr/third/"]);
  });

  it("frees the slot of a render that failed: the next page is rendered", async () => {
    const site = await serve(1);
    const broken = await site.send("/fr/broken/");
    expect(await broken.answer).toBe("500 error page");
    const next = await site.send("/fr/next/");
    await until(() => site.started.length === 2);
    site.finishRunning();
    expect(await next.answer).toBe("200 page /fr/next/");
  });

  it("lets a form's post, a picture and the manifest through without waiting for the pages' renders", async () => {
    const site = await serve(1);
    const page = await site.send("/fr/busy/");
    await until(() => site.started.length === 1);
    const others = [await site.send("/fr/contact/", "POST"), await site.send("/media/house.jpg?w=400"), await site.send("/__manifest")];
    await until(() => site.started.length === 4);
    expect(site.most()).toBe(4);
    site.finishRunning();
    expect(await Promise.all([page, ...others].map(({ answer }) => answer))).toEqual([
      "200 page /fr/busy/",
      "200 page /fr/contact/",
      "200 page /media/house.jpg",
      "200 page /__manifest",
    ]);
  });

  it("frees the slot of a visitor who leaves during a render that never ends: the next page is rendered", async () => {
    const site = await serve(1);
    const stuck = await site.visit("/fr/stuck/");
    await until(() => site.started.length === 1);
    await stuck.leave();
    const next = await site.send("/fr/next/");
    await until(() => site.started.length === 2);
    site.finishRunning();
    expect(await next.answer).toBe("200 page /fr/next/");
  });

  it("frees the slot of a render past its time, its visitor still there; the late page still reaches its visitor", async () => {
    const site = await serve(1, { limitMs: 200 });
    const slow = await site.send("/fr/slow/");
    await until(() => site.started.length === 1);
    const next = await site.send("/fr/next/");
    await until(() => site.started.length === 2);
    site.finishRunning();
    expect(await Promise.all([slow.answer, next.answer])).toEqual(["200 page /fr/slow/", "200 page /fr/next/"]);
  });

  it("says renders are stuck once a page has waited past the limit with no render ended meanwhile, and well again when they move", async () => {
    const site = await serve(1, { limitMs: 60_000, stuckAfterMs: 150 });
    expect(site.slots.health()).toMatchObject({ stuck: false, running: 0, waiting: 0 });
    expect(await site.health()).toEqual({ status: 200, body: { status: "ok" } });
    const stuck = await site.visit("/fr/stuck/");
    await until(() => site.started.length === 1);
    const waiting = await site.send("/fr/waiting/");
    // Busy, not stuck yet: one renders, one waits.
    expect(site.slots.health()).toMatchObject({ stuck: false, running: 1, waiting: 1 });
    await until(() => site.slots.health().stuck);
    expect(site.slots.health()).toMatchObject({ running: 1, waiting: 1 });
    expect(site.slots.health().sinceLastEndMs).toBeGreaterThan(150);
    // What a load balancer reads: unwell, and why.
    const unwell = await site.health();
    expect(unwell.status).toBe(503);
    expect(unwell.body).toMatchObject({ status: "unhealthy", renders: { running: 1, waiting: 1 } });
    expect(unwell.body.reason).toMatch(/^no page render has ended for \d+ s while 1 wait$/);
    await stuck.leave();
    await until(() => site.started.length === 2);
    expect(site.slots.health()).toMatchObject({ stuck: false, waiting: 0 });
    expect(await site.health()).toEqual({ status: 200, body: { status: "ok" } });
    site.finishRunning();
    expect(await waiting.answer).toBe("200 page /fr/waiting/");
  });
});
