/**
 * What a new-build project page shows: name, address under PublicAddress (spec §5), price range,
 * categories with their counts (WebIDName, translated through the category texts), delivery
 * date, description, pictures and the available units as listing cards.
 */
import type { TFunction } from "i18next";
import { summarizeDescription } from "~/belgium/description";
import { formatDate, formatPrice } from "~/belgium/format";
import { pictureUrl } from "~/media/picture-url";
import { runtimeKey } from "~/i18n/keys";
import type { Language } from "~/i18n/languages";
import type { SeoInput } from "~/routing/seo";
import { listingCard, type ListingCardView, type CardCatalogue } from "./listing-card";
import { displayAddress, headingTown, type PropertyAddress } from "./property-view/address";
import { galleryPictures, type GalleryPicture } from "./property-view/media";
import type { ListingStore } from "./listing-store.server";
import { type Project, WEB_IDS } from "./schema";
import { descriptionView, projectDescription, type DescriptionView } from "./listing-texts";

export type ProjectCategory = { webId: number | null; name: string; count: number; text: string };

export type ProjectView = {
  id: number;
  name: string;
  city: string | null;
  address: PropertyAddress;
  priceRange: string;
  categories: ProjectCategory[];
  delivery: string;
  description: DescriptionView;
  pictures: GalleryPicture[];
  units: ListingCardView[];
  seo: SeoInput;
};

/**
 * "Appartement (8), Studio (2)" with WebID "2,3" → one entry per category, named by the
 * category text of the page's language when the ids line up with the labels, else as written.
 * Its text counts the units as the language does: "8 appartements", "1 appartement", "8 Wohnungen"
 * (i18next plurals, property.project.unitTypes.<web id>_one / _other); a label the site has no
 * text for stays "Penthouse: 2".
 */
export function projectCategories(project: Pick<Project, "WebID" | "WebIDName">, t: TFunction): ProjectCategory[] {
  const ids = project.WebID.split(",").map((id) => Number(id.trim()));
  const entries = [...project.WebIDName.matchAll(/(.+?) \((\d+)\)(?:, |$)/g)].map((match) => ({
    label: match[1]!,
    count: Number(match[2]),
  }));
  const aligned = ids.length === entries.length;
  return entries.map(({ label, count }, index) => {
    const webId = aligned ? (ids[index] ?? null) : null;
    const known = webId !== null && (WEB_IDS as readonly number[]).includes(webId);
    const name = known ? t(runtimeKey(`types.${webId}`)) : label;
    const text = known ? t(runtimeKey(`property.project.unitTypes.${webId}`), { count }) : t("property.project.category", { name, count });
    return { webId, name, count, text };
  });
}

/**
 * Spec §3 PriceMin–PriceMax: "From € 264.000 to € 381.000"; when both are equal (one unit, or
 * units at one price) that price alone, as a listing's price reads, not "from".
 */
export function projectPriceRange(project: Pick<Project, "PriceMin" | "PriceMax">, t: TFunction): string {
  const min = formatPrice(project.PriceMin);
  if (project.PriceMax <= project.PriceMin) return min;
  return t("property.project.priceRange", { min, max: formatPrice(project.PriceMax) });
}

export async function projectView(
  project: Project,
  catalogue: CardCatalogue & { listings: Pick<ListingStore, "projectUnits"> },
  { lang, t, hideCity }: { lang: Language; t: TFunction; hideCity: boolean },
): Promise<ProjectView> {
  // Heading, title and address name the town in the page's language (Waver in Dutch).
  const city = headingTown(project, lang, t, hideCity);
  const description = projectDescription(project, lang);
  const units = await catalogue.listings.projectUnits(project.ID);
  return {
    id: project.ID,
    name: project.Name,
    city,
    address: displayAddress(project, project.PublicAddress, lang, t, hideCity),
    priceRange: projectPriceRange(project, t),
    categories: projectCategories(project, t),
    delivery: formatDate(project.DeliveryDate),
    description: descriptionView(description, lang, t),
    pictures: galleryPictures(project.Pictures, project.Name, t),
    units: units.map((unit) => listingCard(unit, lang, t, catalogue, hideCity)),
    seo: {
      title: city ? t("property.project.title", { name: project.Name, town: city }) : project.Name,
      // The agency's own summary where the page speaks its language; elsewhere the facts, in the page's language.
      description: description.lang === lang ? summarizeDescription(description.text) : factsDescription(project, city, units.length, t),
      image: pictureUrl(project.Pictures[0]!.Url, 1360),
      twitterCard: "summary_large_image",
    },
  };
}

/** "Résidence … – new-build project in Wavre. From € 264.000 to € 381.000. 8 units available." */
function factsDescription(project: Project, town: string | null, unitCount: number, t: TFunction): string {
  const what = town ? t("property.project.title", { name: project.Name, town }) : project.Name;
  return `${what}. ${projectPriceRange(project, t)}. ${t("property.project.unitsCount", { count: unitCount })}.`;
}
