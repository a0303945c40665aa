/** Builds the whole catalogue (listings, the Wavre project, categories, city lists, neighbourhood) from the seeded PRNG. */
import { type Catalogue, type CityEntry, type Listing, MAIN_TYPE_BY_WEB_ID, type Project } from "~/catalogue/schema";
import { goalKind, type DocumentKind } from "~/catalogue/codes";
import { CATEGORY_ORDER } from "./categories";
import { type Ctx, describe, headline, LONG_HEADLINES } from "./descriptions";
import { alignSurfaces, completeNamed, fillDetails, fillEpc, fillFlemish, fillMoney } from "./details";
import { BELGIUM_COUNTRY_ID, LUXEMBOURG_COUNTRY_ID, SPAIN_COUNTRY_ID } from "~/belgium/country";
import { regionOfPostcode, type Region } from "~/belgium/regions";
import { buildPool, choosePictures, PictureIds, type PoolPicture, smallOf, toPicture } from "./pictures";
import { monthlyRent, planListings, salePrice, videoLinks, virtualTours } from "./plan";
import { Rng, round } from "./rng";
import { floorText, frNum, ORIENTATIONS, STREETS_ES, STREETS_FR, STREETS_NL } from "./texts";
import { dutchTexts } from "./dutch";

/** The snapshot's date: fixed, so that regenerating changes nothing. */
const GENERATED_AT = "2026-03-01T06:00:00Z";

const PROJECT_ID = 4_105_230;

/** The seed of the shipped snapshot; another seed gives another catalogue of the same kind (the tests use a few). */
const SNAPSHOT_SEED = 20_260_301;

