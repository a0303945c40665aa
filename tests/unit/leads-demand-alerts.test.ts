/**
 * Demand alerts (issue 7 §6): after an import, a registered demand gets one e-mail in its language
 * listing the new listings that match its goal, types, zones and budget, with links and a one-click
 * unsubscribe (also as List-Unsubscribe headers); a listing is announced to a demand once; a
 * stopped demand gets nothing. matchesDemand's boundaries: budget ends included, regions by
 * Belgian postcode (spec §9). The worker looks for a new import every ALERTS_CHECK_SECONDS.
 */
import pino from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadVersionedCatalogue, replaceCatalogue } from "../../app/catalogue/store.server";
import type { Catalogue, Listing } from "../../app/catalogue/schema";
import { leadChores } from "../../app/leads/chores.server";
import { announceNewListings, matchesDemand } from "../../app/leads/demand-alerts.server";
import { submitLead } from "../../app/leads/store.server";
import { applySubscriptionAction, readSubscriptionToken } from "../../app/leads/subscriptions.server";
import { makeCatalogue } from "./catalogue-store-fixture";
import { countRows, KINDS, makeLeadContext, ORIGIN, outboxMessages, SECRET, submission, type LeadTestContext } from "./leads-fixture";

const base = makeCatalogue(5);

/** A house for sale in Namur at € 250 000, unless told otherwise. */
function newListing(id: number, overrides: Partial<Listing> = {}): Listing {
  const { ProjectID: _, ...template } = base.listings[2]!;
  return {
    ...template,
    ID: id,
    Goal: 0,
    WebID: 1,
    WebIDs: "1",
    MainTypeName: "Maison",
    TypeDescription: "Maison lumineuse",
    Zip: "5000",
    City: "Namur",
    CountryID: 10,
    CountryName: "Belgique",
    Price: 250_000,
    Status: "available",
    ...overrides,
  };
}

function withListings(...listings: Listing[]): Catalogue {
  return { ...base, listings: [...base.listings, ...listings] };
}

const DEMAND_FIELDS = {
  firstName: "Jan",
  lastName: "Peeters",
  goal: "buy",
  types: [1],
  zones: ["region:wallonia"],
  budgetMin: 200_000,
  budgetMax: 300_000,
  startDate: "2020-01-01",
  endDate: "2099-12-31",
};

