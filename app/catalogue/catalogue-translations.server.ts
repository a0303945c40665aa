/**
 * A catalogue in several languages, as CRMs export it once per language (issue 23 §8, ADR 048):
 * the first file is the catalogue, each further file the same catalogue in another language,
 * validated as the first one is. Of a further file, only its texts are read (each listing's
 * headline and description, each project's description), by the listing's and project's id; they
 * become the catalogue's `Translations` in that language, in the one transaction that writes it.
 * Every other field is the first file's. A listing or project the catalogue does not have refuses
 * the import, as a language given twice does.
 */
import type { Language } from "~/i18n/languages";
import { openCatalogueFile, type CatalogueInput } from "./catalogue-validation.server";
import type { Listing } from "./schema";

/** The texts of one file in another language, by listing and project id. */
export type TranslationFile = {
  file: string;
  language: Language;
  listings: Map<number, { TypeDescription: string; Description: string }>;
  projects: Map<number, { Description: string }>;
};

type Read<T> = { ok: true; value: T } | { ok: false; errors: string[] };

/** Reads a file in another language: validated as a catalogue, its texts kept. */
export function readTranslationFile(file: string): Read<TranslationFile> {
  const opened = openCatalogueFile(file);
  if (!opened.ok) return { ok: false, errors: opened.errors.map((error) => `${file}: ${error}`) };
  const { input } = opened;
  try {
    const listings: TranslationFile["listings"] = new Map();
    for (const batch of input.listings(1_000)) {
      for (const listing of batch) listings.set(listing.ID, { TypeDescription: listing.TypeDescription, Description: listing.Description });
    }
    const errors = input.finish();
    if (errors) return { ok: false, errors: errors.map((error) => `${file}: ${error}`) };
    const projects = new Map(input.head.projects.map((project) => [project.ID, { Description: project.Description }]));
    return { ok: true, value: { file, language: input.head.language, listings, projects } };
  } finally {
    input.close();
  }
}

/**
 * The catalogue `input` with the texts of `translations` as its records' `Translations`. Refused
 * at once when a file's language is the catalogue's or another file's, or names a project the
 * catalogue does not have; a listing the catalogue does not have is found once its listings are
 * read, and `finish` reports it (the import then changes nothing).
 */
export function withTranslations(input: CatalogueInput, catalogueFile: string, translations: TranslationFile[]): Read<CatalogueInput> {
  const errors: string[] = [];
  const languages = new Map<Language, string>([[input.head.language, catalogueFile]]);
  const projectIds = new Set(input.head.projects.map((project) => project.ID));
  for (const translation of translations) {
    const taken = languages.get(translation.language);
    if (taken) errors.push(`${translation.file}: its language, "${translation.language}", is also the language of ${taken}`);
    else languages.set(translation.language, translation.file);
    for (const id of translation.projects.keys()) {
      if (!projectIds.has(id)) errors.push(`${translation.file}: project ${id} is not in ${catalogueFile}`);
    }
  }
  if (errors.length > 0) return { ok: false, errors };

  const projects = input.head.projects.map((project) => {
    const texts = translations.flatMap((translation) => {
      const text = translation.projects.get(project.ID);
      return text ? [[translation.language, text] as const] : [];
    });
    return texts.length === 0 ? project : { ...project, Translations: { ...project.Translations, ...Object.fromEntries(texts) } };
  });
  // The listings each file has that the catalogue's have not matched yet.
  const unmatched = translations.map((translation) => new Set(translation.listings.keys()));
  const translate = (listing: Listing): Listing => {
    const texts = translations.flatMap((translation, index) => {
      const text = translation.listings.get(listing.ID);
      if (!text) return [];
      unmatched[index]!.delete(listing.ID);
      return [[translation.language, text] as const];
    });
    return texts.length === 0 ? listing : { ...listing, Translations: { ...listing.Translations, ...Object.fromEntries(texts) } };
  };

  return {
    ok: true,
    value: {
      head: { ...input.head, projects },
      get stopped() {
        return input.stopped;
      },
      *listings(size) {
        for (const batch of input.listings(size)) yield batch.map(translate);
      },
      finish() {
        const own = input.finish();
        if (own || input.stopped) return own;
        const missing = translations.flatMap((translation, index) =>
          [...unmatched[index]!].map((id) => `${translation.file}: listing ${id} is not in ${catalogueFile}`),
        );
        return missing.length > 0 ? missing.slice(0, 100) : null;
      },
      close: () => input.close(),
    },
  };
}
