/**
 * The property page's view model: sections without empty fields, the display rules of spec §5
 * (price, address, hide-city), the EPC of each region, the Flemish items, sold and rented, SEO
 * and JSON-LD.
 */
import type { TFunction } from "i18next";
import { beforeAll, describe, expect, it } from "vitest";
import snapshot from "../../data/catalogue/snapshot.json" with { type: "json" };
import { summarizeDescription } from "~/belgium/description";
import {
  jsonLdText,
  listingMedia,
  propertyJsonLd,
  propertySections,
  propertyView,
  similarListings,
  similarListingsHref,
  type PropertySection,
  type PropertyView,
} from "~/catalogue/property-view.server";
import type { Catalogue, Listing } from "~/catalogue/schema";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";

const catalogue = snapshot as unknown as Catalogue;
const T = {} as Record<Language, TFunction>;

beforeAll(async () => {
  for (const lang of ["en", "fr", "nl", "de"] as const) T[lang] = (await i18nFor(lang)).t;
});

function listing(id: number, overrides: Partial<Listing> = {}): Listing {
  const found = catalogue.listings.find((candidate) => candidate.ID === id);
  if (!found) throw new Error(`no listing ${id} in the snapshot`);
  return { ...found, ...overrides };
}

/** A copy without the given fields (absent means "no value" in the catalogue). */
function without(item: Listing, ...fields: (keyof Listing)[]): Listing {
  const copy = { ...item } as Record<string, unknown>;
  for (const field of fields) delete copy[field];
  return copy as Listing;
}

const view = (item: Listing, lang: Language = "en", hideCity = false): PropertyView => propertyView(item, { lang, t: T[lang], hideCity });
const sections = (item: Listing, lang: Language = "en", hideCity = false) => propertySections(item, { lang, t: T[lang], hideCity });
const sectionOf = (all: PropertySection[], id: string) => all.find((s) => s.id === id);
const fieldOf = (all: PropertySection[], key: string) => all.flatMap((s) => s.fields).find((f) => f.key === key);
const keysOf = (all: PropertySection[]) => all.flatMap((s) => s.fields.map((f) => f.key));

// Snapshot listings used below.
const TERVUREN_OFFICE = 4209690; // Flanders, price not published, YouTube video
const NAMUR_FLAT = 4211030; // Wallonia, for rent with charges
const MARBELLA_VILLA = 4216246; // Spain
const WAVRE_UNIT_FROM = 4208195; // project unit, PriceUnit 7
const IXELLES_RENTED = 4116760;
const GEMBLOUX_SOLD = 4191543;
const KAPELLE = 4184001;
const LIFE_ANNUITY = 4198762;

const brusselsListing = () => {
  const found = catalogue.listings.find((l) => l.Zip.startsWith("10") && l.EnergyPerformance !== undefined && l.Status === "available");
  if (!found) throw new Error("no Brussels listing with an EPC");
  return found;
};

