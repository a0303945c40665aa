/** Address and heading (spec §5): the street only if published, hide-city, title case, the country abroad, the French headline. */
import { describe, expect, it } from "vitest";
import { propertyJsonLd } from "~/catalogue/property-view/json-ld";
import { fieldOf, KAPELLE, keysOf, listing, loadTexts, MARBELLA_VILLA, NAMUR_FLAT, sections, view } from "./fixture";

loadTexts();

describe("address and heading (spec §5)", () => {
  it("shows the street only if PublishAddress, otherwise postcode and city", () => {
    const published = view(listing(NAMUR_FLAT, { PublishAddress: true }), "fr");
    expect(published.address).toEqual({
      street: "Rue de la Chapelle 134 bte 18",
      locality: "5000 Namur",
      full: "Rue de la Chapelle 134 bte 18, 5000 Namur",
    });
    const hidden = view(listing(NAMUR_FLAT, { PublishAddress: false }), "fr");
    expect(hidden.address).toEqual({ street: null, locality: "5000 Namur", full: "5000 Namur" });
    expect(keysOf(sections(listing(NAMUR_FLAT, { PublishAddress: false })))).not.toContain("address");
    expect(view(listing(NAMUR_FLAT, { BoxNr: "" }), "nl").address.street).toBe("Rue de la Chapelle 134");
    expect(view(listing(NAMUR_FLAT), "nl").address.street).toBe("Rue de la Chapelle 134 bus 18");
  });

  it("blanks the city with the hide-city option: address, title, fields and JSON-LD", () => {
    const item = listing(NAMUR_FLAT, { TypeDescription: "" });
    const hidden = view(item, "en", true);
    expect(hidden.address.locality).toBe("5000");
    expect(hidden.address.full).toBe("Rue de la Chapelle 134 box 18, 5000");
    expect(hidden.heading).toBe("Apartment with 2 bedrooms for rent");
    expect(hidden.seo.title).toBe("Apartment with 2 bedrooms for rent, 116 m² – ref. 4211030");
    expect(hidden.seo.description).not.toContain("Namur");
    expect(keysOf(sections(item, "en", true))).not.toContain("city");
    const ld = propertyJsonLd(item, hidden, "https://example.be/en/x/", "https://example.be", true) as {
      offers: { itemOffered: { address: Record<string, string>; geo?: unknown } };
    };
    expect(ld.offers.itemOffered.address.addressLocality).toBeUndefined();
    expect(ld.offers.itemOffered.geo).toBeUndefined();
    expect(view(item, "en", false).heading).toBe("Apartment with 2 bedrooms for rent in Namur");
  });

  it("title-cases the city and adds the country outside Belgium", () => {
    expect(view(listing(KAPELLE), "en").address.locality).toMatch(/ Kapelle-op-den-Bos$/);
    expect(view(listing(KAPELLE, { TypeDescription: "", Translations: undefined }), "nl").heading).toContain("Kapelle-op-den-Bos");
    const spain = view(listing(MARBELLA_VILLA), "en");
    expect(spain.address.locality).toBe("Marbella (Spain)");
    expect(spain.heading).toBe("House with 5 bedrooms for sale in Marbella (Spain)");
    expect(view(listing(MARBELLA_VILLA), "fr").address.locality).toBe("Marbella (Espagne)");
    expect(fieldOf(sections(listing(MARBELLA_VILLA), "de"), "country")?.value).toBe("Spanien");
    expect(keysOf(sections(listing(NAMUR_FLAT)))).not.toContain("country");
  });

  it("names the town one way on a page: heading, address line and the facts' town in the page's language (ADR 033)", () => {
    const nl = view(listing(NAMUR_FLAT, { PublishAddress: true }), "nl");
    expect(nl.heading).toBe("Appartement met 2 slaapkamers te huur in Namen");
    expect(nl.address.full).toBe("Rue de la Chapelle 134 bus 18, 5000 Namen");
    expect(fieldOf(sections(listing(NAMUR_FLAT), "nl"), "city")?.value).toBe("Namen");
    expect(fieldOf(sections(listing(NAMUR_FLAT), "fr"), "city")?.value).toBe("Namur");
    // Abroad, the country too is the page's: the address as the heading writes it.
    expect(view(listing(MARBELLA_VILLA), "nl").address.locality).toBe("Marbella (Spanje)");
    expect(fieldOf(sections(listing(MARBELLA_VILLA), "nl"), "city")?.value).toBe("Marbella");
  });

  it("uses the catalogue headline as the French title and as a subtitle in other languages", () => {
    const item = listing(NAMUR_FLAT);
    expect(view(item, "fr").heading).toBe(item.TypeDescription);
    expect(view(item, "fr").subtitle).toBeNull();
    expect(view(item, "en").heading).toBe("Apartment with 2 bedrooms for rent in Namur");
    expect(view(item, "en").subtitle).toEqual({ text: item.TypeDescription, lang: "fr" });
  });
});
