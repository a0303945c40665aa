import { useEffect, useRef } from "react";
import { pictureSrcSet, pictureUrl } from "~/media/picture-url";

/** Spec §9: the progressive image loader starts loading a picture this far below the viewport. */
export const PROGRESSIVE_ROOT_MARGIN = "0% 0% 25%";

let observer: IntersectionObserver | undefined;

/** One observer for every lazy picture: once one comes within the root margin, it loads. */
function observeLazyPicture(image: HTMLImageElement): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLImageElement).loading = "eager";
        observer?.unobserve(entry.target);
      }
    },
    { rootMargin: PROGRESSIVE_ROOT_MARGIN },
  );
  observer.observe(image);
  return () => observer?.unobserve(image);
}

/**
 * A picture through the picture route: srcset from 400 to 1360 px (pictureSrcSet), its real width and
 * height so nothing shifts. The first picture of a page loads at once; the others are lazy
 * (natively, so without JavaScript too), show a 100-px preview while they load, and with
 * JavaScript start loading as they come within the progressive loader's root margin.
 */
export function Picture({
  src,
  width,
  height,
  alt,
  sizes,
  eager = false,
  className,
}: {
  src: string;
  width: number;
  height: number;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    if (eager || !ref.current || ref.current.complete) return;
    return observeLazyPicture(ref.current);
  }, [eager, src]);
  return (
    <img
      ref={ref}
      className={eager ? className : [className, "progressive"].filter(Boolean).join(" ")}
      style={eager ? undefined : { backgroundImage: `url(${pictureUrl(src, 100)})` }}
      src={pictureUrl(src, 600)}
      srcSet={pictureSrcSet(src)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? "eager" : "lazy"}
      {...(eager ? { fetchpriority: "high" } : {})}
      decoding="async"
    />
  );
}
