import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { FORM_PAGE_HEADERS, formSetup, submitForm } from "~/forms/form-action.server";
import { newsletterSchema } from "~/forms/schemas";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import formStyles from "~/styles/forms.css?url";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { TextField } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/form-kit";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const headers = () => FORM_PAGE_HEADERS;

/**
 * The newsletter sign-up page (form sign-newsletter): where the footer's sign-up form posts, and
 * where a post without JavaScript that has mistakes shows the form again. Never indexed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo } = requirePage(request, context, ["form-sign-newsletter"]);
  return {
    seo: { ...seo, noindex: true },
    heading: seo.title,
    intro: seo.description,
    path: href("form-sign-newsletter", lang),
    setup: formSetup(context, "sign-newsletter"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { lang } = requirePage(request, context, ["form-sign-newsletter"]);
  return submitForm({ request, context, form: "sign-newsletter", lang, schema: newsletterSchema() });
}

export const meta = pageMeta;

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
