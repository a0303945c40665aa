/** A listing's or project's description under its heading, marked with the language it is written in. */
export function Description({ title, paragraphs, lang }: { title: string; paragraphs: string[]; lang: string }) {
  return (
    <section aria-labelledby="description-title">
      <h2 id="description-title">{title}</h2>
      <div className="property-description" lang={lang}>
        {paragraphs.map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
    </section>
  );
}
