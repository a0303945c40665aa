import { NavLink } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { useFavourites, useFavouritesRoot } from "./use-favourites";

/** The header's link to the favourites page, with how many properties the visitor saved. */
export function FavouritesLink() {
  const { t } = useTranslation();
  const root = useFavouritesRoot();
  const count = useFavourites().length;
  if (!root) return null;
  return (
    // A NavLink: on the favourites page itself it says so (aria-current="page").
    <NavLink to={root.page} end className="favourites-link" data-saved={count > 0 || undefined} prefetch="intent">
      {/* The count once there is one: a visitor with JavaScript has theirs only once the page runs it. */}
      {count > 0 ? (
        <span aria-hidden="true" className="favourites-count">
          {count}
        </span>
      ) : null}
      <span className="visually-hidden">{t("favourites.headerLabel", { count })}</span>
    </NavLink>
  );
}
