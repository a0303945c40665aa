/**
 * Pictures, videos and 3D tours of a property, and its description in paragraphs. Videos and tours
 * are click-to-load (ADR 009): each is a link, with an embed only for the hosts the CSP allows.
 */
import type { TFunction } from "i18next";
import { htmlToText } from "~/belgium/description";
import { embedUrl, parseMediaLink, type MediaLink } from "~/belgium/video";
import { canFrame, canPlayFile } from "~/media/embed";
import type { Listing } from "../schema";

export type GalleryPicture = { src: string; width: number; height: number; alt: string };

export type MediaItem = {
  kind: MediaLink["kind"];
  /** Where the link without JavaScript goes (a new tab). */
  href: string;
  /** What an iframe (or, for a file, a <video>) loads once asked; null when only the link is offered. */
  embed: string | null;
  label: string;
  title: string;
};

const PROVIDERS: Record<string, string> = {
  youtube: "YouTube",
  vimeo: "Vimeo",
  facebook: "Facebook",
  matterport: "Matterport",
  tvl: "TVL",
  yisual: "Yisual",
};

/** The page the link without JavaScript opens: the video on its site, the tour, the file. */
function mediaHref(link: MediaLink): string {
  switch (link.kind) {
    case "youtube":
      return `https://www.youtube.com/watch?v=${link.id}`;
    case "vimeo":
      return `https://vimeo.com/${link.id}`;
    default:
      return link.url;
  }
}

/** Videos and 3D tours recognised by spec §5 (others are left out), as click-to-load previews. */
export function listingMedia(listing: Pick<Listing, "Videos" | "VirtualTour">, title: string, t: TFunction): MediaItem[] {
  const links = [...(listing.Videos ?? []), ...(listing.VirtualTour ? [listing.VirtualTour] : [])];
  return links.flatMap((raw): MediaItem[] => {
    const link = parseMediaLink(raw);
    if (!link) return [];
    const target = embedUrl(link);
    const embed = link.kind === "file" ? (canPlayFile(target) ? target : null) : canFrame(target) ? target : null;
    const provider = link.kind === "tour" ? PROVIDERS[link.provider]! : link.kind === "file" ? "" : PROVIDERS[link.kind]!;
    return [
      {
        kind: link.kind,
        href: mediaHref(link),
        embed,
        label:
          link.kind === "tour"
            ? t("property.media.tour", { provider })
            : link.kind === "file"
              ? t("property.media.videoFile")
              : t("property.media.video", { provider }),
        title: t(link.kind === "tour" ? "property.media.tourTitle" : "property.media.videoTitle", { title }),
      },
    ];
  });
}

export function galleryPictures(pictures: Listing["Pictures"], title: string, t: TFunction): GalleryPicture[] {
  return pictures.map((picture, index) => ({
    src: picture.Url,
    width: picture.Width,
    height: picture.Height,
    alt: t("property.gallery.alt", { title, current: index + 1, total: pictures.length }),
  }));
}

/** A plain-text description in paragraphs (line breaks and HTML block ends split them). */
export function descriptionParagraphs(description: string): string[] {
  return description
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h[1-6])\s*>/gi, "\n")
    .split(/\n/)
    .map((paragraph) => htmlToText(paragraph))
    .filter(Boolean);
}
