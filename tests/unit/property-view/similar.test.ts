/** Sold and rented (spec §8): the message, no details, and where to go next. */
import { describe, expect, it } from "vitest";
import { propertyJsonLd } from "~/catalogue/property-view/json-ld";
import { similarListings, similarListingsHref } from "~/catalogue/property-view/similar";
import { catalogue, GEMBLOUX_SOLD, IXELLES_RENTED, listing, loadTexts, NAMUR_FLAT, view } from "./fixture";

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

  it("points to similar available listings of the same goal and type", () => {
    const item = listing(IXELLES_RENTED);
    const similar = similarListings(item, catalogue);
    expect(similar.length).toBeGreaterThan(0);
    for (const other of similar) expect(other).toMatchObject({ Status: "available", Goal: item.Goal, WebID: item.WebID });
    const link = similarListingsHref(item, catalogue, "fr");
    expect(link.startsWith("/fr/a-louer/")).toBe(true);
    expect(new URL(link, "https://x.be").searchParams.get("city")).toBe("Ixelles|1050");
  });

  it("treats any non-zero Goal as a rent (spec §4)", () => {
    const item = listing(IXELLES_RENTED, { Goal: 2 });
    const similar = similarListings(item, catalogue);
    expect(similar.length).toBeGreaterThan(0);
    for (const other of similar) expect(other.Goal).toBe(1);
    expect(similarListingsHref(item, catalogue, "en").startsWith("/en/for-rent/")).toBe(true);
  });
});
