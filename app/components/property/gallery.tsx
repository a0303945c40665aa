import { useEffect, useRef, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useTranslation } from "~/components/translation";
import type { GalleryPicture } from "~/catalogue/property-view/media";
import { Picture } from "~/components/picture";
import { GALLERY_PICTURE_SIZES, pictureUrl } from "~/media/picture-url";

/**
 * The photos of a property or project.
 *
 * Without JavaScript: a horizontal scroll-snap strip of every photo (a focusable region, so the
 * arrow keys scroll it) and a list of thumbnail links, each going to its photo's anchor.
 * With JavaScript: previous and next buttons, the arrow keys (and Home / End) on the strip, the
 * thumbnails move the strip without jumping the page, and a live "photo x of y".
 * The first photo loads eagerly with a high priority, the others lazily.
 */
export function Gallery({ pictures, idPrefix = "photo" }: { pictures: GalleryPicture[]; idPrefix?: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [enhanced, setEnhanced] = useState(false);
  const [index, setIndex] = useState(0);
  const total = pictures.length;

  useEffect(() => {
    setEnhanced(true);
    // Hydrated after the visitor swiped (a touch is the act that fetches the code): the photo shown.
    const strip = track.current;
    if (strip && strip.clientWidth > 0) setIndex(Math.round(strip.scrollLeft / strip.clientWidth));
  }, []);

  /** Where a scroll the gallery started is going: the strip's own scroll events do not move the index meanwhile. */
  const pending = useRef<{ index: number; until: number } | null>(null);
  const current = () => pending.current?.index ?? index;

  // Spec §8: a property without photos says so where they would be.
  if (total === 0) return <p className="no-photos gallery-no-photos">{t("property.gallery.none")}</p>;

  const show = (next: number) => {
    const target = (next + total) % total;
    pending.current = { index: target, until: Date.now() + 1000 };
    const strip = track.current;
    const slide = strip?.querySelectorAll<HTMLElement>("[data-slide]")[target];
    if (strip && slide) {
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      strip.scrollTo({ left: slide.offsetLeft - strip.offsetLeft, behavior: smooth ? "smooth" : "auto" });
    }
    setIndex(target);
  };

  const onScroll = () => {
    const strip = track.current;
    if (!strip || strip.clientWidth === 0) return;
    const position = Math.round(strip.scrollLeft / strip.clientWidth);
    const wanted = pending.current;
    if (wanted) {
      const slide = strip.querySelectorAll<HTMLElement>("[data-slide]")[wanted.index];
      const arrived = !slide || Math.abs(strip.scrollLeft - (slide.offsetLeft - strip.offsetLeft)) < 2;
      if (!arrived && Date.now() < wanted.until) return;
      pending.current = null;
    }
    if (position !== index && position >= 0 && position < total) setIndex(position);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: current() - 1, ArrowRight: current() + 1, Home: 0, End: total - 1 };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    show(event.key === "ArrowLeft" || event.key === "ArrowRight" ? next : Math.max(0, Math.min(total - 1, next)));
  };

  const onThumbnail = (event: MouseEvent<HTMLAnchorElement>, target: number) => {
    if (!enhanced) return;
    event.preventDefault();
    show(target);
    // The thumbnails sit below the photo: bring the photo into view if the page hides part of it.
    const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    track.current?.scrollIntoView({ block: "nearest", behavior: smooth ? "smooth" : "auto" });
  };

  const stripId = `${idPrefix}-strip`;
  return (
    <section className="gallery" aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className="visually-hidden">
        {t("property.gallery.title")}
      </h2>
      <div className="gallery-stage">
        {/* A scrolling region must be focusable to scroll by keyboard (WCAG 2.1.1); its arrow keys move between pictures. */}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
        <div
          ref={track}
          id={stripId}
          className="gallery-strip"
          role="region"
          aria-label={t("property.gallery.region")}
          tabIndex={0}
          onScroll={enhanced ? onScroll : undefined}
          onKeyDown={enhanced ? onKeyDown : undefined}
        >
          <ul>
            {pictures.map((picture, i) => (
              <li key={`${picture.src}-${i}`} id={`${idPrefix}-${i + 1}`} data-slide="">
                <Picture
                  src={picture.src}
                  width={picture.width}
                  height={picture.height}
                  alt={picture.alt}
                  sizes={GALLERY_PICTURE_SIZES}
                  eager={i === 0}
                />
              </li>
            ))}
          </ul>
        </div>
        {enhanced && total > 1 ? (
          <>
            <button type="button" className="gallery-button gallery-previous" aria-controls={stripId} onClick={() => show(current() - 1)}>
              <span aria-hidden="true">‹</span>
              <span className="visually-hidden">{t("property.gallery.previous")}</span>
            </button>
            <button type="button" className="gallery-button gallery-next" aria-controls={stripId} onClick={() => show(current() + 1)}>
              <span aria-hidden="true">›</span>
              <span className="visually-hidden">{t("property.gallery.next")}</span>
            </button>
          </>
        ) : null}
      </div>
      <p className="gallery-status" aria-live="polite" aria-atomic="true">
        {enhanced ? t("property.gallery.status", { current: index + 1, total }) : t("property.gallery.count", { count: total })}
      </p>
      {total > 1 ? (
        <nav aria-label={t("property.gallery.thumbnails")}>
          <ul className="gallery-thumbnails">
            {pictures.map((picture, i) => (
              <li key={`${picture.src}-${i}`}>
                <a
                  href={`#${idPrefix}-${i + 1}`}
                  aria-current={enhanced && i === index ? "true" : undefined}
                  onClick={(event) => onThumbnail(event, i)}
                >
                  <img
                    src={pictureUrl(picture.src, 100)}
                    width={100}
                    height={Math.round((100 * picture.height) / picture.width)}
                    alt={t("property.gallery.thumbnail", { current: i + 1, total })}
                    loading="lazy"
                    decoding="async"
                  />
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </section>
  );
}
