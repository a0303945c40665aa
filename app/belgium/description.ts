/** Plain-text summaries of listing descriptions (spec §9): HTML stripped, cut near a word boundary, "…" added. */

/** Named entities common in Belgian listing texts; numeric ones (&#233; &#xE9;) are decoded too. */
const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  eacute: "é",
  egrave: "è",
  ecirc: "ê",
  euml: "ë",
  agrave: "à",
  acirc: "â",
  ccedil: "ç",
  icirc: "î",
  iuml: "ï",
  ocirc: "ô",
  ouml: "ö",
  ucirc: "û",
  ugrave: "ù",
  uuml: "ü",
  Eacute: "É",
  Egrave: "È",
  Agrave: "À",
  Ccedil: "Ç",
  rsquo: "’",
  lsquo: "‘",
  ldquo: "“",
  rdquo: "”",
  laquo: "«",
  raquo: "»",
  hellip: "…",
  ndash: "–",
  mdash: "—",
  euro: "€",
  deg: "°",
  sup2: "²",
  sup3: "³",
};

/** Plain text of an HTML fragment: scripts and styles dropped, tags become spaces, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z0-9]+);/gi, (entity, name: string) => {
      if (name[0] !== "#") return ENTITIES[name] ?? entity;
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Summary of at most `limit` characters, the "…" included: the text as is when it fits; otherwise cut
 * before `limit - 1`, at the last space if that space lies past 80 % of the limit, trailing punctuation dropped.
 */
export function summarizeDescription(text: string | null | undefined, limit = 250): string {
  const plain = htmlToText(text ?? "");
  if (plain.length <= limit) return plain;
  if (limit < 1) return "";
  let end = limit - 1;
  const space = plain.lastIndexOf(" ", end);
  if (space > limit * 0.8) end = space;
  let cut = plain.slice(0, end);
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1); // never split an emoji's surrogate pair
  return `${cut.replace(/[\s.,;:!?…\-–—(«"'“‘/]+$/u, "")}…`;
}

/** The type description in search results: 100 characters, same rule. */
export function truncateTypeDescription(text: string | null | undefined): string {
  return summarizeDescription(text, 100);
}
