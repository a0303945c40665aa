/**
 * What a property page shows, computed on the server from a catalogue listing: its title and
 * address under the display rules of spec §5, every detail field of spec §3 it has in sections
 * with translated labels, the EPC of its region (GUIDE §4), its pictures, videos and tours, the
 * sold / rented outcome of spec §8, its SEO texts and its JSON-LD. Pure: the route hands it the
 * listing and the texts of the page's language, so unit tests call it the same way.
 */
import type { TFunction } from "i18next";
import { cityLabel, formatCityParam, titleCaseCity } from "~/belgium/city";
import { htmlToText, summarizeDescription } from "~/belgium/description";
import {
  epcDisplayText,
  epcImagePath,
  epcLabel,
  epcLabelFromText,
  requiredEpcFigures,
  type EpcFigure,
  type EpcLabel,
} from "~/belgium/epc";
import { formatDate, formatNumber, formatPrice } from "~/belgium/format";
import { regionOfPostcode, type Region } from "~/belgium/regions";
import { embedUrl, parseMediaLink, type MediaLink } from "~/belgium/video";
import { canFrame, canPlayFile } from "~/media/embed";
import { pictureUrl } from "~/media/picture-url";
import type { Language } from "~/i18n/languages";
import { href } from "~/routing/route-table";
import type { SeoInput } from "~/routing/seo";
import { listingPage } from "./paths";
import { priceText } from "./price";
import type { Catalogue, Listing, Project } from "./schema";

/** One line of a section: a translated label and its formatted value. */
export type PropertyField = {
  key: string;
  label: string;
  value: string;
  /** Set when the value is catalogue text in another language than the page's (for `lang`). */
  valueLang?: string;
};

export const SECTION_IDS = ["general", "rooms", "surfaces", "energy", "comfort", "planning", "asbestos", "financial", "lifeAnnuity"] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export type PropertySection = { id: SectionId; title: string; fields: PropertyField[] };

export type GalleryPicture = { src: string; width: number; height: number; alt: string };

export type MediaItem = {
  kind: MediaLink["kind"];
  /** Where the link without JavaScript goes (a new tab). */
  href: string;
  /** What an iframe (or, for a file, a <video>) loads once asked; null when only the link is offered. */
  embed: string | null;
  label: string;
  title: string;
};

export type EpcView = {
  region: Region;
  regionName: string;
  /** The label on the regional scale ("b_sub"), null when no energy figure gives one. */
  label: EpcLabel | null;
  labelText: string | null;
  image: string | null;
  alt: string;
  /** The figures the region requires in every advert (GUIDE §4), in order. */
  required: readonly EpcFigure[];
  /** Required figures the listing lacks. */
  missing: EpcFigure[];
};

export type Availability = "available" | "sold" | "rented";

export type PropertyView = {
  id: number;
  status: Availability;
  /** Spec §8: 'The property you requested has been rented' / sold; null when available. */
  statusMessage: string | null;
  heading: string;
  /** The catalogue headline when the heading is the generated one (French, so with its language). */
  subtitle: { text: string; lang: string } | null;
  type: string;
  /** Street line (only if PublishAddress), then postcode and city (city blanked by hide-city). */
  address: { street: string | null; locality: string; full: string };
  /** The price line of spec §5, null for a sold or rented property. */
  price: string | null;
  marquee: string | null;
  reference: string;
  description: { paragraphs: string[]; lang: string };
  summary: string;
  pictures: GalleryPicture[];
  media: MediaItem[];
  epc: EpcView | null;
  sections: PropertySection[];
  seo: SeoInput;
};

export type PropertyViewOptions = {
  lang: Language;
  t: TFunction;
  /** site.json listing.hideCity */
  hideCity: boolean;
};

const BELGIUM = 10;

// ---------------------------------------------------------------------------
// Small formatters
// ---------------------------------------------------------------------------

const yesNo = (value: boolean, t: TFunction) => t(value ? "property.values.yes" : "property.values.no");
const squareMetres = (value: number) => `${formatNumber(value)} m²`;
const metres = (value: number) => `${formatNumber(value)} m`;
const perMonth = (amount: number, t: TFunction) => t("property.values.perMonth", { amount: formatPrice(amount) });
const perYear = (amount: string, t: TFunction) => t("property.values.perYear", { amount });

