/**
 * An estate agent's licence as each language writes it: the number the professional institute
 * gave, after the institute's initials in that language. The institute is the BIV (Beroepsinstituut
 * van Vastgoedmakelaars) in Dutch and the IPI (Institut professionnel des agents immobiliers) in
 * French; German and English texts of the institute and of the FPS Economy call it the IPI too.
 */
import type { Language } from "~/i18n/languages";

const INSTITUTE: Record<Language, string> = { nl: "BIV", fr: "IPI", en: "IPI", de: "IPI" };

/** "508 417" → "BIV 508 417" in Dutch, "IPI 508 417" in French, English and German. */
export function licenceText(number: string, lang: Language): string {
  return `${INSTITUTE[lang]} ${number.trim()}`;
}
