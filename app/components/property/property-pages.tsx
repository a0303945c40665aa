/**
 * The bodies of the property and project pages (property-pages.deferred.tsx), for their routes: deferred
 * parts, whose code, with the property texts, the browser fetches when the visitor first acts.
 */
import { deferredPart } from "~/components/deferred";
import type { ProjectBodyProps, PropertyBodyProps } from "./property-pages.deferred";

const PAGES = "/app/components/property/property-pages.deferred.tsx";
export const PropertyBody = deferredPart<PropertyBodyProps>(PAGES, "PropertyBody", ["property"]);
export const ProjectBody = deferredPart<ProjectBodyProps>(PAGES, "ProjectBody", ["property"]);
