/** Addresses of pictures served by the picture route (/media/{name}?w=…), for pages and the search index alike. */

const PICTURE_PREFIX = "/media/";

/** The pictures' address, for Express (app/http/pictures.server.ts). */
export const PICTURE_ROUTE = `${PICTURE_PREFIX}:name`;

/** Whether a request's path is a picture's: its status answers (405, 429 …) are plain text, as its errors are. */
export const isPicturePath = (path: string): boolean => path.startsWith(PICTURE_PREFIX);

/**
 * The widths the picture route renders: spec §9's 100, 400, 600 and 1360, with steps between 600
 * and 1360 so that a slot of 650 to 1000 px does not download the 1360-px file (issue 10).
 */
export const PICTURE_WIDTHS = [100, 400, 600, 800, 1024, 1360] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The widths a page offers the browser to choose from (the 100-px one is the lazy pictures' preview). */
const SRCSET_WIDTHS = PICTURE_WIDTHS.filter((width) => width >= 400);

/** The srcset of a picture, for <img> and for the preload of a page's main picture. */
export function pictureSrcSet(src: string): string {
  return SRCSET_WIDTHS.map((width) => `${pictureUrl(src, width)} ${width}w`).join(", ");
}

/** How wide a listing card's picture shows (its sizes), for the card and the preload of the first one. */
export const CARD_PICTURE_SIZES = "(min-width: 960px) 30vw, (min-width: 600px) 45vw, 90vw";
/** How wide a property's gallery picture shows. */
export const GALLERY_PICTURE_SIZES = "(min-width: 1232px) 1200px, calc(100vw - 2rem)";

export function pictureUrl(src: string, width: PictureWidth, extra = ""): string {
  return `${src}?w=${width}${extra}`;
}
