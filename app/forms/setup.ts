import type { getZodConstraint } from "@conform-to/zod/v4";
import type { FormId } from "~/leads/forms";

/** The browser's validation attributes of a form's fields (required, maxLength, multiple…), by field name. */
export type FormConstraint = ReturnType<typeof getZodConstraint>;

/** What a form's component needs from its loader (app/forms/form-action.server.ts, formSetup). */
export type FormSetup = {
  /** The signed per-render token (ADR 017). */
  token: string;
  /** reCAPTCHA v3's site key when RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET are both set, else null. */
  recaptchaSiteKey: string | null;
  /** Its fields' validation attributes, worked out from its schema on the server (the browser loads the schema only once the form is used). */
  constraint: FormConstraint;
};

/**
 * Where a form on a shared (cached) page gets a token of its own once the visitor starts filling it
 * in, with JavaScript (ADR 021).
 */
export const FORM_TOKEN_PATH = "/form-token/";
/** Its parameter: how many ms ago the form was shown (the new token is dated from then, at most an hour back). */
export const FORM_SHOWN_PARAMETER = "shown";

/** The form field that carries the token. */
export const FORM_TOKEN_FIELD = "formToken";
/** The honeypot: a field people never see nor hear, that robots fill in. */
export const HONEYPOT_FIELD = "website";
/** The page a form embedded in another page was on (a path of this site), for the thank-you page's link back. */
export const FROM_FIELD = "from";
/** The form field the browser fills with the reCAPTCHA token. */
export const RECAPTCHA_FIELD = "g-recaptcha-response";

/** The login form's hidden field that carries where the owner was going (a path of this site). */
export const RETURN_TO_FIELD = "returnTo";

/** The forms of the owner portal (app/routes/login.tsx, password-*.tsx): the same kit, no lead. */
export type OwnerFormId = "login" | "password-forgot" | "password-reset";
/** Every form the kit builds: the visitors' requests and the owners' forms. */
export type KitFormId = FormId | OwnerFormId;
