/**
 * Which requests the render cache may answer, and under which key (ADR 021). A page depends on
 * its address (path and query), the origin it was asked on (absolute links when PUBLIC_URL is
 * unset), its language (in the path) and what the visitor chose about cookies (the dialog, the
 * tags). An owner's session, a POST and preview mode are never shared. The build and the site
 * configuration are fixed for the life of the process; the catalogue version is checked per hit.
 */
import type { Request } from "express";
import { consentVariant } from "~/consent/consent.server";
import type { Env } from "~/env.server";
import type { Language } from "~/i18n/languages";
import { languageFromPath } from "~/i18n/language-from-path";
import { ownerSessionCookieName } from "~/owners/session.server";
import { isPreviewPath } from "~/routing/route-table";

/** Answers that name no language and are the same for everyone: the route manifest, the sitemaps, robots.txt, the search index. */
const LANGUAGE_FREE = /^\/(?:__manifest|sitemap\.xml|sitemaps\/[^/]+|robots\.txt|search-index\.json)$/;

export function pageCacheKey(env: Pick<Env, "NODE_ENV" | "PUBLIC_URL">, enabledLanguages: readonly Language[]) {
  const session = `${ownerSessionCookieName(env)}=`;
  return async (req: Request): Promise<string | null> => {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const path = req.path;
    if (isPreviewPath(path) || req.headers.cookie?.includes(session)) return null;
    if (!languageFromPath(path, enabledLanguages) && !LANGUAGE_FREE.test(path)) return null;
    const origin = env.PUBLIC_URL ?? `${req.protocol}://${req.get("x-forwarded-host") ?? ""}/${req.get("host") ?? ""}`;
    return `${origin} ${await consentVariant(req.headers.cookie)} ${req.originalUrl}`;
  };
}
