/**
 * A list's map beside the list (ADR 041). The server's map (the picture it composed from the
 * configured tiles, or else an SVG on the countries' outlines, with a numbered pin per property)
 * and the map in words need no JavaScript, and the visitor's browser contacts no third party. With
 * JavaScript, "Show the interactive map" puts the map frame in its place; the page posts the frame
 * its one message 50 ms after the frame has loaded and said it listens (spec §7, §9). A property
 * the visitor points at, in the list or on the SVG or the interactive map, is highlighted in both
 * (the picture from tiles is one picture: it highlights nothing).
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { useTranslation } from "~/components/translation";
import { mapInfo } from "~/map/map-info";
import type { MapMessage } from "~/map/map-message";
import { MAP_MESSAGE_DELAY_MS } from "~/map/map-timing";
import { MAP_SIZE } from "~/map/map-size";
import type { PageMap } from "~/map/page-map.server";
import { OutlineMapDrawing } from "./outline-map";

/** Once a visitor asked for the interactive map, the next lists of the visit show it at once (sessionStorage: asked for, never sent anywhere). */
const ASKED_KEY = "map-asked";

/** A frame's way to its one message: loaded, listening, the message at hand, posted. */
type FrameState = { load: boolean; ready: boolean; message: MapMessage | null; posted: boolean };

type MapHighlight = {
  numbers: ReadonlyMap<number, number>;
  highlighted: number | null;
  point: (id: number | null) => void;
};

const MapHighlightContext = createContext<MapHighlight | null>(null);

/** Numbers the cards inside it as the map does, and shares which property the visitor points at. */
export function MapHighlightProvider({ map, children }: { map: Pick<PageMap, "message">; children: ReactNode }) {
  const [highlighted, point] = useState<number | null>(null);
  const numbers = useMemo(() => {
    const { properties = [], ignore = [] } = map.message ?? {};
    return new Map(properties.filter(({ id }) => !ignore.includes(id)).map(({ id, number }) => [id, number]));
  }, [map]);
  const value = useMemo(() => ({ numbers, highlighted, point }), [numbers, highlighted]);
  return <MapHighlightContext.Provider value={value}>{children}</MapHighlightContext.Provider>;
}

/** A card's number on the map, whether it is highlighted, and the events that point at it; null outside a list with a map. */
export function useMapPin(id: number) {
  const context = useContext(MapHighlightContext);
  const number = context?.numbers.get(id);
  if (!context || number === undefined) return null;
  return {
    number,
    highlighted: context.highlighted === id,
    events: {
      onMouseEnter: () => context.point(id),
      onMouseLeave: () => context.point(null),
      onFocus: () => context.point(id),
      onBlur: () => context.point(null),
    },
  };
}

/** `title`: a heading the page shows (a property's "Location"); without it the map's heading is for screen readers only. */
export function ListMap({ map, title }: { map: PageMap; title?: string }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const highlight = useContext(MapHighlightContext);
  const [interactive, setInteractive] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  const loaded = useRef<FrameState>({ load: false, ready: false, message: null, posted: false });

  useEffect(() => {
    if (sessionStorage.getItem(ASKED_KEY)) setInteractive(true);
  }, []);

  // The message, once: 50 ms after the frame has loaded and said that it listens (and, on a
  // property's page, once it has come from the server).
  const postWhenLoaded = useCallback(() => {
    const state = loaded.current;
    if (!state.load || !state.ready || !state.message || state.posted) return;
    state.posted = true;
    const { message } = state;
    window.setTimeout(() => frame.current?.contentWindow?.postMessage(message, window.location.origin), MAP_MESSAGE_DELAY_MS);
  }, []);

  // Another list (the next page, other filters, a client-side navigation) gets a new frame: its own load, "ready" and one message.
  const frameKey = map.message?.properties.map((property) => property.id).join(" ") ?? map.messageSrc ?? "";
  // The map of the frame's list (read when its frame starts, not each time the page's data is read again).
  const current = useRef(map);
  current.current = map;
  useEffect(() => {
    if (!interactive) return;
    const { message, messageSrc } = current.current;
    const state: FrameState = { load: false, ready: false, message, posted: false };
    loaded.current = state;
    if (!message && messageSrc) {
      void fetch(messageSrc)
        .then((response) => (response.ok ? response.json() : null))
        .then((message: MapMessage | null) => {
          state.message = message;
          postWhenLoaded();
        });
    }
  }, [interactive, frameKey, postWhenLoaded]);

  const point = highlight?.point;
  useEffect(() => {
    if (!interactive) return;
    // The schemas (and zod) come with the visitor's request for the map, not with the page.
    const schemas = import("~/map/page-message");
    async function onMessage(event: MessageEvent) {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      const parsed = (await schemas).pageMessageSchema.safeParse(event.data);
      if (!parsed.success) return;
      if (parsed.data.type === "ready") {
        loaded.current.ready = true;
        postWhenLoaded();
      } else point?.(parsed.data.id);
    }
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [interactive, postWhenLoaded, point]);

  // What the visitor points at in the list, shown in the frame.
  const highlighted = highlight?.highlighted ?? null;
  useEffect(() => {
    if (interactive && loaded.current.posted) {
      frame.current?.contentWindow?.postMessage({ type: "highlight", id: highlighted }, window.location.origin);
    }
  }, [interactive, highlighted]);

  const show = () => {
    sessionStorage.setItem(ASKED_KEY, "1");
    setInteractive(true);
  };
  const hide = () => {
    sessionStorage.removeItem(ASKED_KEY);
    setInteractive(false);
  };

  const info = mapInfo(map.counts, t);
  return (
    <section className="list-map" aria-labelledby="list-map-heading">
      <h2 id="list-map-heading" className={title ? undefined : "visually-hidden"}>
        {title ?? t("map.heading")}
      </h2>
      {interactive ? (
        <iframe
          key={frameKey}
          ref={frame}
          className="list-map-frame"
          src={map.frameSrc}
          title={t("map.frameTitle", { summary: map.summary })}
          onLoad={() => {
            loaded.current.load = true;
            postWhenLoaded();
          }}
        />
      ) : map.image ? (
        // The map in words below is its text alternative, as it labels the SVG. Lazy: a phone showing the list does not load it.
        <img
          className="list-map-image"
          src={map.image.src}
          width={map.image.width}
          height={map.image.height}
          alt={map.summary}
          loading="lazy"
          decoding="async"
        />
      ) : map.outline ? (
        <OutlineMapDrawing outline={map.outline} highlighted={highlighted} labelledBy="list-map-summary" />
      ) : map.drawingSrc ? (
        // Below the fold of a property's page: a picture of its own, its words in the summary under it.
        <img className="outline-map" src={map.drawingSrc} width={MAP_SIZE.width} height={MAP_SIZE.height} alt="" loading="lazy" />
      ) : null}
      {map.image && !interactive ? <p className="list-map-credit">{map.image.credit}</p> : null}
      <p id="list-map-summary" className="list-map-summary">
        {map.summary}
      </p>
      {info ? <p className="list-map-info">{info}</p> : null}
      {hydrated && (map.outline || map.drawingSrc || map.image) ? (
        <p className="list-map-actions">
          {interactive ? (
            <button type="button" className="button-secondary" onClick={hide}>
              {t("map.hide")}
            </button>
          ) : (
            <button type="button" className="button-secondary" onClick={show}>
              {t("map.show")}
            </button>
          )}
          {map.tilesHost && !interactive ? <span className="list-map-note">{t("map.showNote", { host: map.tilesHost })}</span> : null}
        </p>
      ) : null}
    </section>
  );
}
