/** Sold and rented properties: where to go next (ADR 009). */
import { formatCityParam } from "~/belgium/city";
import { isBelgian } from "~/belgium/country";
import type { Language } from "~/i18n/languages";
import { href } from "~/routing/route-table";
import { listingPage } from "../paths";
import { goalKind, type Catalogue, type Listing } from "../schema";

/** Up to `limit` available listings like this one: same goal and type, nearest postcode first, newest next. */
export function similarListings(listing: Listing, catalogue: Pick<Catalogue, "listings">, limit = 3): Listing[] {
  const zip = Number(listing.Zip) || 0;
  return catalogue.listings
    .filter(
      (other) =>
        other.ID !== listing.ID &&
        other.Status === "available" &&
        goalKind(other.Goal) === goalKind(listing.Goal) &&
        other.WebID === listing.WebID &&
        isBelgian(other.CountryID) === isBelgian(listing.CountryID),
    )
    .slice()
    .sort(
      (a, b) => Math.abs((Number(a.Zip) || 0) - zip) - Math.abs((Number(b.Zip) || 0) - zip) || b.PublishedAt.localeCompare(a.PublishedAt),
    )
    .slice(0, limit);
}

/**
 * The listing page of similar properties: for sale or for rent filtered by city and type when
 * that finds something, by city alone otherwise, else unfiltered (abroad: the Spanish page).
 */
export function similarListingsHref(listing: Listing, catalogue: Pick<Catalogue, "listings">, lang: Language): string {
  if (listingPage(listing) === "property-abroad") return href("abroad", lang);
  const page = goalKind(listing.Goal) === "sale" ? "for-sale" : "for-rent";
  const candidates = catalogue.listings.filter(
    (other) =>
      other.ID !== listing.ID &&
      other.Status === "available" &&
      goalKind(other.Goal) === goalKind(listing.Goal) &&
      other.Zip === listing.Zip &&
      other.City === listing.City,
  );
  const city = formatCityParam({ name: listing.City, zip: listing.Zip });
  if (candidates.some((other) => other.WebID === listing.WebID)) {
    return `${href(page, lang)}?${new URLSearchParams({ city, type: String(listing.WebID) })}`;
  }
  if (candidates.length > 0) return `${href(page, lang)}?${new URLSearchParams({ city })}`;
  return href(page, lang);
}
