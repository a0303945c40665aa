/**
 * The page's render (app/entry.server.tsx) always ends (ADR 029): when its visitor leaves at any
 * moment, even before React has started, and when it runs past its limit, even before its shell is
 * ready. A render that never ended would hold its render slot for good.
 */
import { Suspense } from "react";
import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import type { AppLoadContext, EntryContext } from "@remix-run/node";
import type * as RemixReact from "@remix-run/react";

// A short limit, so that the test sees it pass.
vi.mock("~/http/render-limits.server", () => ({ STREAM_TIMEOUT_MS: 100, RENDER_LIMIT_MS: 200 }));
// The page in place of Remix's: its URL says how it renders.
vi.mock("@remix-run/react", async (original) => {
  const never = new Promise<never>(() => {});
  function Waits(): never {
    throw never;
  }
  return {
    ...(await original<typeof RemixReact>()),
    RemixServer: ({ url }: { url: string }) =>
      url.endsWith("/shell-never-ready/") ? (
        <Waits />
      ) : url.endsWith("/part-never-ready/") ? (
        <main>
          <h1>Page</h1>
          <Suspense fallback={<p>Loading</p>}>
            <Waits />
          </Suspense>
        </main>
      ) : (
        <main>
          <h1>Page</h1>
        </main>
      ),
  };
});

const { default: handleRequest } = await import("~/entry.server");
const { createI18nServer } = await import("~/i18n/i18n.server");

const context = {
  i18n: createI18nServer(["fr", "nl", "en", "de"], "fr"),
  cspNonce: "nonce",
  logger: pino({ level: "silent" }),
} as unknown as AppLoadContext;

function render(path: string, signal?: AbortSignal) {
  const request = new Request(`http://127.0.0.1${path}`, { signal });
  return handleRequest(request, 200, new Headers(), {} as EntryContext, context);
}

/** "ended" once the promise settles, "still running" if it has not within `ms`. */
async function endsWithin(promise: Promise<unknown>, ms: number): Promise<"ended" | "still running"> {
  let timer: NodeJS.Timeout | undefined;
  const running = new Promise<"still running">((resolve) => (timer = setTimeout(() => resolve("still running"), ms)));
  const outcome = await Promise.race([
    promise.then(
      () => "ended" as const,
      () => "ended" as const,
    ),
    running,
  ]);
  clearTimeout(timer);
  return outcome;
}

describe("a page's render", () => {
  it("sends the page", async () => {
    const response = await render("/fr/");
    expect(await response.text()).toContain("<h1>Page</h1>");
  });

  it("ends when its visitor leaves as React starts, before any of React's callbacks", async () => {
    const visitor = new AbortController();
    const rendering = render("/fr/", visitor.signal);
    // Past the language lookup (promises only), before React's first work (its next turn).
    for (let turn = 0; turn < 50; turn++) await Promise.resolve();
    visitor.abort();
    expect(await endsWithin(rendering, 2_000)).toBe("ended");
  });

  it("ends at its limit when its shell is never ready", async () => {
    const rendering = render("/fr/shell-never-ready/");
    expect(await endsWithin(rendering, 2_000)).toBe("ended");
    await expect(rendering).rejects.toThrow(/limit/);
  });

  it("sends the page without the part that never came, at its limit", async () => {
    const response = await render("/fr/part-never-ready/");
    expect(await endsWithin(response.text(), 2_000)).toBe("ended");
  });
});