/** Catalogue free texts (French) that have a translation; others are shown as written. */
const CATALOGUE_VALUES: Record<string, Record<string, string>> = {
  heating: {
    "Gaz naturel (chaudière à condensation)": "naturalGasCondensing",
    "Gaz naturel": "naturalGas",
    Pellets: "pellets",
    Mazout: "oil",
    "Pompe à chaleur": "heatPump",
    Électrique: "electric",
  },
  glazing: { "Simple vitrage": "single", "Double vitrage": "double", "Triple vitrage": "triple" },
  windowFrame: { Bois: "wood", "Bois et aluminium": "woodAluminium" },
  kitchen: {
    "Semi-équipée": "semiEquipped",
    Équipée: "equipped",
    "Hyper-équipée": "fullyEquipped",
    "Américaine équipée": "openEquipped",
    "Équipée avec îlot": "island",
  },
  asbestos: {
    "Attestation amiante : pas d'amiante détectée": "none",
    "Attestation amiante : présence limitée, sans risque": "limited",
  },
  zoning: {
    "Zone d'habitat": "residential",
    "Zone d'habitat à caractère rural": "ruralResidential",
    "Zone mixte d'habitat et d'activités": "mixed",
    "Zone d'activités économiques": "business",
  },
};

/** A catalogue text in the page's language when known, else as written (marked with its language). */
function catalogueText(group: string, value: string, listing: Pick<Listing, "language">, lang: Language, t: TFunction) {
  const key = CATALOGUE_VALUES[group]?.[value.trim()];
  if (key) return { value: t(`property.values.${group}.${key}`) };
  return lang === listing.language ? { value } : { value, valueLang: listing.language };
}

function joinAnd(items: string[], t: TFunction): string {
  if (items.length < 2) return items.join("");
  return t("property.values.and", { first: items.slice(0, -1).join(", "), second: items[items.length - 1] });
}

// ---------------------------------------------------------------------------
// Title and address
// ---------------------------------------------------------------------------

/** The city as displayed: title-cased, with the translated country outside Belgium; null when hidden. */
export function displayCity(
  place: Pick<Listing, "City" | "CountryID" | "CountryName">,
  t: TFunction,
  hideCity: boolean,
): string | null {
  if (hideCity) return null;
  const country = t(`property.countries.${place.CountryID}`, { defaultValue: place.CountryName });
  return cityLabel({ City: place.City, CountryID: place.CountryID, CountryName: country });
}

/** Spec §5: the street only if published (PublishAddress / PublicAddress), otherwise postcode and city. */
export function displayAddress(
  place: Pick<Listing, "Street" | "HouseNumber" | "BoxNr" | "Zip" | "City" | "CountryID" | "CountryName">,
  published: boolean,
  t: TFunction,
  hideCity: boolean,
): PropertyView["address"] {
  const box = place.BoxNr.trim() ? t("property.values.box", { box: place.BoxNr.trim() }) : "";
  const streetLine = [place.Street.trim(), place.HouseNumber.trim()].filter(Boolean).join(" ");
  const street = published && streetLine ? [streetLine, box].filter(Boolean).join(" ") : null;
  const locality = [place.Zip.trim(), displayCity(place, t, hideCity)].filter(Boolean).join(" ");
  return { street, locality, full: [street, locality].filter(Boolean).join(", ") };
}

const goalOf = (listing: Pick<Listing, "Goal">) => (listing.Goal === 0 ? "sale" : "rent");

/** The generated title: type, goal and city ("Apartment for rent in Namur"), without the city when hidden. */
export function generatedHeading(listing: Listing, t: TFunction, hideCity: boolean): string {
  const type = t(`types.${listing.WebID}`);
  const city = displayCity(listing, t, hideCity);
  return city
    ? t(`property.heading.${goalOf(listing)}`, { type, city })
    : t(`property.heading.${goalOf(listing)}NoCity`, { type });
}

// ---------------------------------------------------------------------------
// EPC
// ---------------------------------------------------------------------------

