/**
 * The tags' browser runtime (app/consent/tag-runtime.client.ts) against a stand-in window: Consent
 * Mode hears every change of choice and nothing else, withdrawals included, and a withdrawal that
 * concerns a tag already running asks for a reload.
 */
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DECLINE_ALL } from "../../app/consent/choice";
import { NO_TAGS, type TagIds } from "../../app/consent/tags";
import { consentHeadScript } from "../../app/consent/tags.server";

const TAGS: TagIds = { ...NO_TAGS, tagManager: "GTM-AB12CD3", analytics: "G-XYZ1234567" };
const ANALYTICS = { ...DECLINE_ALL, analytics: true };
const ANALYTICS_AND_MARKETING = { ...ANALYTICS, marketing: true };

type Global = { window?: unknown; document?: unknown; location?: unknown; dataLayer?: unknown[] };
const global = globalThis as unknown as Global;

/** A page as the server renders it for a visitor who chose `stored`: its head script has run. */
async function pageWith(stored: typeof ANALYTICS | null) {
  const scripts: string[] = [];
  global.window = globalThis;
  global.location = { href: "https://www.example.be/en/" };
  global.document = {
    createElement: () => ({}),
    querySelector: () => null,
    head: { appendChild: (script: { src: string }) => scripts.push(script.src) },
  };
  // As a classic script does in the browser: in the global scope (its gtag becomes window.gtag).
  (0, eval)(consentHeadScript(TAGS, stored)!);
  const runtime = await import("../../app/consent/tag-runtime.client");
  const updates = () =>
    (global.dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === "consent" && entry[1] === "update")
      .map((entry) => entry[2]);
  return { runtime, scripts, updates };
}

describe("the tags' runtime", () => {
  beforeEach(() => {
    global.dataLayer = undefined;
  });
  afterEach(() => {
    delete global.document;
    delete global.location;
    delete (globalThis as Record<string, unknown>)["gtag"];
  });

  it("sends no second update for the choice the head script holds, then each change, withdrawals included", async () => {
    const { runtime, updates, scripts } = await pageWith(ANALYTICS);
    expect(updates()).toHaveLength(1);
    expect(runtime.applyConsent(TAGS, ANALYTICS, "")).toBe(false);
    expect(updates()).toHaveLength(1);
    expect(scripts.some((src) => src.includes("gtm.js?id=GTM-AB12CD3"))).toBe(true);

    runtime.applyConsent(TAGS, ANALYTICS_AND_MARKETING, "");
    expect(updates().at(-1)).toMatchObject({ ad_storage: "granted", analytics_storage: "granted" });
    // Back to analytics only: the same as the page's head script, yet a change since then.
    expect(runtime.applyConsent(TAGS, ANALYTICS, "")).toBe(false);
    expect(updates().at(-1)).toMatchObject({ ad_storage: "denied", ad_user_data: "denied", analytics_storage: "granted" });
    // Analytics withdrawn too: its tags run in the page and cannot be unloaded, so the page must reload.
    expect(runtime.applyConsent(TAGS, DECLINE_ALL, "")).toBe(true);
    expect(updates().at(-1)).toMatchObject({ analytics_storage: "denied" });
  });
});
