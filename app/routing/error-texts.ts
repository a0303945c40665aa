/**
 * What an error page is called and says, by HTTP status: 400, 405 and 429 tell the visitor what
 * happened (app/http/status-page.server.ts answers them), 413 that the form sent was too long
 * (app/http/form-body.server.ts), 404 is the not-found page, any other status is our fault. The
 * page (root ErrorBoundary) and its tab title (errorMeta) read this.
 */
const EXPLAINED = {
  400: { title: "errors.badRequestTitle", text: "errors.badRequest" },
  405: { title: "errors.methodNotAllowedTitle", text: "errors.methodNotAllowed" },
  413: { title: "errors.payloadTooLargeTitle", text: "errors.payloadTooLarge" },
  429: { title: "errors.tooManyRequestsTitle", text: "errors.tooManyRequests" },
} as const;

const GENERIC = { title: "errors.genericTitle", text: "errors.generic" } as const;

export function errorTextKeys(status: number) {
  return EXPLAINED[status as keyof typeof EXPLAINED] ?? GENERIC;
}

/** The statuses whose page has a title of its own, besides the generic one. */
export const TITLED_ERROR_STATUSES = [400, 404, 405, 413, 429] as const;
