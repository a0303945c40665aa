/**
 * Every cookie the site sets, its own and each configured tag's: the one list the consent dialog
 * (which cookies each category holds) and the cookie policy's table are both built from, so they
 * never disagree. The site's own names come from the modules that set them.
 */
import type { Env } from "~/env.server";
import { FAVOURITES_COOKIE_MONTHS, FAVOURITES_NAME } from "~/favourites/favourites";
import { LANGUAGE_COOKIE_NAME, LANGUAGE_COOKIE_YEARS } from "~/i18n/language-cookie";
import { ownerSessionCookieName } from "~/owners/session.server";
import { CONSENT_CATEGORIES, CONSENT_VALID_MONTHS, type ConsentCategory } from "./choice";
import { CONSENT_COOKIE_NAME } from "./consent.server";
import { TAG_CATEGORIES, TAG_KINDS, type TagIds, type TagKind } from "./tags";

/** How long a cookie lasts: a count of a unit (written with Intl in the page's language) or the browser session. */
export type CookieDuration = { count: number; unit: "year" | "month" | "day" | "minute" } | "session";

/** What a cookie is for: a text key under consent.purposes in the locales. */
export type CookiePurpose =
  | "language"
  | "consent"
  | "favourites"
  | "ownerSession"
  | "videoPlayer"
  | "mapTiles"
  | "gaVisitor"
  | "gaSession"
  | "adsConversion"
  | "adsDisplay"
  | "pixelBrowser"
  | "pixelFacebook";

export type CookieEntry = {
  name: string;
  /** Who sets it: the agency (null: the site's own) or the tag's company. */
  provider: string | null;
  purpose: CookiePurpose;
  duration: CookieDuration;
  category: ConsentCategory;
};

type TagCookie = Omit<CookieEntry, "category">;

/** The cookies each tag's scripts set, as their makers document them (the tag manager itself sets none); each in its tag's category. */
const TAG_COOKIES: Record<TagKind, (id: string) => TagCookie[]> = {
  tagManager: () => [],
  analytics: (id) => [
    { name: "_ga", provider: "Google Analytics", purpose: "gaVisitor", duration: { count: 2, unit: "year" } },
    { name: `_ga_${id.replace(/^G-/, "")}`, provider: "Google Analytics", purpose: "gaSession", duration: { count: 2, unit: "year" } },
  ],
  ads: () => [
    { name: "_gcl_au", provider: "Google Ads", purpose: "adsConversion", duration: { count: 3, unit: "month" } },
    { name: "IDE", provider: "Google Ads (doubleclick.net)", purpose: "adsDisplay", duration: { count: 13, unit: "month" } },
  ],
  pixel: () => [
    { name: "_fbp", provider: "Meta", purpose: "pixelBrowser", duration: { count: 3, unit: "month" } },
    { name: "fr", provider: "Meta (facebook.com)", purpose: "pixelFacebook", duration: { count: 3, unit: "month" } },
  ],
};

/**
 * The players of property videos (app/media/embed.ts), loaded only when a visitor who accepted
 * social media starts a video on a property page; otherwise the video opens on its own site.
 */
const PLAYER_COOKIES: CookieEntry[] = [
  { name: "YSC", provider: "YouTube (youtube-nocookie.com)", purpose: "videoPlayer", duration: "session", category: "social" },
  {
    name: "VISITOR_INFO1_LIVE",
    provider: "YouTube (youtube-nocookie.com)",
    purpose: "videoPlayer",
    duration: { count: 6, unit: "month" },
    category: "social",
  },
  { name: "vuid", provider: "Vimeo", purpose: "videoPlayer", duration: { count: 2, unit: "year" }, category: "social" },
  { name: "datr", provider: "Facebook (video)", purpose: "videoPlayer", duration: { count: 2, unit: "year" }, category: "social" },
];

/**
 * The tile host's cookies (MAP_TILES_COOKIES), set only when a visitor asks for the interactive
 * map: the service they asked for, so strictly necessary to it (ADR 041).
 */
function mapTileCookies(env: Pick<Env, "MAP_TILES_URL" | "MAP_TILES_COOKIES">): CookieEntry[] {
  if (!env.MAP_TILES_URL) return [];
  const provider = new URL(env.MAP_TILES_URL.replace(/[{}]/g, "")).host;
  return env.MAP_TILES_COOKIES.map((name) => ({ name, provider, purpose: "mapTiles", duration: "session", category: "necessary" }));
}

export function siteCookies(
  env: Pick<Env, "NODE_ENV" | "PUBLIC_URL" | "MAP_TILES_URL" | "MAP_TILES_COOKIES">,
  tags: TagIds,
): CookieEntry[] {
  const own: CookieEntry[] = [
    {
      name: LANGUAGE_COOKIE_NAME,
      provider: null,
      purpose: "language",
      duration: { count: LANGUAGE_COOKIE_YEARS, unit: "year" },
      category: "necessary",
    },
    {
      name: CONSENT_COOKIE_NAME,
      provider: null,
      purpose: "consent",
      duration: { count: CONSENT_VALID_MONTHS, unit: "month" },
      category: "necessary",
    },
    { name: ownerSessionCookieName(env), provider: null, purpose: "ownerSession", duration: "session", category: "necessary" },
    // Set only when a visitor without JavaScript saves a property: the service they asked for (ADR 049).
    {
      name: FAVOURITES_NAME,
      provider: null,
      purpose: "favourites",
      duration: { count: FAVOURITES_COOKIE_MONTHS, unit: "month" },
      category: "necessary",
    },
  ];
  const ofTags = TAG_KINDS.flatMap((kind) =>
    tags[kind] === null ? [] : TAG_COOKIES[kind](tags[kind]).map((cookie) => ({ ...cookie, category: TAG_CATEGORIES[kind][0]! })),
  );
  return [...own, ...mapTileCookies(env), ...PLAYER_COOKIES, ...ofTags];
}

/** The dialog's view: each category with the names of its cookies, in the dialog's order. */
export function cookieNamesByCategory(cookies: CookieEntry[]): Record<ConsentCategory, string[]> {
  return Object.fromEntries(
    CONSENT_CATEGORIES.map((category) => [category, cookies.filter((cookie) => cookie.category === category).map((cookie) => cookie.name)]),
  ) as Record<ConsentCategory, string[]>;
}

const namesOfTags = new WeakMap<TagIds, Record<ConsentCategory, string[]>>();

/** The dialog's view for this server's configuration, built once (the root loader asks on every page). */
export function dialogCookieNames(
  env: Pick<Env, "NODE_ENV" | "PUBLIC_URL" | "MAP_TILES_URL" | "MAP_TILES_COOKIES">,
  tags: TagIds,
): Record<ConsentCategory, string[]> {
  let names = namesOfTags.get(tags);
  if (!names) {
    names = cookieNamesByCategory(siteCookies(env, tags));
    namesOfTags.set(tags, names);
  }
  return names;
}
