/** Where the search results lead: the listings filtered by type or city, the abroad page for cities outside Belgium. */
import { formatCityParam } from "~/belgium/city";
import { countryPages } from "~/catalogue/paths";
import type { SearchCity } from "~/catalogue/search";
import type { Language } from "~/i18n/languages";
import { href } from "~/routing/route-table";

export type Goal = "sale" | "rent";

/** /fr/a-vendre/?type=2 */
export function typeHref(lang: Language, goal: Goal, webId: number): string {
  return `${href(goal === "sale" ? "for-sale" : "for-rent", lang)}?type=${webId}`;
}

/** /fr/a-vendre/?city=Namur%7C5000; a city abroad lists its properties on the abroad page. */
export function cityHref(lang: Language, goal: Goal, city: Pick<SearchCity, "name" | "zip" | "abroad" | "countryId">): string {
  const page = city.abroad ? countryPages(city.countryId).list : goal === "sale" ? "for-sale" : "for-rent";
  return `${href(page, lang)}?${new URLSearchParams({ city: formatCityParam(city) }).toString()}`;
}
