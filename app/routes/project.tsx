import { data, redirect, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { projectPath } from "~/catalogue/paths";
import { projectView } from "~/catalogue/project-view";
import { ConstructionForm, Embedded } from "~/components/forms/listing-forms";
import { ListingCard } from "~/components/listing-card";
import { Description } from "~/components/property/description";
import { Gallery } from "~/components/property/gallery";
import { projectForm, unitOptions } from "~/forms/listing-forms.server";
import { i18nFor } from "~/i18n/i18n.server";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { appPathname } from "~/routing/route-table";
import contactStyles from "~/styles/contact-forms.css?url";
import formStyles from "~/styles/forms.css?url";
import stylesheet from "~/styles/property.css?url";
import type { TextsHandle } from "~/components/translation";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "stylesheet", href: formStyles },
  { rel: "stylesheet", href: contactStyles },
];

/** The page carries the enquiry form's token (one per render): no shared cache. */

/** A post of the enquiry form (to its form page) changes nothing here: the page and the form's token stay. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod && formMethod.toUpperCase() !== "GET" ? false : defaultShouldRevalidate;

/** A new-build project's page at its canonical path (others get a 301 there), 404 when unknown. */
export const handle: TextsHandle = { texts: ["property"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, params } = requirePage(request, context, ["project"]);
  const catalogue = await context.catalogue.get();
  const id = Number(params.projectId);
  const project = Number.isSafeInteger(id) ? catalogue.projects.find((candidate) => candidate.ID === id) : undefined;
  if (!project) throw data(null, { status: 404 });

  const url = new URL(request.url);
  const canonical = projectPath(project, lang);
  // Client navigations ask for "/…/id.data", which Remix hands the loader as "/…/id" (no trailing
  // slash). In preview the redirect keeps the prefix: Remix puts the basename back in front.
  const pathname = appPathname(url.pathname.endsWith("/") ? url.pathname : `${url.pathname}/`);
  if (pathname !== canonical) throw redirect(`${canonical}${url.search}`, 301);

  const { t } = await i18nFor(lang);
  const view = await projectView(project, catalogue, { lang, t, hideCity: context.site.config.listing.hideCity });
  return {
    seo: view.seo,
    view,
    breadcrumbLabels: { project: view.name },
    enquiry: { ...projectForm(context, lang, project, projectPath(project, lang)), units: await unitOptions(context, lang, project) },
  };
}

export const meta = pageMeta;

export default function ProjectPage() {
  const { view, enquiry } = useLoaderData<typeof loader>();
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
            <ul className="card-grid property-cards">
              {view.units.map((unit) => (
                <li key={unit.id}>
                  <ListingCard listing={unit} headingLevel={3} />
                </li>
              ))}
            </ul>
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
