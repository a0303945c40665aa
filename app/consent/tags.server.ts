/**
 * The server's side of the agency's tags (ADR 020): what an id must look like, the hosts each tag
 * loads from and sends to (the Content-Security-Policy allows exactly those of the configured tags,
 * app/http/security-headers.server.ts), the inline head script with Consent Mode's defaults, and
 * the tags' own <noscript> fallbacks.
 */
import { CONSENT_UPDATE_WAIT_MS, consentModeState, type ConsentChoice } from "./choice";
import { hasTags, TAG_KINDS, tagsToLoad, type TagIds, type TagKind } from "./tags";

/** What an id of each kind looks like; anything else is refused at start-up (it ends up in script URLs). */
export const TAG_ID_PATTERNS: Record<TagKind, RegExp> = {
  tagManager: /^GTM-[A-Z0-9]{4,12}$/,
  analytics: /^G-[A-Z0-9]{4,14}$/,
  ads: /^AW-\d{6,14}$/,
  pixel: /^\d{10,20}$/,
};

type CspDirective = "script-src" | "img-src" | "connect-src" | "frame-src";

const ANALYTICS_HOSTS = {
  "script-src": ["https://www.googletagmanager.com"],
  "img-src": ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
  "connect-src": ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
};
const ADS_HOSTS = {
  "script-src": ["https://www.googletagmanager.com", "https://www.googleadservices.com", "https://googleads.g.doubleclick.net"],
  "img-src": ["https://googleads.g.doubleclick.net", "https://www.google.com", "https://www.google.be"],
  "connect-src": ["https://googleads.g.doubleclick.net", "https://www.google.com"],
  "frame-src": ["https://td.doubleclick.net"],
};

/** The hosts each tag loads from and sends to, by CSP directive (Google's and Meta's published lists). */
const TAG_HOSTS: Record<TagKind, Partial<Record<CspDirective, readonly string[]>>> = {
  // The container itself (and its <noscript> frame), and the Google tags it usually holds.
  tagManager: {
    "script-src": ["https://www.googletagmanager.com", ...ANALYTICS_HOSTS["script-src"], ...ADS_HOSTS["script-src"]],
    "img-src": ["https://www.googletagmanager.com", ...ANALYTICS_HOSTS["img-src"], ...ADS_HOSTS["img-src"]],
    "connect-src": ["https://www.googletagmanager.com", ...ANALYTICS_HOSTS["connect-src"], ...ADS_HOSTS["connect-src"]],
    "frame-src": ["https://www.googletagmanager.com", ...ADS_HOSTS["frame-src"]],
  },
  analytics: ANALYTICS_HOSTS,
  ads: ADS_HOSTS,
  pixel: {
    "script-src": ["https://connect.facebook.net"],
    "img-src": ["https://www.facebook.com"],
    "connect-src": ["https://www.facebook.com", "https://connect.facebook.net"],
  },
};

/** The hosts of the configured tags for one CSP directive, each once (none when no tag is configured). */
export function tagHosts(ids: TagIds, directive: CspDirective): string[] {
  const hosts = TAG_KINDS.filter((kind) => ids[kind] !== null).flatMap((kind) => TAG_HOSTS[kind][directive] ?? []);
  return [...new Set(hosts)];
}

/**
 * The inline script every page with a configured tag starts with, before anything else can load:
 * the dataLayer, gtag(), Consent Mode v2 with everything denied (GUIDE §6), and for a visitor who
 * already chose, their choice at once. Null without any tag: no tag code at all.
 */
export function consentHeadScript(ids: TagIds, choice: ConsentChoice | null): string | null {
  if (!hasTags(ids)) return null;
  const call = (...args: unknown[]) => `gtag(${args.map((arg) => JSON.stringify(arg)).join(",")});`;
  return [
    "window.dataLayer=window.dataLayer||[];function gtag(){dataLayer.push(arguments)}",
    call("consent", "default", { ...consentModeState(null), wait_for_update: CONSENT_UPDATE_WAIT_MS }),
    choice ? call("consent", "update", consentModeState(choice)) : "",
  ].join("");
}

/**
 * What a visitor without JavaScript who accepted loads: the tag manager's frame and the pixel's
 * image, their makers' own <noscript> fallbacks, for the categories accepted only.
 */
export function noscriptTags(ids: TagIds, choice: ConsentChoice | null): { frame: string | null; image: string | null } {
  const loading = tagsToLoad(ids, choice);
  return {
    frame: loading.includes("tagManager") ? `https://www.googletagmanager.com/ns.html?id=${encodeURIComponent(ids.tagManager!)}` : null,
    image: loading.includes("pixel") ? `https://www.facebook.com/tr?id=${encodeURIComponent(ids.pixel!)}&ev=PageView&noscript=1` : null,
  };
}
