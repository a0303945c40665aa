/**
 * The site's origin for absolute links (canonical, hreflang, Open Graph, sitemap, robots.txt):
 * PUBLIC_URL when configured, otherwise the origin the request was made to.
 */
export function siteOrigin(request: Request, env: { PUBLIC_URL?: string }): string {
  return env.PUBLIC_URL ?? new URL(request.url).origin;
}
