/**
 * Price and charges of a property (spec §5, GUIDE §4): the price line, rents with their common
 * charges, taxes and fees; when the price is not published, the amounts that would give it away
 * (registration duties, notary fees, VAT, the deposit of three months' rent) are left out too.
 * Also the life-annuity (viager) figures.
 */
import type { TFunction } from "i18next";
import { formatPrice } from "~/belgium/format";
import { priceText } from "../price";
import type { Listing } from "../schema";
import { goalKind } from "../codes";
import { joinAnd, money, perMonth, perYear, section, type PropertySection } from "./fields";

/** The tenant's monthly charges; for a rent whose charges are unknown, "Not known" rather than nothing. */
function chargesRenter(listing: Listing, t: TFunction): string | null {
  if (listing.ChargesRenter !== undefined) return perMonth(listing.ChargesRenter, t);
  return goalKind(listing.Goal) === "rent" ? t("property.values.notKnown") : null;
}

export function financialSection(listing: Listing, t: TFunction): PropertySection | null {
  const priceHidden = !listing.PublishPrice;
  return section(
    "financial",
    [
      [goalKind(listing.Goal) === "sale" ? "price" : "rent", priceText(listing, t)],
      ["chargesRenter", chargesRenter(listing, t)],
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
  );
}

export function lifeAnnuitySection(listing: Listing, t: TFunction): PropertySection | null {
  const ages = listing.LifeAnnuityAges?.map(String);
  return section(
    "lifeAnnuity",
    [
      ["lifeAnnuityBouquet", money(listing.LifeAnnuityBouquet)],
      ["lifeAnnuityMonthly", listing.LifeAnnuityMonthly === undefined ? null : perMonth(listing.LifeAnnuityMonthly, t)],
      ["lifeAnnuityAges", ages?.length ? t("property.values.years", { ages: joinAnd(ages, t) }) : null],
    ],
    t,
  );
}
