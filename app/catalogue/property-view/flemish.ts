/**
 * The items a Flemish advert must carry (GUIDE §4): flood risk (P-score of the plot, G-score of the
 * building, flood-prone area), the five urban-planning items spelled out, never abbreviated, and the
 * asbestos certificate. Shown for any listing that has them.
 */
import type { Listing } from "../schema";
import { bool, catalogueText, section, type PropertySection, type PropertyViewOptions } from "./fields";
import { formatDate } from "~/belgium/format";

/** Catalogue zoning and asbestos texts (French) that have a translation under property.values. */
const ZONING: Record<string, string> = {
  "Zone d'habitat": "residential",
  "Zone d'habitat à caractère rural": "ruralResidential",
  "Zone mixte d'habitat et d'activités": "mixed",
  "Zone d'activités économiques": "business",
};
const ASBESTOS: Record<string, string> = {
  "Attestation amiante : pas d'amiante détectée": "none",
  "Attestation amiante : présence limitée, sans risque": "limited",
};

/** Flood risk and urban planning, in the order of the Flemish advert rules. */
export function planningSection(listing: Listing, { lang, t }: PropertyViewOptions): PropertySection | null {
  const score = (value: string | undefined) => (value ? t("property.values.floodScore", { score: value }) : null);
  return section(
    "planning",
    [
      ["floodArea", bool(listing.FloodArea, t)],
      ["floodPlot", score(listing.FloodRiskPlotScore)],
      ["floodBuilding", score(listing.FloodRiskBuildingScore)],
      // The five urban-planning items (GUIDE §4), spelled out, in the order of the Flemish advert rules.
      ["buildingPermit", bool(listing.BuildingPermit, t)],
      ["areaApplication", catalogueText(ZONING, "zoning", listing.AreaApplication, listing, lang, t)],
      ["summons", bool(listing.Summons, t)],
      ["judicialDecision", bool(listing.JudicialDecision, t)],
      ["preemptiveRight", bool(listing.PreemptiveRight, t)],
      ["allotmentPermit", bool(listing.AllotmentPermit, t)],
    ],
    t,
  );
}

/** The asbestos certificate and its date. */
export function asbestosSection(listing: Listing, { lang, t }: PropertyViewOptions): PropertySection | null {
  return section(
    "asbestos",
    [
      ["asbestosType", catalogueText(ASBESTOS, "asbestos", listing.AsbestosType, listing, lang, t)],
      ["asbestosDate", listing.AsbestosCertificateDate ? formatDate(listing.AsbestosCertificateDate) : null],
    ],
    t,
  );
}
