/** SEO texts and JSON-LD of the property page. */
import { describe, expect, it } from "vitest";
import { summarizeDescription } from "~/belgium/description";
import { jsonLdText, propertyJsonLd } from "~/catalogue/property-view/json-ld";
import { listing, loadTexts, NAMUR_FLAT, TERVUREN_OFFICE, view } from "./fixture";

loadTexts();

describe("SEO and JSON-LD", () => {
  it("describes the page with the §9 summary and the first picture at 1360 px", () => {
    const item = listing(NAMUR_FLAT);
    const v = view(item, "fr");
    expect(v.seo.description).toBe(summarizeDescription(item.Description));
    expect(v.seo.description.length).toBeLessThanOrEqual(250);
    expect(v.seo.image).toBe(`${item.Pictures[0]!.Url}?w=1360`);
    expect(v.seo.title).toBe(`${item.TypeDescription} – Namur`);
    expect(v.description.paragraphs.join(" ")).toBe(item.Description);
  });

  it("is a RealEstateListing whose Offer offers the residence with its address and price", () => {
    const item = listing(NAMUR_FLAT);
    const v = view(item, "en");
    const ld = propertyJsonLd(item, v, "https://example.be/en/for-rent/namur/x/4211030/", "https://example.be", false) as Record<string, any>;
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("RealEstateListing");
    expect(ld.url).toBe("https://example.be/en/for-rent/namur/x/4211030/");
    expect(ld.image[0]).toBe(`https://example.be${item.Pictures[0]!.Url}?w=1360`);
    expect(ld.offers).toMatchObject({
      "@type": "Offer",
      price: 820,
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
    });
    expect(ld.offers.itemOffered).toMatchObject({
      "@type": "Apartment",
      numberOfRooms: 2,
      floorSize: { "@type": "QuantitativeValue", value: 116, unitCode: "MTK" },
      address: { "@type": "PostalAddress", streetAddress: "Rue de la Chapelle 134 box 18", postalCode: "5000", addressLocality: "Namur", addressCountry: "BE" },
    });
  });

  it("leaves out the street and the price where they are not published", () => {
    const item = listing(TERVUREN_OFFICE, { PublishAddress: false, PublishPrice: false });
    const ld = propertyJsonLd(item, view(item), "https://e.be/x/", "https://e.be", false) as Record<string, any>;
    expect(ld.offers.price).toBeUndefined();
    expect(ld.offers.priceCurrency).toBeUndefined();
    expect(ld.offers.businessFunction).toBe("http://purl.org/goodrelations/v1#Sell");
    expect(ld.offers.itemOffered.address.streetAddress).toBeUndefined();
    expect(ld.offers.itemOffered["@type"]).toBe("Place");
  });

  it("escapes < so that no text closes the script element", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});
