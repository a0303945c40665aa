import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { CheckboxField, RadioGroupField, TextareaField, TextField } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/form-kit";
import { useTranslation } from "~/components/translation";
import { FORM_PAGE_HEADERS, formSetup, submitForm } from "~/forms/form-action.server";
import { testimonialSchema } from "~/forms/schemas";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import formStyles from "~/styles/forms.css?url";
import { RATINGS } from "~/testimonials/testimonial";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const headers = () => FORM_PAGE_HEADERS;

/**
 * A past client's testimonial (spec §8, form testimonial): stored as a lead and unpublished until
 * the agency approves it (ADR 047); the thank-you page says so.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo } = requirePage(request, context, ["testimonial"]);
  return { seo, heading: seo.title, intro: seo.description, path: href("testimonial", lang), setup: formSetup(context, "testimonial") };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { lang } = requirePage(request, context, ["testimonial"]);
  return submitForm({ request, context, form: "testimonial", lang, schema: testimonialSchema() });
}

export const meta = pageMeta;

export default function Testimonial() {
  const { heading, intro, path, setup } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({ id: "testimonial", setup, schema: (s) => s.testimonialSchema(), lastResult });
  const labels = {
    name: t("forms.fields.name"),
    town: t("forms.fields.town"),
    email: t("forms.fields.email"),
    rating: t("forms.fields.rating"),
    text: t("forms.fields.text"),
    publish: t("forms.fields.publish"),
  };
  return (
    <div className="container page">
      <h1>{heading}</h1>
      <p className="lead">{intro}</p>
      <LeadForm form={form} formId="testimonial" action={path} setup={setup} fields={fields} labels={labels}>
        <div className="field-row">
          <TextField field={fields.name} label={labels.name} autoComplete="name" hint={t("forms.testimonialNameHint")} />
          <TextField field={fields.town} label={labels.town} autoComplete="address-level2" />
        </div>
        <TextField
          field={fields.email}
          label={labels.email}
          type="email"
          autoComplete="email"
          inputMode="email"
          hint={t("forms.testimonialEmailHint")}
        />
        <RadioGroupField
          field={fields.rating}
          legend={labels.rating}
          options={RATINGS.map((rating) => ({ value: rating, label: t(`forms.ratings.${rating}`) }))}
          stacked
        />
        <TextareaField field={fields.text} label={labels.text} />
        <CheckboxField field={fields.publish} label={labels.publish} />
      </LeadForm>
    </div>
  );
}
