import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import pino from "pino";
import leafletStyles from "leaflet/dist/leaflet.css?url";
import { useEffect, useRef, useState } from "react";
import { z } from "zod";
import type { DrawnMap } from "~/components/map/leaflet-map";
import { useTranslation } from "~/components/translation";
import { frameMessageSchema } from "~/map/map-message";
import { tileSource } from "~/map/tiles.server";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { SHARED_FILES } from "~/routing/route-table";
import type { BareHandle } from "~/root";
import mapStyles from "~/styles/map.css?url";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: leafletStyles },
  { rel: "stylesheet", href: mapStyles },
];

/**
 * The map frame (spec §7, ADR 041): the page that lists and property pages embed once the visitor
 * asks for the map. It draws nothing until the embedding page posts its message; it reads only
 * messages from the site's own origin, checked with zod (a bad one is logged and ignored).
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { seo } = requirePage(request, context, ["map-frame"]);
  return { seo: { ...seo, noindex: true }, tiles: tileSource(context.env), outlineSrc: SHARED_FILES["map-outline"].path };
}

/** The frame's log: pino, as on the server; in the browser its build writes to the console (ADR 041). */
const log = pino({ name: "map-frame" });

export const meta = pageMeta;
export const handle: BareHandle = { bare: true };

export default function MapFrame() {
  const { tiles, outlineSrc } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [info, setInfo] = useState<string | null>(null);

  useEffect(() => {
    let drawn: DrawnMap | null = null;
    let pending: number | null = null;
    let stopped = false;
    // The page in the top window hears which property the visitor points at.
    const tellPage = (id: number | null) => window.parent.postMessage({ type: "highlight", id }, window.location.origin);
    async function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== window.parent) {
        log.warn(`map frame: a message from ${event.origin || "an unknown origin"} was ignored`);
        return;
      }
      const parsed = frameMessageSchema.safeParse(event.data);
      if (!parsed.success) {
        log.warn(`map frame: a malformed message was ignored\n${z.prettifyError(parsed.error)}`);
        return;
      }
      const message = parsed.data;
      if (message.type === "highlight") {
        if (drawn) drawn.highlight(message.id);
        else pending = message.id;
        return;
      }
      if (drawn || !container.current) return;
      const { drawMap } = await import("~/components/map/leaflet-map");
      if (stopped || drawn) return;
      drawn = drawMap(
        container.current,
        message,
        { tiles, outlineSrc, outlineCredit: t("map.outlineCredit") },
        { open: (title) => t("map.open", { title }), pin: (number, title) => `${number}. ${title}` },
        tellPage,
      );
      drawn.highlight(pending);
      setInfo(message.info);
      container.current.dataset.drawn = String(message.properties.length - message.ignore.length);
    }
    window.addEventListener("message", onMessage);
    if (window.parent !== window) window.parent.postMessage({ type: "ready" }, window.location.origin);
    return () => {
      stopped = true;
      window.removeEventListener("message", onMessage);
      drawn?.remove();
    };
  }, [tiles, outlineSrc, t]);

  return (
    // Named by its heading: inside the list's page, the frame's main is a second one, told apart from the page's own (axe's landmark-unique).
    <main id="main" className="map-frame" aria-labelledby="map-frame-heading">
      <h1 id="map-frame-heading" className="visually-hidden">
        {t("map.heading")}
      </h1>
      <div ref={container} className="map-frame-canvas" />
      {/* The page beside the frame shows it; here for those who read the frame on its own. */}
      {info ? <p className="visually-hidden">{info}</p> : null}
    </main>
  );
}
