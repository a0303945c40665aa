import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getLanguage } from "~/i18n/i18n.server";
import { projectPath } from "~/catalogue/paths";

/**
 * The spec's /project/{id}/: sends the visitor to the project's page in their language
 * (language cookie, then Accept-Language, then the default). A 302 that varies on those
 * headers, since the target depends on the visitor; 404 when no project has that id.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = Number(params.id);
  const catalogue = await context.catalogue.get();
  const project = /^\d+$/.test(params.id ?? "") ? catalogue.projects.find((candidate) => candidate.ID === id) : undefined;
  if (!project) throw data(null, { status: 404 });
  const lang = await getLanguage(request, context.i18n);
  return redirect(`${projectPath(project, lang)}${new URL(request.url).search}`, {
    status: 302,
    headers: { Vary: "Cookie, Accept-Language", "Cache-Control": "private, no-cache" },
  });
}

// A UI route, so that an unknown id renders the site's 404 page.
export default function ProjectRedirect() {
  return null;
}
