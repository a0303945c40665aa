/** Sold and rented (spec §8): the message, no details, and where to go next. */
import { describe, expect, it } from "vitest";
import { propertyJsonLd } from "~/catalogue/property-view/json-ld";
import { similarProperties } from "~/catalogue/property-view/similar";
import { catalogueInDatabase } from "../catalogue-in-database";
import { catalogue, GEMBLOUX_SOLD, IXELLES_RENTED, listing, loadTexts, NAMUR_FLAT, T, view } from "./fixture";

loadTexts();

describe("sold and rented (spec §8)", () => {
  it("a rented listing says so, without price, details or contact, and is not indexed", () => {
    const v = view(listing(IXELLES_RENTED), "en");
    expect(v.status).toBe("rented");
    expect(v.statusMessage).toBe("The property you requested has been rented");
    expect(v.price).toBeNull();
    expect(v.sections).toEqual([]);
    expect(v.media).toEqual([]);
    expect(v.pictures).toHaveLength(1);
    expect(v.seo.noindex).toBe(true);
    expect(view(listing(IXELLES_RENTED), "fr").statusMessage).toBe("Le bien que vous avez demandé a été loué");
  });

  it("a sold listing says so; its JSON-LD offer is sold out, without price", () => {
    const item = listing(GEMBLOUX_SOLD);
    const v = view(item, "nl");
    expect(v.statusMessage).toBe("Het pand dat u zocht, is verkocht");
    const ld = propertyJsonLd(item, v, "https://example.be/nl/x/", "https://example.be", false) as { offers: Record<string, unknown> };
    expect(ld.offers.availability).toBe("https://schema.org/SoldOut");
    expect(ld.offers.price).toBeUndefined();
  });

  it("an available listing is indexed and has no message", () => {
    const v = view(listing(NAMUR_FLAT));
    expect(v.statusMessage).toBeNull();
    expect(v.seo.noindex).toBe(false);
  });

  it("points to the three available listings of the same goal and type nearest by postcode, and to their list", async () => {
    const item = listing(IXELLES_RENTED);
    const similar = await similarProperties(item, await catalogueInDatabase(catalogue), { lang: "fr", t: T.fr, hideCity: false });
    // The expected three, picked by hand from the snapshot: rented flats by distance of postcode to 1050, newest first.
    const zip = Number(item.Zip);
    const expected = catalogue.listings
      .filter((other) => other.ID !== item.ID && other.Status === "available" && other.Goal !== 0 && other.WebID === item.WebID)
      .filter((other) => other.CountryID === item.CountryID)
      .sort((a, b) => Math.abs(Number(a.Zip) - zip) - Math.abs(Number(b.Zip) - zip) || b.PublishedAt.localeCompare(a.PublishedAt))
      .slice(0, 3)
      .map((other) => other.ID);
    expect(expected).toHaveLength(3);
    expect(similar.cards.map((card) => card.id)).toEqual(expected);
    expect(similar.href.startsWith("/fr/a-louer/")).toBe(true);
    expect(new URL(similar.href, "https://x.be").searchParams.get("city")).toBe("Ixelles|1050");
  });

  it("treats any non-zero Goal as a rent (spec §4)", async () => {
    const item = listing(IXELLES_RENTED, { Goal: 2 });
    const similar = await similarProperties(item, await catalogueInDatabase(catalogue), { lang: "en", t: T.en, hideCity: false });
    expect(similar.cards.length).toBeGreaterThan(0);
    for (const card of similar.cards) expect(catalogue.listings.find((other) => other.ID === card.id)?.Goal).toBe(1);
    expect(similar.href.startsWith("/en/for-rent/")).toBe(true);
  });
});
