import express from "express";
import type { AddressInfo } from "node:net";
import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { renderSlots } from "~/http/render-slots.server";

/** A server whose "render" waits until the test lets it finish; it counts the renders running at once. */
async function serve(atOnce: number) {
  const slots = renderSlots(atOnce);
  const started: string[] = [];
  let running = 0;
  let most = 0;
  const gates: (() => void)[] = [];
  const app = express();
  app.get(
    "/:page",
    slots.handler(async (req, res) => {
      started.push(req.params["page"]!);
      running++;
      most = Math.max(most, running);
      await new Promise<void>((finish) => gates.push(finish));
      running--;
      res.send(`page ${req.params["page"]}`);
    }),
  );
  const server = app.listen(0, "127.0.0.1");
  await new Promise((listening) => server.once("listening", listening));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    base,
    started,
    most: () => most,
    /** Lets the renders running now finish. */
    finishRunning: () => gates.splice(0).forEach((finish) => finish()),
    close: () => new Promise((closed) => server.close(closed)),
  };
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((wait) => setTimeout(wait, 10));
  expect(condition()).toBe(true);
};

let close: (() => Promise<unknown>) | undefined;
afterEach(async () => {
  await close?.();
  close = undefined;
});

describe("render slots", () => {
  it("renders a burst a few at a time, in order of arrival, and answers every request", async () => {
    const site = await serve(2);
    close = site.close;
    const answers = ["a", "b", "c", "d", "e"].map(async (page, index) => {
      await new Promise((wait) => setTimeout(wait, index * 20)); // in this order
      return (await fetch(`${site.base}/${page}`)).text();
    });
    await until(() => site.started.length === 2);
    await new Promise((wait) => setTimeout(wait, 150));
    expect(site.started).toEqual(["a", "b"]); // the other three wait
    for (let round = 0; round < 50 && site.started.length < 5; round++) {
      site.finishRunning();
      await new Promise((wait) => setTimeout(wait, 20));
    }
    site.finishRunning();
    expect(await Promise.all(answers)).toEqual(["page a", "page b", "page c", "page d", "page e"]);
    expect(site.started).toEqual(["a", "b", "c", "d", "e"]);
    expect(site.most()).toBe(2);
  });

  it("does not render for a visitor who left while waiting", async () => {
    const site = await serve(1);
    close = site.close;
    const first = fetch(`${site.base}/first`).then((response) => response.text());
    await until(() => site.started.length === 1);
    const leaving = http.get(`${site.base}/gone`);
    leaving.on("error", () => {});
    await new Promise((wait) => setTimeout(wait, 100));
    leaving.destroy();
    await new Promise((wait) => setTimeout(wait, 100));
    const third = fetch(`${site.base}/third`).then((response) => response.text());
    await new Promise((wait) => setTimeout(wait, 50));
    site.finishRunning();
    await until(() => site.started.length === 2);
    site.finishRunning();
    expect(await Promise.all([first, third])).toEqual(["page first", "page third"]);
    expect(site.started).toEqual(["first", "third"]);
  });
});
