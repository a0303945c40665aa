/**
 * What a property's page and a project's page show, for their routes (app/routes/property.tsx,
 * project.tsx), hydrated with the page. Without JavaScript the gallery scrolls and its thumbnails
 * are links to its photos, a video opens on its own site, and the forms post to their form pages.
 */
import type { RootData } from "~/root";
import { QR_PARAMETER } from "~/brochure/brochure";
import { SaveButton } from "../favourites/save-button";
import { Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { ListingCardView } from "~/catalogue/listing-card";
import type { ProjectView } from "~/catalogue/project-view";
import type { PropertyView } from "~/catalogue/property-view";
import { ConstructionForm, Embedded, type UnitChoice } from "~/components/forms/listing-forms";
import { JsonLd } from "~/components/json-ld";
import { ListingCard } from "~/components/listing-card";
import { ListMap } from "~/components/map/list-map";
import { Picture } from "~/components/picture";
import { ContactBar } from "~/components/property/contact-bar";
import {
  FormLink,
  PropertyForms,
  REQUEST_INFORMATION_ID,
  type EmbeddedFormView,
  type PropertyFormsView,
} from "~/components/property/contact-forms";
import { ContactBox, DetailSections } from "~/components/property/details";
import { Description } from "~/components/property/description";
import { Gallery } from "~/components/property/gallery";
import { MediaPreview } from "~/components/property/media-preview";
import { useTranslation } from "~/components/translation";
import type { PageMap } from "~/map/page-map.server";

/** Cards under a page's own heading (similar properties, a project's units): headings of level 3, pictures lazy. */
function PropertyCards({ cards }: { cards: ListingCardView[] }) {
  return (
    <ul className="card-grid property-cards">
      {cards.map((card) => (
        <li key={card.id}>
          <ListingCard listing={card} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}

/**
 * The agency and the page's address, as text and as a QR code: on paper only (the print
 * stylesheet), where a visitor cannot click (ADR 051). The code is the brochure's `?qr`.
 */
function PrintedContact({ agency, brochure }: { agency: { name: string; phone: string; address: string }; brochure: string }) {
  const { t } = useTranslation();
  const origin = useRouteLoaderData<RootData>("root")?.origin ?? "";
  const { pathname } = useLocation();
  return (
    <div className="print-only printed-contact">
      <p>
        <strong>{agency.name}</strong> · {agency.phone} · {agency.address}
      </p>
      <p>{t("property.brochure.page", { url: `${origin}${pathname}` })}</p>
      <img src={`${brochure}?${QR_PARAMETER}`} width="96" height="96" alt="" />
    </div>
  );
}

/** A line of a property's price history: the day an import first gave the price (ISO and as the page writes it), and the price. */
export type PriceLine = { day: string; date: string; price: string };

export type PropertyBodyProps = {
  view: PropertyView;
  /** An available property's labels ("New", "Price lowered", the agency's marquee), its former price and its price history (ADR 050). */
  /** Its brochure's address (a PDF), for a property on offer. */
  brochure: string | null;
  news: { labels: string[]; priceLowered: { from: string; on: string } | null; history: PriceLine[] } | null;
  /** The project the property is a unit of. */
  project: { name: string; href: string } | null;
  /** Sold and rented listings: where to find similar ones. */
  similar: { href: string; cards: ListingCardView[] } | null;
  /** Where the property is (its area when its address is not published). */
  map: PageMap;
  /** Available listings: the agency's contact, beside the forms. */
  agency: { name: string; phone: string; phoneHref: string; email: string; address: string } | null;
  forms: PropertyFormsView | null;
  /** The page's structured data (schema.org), in the article it describes. */
  jsonLd: string;
};

export function PropertyBody({ view, news, brochure, project, similar, map, agency, forms, jsonLd }: PropertyBodyProps) {
  const { t } = useTranslation();
  const poster = view.pictures[1] ?? view.pictures[0];

  return (
    <article className="container page property" data-status={view.status}>
      <header className="property-header">
        {news && news.labels.length > 0 ? <p className="marquee">{news.labels.join(" · ")}</p> : null}
        <h1>{view.heading}</h1>
        {view.subtitle ? (
          <p className="property-subtitle" lang={view.subtitle.lang}>
            {view.subtitle.text}
          </p>
        ) : null}
        <p className="property-place">{view.address.full}</p>
        <p className="property-reference">{view.reference}</p>
        {view.price ? <p className="price property-price">{view.price}</p> : null}
        {news?.priceLowered ? (
          <p className="price-was">{t("card.priceWas", { date: news.priceLowered.on, price: news.priceLowered.from })}</p>
        ) : null}
        {news && news.history.length > 0 ? <PriceHistory lines={news.history} /> : null}
        <div className="property-actions">
          <SaveButton listingId={view.id} name={view.heading} />
          {brochure ? (
            <a href={brochure} className="brochure-link" type="application/pdf">
              {t("property.brochure.link")}
            </a>
          ) : null}
        </div>
        {agency && brochure ? <PrintedContact agency={agency} brochure={brochure} /> : null}
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
              <PropertyCards cards={similar.cards} />
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
              <ListMap map={map} title={t("map.location")} />
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

export type ProjectBodyProps = {
  view: ProjectView;
  /** The enquiry form, with the project's units to choose from. */
  enquiry: EmbeddedFormView & { from: string; units: UnitChoice[] };
  /** Where the project is (its area when its address is not published). */
  map: PageMap;
};

export function ProjectBody({ view, map, enquiry }: ProjectBodyProps) {
  const { t } = useTranslation();
  return (
    <article className="container page project">
      <header className="property-header">
        <h1>{view.name}</h1>
        <p className="property-place">{view.address.full}</p>
        <p className="price property-price">{view.priceRange}</p>
      </header>
      <Gallery pictures={view.pictures} />
      <div className="property-layout">
        <div className="property-main">
          <Description title={t("property.project.description")} {...view.description} />
          <ListMap map={map} title={t("map.location")} />
        </div>
        <aside className="project-facts" aria-labelledby="project-facts-title">
          <h2 id="project-facts-title">{t("property.sections.general")}</h2>
          <dl className="property-fields">
            {view.address.full ? (
              <div className="property-field">
                <dt>{t("property.project.address")}</dt>
                <dd>{view.address.full}</dd>
              </div>
            ) : null}
            <div className="property-field">
              <dt>{t("property.project.price")}</dt>
              <dd>{view.priceRange}</dd>
            </div>
            <div className="property-field">
              <dt>{t("property.project.categories")}</dt>
              <dd>
                <ul className="project-categories">
                  {view.categories.map((category) => (
                    <li key={category.name}>{category.text}</li>
                  ))}
                </ul>
              </dd>
            </div>
            <div className="property-field">
              <dt>{t("property.project.delivery")}</dt>
              <dd>{view.delivery}</dd>
            </div>
          </dl>
        </aside>
      </div>
      <section aria-labelledby="units-title" className="project-units">
        <h2 id="units-title">{t("property.project.units")}</h2>
        {view.units.length > 0 ? (
          <>
            <p>{t("property.project.unitsCount", { count: view.units.length })}</p>
            <PropertyCards cards={view.units} />
          </>
        ) : (
          <p>{t("property.project.noUnits")}</p>
        )}
      </section>
      <section id="project-enquiry" className="project-enquiry contact-form" aria-labelledby="project-enquiry-title">
        <h2 id="project-enquiry-title">{enquiry.title}</h2>
        <Embedded Form={ConstructionForm} action={enquiry.action} setup={enquiry.setup} from={enquiry.from} units={enquiry.units} />
      </section>
    </article>
  );
}

/** The property's published prices by date, from the imports (ADR 050): a short list under its price. */
function PriceHistory({ lines }: { lines: PriceLine[] }) {
  const { t } = useTranslation();
  return (
    <section className="price-history" aria-labelledby="price-history">
      <h2 id="price-history">{t("property.priceHistory.title")}</h2>
      <p>{t("property.priceHistory.intro")}</p>
      <ul>
        {lines.map((line, index) => (
          <li key={index}>
            <time dateTime={line.day}>{line.date}</time> – {line.price}
          </li>
        ))}
      </ul>
    </section>
  );
}
