/**
 * Zod schemas for the French catalogue snapshot (data/catalogue/snapshot.json).
 *
 * No server-only imports here: the browser bundle may import the inferred types.
 * Every object is strict, so an unknown or misspelt field is refused; issue paths
 * read like `listings[12].Zip` once formatted (see `formatCatalogueIssues`).
 *
 * Conventions for the detail fields: a field that is absent means "no value".
 * Surfaces are in m², widths in metres, money in euros (amounts, not rates),
 * monthly amounts are per month, PropertyTax is per year, AgencyCost is VAT included.
 */
import { z } from "zod";
import { BELGIUM_COUNTRY_ID, isBelgian, LUXEMBOURG_COUNTRY_ID, SPAIN_COUNTRY_ID } from "~/belgium/country";
import { LANGUAGES } from "~/i18n/languages";
import { COUNTRY_NAMES, DOCUMENT_KINDS } from "./codes";

// ---------------------------------------------------------------------------
// Shared pieces
// ---------------------------------------------------------------------------

/** Site-relative media path, e.g. "/media/maison-facade-07.jpg". */
const mediaUrl = z.string().regex(/^\/media\/[a-z0-9][a-z0-9._-]*\.(jpg|jpeg|png|webp)$/, {
  message: 'must be a "/media/{file name}" path',
});

const isoDateTime = z.iso.datetime({ message: "must be an ISO date-time (e.g. 2026-03-01T09:30:00Z)" });
const isoDate = z.iso.date({ message: "must be an ISO date (YYYY-MM-DD)" });

const nonNegInt = z.int().min(0);
const nonNegNumber = z.number().min(0);
const positiveNumber = z.number().positive();

/** 0 = for sale; spec §3 and §4: any other value means for rent (the snapshot writes 1). */
export const goalSchema = z.int({ message: "must be a whole number: 0 (sale) or any other value (rent)" });
export const countryIdSchema = z.literal([BELGIUM_COUNTRY_ID, SPAIN_COUNTRY_ID, LUXEMBOURG_COUNTRY_ID], {
  message: "must be 10 (Belgique), 32 (Espagne) or 50 (Luxembourg)",
});
export const countryNameSchema = z.enum([
  COUNTRY_NAMES[BELGIUM_COUNTRY_ID],
  COUNTRY_NAMES[SPAIN_COUNTRY_ID],
  COUNTRY_NAMES[LUXEMBOURG_COUNTRY_ID],
]);
/** The language a record's texts are written in (the spec's catalogue: "fr"). */
export const languageSchema = z.enum(LANGUAGES);

/**
 * A listing's texts in other languages, by language (issue 23 §8): what a CRM that exports its
 * catalogue once per language gives, or writes beside the original (ADR 048). Both texts, since
 * the headline names the property as its description describes it.
 */
const listingTranslationsSchema = z.partialRecord(
  languageSchema,
  z.strictObject({ TypeDescription: z.string(), Description: z.string().min(1) }),
);
/** A project's description in other languages (its name is its name in every language). */
const projectTranslationsSchema = z.partialRecord(languageSchema, z.strictObject({ Description: z.string().min(1) }));

/** Category web ids in use (see categories). */
export const WEB_IDS = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;

/** Main type label for each category web id. */
export const MAIN_TYPE_BY_WEB_ID = {
  1: "Maison",
  2: "Appartement",
  3: "Studio",
  4: "Terrain à bâtir",
  5: "Immeuble de rapport",
  6: "Commercial",
  7: "Parking / Garage",
  8: "Industriel",
  9: "Bureaux",
} as const;

export const mainTypeNameSchema = z.enum([
  "Maison",
  "Appartement",
  "Studio",
  "Terrain à bâtir",
  "Immeuble de rapport",
  "Commercial",
  "Industriel",
  "Bureaux",
  "Parking / Garage",
]);

export const pictureSchema = z.strictObject({
  ID: z.int().positive(),
  Name: z.string().min(1),
  Url: mediaUrl,
  Width: z.int().positive(),
  Height: z.int().positive(),
});

export const listingStatusSchema = z.enum(["available", "sold", "rented"]);
export const floodScoreSchema = z.enum(["A", "B", "C", "D"]);

const epcLabelText = z
  .string()
  // Belgian classes A++ to G; Luxembourg's go on to H and I (belgium/epc.ts).
  .regex(/^(A\+\+|A\+|A|A-|B\+|B|B-|C\+|C|C-|D\+|D|D-|E\+|E|E-|F\+|F|F-|G|H|I)$/, {
    message: 'must be an EPC label such as "A++", "B", "C+" or "E-"',
  });

