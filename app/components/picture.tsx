/** The widths the picture route renders (spec §9). */
export const PICTURE_WIDTHS = [100, 400, 600, 1360] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

export function pictureUrl(src: string, width: PictureWidth, extra = ""): string {
  return `${src}?w=${width}${extra}`;
}

/**
 * A picture through the picture route: srcset over 400, 600 and 1360 px, its real width and
 * height so nothing shifts, lazy unless it is the first picture of the page.
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
  return (
    <img
      className={className}
      src={pictureUrl(src, 600)}
      srcSet={[400, 600, 1360].map((w) => `${pictureUrl(src, w as PictureWidth)} ${w}w`).join(", ")}
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
