import type { Logger } from "pino";
import type { RemixI18Next } from "remix-i18next/server";
import type { createCatalogueCache } from "~/catalogue/store.server";
import type { TagIds } from "~/consent/tags";
import type { Database } from "~/db/db.server";
import type { Env } from "~/env.server";
import type { OutboxWorker } from "~/mail/outbox.server";
import type { MapPictures } from "~/map/map-picture.server";
import type { PictureRenderer } from "~/media/pictures.server";
import type { VisitCounter } from "~/owners/visits.server";
import type { Site } from "~/site/site.server";

/** What server.ts hands every loader and action: created once at start-up, never imported as globals. */
export type AppContext = {
  env: Env;
  site: Site;
  i18n: RemixI18Next;
  db: Database;
  catalogue: ReturnType<typeof createCatalogueCache>;
  logger: Logger;
  /** The agency's tag ids (siteInfo, overridden by GTM_ID, GA_ID, ADS_ID, META_PIXEL_ID), checked at start-up. */
  tags: TagIds;
  /** Resized pictures, rendered once into MEDIA_CACHE_DIR; server.ts waits for renders under way at shutdown. */
  pictures: PictureRenderer;
  /** The maps composed from tiles (MAP_TILES_URL), cached in MAP_TILES_CACHE_DIR; null without tiles. */
  mapPictures: MapPictures | null;
  /** Sends the outbox; wake() after storing a lead sends its e-mails at once. */
  outbox: Pick<OutboxWorker, "wake">;
  /** Counts views of property pages for their owners (no cookie, no address stored); a no-op with VISIT_COUNTING=off. */
  visits: Pick<VisitCounter, "record">;
  /** Per request: the client's address as Express sees it behind TRUST_PROXY (never stored: it only goes into the day's visitor hash). */
  clientAddress: string;
  /** Per request: the nonce that lets the page's own inline scripts run under the CSP. */
  cspNonce: string;
  /** Per request: set by an action that answers a form with its mistakes (app/forms/mistakes.server.ts); the page's title then starts with "Error: ". */
  formShowsMistakes?: boolean;
  /** Per request, when the render cache fills (app/http/page-handler.server.ts): what the copy must know. */
  renderCache?: {
    /** The listing a property page shows: every visitor served the copy counts as a view of it. */
    listingShown: (listingId: number) => void;
    /** The render went wrong after its start (an error, a timeout): the page is sent but not kept. */
    renderFailed: () => void;
  };
};

declare module "@remix-run/node" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
