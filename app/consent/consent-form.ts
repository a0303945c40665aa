/**
 * The dialog's form, shared by the server (app/routes/consent.ts) and the browser
 * (app/components/consent/consent.tsx): which button was pressed, the categories ticked in
 * the settings, the page to return to, and whether the browser wants the choice back as data
 * (JavaScript, a fetcher) or a 303 to the page (no JavaScript). Its schema is the action's alone
 * (consent-form.server.ts): the dialog on every page need not bring the validation library along.
 */

/** Where the dialog posts (a resource route: app/routes/consent.ts). */
export const CONSENT_ACTION_PATH = "/consent";

/** Spec §2: a visit with this query parameter clears the stored choice, so the dialog shows again. */
export const RESET_PARAMETER = "setcookies";

/** A page's address (path and query) without ?setcookies: where the dialog returns to. */
export function withoutReset({ pathname, search }: { pathname: string; search: string }): string {
  const params = new URLSearchParams(search);
  params.delete(RESET_PARAMETER);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export const CONSENT_FIELDS = { choice: "choice", category: "category", returnTo: "returnTo", respond: "respond" } as const;