export function buildCatalogue(seed = SNAPSHOT_SEED): { catalogue: Catalogue; poolUsed: PoolPicture[] } {
  const rng = new Rng(seed);
  // Values the headlines' words call for (the year of a renovation…) come from a sequence of their
  // own, so that adding them leaves every other draw, and so every other listing, as it was.
  const more = new Rng(seed + 1);
  const pool = buildPool();
  const ids = new PictureIds(new Rng(77));
  const plans = planListings(rng);

  // Published dates: 2025-01-06 … 2026-02-26, sorted later to assign ascending IDs.
  const start = Date.UTC(2025, 0, 6, 8, 0, 0);
  const end = Date.UTC(2026, 1, 26, 17, 0, 0);

  const listings: Listing[] = [];
  const longHeadlineAt = new Map<number, (typeof LONG_HEADLINES)[number]>();
  const emptyHeadlineAt = new Set<number>();
  // choose indices for long and empty headlines among ordinary listings; each long headline goes
  // to a drawn listing of its type (a house's to a house)
  const ordinary = plans.map((p, i) => ({ p, i })).filter(({ p }) => p.city && p.projectUnit === undefined && !p.viager);
  const unusedLong = [...LONG_HEADLINES];
  for (const { p, i } of rng.sample(
    ordinary.filter(({ p }) => p.goal === 0 && (p.webId === 1 || p.webId === 2)),
    3,
  )) {
    const k = unusedLong.findIndex((h) => h.webId === p.webId);
    if (k >= 0) longHeadlineAt.set(i, unusedLong.splice(k, 1)[0]!);
  }
  for (const { i } of rng.sample(
    ordinary.filter(({ i }) => !longHeadlineAt.has(i)),
    4,
  ))
    emptyHeadlineAt.add(i);

  const publishedTimes = plans.map(() => start + Math.floor((rng.float() * (end - start)) / 60_000) * 60_000);
  // Sort indices by date; IDs increase with publication date.
  const order = plans.map((_, i) => i).sort((a, b) => publishedTimes[a]! - publishedTimes[b]! || a - b);
  const listingIds = new Array<number>(plans.length);
  let nextId = 4_012_387;
  for (const i of order) {
    nextId += rng.int(40, 1900);
    listingIds[i] = nextId;
  }
  const recordSeq = { 0: 100, 1: 40 };
  const videoTargets = rng.sample(
    plans.map((p, i) => ({ p, i })).filter(({ p }) => p.webId !== 7 && p.webId !== 4 && p.status === "available"),
    10,
  );
  const videos = new Map<number, string[]>();
  videoLinks(
    rng,
    videoTargets.map((t) => listingIds[t.i]!),
  ).forEach((v, k) => videos.set(videoTargets[k]!.i, v));
  const tourTargets = rng.sample(
    plans
      .map((p, i) => ({ p, i }))
      .filter(({ p }) => (p.webId === 1 || p.webId === 2) && p.status === "available" && !videos.has(plans.indexOf(p))),
    5,
  );
  const tours = new Map<number, string>();
  virtualTours(rng).forEach((t, k) => tours.set(tourTargets[k]!.i, t));

  plans.forEach((plan, i) => {
    const c = plan.city;
    const region: Region | "spain" = c ? regionOfPostcode(c.zip)! : "spain";
    const cityName = c ? c.name : plan.spanish!.name;
    const l: Partial<Listing> = {};
    const ctx: Ctx = {
      rng,
      plan,
      region,
      cityName,
      city: c,
      l,
      orientation: rng.pick(ORIENTATIONS),
      variant: rng.int(0, 5),
      named: new Set(),
    };
    fillDetails(ctx);

    const premium = c ? c.premium : 0.2;
    let price: number;
    if (plan.spanish) {
      price = plan.webId === 1 ? rng.pick([1_150_000, 695_000]) : round(rng.range(165_000, 395_000), 5000);
      if (plan.spanish.name === "Marbella") price = 1_150_000;
      if (plan.spanish.name === "Jávea") price = 695_000;
    } else if (plan.projectUnit !== undefined) {
      const bed = l.Bedrooms ?? 2;
      price = round(205_000 + bed * 55_000 + (l.Floor ?? 0) * 7_500 + rng.int(0, 12) * 1000, 1000);
    } else if (plan.viager) {
      price = round(rng.range(65_000, 120_000), 2500); // the bouquet
    } else {
      price = plan.goal === 0 ? salePrice(rng, plan, region as Region, premium) : monthlyRent(rng, plan, region as Region, premium);
    }
    l.Price = price;
    alignSurfaces(rng, plan, l);

    fillEpc(ctx);
    fillFlemish(ctx);
    fillMoney(ctx);
    if (plan.viager) {
      l.LifeAnnuityBouquet = price;
      l.LifeAnnuityMonthly = round(rng.range(650, 1150), 10);
      l.LifeAnnuityAges = rng.chance(0.5) ? [rng.int(76, 86)] : [rng.int(78, 84), rng.int(74, 82)];
    }

    const street = plan.spanish
      ? rng.pick(STREETS_ES)
      : plan.projectUnit !== undefined
        ? "Chaussée de Bruxelles"
        : region === "flanders"
          ? rng.pick(STREETS_NL)
          : rng.pick(STREETS_FR);
    const houseNumber =
      plan.projectUnit !== undefined ? "214" : String(rng.int(1, 180)) + (rng.chance(0.08) ? rng.pick(["A", "B", "bis"]) : "");
    const box =
      plan.projectUnit !== undefined
        ? `${(l.Floor ?? 0) === 0 ? "0" : l.Floor}.${(plan.projectUnit % 2) + 1}`
        : (plan.webId === 2 || plan.webId === 3 || (plan.webId === 9 && l.Floor)) && rng.chance(0.7)
          ? String(rng.pick(["", "b"]) === "b" ? `B${rng.int(1, 24)}` : rng.int(1, 24))
          : "";

    const long = longHeadlineAt.get(i);
    const head = long
      ? long.text
      : emptyHeadlineAt.has(i)
        ? ""
        : plan.projectUnit !== undefined
          ? `Résidence Les Jardins de la Dyle – appartement ${l.Bedrooms} chambre${(l.Bedrooms ?? 0) > 1 ? "s" : ""} au ${floorText(l.Floor ?? 0)}`
          : headline(ctx);
    // The long headlines describe specific properties; align the details with them.
    if (long) {
      Object.assign(l, long.details);
      if (long.orientation) ctx.orientation = long.orientation;
    }

    let description = describe(ctx);
    // After the description's draws: what the headline names goes into the details (see completeNamed).
    completeNamed(l, ctx.named, more);
    if (plan.viager) {
      description = `Vente en viager occupé sur ${l.LifeAnnuityAges!.length === 1 ? `une tête (${l.LifeAnnuityAges![0]} ans)` : `deux têtes (${l.LifeAnnuityAges!.join(" et ")} ans)`} : bouquet de ${frNum(price)} € et rente mensuelle de ${frNum(l.LifeAnnuityMonthly!)} €, indexée. ${description}`;
    }
    if (plan.projectUnit !== undefined) {
      // The project's description promises every unit a terrace or a private garden, a cellar and a parking space.
      l.Cellar = true;
      l.Parkings = Math.max(1, l.Parkings ?? 0);
      if (!l.Terrace && !l.Garden) {
        if ((l.Floor ?? 0) === 0) Object.assign(l, { Garden: true, SurfaceGarden: more.int(35, 90) });
        else Object.assign(l, { Terrace: true, SurfaceTerrace: more.int(8, 18) });
      }
      description = `Appartement neuf de ${l.SurfaceLiving} m² au ${floorText(l.Floor ?? 0)} de la résidence Les Jardins de la Dyle, à 800 m du centre de Wavre. Il comprend un séjour ouvert sur une cuisine ${(l.Kitchen ?? "équipée").toLowerCase()}, ${l.Bedrooms} chambre${(l.Bedrooms ?? 0) > 1 ? "s" : ""}, une salle de bains et ${l.Terrace ? `une terrasse de ${l.SurfaceTerrace} m²` : `un jardin privatif de ${l.SurfaceGarden} m²`}. Pompe à chaleur, triple vitrage et panneaux photovoltaïques : PEB ${l.EPCLabelText}. Livraison prévue au printemps 2027 ; TVA de 21 % sur la construction (6 % possible sous conditions).`;
    }

    const chosen = choosePictures(rng, pool, plan, l);
    const pictures = chosen.map((p) => toPicture(p, ids.take()));

    const marquee =
      plan.projectUnit !== undefined
        ? 1
        : (rng.weighted([
            [1, 52],
            [2, 10],
            [3, 14],
            [4, 24],
          ] as const) as 1 | 2 | 3 | 4);
    const webIds =
      plan.webId === 3 && rng.chance(0.5)
        ? "3,2"
        : plan.webId === 5 && rng.chance(0.5)
          ? "5,1"
          : plan.webId === 6 && rng.chance(0.3)
            ? "6,9"
            : String(plan.webId);
    // A rent is per month; a price, a project unit's included, is the price of that one property (never "from").
    const priceUnit = plan.goal === 1 ? 2 : 1;
    const goal = plan.goal;
    const rf =
      plan.projectUnit !== undefined
        ? `PRJ-WAV-${String(plan.projectUnit + 1).padStart(2, "0")}`
        : rng.chance(0.1)
          ? ""
          : `${goal === 0 ? "VEN" : "LOC"}-${new Date(publishedTimes[i]!).getUTCFullYear()}-${String((recordSeq[goal] += rng.int(1, 6))).padStart(4, "0")}`;

    const cLat = c ? c.lat : plan.spanish!.lat;
    const cLon = c ? c.lon : plan.spanish!.lon;
    const spread = c?.kind === "rural" ? 0.02 : 0.012;

    const listing: Listing = {
      ID: listingIds[i]!,
      Goal: goal,
      City: cityName,
      TypeDescription: head,
      Zip: c ? c.zip : "",
      WebID: plan.webId,
      WebIDs: webIds,
      MainTypeName: MAIN_TYPE_BY_WEB_ID[plan.webId],
      language: "fr",
      RecordFile: rf,
      ...(plan.projectUnit !== undefined ? { ProjectID: PROJECT_ID } : {}),
      Marquee: marquee,
      SmallPictureItem: smallOf(pictures[0]!),
      Price: price,
      PublishPrice: !(plan.goal === 0 && price > 600_000 && rng.chance(0.6)) && !rng.chance(0.02),
      PriceUnit: priceUnit,
      PriceUnitText: priceUnit === 2 ? "par mois" : "",
      MarqueeName: { 1: "Nouveau", 2: "Option", 3: "Prix réduit", 4: "Exclusivité" }[marquee],
      PublishAddress: plan.projectUnit !== undefined ? true : !rng.chance(0.25),
      Street: street,
      HouseNumber: houseNumber,
      BoxNr: box,
      CountryID: plan.spanish ? SPAIN_COUNTRY_ID : BELGIUM_COUNTRY_ID,
      CountryName: plan.spanish ? "Espagne" : "Belgique",
      EnergyPerformance: l.EnergyPerformance,
      EPCLabelText: l.EPCLabelText,
      Status: plan.status,
      PublishedAt: new Date(publishedTimes[i]!).toISOString().replace(".000Z", "Z"),
      Description: description,
      Pictures: pictures,
      Latitude: plan.projectUnit !== undefined ? 50.7129 : round(cLat + rng.range(-spread, spread), 0.0001),
      Longitude: plan.projectUnit !== undefined ? 4.6062 : round(cLon + rng.range(-spread * 1.5, spread * 1.5), 0.0001),
    };
    // Detail fields in schema order.
    const detailKeys = [
      "Bedrooms",
      "Bathrooms",
      "ShowerRooms",
      "Toilets",
      "Garages",
      "Parkings",
      "SurfaceTotal",
      "SurfaceLiving",
      "SurfaceGround",
      "SurfaceTerrace",
      "SurfaceGarden",
      "SurfaceConstructed",
      "SurfaceOffice",
      "PlotWidth",
      "FrontWidth",
      "Facades",
      "Floor",
      "Floors",
      "ConstructionYear",
      "RenovationYear",
      "EPCUniqueCode",
      "EPCTotal",
      "EPCCO2",
      "EPCValidUntil",
      "Heating",
      "Glazing",
      "WindowFrame",
      "Kitchen",
      "Lift",
      "Cellar",
      "Terrace",
      "Garden",
      "Furnished",
      "Attic",
      "Pool",
      "FloodRiskPlotScore",
      "FloodRiskBuildingScore",
      "FloodArea",
      "AsbestosType",
      "AsbestosCertificateDate",
      "BuildingPermit",
      "AllotmentPermit",
      "PreemptiveRight",
      "Summons",
      "JudicialDecision",
      "AreaApplication",
      "ChargesOwner",
      "ChargesRenter",
      "NotaryFees",
      "RegistrationRights",
      "VAT",
      "PropertyTax",
      "Deposit",
      "AgencyCost",
      "InventoryCost",
      "LifeAnnuityBouquet",
      "LifeAnnuityMonthly",
      "LifeAnnuityAges",
    ] as const;
    const out = listing as Record<string, unknown>;
    for (const k of detailKeys) if (l[k] !== undefined) out[k] = l[k];
    if (videos.has(i)) listing.Videos = videos.get(i);
    if (tours.has(i)) listing.VirtualTour = tours.get(i);
    if (l.EnergyPerformance === undefined) {
      delete out.EnergyPerformance;
      delete out.EPCLabelText;
    }
    listings.push(listing);
  });

  // Project
  const units = listings.filter((l) => l.ProjectID === PROJECT_ID);
  const prices = units.map((u) => u.Price);
  const projectPictures = pool.get("projet-wavre")!.map((p) => toPicture(p, ids.take()));
  const project: Project = {
    ID: PROJECT_ID,
    Goal: 0,
    City: "Wavre",
    Zip: "1300",
    WebID: "2",
    WebIDName: `Appartement (${units.length})`,
    ProjectWebID: 2,
    SmallPicture: projectPictures[0]!.Url,
    PriceMin: Math.min(...prices),
    PriceMax: Math.max(...prices),
    language: "fr",
    PublicAddress: true,
    Street: "Chaussée de Bruxelles",
    HouseNumber: "214",
    BoxNr: "",
    CountryID: BELGIUM_COUNTRY_ID,
    CountryName: "Belgique",
    Name: "Résidence Les Jardins de la Dyle",
    Description:
      "Les Jardins de la Dyle est une résidence neuve de 24 appartements à 800 m du centre de Wavre, dans un parc arboré en bord de Dyle. " +
      "Les appartements de 1 à 3 chambres disposent tous d'une terrasse ou d'un jardin privatif, d'une cave et d'un emplacement de parking en sous-sol. " +
      "Construits selon les normes Q-ZEN avec pompe à chaleur, triple vitrage et panneaux photovoltaïques, ils affichent un PEB A ou A+. " +
      "La gare de Wavre, les écoles et l'E411 sont accessibles en quelques minutes. Livraison prévue au printemps 2027.",
    Pictures: projectPictures,
    Latitude: 50.7129,
    Longitude: 4.6062,
    DeliveryDate: "2027-04-30",
  };

  // Newest first.
  listings.sort((a, b) => b.PublishedAt.localeCompare(a.PublishedAt) || b.ID - a.ID);

  const categories = CATEGORY_ORDER.map(([webId, name], order) => ({
    ID: 101 + order,
    WebID: String(webId),
    Name: name,
    ShowOrder: order,
    Sale: true,
    Rent: true,
    language: "fr" as const,
  }));

  const cityList = (filter: (l: Listing) => boolean): CityEntry[] => {
    const map = new Map<string, CityEntry>();
    for (const l of listings) {
      if (l.Status !== "available" || !filter(l)) continue;
      const key = `${l.City}|${l.Zip}`;
      const e = map.get(key);
      if (e) e.PropertyCount++;
      else map.set(key, { Name: l.City, Zip: l.Zip, CountryID: l.CountryID, CountryName: l.CountryName, PropertyCount: 1, language: "fr" });
    }
    return [...map.values()].sort((a, b) => a.Name.localeCompare(b.Name, "fr") || a.Zip.localeCompare(b.Zip));
  };

  // Issue 23 §5: one house in Luxembourg, so that its own list and pages are seen.
  listings.push(luxembourgHouse(listings));

  // Spec §8 "no photos": the oldest building plot for sale still available has none, so that the
  // message is seen (a plot is what agencies most often publish before its photos).
  const plot = listings
    .filter((l) => l.WebID === 4 && goalKind(l.Goal) === "sale" && l.Status === "available")
    .sort((a, b) => a.ID - b.ID)[0];
  if (plot) {
    plot.Pictures = [];
    delete plot.SmallPictureItem;
  }

  // The documents the agency can send (spec §8 "no documents"): by region and kind of property;
  // none said for Spain. The oldest garage for rent still available has none yet.
  for (const l of listings) {
    const documents = documentsOf(l);
    if (documents) l.Documents = documents;
  }
  const garage = listings
    .filter((l) => l.WebID === 7 && goalKind(l.Goal) === "rent" && l.Status === "available")
    .sort((a, b) => a.ID - b.ID)[0];
  if (garage) garage.Documents = [];

  // The homes in Flanders and Brussels are described in Dutch too (ADR 048): the other half of the
  // catalogue stays French only, so that both cases are seen on a Dutch page.
  for (const l of listings) {
    const nl = dutchTexts(l);
    if (nl) l.Translations = { nl };
  }

  const catalogue: Catalogue = {
    language: "fr",
    generatedAt: GENERATED_AT,
    listings,
    projects: [project],
    categories,
    cities: {
      all: cityList(() => true),
      sale: cityList((l) => goalKind(l.Goal) === "sale"),
      rent: cityList((l) => goalKind(l.Goal) === "rent"),
    },
    neighbourhoods: [
      {
        ID: 0,
        Name: "",
        Title: "",
        Subtitle: "",
        Description: "",
        Coordinates: "",
        SmallPictures: [],
        MediumPictures: [],
        LargePictures: [],
        XLargePictures: [],
      },
    ],
  };

  const poolUsed = [...pool.values()].flat();
  return { catalogue, poolUsed };
}

