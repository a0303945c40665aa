/**
 * What the owner portal shows: the signed-in owner's properties with their visit figures, one
 * property with the history of requests about it, and the same figures as CSV. Every function
 * starts from the owner's own listing ids (owner_listing): a property id that is not theirs is a
 * 404, whichever URL, parameter or form field names it.
 */
import { data } from "@remix-run/node";
import { listingCard } from "~/catalogue/listing-card";
import { listingPath, projectOf } from "~/catalogue/paths";
import type { AppContext } from "~/context.server";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { leadHistory, type LeadHistoryRow } from "~/leads/history.server";
import { ownerListingIds, type Owner } from "./accounts.server";
import { PORTAL_HEADERS } from "./login.server";
import { totalFigures, visitFigures, type VisitFigures } from "./visits.server";

export type PortalProperty = {
  id: number;
  title: string;
  place: string;
  reference: string;
  /** The public page of the listing, while the catalogue holds it. */
  listingHref: string | null;
  figures: VisitFigures;
};

type PortalContext = Pick<AppContext, "db" | "catalogue" | "site">;

async function describe(context: PortalContext, ids: number[], lang: Language, now: Date): Promise<PortalProperty[]> {
  const [catalogue, { t }, figures] = await Promise.all([context.catalogue.get(), i18nFor(lang), visitFigures(context.db, ids, now)]);
  return ids.map((id) => {
    const listing = catalogue.listings.find((candidate) => candidate.ID === id);
    const reference = t("property.reference", { id });
    const card = listing ? listingCard(listing, lang, t, catalogue, context.site.config.listing.hideCity) : null;
    const project = listing ? projectOf(listing, catalogue) : undefined;
    return {
      id,
      title: card?.title ?? reference,
      place: card?.place ?? "",
      reference,
      listingHref: listing && (listing.ProjectID === undefined || project) ? listingPath(listing, lang, project) : null,
      figures: figures.get(id)!,
    };
  });
}

/** An id as a URL gives it: digits only. */
function idOf(value: string | null | undefined): number | null {
  return value && /^[1-9]\d{0,14}$/.test(value) && Number.isSafeInteger(Number(value)) ? Number(value) : null;
}

const notFound = () => data(null, { status: 404, headers: PORTAL_HEADERS });

/**
 * The owner's properties, each with its figures, and the figures of all of them together; only
 * the one `property` names when given (the CSV of one property), a 404 when it is not theirs.
 */
export async function ownerPortfolio(
  context: PortalContext,
  owner: Owner,
  lang: Language,
  property: string | null = null,
  now = new Date(),
) {
  let ids = await ownerListingIds(context.db, owner.id);
  if (property !== null) {
    const wanted = idOf(property);
    if (wanted === null || !ids.includes(wanted)) throw notFound();
    ids = [wanted];
  }
  const properties = await describe(context, ids, lang, now);
  return { properties, total: totalFigures(properties.map((entry) => entry.figures)) };
}

/** One of the owner's properties, named by a URL (`id`), with the requests about it; 404 when it is not theirs. */
export async function ownerProperty(
  context: PortalContext,
  owner: Owner,
  id: string | null | undefined,
  lang: Language,
  now = new Date(),
): Promise<PortalProperty & { history: LeadHistoryRow[] }> {
  const wanted = idOf(id);
  const ids = await ownerListingIds(context.db, owner.id);
  if (wanted === null || !ids.includes(wanted)) throw notFound();
  const [property] = await describe(context, [wanted], lang, now);
  return { ...property!, history: await leadHistory(context.db, [wanted]) };
}
