/**
 * Which requests the render cache may answer, and under which key (ADR 021, ADR 039). A page
 * depends on the origin it was asked on (absolute links when PUBLIC_URL is unset), the Belgian day,
 * what the visitor chose about cookies (the dialog, the tags), its path (the language is in it) and
 * the query parameters its route reads: any other parameter (a campaign's `utm_*`, a `?x=1` made up
 * to miss the cache) is left out of the key and of the render alike, so it neither makes a copy of
 * its own nor evicts one. An owner's session, a POST and preview mode are never shared. The build
 * and the site configuration are fixed for the life of the process; the catalogue version is
 * checked per hit.
 */
import type { IncomingMessage } from "node:http";
import { belgianDay } from "~/belgium/format";
import { LISTING_QUERY_FIELDS } from "~/catalogue/listing-query";
import { RESET_PARAMETER } from "~/consent/consent-form";
import { consentVariant } from "~/consent/consent.server";
import type { Env } from "~/env.server";
import { RETURN_TO_FIELD } from "~/forms/setup";
import type { Language } from "~/i18n/languages";
import { languageFromPath } from "~/i18n/language-from-path";
import { MAP_VIEW_FIELD } from "~/map/map-view";
import { FAVOURITES_PARAMETER, favouritesCookie, parseFavourites } from "~/favourites/favourites";
import { QR_PARAMETER } from "~/brochure/brochure";
import { ownerSessionCookieName } from "~/owners/session.server";
import {
  isPreviewPath,
  isSharedFilePath,
  matchPage,
  PAGES,
  ROUTE_MANIFEST_PATH,
  SHARED_FILES,
  sharedFileAt,
  type PageId,
  type SharedFileId,
} from "~/routing/route-table";
import { originOf } from "./request-origin.server";

type RouteFile = (typeof PAGES)[PageId]["file"] | (typeof SHARED_FILES)[SharedFileId]["file"];

/**
 * The query parameters each route module of a page or a shared file reads (`searchParams.get`/`has`
 * in its loader; the route-reads test checks this list against the modules). A route not named
 * reads none.
 */
const ROUTE_READS: { [File in RouteFile]?: readonly string[] } = {
  "routes/listings.tsx": [...LISTING_QUERY_FIELDS, MAP_VIEW_FIELD],
  "routes/content-page.tsx": [...LISTING_QUERY_FIELDS, MAP_VIEW_FIELD],
  "routes/search.tsx": ["q", MAP_VIEW_FIELD],
  "routes/thank-you.tsx": ["from"],
  "routes/favourites.tsx": [FAVOURITES_PARAMETER],
  "routes/brochure.ts": [QR_PARAMETER],
  "routes/login.tsx": [RETURN_TO_FIELD, "done"],
  "routes/password-forgot.tsx": ["sent"],
  "routes/password-reset.tsx": ["token"],
  "routes/subscription.tsx": ["token"],
  "routes/owner-export.ts": ["property"],
  "routes/search-index.ts": ["lang"],
};

/** What Remix's route manifest reads: the paths it is asked about and the build's version. */
const ROUTE_MANIFEST_READS = ["p", "version"];

/** Every page reads `?setcookies` (the root loader: it forgets the cookie choice). */
const EVERY_PAGE_READS = [RESET_PARAMETER];

/** A page's data for a client-side navigation (`/fr/a-vendre.data`) also reads Remix's `_routes`: which loaders to run. */
const DATA_SUFFIX = ".data";
const DATA_READS = ["_routes"];

/** The parameters of the paths last asked with a query (a page's route is matched once, not at each hit). */
const readsByPath = new Map<string, ReadonlySet<string>>();

/** The query parameters the answer to this path reads. */
export function parametersRead(path: string): ReadonlySet<string> {
  let reads = readsByPath.get(path);
  if (!reads) {
    if (readsByPath.size >= 1000) readsByPath.clear();
    readsByPath.set(path, (reads = routeReads(path)));
  }
  return reads;
}

function routeReads(path: string): ReadonlySet<string> {
  if (path === ROUTE_MANIFEST_PATH) return new Set(ROUTE_MANIFEST_READS);
  const file = sharedFileAt(path);
  if (file) return new Set(ROUTE_READS[SHARED_FILES[file].file]);
  const data = path.endsWith(DATA_SUFFIX);
  const match = matchPage(data ? path.slice(0, -DATA_SUFFIX.length) : path);
  const route = match ? (ROUTE_READS[PAGES[match.page].file] ?? []) : [];
  return new Set([...EVERY_PAGE_READS, ...route, ...(data ? DATA_READS : [])]);
}

/**
 * The request target a shared copy is rendered and kept for: the path, then the parameters its
 * route reads, in one order and one encoding (`?sort=x&city=y` and `?city=y&sort=x` are one copy),
 * every other parameter left out.
 */
export function sharedUrl(originalUrl: string): string {
  const question = originalUrl.indexOf("?");
  if (question === -1) return originalUrl;
  const path = originalUrl.slice(0, question);
  const read = parametersRead(path);
  const kept = [...new URLSearchParams(originalUrl.slice(question + 1))].filter(([name]) => read.has(name));
  if (kept.length === 0) return path;
  // A stable sort: the values of one name keep their order (a route may read them all).
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${path}?${new URLSearchParams(kept).toString()}`;
}

/** Remix's old `?_data=` (single fetch replaced it): answered with the 400 page, never from the cache (status-page.server.ts). */
const OLD_DATA_PARAMETER = /[?&]_data(?:=|&|$)/;

/** The Belgian day, read again once a second at most: what a page computes from today (the visit planner's days, the year in the footer) moves on at midnight. */
let day = { text: "", until: 0 };
function today(): string {
  const now = Date.now();
  if (now >= day.until) day = { text: belgianDay(new Date(now)), until: now + 1000 };
  return day.text;
}

/**
 * The key function. It reads the Node request as it arrives (the render cache answers ahead of
 * Express): `trustsProxy` tells whether the connection's peer is a proxy TRUST_PROXY trusts.
 */
export function pageCacheKey(
  env: Pick<Env, "NODE_ENV" | "PUBLIC_URL">,
  enabledLanguages: readonly Language[],
  trustsProxy: (req: IncomingMessage) => boolean,
) {
  const session = `${ownerSessionCookieName(env)}=`;
  return (req: IncomingMessage): Promise<string> | null => {
    if (req.method !== "GET" && req.method !== "HEAD") return null;
    const url = req.url ?? "";
    const question = url.indexOf("?");
    const path = question === -1 ? url : url.slice(0, question);
    if (isPreviewPath(path) || req.headers.cookie?.includes(session)) return null;
    // A visitor without JavaScript who saved properties sees them pressed on every page: rendered for them alone (ADR 049).
    if (parseFavourites(favouritesCookie(req.headers.cookie)).length > 0) return null;
    // A page names its language; the files that name none are the same for everyone (the route table's SHARED_FILES).
    if (!languageFromPath(path, enabledLanguages) && !isSharedFilePath(path)) return null;
    if (question !== -1 && OLD_DATA_PARAMETER.test(url)) return null;
    // The origin the render's absolute links name: the configured one, else the host a trusted proxy or the client gave.
    const prefix = `${env.PUBLIC_URL ?? originOf(req, trustsProxy(req))} ${today()} `;
    const target = sharedUrl(url);
    return consentVariant(req.headers.cookie).then((variant) => `${prefix}${variant} ${target}`);
  };
}
