/**
 * The contact page's form module, a deferred part (app/components/deferred.tsx): the server renders it
 * with the page; the browser fetches its code, with the form kit, when the visitor first acts.
 */
import { useActionData, type useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { PersonFields, TextareaField, usePersonLabels } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/form-kit";
import { Picture } from "~/components/picture";
import type { action, loader } from "./contact";

/** The contact module: the form on a panel over the page's picture (view "image-background"). */
export default function ContactForm({ path, setup, background }: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["form"]>) {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const { form, fields } = useLeadForm({ id: "site-contact", setup, schema: (s) => s.siteContactSchema(), lastResult });
  const labels = { ...usePersonLabels(), remark: t("forms.fields.remark") };
  return (
    <section className="contact-module" aria-labelledby="contact-form-title" data-view={background ? "image-background" : undefined}>
      {background ? (
        <Picture src={background} width={1920} height={800} alt="" sizes="100vw" className="contact-module-background" />
      ) : null}
      <div className="contact-module-panel">
        <h2 id="contact-form-title">{t("forms.names.site-contact")}</h2>
        <LeadForm form={form} formId="site-contact" action={path} setup={setup} fields={fields} labels={labels}>
          <PersonFields fields={fields} />
          <TextareaField field={fields.remark} label={labels.remark} />
        </LeadForm>
      </div>
    </section>
  );
}
