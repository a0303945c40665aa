import type { DescriptionView } from "~/catalogue/listing-texts";

/**
 * A listing's or project's description under its heading, marked with the language it is written
 * in; where that is not the page's, a note in the page's language says which it is (ADR 048).
 */
export function Description({ title, paragraphs, lang, note }: DescriptionView & { title: string }) {
  return (
    <section aria-labelledby="description-title">
      <h2 id="description-title">{title}</h2>
      {note ? <p className="description-language">{note}</p> : null}
      <div className="property-description" lang={lang}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
