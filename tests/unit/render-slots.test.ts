import express from "express";
import type { AddressInfo } from "node:net";
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { renderSlots } from "~/http/render-slots.server";

/**
 * A server whose "render" (every path) waits until the test lets it finish, through the slots; it
 * records the requests as they arrive and as their render starts, and counts the renders running at once.
 */
async function serve(atOnce: number) {
  const slots = renderSlots(atOnce, ["fr", "nl"]);
  const arrived: string[] = [];
  const started: string[] = [];
  let running = 0;
  let most = 0;
  const gates: (() => void)[] = [];
  const app = express();
  app.use((req, _res, next) => {
    arrived.push(`${req.method} ${req.path}`);
    next();
  });
  app.all(
    "*",
    slots.handler(async (req, res) => {
      started.push(`${req.method} ${req.path}`);
      if (req.path.endsWith("/broken/")) throw new Error("render failed");
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
  close = () => new Promise((closed) => server.close(closed));
  return {
    arrived,
    started,
    most: () => most,
    /** Sends the request once the server has seen every one sent before it (their order is then known). */
    send: async (path: string, method = "GET") => {
      const before = arrived.length;
      const answer = fetch(`${base}${path}`, { method }).then(async (response) => `${response.status} ${await response.text()}`);
      await until(() => arrived.length > before);
      return { answer };
    },
    leave: async (path: string) => {
      const before = arrived.length;
      const request = http.get(`${base}${path}`);
      request.on("error", () => {});
      await until(() => arrived.length > before);
      request.destroy();
      await until(() => request.socket?.destroyed ?? true);
    },
    /** Lets the renders running now finish. */
    finishRunning: () => gates.splice(0).forEach((finish) => finish()),
  };
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
});
