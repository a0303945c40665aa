/**
 * The page's body, a deferred part (app/components/deferred.tsx): the server renders it with the
 * page; the browser fetches its code, with the form kit, when the visitor first acts.
 */
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "~/components/translation";
import { LeadForm, useLeadForm } from "~/components/forms/form-kit";
import { TextField } from "~/components/forms/fields";
import { RETURN_TO_FIELD } from "~/forms/setup";
import type { action, loader } from "./login";

export default function Login() {
  const { heading, intro, path, forgot, returnTo, note, setup } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({ id: "login", setup, schema: (s) => s.loginSchema(), lastResult });
  const labels = { email: t("forms.fields.email"), password: t("forms.fields.password") };
  const failed = form.errors?.length ? t("forms.summary.loginFailed") : undefined;
  // The server never sends the password back; with JavaScript the field is emptied the same way.
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (lastResult) setAnswers((count) => count + 1);
  }, [lastResult]);
  return (
    <div className="container page page-narrow">
      <h1>{heading}</h1>
      <p className="lead">{intro}</p>
      {note && !lastResult ? (
        <p className="form-note form-success" role="status">
          {note === "logged-out" ? t("portal.loggedOut") : t("portal.passwordChanged")}
        </p>
      ) : null}
      <LeadForm form={form} formId="login" action={path} setup={setup} fields={fields} labels={labels} summaryTitle={failed}>
        <input type="hidden" name={RETURN_TO_FIELD} value={returnTo} />
        <TextField field={fields.email} label={labels.email} type="email" autoComplete="username" />
        <TextField key={answers} field={fields.password} label={labels.password} type="password" autoComplete="current-password" />
      </LeadForm>
      <p>
        <Link to={forgot}>{t("portal.forgotLink")}</Link>
      </p>
    </div>
  );
}
