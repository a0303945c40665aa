import type { TFunction } from "i18next";
import { listingCard, type ListingCardView, type CardCatalogue } from "~/catalogue/listing-card";
import type { ListingStore } from "~/catalogue/listing-store.server";
import type { Listing } from "~/catalogue/schema";
import type { Language } from "~/i18n/languages";

/** A saved listing as the favourites page shows it: its card and whether it is still offered, or only its id once withdrawn. */
export type FavouriteEntry =
  { id: number; status: Listing["Status"]; card: ListingCardView } | { id: number; status: "withdrawn"; card: null };

/** The saved listings, the last saved first; a listing the catalogue no longer holds is withdrawn. */
export async function favouriteEntries(
  catalogue: CardCatalogue & { listings: Pick<ListingStore, "byIds"> },
  ids: readonly number[],
  { lang, t, hideCity }: { lang: Language; t: TFunction; hideCity: boolean },
): Promise<FavouriteEntry[]> {
  const found = await catalogue.listings.byIds([...ids]);
  return [...ids].reverse().map((id): FavouriteEntry => {
    const listing = found.get(id);
    return listing
      ? { id, status: listing.Status, card: listingCard(listing, lang, t, catalogue, hideCity) }
      : { id, status: "withdrawn", card: null };
  });
}
