import type { TFunction } from "i18next";
import { data, redirect, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { formatPhone, telHref } from "~/belgium/phone";
import { listingPath, projectOf, projectPath } from "~/catalogue/paths";
import { propertyView, type PropertyView } from "~/catalogue/property-view";
import type { Listing } from "~/catalogue/schema";
import { propertyJsonLd } from "~/catalogue/property-view/json-ld";
import { similarProperties } from "~/catalogue/property-view/similar";
import { ListingCard } from "~/components/listing-card";
import { Picture } from "~/components/picture";
import { JsonLd } from "~/components/json-ld";
import { ContactBar } from "~/components/property/contact-bar";
import { FormLink, PropertyForms, REQUEST_INFORMATION_ID } from "~/components/property/contact-forms";
import { ContactBox, DetailSections } from "~/components/property/details";
import { Description } from "~/components/property/description";
import { Gallery } from "~/components/property/gallery";
import { MediaPreview } from "~/components/property/media-preview";
import { listingForms } from "~/forms/listing-forms.server";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { GALLERY_PICTURE_SIZES } from "~/media/picture-url";
import { isCountableView } from "~/owners/visits.server";
import { siteOrigin } from "~/routing/origin";
import { jsonLdText } from "~/routing/structured-data";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { appPathname, underPreviewPrefix } from "~/routing/route-table";
import contactStyles from "~/styles/contact-forms.css?url";
import formStyles from "~/styles/forms.css?url";
import stylesheet from "~/styles/property.css?url";
import type { TextsHandle } from "~/components/translation";

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
export const handle: TextsHandle = { texts: ["property"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, lang, params } = requirePage(request, context, [
    "property-for-sale",
    "property-for-rent",
    "property-abroad",
    "project-unit",
  ]);
  const catalogue = await context.catalogue.get();
  const id = Number(params.id);
  const listing = Number.isSafeInteger(id) ? await catalogue.listings.byId(id) : undefined;
  if (!listing) throw data(null, { status: 404 });
  const project = projectOf(listing, catalogue);
  if (listing.ProjectID !== undefined && !project) throw data(null, { status: 404 });

  const url = new URL(request.url);
  const preview = underPreviewPrefix(url.pathname);
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

  return {
    // The first photo is the page's largest paint: the browser fetches it with the page.
    seo: view.pictures[0] ? { ...view.seo, preloadPicture: { src: view.pictures[0].src, sizes: GALLERY_PICTURE_SIZES } } : view.seo,
    view,
    jsonLd: jsonLdText(propertyJsonLd(listing, view, pageUrl, origin, hideCity)),
    project: project ? { name: project.Name, href: projectPath(project, lang) } : null,
    similar,
    agency: available
      ? { name: context.site.config.name, phone: formatPhone(agency.phone), phoneHref: telHref(agency.phone), email: agency.email }
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

export default function Property() {
  const { view, jsonLd, project, similar, agency, forms } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const poster = view.pictures[1] ?? view.pictures[0];

  return (
    <article className="container page property" data-status={view.status}>
      <header className="property-header">
        {view.marquee ? <p className="marquee">{view.marquee}</p> : null}
        <h1>{view.heading}</h1>
        {view.subtitle ? (
          <p className="property-subtitle" lang={view.subtitle.lang}>
            {view.subtitle.text}
          </p>
        ) : null}
        <p className="property-place">{view.address.full}</p>
        <p className="property-reference">{view.reference}</p>
        {view.price ? <p className="price property-price">{view.price}</p> : null}
        {forms ? (
          <p className="property-jump">
            <FormLink target={REQUEST_INFORMATION_ID}>{t("property.contact.jump")}</FormLink>
          </p>
        ) : null}
      </header>

      {view.statusMessage && similar ? (
        <>
          <p className="property-outcome" role="status">
            {view.statusMessage}
          </p>
          {view.pictures[0] ? (
            <Picture
              className="property-outcome-picture"
              src={view.pictures[0].src}
              width={view.pictures[0].width}
              height={view.pictures[0].height}
              alt={view.pictures[0].alt}
              sizes="(min-width: 800px) 760px, calc(100vw - 2rem)"
              eager
            />
          ) : null}
          <p>
            <Link className="button" to={similar.href}>
              {t("property.status.similarLink")}
            </Link>
          </p>
          {similar.cards.length > 0 ? (
            <section aria-labelledby="similar-title">
              <h2 id="similar-title">{t("property.status.similarHeading")}</h2>
              <ul className="card-grid property-cards">
                {similar.cards.map((card) => (
                  <li key={card.id}>
                    <ListingCard listing={card} headingLevel={3} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      ) : (
        <>
          <Gallery pictures={view.pictures} />
          <div className="property-layout">
            <div className="property-main">
              {project ? (
                <p className="property-project">
                  {t("property.project.partOf", { name: project.name })} <Link to={project.href}>{t("property.project.seeProject")}</Link>
                </p>
              ) : null}
              <Description title={t("property.sections.description")} {...view.description} />
              {view.media.length > 0 && poster ? (
                <section aria-labelledby="media-title">
                  <h2 id="media-title">{t("property.sections.media")}</h2>
                  <ul className="property-media">
                    {view.media.map((item, index) => (
                      <li key={`${item.href}-${index}`}>
                        <MediaPreview item={item} poster={poster} />
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <DetailSections sections={view.sections} epc={view.epc} />
            </div>
            {agency ? (
              <ContactBox reference={view.id} agency={agency}>
                {forms ? <PropertyForms forms={forms} /> : null}
              </ContactBox>
            ) : null}
          </div>
          {agency && forms ? (
            <ContactBar phoneHref={agency.phoneHref} requestLabel={forms.contactMe.title} visitLabel={forms.appointment.title} />
          ) : null}
        </>
      )}
      <JsonLd json={jsonLd} />
    </article>
  );
}