const webIdList = z.string().regex(/^[1-9](,[1-9])*$/, {
  message: 'must be a comma-separated list of category web ids, e.g. "2" or "2,3"',
});

// ---------------------------------------------------------------------------
// Listing
// ---------------------------------------------------------------------------

export const listingSchema = z.strictObject({
  // --- catalogue fields -----------------------------------------------------
  ID: z.int().min(1_000_000).max(9_999_999),
  Goal: goalSchema,
  City: z.string().min(1),
  TypeDescription: z.string(),
  /** Belgian or Luxembourg 4-digit postcode, "" for Spanish listings. */
  Zip: z.string().regex(/^(\d{4})?$/, { message: 'must be a 4-digit postcode or ""' }),
  WebID: z.literal(WEB_IDS, { message: "must be a category web id (1-9)" }),
  WebIDs: webIdList,
  MainTypeName: mainTypeNameSchema,
  language: languageSchema,
  /** External reference such as "VEN-2024-0153", may be "". */
  RecordFile: z.string(),
  ProjectID: z.int().positive().optional(),
  Marquee: z.int().min(1).max(4),
  /** The catalogue's thumbnail; none for a listing without photos (spec §8). */
  SmallPictureItem: pictureSchema.optional(),

  // --- display fields ---------------------------------------------------------
  Price: nonNegNumber,
  PublishPrice: z.boolean(),
  /** 1 = total price, 2 = per month, 7 = starting from. */
  PriceUnit: z.int().min(0),
  PriceUnitText: z.string(),
  MarqueeName: z.string().min(1),
  PublishAddress: z.boolean(),
  Street: z.string(),
  HouseNumber: z.string(),
  BoxNr: z.string(),
  CountryID: countryIdSchema,
  CountryName: countryNameSchema,
  /** kWh/m²/year; absent for land, parking and Spanish listings. */
  EnergyPerformance: z.number().optional(),
  EPCLabelText: epcLabelText.optional(),

  // --- detail fields ------------------------------------------------------------
  Status: listingStatusSchema,
  PublishedAt: isoDateTime,
  Description: z.string().min(1),
  /** The headline and description in other languages than `language`; the page shows the original where there is none. */
  Translations: listingTranslationsSchema.optional(),
  /** Its photos, the first the main one; none is a listing "without photos" (spec §8), said where a photo would be. */
  Pictures: z.array(pictureSchema),
  Latitude: z.number().min(-90).max(90),
  Longitude: z.number().min(-180).max(180),

  Bedrooms: nonNegInt.optional(),
  Bathrooms: nonNegInt.optional(),
  ShowerRooms: nonNegInt.optional(),
  Toilets: nonNegInt.optional(),
  Garages: nonNegInt.optional(),
  Parkings: nonNegInt.optional(),

  SurfaceTotal: positiveNumber.optional(),
  SurfaceLiving: positiveNumber.optional(),
  SurfaceGround: positiveNumber.optional(),
  SurfaceTerrace: positiveNumber.optional(),
  SurfaceGarden: positiveNumber.optional(),
  SurfaceConstructed: positiveNumber.optional(),
  SurfaceOffice: positiveNumber.optional(),
  PlotWidth: positiveNumber.optional(),
  FrontWidth: positiveNumber.optional(),
  /** 2 = closed (mitoyenne), 3 = half-open (3 façades), 4 = open (4 façades). */
  Facades: z.literal([2, 3, 4], { message: "must be 2, 3 or 4" }).optional(),
  /** Floor the unit is on (0 = ground floor), for flats / studios / offices. */
  Floor: z.int().min(-5).max(60).optional(),
  /** Number of floors of the building. */
  Floors: z.int().min(1).max(60).optional(),
  ConstructionYear: z.int().min(1700).max(2035).optional(),
  RenovationYear: z.int().min(1900).max(2035).optional(),

  /** Flemish certificate code, e.g. "20230412-0002845123-RES-1". */
  EPCUniqueCode: z.string().min(1).optional(),
  /** Total primary energy, kWh/year. */
  EPCTotal: z.number().optional(),
  /** CO2 emissions, kg/m²/year (required in Brussels adverts). */
  EPCCO2: nonNegNumber.optional(),
  EPCValidUntil: isoDate.optional(),

  Heating: z.string().min(1).optional(),
  Glazing: z.string().min(1).optional(),
  WindowFrame: z.string().min(1).optional(),
  Kitchen: z.string().min(1).optional(),
  Lift: z.boolean().optional(),
  Cellar: z.boolean().optional(),
  Terrace: z.boolean().optional(),
  Garden: z.boolean().optional(),
  Furnished: z.boolean().optional(),
  Attic: z.boolean().optional(),
  Pool: z.boolean().optional(),

  // Flemish flood risk (P-score plot, G-score building).
  FloodRiskPlotScore: floodScoreSchema.optional(),
  FloodRiskBuildingScore: floodScoreSchema.optional(),
  FloodArea: z.boolean().optional(),

  /**
   * The documents the agency can send, by kind; absent when the catalogue does not say (the form
   * is offered), empty for a listing without documents (spec §8: the documents form says so).
   */
  Documents: z.array(z.enum(DOCUMENT_KINDS)).max(DOCUMENT_KINDS.length).optional(),

  AsbestosType: z.string().min(1).optional(),
  AsbestosCertificateDate: isoDate.optional(),

  // Urban planning (the five Flemish items + zoning designation).
  BuildingPermit: z.boolean().optional(),
  AllotmentPermit: z.boolean().optional(),
  PreemptiveRight: z.boolean().optional(),
  Summons: z.boolean().optional(),
  JudicialDecision: z.boolean().optional(),
  /** Zoning designation, e.g. "Zone d'habitat". */
  AreaApplication: z.string().min(1).optional(),

  // Money (euros).
  /** Monthly common charges paid by the owner. */
  ChargesOwner: nonNegNumber.optional(),
  /** Monthly common charges paid by the tenant. */
  ChargesRenter: nonNegNumber.optional(),
  NotaryFees: nonNegNumber.optional(),
  RegistrationRights: nonNegNumber.optional(),
  /** VAT amount (new builds). */
  VAT: nonNegNumber.optional(),
  /** Yearly property tax (précompte immobilier). */
  PropertyTax: nonNegNumber.optional(),
  /** Rental guarantee (3 months' rent). */
  Deposit: nonNegNumber.optional(),
  /** Agency fee, VAT included. */
  AgencyCost: nonNegNumber.optional(),
  InventoryCost: nonNegNumber.optional(),

  // Viager.
  LifeAnnuityBouquet: nonNegNumber.optional(),
  LifeAnnuityMonthly: nonNegNumber.optional(),
  /** Ages of the annuitant(s). */
  LifeAnnuityAges: z.array(z.int().min(50).max(110)).min(1).max(2).optional(),

  Videos: z.array(z.url()).min(1).optional(),
  VirtualTour: z.url().optional(),
});

