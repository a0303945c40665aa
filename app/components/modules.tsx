/**
 * A page's content modules (modules.deferred.tsx): static content, whose code the browser fetches
 * when the visitor first acts (app/components/deferred.tsx, ADR 026); the server renders them with the page.
 */
import type { ModuleView } from "~/site/modules.server";
import { deferredPart } from "./deferred";

export const Modules = deferredPart<{ modules: ModuleView[] }>("/app/components/modules.deferred.tsx", "Modules");
