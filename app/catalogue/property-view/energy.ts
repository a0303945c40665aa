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
} from "~/belgium/epc";
import { formatDate, formatNumber } from "~/belgium/format";
import { regionOfPostcode, type Region } from "~/belgium/regions";
import type { Listing } from "../schema";
import { perYear, type PropertyField } from "./fields";

const BELGIUM = 10;

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

/** The energy section: the EPC figures, required ones first. */
export function energySection(epc: ReturnType<typeof listingEpc>, t: TFunction) {
  return epc ? { id: "energy" as const, title: t("property.sections.energy"), fields: epc.fields } : null;
}
