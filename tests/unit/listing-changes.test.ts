/**
 * What changed (issue 24 §2, ADR 050), on both databases: three versions of a catalogue imported
 * on three days, and on the days after, every card's labels and former price, every property's
 * price history and every demand alert they cause. The dates are the imports' own (the clock is
 * set before each import); nothing is typed by hand.
 */
import type { TFunction } from "i18next";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { listingCard } from "~/catalogue/listing-card";
import { priceHistory } from "~/catalogue/listing-changes.server";
import { loadVersionedCatalogue, replaceCatalogue } from "~/catalogue/store.server";
import type { Catalogue, Listing } from "~/catalogue/schema";
import { i18nFor } from "~/i18n/i18n.server";
import { announceNewListings } from "~/leads/demand-alerts.server";
import { submitLead } from "~/leads/store.server";
import { makeCatalogue } from "./catalogue-store-fixture";
import { KINDS, makeLeadContext, ORIGIN, outboxMessages, submission, type LeadTestContext } from "./leads-fixture";

const base = makeCatalogue(5);
const day = (n: number, hour = 9) => new Date(Date.UTC(2026, 9, 1 + n, hour));

/** A house for sale in Namur, first published long before the site's first import, unless told otherwise. */
function house(id: number, price: number, overrides: Partial<Listing> = {}): Listing {
  const { ProjectID: _, ...template } = base.listings[2]!;
  return {
    ...template,
    ID: id,
    Goal: 0,
    WebID: 1,
    WebIDs: "1",
    MainTypeName: "Maison",
    TypeDescription: `Maison ${id}`,
    Zip: "5000",
    City: "Namur",
    CountryID: 10,
    CountryName: "Belgique",
    Price: price,
    PublishPrice: true,
    Status: "available",
    Marquee: 1, // the agency's own "New": the imports' labels replace it
    PublishedAt: "2026-03-01T08:00:00.000Z",
    ...overrides,
  };
}
const A = 5_000_001;
const B = 5_000_002;
const C = 5_000_003;
const D = 5_000_004;
const E = 5_000_005;

const version = (...listings: Listing[]): Catalogue => ({ ...base, listings: [...base.listings, ...listings] });
/** Day 0, the site's first import: A € 250,000, B € 300,000, D with its price not published. */
const V1 = version(house(A, 250_000), house(B, 300_000), house(D, 260_000, { PublishPrice: false }));
/** Day 10: A lowered to € 240,000, B sold, C new at € 280,000, D lowered but still not published. */
const V2 = version(house(A, 240_000), house(B, 300_000, { Status: "sold" }), house(C, 280_000), house(D, 255_000, { PublishPrice: false }));
/** Day 45: A lowered again to € 230,000, C raised to € 290,000, E new. */
const V3 = version(
  house(A, 230_000),
  house(B, 300_000, { Status: "sold" }),
  house(C, 290_000),
  house(D, 255_000, { PublishPrice: false }),
  house(E, 270_000),
);

let t: TFunction;
beforeAll(async () => {
  t = (await i18nFor("fr")).t;
});

