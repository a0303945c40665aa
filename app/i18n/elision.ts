/**
 * French elision before a name the texts interpolate (the agency's, a town's, a visitor's): "la
 * newsletter d'Immo Meuse & Sambre", "l'Horizon", "de Namur", "de Huy". The French texts ask for it
 * with a format in the placeholder, `{{agency, de}}` for "de {{agency}}" (i18next's formats, and
 * the pages' translator, app/i18n/translate.ts, both use TEXT_FORMATS).
 */

/** The words that lose their vowel before a vowel or a mute h, and what they become. */
const ELIDED = { de: "d'", le: "l'", la: "l'", que: "qu'" } as const;
export type ElidingWord = keyof typeof ELIDED;

/** A vowel, or a y before a consonant (Ypres, Yvoir; not "yaourt"). */
const VOWEL_SOUND = /^(?:[aeiouàâäéèêëîïôöùûüœæ]|y(?![aeiouy]))/i;

/**
 * Spelling cannot tell a mute h from an aspirated one. Belgian place names take an aspirated h
 * (de Huy, de Hasselt, de Herve, de Hannut), so an h counts as aspirated unless the name starts
 * with one of the common French words whose h is mute (a name such as "Horizon Immo", "Hôtel de
 * Ville", "Habitat & Co") or a common given name with a mute h (a visitor's name in a subject:
 * "d'Hélène Martin", "d'Hugo Dubois").
 */
const MUTE_H =
  /^h(?:abit|armoni|[ée]ritage|[ée]lio|istoir|omme|onneur|orizon|[oô]tel|uman|uile|eure|[ée]l[èe]ne|enri|ugo|ubert|erv[ée]|ector|ortense|ippolyte|onor[ée]|adrien|[ée]lo[ïi]se|yacinthe)/i;

/**
 * `word` before `next`, elided when `next` starts with a vowel sound: elide("de", "Immo Meuse &
 * Sambre") → "d'Immo Meuse & Sambre", elide("de", "Namur") → "de Namur"; a capital stays ("De" → "D'").
 */
export function elide(word: ElidingWord | Capitalize<ElidingWord>, next: string): string {
  const start = next.trimStart();
  if (!VOWEL_SOUND.test(start) && !MUTE_H.test(start)) return `${word} ${start}`;
  const elided = ELIDED[word.toLowerCase() as ElidingWord];
  return word[0] === word[0]!.toUpperCase() ? `${elided[0]!.toUpperCase()}${elided.slice(1)}${start}` : `${elided}${start}`;
}

/** The formats a text's placeholder may name, "{{agency, de}}": the word before the value, elided or not. */
export const TEXT_FORMATS: Readonly<Record<string, (value: string) => string>> = Object.fromEntries(
  (Object.keys(ELIDED) as ElidingWord[]).map((word) => [word, (value: string) => elide(word, value)]),
);
