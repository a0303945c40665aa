import type { TFunction } from "i18next";
import { formatPrice } from "~/belgium/format";
import type { Listing } from "./schema";
import { goalKind } from "./codes";

/** PriceUnit 7 means 'starting from' (spec §3). */
export const PRICE_UNIT_STARTING_FROM = 7;

/**
 * The price line of a listing under the display rules of spec §5: shown only if PublishPrice;
 * 'starting from' for PriceUnit 7; rents per month, with their common charges (GUIDE §4), or
 * saying that there are none or that they are not known.
 */
export function priceText(listing: Pick<Listing, "Price" | "PublishPrice" | "PriceUnit" | "Goal" | "ChargesRenter">, t: TFunction): string {
  if (!listing.PublishPrice) return t("price.onRequest");
  const amount = formatPrice(listing.Price);
  const base = listing.PriceUnit === PRICE_UNIT_STARTING_FROM ? t("price.startingFrom", { price: amount }) : amount;
  if (goalKind(listing.Goal) === "sale") return base;
  const perMonth = t("price.perMonth", { price: base });
  if (listing.ChargesRenter === undefined) return t("price.chargesUnknown", { rent: perMonth });
  if (listing.ChargesRenter === 0) return t("price.noCharges", { rent: perMonth });
  return t("price.withCharges", { rent: perMonth, charges: formatPrice(listing.ChargesRenter) });
}
