/**
 * The POSTs of the forgotten-password and new-password pages (app/routes/password-*.tsx): the form
 * kit's parsing, the Origin check, then password-reset.server.ts. Mistakes answer 400 with the
 * form; success answers 303 (the "link sent" note, or the login page with "password changed").
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "@remix-run/node";
import type { AppContext } from "~/context.server";
import { withMistakes } from "~/forms/mistakes.server";
import { readFormBody } from "~/http/form-body.server";
import { message, passwordForgotSchema, passwordResetSchema } from "~/forms/schemas";
import { HONEYPOT_FIELD } from "~/forms/setup";
import type { Language } from "~/i18n/languages";
import { siteOrigin } from "~/routing/origin";
import { href } from "~/routing/route-table";
import { loginWithNote } from "./login-notes";
import { PORTAL_HEADERS } from "./login.server";
import { requestPasswordReset, resetPassword } from "./password-reset.server";

const badRequest = (context: AppContext) =>
  withMistakes(context, { status: "error" as const, error: { "": [message("badRequest")] } }, { status: 400, headers: PORTAL_HEADERS });

export async function passwordForgotAction(request: Request, context: AppContext, lang: Language) {
  const formData = await readFormBody(request);
  if (!formData) return badRequest(context);
  const sent = redirect(`${href("password-forgot", lang)}?sent=1`, { status: 303, headers: PORTAL_HEADERS });
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot !== "") return sent;
  const submission = parseWithZod(formData, { schema: passwordForgotSchema() });
  if (submission.status !== "success") return withMistakes(context, submission.reply(), { status: 400, headers: PORTAL_HEADERS });
  // Answered before the account is even looked up: a known and an unknown e-mail take the same time.
  void requestPasswordReset(context, submission.value.email, siteOrigin(request, context.env)).catch((error: unknown) =>
    context.logger.error({ err: error }, "the forgotten-password e-mail could not be stored"),
  );
  return sent;
}

const PROBLEM_MESSAGES = {
  "too-short": message("passwordTooShort"),
  "too-simple": message("passwordTooSimple"),
  "contains-email": message("passwordContainsEmail"),
} as const;

export async function passwordResetAction(request: Request, context: AppContext, lang: Language) {
  const formData = await readFormBody(request);
  if (!formData) return badRequest(context);
  const submission = parseWithZod(formData, { schema: passwordResetSchema() });
  const hide = ["password", "confirmation"];
  if (submission.status !== "success")
    return withMistakes(context, submission.reply({ hideFields: hide }), { status: 400, headers: PORTAL_HEADERS });
  const outcome = await resetPassword(context, submission.value.token, submission.value.password);
  if (outcome === "done") {
    context.logger.info({ event: "password-changed" }, "an owner chose a new password");
    return redirect(loginWithNote(lang, "password-changed"), { status: 303, headers: PORTAL_HEADERS });
  }
  const reply =
    outcome === "invalid"
      ? submission.reply({ formErrors: [message("resetLinkInvalid")], hideFields: hide })
      : submission.reply({ fieldErrors: { password: [PROBLEM_MESSAGES[outcome]] }, hideFields: hide });
  return withMistakes(context, reply, { status: 400, headers: PORTAL_HEADERS });
}