describe.each(KINDS)("what changed, over three imports, on %s", (kind) => {
  let c: LeadTestContext;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(day(0));
    c = await makeLeadContext(kind);
    await replaceCatalogue(c.db, V1, "first import");
  });
  afterEach(async () => {
    await c.close();
    vi.useRealTimers();
  });

  /** Each listing's card as a French page shows it on that day: its labels, and the former price while lowered. */
  async function cards(on: Date) {
    vi.setSystemTime(on);
    const catalogue = await loadVersionedCatalogue(c.db);
    const listings = await catalogue.listings.byIds([A, B, C, D, E, base.listings[0]!.ID]);
    return Object.fromEntries(
      [...listings.values()].map((listing) => {
        const card = listingCard(listing, "fr", t, catalogue, false, on);
        return [listing.ID, { labels: card.labels, priceLowered: card.priceLowered }];
      }),
    );
  }
  const alerts = async () => (await outboxMessages(c.db)).filter((row) => row.kind === "demand-alert").map((row) => row.email);
  const announce = async () => announceNewListings(c, await loadVersionedCatalogue(c.db), ORIGIN, new Date());

  it("labels, former prices, price histories and alerts from the imports", async () => {
    // On the first import nothing is new: the agency published all of it long before.
    expect(await cards(day(0, 12))).toEqual({
      [base.listings[0]!.ID]: { labels: [], priceLowered: null },
      [A]: { labels: [], priceLowered: null },
      [B]: { labels: [], priceLowered: null },
      [D]: { labels: [], priceLowered: null },
    });

    // Day 1: a visitor registers a demand for a house in Wallonia between € 200,000 and € 300,000.
    vi.setSystemTime(day(1));
    const result = await submitLead(
      c,
      submission("demand-register", {
        language: "fr",
        listingId: null,
        email: "anne@example.be",
        sourcePath: "/fr/tenez-moi-informe/",
        fields: {
          firstName: "Anne",
          lastName: "Dubois",
          goal: "buy",
          types: [1],
          zones: ["region:wallonia"],
          budgetMin: 200_000,
          budgetMax: 300_000,
          startDate: "2026-01-01",
          endDate: "2099-12-31",
        } as never,
      }),
      ORIGIN,
    );
    expect(result.status).toBe("stored");

    // Day 10: the second version.
    vi.setSystemTime(day(10));
    await replaceCatalogue(c.db, V2, "second import");
    expect(await cards(day(12))).toEqual({
      [base.listings[0]!.ID]: { labels: [], priceLowered: null },
      [A]: { labels: ["Prix baissé"], priceLowered: { from: "€\u00a0250.000", on: "11-10-2026" } },
      [B]: { labels: [], priceLowered: null },
      [C]: { labels: ["Nouveau"], priceLowered: null },
      // A price that is not published is never said to be lowered.
      [D]: { labels: [], priceLowered: null },
    });
    expect(await priceHistory(c.db, A)).toEqual([
      { at: "2026-03-01T08:00:00.000Z", price: 250_000 },
      { at: day(10).toISOString(), price: 240_000 },
    ]);
    // One price is no history; a hidden price has none.
    expect(await priceHistory(c.db, C)).toEqual([]);
    expect(await priceHistory(c.db, D)).toEqual([]);

    // The demand hears of C, new, and of A, cheaper: two e-mails, each once.
    expect(await announce()).toBe(2);
    const [fresh, cheaper] = await alerts();
    expect(fresh!.subject).toBe("1 nouveau bien correspond à votre recherche – Immo Meuse & Sambre");
    expect(fresh!.text).toContain("/fr/a-vendre/namur/maison-5000003/5000003/");
    expect(cheaper!.subject).toBe("Un bien correspondant à votre recherche a baissé de prix – Immo Meuse & Sambre");
    expect(cheaper!.text).toContain(
      "Maison, 5000 Namur\u00a0: désormais €\u00a0240.000, auparavant €\u00a0250.000\n  https://www.example.be/fr/a-vendre/namur/maison-5000001/5000001/",
    );
    expect(cheaper!.text).not.toContain("5000004");
    expect(await announce()).toBe(0);

    // Day 20: C is no longer new; A's lower price still shows.
    expect((await cards(day(20)))[C]).toEqual({ labels: [], priceLowered: null });
    expect((await cards(day(20)))[A]).toEqual({ labels: ["Prix baissé"], priceLowered: { from: "€\u00a0250.000", on: "11-10-2026" } });

    // Day 45: the third version.
    vi.setSystemTime(day(45));
    await replaceCatalogue(c.db, V3, "third import");
    expect(await cards(day(46))).toEqual({
      [base.listings[0]!.ID]: { labels: [], priceLowered: null },
      [A]: { labels: ["Prix baissé"], priceLowered: { from: "€\u00a0240.000", on: "15-11-2026" } },
      [B]: { labels: [], priceLowered: null },
      // A higher price is no news.
      [C]: { labels: [], priceLowered: null },
      [D]: { labels: [], priceLowered: null },
      [E]: { labels: ["Nouveau"], priceLowered: null },
    });
    expect(await priceHistory(c.db, A)).toEqual([
      { at: "2026-03-01T08:00:00.000Z", price: 250_000 },
      { at: day(10).toISOString(), price: 240_000 },
      { at: day(45).toISOString(), price: 230_000 },
    ]);
    expect(await priceHistory(c.db, C)).toEqual([
      { at: day(10).toISOString(), price: 280_000 },
      { at: day(45).toISOString(), price: 290_000 },
    ]);

    // A's second lowering is announced once more; E is new; C's rise is no alert.
    expect(await announce()).toBe(2);
    const latest = (await alerts()).slice(2);
    expect(latest.map((email) => email.subject)).toEqual([
      "1 nouveau bien correspond à votre recherche – Immo Meuse & Sambre",
      "Un bien correspondant à votre recherche a baissé de prix – Immo Meuse & Sambre",
    ]);
    expect(latest[1]!.text).toContain("désormais €\u00a0230.000, auparavant €\u00a0240.000");
    expect(latest[1]!.text).not.toContain("5000003");
    expect(await announce()).toBe(0);

    // Day 80: a month after the last lowering, no label is left.
    expect((await cards(day(80)))[A]).toEqual({ labels: [], priceLowered: null });
    expect((await cards(day(80)))[E]).toEqual({ labels: [], priceLowered: null });
  });
});
