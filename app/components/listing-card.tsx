import { Link } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import type { ListingCardView } from "~/catalogue/listing-card";
import { CARD_PICTURE_SIZES } from "~/media/picture-url";
import { SaveButton } from "./favourites/save-button";
import { useMapPin } from "./map/list-map";
import { Picture } from "./picture";

/** A card's photo, or where it would be, the words of spec §8 for a listing or project without photos. */
export function CardPicture({ picture, eager = false }: { picture: ListingCardView["picture"]; eager?: boolean }) {
  const { t } = useTranslation();
  if (!picture) return <p className="no-photos">{t("card.noPhotos")}</p>;
  return <Picture src={picture.src} width={picture.width} height={picture.height} alt="" sizes={CARD_PICTURE_SIZES} eager={eager} />;
}

/**
 * A listing in a grid: picture, labels ("New", "Price lowered", the agency's marquee), title (the
 * link), type and place, a note (the favourites page's "sold since you saved it"), price (and the
 * former one while it shows as lowered) and key figures, and its Save button.
 */
export function ListingCard({
  listing,
  eager = false,
  headingLevel = 2,
  note,
}: {
  listing: ListingCardView;
  eager?: boolean;
  headingLevel?: 2 | 3;
  note?: string;
}) {
  const { t } = useTranslation();
  const pin = useMapPin(listing.id);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className={pin?.highlighted ? "listing-card is-highlighted" : "listing-card"} {...pin?.events}>
      {pin ? (
        <p className="card-pin">
          <span className="visually-hidden">{t("map.onMap")} </span>
          {pin.number}
        </p>
      ) : null}
      <CardPicture picture={listing.picture} eager={eager} />
      {listing.labels.length > 0 ? <p className="marquee">{listing.labels.join(" · ")}</p> : null}
      <Heading>
        <Link to={listing.href} prefetch="intent" className="card-link">
          {listing.title}
        </Link>
      </Heading>
      <p className="card-place">
        {listing.type} – {listing.place}
      </p>
      {note ? <p className="card-note">{note}</p> : null}
      <p className="price">{listing.price}</p>
      {listing.priceLowered ? (
        <p className="price-was">{t("card.priceWas", { date: listing.priceLowered.on, price: listing.priceLowered.from })}</p>
      ) : null}
      {listing.bedrooms || listing.surface ? (
        <p className="card-figures">
          {listing.bedrooms ? <span>{t("card.bedrooms", { count: listing.bedrooms })}</span> : null}
          {listing.surface ? <span>{t("card.surface", { surface: listing.surface })}</span> : null}
        </p>
      ) : null}
      <SaveButton listingId={listing.id} name={listing.title} />
    </article>
  );
}