/** What an agency has on file for a Belgian listing, as the rules of its region ask. */
function documentsOf(l: Listing): DocumentKind[] | undefined {
  const region = l.CountryID === BELGIUM_COUNTRY_ID ? regionOfPostcode(l.Zip) : null;
  if (!region) return undefined;
  const home = [1, 2, 3, 5].includes(l.WebID);
  const built = l.WebID !== 4;
  const kinds: (DocumentKind | false)[] = [
    l.EnergyPerformance !== undefined && "epc",
    built && l.WebID !== 7 && "floorPlan",
    region !== "wallonia" && "soilCertificate",
    home && "electricalInspection",
    region === "wallonia" && "cadastralExtract",
    "urbanPlanning",
    region === "flanders" && built && (l.ConstructionYear ?? 0) < 2001 && "asbestosCertificate",
    region === "flanders" && "floodInformation",
  ];
  return kinds.filter((kind): kind is DocumentKind => kind !== false);
}

/**
 * A house in Esch-sur-Alzette (Luxembourg: its energy-passport class by label text, no Belgian
 * items), made from a Walloon house for sale with 3 bedrooms and a garden: its rooms, surfaces and
 * photos (under new picture ids), its own address, price, texts and a date and id between two others.
 */
function luxembourgHouse(listings: Listing[]): Listing {
  const template = listings.find(
    (l) =>
      l.WebID === 1 &&
      goalKind(l.Goal) === "sale" &&
      l.Status === "available" &&
      l.Bedrooms === 3 &&
      l.Garden === true &&
      l.ProjectID === undefined &&
      l.LifeAnnuityBouquet === undefined &&
      regionOfPostcode(l.Zip) === "wallonia",
  )!;
  const publishedAt = "2025-09-12T09:30:00Z";
  const before = listings.filter((l) => l.PublishedAt < publishedAt).reduce((max, l) => Math.max(max, l.ID), 0);
  const takenIds = new Set(listings.map((l) => l.ID));
  let id = before + 1;
  while (takenIds.has(id)) id++;
  let pictureId = Math.max(...listings.flatMap((l) => l.Pictures.map((p) => p.ID))) + 3;
  const pictures = template.Pictures.map((p) => ({ ...p, ID: (pictureId += 3) }));
  const house: Listing = {
    ...template,
    ID: id,
    City: "Esch-sur-Alzette",
    Zip: "4011",
    TypeDescription: "Maison 3 chambres avec jardin",
    RecordFile: "VEN-2025-0999",
    Marquee: 1,
    MarqueeName: "Nouveau",
    Price: 689_000,
    PublishPrice: true,
    PublishAddress: true,
    Street: "Rue de l'Alzette",
    HouseNumber: "42",
    BoxNr: "",
    CountryID: LUXEMBOURG_COUNTRY_ID,
    CountryName: "Luxembourg",
    EPCLabelText: "C",
    PublishedAt: publishedAt,
    Description:
      "À Esch-sur-Alzette, à deux pas du centre et de la gare, cette maison familiale offre 3 chambres et un séjour lumineux ouvert sur la cuisine. À l'arrière, un jardin arboré au calme. Écoles, commerces et le train vers Luxembourg-Ville à proximité ; la frontière belge est à vingt minutes.",
    Pictures: pictures,
    SmallPictureItem: smallOf(pictures[0]!),
    Latitude: 49.4958,
    Longitude: 5.9806,
  };
  // Belgian items a Luxembourg listing does not carry.
  for (const key of [
    "EnergyPerformance",
    "EPCTotal",
    "EPCCO2",
    "EPCUniqueCode",
    "EPCValidUntil",
    "FloodRiskPlotScore",
    "FloodRiskBuildingScore",
    "FloodArea",
    "BuildingPermit",
    "AllotmentPermit",
    "PreemptiveRight",
    "Summons",
    "JudicialDecision",
    "AreaApplication",
    "AsbestosType",
    "AsbestosCertificateDate",
    "NotaryFees",
    "RegistrationRights",
    "PropertyTax",
    "VAT",
    "Videos",
    "VirtualTour",
  ] as const) {
    delete (house as Partial<Listing>)[key];
  }
  return house;
}
