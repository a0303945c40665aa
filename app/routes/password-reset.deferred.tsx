/**
 * The page's body, a deferred part (app/components/deferred.tsx): the server renders it with the
 * page; the browser fetches its code, with the form kit, when the visitor first acts.
 */
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { LeadForm, useLeadForm } from "~/components/forms/form-kit";
import { TextField } from "~/components/forms/fields";
import type { action, loader } from "./password-reset";

export default function PasswordReset() {
  const { heading, intro, path, forgot, login, token, email, setup } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({ id: "password-reset", setup, schema: (s) => s.passwordResetSchema(), lastResult });
  const labels = { password: t("forms.fields.newPassword"), confirmation: t("forms.fields.confirmation") };
  return (
    <div className="container page page-narrow">
      <h1>{heading}</h1>
      {email === null ? (
        <p className="form-error" role="alert">
          {t("forms.errors.resetLinkInvalid")}
        </p>
      ) : (
        <>
          <p className="lead">{intro}</p>
          <LeadForm
            form={form}
            formId="password-reset"
            action={`${path}?token=${encodeURIComponent(token)}`}
            setup={setup}
            fields={fields}
            labels={labels}
          >
            <input type="hidden" name="token" value={token} />
            {/* For password managers: the account whose password this is. */}
            <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
            <TextField field={fields.password} label={labels.password} type="password" autoComplete="new-password" />
            <TextField field={fields.confirmation} label={labels.confirmation} type="password" autoComplete="new-password" />
          </LeadForm>
        </>
      )}
      <p>
        <Link to={email === null ? forgot : login}>{email === null ? t("portal.forgotLink") : t("portal.backToLogin")}</Link>
      </p>
    </div>
  );
}
