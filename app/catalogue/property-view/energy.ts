/**
 * The energy performance certificate of a Belgian listing (GUIDE §4, ADR 005): the region of its
 * postcode picks the scale, the label image and the figures every advert of that region must show.
 */
import type { TFunction } from "i18next";
import {
  epcDisplayText,
  epcImagePath,
  epcLabel,
  epcLabelFromText,
  requiredEpcFigures,
  type EpcFigure,
  type EpcLabel,
  type EpcRegion,
} from "~/belgium/epc";
import { isBelgian, LUXEMBOURG_COUNTRY_ID } from "~/belgium/country";
import { formatDate, formatNumber } from "~/belgium/format";
import { regionOfPostcode } from "~/belgium/regions";
import { RENOVATION_OBLIGATION, renovationObligationApplies } from "~/belgium/renovation";
import { goalKind, HOME_WEB_IDS } from "../codes";
import type { Listing } from "../schema";
import { perYear, type PropertyField } from "./fields";
import { runtimeKey } from "~/i18n/keys";

export type EpcView = {
  region: EpcRegion;
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
  /** The energy notice of spec §9 when a buyer would have to renovate (app/belgium/renovation.ts), else null. */
  renovationNotice: string | null;
};

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

/** The EPC scale of a listing: the Belgian region of its postcode, Luxembourg, or none (Spain). */
function epcRegionOf(listing: Pick<Listing, "CountryID" | "Zip">): EpcRegion | null {
  if (listing.CountryID === LUXEMBOURG_COUNTRY_ID) return "luxembourg";
  return isBelgian(listing.CountryID) ? regionOfPostcode(listing.Zip) : null;
}

/** The label and its image: Belgium's by the energy figure on the region's scale, else by label text; Luxembourg's by label text only. */
function epcBadge(
  region: EpcRegion,
  listing: Pick<Listing, "EnergyPerformance" | "EPCLabelText">,
): { label: EpcLabel | null; image: string | null } {
  if (region === "luxembourg") {
    const label = epcLabelFromText(region, listing.EPCLabelText);
    return { label, image: label && epcImagePath(region, label) };
  }
  const label = epcLabel(region, listing.EnergyPerformance) ?? epcLabelFromText(region, listing.EPCLabelText);
  return { label, image: label && epcImagePath(region, label) };
}

/**
 * The EPC of a Belgian or Luxembourg listing: the label image of its region and the figures.
 * Luxembourg has no advert rule here, so it requires no figure.
 */
export function listingEpc(listing: Listing, t: TFunction): { view: EpcView; fields: PropertyField[] } | null {
  const region = epcRegionOf(listing);
  if (!region) return null;
  const { label, image } = epcBadge(region, listing);
  const labelText = label ? epcDisplayText(label) : null;
  const regionName = t(`property.regions.${region}`);
  const required: readonly EpcFigure[] = region === "luxembourg" ? [] : requiredEpcFigures(region);
  const order: EpcFigure[] = [
    ...required,
    ...(["label", "energyScore", "totalEnergy", "co2", "uniqueCode"] as const).filter((f) => !required.includes(f)),
  ];
  const fields: PropertyField[] = [];
  const missing: EpcFigure[] = [];
  for (const figure of order) {
    const value = epcFigureValue(figure, listing, labelText, t);
    if (value === null) {
      if (required.includes(figure)) missing.push(figure);
      continue;
    }
    fields.push({ key: EPC_FIGURE_KEYS[figure], label: t(runtimeKey(`property.fields.${EPC_FIGURE_KEYS[figure]}`)), value });
  }
  if (listing.EPCValidUntil) {
    fields.push({ key: "epcValidUntil", label: t("property.fields.epcValidUntil"), value: formatDate(listing.EPCValidUntil) });
  }
  if (fields.length === 0) return null;
  const renovation = renovationObligationApplies({
    region,
    label,
    forSale: goalKind(listing.Goal) === "sale",
    home: HOME_WEB_IDS.includes(listing.WebID),
  });
  return {
    view: {
      region,
      regionName,
      label,
      labelText,
      image,
      alt: labelText ? t("property.epc.alt", { label: labelText, region: regionName }) : "",
      required,
      missing,
      renovationNotice: renovation ? renovationNoticeText(t) : null,
    },
    fields,
  };
}

/** The notice, its figures from the rule: "E or F", "D", 5 years, 2023. */
function renovationNoticeText(t: TFunction): string {
  const { labels, target, years, since } = RENOVATION_OBLIGATION;
  const [first, last] = labels.map((label) => epcDisplayText(label));
  return t("property.renovationNotice", {
    first,
    last,
    target,
    years,
    year: since.slice(0, 4),
  });
}

/** The energy section: the EPC figures, required ones first. */
export function energySection(epc: ReturnType<typeof listingEpc>, t: TFunction) {
  return epc ? { id: "energy" as const, title: t("property.sections.energy"), fields: epc.fields } : null;
}
