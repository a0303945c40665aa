/**
 * Dutch headlines and descriptions written from a listing's facts, for the catalogue's homes in
 * Flanders and Brussels (houses, flats, studios): the part of the bundled catalogue the agency
 * describes in Dutch too, so that a Dutch page shows both cases (issue 23 §8, ADR 048). Plain
 * facts, no draw: adding them changes nothing else the generator writes.
 */
import { formatNumber } from "~/belgium/format";
import { regionOfPostcode } from "~/belgium/regions";
import { townName } from "~/belgium/town-names";
import { isBelgian } from "~/belgium/country";
import { goalKind } from "~/catalogue/codes";
import type { Listing } from "~/catalogue/schema";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
const m2 = (n: number) => `${formatNumber(n)} m²`;
const slaapkamers = (n: number) => count(n, "slaapkamer", "slaapkamers");
const badkamers = (n: number) => count(n, "badkamer", "badkamers");

/** "a, b en c". */
function list(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} en ${items.at(-1)}`;
}

const HOUSE = { 4: "vrijstaande woning", 3: "halfopen woning", 2: "rijwoning" } as const;

/** The listing's headline and description in Dutch, or null for a listing the agency describes in French only. */
export function dutchTexts(l: Listing): { TypeDescription: string; Description: string } | null {
  const region = regionOfPostcode(l.Zip);
  if (!isBelgian(l.CountryID) || (region !== "flanders" && region !== "brussels")) return null;
  if (l.WebID !== 1 && l.WebID !== 2 && l.WebID !== 3) return null;
  const town = townName({ zip: l.Zip, name: l.City }, "nl");
  const bedrooms = l.Bedrooms ?? 0;
  const living = l.SurfaceLiving ?? l.SurfaceTotal;
  const kind = l.WebID === 1 ? HOUSE[l.Facades ?? 2] : l.WebID === 2 ? "appartement" : "studio";

  const extras = [
    l.Garden ? (l.SurfaceGarden ? `een tuin van ${m2(l.SurfaceGarden)}` : "een tuin") : null,
    l.Terrace ? (l.SurfaceTerrace ? `een terras van ${m2(l.SurfaceTerrace)}` : "een terras") : null,
    l.Garages ? count(l.Garages, "garage", "garages") : null,
    l.Parkings ? count(l.Parkings, "parkeerplaats", "parkeerplaatsen") : null,
    l.Cellar ? "een kelder" : null,
    l.Lift ? "een lift" : null,
  ].filter((item): item is string => item !== null);

  const headline =
    l.WebID === 3
      ? `${l.Furnished ? "Bemeubelde studio" : "Studio"}${living ? ` van ${m2(living)}` : ""}${l.Terrace ? " met terras" : ""}`
      : `${kind[0]!.toUpperCase()}${kind.slice(1)} met ${slaapkamers(bedrooms)}${l.Garden ? " en tuin" : l.Terrace ? " en terras" : l.Garages ? " en garage" : ""}`;

  const where =
    l.WebID === 1
      ? `Deze ${kind} in ${town} biedt ${living ? `${m2(living)} woonruimte` : "ruime woonruimte"}${l.SurfaceGround ? ` op een perceel van ${m2(l.SurfaceGround)}` : ""}.`
      : `${l.WebID === 2 ? "Dit appartement" : "Deze studio"} in ${town} ligt ${l.Floor === undefined ? "in een verzorgd gebouw" : l.Floor === 0 ? "op het gelijkvloers" : `op de ${l.Floor}e verdieping`}${living ? ` en biedt ${m2(living)} woonruimte` : ""}.`;
  const rooms =
    l.WebID === 3
      ? `De studio heeft een leefruimte met slaaphoek${l.Bathrooms ? ` en ${badkamers(l.Bathrooms)}` : ""}.`
      : `Er ${bedrooms === 1 ? "is" : "zijn"} ${slaapkamers(bedrooms)}${l.Bathrooms ? ` en ${badkamers(l.Bathrooms)}` : ""}.`;
  const years =
    l.ConstructionYear !== undefined
      ? `Gebouwd in ${l.ConstructionYear}${l.RenovationYear !== undefined ? `, gerenoveerd in ${l.RenovationYear}` : ""}.`
      : null;
  const epc =
    l.EPCLabelText !== undefined
      ? `EPC-label ${l.EPCLabelText}${l.EnergyPerformance !== undefined ? ` (${l.EnergyPerformance} kWh/m² per jaar)` : ""}.`
      : null;
  const terms =
    goalKind(l.Goal) === "rent"
      ? "Beschikbaar in onderling overleg; een bezoek plant u eenvoudig via deze pagina."
      : "Vrij bij akte. Een bezoek plant u eenvoudig via deze pagina.";

  const description = [where, rooms, extras.length > 0 ? `Verder: ${list(extras)}.` : null, years, epc, terms]
    .filter((sentence): sentence is string => sentence !== null)
    .join(" ");
  return { TypeDescription: headline, Description: description };
}
