/** The home search (spec §2, §5): the index built from the snapshot and searchCatalogue. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isSearchIndex, queryWords, resultCount, SEARCH_LIMITS, searchCatalogue, type SearchIndex } from "~/catalogue/search";
import { catalogueSchema } from "~/catalogue/schema";
import { LANGUAGES, type Language } from "~/i18n/languages";
import fr from "~/locales/fr";
import { i18nFor } from "~/i18n/i18n.server";
import { href } from "~/routing/route-table";
import { SEARCH_INDEX_MAX_PROPERTIES, searchableIndex, searchIndexOf } from "~/catalogue/search-index.server";
import { loadSite } from "~/site/site.server";
import { scaleCatalogue } from "../../scripts/catalogue/scale";
import { catalogueInDatabase } from "./catalogue-in-database";

const ROOT = path.resolve(import.meta.dirname, "../..");
const catalogue = catalogueSchema.parse(JSON.parse(readFileSync(path.join(ROOT, "data/catalogue/snapshot.json"), "utf8")));

const INDEX = Object.fromEntries(
  await Promise.all(
    LANGUAGES.map(async (lang) => [lang, await searchIndexOf(await catalogueInDatabase(catalogue), lang, (await i18nFor(lang)).t)]),
  ),
) as Record<Language, SearchIndex>;
const fr_ = INDEX.fr;

const cityNames = (text: string, index = fr_) => searchCatalogue(index, text).cities.map((city) => `${city.name} ${city.zip}`);
const typeIds = (text: string, index = fr_) => searchCatalogue(index, text).types.map((type) => type.id);
const propertyIds = (text: string, index = fr_) => searchCatalogue(index, text).properties.map((property) => property.id);

const available = catalogue.listings.filter((listing) => listing.Status === "available");
const someListing = available.find((listing) => listing.CountryID === 10 && listing.ProjectID === undefined)!;

describe("the search index", () => {
  it("has the nine categories in ShowOrder, named in the language", () => {
    expect(fr_.types.map((type) => type.id)).toEqual([1, 2, 3, 4, 5, 6, 8, 9, 7]);
    expect(fr_.types[0]!.name).toBe("Maison");
    expect(INDEX.en.types[0]!.name).toBe("House");
    expect(INDEX.nl.types[0]!.name).toBe("Huis");
    expect(INDEX.de.types[1]!.name).toBe("Wohnung");
  });

  it("counts the snapshot's Namur 5000: 6 for sale and 16 for rent", () => {
    const namur = fr_.cities.find((city) => city.name === "Namur" && city.zip === "5000");
    expect(namur).toMatchObject({ sale: 6, rent: 16, abroad: false, plain: "namur", label: "Namur" });
  });

  it("counts what the listing pages list: available Belgian listings, by every category a listing has", () => {
    const belgian = available.filter((listing) => listing.CountryID === 10);
    for (const type of fr_.types) {
      const ofType = belgian.filter((listing) => listing.WebIDs.split(",").map(Number).includes(type.id));
      expect(type.sale, `sale ${type.id}`).toBe(ofType.filter((listing) => listing.Goal === 0).length);
      expect(type.rent, `rent ${type.id}`).toBe(ofType.filter((listing) => listing.Goal !== 0).length);
    }
    expect(fr_.totals).toEqual({
      forSale: belgian.filter((listing) => listing.Goal === 0).length,
      forRent: belgian.filter((listing) => listing.Goal !== 0).length,
    });
    // Every available listing is counted in exactly one city.
    expect(fr_.cities.reduce((sum, city) => sum + city.sale + city.rent, 0)).toBe(available.length);
    // City counts agree with the catalogue's own sale and rent lists.
    for (const entry of catalogue.cities.sale) {
      expect(fr_.cities.find((city) => city.name === entry.Name && city.zip === entry.Zip)?.sale, entry.Name).toBe(entry.PropertyCount);
    }
  });

  it("marks the Spanish cities as abroad", () => {
    const marbella = fr_.cities.find((city) => city.name === "Marbella")!;
    expect(marbella).toMatchObject({ zip: "", abroad: true, sale: 1, rent: 0 });
  });

  it("lists the available properties only, with a 100 px picture, a title of at most 100 characters and their localized path", () => {
    expect(fr_.properties).toHaveLength(available.length);
    const ids = new Set(fr_.properties.map((property) => property.id));
    expect(catalogue.listings.filter((listing) => listing.Status !== "available").some((listing) => ids.has(listing.ID))).toBe(false);
    for (const property of fr_.properties) {
      expect(property.title.length).toBeGreaterThan(0);
      expect(property.title.length).toBeLessThanOrEqual(100);
      const listing = catalogue.listings.find((candidate) => candidate.ID === property.id)!;
      if (listing.Pictures.length === 0) {
        expect(property.picture).toBeNull();
      } else {
        expect(property.picture?.src).toMatch(/^\/media\/.+\?w=100$/);
        expect(property.picture?.width).toBe(100);
      }
    }
    const property = fr_.properties.find((p) => p.id === someListing.ID)!;
    expect(property.href).toBe(
      href(someListing.Goal === 0 ? "property-for-sale" : "property-for-rent", "fr", {
        city: property.href.split("/")[3],
        slug: property.href.split("/")[4],
        id: String(someListing.ID),
      }),
    );
    expect(INDEX.nl.properties.find((p) => p.id === someListing.ID)!.href.startsWith("/nl/")).toBe(true);
  });

  it("titles a property in the page's language: the agency's headline where it wrote one in it (French, Dutch), the facts elsewhere", () => {
    const title = (lang: Language, id: number) => INDEX[lang].properties.find((p) => p.id === id)!.title;
    expect(title("fr", 4220119)).toBe("Appartement 1 chambre de 98 m² avec cave");
    expect(title("nl", 4220119)).toBe("Appartement met 1 slaapkamer en terras");
    expect(title("de", 4220119)).toBe("Wohnung mit 1 Schlafzimmer zu verkaufen in Brüssel");
    // A flat in Namur the agency described in French only: the facts in Dutch.
    expect(title("nl", 4211030)).toBe("Appartement met 2 slaapkamers te huur in Namen");
  });

  it("gives a property without a type description its localized type, and project units their project's path", () => {
    const bare = available.find((listing) => listing.TypeDescription === "")!;
    expect(INDEX.en.properties.find((p) => p.id === bare.ID)!.title).toBe("Offices for sale in Mechelen");
    expect(fr_.properties.find((p) => p.id === bare.ID)!.title).toBe((fr.types as Record<string, string>)[String(bare.WebID)]);
    const unit = available.find((listing) => listing.ProjectID !== undefined)!;
    expect(fr_.properties.find((p) => p.id === unit.ID)!.href).toContain(`/${unit.ProjectID}/`);
  });

  it("survives JSON (what the browser gets) and is recognised by its format", () => {
    const copy = JSON.parse(JSON.stringify(fr_)) as unknown;
    expect(isSearchIndex(copy)).toBe(true);
    expect(searchCatalogue(copy as SearchIndex, "namur 5000").cities).toHaveLength(1);
    expect(isSearchIndex({ ...fr_, format: 0 })).toBe(false);
    expect(isSearchIndex(null)).toBe(false);
  });
});

describe("searchCatalogue", () => {
  it("empty text: the types with their counts, nothing else", () => {
    for (const text of ["", "   ", "réf."]) {
      const results = searchCatalogue(fr_, text);
      expect(results.types).toEqual(fr_.types);
      expect(results.cities).toEqual([]);
      expect(results.properties).toEqual([]);
      expect(results.total).toEqual({ types: 9, cities: 0, projects: 0, properties: 0 });
    }
  });

  it("finds a property by its ID, exactly: a prefix or a longer number does not match", () => {
    const id = String(someListing.ID);
    expect(propertyIds(id)).toEqual([someListing.ID]);
    expect(propertyIds(` ${id} `)).toEqual([someListing.ID]);
    expect(propertyIds(id.slice(0, -1))).toEqual([]);
    expect(propertyIds(id.slice(0, 4))).toEqual([]);
    expect(propertyIds(`${id}1`)).toEqual([]);
    // As the results show it.
    expect(propertyIds(`Ref: ${id}`)).toEqual([someListing.ID]);
    expect(propertyIds(`Réf. : ${id}`)).toEqual([someListing.ID]);
  });

  it("does not find sold or rented properties by their ID", () => {
    const sold = catalogue.listings.find((listing) => listing.Status !== "available")!;
    expect(propertyIds(String(sold.ID))).toEqual([]);
  });

  it("finds a city by name, ignoring case and accents", () => {
    for (const text of ["Liège", "liège", "liege", "LIEGE", "LIÈGE", "Liege"]) {
      expect(cityNames(text), text).toEqual(["Liège 4000"]);
    }
    expect(cityNames("namur")).toContain("Namur 5000");
    expect(cityNames("NAMUR")[0]).toBe("Namur 5000");
    expect(cityNames("eghezee")).toEqual(["Eghezée 5310"]);
    expect(cityNames("court saint etienne")).toEqual(["Court-Saint-Étienne 1490"]);
    expect(cityNames("Court-Saint-Étienne")).toEqual(["Court-Saint-Étienne 1490"]);
    expect(cityNames("braine-l'alleud")).toEqual(["Braine-l'Alleud 1420"]);
    expect(cityNames("BRAINE L’ALLEUD")).toEqual(["Braine-l'Alleud 1420"]);
  });

  it("finds a city by postcode, and by the start of a word of its name as one types", () => {
    expect(cityNames("4000")).toEqual(["Liège 4000"]);
    expect(cityNames("5000")).toEqual(["Namur 5000"]);
    expect(cityNames("50")).toContain("Namur 5000");
    expect(cityNames("n")).toContain("Namur 5000");
    expect(cityNames("nam")).toEqual(["Namur 5000"]);
    // Leuven is Louvain in French.
    expect(cityNames("louv")).toEqual(["Leuven 3000", "Louvain-la-Neuve 1348", "La Louvière 7100"]);
    expect(cityNames("louvie")).toEqual(["La Louvière 7100"]);
    expect(cityNames("etienne")).toEqual(["Court-Saint-Étienne 1490"]);
    // Inside a word is not the start of one.
    expect(cityNames("amur")).toEqual([]);
  });

  it("ranks the names that start with the text first", () => {
    const names = cityNames("wa");
    expect(names[0]).toMatch(/^Wa/);
  });

  it("matches every word of a multi-word query (intersection)", () => {
    expect(cityNames("namur 5000")).toEqual(["Namur 5000"]);
    expect(cityNames("5000 NAMUR")).toEqual(["Namur 5000"]);
    expect(cityNames("liege 4000")).toEqual(["Liège 4000"]);
    expect(cityNames("la louviere")).toEqual(["La Louvière 7100"]);
    // A word that matches nothing empties the result.
    const none = searchCatalogue(fr_, "namur zzzz");
    expect(resultCount(none)).toBe(0);
    expect(cityNames("namur 4000")).toEqual([]);
    expect(resultCount(searchCatalogue(fr_, "namur 4000"))).toBe(0);
  });

  it("combines a type and a city: 'appartement namur' finds both", () => {
    const results = searchCatalogue(fr_, "appartement namur");
    expect(results.types.map((type) => type.name)).toEqual(["Appartement"]);
    expect(results.cities.map((city) => city.name)).toEqual(["Namur"]);
    expect(results.properties).toEqual([]);
    const liege = searchCatalogue(fr_, "appartement liège");
    expect(liege.types.map((type) => type.id)).toEqual([2]);
    expect(liege.cities.map((city) => city.name)).toEqual(["Liège"]);
  });

  it("a phrase that names a type does not also list cities that share one of its words", () => {
    const results = searchCatalogue(fr_, "immeuble de rapport");
    expect(results.types.map((type) => type.id)).toEqual([5]);
    expect(results.cities).toEqual([]);
  });

  it("matches types by their name in the page's language", () => {
    expect(typeIds("maison", INDEX.fr)).toEqual([1]);
    expect(typeIds("maison", INDEX.en)).toEqual([]);
    expect(typeIds("house", INDEX.en)).toEqual([1]);
    expect(typeIds("huis", INDEX.nl)).toEqual([1]);
    expect(typeIds("wohnung", INDEX.de)).toEqual([2]);
    expect(typeIds("apartment", INDEX.en)).toEqual([2]);
    expect(typeIds("appart", INDEX.fr)).toEqual([2]);
    expect(typeIds("BATIR", INDEX.fr)).toEqual([4]);
    expect(typeIds("parking", INDEX.fr)).toEqual([7]);
    expect(typeIds("garage/parking", INDEX.fr)).toEqual([7]);
    expect(typeIds("buro", INDEX.de)).toEqual([9]);
    expect(typeIds("garage", INDEX.nl)).toEqual([7]);
  });

  it("keeps the groups bounded and says how many matched", () => {
    // "1": every postcode starting with 1 (Brussels, Brabant), more than the panel shows.
    const results = searchCatalogue(fr_, "1");
    expect(results.cities).toHaveLength(SEARCH_LIMITS.cities);
    expect(results.total.cities).toBeGreaterThan(results.cities.length);
    expect(resultCount(results)).toBe(results.total.types + results.total.cities + results.total.projects + results.total.properties);
    const wider = searchCatalogue(fr_, "1", { types: 9, cities: 100, projects: 5, properties: 100 });
    expect(wider.cities).toHaveLength(results.total.cities);
  });

  it("bounds the query", () => {
    expect(queryWords("a b c d e f g h i j k")).toHaveLength(8);
    expect(queryWords("Namur, 5000;")).toEqual(["namur", "5000"]);
    expect(queryWords("x".repeat(500))[0]).toHaveLength(100);
  });
});

describe("towns under every name, and the project by its name", () => {
  const cities = (text: string, lang: Language) => searchCatalogue(INDEX[lang], text).cities.map((city) => `${city.label} ${city.zip}`);

  it("finds a town by its name in any of the four languages and shows it in the page's language", () => {
    expect(cities("namen", "nl")).toEqual(["Namen 5000"]);
    expect(cities("namur", "nl")).toEqual(["Namen 5000"]);
    expect(cities("namen", "fr")).toEqual(["Namur 5000"]);
    expect(cities("luik", "fr")).toEqual(["Liège 4000"]);
    expect(cities("lüttich", "en")).toEqual(["Liège 4000"]);
    expect(cities("luttich", "de")).toEqual(["Lüttich 4000"]);
    expect(cities("anvers", "nl")).toEqual(["Antwerpen 2000"]);
    expect(cities("antwerpen", "fr")).toEqual(["Anvers 2000"]);
    expect(cities("brussel", "fr")).toEqual(["Bruxelles 1000"]);
    expect(cities("brussels", "de")).toEqual(["Brüssel 1000"]);
    expect(cities("bergen", "fr")).toEqual(["Mons 7000"]);
  });

  it("finds the project by a word of its name, linking to its page", () => {
    const results = searchCatalogue(INDEX.fr, "résidence");
    expect(results.projects.map((project) => project.name)).toEqual(["Résidence Les Jardins de la Dyle"]);
    expect(results.projects[0]!.href).toMatch(/^\/fr\/projects\/wavre\/.+\/4105230\/$/);
    expect(results.projects[0]!.place).toBe("1300 Wavre");
    expect(searchCatalogue(INDEX.nl, "jardins dyle").projects).toHaveLength(1);
    expect(searchCatalogue(INDEX.nl, "residence").projects[0]!.place).toBe("1300 Waver");
    expect(resultCount(searchCatalogue(INDEX.fr, "résidence"))).toBe(1);
  });
});

describe("a catalogue too large to ship", () => {
  it("leaves the properties out of the index, and the search page finds one by its reference on the server", async () => {
    const large = await catalogueInDatabase(scaleCatalogue(catalogue, SEARCH_INDEX_MAX_PROPERTIES * 2));
    const { t } = await i18nFor("fr");
    const index = await searchIndexOf(large, "fr", t);
    expect(index.propertiesOnServer).toBe(true);
    expect(index.properties).toEqual([]);
    // Types, towns and projects stay in the index, counted over the whole catalogue.
    expect(index.totals.forSale + index.totals.forRent).toBeGreaterThan(SEARCH_INDEX_MAX_PROPERTIES / 2);
    const context = { catalogue: { get: async () => large }, site: loadSite() } as unknown as Parameters<typeof searchableIndex>[0];
    const copy = 5_000_000 + catalogue.listings.length + catalogue.listings.indexOf(someListing);
    const sold = catalogue.listings.find((listing) => listing.Status !== "available")!;
    const found = searchCatalogue(await searchableIndex(context, "fr", [String(copy)]), `Réf. ${copy}`);
    expect(found.properties.map((property) => property.id)).toEqual([copy]);
    expect(found.properties[0]!.href).toMatch(new RegExp(`^/fr/.+/${copy}/$`));
    expect(searchCatalogue(await searchableIndex(context, "fr", [String(sold.ID)]), String(sold.ID)).properties).toEqual([]);
  });
});
