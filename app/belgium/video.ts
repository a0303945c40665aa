/** Video and 3D-tour links recognised on a listing (spec §5): video files, YouTube, Vimeo, Facebook and tour hosts. */

/** 3D tour providers, matched by host: the provider name must be the host's second-level label, before a one-label TLD. */
export const TOUR_PROVIDERS = ["matterport", "tvl", "yisual"] as const;
export type TourProvider = (typeof TOUR_PROVIDERS)[number];

/** A recognised media link. */
export type MediaLink =
  | { kind: "file"; url: string }
  | { kind: "youtube"; id: string }
  | { kind: "vimeo"; id: string }
  | { kind: "facebook"; url: string }
  | { kind: "tour"; provider: TourProvider; url: string };

const VIDEO_FILE = /\.(mp4|mov|wmv|avi|flv|webm)$/i;
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

/** True when `host` is `domain` itself or one of its subdomains ("m.youtube.com" is on "youtube.com", "notyoutube.com" is not). */
function onDomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

function youtubeId(url: URL): string | null {
  const host = url.hostname;
  let id: string | null | undefined = null;
  if (host === "youtu.be" || host === "www.youtu.be") id = url.pathname.split("/")[1];
  else if (onDomain(host, "youtube.com") || onDomain(host, "youtube-nocookie.com")) {
    const match = /^\/(embed|shorts)\/([^/]+)\/?$/.exec(url.pathname);
    id = match ? match[2] : /^\/watch\/?$/.test(url.pathname) ? url.searchParams.get("v") : null;
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

function vimeoId(url: URL): string | null {
  const host = url.hostname;
  if (host === "player.vimeo.com") return /^\/video\/(\d+)\/?$/.exec(url.pathname)?.[1] ?? null;
  if (host === "vimeo.com" || host === "www.vimeo.com") return /^\/(\d+)\/?$/.exec(url.pathname)?.[1] ?? null;
  return null;
}

function isFacebookVideo(url: URL): boolean {
  if (url.hostname === "fb.watch") return url.pathname.length > 1;
  if (!onDomain(url.hostname, "facebook.com")) return false;
  return /\/videos\/[^/]+/.test(url.pathname) || (/^\/watch\/?$/.test(url.pathname) && !!url.searchParams.get("v"));
}

function tourProvider(url: URL): TourProvider | null {
  const labels = url.hostname.split(".");
  const name = labels.length >= 2 ? labels[labels.length - 2] : undefined;
  return TOUR_PROVIDERS.find((provider) => provider === name) ?? null;
}

/** What a video or tour link is, or null for anything unrecognised or not http(s). */
export function parseMediaLink(raw: string | null | undefined): MediaLink | null {
  let url: URL;
  try {
    url = new URL((raw ?? "").trim());
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  if (VIDEO_FILE.test(url.pathname)) return { kind: "file", url: url.href };
  const youtube = youtubeId(url);
  if (youtube) return { kind: "youtube", id: youtube };
  const vimeo = vimeoId(url);
  if (vimeo) return { kind: "vimeo", id: vimeo };
  if (isFacebookVideo(url)) return { kind: "facebook", url: url.href };
  const provider = tourProvider(url);
  return provider ? { kind: "tour", provider, url: url.href } : null;
}

/** URL for an iframe (or a <video> for files): privacy-enhanced YouTube with autoplay, the Vimeo player, Facebook's video plugin, the tour itself. */
export function embedUrl(link: MediaLink): string {
  switch (link.kind) {
    case "youtube":
      return `https://www.youtube-nocookie.com/embed/${link.id}?autoplay=1`;
    case "vimeo":
      return `https://player.vimeo.com/video/${link.id}?autoplay=1`;
    case "facebook":
      return `https://www.facebook.com/plugins/video.php?href=${encodeURIComponent(link.url)}&show_text=false`;
    case "file":
    case "tour":
      return link.url;
  }
}
