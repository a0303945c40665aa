import { route, type RouteConfig } from "@remix-run/route-config";
import { CONSENT_ACTION_PATH } from "./consent/consent-form";
import { FORM_TOKEN_PATH } from "./forms/setup";
import { LANGUAGES } from "./i18n/languages";
import { MAP_IMAGE_PATH, PAGE_IDS, PAGES, pathPattern, routeId, SHARED_FILES } from "./routing/route-table";

/**
 * Expands the route table into one Remix route per page and language, plus the spec's unprefixed
 * paths. Preview mode (/preview/…) is no second copy of them: the server hands those requests to
 * the same build under the basename /preview (server.ts, ADR 021).
 */
const pageRoutes = PAGE_IDS.flatMap((page) => [
  ...LANGUAGES.map((lang) => route(pathPattern(page, lang), PAGES[page].file, { id: routeId(page, lang) })),
  ...(PAGES[page].original === null ? [] : [route(PAGES[page].original, "routes/to-language.tsx", { id: routeId(page, "original") })]),
]);

export default [
  ...pageRoutes,
  // The spec's unprefixed detail paths: the catalogue tells which localized page they are.
  route("/property/:id", "routes/property-redirect.tsx", { id: "property-redirect" }),
  route("/project/:id", "routes/project-redirect.tsx", { id: "project-redirect" }),
  // The search index, the sitemaps, robots.txt: the same for every visitor.
  ...Object.entries(SHARED_FILES).map(([id, { path, file }]) => route(path, file, { id })),
  // The cookie dialog's POST (app/consent/): stores the choice, back to the page it was on.
  route(CONSENT_ACTION_PATH, "routes/consent.ts", { id: "consent" }),
  // A form's own token, asked for when the visitor starts filling in a form of a cached page (ADR 021).
  route(FORM_TOKEN_PATH, "routes/form-token.ts", { id: "form-token" }),
  // The map pictures composed from tiles, by their signed key (ADR 041).
  route(MAP_IMAGE_PATH, "routes/map-image.ts", { id: "map-image" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
