/**
 * On phones (≤ 767 px) the property page keeps its calls to action within reach: a bar fixed at
 * the bottom of the viewport with Call, Request information and Book a visit (app/styles/contact-forms.css
 * hides it on wider screens and in print, and pads the page and its scroll so that it never covers
 * the focused element, WCAG 2.4.11). Only on pages of available properties. Below 400 px Call shows
 * its phone icon alone, named all the same, so that the forms' two labels wrap between words only.
 */
import { Icon } from "~/components/icons";
import { useTranslation } from "~/components/translation";
import { BOOK_A_VISIT_TARGET, FormLink, REQUEST_INFORMATION_ID } from "./contact-forms";

export function ContactBar({ phoneHref, requestLabel, visitLabel }: { phoneHref: string; requestLabel: string; visitLabel: string }) {
  const { t } = useTranslation();
  const call = t("property.contact.barCall");
  return (
    <nav className="contact-bar" aria-label={t("property.contact.bar")}>
      <a href={phoneHref} className="contact-bar-call" aria-label={call}>
        <Icon name="phone" size={20} />
        <span className="contact-bar-call-label">{call}</span>
      </a>
      <FormLink target={REQUEST_INFORMATION_ID}>{requestLabel}</FormLink>
      <FormLink target={BOOK_A_VISIT_TARGET}>{visitLabel}</FormLink>
    </nav>
  );
}
