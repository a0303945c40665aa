/**
 * The address of the server's drawing of one property's or project's map, served as an SVG file
 * (app/routes/map-drawing.ts), and of the frame's message for it: the pages of a property and of a
 * project show the drawing as a picture, below the fold, and fetch the message only when the
 * visitor asks for the interactive map, so that their HTML stays small (it fits a connection's
 * first round trip). One definition of the names for the pages that link to them and the route.
 */
import { isLanguage, type Language } from "~/i18n/languages";
import { sharedFileHref } from "~/routing/route-table";

export type DrawingSubject = { kind: "listing" | "project"; id: number };

/** The drawing (`svg`), or the map frame's message (`json`), which the page fetches when the visitor asks for the interactive map. */
export type DrawingFormat = "svg" | "json";

export function mapDrawingPath(lang: Language, subject: DrawingSubject, format: DrawingFormat = "svg"): string {
  return sharedFileHref("map-drawing", { name: `${lang}-${subject.kind}-${subject.id}.${format}` });
}

/** What a drawing's name says, or null when it is no drawing's name. */
export function parseMapDrawingName(name: string): (DrawingSubject & { lang: Language; format: DrawingFormat }) | null {
  const match = /^([a-z]{2})-(listing|project)-(\d{1,9})\.(svg|json)$/.exec(name);
  if (!match || !isLanguage(match[1]!)) return null;
  return { lang: match[1], kind: match[2] as DrawingSubject["kind"], id: Number(match[3]), format: match[4] as DrawingFormat };
}