// ---------------------------------------------------------------------------
// Project
// ---------------------------------------------------------------------------

export const projectSchema = z.strictObject({
  ID: z.int().positive(),
  Goal: goalSchema,
  City: z.string().min(1),
  Zip: z.string().regex(/^(\d{4})?$/, { message: 'must be a 4-digit postcode or ""' }),
  WebID: webIdList,
  /** Category label with a count, e.g. "Appartement (8)". */
  WebIDName: z.string().regex(/^.+ \(\d+\)(, .+ \(\d+\))*$/, {
    message: 'must be a category label with a count, e.g. "Appartement (8)"',
  }),
  ProjectWebID: z.int().positive(),
  SmallPicture: mediaUrl,
  PriceMin: nonNegNumber,
  PriceMax: nonNegNumber,
  language: languageSchema,

  PublicAddress: z.boolean(),
  Street: z.string(),
  HouseNumber: z.string(),
  BoxNr: z.string(),
  CountryID: countryIdSchema,
  CountryName: countryNameSchema,

  Name: z.string().min(1),
  Description: z.string().min(1),
  /** The description in other languages than `language`. */
  Translations: projectTranslationsSchema.optional(),
  Pictures: z.array(pictureSchema).min(1),
  Latitude: z.number().min(-90).max(90),
  Longitude: z.number().min(-180).max(180),
  DeliveryDate: isoDate,
});

// ---------------------------------------------------------------------------
// Category, city, neighbourhood
// ---------------------------------------------------------------------------

export const categorySchema = z.strictObject({
  ID: z.int().positive(),
  WebID: z.string().regex(/^[1-9]$/, { message: 'must be a category web id ("1"-"9")' }),
  Name: z.string().min(1),
  ShowOrder: z.int().min(0).max(8),
  Sale: z.boolean(),
  Rent: z.boolean(),
  language: languageSchema,
});

export const cityEntrySchema = z.strictObject({
  Name: z.string().min(1),
  Zip: z.string().regex(/^(\d{4})?$/, { message: 'must be a 4-digit postcode or ""' }),
  CountryID: countryIdSchema,
  CountryName: countryNameSchema,
  PropertyCount: z.int().min(0),
  language: languageSchema,
});

export const neighbourhoodSchema = z.strictObject({
  ID: z.int().min(0),
  Name: z.string(),
  Title: z.string(),
  Subtitle: z.string(),
  Description: z.string(),
  Coordinates: z.string(),
  SmallPictures: z.array(pictureSchema),
  MediumPictures: z.array(pictureSchema),
  LargePictures: z.array(pictureSchema),
  XLargePictures: z.array(pictureSchema),
});