const EPC_FIGURE_KEYS: Record<EpcFigure, string> = {
  label: "epcLabel",
  energyScore: "energyScore",
  totalEnergy: "totalEnergy",
  co2: "co2",
  uniqueCode: "uniqueCode",
};

function epcFigureValue(figure: EpcFigure, listing: Listing, labelText: string | null, t: TFunction): string | null {
  switch (figure) {
    case "label":
      return labelText;
    case "energyScore":
      return listing.EnergyPerformance === undefined ? null : perYear(`${formatNumber(listing.EnergyPerformance)} kWh/m²`, t);
    case "totalEnergy":
      return listing.EPCTotal === undefined ? null : perYear(`${formatNumber(listing.EPCTotal)} kWh`, t);
    case "co2":
      return listing.EPCCO2 === undefined ? null : perYear(`${formatNumber(listing.EPCCO2)} kg CO₂/m²`, t);
    case "uniqueCode":
      return listing.EPCUniqueCode?.trim() || null;
  }
}

/** The EPC of a Belgian listing: label image of its region (from the postcode) and the figures. */
export function listingEpc(listing: Listing, t: TFunction): { view: EpcView; fields: PropertyField[] } | null {
  const region = listing.CountryID === BELGIUM ? regionOfPostcode(listing.Zip) : null;
  if (!region) return null;
  const label = epcLabel(region, listing.EnergyPerformance) ?? epcLabelFromText(region, listing.EPCLabelText);
  const labelText = label ? epcDisplayText(label) : null;
  const regionName = t(`property.regions.${region}`);
  const required = requiredEpcFigures(region);
  const order: EpcFigure[] = [...required, ...(["label", "energyScore", "totalEnergy", "co2", "uniqueCode"] as const).filter((f) => !required.includes(f))];
  const fields: PropertyField[] = [];
  const missing: EpcFigure[] = [];
  for (const figure of order) {
    const value = epcFigureValue(figure, listing, labelText, t);
    if (value === null) {
      if (required.includes(figure)) missing.push(figure);
      continue;
    }
    fields.push({ key: EPC_FIGURE_KEYS[figure], label: t(`property.fields.${EPC_FIGURE_KEYS[figure]}`), value });
  }
  if (listing.EPCValidUntil) {
    fields.push({ key: "epcValidUntil", label: t("property.fields.epcValidUntil"), value: formatDate(listing.EPCValidUntil) });
  }
  if (fields.length === 0) return null;
  return {
    view: {
      region,
      regionName,
      label,
      labelText,
      image: label ? epcImagePath(region, label) : null,
      alt: labelText ? t("property.epc.alt", { label: labelText, region: regionName }) : "",
      required,
      missing,
    },
    fields,
  };
}

// ---------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------

type Row = [key: string, value: string | { value: string; valueLang?: string } | null | undefined];

function section(id: SectionId, rows: Row[], t: TFunction): PropertySection | null {
  const fields = rows.flatMap(([key, value]): PropertyField[] => {
    if (value === null || value === undefined || (typeof value === "string" && value.trim() === "")) return [];
    const { value: text, valueLang } = typeof value === "string" ? { value, valueLang: undefined } : value;
    return [{ key, label: t(`property.fields.${key}`), value: text, ...(valueLang ? { valueLang } : {}) }];
  });
  return fields.length ? { id, title: t(`property.sections.${id}`), fields } : null;
}

const count = (value: number | undefined) => (value === undefined ? null : formatNumber(value));
const bool = (value: boolean | undefined, t: TFunction) => (value === undefined ? null : yesNo(value, t));
const money = (value: number | undefined) => (value === undefined ? null : formatPrice(value));

/**
 * Every detail field the listing has, in sections; a field without a value is left out and so is
 * a section without fields. When the price is not published, the amounts that would give it away
 * (registration duties, notary fees, VAT, the deposit of three months' rent) are left out too.
 */
