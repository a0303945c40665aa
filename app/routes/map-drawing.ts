import type { LoaderFunctionArgs } from "@remix-run/node";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { OutlineMapDrawing } from "~/components/map/outline-map";
import { isNotModified } from "~/http/not-modified.server";
import { i18nFor } from "~/i18n/i18n.server";
import { parseMapDrawingName } from "~/map/map-drawing";
import { mapDrawing } from "~/map/page-map.server";
import { listingEntry, projectEntry } from "~/map/subject-map.server";

const notFound = () => new Response("No such map", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * /map-drawing/{lang}-{listing|project}-{id}.svg: the server's drawing of one property's or
 * project's map (ADR 041), the picture their pages show below the fold; `.json`: the map frame's
 * message for it, which the page fetches when the visitor asks for the interactive map. The ETag
 * is the catalogue's version: a new import draws it again.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const subject = parseMapDrawingName(params.name ?? "");
  if (!subject || !context.site.enabledLanguages.includes(subject.lang)) return notFound();
  const [catalogue, { t }] = await Promise.all([context.catalogue.get(), i18nFor(subject.lang)]);
  const { hideCity } = context.site.config.listing;
  let found;
  if (subject.kind === "listing") {
    const listing = await catalogue.listings.byId(subject.id);
    found = listing && listingEntry(listing, catalogue, subject.lang, t, hideCity);
  } else {
    const project = catalogue.projects.find((candidate) => candidate.ID === subject.id);
    found = project && projectEntry(project, subject.lang, t, hideCity);
  }
  if (!found) return notFound();
  const etag = `"${catalogue.version}-${subject.lang}-${subject.kind}-${subject.id}-${subject.format}"`;
  const headers = { ETag: etag, "Cache-Control": "public, max-age=300" };
  if (isNotModified(request, etag)) return new Response(null, { status: 304, headers });
  const { drawing, message } = await mapDrawing([found.entry], context, subject.lang, t);
  if (subject.format === "json") return Response.json(message, { headers });
  if (!drawing) return notFound();
  const svg = renderToStaticMarkup(createElement(OutlineMapDrawing, { outline: drawing, standalone: true }));
  return new Response(svg, { headers: { ...headers, "Content-Type": "image/svg+xml; charset=utf-8" } });
}
