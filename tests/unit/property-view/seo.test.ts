/** SEO texts and JSON-LD of the property page. */
import { describe, expect, it } from "vitest";
import { propertyJsonLd } from "~/catalogue/property-view/json-ld";
import { listing, loadTexts, MARBELLA_VILLA, NAMUR_FLAT, TERVUREN_OFFICE, view, WAVRE_UNIT, without } from "./fixture";

loadTexts();

/** Spec §9: the French description cut at a word within 250 characters. */
const NAMUR_FLAT_SUMMARY =
  "Dans un environnement verdoyant à Namur, découvrez cet appartement 2 chambres de 116 m². L'appartement offre un living ouvert sur une cuisine équipée, 2 chambres, une salle de bains et un WC séparé. Chauffage par pompe à chaleur, double vitrage et…";

describe("SEO and JSON-LD", () => {
  it("describes the page with the §9 summary and the first picture at 1360 px", () => {
    const item = listing(NAMUR_FLAT);
    const v = view(item, "fr");
    expect(v.seo.description).toBe(NAMUR_FLAT_SUMMARY);
    expect(v.seo.description.length).toBeLessThanOrEqual(250);
    expect(v.seo.image).toBe(`${item.Pictures[0]!.Url}?w=1360`);
    expect(v.seo.title).toBe("Appartement avec 2 chambres à louer à Namur, 116 m² – réf. 4211030");
    expect(v.description.paragraphs.join(" ")).toBe(item.Description);
  });

  it("is a RealEstateListing whose Offer offers the residence with its address and price", () => {
    const item = listing(NAMUR_FLAT);
    const v = view(item, "en");
    const ld = propertyJsonLd(item, v, "https://example.be/en/for-rent/namur/x/4211030/", "https://example.be", false) as Record<
      string,
      any
    >;
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
      address: {
        "@type": "PostalAddress",
        streetAddress: "Rue de la Chapelle 134 box 18",
        postalCode: "5000",
        addressLocality: "Namur",
        addressCountry: "BE",
      },
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
});

describe("headings, titles and descriptions from the facts, in the page's language", () => {
  it("build the heading of nl, en and de pages from type, bedrooms and the town's name in that language", () => {
    const item = listing(NAMUR_FLAT);
    expect(view(item, "nl").heading).toBe("Appartement met 2 slaapkamers te huur in Namen");
    expect(view(item, "en").heading).toBe("Apartment with 2 bedrooms for rent in Namur");
    expect(view(item, "de").heading).toBe("Wohnung mit 2 Schlafzimmern zu vermieten in Namur");
    expect(view(listing(NAMUR_FLAT, { Bedrooms: 1 }), "de").heading).toBe("Wohnung mit 1 Schlafzimmer zu vermieten in Namur");
    // The French headline stays, as the heading in French and a subtitle marked lang="fr" elsewhere.
    expect(view(item, "fr").heading).toBe(item.TypeDescription);
    expect(view(item, "nl").subtitle).toEqual({ text: item.TypeDescription, lang: "fr" });
    // Liège is Luik in Dutch and Lüttich in German; Brussels is Brüssel.
    const liege = listing(NAMUR_FLAT, { City: "Liège", Zip: "4000" });
    expect(view(liege, "nl").heading).toBe("Appartement met 2 slaapkamers te huur in Luik");
    expect(view(liege, "de").heading).toBe("Wohnung mit 2 Schlafzimmern zu vermieten in Lüttich");
    expect(view(listing(NAMUR_FLAT, { City: "Bruxelles", Zip: "1000" }), "de").heading).toContain("in Brüssel");
    // No bedroom count where the listing has none.
    expect(view(without(item, "Bedrooms"), "en").heading).toBe("Apartment for rent in Namur");
  });

  it("make the title tell the property apart: bedrooms, surface, the street when it fits, and always the reference", () => {
    const item = listing(NAMUR_FLAT);
    expect(view(item, "nl").seo.title).toBe("Appartement met 2 slaapkamers te huur in Namen, 116 m² – ref. 4211030");
    expect(view(item, "en").seo.title).toBe("Apartment with 2 bedrooms for rent in Namur, 116 m² – ref. 4211030");
    // A short street fits beside a short heading; never in place of the reference; an unpublished one never shows.
    const short = listing(NAMUR_FLAT, { Street: "Rue Haute", HouseNumber: "5", BoxNr: "" });
    expect(view(short, "en").seo.title).toBe("Apartment with 2 bedrooms for rent in Namur, 116 m² – ref. 4211030");
    expect(view(without(short, "Bedrooms"), "en").seo.title).toBe("Apartment for rent in Namur, 116 m² – Rue Haute 5, ref. 4211030");
    expect(view(without({ ...short, PublishAddress: false }, "Bedrooms"), "en").seo.title).toBe(
      "Apartment for rent in Namur, 116 m² – ref. 4211030",
    );
    expect(view(listing(MARBELLA_VILLA), "de").seo.title).toMatch(/^Haus .*zu verkaufen in Marbella \(Spanien\)/);
    for (const lang of ["nl", "fr", "en", "de"] as const) expect(view(item, lang).seo.title.length).toBeLessThanOrEqual(70);
  });

  it("tell apart two units of one building with the same type, bedrooms and surface, and no box", () => {
    const first = listing(NAMUR_FLAT, { Street: "Rue Haute", HouseNumber: "5", BoxNr: "" });
    const second = { ...first, ID: 4211031 };
    for (const lang of ["nl", "fr", "en", "de"] as const) {
      const titles = [view(first, lang).seo.title, view(second, lang).seo.title];
      expect(titles[0], lang).not.toBe(titles[1]);
      for (const title of titles) expect(title.length, title).toBeLessThanOrEqual(70);
    }
  });

  it("describe nl, en and de pages in their language from the facts; French pages by the French summary", () => {
    const item = listing(NAMUR_FLAT);
    expect(view(item, "en").seo.description).toBe(
      "Apartment with 2 bedrooms for rent in Namur. €\u00a0820 per month + €\u00a0135 charges. Living area: 116 m² · Bathrooms: 1 · Energy class: F. Reference 4211030.",
    );
    expect(view(item, "nl").seo.description).toBe(
      "Appartement met 2 slaapkamers te huur in Namen. €\u00a0820 per maand + €\u00a0135 kosten. Bewoonbare oppervlakte: 116 m² · Badkamers: 1 · Energieklasse: F. Referentie 4211030.",
    );
    expect(view(item, "de").seo.description).toMatch(/^Wohnung mit 2 Schlafzimmern zu vermieten in Namur\. €\u00a0820 pro Monat/);
    expect(view(item, "fr").seo.description).toBe(NAMUR_FLAT_SUMMARY);
  });

  it("write each part as a sentence, even a price 'starting from'", () => {
    expect(view(listing(WAVRE_UNIT, { PriceUnit: 7 }), "nl").seo.description).toMatch(/ Vanaf €\u00a0[\d.]+\. /);
  });
});
