import type { ListingCardView } from "~/catalogue/listing-card";
import { ListingCard } from "./listing-card";

/** Listing cards in a grid of `perRow` columns on wide screens; the first picture loads eagerly. */
export function ListingGrid({
  listings,
  perRow,
  headingLevel = 2,
  eagerFirst = true,
}: {
  listings: ListingCardView[];
  perRow: number;
  headingLevel?: 2 | 3;
  eagerFirst?: boolean;
}) {
  if (listings.length === 0) return null;
  return (
    <ul className="card-grid" style={{ "--per-row": perRow } as React.CSSProperties}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} eager={eagerFirst && index === 0} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
