/** Listing cards (issue 6 §4): on nl, en and de pages the title is built from the facts, the French headline a second line marked lang="fr". */
import { NO_NEWS } from "~/catalogue/listing-news";
import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import snapshot from "../../data/catalogue/snapshot.json" with { type: "json" };
import { listingCard } from "~/catalogue/listing-card";
import { searchIndexOf } from "~/catalogue/search-index.server";
import { catalogueInDatabase } from "./catalogue-in-database";
import type { Catalogue, Listing } from "~/catalogue/schema";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";

const catalogue = snapshot as unknown as Catalogue;
const T = {} as Record<Language, TFunction>;
beforeAll(async () => {
  for (const lang of ["en", "fr", "nl", "de"] as const) T[lang] = (await i18nFor(lang)).t;
});

const NAMUR_FLAT = 4211030;
const listing = (id: number, overrides: Partial<Listing> = {}) => ({ ...catalogue.listings.find((l) => l.ID === id)!, ...overrides });
const card = (item: Listing, lang: Language, hideCity = false) =>
  listingCard(item, lang, T[lang], { ...catalogue, news: NO_NEWS }, hideCity);

describe("listing card", () => {
  it("titles nl, en and de cards from type, bedrooms and the town in the page's language, with no French line (ADR 048)", () => {
    const item = listing(NAMUR_FLAT);
    expect(card(item, "nl")).toMatchObject({ title: "Appartement met 2 slaapkamers te huur in Namen" });
    expect(Object.values(card(item, "nl"))).not.toContain(item.TypeDescription);
    expect(card(item, "en").title).toBe("Apartment with 2 bedrooms for rent in Namur");
    expect(card(listing(NAMUR_FLAT, { City: "Liège", Zip: "4000" }), "de").title).toBe(
      "Wohnung mit 2 Schlafzimmern zu vermieten in Lüttich",
    );
  });

  it("keeps the French headline as the title of French cards", () => {
    const item = listing(NAMUR_FLAT);
    expect(card(item, "fr").title).toBe(item.TypeDescription);
    expect(card(listing(NAMUR_FLAT, { TypeDescription: "" }), "fr").title).toBe("Appartement avec 2 chambres à louer à Namur");
  });

  it("titles a card with the agency's headline where it wrote one in the page's language, the facts elsewhere", () => {
    const item = listing(NAMUR_FLAT, {
      Translations: { nl: { TypeDescription: "Lichtrijk appartement met terras", Description: "Mooi." } },
    });
    expect(card(item, "nl").title).toBe("Lichtrijk appartement met terras");
    expect(card(item, "de").title).toBe("Wohnung mit 2 Schlafzimmern zu vermieten in Namur");
    expect(card(item, "fr").title).toBe(item.TypeDescription);
  });

  it("names the town in the page's language under the title, like the search results do", async () => {
    expect(card(listing(NAMUR_FLAT), "nl").place).toBe("5000 Namen");
    expect(card(listing(NAMUR_FLAT), "fr").place).toBe("5000 Namur");
    expect(card(listing(NAMUR_FLAT, { City: "Liège", Zip: "4000" }), "de").place).toBe("4000 Lüttich");
    expect(card(listing(NAMUR_FLAT, { City: "Bruxelles", Zip: "1000" }), "en").place).toBe("1000 Brussels");
    expect(card(listing(NAMUR_FLAT), "nl", true).place).toBe("5000");
    for (const lang of ["nl", "de"] as const) {
      const index = await searchIndexOf(await catalogueInDatabase(catalogue), lang, T[lang]);
      for (const property of index.properties) {
        expect(
          card(
            catalogue.listings.find((l) => l.ID === property.id)!,
            lang,
          ).place,
          String(property.id),
        ).toBe(property.place);
      }
    }
  });

  it("leaves the town out of the title with the hide-city option", () => {
    expect(card(listing(NAMUR_FLAT), "en", true).title).toBe("Apartment with 2 bedrooms for rent");
  });

  it("says when a rental's charges are not known", () => {
    const { ChargesRenter: _, ...unknown } = listing(NAMUR_FLAT);
    expect(card(unknown as Listing, "en").price).toBe("€\u00a0820 per month, charges not known");
    expect(card(unknown as Listing, "nl").price).toBe("€\u00a0820 per maand, kosten onbekend");
  });
});
