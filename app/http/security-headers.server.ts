/**
 * Security headers of every answer: helmet's set with the site's Content-Security-Policy (a nonce
 * per request for the page's own inline scripts), HSTS only where the site is served over HTTPS,
 * and a Permissions-Policy denying the browser features the site never uses.
 */
import crypto from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import helmet from "helmet";
import { NO_TAGS, type TagIds } from "~/consent/tags";
import { tagHosts } from "~/consent/tags.server";
import { FRAME_SOURCES } from "~/media/embed";
import { servedOverHttps } from "~/routing/origin";

/** Features the site never uses: no page and no frame of it may ask for them. */
const DENIED_FEATURES = [
  "accelerometer",
  "browsing-topics",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "publickey-credentials-get",
  "serial",
  "usb",
];

/**
 * The Permissions-Policy header: the features above denied; fullscreen kept for the site and the
 * video and 3D-tour players a visitor starts (the same hosts as the CSP frame-src, app/media/embed.ts).
 */
export const PERMISSIONS_POLICY = [
  ...DENIED_FEATURES.map((feature) => `${feature}=()`),
  `fullscreen=(self ${FRAME_SOURCES.map((source) => `"${source}"`).join(" ")})`,
].join(", ");

export type SecurityHeaderOptions = {
  /** Development: no CSP (Vite's client injects inline scripts without a nonce). */
  isDevelopment: boolean;
  /** PUBLIC_URL: HSTS and upgrade-insecure-requests only when the site is served over HTTPS (`servedOverHttps`). */
  publicUrl: string | undefined;
  /** reCAPTCHA configured (RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET): its hosts are allowed, and only then (ADR 017). */
  recaptcha?: boolean;
  /** The agency's configured tags: exactly their hosts are allowed, none when none is configured (ADR 020). */
  tags?: TagIds;
  /** The map's tile host (MAP_TILES_URL, app/map/tiles.server.ts): pictures from it are allowed, and only then (ADR 041). */
  mapTilesHost?: string | null;
};

/** The hosts reCAPTCHA v3 loads its script, frame and calls from. */
export const RECAPTCHA_HOSTS = ["https://www.google.com", "https://www.gstatic.com"] as const;

/** The middlewares, in order: the per-request CSP nonce (res.locals.cspNonce), helmet, Permissions-Policy. */
export function securityHeaders({
  isDevelopment,
  publicUrl,
  recaptcha = false,
  tags = NO_TAGS,
  mapTilesHost = null,
}: SecurityHeaderOptions): RequestHandler[] {
  const https = servedOverHttps({ PUBLIC_URL: publicUrl });
  const recaptchaHosts = recaptcha ? RECAPTCHA_HOSTS : [];
  const hosts = (directive: Parameters<typeof tagHosts>[1], ...others: readonly string[]) => [
    ...new Set([...others, ...tagHosts(tags, directive)]),
  ];
  return [
    (_req: Request, res: Response, next: NextFunction) => {
      res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
      next();
    },
    helmet({
      contentSecurityPolicy: isDevelopment
        ? false
        : {
            useDefaults: true,
            directives: {
              "script-src": [
                "'self'",
                (_req, res) => `'nonce-${(res as Response).locals.cspNonce}'`,
                ...hosts("script-src", ...recaptchaHosts),
              ],
              "img-src": hosts("img-src", "'self'", "data:", ...(mapTilesHost ? [mapTilesHost] : [])),
              // The map frame (the site's own), property videos and 3D tours, loaded only when the visitor asks (app/media/embed.ts).
              "frame-src": hosts("frame-src", "'self'", ...FRAME_SOURCES, ...recaptchaHosts),
              "connect-src": hosts("connect-src", "'self'", ...recaptchaHosts),
              // Video files of listings: their hosts are catalogue data, so any https address.
              "media-src": ["'self'", "https:"],
              "upgrade-insecure-requests": https ? [] : null,
            },
          },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      // Over plain HTTP the header is ignored at best; behind an HTTPS PUBLIC_URL browsers remember it for a year.
      strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
    }),
    (_req: Request, res: Response, next: NextFunction) => {
      res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
      next();
    },
  ];
}
