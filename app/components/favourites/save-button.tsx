import { useLocation } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { FAVOURITES_FIELDS } from "~/favourites/favourites";
import { saveFavourite, useFavourites, useFavouritesRoot } from "./use-favourites";

/**
 * The Save toggle of a card or property page (issue 24 §1): a real button with aria-pressed, named
 * with the property. Without JavaScript it posts its form to the favourites page, which keeps the
 * list in a cookie and brings the visitor back to this button; with JavaScript it saves in the
 * browser and nothing is sent.
 */
export function SaveButton({ listingId, name, className }: { listingId: number; name: string; className?: string }) {
  const { t } = useTranslation();
  const favourites = useFavouritesRoot();
  const saved = useFavourites().includes(listingId);
  const location = useLocation();
  if (!favourites) return null;
  const anchor = `save-${listingId}`;
  return (
    <form
      method="post"
      action={favourites.page}
      className={className ? `save-form ${className}` : "save-form"}
      id={anchor}
      onSubmit={(event) => {
        if (saveFavourite(listingId, !saved)) event.preventDefault();
      }}
    >
      <input type="hidden" name={FAVOURITES_FIELDS.id} value={listingId} />
      <input type="hidden" name={FAVOURITES_FIELDS.save} value={saved ? "0" : "1"} />
      <input type="hidden" name={FAVOURITES_FIELDS.returnTo} value={`${location.pathname}${location.search}`} />
      {/* Named with the property, its visible word first (WCAG 2.5.3). */}
      <button type="submit" className="save-button" aria-pressed={saved} aria-label={t("favourites.saveNamed", { name })}>
        {t("favourites.save")}
      </button>
    </form>
  );
}