// ---------------------------------------------------------------------------
// Whole snapshot (with cross-reference checks)
// ---------------------------------------------------------------------------

/** The whole catalogue, its listings checked by `listings` (the full schema, or already-parsed ones passed through). */
const catalogueSchemaWith = (listings: z.ZodType<Listing[]>) =>
  z
    .strictObject({
      language: languageSchema,
      generatedAt: isoDateTime,
      listings,
      projects: z.array(projectSchema),
      categories: z.array(categorySchema),
      cities: z.strictObject({
        all: z.array(cityEntrySchema),
        sale: z.array(cityEntrySchema),
        rent: z.array(cityEntrySchema),
      }),
      neighbourhoods: z.array(neighbourhoodSchema),
    })
    .superRefine((cat, ctx) => {
      const categoryWebIds = new Set(cat.categories.map((c) => Number(c.WebID)));
      const projectIds = new Set(cat.projects.map((p) => p.ID));
      const seen = new Map<number, number>();

      cat.listings.forEach((l, i) => {
        const at = (field: string) => ["listings", i, field];
        const prev = seen.get(l.ID);
        if (prev !== undefined) {
          ctx.addIssue({ code: "custom", path: at("ID"), message: `duplicate listing ID ${l.ID} (also listings[${prev}])` });
        } else {
          seen.set(l.ID, i);
        }
        if (!categoryWebIds.has(l.WebID)) {
          ctx.addIssue({ code: "custom", path: at("WebID"), message: `web id ${l.WebID} is not a category` });
        }
        const ids = l.WebIDs.split(",").map(Number);
        if (!ids.includes(l.WebID)) {
          ctx.addIssue({ code: "custom", path: at("WebIDs"), message: `must include the main web id ${l.WebID}` });
        }
        for (const id of ids) {
          if (!categoryWebIds.has(id)) {
            ctx.addIssue({ code: "custom", path: at("WebIDs"), message: `web id ${id} is not a category` });
          }
        }
        const expectedType = MAIN_TYPE_BY_WEB_ID[l.WebID];
        if (l.MainTypeName !== expectedType) {
          ctx.addIssue({
            code: "custom",
            path: at("MainTypeName"),
            message: `must be "${expectedType}" for web id ${l.WebID}`,
          });
        }
        if (l.ProjectID !== undefined && !projectIds.has(l.ProjectID)) {
          ctx.addIssue({ code: "custom", path: at("ProjectID"), message: `project ${l.ProjectID} does not exist` });
        }
        if (COUNTRY_NAMES[l.CountryID] !== l.CountryName) {
          ctx.addIssue({ code: "custom", path: at("CountryName"), message: "does not match CountryID" });
        }
        if (isBelgian(l.CountryID) && l.Zip === "") {
          ctx.addIssue({ code: "custom", path: at("Zip"), message: "a Belgian listing needs a postcode" });
        }
      });

      cat.projects.forEach((p, i) => {
        if (p.PriceMin > p.PriceMax) {
          ctx.addIssue({ code: "custom", path: ["projects", i, "PriceMin"], message: "must not exceed PriceMax" });
        }
      });
    });

export const catalogueSchema = catalogueSchemaWith(z.array(listingSchema));

/**
 * The catalogue whose listings were each parsed by `listingSchema` already (an import of 100,000
 * listings parses them one at a time, so that the file's objects and their parsed copies are never
 * all in memory at once): they pass through, the cross-record checks run on them.
 */
export const catalogueOfParsedListingsSchema = catalogueSchemaWith(z.array(z.custom<Listing>()));

// ---------------------------------------------------------------------------
// Types and helpers
// ---------------------------------------------------------------------------

export type Picture = z.infer<typeof pictureSchema>;
export type Listing = z.infer<typeof listingSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Category = z.infer<typeof categorySchema>;
export type CityEntry = z.infer<typeof cityEntrySchema>;
export type Neighbourhood = z.infer<typeof neighbourhoodSchema>;
export type Catalogue = z.infer<typeof catalogueSchema>;

/** Format an issue path as `listings[12].Zip`. */
export function formatIssuePath(path: ReadonlyArray<PropertyKey>): string {
  let out = "";
  for (const seg of path) {
    if (typeof seg === "number") out += `[${seg}]`;
    else out += out === "" ? String(seg) : `.${String(seg)}`;
  }
  return out || "(root)";
}

/** One line per issue: `listings[12].Zip: must be a 4-digit postcode or ""`. */
export function formatCatalogueIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${formatIssuePath(issue.path)}: ${issue.message}`);
}
