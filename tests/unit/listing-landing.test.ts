/** Listing pages filtered by town and type (issue 6 §3, §4): the towns offered, the town a parameter names, headings and titles. */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { townName } from "~/belgium/town-names";
import { listingHeading, listingTitle } from "~/catalogue/listing-landing";
import { catalogueSchema } from "~/catalogue/schema";
import { findTown, townsWithListings } from "~/catalogue/towns";
import { i18nFor } from "~/i18n/i18n.server";
import { LANGUAGES } from "~/i18n/languages";
import { fitTitle, seoMeta } from "~/routing/seo";
import { runtimeKey } from "~/i18n/keys";
import { catalogueInDatabase } from "./catalogue-in-database";

const snapshot = catalogueSchema.parse(JSON.parse(readFileSync("data/catalogue/snapshot.json", "utf8")));
const catalogue = await catalogueInDatabase(snapshot);
const SITE_NAME = "Immo Meuse & Sambre";

describe("the towns of a list", () => {
  it("offers only Belgian towns with listings in the list, with their postcode", async () => {
    const sale = await townsWithListings(catalogue, "sale");
    expect(sale.map((town) => town.name)).not.toContain("Alicante");
    expect(sale.every((town) => /^\d{4}$/.test(town.zip) && town.count > 0)).toBe(true);
    expect(sale.find((town) => town.name === "Namur" && town.zip === "5000")?.count).toBe(6);
    expect((await townsWithListings(catalogue, "rent")).find((town) => town.name === "Namur")?.count).toBe(16);
  });

  it("finds the catalogue's town by any of its names, case and accents aside, with its postcode", async () => {
    expect(await findTown(catalogue, { name: "Namen", zip: "5000" })).toEqual({ name: "Namur", zip: "5000" });
    expect(await findTown(catalogue, { name: "LUIK", zip: "4000" })).toEqual({ name: "Liège", zip: "4000" });
    expect(await findTown(catalogue, { name: "Lüttich", zip: "4000" })).toEqual({ name: "Liège", zip: "4000" });
    expect(await findTown(catalogue, { name: "Brussels", zip: "1000" })).toEqual({ name: "Bruxelles", zip: "1000" });
    expect(await findTown(catalogue, { name: "Anvers", zip: "2000" })).toEqual({ name: "Antwerpen", zip: "2000" });
    expect(await findTown(catalogue, { name: "namur", zip: "5001" })).toBeNull();
    expect(await findTown(catalogue, { name: "Atlantis", zip: "9999" })).toBeNull();
  });

  it("are gathered once per catalogue, not at every request", async () => {
    // A catalogue (frozen, replaced at each import) whose city list and listing towns count how often they are read.
    let reads = 0;
    let queries = 0;
    const counted = Object.freeze({
      ...catalogue,
      cities: Object.freeze({
        ...catalogue.cities,
        get all() {
          reads++;
          return catalogue.cities.all;
        },
      }),
      listings: {
        towns: () => {
          queries++;
          return catalogue.listings.towns();
        },
      },
    });
    for (let request = 0; request < 3; request++) {
      expect(await findTown(counted, { name: "Namen", zip: "5000" })).toEqual({ name: "Namur", zip: "5000" });
      expect((await townsWithListings(counted, "sale")).length).toBeGreaterThan(0);
    }
    expect([reads, queries]).toEqual([1, 1]);
    // Another catalogue (a new import) has its own towns.
    const other = { ...catalogue, cities: { ...catalogue.cities, all: [] }, listings: { towns: async () => [] } };
    expect(await findTown(other, { name: "Namen", zip: "5000" })).toBeNull();
  });
});

