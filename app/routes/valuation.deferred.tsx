/**
 * The page's body, a deferred part (app/components/deferred.tsx): the server renders it with the
 * page; the browser fetches its code, with the form kit, when the visitor first acts.
 */
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { LeadForm, useLeadForm } from "~/components/forms/form-kit";
import { PersonFields, RadioGroupField, SelectField, TextareaField, TextField, usePersonLabels } from "~/components/forms/fields";
import { VALUATION_GOALS } from "~/leads/forms";
import type { action, loader } from "./valuation";

export default function Valuation() {
  const { heading, intro, path, types, setup } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({
    id: "contact-demand",
    setup,
    schema: (s) => s.valuationSchema({ typeIds: types.map((type) => type.value) }),
    lastResult,
  });
  const labels = {
    ...usePersonLabels(),
    address: t("forms.fields.address"),
    zip: t("forms.fields.zip"),
    city: t("forms.fields.city"),
    propertyType: t("forms.fields.propertyType"),
    goal: t("forms.fields.goal"),
    remark: t("forms.fields.remark"),
  };
  return (
    <div className="container page">
      <h1>{heading}</h1>
      <p className="lead">{intro}</p>
      <LeadForm form={form} formId="contact-demand" action={path} setup={setup} fields={fields} labels={labels}>
        <PersonFields fields={fields} />
        <TextField field={fields.address} label={labels.address} autoComplete="address-line1" className="field-wide" />
        <div className="field-row">
          <TextField field={fields.zip} label={labels.zip} autoComplete="postal-code" inputMode="numeric" />
          <TextField field={fields.city} label={labels.city} autoComplete="address-level2" />
        </div>
        <SelectField field={fields.propertyType} label={labels.propertyType} options={types} placeholder={t("forms.chooseType")} />
        <RadioGroupField
          field={fields.goal}
          legend={labels.goal}
          options={VALUATION_GOALS.map((goal) => ({ value: goal, label: t(`forms.valuationGoals.${goal}`) }))}
        />
        <TextareaField field={fields.remark} label={labels.remark} />
      </LeadForm>
    </div>
  );
}
