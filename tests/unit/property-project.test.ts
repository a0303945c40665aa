/** The project page's view model, and the embed hosts kept in step with the server's CSP. */
import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import snapshot from "../../data/catalogue/snapshot.json" with { type: "json" };
import { projectCategories, projectPriceRange, projectView } from "~/catalogue/project-view";
import type { Catalogue, Project } from "~/catalogue/schema";
import { canFrame, canPlayFile } from "~/media/embed";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { catalogueInDatabase } from "./catalogue-in-database";

const catalogue = await catalogueInDatabase(snapshot as unknown as Catalogue);
const project = catalogue.projects[0]!;
const T = {} as Record<Language, TFunction>;

beforeAll(async () => {
  for (const lang of ["en", "fr", "nl", "de"] as const) T[lang] = (await i18nFor(lang)).t;
});

describe("project view", () => {
  it("lists the 8 available units of the Wavre project, cheapest first, linking to their unit pages", async () => {
    const view = await projectView(project, catalogue, { lang: "fr", t: T.fr, hideCity: false });
    expect(view.units).toHaveLength(8);
    const prices = (await catalogue.listings.projectUnits(project.ID)).map((unit) => unit.Price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const unit of view.units) {
      expect(unit.href).toMatch(new RegExp(`^/fr/projects/wavre/residence-les-jardins-de-la-dyle/${project.ID}/[a-z0-9-]+/${unit.id}/$`));
    }
  });

  it("has a title of its own in each language, naming the town in that language, as its address does", async () => {
    const titles = await Promise.all(
      (["nl", "fr", "en", "de"] as const).map(
        async (lang) => (await projectView(project, catalogue, { lang, t: T[lang], hideCity: false })).seo.title,
      ),
    );
    expect(titles).toEqual([
      "Résidence Les Jardins de la Dyle – nieuwbouwproject in Waver",
      "Résidence Les Jardins de la Dyle – projet neuf à Wavre",
      "Résidence Les Jardins de la Dyle – new-build project in Wavre",
      "Résidence Les Jardins de la Dyle – Neubauprojekt in Wavre",
    ]);
    expect((await projectView(project, catalogue, { lang: "nl", t: T.nl, hideCity: false })).address.locality).toBe("1300 Waver");
  });

  it("is described in the page's language: the agency's French summary in French, the facts elsewhere", async () => {
    expect((await projectView(project, catalogue, { lang: "en", t: T.en, hideCity: false })).seo.description).toBe(
      "Résidence Les Jardins de la Dyle – new-build project in Wavre. From €\u00a0264.000 to €\u00a0381.000. 8 units available.",
    );
    expect((await projectView(project, catalogue, { lang: "fr", t: T.fr, hideCity: false })).seo.description).toMatch(
      /^Les Jardins de la Dyle est une résidence neuve/,
    );
  });

  it("leaves out sold units", async () => {
    const first = (await catalogue.listings.projectUnits(project.ID))[0]!;
    const original = snapshot as unknown as Catalogue;
    const changed = await catalogueInDatabase({
      ...original,
      listings: original.listings.map((l) => (l.ID === first.ID ? { ...l, Status: "sold" as const } : l)),
    });
    expect(await changed.listings.projectUnits(project.ID)).toHaveLength(7);
  });

  it("shows the price range from PriceMin to PriceMax", async () => {
    expect(projectPriceRange(project, T.en)).toBe("From €\u00a0264.000 to €\u00a0381.000");
    expect(projectPriceRange(project, T.fr)).toBe("De €\u00a0264.000 à €\u00a0381.000");
    // One unit, or units at one price: that price, not "from".
    for (const lang of ["nl", "fr", "en", "de"] as const)
      expect(projectPriceRange({ PriceMin: 272000, PriceMax: 272000 }, T[lang])).toBe("€\u00a0272.000");
  });

  it("counts its units by type as each language does: 8 appartements, 8 Wohnungen", async () => {
    expect(projectCategories(project, T.fr)).toEqual([{ webId: 2, name: "Appartement", count: 8, text: "8 appartements" }]);
    expect(projectCategories(project, T.nl)[0]!.text).toBe("8 appartementen");
    expect(projectCategories(project, T.en)[0]).toMatchObject({ name: "Apartment", count: 8, text: "8 apartments" });
    expect(projectCategories(project, T.de)[0]!.text).toBe("8 Wohnungen");
    expect(projectCategories({ WebID: "2,3", WebIDName: "Appartement (6), Studio (2)" }, T.de).map((c) => c.text)).toEqual([
      "6 Wohnungen",
      "2 Studios",
    ]);
    // Ids that do not line up with the labels: the labels as written.
    expect(projectCategories({ WebID: "2", WebIDName: "Appartement (6), Penthouse (2)" }, T.en).map((c) => c.text)).toEqual([
      "Appartement: 6",
      "Penthouse: 2",
    ]);
  });

  it("says one unit of every type in the singular and several in the plural, in the four languages", () => {
    // One line per language: the nine types in the catalogue's order (web ids 1-9), "1 …" then "8 …".
    const expected: Record<Language, string[]> = {
      fr: [
        "1 maison / 8 maisons",
        "1 appartement / 8 appartements",
        "1 studio / 8 studios",
        "1 terrain à bâtir / 8 terrains à bâtir",
        "1 immeuble de rapport / 8 immeubles de rapport",
        "1 commerce / 8 commerces",
        "1 garage ou parking / 8 garages ou parkings",
        "1 bâtiment industriel / 8 bâtiments industriels",
        "1 bureau / 8 bureaux",
      ],
      nl: [
        "1 huis / 8 huizen",
        "1 appartement / 8 appartementen",
        "1 studio / 8 studio's",
        "1 bouwgrond / 8 bouwgronden",
        "1 opbrengsteigendom / 8 opbrengsteigendommen",
        "1 handelspand / 8 handelspanden",
        "1 garage of parkeerplaats / 8 garages of parkeerplaatsen",
        "1 industrieel pand / 8 industriële panden",
        "1 kantoor / 8 kantoren",
      ],
      en: [
        "1 house / 8 houses",
        "1 apartment / 8 apartments",
        "1 studio / 8 studios",
        "1 building plot / 8 building plots",
        "1 investment property / 8 investment properties",
        "1 commercial unit / 8 commercial units",
        "1 garage or parking space / 8 garages or parking spaces",
        "1 industrial building / 8 industrial buildings",
        "1 office / 8 offices",
      ],
      de: [
        "1 Haus / 8 Häuser",
        "1 Wohnung / 8 Wohnungen",
        "1 Studio / 8 Studios",
        "1 Baugrundstück / 8 Baugrundstücke",
        "1 Renditeobjekt / 8 Renditeobjekte",
        "1 Gewerbefläche / 8 Gewerbeflächen",
        "1 Garage oder Stellplatz / 8 Garagen oder Stellplätze",
        "1 Industriegebäude / 8 Industriegebäude",
        "1 Büro / 8 Büros",
      ],
    };
    const shown = (lang: Language, webId: number) =>
      [1, 8].map((count) => projectCategories({ WebID: String(webId), WebIDName: `Type (${count})` }, T[lang])[0]!.text).join(" / ");
    for (const lang of ["fr", "nl", "en", "de"] as const)
      expect(
        [1, 2, 3, 4, 5, 6, 7, 8, 9].map((webId) => shown(lang, webId)),
        lang,
      ).toEqual(expected[lang]);
  });

  it("follows PublicAddress and the hide-city option", async () => {
    const published = await projectView(project, catalogue, { lang: "fr", t: T.fr, hideCity: false });
    expect(published.address.full).toBe("Chaussée de Bruxelles 214, 1300 Wavre");
    const unpublished: Project = { ...project, PublicAddress: false };
    expect((await projectView(unpublished, catalogue, { lang: "fr", t: T.fr, hideCity: false })).address.full).toBe("1300 Wavre");
    const hidden = await projectView(unpublished, catalogue, { lang: "fr", t: T.fr, hideCity: true });
    expect(hidden.address.full).toBe("1300");
    expect(hidden.seo.title).toBe(project.Name);
  });

  it("has its SEO texts, delivery date and pictures", async () => {
    const view = await projectView(project, catalogue, { lang: "en", t: T.en, hideCity: false });
    expect(view.seo.title).toBe("Résidence Les Jardins de la Dyle – new-build project in Wavre");
    expect(view.seo.description.length).toBeLessThanOrEqual(250);
    expect(view.seo.image).toBe("/media/projet-wavre-01.jpg?w=1360");
    expect(view.delivery).toBe("30-4-2027");
    expect(view.pictures).toHaveLength(project.Pictures.length);
    expect(view.pictures[0]!.alt).toBe("Résidence Les Jardins de la Dyle, photo 1 of 6");
  });
});

describe("embeds (server.ts builds its CSP frame-src from the same list)", () => {
  it("frames only the listed hosts over https", async () => {
    expect(canFrame("https://www.youtube-nocookie.com/embed/abc?autoplay=1")).toBe(true);
    expect(canFrame("https://www.youtube.com/embed/abc")).toBe(false);
    expect(canFrame("https://player.vimeo.com/video/1")).toBe(true);
    expect(canFrame("https://my.matterport.com/show/?m=x")).toBe(true);
    expect(canFrame("https://visite.tvl.be/x")).toBe(true);
    expect(canFrame("https://app.yisual.com/tour/1")).toBe(true);
    expect(canFrame("https://tour.tvl.nl/x")).toBe(false);
    expect(canFrame("https://evilmatterport.com/x")).toBe(false);
    expect(canFrame("http://my.matterport.com/x")).toBe(false);
    expect(canFrame("not a url")).toBe(false);
    expect(canPlayFile("https://cdn.example.be/v.mp4")).toBe(true);
    expect(canPlayFile("http://cdn.example.be/v.mp4")).toBe(false);
  });
});