describe("sections", () => {
  it("leave out a field without a value, and a section without fields", () => {
    const base = listing(NAMUR_FLAT);
    expect(keysOf(sections(base))).toContain("bedrooms");
    const stripped = without(base, "Bedrooms", "Bathrooms", "Toilets", "Parkings", "ShowerRooms", "Garages");
    expect(keysOf(sections(stripped))).not.toContain("bedrooms");
    expect(sectionOf(sections(stripped), "rooms")).toBeUndefined();
    // No life annuity on an ordinary listing; an empty record file is no field either.
    expect(sectionOf(sections(base), "lifeAnnuity")).toBeUndefined();
    expect(keysOf(sections(listing(NAMUR_FLAT, { RecordFile: "" })))).not.toContain("recordFile");
    for (const section of sections(base)) {
      expect(section.fields.length).toBeGreaterThan(0);
      for (const field of section.fields) expect(field.value.trim()).not.toBe("");
    }
  });

  it("show every detail field of the listing it has, with translated labels", () => {
    const item = listing(TERVUREN_OFFICE);
    const all = sections(item, "nl");
    expect(all.map((s) => s.id)).toEqual(["general", "rooms", "surfaces", "energy", "comfort", "planning", "asbestos", "financial"]);
    expect(fieldOf(all, "surfaceOffice")).toMatchObject({ label: "Kantooroppervlakte", value: "355 m²" });
    expect(fieldOf(all, "toilets")).toMatchObject({ label: "Toiletten", value: "3" });
    expect(fieldOf(all, "heating")).toMatchObject({ label: "Verwarming", value: "Warmtepomp" });
    expect(sectionOf(all, "planning")?.title).toBe("Overstromingsrisico en stedenbouw");
  });

  it("write booleans as yes / no, dates day-month-year without padding, euros and numbers in the Belgian-Dutch format", () => {
    const item = listing(NAMUR_FLAT, { Lift: true, Cellar: false, PublishedAt: "2026-03-05T10:00:00Z", SurfaceLiving: 1250.5, Deposit: 2460 });
    const all = sections(item, "fr");
    expect(fieldOf(all, "lift")?.value).toBe("Oui");
    expect(fieldOf(all, "cellar")?.value).toBe("Non");
    expect(fieldOf(all, "publishedAt")?.value).toBe("5-3-2026");
    expect(fieldOf(all, "surfaceLiving")?.value).toBe("1.250,5 m²");
    expect(fieldOf(all, "deposit")?.value).toBe("€\u00a02.460");
    expect(fieldOf(all, "chargesRenter")?.value).toBe("€\u00a0135 par mois");
    // Years are years, not thousands.
    expect(fieldOf(all, "constructionYear")?.value).toBe("1902");
  });

  it("translates known catalogue texts and marks the others as French", () => {
    const known = sections(listing(NAMUR_FLAT, { Heating: "Mazout", Kitchen: "Équipée avec îlot" }), "de");
    expect(fieldOf(known, "heating")).toEqual({ key: "heating", label: "Heizung", value: "Heizöl" });
    expect(fieldOf(known, "kitchen")?.value).toBe("Eingerichtet, mit Kochinsel");
    const unknown = sections(listing(NAMUR_FLAT, { Heating: "Géothermie" }), "de");
    expect(fieldOf(unknown, "heating")).toMatchObject({ value: "Géothermie", valueLang: "fr" });
    expect(fieldOf(sections(listing(NAMUR_FLAT, { Heating: "Géothermie" }), "fr"), "heating")?.valueLang).toBeUndefined();
  });

  it("spell out façades, the ground floor and the life annuity", () => {
    const all = sections(listing(NAMUR_FLAT, { Facades: 3, Floor: 0 }));
    expect(fieldOf(all, "facades")?.value).toBe("Semi-detached (3 façades)");
    expect(fieldOf(all, "floor")?.value).toBe("Ground floor");
    const annuity = sections(listing(LIFE_ANNUITY, { LifeAnnuityAges: [78, 81] }));
    expect(sectionOf(annuity, "lifeAnnuity")?.fields.map((f) => f.key)).toEqual(["lifeAnnuityBouquet", "lifeAnnuityMonthly", "lifeAnnuityAges"]);
    expect(fieldOf(annuity, "lifeAnnuityAges")?.value).toBe("78 and 81 years old");
  });
});

