import { isBelgian, LUXEMBOURG_COUNTRY_ID, SPAIN_COUNTRY_ID } from "~/belgium/country";
import type { Language } from "~/i18n/languages";
import { href } from "~/routing/route-table";
import type { Catalogue, Listing, Project } from "./schema";
import { goalKind } from "./codes";

/** URL slug: ASCII lower case with hyphens ("Kapelle-Op-Den-Bos" → "kapelle-op-den-bos"). */
export function slugify(text: string, maxLength = 80): string {
  const slug = text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, maxLength).replace(/-+$/g, "") || "bien";
}

/**
 * Each country outside Belgium has a list page and property pages of its own (issue 23 §5): Spain
 * the spec's "Nos biens en Espagne", Luxembourg its own; a listing in Luxembourg is never shown
 * under Spain.
 */
export const COUNTRY_PAGES = {
  [SPAIN_COUNTRY_ID]: { list: "abroad", property: "property-abroad" },
  [LUXEMBOURG_COUNTRY_ID]: { list: "luxembourg", property: "property-luxembourg" },
} as const;

type AbroadCountry = keyof typeof COUNTRY_PAGES;

/** The pages of a country outside Belgium (a catalogue country id: 32 or 50). */
export function countryPages(countryId: number): (typeof COUNTRY_PAGES)[AbroadCountry] {
  return COUNTRY_PAGES[countryId as AbroadCountry] ?? COUNTRY_PAGES[SPAIN_COUNTRY_ID];
}

/** Which detail page a listing has: a unit of a project, abroad (its country's), for sale or for rent. */
export function listingPage(listing: Pick<Listing, "Goal" | "CountryID" | "ProjectID">) {
  if (listing.ProjectID !== undefined) return "project-unit" as const;
  if (!isBelgian(listing.CountryID)) return countryPages(listing.CountryID).property;
  return goalKind(listing.Goal) === "sale" ? ("property-for-sale" as const) : ("property-for-rent" as const);
}

export function projectParams(project: Pick<Project, "ID" | "City" | "Name">) {
  return { city: slugify(project.City), projectSlug: slugify(project.Name), projectId: String(project.ID) };
}

/** The localized path of a listing's page; units of a project need their project. */
export function listingPath(
  listing: Pick<Listing, "ID" | "Goal" | "CountryID" | "ProjectID" | "City" | "TypeDescription" | "MainTypeName">,
  lang: Language,
  project?: Pick<Project, "ID" | "City" | "Name">,
): string {
  const page = listingPage(listing);
  const params = { city: slugify(listing.City), slug: slugify(listing.TypeDescription || listing.MainTypeName), id: String(listing.ID) };
  if (page === "project-unit") {
    if (!project) throw new Error(`Listing ${listing.ID} belongs to project ${listing.ProjectID}, which is not given`);
    return href(page, lang, { ...params, ...projectParams(project) });
  }
  return href(page, lang, params);
}

export function projectPath(project: Pick<Project, "ID" | "City" | "Name">, lang: Language): string {
  return href("project", lang, projectParams(project));
}

/** Project of a unit (undefined for other listings). */
export function projectOf(listing: Pick<Listing, "ProjectID">, catalogue: Pick<Catalogue, "projects">): Project | undefined {
  return listing.ProjectID === undefined ? undefined : catalogue.projects.find((project) => project.ID === listing.ProjectID);
}