export function propertySections(listing: Listing, { lang, t, hideCity }: PropertyViewOptions): PropertySection[] {
  const address = displayAddress(listing, listing.PublishAddress, t, hideCity);
  const text = (group: string, value: string | undefined) => (value === undefined ? null : catalogueText(group, value, listing, lang, t));
  const priceHidden = !listing.PublishPrice;
  const epc = listingEpc(listing, t);
  const ages = listing.LifeAnnuityAges?.map(String);

  const sections = [
    section(
      "general",
      [
        ["reference", String(listing.ID)],
        ["recordFile", listing.RecordFile],
        ["type", t(`types.${listing.WebID}`)],
        ["goal", t(listing.Goal === 0 ? "property.values.forSale" : "property.values.forRent")],
        ["address", address.street],
        ["zip", listing.Zip],
        ["city", displayCity({ ...listing, CountryID: BELGIUM }, t, hideCity)],
        ["country", listing.CountryID === BELGIUM ? null : t(`property.countries.${listing.CountryID}`, { defaultValue: listing.CountryName })],
        ["publishedAt", formatDate(listing.PublishedAt)],
        ["floor", listing.Floor === undefined ? null : listing.Floor === 0 ? t("property.values.groundFloor") : String(listing.Floor)],
        ["floors", count(listing.Floors)],
        ["facades", listing.Facades === undefined ? null : t(`property.values.facades.${listing.Facades}`)],
        ["constructionYear", listing.ConstructionYear === undefined ? null : String(listing.ConstructionYear)],
        ["renovationYear", listing.RenovationYear === undefined ? null : String(listing.RenovationYear)],
      ],
      t,
    ),
    section(
      "rooms",
      [
        ["bedrooms", count(listing.Bedrooms)],
        ["bathrooms", count(listing.Bathrooms)],
        ["showerRooms", count(listing.ShowerRooms)],
        ["toilets", count(listing.Toilets)],
        ["garages", count(listing.Garages)],
        ["parkings", count(listing.Parkings)],
      ],
      t,
    ),
    section(
      "surfaces",
      [
        ["surfaceTotal", listing.SurfaceTotal === undefined ? null : squareMetres(listing.SurfaceTotal)],
        ["surfaceLiving", listing.SurfaceLiving === undefined ? null : squareMetres(listing.SurfaceLiving)],
        ["surfaceGround", listing.SurfaceGround === undefined ? null : squareMetres(listing.SurfaceGround)],
        ["surfaceTerrace", listing.SurfaceTerrace === undefined ? null : squareMetres(listing.SurfaceTerrace)],
        ["surfaceGarden", listing.SurfaceGarden === undefined ? null : squareMetres(listing.SurfaceGarden)],
        ["surfaceConstructed", listing.SurfaceConstructed === undefined ? null : squareMetres(listing.SurfaceConstructed)],
        ["surfaceOffice", listing.SurfaceOffice === undefined ? null : squareMetres(listing.SurfaceOffice)],
        ["plotWidth", listing.PlotWidth === undefined ? null : metres(listing.PlotWidth)],
        ["frontWidth", listing.FrontWidth === undefined ? null : metres(listing.FrontWidth)],
      ],
      t,
    ),
    epc ? { id: "energy" as const, title: t("property.sections.energy"), fields: epc.fields } : null,
    section(
      "comfort",
      [
        ["heating", text("heating", listing.Heating)],
        ["glazing", text("glazing", listing.Glazing)],
        ["windowFrame", text("windowFrame", listing.WindowFrame)],
        ["kitchen", text("kitchen", listing.Kitchen)],
        ["lift", bool(listing.Lift, t)],
        ["cellar", bool(listing.Cellar, t)],
        ["terrace", bool(listing.Terrace, t)],
        ["garden", bool(listing.Garden, t)],
        ["furnished", bool(listing.Furnished, t)],
        ["attic", bool(listing.Attic, t)],
        ["pool", bool(listing.Pool, t)],
      ],
      t,
    ),
    section(
      "planning",
      [
        ["floodArea", bool(listing.FloodArea, t)],
        ["floodPlot", listing.FloodRiskPlotScore ? t("property.values.floodScore", { score: listing.FloodRiskPlotScore }) : null],
        ["floodBuilding", listing.FloodRiskBuildingScore ? t("property.values.floodScore", { score: listing.FloodRiskBuildingScore }) : null],
        // The five urban-planning items (GUIDE §4), spelled out, in the order of the Flemish advert rules.
        ["buildingPermit", bool(listing.BuildingPermit, t)],
        ["areaApplication", text("zoning", listing.AreaApplication)],
        ["summons", bool(listing.Summons, t)],
        ["judicialDecision", bool(listing.JudicialDecision, t)],
        ["preemptiveRight", bool(listing.PreemptiveRight, t)],
        ["allotmentPermit", bool(listing.AllotmentPermit, t)],
      ],
      t,
    ),
    section(
      "asbestos",
      [
        ["asbestosType", text("asbestos", listing.AsbestosType)],
        ["asbestosDate", listing.AsbestosCertificateDate ? formatDate(listing.AsbestosCertificateDate) : null],
      ],
      t,
    ),
    section(
      "financial",
      [
        [listing.Goal === 0 ? "price" : "rent", priceText(listing, t)],
        ["chargesRenter", listing.ChargesRenter === undefined ? null : perMonth(listing.ChargesRenter, t)],
        ["chargesOwner", listing.ChargesOwner === undefined ? null : perMonth(listing.ChargesOwner, t)],
        ["propertyTax", listing.PropertyTax === undefined ? null : perYear(formatPrice(listing.PropertyTax), t)],
        ["deposit", priceHidden ? null : money(listing.Deposit)],
        ["notaryFees", priceHidden ? null : money(listing.NotaryFees)],
        ["registrationRights", priceHidden ? null : money(listing.RegistrationRights)],
        ["vat", priceHidden ? null : money(listing.VAT)],
        ["agencyCost", money(listing.AgencyCost)],
        ["inventoryCost", money(listing.InventoryCost)],
      ],
      t,
    ),
    section(
      "lifeAnnuity",
      [
        ["lifeAnnuityBouquet", money(listing.LifeAnnuityBouquet)],
        ["lifeAnnuityMonthly", listing.LifeAnnuityMonthly === undefined ? null : perMonth(listing.LifeAnnuityMonthly, t)],
        ["lifeAnnuityAges", ages?.length ? t("property.values.years", { ages: joinAnd(ages, t) }) : null],
      ],
      t,
    ),
  ];
  return sections.filter((s): s is PropertySection => s !== null);
}

