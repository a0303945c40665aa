import { describe, expect, it } from "vitest";
import { breadcrumbListJsonLd, jsonLdText } from "~/routing/structured-data";

describe("structured data", () => {
  it("escapes < and the line separators so that no text closes the script element", () => {
    const value = { name: "</script><script>alert(1)</script>\u2028" };
    const text = jsonLdText(value);
    expect(text).not.toContain("<");
    expect(text).not.toContain("\u2028");
    expect(JSON.parse(text)).toEqual(value);
  });

  it("lists a page's trail as a BreadcrumbList, home first, positions from 1", () => {
    expect(
      breadcrumbListJsonLd([
        { name: "Accueil", url: "https://www.example.be/fr/" },
        { name: "À vendre", url: "https://www.example.be/fr/a-vendre/" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Accueil", item: "https://www.example.be/fr/" },
        { "@type": "ListItem", position: 2, name: "À vendre", item: "https://www.example.be/fr/a-vendre/" },
      ],
    });
  });
});
