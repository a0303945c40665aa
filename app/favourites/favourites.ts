/**
 * A visitor's favourites (issue 24 §1, ADR 049): the ids of the listings they saved, kept in their
 * browser and never on the server. With JavaScript the list lives in localStorage; without it, the
 * Save buttons post a form and the list lives in a first-party cookie, strictly necessary because
 * the visitor asked for it. The favourites page also reads a list from its address (`?ids=`), the
 * share link that opens the same list on another device.
 */

/** The cookie's and localStorage's name. */
export const FAVOURITES_NAME = "favourites";

/** How long the cookie lasts (the cookie policy says so too). */
export const FAVOURITES_COOKIE_MONTHS = 12;
export const FAVOURITES_COOKIE_MAX_AGE = FAVOURITES_COOKIE_MONTHS * 31 * 24 * 60 * 60;

/** At most this many favourites; saving one more forgets the oldest (a cookie holds about 4 KB). */
export const MAX_FAVOURITES = 100;

/** The share link's parameter. */
export const FAVOURITES_PARAMETER = "ids";

/** A list from its text ("12,345,6789"): listing ids, each once, in order, at most MAX_FAVOURITES; anything else is dropped. */
export function parseFavourites(text: string | null | undefined): number[] {
  if (!text) return [];
  const ids: number[] = [];
  for (const part of text.split(/[\s,.;]+/)) {
    if (!/^[1-9]\d{0,9}$/.test(part)) continue;
    const id = Number(part);
    if (id <= Number.MAX_SAFE_INTEGER && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(-MAX_FAVOURITES);
}

/** The list as text, as the cookie, localStorage and the share link keep it. */
export function favouritesText(ids: readonly number[]): string {
  return ids.join(",");
}

/** The list with `id` saved (last, the newest) or removed. */
export function withFavourite(ids: readonly number[], id: number, saved: boolean): number[] {
  const others = ids.filter((other) => other !== id);
  return saved ? [...others, id].slice(-MAX_FAVOURITES) : others;
}

/** The favourites cookie's value in a Cookie header, or null. */
export function favouritesCookie(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(/;\s*/)) {
    if (!part.startsWith(`${FAVOURITES_NAME}=`)) continue;
    const value = part.slice(FAVOURITES_NAME.length + 1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value; // a value no browser of ours wrote: its ids are still read, the rest dropped
    }
  }
  return null;
}

/** The Set-Cookie value that keeps the list (or forgets it when empty). */
export function favouritesSetCookie(ids: readonly number[], secure: boolean): string {
  const attributes = `Path=/; SameSite=Lax${secure ? "; Secure" : ""}`;
  if (ids.length === 0) return `${FAVOURITES_NAME}=; Max-Age=0; ${attributes}`;
  return `${FAVOURITES_NAME}=${encodeURIComponent(favouritesText(ids))}; Max-Age=${FAVOURITES_COOKIE_MAX_AGE}; ${attributes}`;
}

/** The Save form's fields: the listing, whether to save ("1") or remove it ("0"), and the page to go back to. */
export const FAVOURITES_FIELDS = { id: "id", save: "save", returnTo: "returnTo" } as const;
