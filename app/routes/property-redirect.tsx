import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { getLanguage } from "~/i18n/i18n.server";
import { listingPath, projectOf } from "~/catalogue/paths";

/**
 * The spec's /property/{id}/: sends the visitor to the property's page in their language
 * (language cookie, then Accept-Language, then the default, as for the other unprefixed paths).
 * A 302 that varies on those headers, since the target depends on the visitor; 404 when unknown.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const id = Number(params.id);
  const catalogue = await context.catalogue.get();
  const listing = /^\d+$/.test(params.id ?? "") ? await catalogue.listings.byId(id) : undefined;
  const project = listing ? projectOf(listing, catalogue) : undefined;
  if (!listing || (listing.ProjectID !== undefined && !project)) throw data(null, { status: 404 });
  const lang = await getLanguage(request, context.i18n);
  return redirect(`${listingPath(listing, lang, project)}${new URL(request.url).search}`, {
    status: 302,
    headers: { Vary: "Cookie, Accept-Language", "Cache-Control": "private, no-cache" },
  });
}

// A UI route, so that an unknown id renders the site's 404 page.
export default function PropertyRedirect() {
  return null;
}
