/**
 * The server renders every deferred part at once (app/components/deferred.tsx): entry.server
 * imports this module, which hands it each part's module.
 */
import { provideDeferredParts } from "./deferred";

provideDeferredParts(import.meta.glob("/app/**/*.deferred.tsx", { eager: true }));
