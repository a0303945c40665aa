/**
 * The one server pipeline of every form (ADR 017). A form's route action calls `submitForm` and
 * returns what it gives:
 *
 *  1. the body is read (a body that cannot be read → 400 with a message, never a 500; one over 64 KB
 *     → 413 with a page, after the rest of it was read and dropped: app/http/form-body.server.ts);
 *  2. spam — the honeypot filled, the signed token missing or forged — is answered exactly like a
 *     success (303 to the thank-you page) and stored nowhere, so a robot learns nothing; a form sent
 *     faster than FORM_MIN_FILL_SECONDS after its render goes on, to be held at step 5 (ADR 031);
 *  3. reCAPTCHA, when configured and the browser sent a token: a failed check → 400 'The entered
 *     characters are not valid';
 *  4. the form's zod schema (app/forms/schemas.ts): mistakes → 400 with `submission.reply()`, the
 *     input kept and each message for its field;
 *  5. the lead is stored with its e-mails (submitLead): stored or already stored (same token) → 303
 *     to the form's thank-you page with `?from=` the page the form was on; sent too fast → stored
 *     held without its e-mails, and 400 with the input kept and "not sent yet: please check it, then
 *     click the button" (the same form sent again releases it, then 303); refused (appointments
 *     full, documents already requested) → 400 with the message; the database down → 503 'Your
 *     e-mail was not sent. Please try again' (a testimonial: 'Your testimonial was not sent…') with the input kept.
 *
 * The loader side (`formSetup`) renders the token, says whether reCAPTCHA is on and gives the
 * fields' validation attributes.
 */
import { redirect } from "@remix-run/node";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import type { AppContext } from "~/context.server";
import { readFormBody } from "~/http/form-body.server";
import type { Language } from "~/i18n/languages";
import type { FieldValue, FormId } from "~/leads/forms";
import { submitLead } from "~/leads/store.server";
import { siteOrigin } from "~/routing/origin";
import { href, sitePageOf, THANK_YOU_PAGES } from "~/routing/route-table";
import { formConstraint } from "./constraint.server";
import { withMistakes } from "./mistakes.server";
import { recaptchaSiteKey, verifyRecaptcha } from "./recaptcha.server";
import { message } from "./schemas";
import { FORM_TOKEN_FIELD, FROM_FIELD, HONEYPOT_FIELD, RECAPTCHA_FIELD, type FormSetup, type KitFormId } from "./setup";
import { createFormToken, readFormToken, tokenRejection } from "./token.server";

/** What form `form` needs to render: a fresh signed token, the reCAPTCHA site key when it is on, its validation attributes. */
export function formSetup(context: Pick<AppContext, "env">, form: KitFormId): FormSetup {
  return {
    token: createFormToken(context.env.SESSION_SECRET),
    recaptchaSiteKey: recaptchaSiteKey(context.env),
    constraint: formConstraint(form),
  };
}

/** Form pages carry a per-render token: no cache may keep one copy for several visitors. */
export const FORM_PAGE_HEADERS = { "Cache-Control": "private, no-store" } as const;

export type FormPost = {
  request: Request;
  context: AppContext;
  form: FormId;
  lang: Language;
  schema: z.ZodType<Record<string, FieldValue>>;
  listingId?: number | null;
  projectId?: number | null;
};

const formError = (context: AppContext, key: string, status: number) =>
  withMistakes(context, { status: "error", error: { "": [key] } } satisfies SubmissionResult<string[]>, {
    status,
    headers: FORM_PAGE_HEADERS,
  });

/** "Not sent yet: please check it, then click “<the form's button>”", one message per form (ADR 031). */
const CONFIRM_SEND = {
  "contact-me": "confirmSendContactMe",
  "contact-appointment": "confirmSendContactAppointment",
  "contact-documents": "confirmSendContactDocuments",
  "send-to-friend": "confirmSendSendToFriend",
  "contact-construction": "confirmSendContactConstruction",
  "contact-demand": "confirmSendContactDemand",
  "demand-register": "confirmSendDemandRegister",
  "site-contact": "confirmSendSiteContact",
  "sign-newsletter": "confirmSendSignNewsletter",
  "make-offer": "confirmSendMakeOffer",
  "apply-to-rent": "confirmSendApplyToRent",
  testimonial: "confirmSendTestimonial",
} as const satisfies Record<FormId, Parameters<typeof message>[0]>;

