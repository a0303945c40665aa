/** Structured data for search engines; the text is already escaped (jsonLdText in app/routing/structured-data.ts). */
export function JsonLd({ json }: { json: string }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
