/**
 * The listings page's rules (issue 6 §3, §4), from plain inputs: a town or type is a landing page
 * with its own canonical URL, the other filters point theirs at it; the page's picture; the
 * messages next to a filter the visitor filled in wrongly; a town the catalogue does not know.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { listingPageData, type ListingPageInput } from "~/catalogue/listing-page";
import { catalogueSchema } from "~/catalogue/schema";
import { i18nFor } from "~/i18n/i18n.server";
import { catalogueInDatabase } from "./catalogue-in-database";
import type { Language } from "~/i18n/languages";

const snapshot = catalogueSchema.parse(JSON.parse(readFileSync("data/catalogue/snapshot.json", "utf8")));
const SEO = { title: "Listings", description: "All our listings.", image: "/media/agency.jpg" };

async function listingPage(
  lang: Language,
  page: ListingPageInput["page"],
  query: string,
  site: ListingPageInput["site"] = { hideCity: false },
) {
  const [{ t }, catalogue] = await Promise.all([i18nFor(lang), catalogueInDatabase(snapshot)]);
  return listingPageData({ catalogue, page, lang, t, searchParams: new URLSearchParams(query), seo: SEO, site });
}

describe("canonical URL", () => {
  it("keeps the town and the type of a landing page, the town under the catalogue's name", async () => {
    const page = await listingPage("nl", "for-sale", "city=Namen%7C5000&type=2");
    expect(page?.seo.canonicalQuery).toBe("city=Namur%7C5000&type=2");
    expect(page?.heading).toBe("Appartement te koop in Namen");
    expect(page?.seo.description).toMatch(/^Appartement te koop in Namen: /);
  });

  it("points prices, bedrooms and the order at their landing page, or at the unfiltered list", async () => {
    const filtered = await listingPage("fr", "for-sale", "city=Namur%7C5000&type=2&priceMin=100000&bedrooms=2&sort=price-asc");
    expect(filtered?.seo.canonicalQuery).toBe("city=Namur%7C5000&type=2");
    const unfiltered = await listingPage("fr", "for-sale", "priceMin=100000&sort=price-desc");
    expect(unfiltered?.seo.canonicalQuery).toBe("");
    // Not a landing page: the list's own texts.
    expect(unfiltered?.seo.description).toBe("All our listings.");
    expect(unfiltered?.heading).toBe("Listings");
  });

  it("keeps the page number of a landing page's later pages", async () => {
    const page = await listingPage("de", "for-rent", "type=2&page=2");
    expect(page?.seo.canonicalQuery).toBe("type=2&page=2");
    expect(page?.seo.prev).toBe("/de/zu-vermieten/?type=2");
    expect(page?.seo.next).toBe("/de/zu-vermieten/?type=2&page=3");
  });
});

describe("og:image", () => {
  it("is the page's own picture when it has one", async () => {
    const page = await listingPage("en", "for-rent", "", { hideCity: false, ogImage: "/media/banner-namur.jpg" });
    expect(page?.seo.image).toBe("/media/banner-namur.jpg");
  });

  it("else the first listing's, at 1360 px", async () => {
    expect((await listingPage("en", "for-rent", ""))?.seo.image).toBe("/media/maison-16.jpg?w=1360");
  });

  it("else, for an empty list, the agency's", async () => {
    const page = await listingPage("en", "for-rent", "priceMax=1");
    expect(page?.total).toBe(0);
    expect(page?.seo.image).toBe("/media/agency.jpg");
    expect(page?.seo.noindex).toBe(true);
  });
});

describe("messages next to the filters", () => {
  it("say that a maximum price below the minimum is not applied", async () => {
    expect((await listingPage("fr", "for-sale", "priceMin=300000&priceMax=100000"))?.form.errors).toEqual({
      priceMax: "Le prix maximum est inférieur au prix minimum ; il n'est pas appliqué.",
    });
    expect((await listingPage("en", "for-rent", "priceMin=3000&priceMax=1000"))?.form.errors).toEqual({
      priceMax: "The maximum price is below the minimum price; it is not applied.",
    });
  });

  it("say what an unreadable value should be, and keep what the visitor typed", async () => {
    const page = await listingPage("en", "for-rent", "priceMin=lots&sort=cheapest");
    expect(page?.form.errors).toEqual({
      priceMin: "Enter an amount in euros, digits only.",
      sort: "This order does not exist; showing the newest first.",
    });
    expect(page?.form.input.priceMin).toBe("lots");
  });
});

describe("towns", () => {
  it("answer null (a 404) for a town the catalogue does not know", async () => {
    expect(await listingPage("en", "for-sale", "city=Atlantis%7C9999")).toBeNull();
  });

  it("are offered in the page's language, with their postcode", async () => {
    const page = await listingPage("nl", "for-rent", "");
    expect(page?.form.cities).toContainEqual({ value: "Namur|5000", label: "Namen" });
  });
});
