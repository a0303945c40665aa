/**
 * What the catalogue's codes mean, apart from its schemas (app/catalogue/schema.ts): the browser's
 * pages read these, and importing them must not bring the schemas' validation library along.
 */
import { BELGIUM_COUNTRY_ID, LUXEMBOURG_COUNTRY_ID, SPAIN_COUNTRY_ID } from "~/belgium/country";

/** What a Goal means: 0 for sale, any other value for rent (spec §3 and §4). */
export const goalKind = (goal: number): "sale" | "rent" => (goal === 0 ? "sale" : "rent");

/** The catalogue's (French) name of each of its countries, as its records spell them. */
export const COUNTRY_NAMES = {
  [BELGIUM_COUNTRY_ID]: "Belgique",
  [SPAIN_COUNTRY_ID]: "Espagne",
  [LUXEMBOURG_COUNTRY_ID]: "Luxembourg",
} as const;

/**
 * The categories (web ids, spec §3) that are homes: house, apartment, studio and investment
 * building. Land, commercial, garage, industrial and office categories are not.
 */
export const HOME_WEB_IDS: readonly number[] = [1, 2, 3, 5];

/**
 * The documents an agency can send about a listing (its `Documents`, by kind): the EPC, the floor
 * plan, the soil certificate, the electrical inspection, the cadastral extract, the urban-planning
 * information, the asbestos certificate and the flood information. Each kind has its name per
 * language (property.documents.kinds).
 */
export const DOCUMENT_KINDS = [
  "epc",
  "floorPlan",
  "soilCertificate",
  "electricalInspection",
  "cadastralExtract",
  "urbanPlanning",
  "asbestosCertificate",
  "floodInformation",
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
