/**
 * What the owner portal shows: the signed-in owner's properties with their visit figures, one
 * property with the history of requests about it, and the same figures as CSV. Every function
 * starts from the owner's own listing ids (owner_listing): a property id that is not theirs is a
 * 404, whichever URL, parameter or form field names it.
 */
import { data } from "@remix-run/node";
import { belgianDay, formatBelgianDateTime } from "~/belgium/format";
import { listingCard } from "~/catalogue/listing-card";
import { listingPath, projectOf } from "~/catalogue/paths";
import type { AppContext } from "~/context.server";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { isFormId } from "~/leads/forms";
import { leadHistory } from "~/leads/history.server";
import { ownerListingIds, type Owner } from "./accounts.server";
import { PORTAL_HEADERS } from "./login.server";
import { visitsCsv } from "./visits-csv";
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
  const listings = await catalogue.listings.byIds(ids);
  return ids.map((id) => {
    const listing = listings.get(id);
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

async function portfolioOf(context: PortalContext, ids: number[], lang: Language, now: Date) {
  const properties = await describe(context, ids, lang, now);
  return { properties, total: totalFigures(properties.map((entry) => entry.figures)) };
}

/** The owner's properties, each with its figures, and the figures of all of them together. */
export async function ownerPortfolio(context: PortalContext, owner: Owner, lang: Language, now = new Date()) {
  return portfolioOf(context, await ownerListingIds(context.db, owner.id), lang, now);
}

/**
 * The portal's figures as a CSV download: all the owner's properties, or the one `property` names
 * (?property=). Not one of theirs: 404 with the not-found title in the page's language, as text.
 */
export async function ownerFiguresCsv(context: PortalContext, owner: Owner, lang: Language, property: string | null, now = new Date()) {
  const { t } = await i18nFor(lang);
  let ids = await ownerListingIds(context.db, owner.id);
  if (property !== null) {
    const wanted = idOf(property);
    if (wanted === null || !ids.includes(wanted)) {
      return new Response(`${t("notFound.title")}\n`, {
        status: 404,
        headers: { ...PORTAL_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
      });
    }
    ids = [wanted];
  }
  const { properties, total } = await portfolioOf(context, ids, lang, now);
  const name = `${property === null ? "visits" : `visits-${ids[0]}`}-${belgianDay(now)}.csv`;
  return new Response(visitsCsv(properties, property === null ? total : null, t), {
    headers: { ...PORTAL_HEADERS, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": `attachment; filename="${name}"` },
  });
}

/** "23/11": a day as the portal's graph and table name it. */
export const dayLabel = (day: string) => `${Number(day.slice(8))}/${Number(day.slice(5, 7))}`;

/**
 * One of the owner's properties, named by a URL (`id`), with the requests about it in the page's
 * language; 404 when it is not theirs. Of each request the owner sees the visitor's name, not
 * their e-mail or phone (given to the agency, which answers them, ADR 019), nor the note of a
 * send-to-friend (written for the friend).
 */
export async function ownerProperty(context: PortalContext, owner: Owner, id: string | null | undefined, lang: Language, now = new Date()) {
  const wanted = idOf(id);
  const ids = await ownerListingIds(context.db, owner.id);
  if (wanted === null || !ids.includes(wanted)) throw notFound();
  const [[property], leads, { t }] = await Promise.all([
    describe(context, [wanted], lang, now),
    leadHistory(context.db, [wanted]),
    i18nFor(lang),
  ]);
  const history = leads.map((lead) => ({
    id: lead.id,
    date: formatBelgianDateTime(lead.createdAt),
    dateTime: lead.createdAt,
    type: isFormId(lead.form) ? t(`forms.names.${lead.form}`) : lead.form,
    name: lead.name,
    subject: lead.subject,
    comment: lead.form === "send-to-friend" ? "" : lead.comment,
    status: t(`portal.statuses.${lead.status}`),
    source: lead.source === "website" ? t("portal.website") : lead.source,
  }));
  return { ...property!, history };
}
