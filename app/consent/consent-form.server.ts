/**
 * The dialog's form as the action reads it (app/routes/consent.ts); its fields and paths are in
 * consent-form.ts, which the browser shares.
 */
import { z } from "zod";
import { ACCEPT_ALL, DECLINE_ALL, OPTIONAL_CATEGORIES, type ConsentChoice } from "./choice";

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
