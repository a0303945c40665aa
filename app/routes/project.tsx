import { data, redirect, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, type ShouldRevalidateFunction } from "@remix-run/react";
import { projectPath } from "~/catalogue/paths";
import { projectView } from "~/catalogue/project-view";
import { ProjectBody } from "~/components/property/property-pages";
import { projectForm, unitOptions } from "~/forms/listing-forms.server";
import { i18nFor } from "~/i18n/i18n.server";
import { subjectPageMap } from "~/map/subject-map.server";
import type { TextsHandle } from "~/components/translation";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { appPathname } from "~/routing/route-table";
import contactStyles from "~/styles/contact-forms.css?url";
import formStyles from "~/styles/forms.css?url";
import stylesheet from "~/styles/property.css?url";

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
  const { hideCity } = context.site.config.listing;
  const view = await projectView(project, catalogue, { lang, t, hideCity });
  return {
    seo: view.seo,
    view,
    map: await subjectPageMap({ project }, context, lang, t),
    breadcrumbLabels: { project: view.name },
    enquiry: { ...projectForm(context, lang, project, projectPath(project, lang)), units: await unitOptions(context, lang, project) },
  };
}

export const meta = pageMeta;
/** The page renders with the property texts: the browser fetches them with its code. */
export const handle: TextsHandle = { texts: ["property"] };

export default function ProjectPage() {
  const { view, map, enquiry } = useLoaderData<typeof loader>();
  return <ProjectBody view={view} map={map} enquiry={enquiry} />;
}
