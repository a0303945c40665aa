/**
 * The footer's newsletter form itself (FooterNewsletter around it): hydrated when the visitor first
 * acts (app/components/deferred.tsx), so that no page's first load carries the form kit.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { TextField } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/form-kit";
import { useTranslation } from "~/components/translation";
import type { FormSetup } from "~/forms/setup";

/** The conform id of the footer's form (the newsletter page's own form is "sign-newsletter"). */
const FOOTER_NEWSLETTER_ID = "footer-newsletter";

export type FooterNewsletterFormProps = { action: string; setup: FormSetup; from: string };

export default function FooterNewsletterForm({ action, setup, from }: FooterNewsletterFormProps) {
  const { t } = useTranslation();
  const fetcher = useFetcher<SubmissionResult<string[]>>();
  const { form, fields } = useLeadForm({ id: FOOTER_NEWSLETTER_ID, setup, schema: (s) => s.newsletterSchema(), lastResult: fetcher.data });
  const labels = { email: t("shell.newsletterEmail") };
  return (
    <LeadForm
      form={form}
      formId="sign-newsletter"
      action={action}
      setup={setup}
      fields={fields}
      labels={labels}
      from={from}
      fetcher={fetcher}
    >
      <TextField field={fields.email} label={labels.email} type="email" autoComplete="email" inputMode="email" />
    </LeadForm>
  );
}