// ---------------------------------------------------------------------------
// Pictures, videos, tours
// ---------------------------------------------------------------------------

const PROVIDERS: Record<string, string> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
  facebook: "Facebook",
  matterport: "Matterport",
  tvl: "TVL",
  yisual: "Yisual",
};

/** The page the link without JavaScript opens: the video on its site, the tour, the file. */
function mediaHref(link: MediaLink): string {
  switch (link.kind) {
    case "youtube":
      return `https://www.youtube.com/watch?v=${link.id}`;
    case "vimeo":
      return `https://vimeo.com/${link.id}`;
    default:
      return link.url;
  }
}

/** Videos and 3D tours recognised by spec §5 (others are left out), as click-to-load previews. */
export function listingMedia(listing: Pick<Listing, "Videos" | "VirtualTour">, title: string, t: TFunction): MediaItem[] {
  const links = [...(listing.Videos ?? []), ...(listing.VirtualTour ? [listing.VirtualTour] : [])];
  return links.flatMap((raw): MediaItem[] => {
    const link = parseMediaLink(raw);
    if (!link) return [];
    const target = embedUrl(link);
    const embed = link.kind === "file" ? (canPlayFile(target) ? target : null) : canFrame(target) ? target : null;
    const provider = link.kind === "tour" ? PROVIDERS[link.provider]! : link.kind === "file" ? "" : PROVIDERS[link.kind]!;
    return [
      {
        kind: link.kind,
        href: mediaHref(link),
        embed,
        label:
          link.kind === "tour"
            ? t("property.media.tour", { provider })
            : link.kind === "file"
              ? t("property.media.videoFile")
              : t("property.media.video", { provider }),
        title: t(link.kind === "tour" ? "property.media.tourTitle" : "property.media.videoTitle", { title }),
      },
    ];
  });
}

