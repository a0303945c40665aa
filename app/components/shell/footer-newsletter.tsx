/**
 * The newsletter sign-up in the footer (form sign-newsletter): the e-mail address only, posted to
 * the newsletter page. With JavaScript through a fetcher (mistakes shown here, success follows the
 * 303 to the thank-you page); without, the browser posts to the newsletter page, which shows the
 * mistakes. Its conform id is its own ("footer-newsletter"), so its ids never clash with a form of
 * the page; on the newsletter page itself it is not shown (that page is the same form).
 * The label names the newsletter, so that it is not one more "E-mail address" on a page with a form.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, useLocation } from "@remix-run/react";
import { TextField } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/form-kit";
import { useTranslation } from "~/components/translation";
import type { FormSetup } from "~/forms/setup";

export type FooterNewsletterView = { action: string; setup: FormSetup };

/** The conform id of the footer's form (the newsletter page's own form is "sign-newsletter"). */
const FOOTER_NEWSLETTER_ID = "footer-newsletter";

export function FooterNewsletter({ action, setup }: FooterNewsletterView) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const trimmed = (path: string) => path.replace(/\/+$/, "");
  if (trimmed(pathname) === trimmed(action)) return null;
  return (
    <section className="footer-newsletter" aria-labelledby="footer-newsletter-title">
      <h2 id="footer-newsletter-title">{t("shell.newsletterTitle")}</h2>
      <p>{t("shell.newsletterIntro")}</p>
      <FooterNewsletterForm action={action} setup={setup} from={pathname} />
    </section>
  );
}

function FooterNewsletterForm({ action, setup, from }: FooterNewsletterView & { from: string }) {
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
