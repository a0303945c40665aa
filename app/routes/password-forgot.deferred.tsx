/**
 * The page's body, a deferred part (app/components/deferred.tsx): the server renders it with the
 * page; the browser fetches its code, with the form kit, when the visitor first acts.
 */
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { LeadForm, useLeadForm } from "~/components/forms/form-kit";
import { TextField } from "~/components/forms/fields";
import type { action, loader } from "./password-forgot";

export default function PasswordForgot() {
  const { heading, intro, path, login, sent, setup } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({ id: "password-forgot", setup, schema: (s) => s.passwordForgotSchema(), lastResult });
  const labels = { email: t("forms.fields.email") };
  return (
    <div className="container page page-narrow">
      <h1>{heading}</h1>
      {sent ? (
        <p className="form-success" role="status">
          {t("portal.forgotSent")}
        </p>
      ) : (
        <>
          <p className="lead">{intro}</p>
          <LeadForm form={form} formId="password-forgot" action={path} setup={setup} fields={fields} labels={labels}>
            <TextField field={fields.email} label={labels.email} type="email" autoComplete="username" />
          </LeadForm>
        </>
      )}
      <p>
        <Link to={login}>{t("portal.backToLogin")}</Link>
      </p>
    </div>
  );
}