export function galleryPictures(pictures: Listing["Pictures"], title: string, t: TFunction): GalleryPicture[] {
  return pictures.map((picture, index) => ({
    src: picture.Url,
    width: picture.Width,
    height: picture.Height,
    alt: t("property.gallery.alt", { title, current: index + 1, total: pictures.length }),
  }));
}

/** A plain-text description in paragraphs (line breaks and HTML block ends split them). */
export function descriptionParagraphs(description: string): string[] {
  return description
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h[1-6])\s*>/gi, "\n")
    .split(/\n/)
    .map((paragraph) => htmlToText(paragraph))
    .filter(Boolean);
}

// ---------------------------------------------------------------------------
// The whole view
// ---------------------------------------------------------------------------

export function propertyView(listing: Listing, options: PropertyViewOptions): PropertyView {
  const { lang, t, hideCity } = options;
  const generated = generatedHeading(listing, t, hideCity);
  const headline = listing.TypeDescription.trim();
  // The catalogue headline is French: it is the title on French pages, a subtitle elsewhere.
  const heading = headline && lang === listing.language ? headline : generated;
  const subtitle = heading === generated && headline ? { text: headline, lang: listing.language } : null;
  const city = displayCity(listing, t, hideCity);
  const status: Availability = listing.Status;
  const available = status === "available";
  const summary = summarizeDescription(listing.Description);
  const epc = available ? listingEpc(listing, t) : null;
  return {
    id: listing.ID,
    status,
    statusMessage: available ? null : t(status === "sold" ? "property.status.sold" : "property.status.rented"),
    heading,
    subtitle,
    type: t(`types.${listing.WebID}`),
    address: displayAddress(listing, listing.PublishAddress, t, hideCity),
    price: available ? priceText(listing, t) : null,
    marquee: available ? t(`marquee.${listing.Marquee}`, { defaultValue: "" }) || null : null,
    reference: t("property.reference", { id: listing.ID }),
    description: { paragraphs: descriptionParagraphs(listing.Description), lang: listing.language },
    summary,
    pictures: galleryPictures(available ? listing.Pictures : listing.Pictures.slice(0, 1), heading, t),
    media: available ? listingMedia(listing, heading, t) : [],
    epc: epc?.view ?? null,
    sections: available ? propertySections(listing, options) : [],
    seo: {
      title: city && !heading.includes(city) ? `${heading} – ${city}` : heading,
      description: summary,
      image: pictureUrl(listing.Pictures[0]!.Url, 1360),
      twitterCard: "summary_large_image",
      // A sold or rented property stays reachable (shared links) but leaves the search engines.
      noindex: !available,
    },
  };
}

// ---------------------------------------------------------------------------
// JSON-LD
// ---------------------------------------------------------------------------

/** schema.org type of the residence offered, by category web id. */
const ITEM_TYPES: Record<number, string> = {
  1: "SingleFamilyResidence",
  2: "Apartment",
  3: "Apartment",
  5: "ApartmentComplex",
};
const ACCOMMODATION = new Set(["SingleFamilyResidence", "Apartment", "ApartmentComplex", "House"]);
const COUNTRY_CODES: Record<number, string> = { 10: "BE", 32: "ES" };

/**
 * A RealEstateListing whose Offer (price in EUR where published, availability, sale or lease)
 * offers the residence, with its address (street only when published) and size where known.
 */
