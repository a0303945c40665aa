/**
 * The login form's POST (app/routes/login.tsx): the form kit's parsing, then the limits, then
 * remix-auth. Wrong credentials, a blocked account and a bad body each answer 400/429 with the
 * form and the e-mail typed back (never the password); success answers 303 to where the owner
 * was going.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { setTimeout as sleep } from "node:timers/promises";
import type { AppContext } from "~/context.server";
import { withMistakes } from "~/forms/mistakes.server";
import { readFormBody } from "~/http/form-body.server";
import { loginSchema, message } from "~/forms/schemas";
import { HONEYPOT_FIELD, RETURN_TO_FIELD } from "~/forms/setup";
import type { Language } from "~/i18n/languages";
import { normalizeEmail } from "./accounts.server";
import { loginLimits } from "./login-limits.server";
import { logIn, PORTAL_HEADERS, returnPath } from "./login.server";

export async function loginAction(request: Request, context: AppContext, lang: Language) {
  const formData = await readFormBody(request);
  const submission = parseWithZod(formData ?? new FormData(), { schema: loginSchema() });
  const reply = (formErrors: string[], status: number) =>
    withMistakes(context, submission.reply({ formErrors, hideFields: ["password"] }), { status, headers: PORTAL_HEADERS });
  if (!formData) return reply([message("badRequest")], 400);
  if (submission.status !== "success")
    return withMistakes(context, submission.reply({ hideFields: ["password"] }), { status: 400, headers: PORTAL_HEADERS });

  const email = normalizeEmail(submission.value.email);
  const limits = loginLimits(context.db);
  const attempt = await limits.attempt(email, context.clientAddress);
  if (attempt.refused) {
    context.logger.warn({ event: "login-blocked", limit: attempt.refused }, "login refused: too many failures");
    return reply([message(attempt.refused === "account" ? "tooManyLogins" : "tooManyLoginsFromClient")], 429);
  }
  // A filled honeypot is a robot: it fails like a wrong password, and counts as one.
  const honeypot = formData.get(HONEYPOT_FIELD);
  const success =
    typeof honeypot === "string" && honeypot !== ""
      ? null
      : await logIn(request, context, formData, returnPath(formData.get(RETURN_TO_FIELD), lang));
  if (success) {
    await limits.succeeded(email, context.clientAddress);
    return success;
  }
  context.logger.info({ event: "login-failed", delayMs: attempt.delayMs }, "login failed");
  if (attempt.delayMs > 0) await sleep(attempt.delayMs);
  return reply([message("credentials")], 400);
}
