/** Addresses of pictures served by the picture route (/media/{name}?w=…), for pages and the search index alike. */

/** The widths the picture route renders (spec §9). */
export const PICTURE_WIDTHS = [100, 400, 600, 1360] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export function pictureUrl(src: string, width: PictureWidth, extra = ""): string {
  return `${src}?w=${width}${extra}`;
}
