/**
 * What a list filtered by town and/or type calls itself: such a list is a landing page of its own
 * ("Appartement à vendre à Namur", "Te huur in Namen"), its title within what search engines show.
 */
import type { TFunction } from "i18next";
import { fitTitle } from "~/routing/seo";

/** The heading: the town (in the page's language) and the type's name, or the list's own title when neither is chosen. */
export function listingHeading(
  t: TFunction,
  scope: "sale" | "rent",
  { town, type }: { town: string | null; type: string | null },
  listTitle: string,
): string {
  if (town && type) return t(`listings.landing.${scope}.typeTown`, { type, town });
  if (town) return t(`listings.landing.${scope}.town`, { town });
  if (type) return t(`listings.landing.${scope}.type`, { type });
  return listTitle;
}

/** The title: the heading and, past the first of several pages, "– page 2 of 3" (or "(2/3)" where that is too long), within 70 characters. */
export function listingTitle(t: TFunction, heading: string, page: number, pageCount: number): string {
  return fitTitle(heading, page > 1 ? [` – ${t("listings.pageOf", { page, pageCount })}`, ` (${page}/${pageCount})`] : []);
}
