/** Sold and rented properties: where to go next (ADR 009). */
import type { TFunction } from "i18next";
import { formatCityParam } from "~/belgium/city";
import type { Language } from "~/i18n/languages";
import { href } from "~/routing/route-table";
import { listingCard, type ListingCardView, type CardCatalogue } from "../listing-card";
import type { ListingStore } from "../listing-store.server";
import { countryPages } from "../paths";
import { isBelgian } from "~/belgium/country";
import type { Listing } from "../schema";
import { goalKind } from "../codes";

type SimilarSource = CardCatalogue & { listings: Pick<ListingStore, "similar" | "othersInTown"> };

/** How many similar listings a sold or rented property's page shows. */
const SIMILAR_LISTINGS = 3;

/**
 * The listing page of similar properties: for sale or for rent filtered by city and type when
 * that finds something, by city alone otherwise, else unfiltered (abroad: the Spanish page).
 */
async function similarListingsHref(listing: Listing, catalogue: SimilarSource, lang: Language): Promise<string> {
  if (!isBelgian(listing.CountryID)) return href(countryPages(listing.CountryID).list, lang);
  const page = goalKind(listing.Goal) === "sale" ? "for-sale" : "for-rent";
  const others = await catalogue.listings.othersInTown(listing);
  const city = formatCityParam({ name: listing.City, zip: listing.Zip });
  if (others.sameType) return `${href(page, lang)}?${new URLSearchParams({ city, type: String(listing.WebID) })}`;
  if (others.any) return `${href(page, lang)}?${new URLSearchParams({ city })}`;
  return href(page, lang);
}

/**
 * A sold or rented property's way on: up to three available listings like it (same goal and type,
 * nearest postcode first, newest next) and the link to the list of similar ones.
 */
export async function similarProperties(
  listing: Listing,
  catalogue: SimilarSource,
  { lang, t, hideCity }: { lang: Language; t: TFunction; hideCity: boolean },
): Promise<{ href: string; cards: ListingCardView[] }> {
  const [link, similar] = await Promise.all([
    similarListingsHref(listing, catalogue, lang),
    catalogue.listings.similar(listing, SIMILAR_LISTINGS),
  ]);
  return { href: link, cards: similar.map((other) => listingCard(other, lang, t, catalogue, hideCity)) };
}
