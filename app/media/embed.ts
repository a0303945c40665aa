/**
 * Which video and 3D-tour addresses a property page may put in an iframe once the visitor asks
 * for it. server.ts makes this list its Content-Security-Policy `frame-src`: an address outside it
 * is offered as a plain link only.
 */

/** CSP source expressions, as server.ts lists them under frame-src. */
export const FRAME_SOURCES = [
  // YouTube in its privacy-enhanced mode, the Vimeo player, Facebook's video plugin.
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://www.facebook.com",
  // 3D tours (spec §5: matterport, tvl and yisual by host suffix), on the domains they use.
  "https://matterport.com",
  "https://*.matterport.com",
  "https://tvl.be",
  "https://*.tvl.be",
  "https://yisual.com",
  "https://*.yisual.com",
] as const;

/** Whether `url` matches one CSP source expression (scheme, host with an optional "*." wildcard). */
function matchesSource(url: URL, source: string): boolean {
  const { protocol, host } = new URL(source.replace("*.", "wildcard."));
  if (url.protocol !== protocol || url.port !== "") return false;
  if (!source.includes("*.")) return url.hostname === host;
  const domain = host.slice("wildcard.".length);
  return url.hostname.endsWith(`.${domain}`);
}

/** True when the Content-Security-Policy lets this address load in an iframe. */
export function canFrame(address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  return FRAME_SOURCES.some((source) => matchesSource(url, source));
}

/**
 * True when a video file may play in a <video> element: CSP media-src allows the site itself
 * and https addresses (the files' hosts are catalogue data, not known in advance).
 */
export function canPlayFile(address: string): boolean {
  try {
    return new URL(address).protocol === "https:";
  } catch {
    return false;
  }
}
