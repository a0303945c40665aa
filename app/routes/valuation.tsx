import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { FORM_PAGE_HEADERS, formSetup, submitForm } from "~/forms/form-action.server";
import { formChoices } from "~/forms/choices.server";
import { valuationSchema } from "~/forms/schemas";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import formStyles from "~/styles/forms.css?url";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { LeadForm, useLeadForm } from "~/components/forms/form-kit";
import { PersonFields, RadioGroupField, SelectField, TextareaField, TextField, usePersonLabels } from "~/components/forms/fields";
import { VALUATION_GOALS } from "~/leads/forms";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const headers = () => FORM_PAGE_HEADERS;

/** Free valuation of the visitor's own property (spec §2 /contact-demand/, form contact-demand). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo } = requirePage(request, context, ["valuation"]);
  return {
    seo,
    heading: seo.title,
    intro: seo.description,
    path: href("valuation", lang),
    types: (await formChoices(context, lang)).types,
    setup: formSetup(context, "contact-demand"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { lang } = requirePage(request, context, ["valuation"]);
  const { types } = await formChoices(context, lang);
  return submitForm({
    request,
    context,
    form: "contact-demand",
    lang,
    schema: valuationSchema({ typeIds: types.map((type) => type.value) }),
  });
}

export const meta = pageMeta;

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
