/**
 * The page's body, a deferred part (app/components/deferred.tsx): the server renders it with the
 * page; the browser fetches its code, with the form kit, when the visitor first acts.
 */
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { TextField } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/form-kit";
import type { action, loader } from "./sign-newsletter";

export default function SignNewsletter() {
  const { heading, intro, path, setup } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({ id: "sign-newsletter", setup, schema: (s) => s.newsletterSchema(), lastResult });
  const labels = { email: t("forms.fields.email"), firstName: t("forms.fields.firstName"), lastName: t("forms.fields.lastName") };
  return (
    <div className="container page">
      <h1>{heading}</h1>
      <p className="lead">{intro}</p>
      <LeadForm form={form} formId="sign-newsletter" action={path} setup={setup} fields={fields} labels={labels}>
        <TextField field={fields.email} label={labels.email} type="email" autoComplete="email" inputMode="email" />
        <div className="field-row">
          <TextField field={fields.firstName} label={labels.firstName} autoComplete="given-name" />
          <TextField field={fields.lastName} label={labels.lastName} autoComplete="family-name" />
        </div>
      </LeadForm>
    </div>
  );
}
