/**
 * The words the agency wrote about a listing or a project, in the page's language where it wrote
 * them (their `Translations`, issue 23 §8, ADR 048), else as written (`language`): each with the
 * language it is in, for the page's `lang` attributes and its note "this description is in French".
 */
import type { TFunction } from "i18next";
import type { Language } from "~/i18n/languages";
import { runtimeKey } from "~/i18n/keys";
import { descriptionParagraphs } from "./property-view/media";
import type { Listing, Project } from "./schema";

/** A text and the language it is written in. */
export type Written = { text: string; lang: Language };

/** A listing's headline (its catalogue title, may be "") and description, in `lang` when the agency wrote them in it. */
export function listingTexts(
  listing: Pick<Listing, "language" | "TypeDescription" | "Description" | "Translations">,
  lang: Language,
): { headline: Written; description: Written } {
  const translation = lang === listing.language ? undefined : listing.Translations?.[lang];
  const { TypeDescription, Description } = translation ?? listing;
  const written = translation ? lang : listing.language;
  return { headline: { text: TypeDescription.trim(), lang: written }, description: { text: Description, lang: written } };
}

/** A project's description, in `lang` when the agency wrote it in it. */
export function projectDescription(project: Pick<Project, "language" | "Description" | "Translations">, lang: Language): Written {
  const translation = lang === project.language ? undefined : project.Translations?.[lang];
  return translation ? { text: translation.Description, lang } : { text: project.Description, lang: project.language };
}

/** A description as its page shows it: its paragraphs, their language, and a note in the page's language when that is another one. */
export type DescriptionView = { paragraphs: string[]; lang: Language; note: string | null };

export function descriptionView(description: Written, lang: Language, t: TFunction): DescriptionView {
  return {
    paragraphs: descriptionParagraphs(description.text),
    lang: description.lang,
    note: description.lang === lang ? null : t(runtimeKey(`property.writtenIn.${description.lang}`)),
  };
}
