/**
 * The agency's tags in the browser (ADR 020), fetched by app/components/consent/consent-tags.tsx only
 * when a tag is configured and the visitor has chosen. The page's inline head script has already
 * defined dataLayer and gtag() and set Consent Mode's defaults to denied (tags.server.ts).
 */
import type { ConsentChoice } from "./choice";
import { consentModeState, type ConsentModeState } from "./choice";
import { tagsToLoad, type TagIds, type TagKind } from "./tags";

type Fbq = ((...args: unknown[]) => void) & {
  queue?: unknown[][];
  callMethod?: (...args: unknown[]) => void;
  loaded?: boolean;
  version?: string;
};

declare global {
  interface Window {
    dataLayer: unknown[];
    gtag: (...args: unknown[]) => void;
    fbq?: Fbq;
    _fbq?: Fbq;
  }
}

const loaded = new Set<TagKind>();

function addScript(src: string): void {
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  // The tag manager hands the nonce on to the tags it adds.
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
}

function loadTag(kind: TagKind, id: string): void {
  if (loaded.has(kind)) return;
  loaded.add(kind);
  if (kind === "tagManager") {
    window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`);
  } else if (kind === "analytics" || kind === "ads") {
    // One gtag.js serves analytics and ads; page views are sent by sendPageView, never twice.
    if (!loaded.has(kind === "ads" ? "analytics" : "ads")) {
      addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`);
      window.gtag("js", new Date());
    }
    window.gtag("config", id, { send_page_view: false });
  } else {
    if (!window.fbq) {
      const fbq: Fbq = (...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue!.push(args));
      fbq.queue = [];
      fbq.loaded = true;
      fbq.version = "2.0";
      window.fbq = window._fbq = fbq;
      addScript("https://connect.facebook.net/en_US/fbevents.js");
    }
    window.fbq("init", id);
  }
}

/** The Consent Mode state the page last sent (its head script's default or update, or an update since). */
function lastConsentState(): Partial<ConsentModeState> {
  for (let index = window.dataLayer.length - 1; index >= 0; index -= 1) {
    const entry = window.dataLayer[index] as ArrayLike<unknown> | undefined;
    if (entry?.[0] === "consent") return (entry[2] ?? {}) as Partial<ConsentModeState>;
  }
  return {};
}

const sameState = (a: Partial<ConsentModeState>, b: ConsentModeState) =>
  (Object.keys(b) as (keyof ConsentModeState)[]).every((key) => a[key] === b[key]);

/** A page view for the tags the choice lets run: location and referrer (spec §7). */
export function sendPageView(ids: TagIds, choice: ConsentChoice, location: string, referrer: string): void {
  const tags = tagsToLoad(ids, choice);
  if (tags.some((kind) => kind !== "pixel")) window.gtag("event", "page_view", { page_location: location, page_referrer: referrer });
  if (tags.includes("pixel")) window.fbq?.("track", "PageView");
}

/**
 * A choice takes effect: Consent Mode is updated when it changes (a withdrawal too), the tags the choice lets run
 * are loaded, each once per page load, and a page view goes out. Returns true when a tag already
 * running in this page is no longer allowed: it cannot be unloaded, so the caller reloads the page.
 */
export function applyConsent(ids: TagIds, choice: ConsentChoice, referrer: string): boolean {
  const state = consentModeState(choice);
  // Only a change is sent: a choice stored earlier is already in the page's head script.
  if (!sameState(lastConsentState(), state)) window.gtag("consent", "update", state);
  const tags = tagsToLoad(ids, choice);
  if (!choice.social) window.fbq?.("consent", "revoke");
  if ([...loaded].some((kind) => !tags.includes(kind))) return true;
  for (const kind of tags) loadTag(kind, ids[kind]!);
  if (choice.social) window.fbq?.("consent", "grant");
  sendPageView(ids, choice, window.location.href, referrer);
  return false;
}