describe("display rules (spec §5)", () => {
  it("shows the price only if PublishPrice, else 'Price on request', and hides the amounts that reveal it", () => {
    const hidden = listing(TERVUREN_OFFICE, { PublishPrice: false, RegistrationRights: 108600, NotaryFees: 12160, VAT: 1000, AgencyCost: 5000 });
    expect(view(hidden).price).toBe("Price on request");
    const all = sections(hidden);
    expect(fieldOf(all, "price")?.value).toBe("Price on request");
    expect(keysOf(all)).not.toContain("registrationRights");
    expect(keysOf(all)).not.toContain("notaryFees");
    expect(keysOf(all)).not.toContain("vat");
    expect(fieldOf(all, "agencyCost")).toMatchObject({ label: "Agency fee (VAT included)", value: "€\u00a05.000" });

    const shown = listing(TERVUREN_OFFICE, { PublishPrice: true, Price: 905000, RegistrationRights: 108600 });
    expect(view(shown).price).toBe("€\u00a0905.000");
    expect(fieldOf(sections(shown), "registrationRights")?.value).toBe("€\u00a0108.600");
  });

  it("says 'starting from' for PriceUnit 7", () => {
    expect(view(listing(WAVRE_UNIT_FROM), "en").price).toBe("from €\u00a0350.000");
    expect(view(listing(WAVRE_UNIT_FROM), "fr").price).toBe("à partir de €\u00a0350.000");
    expect(view(listing(WAVRE_UNIT_FROM, { PriceUnit: 1 }), "en").price).toBe("€\u00a0350.000");
  });

  it("shows a rent per month together with its common charges", () => {
    expect(view(listing(NAMUR_FLAT), "en").price).toBe("€\u00a0820 per month + €\u00a0135 charges");
    expect(fieldOf(sections(listing(NAMUR_FLAT)), "rent")).toMatchObject({ label: "Monthly rent", value: "€\u00a0820 per month + €\u00a0135 charges" });
    expect(view(without(listing(NAMUR_FLAT), "ChargesRenter"), "en").price).toBe("€\u00a0820 per month");
  });

  it("shows the street only if PublishAddress, otherwise postcode and city", () => {
    const published = view(listing(NAMUR_FLAT, { PublishAddress: true }), "fr");
    expect(published.address).toEqual({ street: "Rue de la Chapelle 134 bte 18", locality: "5000 Namur", full: "Rue de la Chapelle 134 bte 18, 5000 Namur" });
    const hidden = view(listing(NAMUR_FLAT, { PublishAddress: false }), "fr");
    expect(hidden.address).toEqual({ street: null, locality: "5000 Namur", full: "5000 Namur" });
    expect(keysOf(sections(listing(NAMUR_FLAT, { PublishAddress: false })))).not.toContain("address");
    expect(view(listing(NAMUR_FLAT, { BoxNr: "" }), "nl").address.street).toBe("Rue de la Chapelle 134");
    expect(view(listing(NAMUR_FLAT), "nl").address.street).toBe("Rue de la Chapelle 134 bus 18");
  });

  it("blanks the city with the hide-city option: address, title, fields and JSON-LD", () => {
    const item = listing(NAMUR_FLAT, { TypeDescription: "" });
    const hidden = view(item, "en", true);
    expect(hidden.address.locality).toBe("5000");
    expect(hidden.address.full).toBe("Rue de la Chapelle 134 box 18, 5000");
    expect(hidden.heading).toBe("Apartment for rent");
    expect(hidden.seo.title).toBe("Apartment for rent");
    expect(keysOf(sections(item, "en", true))).not.toContain("city");
    const ld = propertyJsonLd(item, hidden, "https://example.be/en/x/", "https://example.be", true) as { offers: { itemOffered: { address: Record<string, string>; geo?: unknown } } };
    expect(ld.offers.itemOffered.address.addressLocality).toBeUndefined();
    expect(ld.offers.itemOffered.geo).toBeUndefined();
    expect(view(item, "en", false).heading).toBe("Apartment for rent in Namur");
  });

  it("title-cases the city and adds the country outside Belgium", () => {
    expect(view(listing(KAPELLE), "en").address.locality).toMatch(/ Kapelle-op-den-Bos$/);
    expect(view(listing(KAPELLE, { TypeDescription: "" }), "nl").heading).toContain("Kapelle-op-den-Bos");
    const spain = view(listing(MARBELLA_VILLA), "en");
    expect(spain.address.locality).toBe("Marbella (Spain)");
    expect(spain.heading).toBe("House for sale in Marbella (Spain)");
    expect(view(listing(MARBELLA_VILLA), "fr").address.locality).toBe("Marbella (Espagne)");
    expect(fieldOf(sections(listing(MARBELLA_VILLA), "de"), "country")?.value).toBe("Spanien");
    expect(keysOf(sections(listing(NAMUR_FLAT)))).not.toContain("country");
  });

  it("uses the catalogue headline as the French title and as a subtitle in other languages", () => {
    const item = listing(NAMUR_FLAT);
    expect(view(item, "fr").heading).toBe(item.TypeDescription);
    expect(view(item, "fr").subtitle).toBeNull();
    expect(view(item, "en").heading).toBe("Apartment for rent in Namur");
    expect(view(item, "en").subtitle).toEqual({ text: item.TypeDescription, lang: "fr" });
  });
});

