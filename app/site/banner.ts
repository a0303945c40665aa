import type { Language } from "~/i18n/languages";
import type { SiteConfig } from "./config-schema";

type ConfiguredImage = { src: string; width: number; height: number; alt: Record<Language, string> };
export type BannerImage = { src: string; width: number; height: number; alt: string };

export type BannerView =
  | { type: "image"; image: BannerImage; mobileImage: BannerImage | null }
  | { type: "gallery"; images: BannerImage[]; intervalMs: number }
  | { type: "video"; src: string; poster: BannerImage }
  | { type: "color"; color: string }
  | { type: "none" };

/** The home banner of the configuration, in one language. */
export function bannerView(banner: SiteConfig["home"]["banner"], lang: Language): BannerView {
  const image = (img: ConfiguredImage): BannerImage => ({ ...img, alt: img.alt[lang] });
  switch (banner.type) {
    case "image":
      return { type: "image", image: image(banner.image), mobileImage: banner.mobileImage ? image(banner.mobileImage) : null };
    case "gallery":
      return { type: "gallery", images: banner.images.map(image), intervalMs: banner.intervalMs };
    case "video":
      return { type: "video", src: banner.src, poster: image(banner.poster) };
    case "color":
    case "none":
      return banner;
  }
}
