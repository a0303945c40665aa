/**
 * The newsletter sign-up in the footer (form sign-newsletter): the e-mail address only, posted to
 * the newsletter page. With JavaScript through a fetcher (mistakes shown here, success follows the
 * 303 to the thank-you page); without, the browser posts to the newsletter page, which shows the
 * mistakes. Its conform id is its own ("footer-newsletter"), so its ids never clash with a form of
 * the page; on the newsletter page itself it is not shown (that page is the same form).
 * The label names the newsletter, so that it is not one more "E-mail address" on a page with a form.
 * The form is a deferred part (footer-newsletter-form.deferred.tsx): its code comes when the visitor first acts.
 */
import { useLocation } from "@remix-run/react";
import { deferredPart } from "~/components/deferred";
import { useTranslation } from "~/components/translation";
import type { FormSetup } from "~/forms/setup";
import type { FooterNewsletterFormProps } from "./footer-newsletter-form.deferred";

export type FooterNewsletterView = { action: string; setup: FormSetup };

const FooterNewsletterForm = deferredPart<FooterNewsletterFormProps>("/app/components/shell/footer-newsletter-form.deferred.tsx");

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