describe("EPC per region", () => {
  it("Flanders: the label image of the Flemish scale, the energy score and the unique code first", () => {
    const item = listing(TERVUREN_OFFICE);
    const v = view(item, "en");
    expect(v.epc).toMatchObject({ region: "flanders", label: "f", image: "/images/epc/flanders/f.png", alt: "EPC label F (Flanders)", missing: [] });
    const energy = sectionOf(sections(item), "energy")!;
    expect(energy.fields.slice(0, 2).map((f) => f.key)).toEqual(["energyScore", "uniqueCode"]);
    expect(energy.fields[0]!.value).toBe("628 kWh/m² per year");
    expect(energy.fields[1]!.value).toBe("20190710-0002545523-NRES-1");
    expect(view(listing(TERVUREN_OFFICE, { EnergyPerformance: 100 })).epc?.image).toBe("/images/epc/flanders/a.png");
    expect(view(listing(TERVUREN_OFFICE, { EnergyPerformance: -5 })).epc?.image).toBe("/images/epc/flanders/a_plus.png");
  });

  it("Brussels: class and CO₂ first, on the Brussels scale (f_sub 323–345)", () => {
    const item = listing(brusselsListing().ID, { EnergyPerformance: 330, EPCCO2: 64 });
    const v = view(item, "en");
    expect(v.epc).toMatchObject({ region: "brussels", label: "f_sub", labelText: "F-", image: "/images/epc/brussels/f_sub.png" });
    const energy = sectionOf(sections(item), "energy")!;
    expect(energy.fields.slice(0, 2)).toEqual([
      { key: "epcLabel", label: "Energy class", value: "F-" },
      { key: "co2", label: "CO₂ emissions", value: "64 kg CO₂/m² per year" },
    ]);
    expect(view(listing(item.ID, { EnergyPerformance: 346 })).epc?.image).toBe("/images/epc/brussels/g.png");
    expect(view(listing(item.ID, { EnergyPerformance: 322 })).epc?.image).toBe("/images/epc/brussels/f.png");
  });

  it("Wallonia: class, kWh/m² per year and total kWh per year first", () => {
    const item = listing(NAMUR_FLAT);
    expect(view(item).epc).toMatchObject({ region: "wallonia", image: "/images/epc/wallonia/f.png" });
    const energy = sectionOf(sections(item), "energy")!;
    expect(energy.fields.slice(0, 3).map((f) => [f.key, f.value])).toEqual([
      ["epcLabel", "F"],
      ["energyScore", "458 kWh/m² per year"],
      ["totalEnergy", "61.097 kWh per year"],
    ]);
    expect(view(listing(NAMUR_FLAT, { EnergyPerformance: -1 })).epc?.image).toBe("/images/epc/wallonia/a_plusplus.png");
    expect(view(listing(NAMUR_FLAT, { EnergyPerformance: 510.5 })).epc?.image).toBe("/images/epc/wallonia/g.png");
  });

  it("names a missing required figure and shows no EPC outside Belgium or without figures", () => {
    expect(view(without(listing(NAMUR_FLAT), "EPCTotal")).epc?.missing).toEqual(["totalEnergy"]);
    expect(view(listing(MARBELLA_VILLA)).epc).toBeNull();
    expect(sectionOf(sections(listing(MARBELLA_VILLA)), "energy")).toBeUndefined();
    const land = without(listing(NAMUR_FLAT), "EnergyPerformance", "EPCLabelText", "EPCTotal", "EPCValidUntil", "EPCCO2", "EPCUniqueCode");
    expect(view(land).epc).toBeNull();
    expect(sectionOf(sections(land), "energy")).toBeUndefined();
  });
});

describe("Flemish flood risk and urban planning", () => {
  it("shows the P-score and G-score and the five urban-planning items spelled out, in order", () => {
    const item = listing(TERVUREN_OFFICE, { FloodRiskPlotScore: "B", FloodRiskBuildingScore: "C", Summons: true });
    const planning = sectionOf(sections(item, "en"), "planning")!;
    expect(planning.fields.map((f) => [f.label, f.value])).toEqual([
      ["Located in a flood-prone area", "No"],
      ["P-score: flood risk of the plot", "B (from A, the lowest risk, to D, the highest)"],
      ["G-score: flood risk of the building", "C (from A, the lowest risk, to D, the highest)"],
      ["Building permit granted", "Yes"],
      ["Zoning designation", "Residential area of rural character"],
      ["Summons for an urban-planning offence", "Yes"],
      ["Judicial or administrative measure imposed", "No"],
      ["Pre-emption right", "No"],
      ["Subdivision permit", "No"],
    ]);
    const nl = sectionOf(sections(item, "nl"), "planning")!.fields.map((f) => f.label);
    expect(nl).toEqual(
      expect.arrayContaining(["Stedenbouwkundige vergunning verleend", "Stedenbouwkundige bestemming", "Voorkooprecht", "Verkavelingsvergunning"]),
    );
    // Never abbreviated.
    for (const lang of ["en", "nl", "fr", "de"] as const) {
      for (const field of sectionOf(sections(item, lang), "planning")!.fields) expect(field.label).not.toMatch(/\b(Vg|Stvg|Vkr|Gvkr|Dv|Vv|Gpp)\b/);
    }
  });

  it("leaves the section out of a listing without those items", () => {
    expect(sectionOf(sections(listing(NAMUR_FLAT)), "planning")).toBeUndefined();
  });
});

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
});

