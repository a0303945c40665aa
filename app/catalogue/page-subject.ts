/**
 * What a page of the catalogue is about, named as that page names it: a property by the title its
 * page and card show (property-view/address.ts), a project by its name. The thank-you page's link
 * back names the page the visitor came from so.
 */
import type { TFunction } from "i18next";
import type { Language } from "~/i18n/languages";
import type { ListingStore } from "./listing-store.server";
import { propertyHeading } from "./property-view/address";
import type { Catalogue } from "./schema";

/** The property (`id`) or project (`projectId`) a page's path parameters name, by its title in `lang`; null when they name neither. */
export async function pageSubjectTitle(
  catalogue: Pick<Catalogue, "projects"> & { listings: Pick<ListingStore, "byId"> },
  params: Record<string, string>,
  { lang, t, hideCity }: { lang: Language; t: TFunction; hideCity: boolean },
): Promise<string | null> {
  const id = Number(params.id);
  if (params.id !== undefined && Number.isSafeInteger(id)) {
    const listing = await catalogue.listings.byId(id);
    if (listing) return propertyHeading(listing, lang, t, hideCity);
  }
  const projectId = Number(params.projectId);
  if (params.projectId === undefined || !Number.isSafeInteger(projectId)) return null;
  return catalogue.projects.find((project) => project.ID === projectId)?.Name ?? null;
}