/** A form's own "not sent" message (spec §8: the testimonial's failure), where it has one; else 'Your e-mail was not sent'. */
const NOT_SENT: Partial<Record<FormId, Parameters<typeof message>[0]>> = { testimonial: "testimonialNotSent" };

/** A path of this site as its page writes it (with its trailing slash), or null when it is no page. */
function pagePath(path: string): string | null {
  const match = sitePageOf(path);
  return match ? href(match.page, match.lang, match.params) : null;
}

/**
 * The page a form was on: the one it names in `from` (a form inside another page), else the
 * action's own page. (With JavaScript, Remix posts to the path without its trailing slash.)
 */
function sourcePathOf(formData: FormData, request: Request): string {
  const from = formData.get(FROM_FIELD);
  const pathname = new URL(request.url).pathname;
  return (typeof from === "string" ? pagePath(from) : null) ?? pagePath(pathname) ?? pathname;
}

export async function submitForm({ request, context, form, lang, schema, listingId, projectId }: FormPost) {
  const formData = await readFormBody(request);
  if (!formData) return formError(context, message("badRequest"), 400);

  const sourcePath = sourcePathOf(formData, request);
  const thankYou = `${href(THANK_YOU_PAGES[form], lang)}?from=${encodeURIComponent(sourcePath)}`;
  const success = () => redirect(thankYou, { status: 303, headers: FORM_PAGE_HEADERS });

  const honeypot = formData.get(HONEYPOT_FIELD);
  const token = readFormToken(formData.get(FORM_TOKEN_FIELD), context.env.SESSION_SECRET);
  const rejection = typeof honeypot === "string" && honeypot !== "" ? "honeypot" : tokenRejection(token, context.env.FORM_MIN_FILL_SECONDS);
  // Sent sooner than a person fills the form: a robot, or a browser that filled it (autofill, a
  // password manager) and a quick click. Stored held below, and the visitor asked to confirm (ADR 031).
  const tooFast = rejection === "filled-too-fast";
  if (!token || (rejection && !tooFast)) {
    context.logger.info({ form, reason: rejection }, "form post dropped as spam");
    return success();
  }

  const recaptcha = await verifyRecaptcha(context.env, formData.get(RECAPTCHA_FIELD));
  if (recaptcha === "unavailable") context.logger.warn({ form }, "reCAPTCHA could not be verified; the post goes on");

  const submission = parseWithZod(formData, { schema });
  if (recaptcha === "failed") {
    return withMistakes(context, submission.reply({ formErrors: [message("captcha")] }), { status: 400, headers: FORM_PAGE_HEADERS });
  }
  if (submission.status !== "success") {
    return withMistakes(context, submission.reply(), { status: 400, headers: FORM_PAGE_HEADERS });
  }

  const fields = submission.value;
  const result = await submitLead(
    context,
    {
      form,
      language: lang,
      listingId,
      projectId,
      email: String(fields.email ?? ""),
      fields,
      sourcePath,
      token: token.id,
      held: tooFast,
    },
    siteOrigin(request, context.env),
  );
  switch (result.status) {
    case "stored":
    case "duplicate":
      return success();
    case "held":
      context.logger.info(
        { form, leadId: result.leadId },
        "form post held as probably automated (sent too fast): the visitor is asked to send it again",
      );
      // The same form back, as typed, with its token: sending it again releases the lead.
      return withMistakes(context, submission.reply({ formErrors: [message(CONFIRM_SEND[form])] }), {
        status: 400,
        headers: FORM_PAGE_HEADERS,
      });
    case "refused":
      return withMistakes(
        context,
        submission.reply({
          formErrors: [message(result.reason === "appointments-full" ? "appointmentsFull" : "documentsAlreadyRequested")],
        }),
        { status: 400, headers: FORM_PAGE_HEADERS },
      );
    case "failed":
      return withMistakes(context, submission.reply({ formErrors: [message(NOT_SENT[form] ?? "notSent")] }), {
        status: 503,
        headers: FORM_PAGE_HEADERS,
      });
  }
}
