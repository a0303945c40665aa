import { useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/components/translation";
import type { BannerView } from "~/site/banner";
import { pictureSrcSet, pictureUrl } from "~/media/picture-url";

/** The home banner: an image (with its mobile image, scale=1), a gallery, a video, a colour or nothing. */
export function Banner({ banner, children }: { banner: BannerView; children: ReactNode }) {
  return (
    <section className={`banner banner-${banner.type}`} style={banner.type === "color" ? { background: banner.color } : undefined}>
      {banner.type === "image" ? (
        <picture className="banner-media">
          {banner.mobileImage ? (
            <source
              media="(max-width: 767px)"
              srcSet={`${pictureUrl(banner.mobileImage.src, 600, "&scale=1")} 600w`}
              sizes="100vw"
              width={banner.mobileImage.width}
              height={banner.mobileImage.height}
            />
          ) : null}
          <img
            src={pictureUrl(banner.image.src, 1360)}
            srcSet={pictureSrcSet(banner.image.src)}
            sizes="100vw"
            width={banner.image.width}
            height={banner.image.height}
            alt={banner.image.alt}
            {...{ fetchpriority: "high" }}
          />
        </picture>
      ) : null}
      {banner.type === "gallery" ? <Gallery images={banner.images} intervalMs={banner.intervalMs} /> : null}
      {banner.type === "video" ? (
        <video className="banner-media" autoPlay muted loop playsInline controls poster={pictureUrl(banner.poster.src, 1360)}>
          <source src={banner.src} />
        </video>
      ) : null}
      <div className="banner-content">{children}</div>
    </section>
  );
}

/**
 * A scroll-snap gallery: without JavaScript the visitor scrolls it; with JavaScript it turns
 * every few seconds, with buttons to go back and forth and to pause (WCAG 2.2.2).
 */
function Gallery({ images, intervalMs }: { images: { src: string; width: number; height: number; alt: string }[]; intervalMs: number }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [enhanced, setEnhanced] = useState(false);

  useEffect(() => setEnhanced(true), []);
  useEffect(() => {
    const slide = track.current?.children[index] as HTMLElement | undefined;
    track.current?.scrollTo({ left: slide?.offsetLeft ?? 0, behavior: "smooth" });
  }, [index]);
  useEffect(() => {
    if (!playing || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % images.length), intervalMs);
    return () => clearInterval(timer);
  }, [playing, images.length, intervalMs]);

  return (
    <div className="banner-media banner-gallery" aria-roledescription="carousel">
      <ul ref={track}>
        {images.map((image, i) => (
          <li key={image.src} aria-label={t("banner.slide", { current: i + 1, total: images.length })}>
            <img
              src={pictureUrl(image.src, 1360)}
              srcSet={pictureSrcSet(image.src)}
              sizes="100vw"
              width={image.width}
              height={image.height}
              alt={image.alt}
              loading={i === 0 ? "eager" : "lazy"}
            />
          </li>
        ))}
      </ul>
      {enhanced ? (
        <div className="gallery-controls">
          <button type="button" onClick={() => setIndex((i) => (i - 1 + images.length) % images.length)}>
            {t("banner.previous")}
          </button>
          <button type="button" onClick={() => setPlaying((p) => !p)}>
            {playing ? t("banner.pause") : t("banner.play")}
          </button>
          <button type="button" onClick={() => setIndex((i) => (i + 1) % images.length)}>
            {t("banner.next")}
          </button>
        </div>
      ) : null}
    </div>
  );
}
