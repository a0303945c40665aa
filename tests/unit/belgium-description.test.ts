import { describe, expect, it } from "vitest";
import { htmlToText, summarizeDescription, truncateTypeDescription } from "~/belgium/description";

const a = (n: number) => "a".repeat(n);
const b = (n: number) => "b".repeat(n);

describe("htmlToText", () => {
  it("strips tags, drops scripts and styles, decodes entities, collapses whitespace", () => {
    expect(htmlToText("<p>Belle&nbsp;maison &amp; jardin</p><p>3&nbsp;ch.</p>")).toBe("Belle maison & jardin 3 ch.");
    expect(htmlToText("Ferm&eacute;e &#233;t&#xE9; &lt;ok&gt; 120&nbsp;m&sup2; &euro;")).toBe("Fermée été <ok> 120 m² €");
    expect(htmlToText("a<br>b<br/>c")).toBe("a b c");
    expect(htmlToText("x<script>alert('<p>')</script>y<style>p{}</style>z<!-- note -->")).toBe("x y z");
    expect(htmlToText("&unknown; &#0; & plain")).toBe("&unknown; &#0; & plain");
    expect(htmlToText("  a \n\n\t b  ")).toBe("a b");
  });
});

describe("summarizeDescription (limit 100 via truncateTypeDescription)", () => {
  it("returns text within the limit unchanged (after cleaning)", () => {
    expect(truncateTypeDescription(a(99))).toBe(a(99));
    expect(truncateTypeDescription(a(100))).toBe(a(100));
    expect(truncateTypeDescription("<b>Maison</b>  4 façades")).toBe("Maison 4 façades");
    expect(truncateTypeDescription("")).toBe("");
    expect(truncateTypeDescription(null)).toBe("");
  });

  it("limit + 1 without a space: hard cut, the ellipsis counts toward the limit", () => {
    const out = truncateTypeDescription(a(101));
    expect(out).toBe(`${a(99)}…`);
    expect(out).toHaveLength(100);
  });

  it("no space at all, long text", () => {
    expect(summarizeDescription(a(1000))).toBe(`${a(249)}…`);
  });

  it("word boundary at 79 % of the limit: not past 80 %, hard cut", () => {
    expect(truncateTypeDescription(`${a(79)} ${b(50)}`)).toBe(`${a(79)} ${b(19)}…`);
  });

  it("word boundary exactly at 80 %: not past, hard cut", () => {
    expect(truncateTypeDescription(`${a(80)} ${b(50)}`)).toBe(`${a(80)} ${b(18)}…`);
  });

  it("word boundary at 81 %: cut there", () => {
    expect(truncateTypeDescription(`${a(81)} ${b(50)}`)).toBe(`${a(81)}…`);
  });

  it("a space right after the last kept character keeps the whole word", () => {
    expect(truncateTypeDescription(`${a(99)} ${b(5)}`)).toBe(`${a(99)}…`);
    expect(truncateTypeDescription(`${a(98)} ${b(5)}`)).toBe(`${a(98)}…`);
  });

  it("drops trailing punctuation before the ellipsis", () => {
    expect(truncateTypeDescription(`${a(84)}, ${b(30)}`)).toBe(`${a(84)}…`);
    expect(truncateTypeDescription(`${a(84)} - ${b(30)}`)).toBe(`${a(84)}…`);
    expect(truncateTypeDescription(`${a(90)}. ${b(30)}`)).toBe(`${a(90)}…`);
  });

  it("counts HTML by its text, not its markup", () => {
    const html = `<p>${a(50)}</p>\n<p><strong>${b(45)}</strong></p>`;
    expect(truncateTypeDescription(html)).toBe(`${a(50)} ${b(45)}`);
    expect(truncateTypeDescription(`<p>${a(60)}&nbsp;${b(60)}</p>`)).toBe(`${a(60)} ${b(38)}…`);
  });

  it("uses the default limit 250 with the same 80 % rule (200)", () => {
    expect(summarizeDescription(a(250))).toBe(a(250));
    expect(summarizeDescription(a(251))).toHaveLength(250);
    expect(summarizeDescription(`${a(200)} ${b(100)}`)).toBe(`${a(200)} ${b(48)}…`);
    expect(summarizeDescription(`${a(201)} ${b(100)}`)).toBe(`${a(201)}…`);
  });

  it("never exceeds the limit and never splits an emoji", () => {
    expect(truncateTypeDescription(`${a(98)}😀😀`)).toBe(`${a(98)}…`);
    for (let n = 0; n < 400; n += 7) {
      const text = Array.from({ length: n }, (_, i) => (i % 9 === 0 ? " " : i % 13 === 0 ? "," : "x")).join("");
      expect(summarizeDescription(text, 60).length).toBeLessThanOrEqual(60);
    }
  });
});
