/**
 * Which requests the render cache may answer, and under which key (ADR 021). A page depends on
 * its address (path and query), the origin it was asked on (absolute links when PUBLIC_URL is
 * unset), its language (in the path), what the visitor chose about cookies (the dialog, the
 * tags) and the day. An owner's session, a POST and preview mode are never shared. The build and
 * the site configuration are fixed for the life of the process; the catalogue version is checked
 * per hit.
 */
import type { Request } from "express";
import { belgianDay } from "~/belgium/format";
import { consentVariant } from "~/consent/consent.server";
import type { Env } from "~/env.server";
import type { Language } from "~/i18n/languages";
import { languageFromPath } from "~/i18n/language-from-path";
import { ownerSessionCookieName } from "~/owners/session.server";
import { isPreviewPath, isSharedFilePath } from "~/routing/route-table";

/**
 * Parameters that campaigns and e-mails add to links, one value per click or recipient, which no
 * page reads: a shared copy is rendered and kept without them (the browser's address keeps them,
 * for the analytics tags).
 */
const TRACKING_PARAMETER =
  /^(?:utm_[a-z_]+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|yclid|igshid|ttclid|twclid|li_fat_id|mc_cid|mc_eid|_ga|_gl|_hsenc|_hsmi|mkt_tok)$/i;

/** The request target a shared copy is rendered and kept for: the path and query without tracking parameters. */
export function sharedUrl(originalUrl: string): string {
  const question = originalUrl.indexOf("?");
  if (question === -1) return originalUrl;
  const kept = originalUrl
    .slice(question + 1)
    .split("&")
    .filter((pair) => pair !== "" && !TRACKING_PARAMETER.test(decodeURIComponentSafe(pair.split("=")[0]!)));
  return kept.length > 0 ? `${originalUrl.slice(0, question)}?${kept.join("&")}` : originalUrl.slice(0, question);
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export function pageCacheKey(env: Pick<Env, "NODE_ENV" | "PUBLIC_URL">, enabledLanguages: readonly Language[]) {
  const session = `${ownerSessionCookieName(env)}=`;
  return async (req: Request): Promise<string | null> => {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const path = req.path;
    if (isPreviewPath(path) || req.headers.cookie?.includes(session)) return null;
    // A page names its language; the files that name none are the same for everyone (the route table's SHARED_FILES).
    if (!languageFromPath(path, enabledLanguages) && !isSharedFilePath(path)) return null;
    const origin = env.PUBLIC_URL ?? `${req.protocol}://${req.get("x-forwarded-host") ?? ""}/${req.get("host") ?? ""}`;
    // The Belgian day: what a page computes from today (the visit planner's days, the year in the footer) moves on at midnight.
    return `${origin} ${belgianDay(new Date())} ${await consentVariant(req.headers.cookie)} ${sharedUrl(req.originalUrl)}`;
  };
}
