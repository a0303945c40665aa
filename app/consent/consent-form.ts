/**
 * The dialog's form, shared by the server (app/routes/consent.ts) and the browser
 * (app/components/consent/consent.tsx): which button was pressed, the categories ticked in
 * the settings, the page to return to, and whether the browser wants the choice back as data
 * (JavaScript, a fetcher) or a 303 to the page (no JavaScript).
 */
import { z } from "zod";
import { ACCEPT_ALL, DECLINE_ALL, OPTIONAL_CATEGORIES, type ConsentChoice } from "./choice";

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

export const consentFormSchema = z.object({
  /** Decline, agree to the selection, or agree all (spec §4). */
  choice: z.enum(["none", "selection", "all"]),
  category: z.array(z.enum(OPTIONAL_CATEGORIES)).default([]),
  // Checked where it is used (sameSitePath): a bad one sends the visitor home, the choice still counts.
  returnTo: z.string().optional(),
  respond: z.enum(["redirect", "data"]).default("redirect"),
});

export type ConsentForm = z.infer<typeof consentFormSchema>;

/** The categories a posted form accepts: the selection counts only with "agree to the selection". */
export function choiceOfForm(form: Pick<ConsentForm, "choice" | "category">): ConsentChoice {
  if (form.choice === "all") return ACCEPT_ALL;
  if (form.choice === "none") return DECLINE_ALL;
  return Object.fromEntries(OPTIONAL_CATEGORIES.map((category) => [category, form.category.includes(category)])) as ConsentChoice;
}