describe("SEO and JSON-LD", () => {
  it("describes the page with the §9 summary and the first picture at 1360 px", () => {
    const item = listing(NAMUR_FLAT);
    const v = view(item, "fr");
    expect(v.seo.description).toBe(summarizeDescription(item.Description));
    expect(v.seo.description.length).toBeLessThanOrEqual(250);
    expect(v.seo.image).toBe(`${item.Pictures[0]!.Url}?w=1360`);
    expect(v.seo.title).toBe(`${item.TypeDescription} – Namur`);
    expect(v.description.paragraphs.join(" ")).toBe(item.Description);
  });

  it("is a RealEstateListing whose Offer offers the residence with its address and price", () => {
    const item = listing(NAMUR_FLAT);
    const v = view(item, "en");
    const ld = propertyJsonLd(item, v, "https://example.be/en/for-rent/namur/x/4211030/", "https://example.be", false) as Record<string, any>;
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("RealEstateListing");
    expect(ld.url).toBe("https://example.be/en/for-rent/namur/x/4211030/");
    expect(ld.image[0]).toBe(`https://example.be${item.Pictures[0]!.Url}?w=1360`);
    expect(ld.offers).toMatchObject({
      "@type": "Offer",
      price: 820,
      priceCurrency: "EUR",
      availability: "https://schema.org/InStock",
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
    });
    expect(ld.offers.itemOffered).toMatchObject({
      "@type": "Apartment",
      numberOfRooms: 2,
      floorSize: { "@type": "QuantitativeValue", value: 116, unitCode: "MTK" },
      address: { "@type": "PostalAddress", streetAddress: "Rue de la Chapelle 134 box 18", postalCode: "5000", addressLocality: "Namur", addressCountry: "BE" },
    });
  });

  it("leaves out the street and the price where they are not published", () => {
    const item = listing(TERVUREN_OFFICE, { PublishAddress: false, PublishPrice: false });
    const ld = propertyJsonLd(item, view(item), "https://e.be/x/", "https://e.be", false) as Record<string, any>;
    expect(ld.offers.price).toBeUndefined();
    expect(ld.offers.priceCurrency).toBeUndefined();
    expect(ld.offers.businessFunction).toBe("http://purl.org/goodrelations/v1#Sell");
    expect(ld.offers.itemOffered.address.streetAddress).toBeUndefined();
    expect(ld.offers.itemOffered["@type"]).toBe("Place");
  });

  it("escapes < so that no text closes the script element", () => {
    const text = jsonLdText({ name: "</script><script>alert(1)</script>" });
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script>" });
  });
});

describe("videos and 3D tours", () => {
  it("recognises them and offers each as a link, with an embed only for hosts the CSP allows", () => {
    const media = listingMedia(
      {
        Videos: [
          "https://youtu.be/Klvy04Q11Ad",
          "https://vimeo.com/151358490",
          "https://fb.watch/ubEkmGn2Qy/",
          "https://www.immo-meuse-sambre.be/videos/visite.mp4",
          "https://example.com/not-a-video",
        ],
        VirtualTour: "https://visite.tvl.be/rwl70naz",
      },
      "Flat",
      T.en,
    );
    expect(media.map((m) => [m.kind, m.href, m.embed])).toEqual([
      ["youtube", "https://www.youtube.com/watch?v=Klvy04Q11Ad", "https://www.youtube-nocookie.com/embed/Klvy04Q11Ad?autoplay=1"],
      ["vimeo", "https://vimeo.com/151358490", "https://player.vimeo.com/video/151358490?autoplay=1"],
      ["facebook", "https://fb.watch/ubEkmGn2Qy/", `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent("https://fb.watch/ubEkmGn2Qy/")}&show_text=false`],
      ["file", "https://www.immo-meuse-sambre.be/videos/visite.mp4", "https://www.immo-meuse-sambre.be/videos/visite.mp4"],
      ["tour", "https://visite.tvl.be/rwl70naz", "https://visite.tvl.be/rwl70naz"],
    ]);
    expect(media[0]).toMatchObject({ label: "Watch the video on YouTube", title: "Video of the property: Flat" });
    expect(media[4]).toMatchObject({ label: "Take the 3D virtual tour (TVL)", title: "3D virtual tour: Flat" });
  });

  it("offers only the link for a tour host outside the CSP or a plain-http file", () => {
    const media = listingMedia({ Videos: ["http://example.be/v.mp4"], VirtualTour: "https://tour.tvl.nl/abc" }, "Flat", T.en);
    expect(media.map((m) => [m.kind, m.embed])).toEqual([
      ["file", null],
      ["tour", null],
    ]);
  });
});
