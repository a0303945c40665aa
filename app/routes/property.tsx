import type { TFunction } from "i18next";
import type { Database } from "~/db/db.server";
import { newsView } from "~/catalogue/listing-card";
import { priceHistory } from "~/catalogue/listing-changes.server";
import { belgianDay, formatBelgianDay, formatPrice } from "~/belgium/format";
import { data, redirect, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { formatPhone, telHref } from "~/belgium/phone";
import { listingPath, projectOf, projectPath } from "~/catalogue/paths";
import { propertyView, type PropertyView } from "~/catalogue/property-view";
import type { Listing } from "~/catalogue/schema";
import { propertyJsonLd } from "~/catalogue/property-view/json-ld";
import { similarProperties } from "~/catalogue/property-view/similar";
import { PropertyBody, type PriceLine } from "~/components/property/property-pages";
import { listingForms } from "~/forms/listing-forms.server";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { subjectPageMap } from "~/map/subject-map.server";
import { GALLERY_PICTURE_SIZES } from "~/media/picture-url";
import { isCountableView } from "~/owners/visits.server";
import { siteOrigin } from "~/routing/origin";
import { jsonLdText } from "~/routing/structured-data";
import { agencyAddress, agencyPicture } from "~/site/agency";
import type { TextsHandle } from "~/components/translation";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { appPathname, href, isPreviewPath } from "~/routing/route-table";
import contactStyles from "~/styles/contact-forms.css?url";
import formStyles from "~/styles/forms.css?url";
import stylesheet from "~/styles/property.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: contactStyles },
];

/** The page carries a token per form (one per render): no cache may hand one copy to several visitors. */

/**
 * A post of one of the page's forms (to its form page) changes nothing the page shows: the page
 * keeps its data, and its forms their tokens (a new token would restart the minimum fill time of a
 * visitor correcting a mistake).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate;

/**
 * A property's page (for sale, for rent, abroad, or a unit of a project): found by its id, at its
 * one canonical path (a wrong kind, city or slug is sent there with a 301), 404 when unknown.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, lang, params } = requirePage(request, context, [
    "property-for-sale",
    "property-for-rent",
    "property-abroad",
    "property-luxembourg",
    "project-unit",
  ]);
  const catalogue = await context.catalogue.get();
  const id = Number(params.id);
  const listing = Number.isSafeInteger(id) ? await catalogue.listings.byId(id) : undefined;
  if (!listing) throw data(null, { status: 404 });
  const project = projectOf(listing, catalogue);
  if (listing.ProjectID !== undefined && !project) throw data(null, { status: 404 });

  const url = new URL(request.url);
  const preview = isPreviewPath(url.pathname);
  const canonical = listingPath(listing, lang, project);
  // Client navigations ask for "/…/id.data", which Remix hands the loader as "/…/id" (no trailing
  // slash). In preview the redirect keeps the prefix: Remix puts the basename back in front.
  const pathname = appPathname(url.pathname.endsWith("/") ? url.pathname : `${url.pathname}/`);
  if (pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);
  // A view for the owner's figures (ADR 018): not the agency's previews, robots, prefetches or HEAD.
  if (!preview && isCountableView(request))
    context.visits.record(listing.ID, { address: context.clientAddress, userAgent: request.headers.get("user-agent") ?? "" });
  // A cached copy of this page counts the views of those it is served to (ADR 021).
  context.renderCache?.listingShown(listing.ID);

  const { t } = await i18nFor(lang);
  const { hideCity } = context.site.config.listing;
  const view = viewOf(listing, lang, t, hideCity);
  const origin = siteOrigin(request, context.env);
  const pageUrl = new URL(listingPath(listing, lang, project), origin).toString();
  const available = listing.Status === "available";
  const [similar, forms] = await Promise.all([
    available ? null : similarProperties(listing, catalogue, { lang, t, hideCity }),
    available ? listingForms(context, lang, listing, listingPath(listing, lang, project)) : null,
  ]);
  const agency = context.site.config.agency;
  const map = await subjectPageMap({ listing, catalogue }, context, lang, t);
  // What changed (ADR 050): its labels and former price today, its published prices by date.
  const news = available
    ? { ...newsView(listing, catalogue.news, t, new Date()), history: await pricesByDate(context.db, listing.ID) }
    : null;

  return {
    // The first photo is the page's largest paint: the browser fetches it with the page.
    // Without photos (spec §8), a shared link shows the agency's picture.
    seo: view.pictures[0]
      ? { ...view.seo, preloadPicture: { src: view.pictures[0].src, sizes: GALLERY_PICTURE_SIZES } }
      : { ...view.seo, image: agencyPicture(context.site) ?? undefined },
    view,
    jsonLd: jsonLdText(propertyJsonLd(listing, view, pageUrl, origin, hideCity)),
    project: project ? { name: project.Name, href: projectPath(project, lang) } : null,
    similar,
    map,
    news,
    // The brochure to take along (ADR 051): a property on offer only.
    brochure: available ? href("brochure", lang, { id: String(listing.ID) }) : null,
    agency: available
      ? {
          name: context.site.config.name,
          phone: formatPhone(agency.phone),
          phoneHref: telHref(agency.phone),
          email: agency.email,
          address: agencyAddress(agency, lang),
        }
      : null,
    // Sold and rented listings take no requests (their page links to similar properties instead).
    forms,
    breadcrumbLabels: { [page]: view.heading, ...(project ? { project: project.Name } : {}) },
  };
}

const views = new WeakMap<Listing, Map<string, PropertyView>>();

/**
 * The property's view in a language, made once per listing (ADR 022): a listing read again is
 * the same frozen object as long as its row is unchanged (app/catalogue/store.server.ts), and
 * the view depends on nothing else. Shared by requests: frozen.
 */
function viewOf(listing: Listing, lang: Language, t: TFunction, hideCity: boolean): PropertyView {
  let byLanguage = views.get(listing);
  if (!byLanguage) views.set(listing, (byLanguage = new Map()));
  const key = `${lang} ${hideCity}`;
  let view = byLanguage.get(key);
  if (!view) byLanguage.set(key, (view = deepFreeze(propertyView(listing, { lang, t, hideCity }))));
  return view;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

export const meta = pageMeta;
/** The page renders with the property texts: the browser fetches them with its code. */
export const handle: TextsHandle = { texts: ["property"] };

export default function Property() {
  const { view, news, brochure, jsonLd, project, similar, map, agency, forms } = useLoaderData<typeof loader>();
  return (
    <PropertyBody
      view={view}
      news={news}
      brochure={brochure}
      project={project}
      similar={similar}
      map={map}
      agency={agency}
      forms={forms}
      jsonLd={jsonLd}
    />
  );
}

/** A property's price history as its page writes it: each published price with its date. */
async function pricesByDate(db: Database, listingId: number): Promise<PriceLine[]> {
  return (await priceHistory(db, listingId)).map((line) => ({
    day: belgianDay(new Date(line.at)),
    date: formatBelgianDay(line.at),
    price: formatPrice(line.price),
  }));
}
