import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { formChoices } from "~/forms/choices.server";
import { FORM_PAGE_HEADERS, formSetup, submitForm } from "~/forms/form-action.server";
import { demandSchemaOptions } from "~/forms/options";
import { demandRegisterSchema } from "~/forms/schemas";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import formStyles from "~/styles/forms.css?url";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { LeadForm, useLeadForm } from "~/components/forms/form-kit";
import {
  CheckboxField,
  CheckboxGroupField,
  LegendText,
  PersonFields,
  RadioGroupField,
  TextareaField,
  TextField,
  usePersonLabels,
} from "~/components/forms/fields";
import { DEMAND_GOALS } from "~/leads/forms";
import { runtimeKey } from "~/i18n/keys";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const headers = () => FORM_PAGE_HEADERS;

/** Demand registration, 'keep me informed' (spec §2 /demand-register/, form demand-register). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo } = requirePage(request, context, ["demand-register"]);
  const choices = await formChoices(context, lang);
  return {
    seo,
    heading: seo.title,
    intro: seo.description,
    path: href("demand-register", lang),
    // The third goal of spec §3, sell, is the free valuation (ADR 044).
    valuationPath: href("valuation", lang),
    ...choices,
    setup: formSetup(context, "demand-register"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { lang } = requirePage(request, context, ["demand-register"]);
  return submitForm({
    request,
    context,
    form: "demand-register",
    lang,
    schema: demandRegisterSchema(demandSchemaOptions(await formChoices(context, lang))),
  });
}

export const meta = pageMeta;

export default function DemandRegister() {
  const { heading, intro, path, valuationPath, types, zones, setup } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({
    id: "demand-register",
    setup,
    schema: (s) => s.demandRegisterSchema(demandSchemaOptions({ types, zones })),
    lastResult,
  });
  const labels = {
    ...usePersonLabels(),
    goal: t("forms.fields.goal"),
    budgetMin: t("forms.fields.budgetMin"),
    budgetMax: t("forms.fields.budgetMax"),
    zones: t("forms.fields.zones"),
    types: t("forms.fields.types"),
    startDate: t("forms.fields.startDate"),
    endDate: t("forms.fields.endDate"),
    remark: t("forms.fields.remark"),
  };
  const zoneField = fields.zones;
  const zoneErrorId = (zoneField.errors?.length ?? 0) > 0 ? zoneField.errorId : undefined;
  const selectedZones = new Set([zoneField.initialValue ?? []].flat().map(String));
  return (
    <div className="container page">
      <h1>{heading}</h1>
      <p className="lead">{intro}</p>
      <LeadForm form={form} formId="demand-register" action={path} setup={setup} fields={fields} labels={labels}>
        <PersonFields fields={fields} />
        <RadioGroupField
          field={fields.goal}
          legend={labels.goal}
          options={DEMAND_GOALS.map((goal) => ({ value: goal, label: t(`forms.goals.${goal}`) }))}
        />
        <p className="form-note">
          {t("forms.sellInstead")} <a href={valuationPath}>{t("forms.sellInsteadLink")}</a>
        </p>
        <div className="field-row">
          <TextField
            field={fields.budgetMin}
            label={labels.budgetMin}
            inputMode="numeric"
            autoComplete="off"
            hint={t("forms.budgetHint")}
          />
          <TextField
            field={fields.budgetMax}
            label={labels.budgetMax}
            inputMode="numeric"
            autoComplete="off"
            hint={t("forms.budgetHint")}
          />
        </div>
        {/* Zones: the regions, or towns of a region (a native <details> per region, open when one of its towns is chosen). */}
        <fieldset className="field choice-group zones" aria-describedby={zoneErrorId}>
          <legend>
            <LegendText label={labels.zones} required />
          </legend>
          <div className="choices">
            {zones.regions.map((option, index) => (
              <ZoneChoice
                key={option.value}
                id={index === 0 ? zoneField.id : undefined}
                field={zoneField}
                option={option}
                checked={selectedZones.has(option.value)}
              />
            ))}
          </div>
          {zones.towns.map((group) => (
            <details key={group.region} open={group.options.some((option) => selectedZones.has(option.value)) || undefined}>
              <summary>
                {t("forms.zoneGroups.cities")} – {t(`forms.regions.${group.region}`)}
              </summary>
              <div className="choices choices-columns">
                {group.options.map((option) => (
                  <ZoneChoice key={option.value} field={zoneField} option={option} checked={selectedZones.has(option.value)} />
                ))}
              </div>
            </details>
          ))}
          {zoneErrorId ? (
            <p className="field-error" id={zoneErrorId}>
              {t(runtimeKey(zoneField.errors![0]!))}
            </p>
          ) : null}
        </fieldset>
        <CheckboxGroupField field={fields.types} legend={labels.types} options={types} />
        <div className="field-row">
          <TextField field={fields.startDate} label={labels.startDate} type="date" autoComplete="off" hint={t("forms.periodHint")} />
          <TextField field={fields.endDate} label={labels.endDate} type="date" autoComplete="off" />
        </div>
        <CheckboxField field={fields.newsletter} label={t("forms.fields.newsletter")} />
        <TextareaField field={fields.remark} label={labels.remark} />
      </LeadForm>
    </div>
  );
}

/** One zone checkbox; the zones field is spread over several groups, so it is wired by hand. */
function ZoneChoice({
  id,
  field,
  option,
  checked,
}: {
  id?: string;
  field: { id: string; name: string; errorId: string; errors?: string[]; formId: string };
  option: { value: string; label: string };
  checked: boolean;
}) {
  const inputId = id ?? `${field.id}-${option.value.replace(/[^A-Za-z0-9-]/g, "-")}`;
  const invalid = (field.errors?.length ?? 0) > 0;
  return (
    <div className="choice">
      <input
        type="checkbox"
        id={inputId}
        name={field.name}
        form={field.formId}
        value={option.value}
        defaultChecked={checked}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? field.errorId : undefined}
      />
      <label htmlFor={inputId}>{option.label}</label>
    </div>
  );
}
