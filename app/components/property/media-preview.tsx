import { useEffect, useRef, useState } from "react";
import { useTranslation } from "~/components/translation";
import type { MediaItem } from "~/catalogue/property-view/media";
import { pictureUrl } from "~/media/picture-url";
import { useConsentChoice } from "../consent/consent";

type Poster = { src: string; width: number; height: number };

/**
 * A video or 3D tour that loads nothing from its host until the visitor asks: a local poster
 * (one of the property's own pictures) with a play sign. Without JavaScript it is a link to the
 * video or tour in a new tab; with JavaScript a button that puts the player in its place, when the
 * visitor accepted social-media cookies (the players set theirs) or the video is a plain file;
 * otherwise the same link to the video's own site.
 */
export function MediaPreview({ item, poster }: { item: MediaItem; poster: Poster }) {
  const { t } = useTranslation();
  const [enhanced, setEnhanced] = useState(false);
  const [playing, setPlaying] = useState(false);
  const social = useConsentChoice()?.social === true;
  const playsHere = item.kind === "file" || social;
  const player = useRef<HTMLIFrameElement & HTMLVideoElement>(null);

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);

  // A player already started stops when social media is withdrawn.
  if (playing && item.embed && playsHere) {
    return (
      <div className="media-frame">
        {item.kind === "file" ? (
          // The catalogue carries no caption files for listing videos; the agency's videos are shown as they are.
          // eslint-disable-next-line jsx-a11y/media-has-caption
          <video ref={player} src={item.embed} controls autoPlay playsInline title={item.title} aria-label={item.title} />
        ) : (
          <iframe
            ref={player}
            src={item.embed}
            title={item.title}
            allow="autoplay; fullscreen; picture-in-picture; encrypted-media; xr-spatial-tracking"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        )}
      </div>
    );
  }

  const face = (
    <>
      <img src={pictureUrl(poster.src, 600)} width={poster.width} height={poster.height} alt="" loading="lazy" decoding="async" />
      <span className="media-play" aria-hidden="true">
        <svg viewBox="0 0 24 24" width="28" height="28" focusable="false">
          <path d="M8 5v14l11-7z" fill="currentColor" />
        </svg>
      </span>
      <span className="media-label">{item.label}</span>
    </>
  );

  if (enhanced && item.embed && playsHere) {
    return (
      <button type="button" className="media-preview" onClick={() => setPlaying(true)}>
        {face}
      </button>
    );
  }
  return (
    <a className="media-preview" href={item.href} target="_blank" rel="noopener noreferrer">
      {face}
      <span className="visually-hidden"> {t("shell.opensInNewTab")}</span>
    </a>
  );
}
