/** The home page's loader: the header.showSearchBlock setting and the agency's structured data (issue 6 §3, §4). */
import { readFileSync } from "node:fs";
import type { AppLoadContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { catalogueSchema } from "~/catalogue/schema";
import { loader } from "~/routes/home";
import { loadSite, type Site } from "~/site/site.server";
import { catalogueInDatabase } from "./catalogue-in-database";

const catalogue = await catalogueInDatabase(catalogueSchema.parse(JSON.parse(readFileSync("data/catalogue/snapshot.json", "utf8"))));
const site = loadSite();

async function home(header: Partial<Site["config"]["header"]> = {}) {
  const context = {
    env: { PUBLIC_URL: "https://www.immo-meuse-sambre.be" },
    site: { ...site, config: { ...site.config, header: { ...site.config.header, ...header } } },
    catalogue: { get: async () => catalogue },
  } as unknown as AppLoadContext;
  return (await loader({ request: new Request("http://localhost/fr/"), context, params: {} })) as Awaited<ReturnType<typeof loader>>;
}

describe("home", () => {
  it("shows the search block when header.showSearchBlock is on, and not when it is off", async () => {
    expect((await home({ showSearchBlock: true })).search).toMatchObject({ lang: "fr", showSearchInput: true });
    expect((await home({ showSearchBlock: false })).search).toBeNull();
  });

  it("describes the agency as a RealEstateAgent from data/site/site.json", async () => {
    const agent = JSON.parse((await home()).organization) as Record<string, unknown>;
    expect(agent).toMatchObject({
      "@context": "https://schema.org",
      "@type": "RealEstateAgent",
      name: "Immo Meuse & Sambre",
      legalName: "Immo Meuse & Sambre SRL",
      url: "https://www.immo-meuse-sambre.be/fr/",
      logo: "https://www.immo-meuse-sambre.be/logo.svg",
      image: "https://www.immo-meuse-sambre.be/media/banner-namur.jpg?w=1360",
      telephone: "+3281223344",
      email: "info@immo-meuse-sambre.be",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Rue de Fer 42",
        postalCode: "5000",
        addressLocality: "Namur",
        addressCountry: "BE",
      },
      geo: { "@type": "GeoCoordinates", latitude: 50.4656, longitude: 4.8651 },
      sameAs: ["https://www.facebook.com/immomeusesambre", "https://www.instagram.com/immomeusesambre"],
    });
  });
});
