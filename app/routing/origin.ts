/**
 * The site's origin (scheme, host and port): PUBLIC_URL's when configured, otherwise the origin the
 * request was made to. Absolute links (canonical, hreflang, Open Graph, sitemap, robots.txt,
 * e-mails) are written with it, and a POST is accepted only from a page of it (ADR 019, the
 * Origin check in app/http/status-page.server.ts). `request` is the Fetch Request, or the URL it
 * was made to (for an Express request, its `requestOrigin`, app/http/request-origin.server.ts).
 */
export function siteOrigin(request: Request | URL, env: { PUBLIC_URL?: string }): string {
  return new URL(env.PUBLIC_URL ?? (request instanceof URL ? request : request.url)).origin;
}

/**
 * Whether the site is served over HTTPS: PUBLIC_URL's scheme is https. The one answer for HSTS and
 * upgrade-insecure-requests (app/http/security-headers.server.ts) and for the Secure attribute of
 * the site's cookies (the owner's session, which then takes the __Host- prefix, and the consent
 * cookie). Without PUBLIC_URL (development, the tests' servers) the site is taken to be plain HTTP:
 * a Secure cookie there would not come back, HSTS would be ignored. ADR 038.
 */
export function servedOverHttps(env: { PUBLIC_URL?: string }): boolean {
  return env.PUBLIC_URL !== undefined && new URL(env.PUBLIC_URL).protocol === "https:";
}

/**
 * A path of this site a visitor's form names (where to return after a choice or a login), with its
 * query, percent-encoded so a Location header can hold it; null for anything else: another host
 * ("//host", a scheme, a backslash trick), no leading "/", or an unreasonable length.
 */
export function sameSitePath(value: unknown): string | null {
  if (typeof value !== "string" || value.length > 2000 || !value.startsWith("/")) return null;
  try {
    const base = "http://this-site.invalid";
    const url = new URL(value, base);
    const path = url.pathname + url.search;
    // "/.//host" and the like normalise to "//host", which a Location header sends to that host.
    return url.origin === base && !path.startsWith("//") ? path : null;
  } catch {
    return null;
  }
}
