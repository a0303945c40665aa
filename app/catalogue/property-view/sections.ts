/**
 * Every detail field of spec §3 the listing has, in sections with translated labels: general
 * facts, rooms, surfaces and comfort here; energy, the Flemish items, price and charges and the
 * life annuity from their own modules. A field without a value is left out, and so is a section
 * without fields.
 */
import { isBelgian } from "~/belgium/country";
import { formatDate } from "~/belgium/format";
import type { Listing } from "../schema";
import { goalKind } from "../codes";
import { placeTown } from "../place";
import { displayAddress } from "./address";
import { energySection, listingEpc } from "./energy";
import { bool, catalogueText, count, metres, section, squareMetres, type PropertySection, type PropertyViewOptions } from "./fields";
import { asbestosSection, planningSection } from "./flemish";
import { financialSection, lifeAnnuitySection } from "./price";

/** Catalogue comfort texts (French) that have a translation under property.values; others are shown as written. */
const COMFORT_VALUES: Record<string, Record<string, string>> = {
  heating: {
    "Gaz naturel (chaudière à condensation)": "naturalGasCondensing",
    "Gaz naturel": "naturalGas",
    Pellets: "pellets",
    Mazout: "oil",
    "Pompe à chaleur": "heatPump",
    Électrique: "electric",
  },
  glazing: { "Simple vitrage": "single", "Double vitrage": "double", "Triple vitrage": "triple" },
  windowFrame: { Bois: "wood", "Bois et aluminium": "woodAluminium", Aluminium: "aluminium", PVC: "pvc" },
  kitchen: {
    "Semi-équipée": "semiEquipped",
    Équipée: "equipped",
    "Hyper-équipée": "fullyEquipped",
    "Américaine équipée": "openEquipped",
    "Équipée avec îlot": "island",
  },
};

export function propertySections(listing: Listing, options: PropertyViewOptions): PropertySection[] {
  const { lang, t, hideCity } = options;
  const address = displayAddress(listing, listing.PublishAddress, lang, t, hideCity);
  const comfort = (group: keyof typeof COMFORT_VALUES, value: string | undefined) =>
    catalogueText(COMFORT_VALUES[group]!, group, value, listing, lang, t);
  const area = (value: number | undefined) => (value === undefined ? null : squareMetres(value));
  const width = (value: number | undefined) => (value === undefined ? null : metres(value));

  const sections = [
    section(
      "general",
      [
        ["reference", String(listing.ID)],
        ["recordFile", listing.RecordFile],
        ["type", t(`types.${listing.WebID}`)],
        ["goal", t(goalKind(listing.Goal) === "sale" ? "property.values.forSale" : "property.values.forRent")],
        ["address", address.street],
        ["zip", listing.Zip],
        ["city", hideCity ? null : placeTown(listing, lang)],
        [
          "country",
          isBelgian(listing.CountryID) ? null : t(`property.countries.${listing.CountryID}`, { defaultValue: listing.CountryName }),
        ],
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
        ["surfaceTotal", area(listing.SurfaceTotal)],
        ["surfaceLiving", area(listing.SurfaceLiving)],
        ["surfaceGround", area(listing.SurfaceGround)],
        ["surfaceTerrace", area(listing.SurfaceTerrace)],
        ["surfaceGarden", area(listing.SurfaceGarden)],
        ["surfaceConstructed", area(listing.SurfaceConstructed)],
        ["surfaceOffice", area(listing.SurfaceOffice)],
        ["plotWidth", width(listing.PlotWidth)],
        ["frontWidth", width(listing.FrontWidth)],
      ],
      t,
    ),
    energySection(listingEpc(listing, t), t),
    section(
      "comfort",
      [
        ["heating", comfort("heating", listing.Heating)],
        ["glazing", comfort("glazing", listing.Glazing)],
        ["windowFrame", comfort("windowFrame", listing.WindowFrame)],
        ["kitchen", comfort("kitchen", listing.Kitchen)],
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
    planningSection(listing, options),
    asbestosSection(listing, options),
    financialSection(listing, t),
    lifeAnnuitySection(listing, t),
  ];
  return sections.filter((s): s is PropertySection => s !== null);
}
