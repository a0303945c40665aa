/**
 * The visitor's cookie choice on the server: read from the first-party `consent` cookie (so every
 * page is rendered with or without the dialog, never flashing it), written when they choose, and
 * recorded in `consent_record` as proof (a random id, the choice, the policy version, the time; no
 * IP), kept CONSENT_RECORD_MONTHS. See docs/decisions/020-cookie-consent.md.
 */
import { randomUUID } from "node:crypto";
import { createCookie } from "@remix-run/node";
import type { Logger } from "pino";
import type { Database } from "~/db/db.server";
import type { Env } from "~/env.server";
import { retentionCutoff } from "~/leads/retention.server";
import { servedOverHttps } from "~/routing/origin";
import type { Site } from "~/site/site.server";
import {
  ACCEPT_ALL,
  CONSENT_RECORD_MONTHS,
  CONSENT_VALID_MONTHS,
  choiceOf,
  OPTIONAL_CATEGORIES,
  storedConsent,
  type ConsentChoice,
} from "./choice";
import { RESET_PARAMETER } from "./consent-form";
import { NO_TAGS, TAG_KINDS, type TagIds, type TagKind } from "./tags";
import { TAG_ID_PATTERNS } from "./tags.server";

export const CONSENT_COOKIE_NAME = "consent";

const consentCookie = createCookie(CONSENT_COOKIE_NAME, {
  path: "/",
  sameSite: "lax",
  httpOnly: true,
  // The browser drops it when the choice stops counting; choiceOf() checks the date as well.
  maxAge: Math.round((CONSENT_VALID_MONTHS * 365.25 * 24 * 60 * 60) / 12),
});

/** Secure wherever the site is served over HTTPS (`servedOverHttps`, ADR 038), set as the cookie is written. */
const written = (env: Pick<Env, "PUBLIC_URL">) => ({ secure: servedOverHttps(env) });

/** The choice the request's cookie still stands for, or null (none, expired, another policy version). */
export async function readConsent(request: Request, now = new Date()): Promise<ConsentChoice | null> {
  const value: unknown = await consentCookie.parse(request.headers.get("Cookie"));
  return choiceOf(value, now);
}

/**
 * What a page rendered for this cookie header shows of consent, as part of the render cache's key
 * (ADR 021): "ask" (the dialog) or the optional categories chosen, e.g. "1010".
 */
export async function consentVariant(cookieHeader: string | undefined, now = new Date()): Promise<string> {
  if (!cookieHeader?.includes(`${CONSENT_COOKIE_NAME}=`)) return "ask";
  const choice = choiceOf(await consentCookie.parse(cookieHeader), now);
  return choice ? OPTIONAL_CATEGORIES.map((category) => (choice[category] ? "1" : "0")).join("") : "ask";
}

/**
 * Stores the proof of a choice and gives the Set-Cookie header that keeps it in the browser. The
 * choice is kept even when the proof cannot be written (the error is logged): ignoring a visitor's
 * "Decline" would be worse than a missing proof.
 */
export async function saveConsent(
  db: Database,
  env: Pick<Env, "PUBLIC_URL">,
  choice: ConsentChoice,
  { logger, now = new Date() }: { logger?: Logger; now?: Date } = {},
): Promise<string> {
  const stored = storedConsent(choice, randomUUID(), now);
  try {
    await db
      .insertInto("consent_record")
      .values({
        id: stored.id,
        analytics: choice.analytics ? 1 : 0,
        marketing: choice.marketing ? 1 : 0,
        social: choice.social ? 1 : 0,
        unclassified: choice.unclassified ? 1 : 0,
        policy_version: stored.version,
        created_at: stored.date,
      })
      .execute();
  } catch (error) {
    logger?.error({ err: error }, "the proof of a cookie choice could not be stored; the choice is kept in the cookie");
  }
  return consentCookie.serialize(stored, written(env));
}

/** The Set-Cookie header that forgets the choice (`?setcookies`). */
export function clearConsent(env: Pick<Env, "PUBLIC_URL">): Promise<string> {
  return consentCookie.serialize("", { ...written(env), maxAge: 0 });
}

/** Deletes the proofs of consent older than CONSENT_RECORD_MONTHS (the worker's hourly chore). */
export async function deleteOldConsentRecords(db: Database, now = new Date()): Promise<number> {
  const rows = await db
    .deleteFrom("consent_record")
    .where("created_at", "<", retentionCutoff(CONSENT_RECORD_MONTHS, now))
    .returning("id")
    .execute();
  return rows.length;
}

const TAG_ENV: Record<TagKind, "GTM_ID" | "GA_ID" | "ADS_ID" | "META_PIXEL_ID"> = {
  tagManager: "GTM_ID",
  analytics: "GA_ID",
  ads: "ADS_ID",
  pixel: "META_PIXEL_ID",
};
const SITE_INFO_KEY = { tagManager: "tagManagerId", analytics: "analyticsId", ads: "adsId", pixel: "pixelId" } as const;

/**
 * The configured tag ids: siteInfo in data/site/site.json, each overridden by its environment
 * variable when that is set. An id of the wrong shape stops the start with a message.
 */
export function configuredTags(site: Pick<Site, "config">, env: Partial<Pick<Env, (typeof TAG_ENV)[TagKind]>>): TagIds {
  const ids: TagIds = { ...NO_TAGS };
  for (const kind of TAG_KINDS) {
    const id = (env[TAG_ENV[kind]] ?? site.config.siteInfo[SITE_INFO_KEY[kind]]).trim();
    if (id === "") continue;
    if (!TAG_ID_PATTERNS[kind].test(id)) {
      throw new Error(
        `${TAG_ENV[kind]} / siteInfo.${SITE_INFO_KEY[kind]}: "${id}" does not look like an id (${TAG_ID_PATTERNS[kind].source})`,
      );
    }
    ids[kind] = id;
  }
  return ids;
}

/**
 * What a page needs to know about consent: the choice in force (preview mode treats consent as
 * given, spec §2), whether the dialog shows, and whether the request asked to forget the choice.
 */
export async function pageConsent(
  request: Request,
  preview: boolean,
): Promise<{ choice: ConsentChoice | null; dialog: boolean; reset: boolean }> {
  // A choice the visitor made still counts in preview: a link to a preview never undoes a "Decline".
  if (preview) return { choice: (await readConsent(request)) ?? ACCEPT_ALL, dialog: false, reset: false };
  const reset = new URL(request.url).searchParams.has(RESET_PARAMETER);
  const choice = reset ? null : await readConsent(request);
  return { choice, dialog: choice === null, reset };
}
