/**
 * The property page's forms, in its contact box: request information open, then book a visit, a
 * link to the page where one makes an offer (for sale) or applies to rent (for rent), request the
 * documents and send to a friend each in a <details> disclosure (native: keyboard and
 * screen readers know it, it opens without JavaScript). Each posts to its form page through its own
 * fetcher (app/components/forms/listing-forms.tsx). The ids here are the targets of the contact
 * bar's links and of the "contact us" link near the price.
 */
import { AppointmentForm, ContactMeForm, DocumentsForm, Embedded, SendToFriendForm } from "~/components/forms/listing-forms";
import type { FormSetup } from "~/forms/setup";
import type { DocumentKind } from "~/catalogue/codes";
import { DocumentsOrNone } from "~/components/forms/listing-forms";
import type { MouseEvent, ReactNode } from "react";

export type EmbeddedFormView = { action: string; setup: FormSetup; title: string };

/** A form with a page of its own, linked from the property page. */
export type FormPageLink = { href: string; title: string };

export type PropertyFormsView = {
  from: string;
  contactMe: EmbeddedFormView;
  appointment: EmbeddedFormView;
  /** For sale: the page to make an offer; for rent: the page to apply to rent (null otherwise). */
  offer: FormPageLink | null;
  application: FormPageLink | null;
  documents: EmbeddedFormView;
  /** The documents the agency can send (null: the catalogue does not say; empty: none, spec §8). */
  documentKinds: readonly DocumentKind[] | null;
  sendToFriend: EmbeddedFormView;
};

/** Where the "request information" links lead. */
export const REQUEST_INFORMATION_ID = "request-information";
/** The visit disclosure, and the element inside it the "book a visit" links lead to (which opens it). */
export const BOOK_A_VISIT_ID = "book-a-visit";
export const BOOK_A_VISIT_TARGET = "book-a-visit-form";

/**
 * A link to one of the forms. Without JavaScript it is a plain fragment link (Chromium opens a
 * closed <details> holding the target). With JavaScript the link opens the disclosure itself,
 * scrolls to the form and moves the keyboard there (the disclosure's summary, or the section), and
 * writes the fragment into the address without a history entry: left to the router, a fragment
 * change restores an old scroll position instead of scrolling to the form.
 */
export function FormLink({ target, className, children }: { target: string; className?: string; children: ReactNode }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const element = document.getElementById(target);
    if (!element || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    const details = element.closest("details");
    if (details) details.open = true;
    element.scrollIntoView();
    (details?.querySelector("summary") ?? element).focus({ preventScroll: true });
    window.history.replaceState(window.history.state, "", `#${target}`);
  };
  return (
    <a href={`#${target}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}

export function PropertyForms({ forms }: { forms: PropertyFormsView }) {
  const { from } = forms;
  const pageLink = forms.offer ?? forms.application;
  return (
    <>
      <section id={REQUEST_INFORMATION_ID} tabIndex={-1} className="contact-form" aria-labelledby={`${REQUEST_INFORMATION_ID}-title`}>
        <h3 id={`${REQUEST_INFORMATION_ID}-title`}>{forms.contactMe.title}</h3>
        <Embedded Form={ContactMeForm} action={forms.contactMe.action} setup={forms.contactMe.setup} from={from} />
      </section>
      <details id={BOOK_A_VISIT_ID} className="contact-disclosure">
        <summary>{forms.appointment.title}</summary>
        <div id={BOOK_A_VISIT_TARGET} className="contact-disclosure-body">
          <Embedded Form={AppointmentForm} action={forms.appointment.action} setup={forms.appointment.setup} from={from} />
        </div>
      </details>
      {pageLink ? (
        <p className="contact-page-link">
          <a href={pageLink.href}>{pageLink.title}</a>
        </p>
      ) : null}
      <details id="request-documents" className="contact-disclosure">
        <summary>{forms.documents.title}</summary>
        <div className="contact-disclosure-body">
          <DocumentsOrNone kinds={forms.documentKinds}>
            <Embedded Form={DocumentsForm} action={forms.documents.action} setup={forms.documents.setup} from={from} />
          </DocumentsOrNone>
        </div>
      </details>
      <details id="send-to-a-friend" className="contact-disclosure">
        <summary>{forms.sendToFriend.title}</summary>
        <div className="contact-disclosure-body">
          <Embedded Form={SendToFriendForm} action={forms.sendToFriend.action} setup={forms.sendToFriend.setup} from={from} />
        </div>
      </details>
    </>
  );
}