describe.each(KINDS)("demand alerts on %s", (kind) => {
  let c: LeadTestContext;
  beforeEach(async () => {
    c = await makeLeadContext(kind);
    await replaceCatalogue(c.db, base, "first import");
  });
  afterEach(async () => {
    await c.close();
  });

  async function registerDemand(fields: Record<string, unknown> = {}, language: "nl" | "fr" = "nl") {
    const result = await submitLead(
      c,
      submission("demand-register", {
        language,
        listingId: null,
        email: "Jan@Example.be",
        sourcePath: "/nl/zoekopdracht-registreren/",
        fields: { ...DEMAND_FIELDS, ...fields } as never,
      }),
      ORIGIN,
    );
    expect(result.status).toBe("stored");
    // The import that follows must come strictly later than the demand.
    await new Promise((resolve) => setTimeout(resolve, 3));
  }

  const alerts = async () => (await outboxMessages(c.db)).filter((row) => row.kind === "demand-alert");

  it("announces a new matching listing once, in the demand's language, with its link and a one-click unsubscribe", async () => {
    await registerDemand();
    const demand = await c.db.selectFrom("demand").selectAll().executeTakeFirstOrThrow();
    expect(demand).toMatchObject({ email: "jan@example.be", language: "nl", goal: "buy", budget_min: 200_000, budget_max: 300_000 });

    const catalogue = withListings(newListing(5_000_001));
    await replaceCatalogue(c.db, catalogue, "second import");
    expect(await announceNewListings(c, await loadVersionedCatalogue(c.db), ORIGIN)).toBe(1);

    const [alert, ...others] = await alerts();
    expect(others).toHaveLength(0);
    expect(alert!.recipient).toBe("jan@example.be");
    expect(alert!.email.to).toBe("jan@example.be");
    expect(alert!.email.replyTo).toBe("info@immo-meuse-sambre.be");
    expect(alert!.email.subject).toBe("1 nieuw pand past bij uw zoekopdracht – Immo Meuse & Sambre");
    expect(alert!.email.text).toContain("Nieuwe panden die passen bij de zoekopdracht die u op onze website registreerde:");
    // The town under its Dutch name, as the Dutch pages write it.
    expect(alert!.email.text).toContain("5000 Namen\n  https://www.example.be/nl/te-koop/namur/maison-lumineuse/5000001/");
    // Listings in the catalogue before the demand was registered are not news to it.
    expect(alert!.email.text).not.toContain("4000002");

    const unsubscribe = alert!.email.headers?.["List-Unsubscribe"] ?? "";
    expect(alert!.email.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(unsubscribe).toMatch(/^<https:\/\/www\.example\.be\/nl\/inschrijving\/\?token=[^>]+>$/);
    expect(alert!.email.text).toContain(`Uitschrijven: ${unsubscribe.slice(1, -1)}`);
    const token = new URL(unsubscribe.slice(1, -1)).searchParams.get("token")!;
    expect(readSubscriptionToken(token, SECRET)).toEqual({ action: "stop-alerts", id: Number(demand.id), language: "nl" });

    // Announced once: the same catalogue again, or a later import with nothing new, queues nothing.
    expect(await announceNewListings(c, await loadVersionedCatalogue(c.db), ORIGIN)).toBe(0);
    await replaceCatalogue(c.db, catalogue, "third import");
    expect(await announceNewListings(c, await loadVersionedCatalogue(c.db), ORIGIN)).toBe(0);
    expect(await alerts()).toHaveLength(1);

    // The next new match gets its own e-mail, without the one already announced.
    const later = withListings(newListing(5_000_001), newListing(5_000_002, { City: "Wavre", Zip: "1300", TypeDescription: "Villa" }));
    await replaceCatalogue(c.db, later, "fourth import");
    expect(await announceNewListings(c, await loadVersionedCatalogue(c.db), ORIGIN)).toBe(1);
    const latest = (await alerts())[1]!;
    expect(latest.email.text).toContain("https://www.example.be/nl/te-koop/wavre/villa/5000002/");
    expect(latest.email.text).not.toContain("5000001");
  });

  it("writes in French for a French demand and counts several matches", async () => {
    await registerDemand({}, "fr");
    const catalogue = withListings(newListing(5_000_001), newListing(5_000_002, { Price: 200_000, TypeDescription: "Fermette" }));
    await replaceCatalogue(c.db, catalogue, "second import");
    expect(await announceNewListings(c, await loadVersionedCatalogue(c.db), ORIGIN)).toBe(1);
    const [alert] = await alerts();
    expect(alert!.email.subject).toBe("2 nouveaux biens correspondent à votre recherche – Immo Meuse & Sambre");
    expect(alert!.email.text).toContain("https://www.example.be/fr/a-vendre/namur/maison-lumineuse/5000001/");
    expect(alert!.email.text).toContain("https://www.example.be/fr/a-vendre/namur/fermette/5000002/");
    expect(alert!.email.headers?.["List-Unsubscribe"]).toMatch(/^<https:\/\/www\.example\.be\/fr\/abonnement\/\?token=/);
  });

  it("names at most 50 listings in one alert; the others new to the demand go in the next one", async () => {
    await registerDemand({ zones: ["city:5000|Namur"] }, "fr");
    const many = Array.from({ length: 60 }, (_, i) => newListing(5_000_100 + i));
    // And one in another town: the zone is checked in the query, it is never counted.
    await replaceCatalogue(c.db, withListings(...many, newListing(5_000_999, { City: "Wavre", Zip: "1300" })), "second import");
    expect(await announceNewListings(c, await loadVersionedCatalogue(c.db), ORIGIN)).toBe(1);
    expect(await announceNewListings(c, await loadVersionedCatalogue(c.db), ORIGIN)).toBe(1);
    expect(await announceNewListings(c, await loadVersionedCatalogue(c.db), ORIGIN)).toBe(0);
    const [first, second] = await alerts();
    expect(first!.email.subject).toBe("50 nouveaux biens correspondent à votre recherche – Immo Meuse & Sambre");
    expect(second!.email.subject).toBe("10 nouveaux biens correspondent à votre recherche – Immo Meuse & Sambre");
    const named = [...`${first!.email.text}${second!.email.text}`.matchAll(/\/(50001\d\d)\//g)].map((match) => Number(match[1]));
    expect(named.sort()).toEqual(many.map((listing) => listing.ID));
    expect(`${first!.email.text}${second!.email.text}`).not.toContain("5000999");
  });

  it("does not announce listings of another type, zone, goal, over budget or no longer available", async () => {
    await registerDemand();
    const catalogue = withListings(
      newListing(5_000_011, { WebID: 2, WebIDs: "2", MainTypeName: "Appartement" }),
      newListing(5_000_012, { Zip: "9000", City: "Gent" }),
      newListing(5_000_013, { Zip: "1000", City: "Bruxelles" }),
      newListing(5_000_014, { Price: 300_001 }),
      newListing(5_000_015, { Price: 199_999 }),
      newListing(5_000_016, { Goal: 1, Price: 250_000 }),
      newListing(5_000_017, { Status: "sold" }),
    );
    await replaceCatalogue(c.db, catalogue, "second import");
    expect(await announceNewListings(c, await loadVersionedCatalogue(c.db), ORIGIN)).toBe(0);
    expect(await alerts()).toHaveLength(0);
  });

  it("sends nothing to a demand whose alerts were stopped, or whose period is over", async () => {
    await registerDemand();
    await registerDemand({ startDate: "2020-01-01", endDate: "2021-12-31" });
    const stopped = await c.db.selectFrom("demand").select("id").orderBy("id").executeTakeFirstOrThrow();
    expect(await applySubscriptionAction(c.db, "stop-alerts", Number(stopped.id))).toBe("done");

    const catalogue = withListings(newListing(5_000_001));
    await replaceCatalogue(c.db, catalogue, "second import");
    expect(await announceNewListings(c, await loadVersionedCatalogue(c.db), ORIGIN)).toBe(0);
    expect(await countRows(c.db, "demand_announcement")).toBe(0);
  });

  it("does not announce a listing in Luxembourg to a demand for a Belgian region", async () => {
    await registerDemand();
    // L-5440 Remerschen: a Luxembourg postcode inside the range of Wallonia's.
    const catalogue = withListings(newListing(5_000_021, { CountryID: 50, CountryName: "Luxembourg", Zip: "5440", City: "Remerschen" }));
    await replaceCatalogue(c.db, catalogue, "second import");
    expect(await announceNewListings(c, await loadVersionedCatalogue(c.db), ORIGIN)).toBe(0);
  });
});

describe("matchesDemand", () => {
  const demand = (overrides: Partial<{ goal: string; types: number[]; zones: string[]; min: number | null; max: number | null }> = {}) => ({
    goal: overrides.goal ?? "buy",
    types: JSON.stringify(overrides.types ?? []),
    zones: JSON.stringify(overrides.zones ?? []),
    budget_min: overrides.min === undefined ? null : overrides.min,
    budget_max: overrides.max === undefined ? null : overrides.max,
  });

  it("includes both ends of the budget", () => {
    const listing = newListing(1, { Price: 250_000 });
    expect(matchesDemand(listing, demand({ min: 250_000, max: 250_000 }))).toBe(true);
    expect(matchesDemand(listing, demand({ min: 250_001 }))).toBe(false);
    expect(matchesDemand(listing, demand({ max: 249_999 }))).toBe(false);
    expect(matchesDemand(listing, demand())).toBe(true);
  });

  it("matches rent demands to rentals only and never matches a sell goal", () => {
    const rental = newListing(1, { Goal: 1, Price: 900 });
    expect(matchesDemand(rental, demand({ goal: "rent", max: 900 }))).toBe(true);
    expect(matchesDemand(rental, demand({ goal: "buy" }))).toBe(false);
    expect(matchesDemand(newListing(2), demand({ goal: "rent" }))).toBe(false);
    expect(matchesDemand(newListing(2), demand({ goal: "sell" }))).toBe(false);
  });

  it("matches any of the listing's types", () => {
    const listing = newListing(1, { WebID: 1, WebIDs: "1,5" });
    expect(matchesDemand(listing, demand({ types: [5] }))).toBe(true);
    expect(matchesDemand(listing, demand({ types: [2, 1] }))).toBe(true);
    expect(matchesDemand(listing, demand({ types: [2] }))).toBe(false);
  });

  it.each([
    ["1000", "brussels"],
    ["1299", "brussels"],
    ["1300", "wallonia"],
    ["1499", "wallonia"],
    ["1500", "flanders"],
    ["3999", "flanders"],
    ["4000", "wallonia"],
    ["7999", "wallonia"],
    ["8000", "flanders"],
    ["9999", "flanders"],
  ])("places postcode %s in %s (spec §9)", (zip, region) => {
    const listing = newListing(1, { Zip: zip });
    for (const zone of ["brussels", "flanders", "wallonia"]) {
      expect(matchesDemand(listing, demand({ zones: [`region:${zone}`] })), zone).toBe(zone === region);
    }
  });

  it("matches a city zone by postcode and name, ignoring case and accents", () => {
    const listing = newListing(1, { Zip: "4020", City: "Liège" });
    expect(matchesDemand(listing, demand({ zones: ["city:4020|LIEGE"] }))).toBe(true);
    expect(matchesDemand(listing, demand({ zones: ["city:4000|Liège"] }))).toBe(false);
    expect(matchesDemand(listing, demand({ zones: ["city:9000|Gent", "city:4020|Liège"] }))).toBe(true);
  });
});

describe("the worker's chores", () => {
  let c: LeadTestContext;
  afterEach(async () => {
    await c.close();
  });

  it("look for a new import every ALERTS_CHECK_SECONDS, and log each import once, with the alerts it caused", async () => {
    c = await makeLeadContext("sqlite", { ALERTS_CHECK_SECONDS: "30" });
    await replaceCatalogue(c.db, base, "first import");
    const logged: { msg: string; queued: number; version: number }[] = [];
    const logger = pino({ level: "info" }, { write: (line: string) => logged.push(JSON.parse(line) as never) });
    let now = Date.parse("2026-11-27T10:00:00.000Z");
    const chores = leadChores({ ...c, logger }, ORIGIN, () => now);
    const alerts = async () => (await outboxMessages(c.db)).filter((row) => row.kind === "demand-alert").length;

    // The catalogue at start-up: nothing new to anyone, nothing to say.
    await chores();
    expect(logged).toEqual([]);
    const result = await submitLead(
      c,
      submission("demand-register", {
        language: "nl",
        listingId: null,
        email: "jan@example.be",
        sourcePath: "/nl/",
        fields: DEMAND_FIELDS as never,
      }),
      ORIGIN,
    );
    expect(result.status).toBe("stored");
    now += 1000;
    await replaceCatalogue(c.db, withListings(newListing(5_000_001)), "second import");
    const second = (await loadVersionedCatalogue(c.db)).version;

    // Not yet: the last look was 29 s ago.
    now += 28_000;
    await chores();
    expect(await alerts()).toBe(0);
    expect(logged).toEqual([]);
    // 30 s after the last look: the new import is found and announced.
    now += 1000;
    await chores();
    expect(await alerts()).toBe(1);
    expect(logged.map(({ msg, queued, version }) => ({ msg, queued, version }))).toEqual([
      { msg: "demand alerts queued", queued: 1, version: second },
    ]);

    // The same catalogue imported again: a line that says none, which a test can wait for.
    await replaceCatalogue(c.db, withListings(newListing(5_000_001)), "third import");
    const third = (await loadVersionedCatalogue(c.db)).version;
    now += 30_000;
    await chores();
    expect(await alerts()).toBe(1);
    expect(logged.map(({ queued, version }) => ({ queued, version }))).toEqual([
      { queued: 1, version: second },
      { queued: 0, version: third },
    ]);
  });
});