export function propertyJsonLd(listing: Listing, view: PropertyView, pageUrl: string, origin: string, hideCity: boolean): Record<string, unknown> {
  const type = ITEM_TYPES[listing.WebID] ?? "Place";
  const accommodation = ACCOMMODATION.has(type);
  const available = listing.Status === "available";
  const absolute = (path: string) => new URL(path, origin).toString();
  const address: Record<string, string> = { "@type": "PostalAddress" };
  if (view.address.street) address.streetAddress = view.address.street;
  if (listing.Zip) address.postalCode = listing.Zip;
  if (!hideCity) address.addressLocality = titleCaseCity(listing.City);
  const country = COUNTRY_CODES[listing.CountryID];
  if (country) address.addressCountry = country;
  const floorSize = listing.SurfaceLiving ?? listing.SurfaceTotal;
  const item: Record<string, unknown> = {
    "@type": type,
    name: view.heading,
    address,
    ...(accommodation && listing.Bedrooms !== undefined ? { numberOfRooms: listing.Bedrooms, numberOfBedrooms: listing.Bedrooms } : {}),
    ...(accommodation && listing.Bathrooms !== undefined ? { numberOfBathroomsTotal: listing.Bathrooms } : {}),
    ...(accommodation && floorSize !== undefined ? { floorSize: { "@type": "QuantitativeValue", value: floorSize, unitCode: "MTK" } } : {}),
    ...(listing.PublishAddress && !hideCity
      ? { geo: { "@type": "GeoCoordinates", latitude: listing.Latitude, longitude: listing.Longitude } }
      : {}),
  };
  const price = listing.PublishPrice && available ? { price: listing.Price, priceCurrency: "EUR" } : {};
  const offer: Record<string, unknown> = {
    "@type": "Offer",
    url: pageUrl,
    ...price,
    ...(listing.PublishPrice && available && listing.Goal !== 0
      ? { priceSpecification: { "@type": "UnitPriceSpecification", price: listing.Price, priceCurrency: "EUR", unitCode: "MON" } }
      : {}),
    availability: available ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
    businessFunction: listing.Goal === 0 ? "http://purl.org/goodrelations/v1#Sell" : "http://purl.org/goodrelations/v1#LeaseOut",
    itemOffered: item,
  };
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateListing",
    name: view.heading,
    description: view.summary,
    url: pageUrl,
    datePosted: listing.PublishedAt,
    image: listing.Pictures.slice(0, 10).map((picture) => absolute(pictureUrl(picture.Url, 1360))),
    offers: offer,
  };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so no text can close the element. */
export function jsonLdText(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

// ---------------------------------------------------------------------------
// Sold and rented: where to go next
// ---------------------------------------------------------------------------

/** Up to `limit` available listings like this one: same goal and type, nearest postcode first, newest next. */
export function similarListings(listing: Listing, catalogue: Pick<Catalogue, "listings">, limit = 3): Listing[] {
  const zip = Number(listing.Zip) || 0;
  return catalogue.listings
    .filter(
      (other) =>
        other.ID !== listing.ID &&
        other.Status === "available" &&
        other.Goal === listing.Goal &&
        other.WebID === listing.WebID &&
        (other.CountryID === BELGIUM) === (listing.CountryID === BELGIUM),
    )
    .slice()
    .sort((a, b) => Math.abs((Number(a.Zip) || 0) - zip) - Math.abs((Number(b.Zip) || 0) - zip) || b.PublishedAt.localeCompare(a.PublishedAt))
    .slice(0, limit);
}

/**
 * The listing page of similar properties: for sale or for rent filtered by city and type when
 * that finds something, by city alone otherwise, else unfiltered (abroad: the Spanish page).
 */
export function similarListingsHref(listing: Listing, catalogue: Pick<Catalogue, "listings">, lang: Language): string {
  if (listingPage(listing) === "property-abroad") return href("abroad", lang);
  const page = listing.Goal === 0 ? "for-sale" : "for-rent";
  const candidates = catalogue.listings.filter(
    (other) => other.ID !== listing.ID && other.Status === "available" && other.Goal === listing.Goal && other.Zip === listing.Zip && other.City === listing.City,
  );
  const city = formatCityParam({ name: listing.City, zip: listing.Zip });
  if (candidates.some((other) => other.WebID === listing.WebID)) {
    return `${href(page, lang)}?${new URLSearchParams({ city, type: String(listing.WebID) })}`;
  }
  if (candidates.length > 0) return `${href(page, lang)}?${new URLSearchParams({ city })}`;
  return href(page, lang);
}

/** Project of a unit (undefined for other listings). */
export function projectOf(listing: Pick<Listing, "ProjectID">, catalogue: Pick<Catalogue, "projects">): Project | undefined {
  return listing.ProjectID === undefined ? undefined : catalogue.projects.find((project) => project.ID === listing.ProjectID);
}