describe("landing pages: heading and title", () => {
  it("names the town in the page's language and the type", async () => {
    const heading = async (lang: (typeof LANGUAGES)[number], scope: "sale" | "rent", town: string | null, type: number | null) => {
      const { t } = await i18nFor(lang);
      return listingHeading(t, scope, { town, type: type === null ? null : t(runtimeKey(`types.${type}`)) }, "List");
    };
    expect(await heading("fr", "sale", "Namur", 2)).toBe("Appartement à vendre à Namur");
    expect(await heading("nl", "rent", townName({ name: "Namur", zip: "5000" }, "nl"), null)).toBe("Te huur in Namen");
    expect(await heading("de", "sale", townName({ name: "Liège", zip: "4000" }, "de"), 1)).toBe("Haus zu verkaufen in Lüttich");
    expect(await heading("en", "rent", null, 2)).toBe("Apartment to rent");
    expect(await heading("en", "rent", null, null)).toBe("List");
  });

  it("keeps every list title within 70 characters, the site's name included when it fits", async () => {
    const towns = [...(await townsWithListings(catalogue, "sale")), ...(await townsWithListings(catalogue, "rent"))];
    let longest = "";
    for (const lang of LANGUAGES) {
      const { t } = await i18nFor(lang);
      for (const scope of ["sale", "rent"] as const) {
        for (const town of [null, ...towns]) {
          for (const category of [null, ...catalogue.categories]) {
            const heading = listingHeading(
              t,
              scope,
              { town: town && townName(town, lang), type: category && t(runtimeKey(`types.${category.WebID}`)) },
              "Maisons et appartements à vendre à Namur et Wavre",
            );
            for (const [page, pageCount] of [
              [1, 1],
              [2, 3],
              [12, 15],
              [999, 999],
            ] as const) {
              const [{ title }] = seoMeta(
                { title: listingTitle(t, heading, page, pageCount), description: "" },
                {
                  origin: "https://x.be",
                  siteName: SITE_NAME,
                  lang,
                  languages: [...LANGUAGES],
                  defaultLanguage: "fr",
                  page: null,
                  params: {},
                },
              ) as [{ title: string }];
              if (title.length > longest.length) longest = title;
              expect(title.length, title).toBeLessThanOrEqual(70);
            }
          }
        }
      }
    }
    expect(longest.length).toBeGreaterThan(60);
  });

  it("writes the page number in full where it fits, short otherwise; adds the site's name only where it fits", async () => {
    const { t } = await i18nFor("fr");
    expect(listingTitle(t, "Appartement à vendre à Namur", 2, 3)).toBe("Appartement à vendre à Namur – page 2 sur 3");
    // The first page is the list itself: its title says no page number.
    expect(listingTitle(t, "Appartement à vendre à Namur", 1, 3)).toBe("Appartement à vendre à Namur");
    expect(listingTitle(t, "Garage / Parking à louer à Woluwe-Saint-Lambert et environs", 12, 15)).toBe(
      "Garage / Parking à louer à Woluwe-Saint-Lambert et environs (12/15)",
    );
    const ctx = {
      origin: "https://x.be",
      siteName: SITE_NAME,
      lang: "fr" as const,
      languages: [...LANGUAGES],
      defaultLanguage: "fr" as const,
      page: null,
      params: {},
    };
    expect(seoMeta({ title: "Appartement à vendre à Namur", description: "" }, ctx)[0]).toEqual({
      title: "Appartement à vendre à Namur | Immo Meuse & Sambre",
    });
    expect(seoMeta({ title: "Appartement à vendre à Namur – page 2 sur 3", description: "" }, ctx)[0]).toEqual({
      title: "Appartement à vendre à Namur – page 2 sur 3 | Immo Meuse & Sambre",
    });
    const long = "Maisons et appartements à vendre à Namur et Wavre – page 2 sur 3";
    expect(seoMeta({ title: long, description: "" }, ctx)[0]).toEqual({ title: long });
  });

  it("cuts a text too long for a title at a word, keeping the page number", () => {
    const long = "Immeuble de rapport à vendre à Sint-Lambrechts-Woluwe, tout près du centre et des transports";
    expect(fitTitle(long, [" – page 2 sur 3", " (2/3)"])).toBe("Immeuble de rapport à vendre à Sint-Lambrechts-Woluwe, tout… (2/3)");
    expect(fitTitle(long).length).toBeLessThanOrEqual(70);
    expect(fitTitle("x".repeat(80))).toBe(`${"x".repeat(69)}…`);
  });
});
