import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import {
  AppointmentForm,
  ContactMeForm,
  DocumentsForm,
  DocumentsOrNone,
  OfferForm,
  RentalApplicationForm,
  SendToFriendForm,
} from "~/components/forms/listing-forms";
import { ListingFormPage } from "~/components/forms/listing-form-page";
import { FORM_PAGE_HEADERS } from "~/forms/form-action.server";
import { listingFormPage, submitListingForm, type ListingFormId } from "~/forms/listing-forms.server";
import { pageMeta } from "~/routing/page-meta";
import formStyles from "~/styles/forms.css?url";
import type { TextsHandle } from "~/components/translation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const headers = () => FORM_PAGE_HEADERS;

/**
 * The pages of the forms about one property, one module for the six (the route table gives each
 * its page): request information (contact-me); book a visit (contact-appointment: a day from
 * tomorrow and one of the contact time slots of spec §9, a full slot answering 'Appointments
 * full'); its documents (contact-documents: the same e-mail asking again for the same property
 * answers 'Documents already requested for this property'); send it to a friend (send-to-friend);
 * make an offer (make-offer, a property for sale only) or apply to rent it (apply-to-rent, for rent only).
 * The property page holds these forms too and posts them here; this page shows one on its own
 * (never indexed) and again with the mistakes of a post without JavaScript. 404 for an unknown,
 * sold or rented property.
 */
export const handle: TextsHandle = { texts: ["property"] };

const FORMS = {
  "contact-me": ContactMeForm,
  "contact-appointment": AppointmentForm,
  "contact-documents": DocumentsForm,
  "send-to-friend": SendToFriendForm,
  "make-offer": OfferForm,
  "apply-to-rent": RentalApplicationForm,
} satisfies Record<ListingFormId, unknown>;

export async function loader({ request, context }: LoaderFunctionArgs) {
  return listingFormPage(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitListingForm(request, context);
}

export const meta = pageMeta;

export default function ListingFormRoute() {
  const { form, heading, intro, summary, path, setup, terms, maximumPersons, documentKinds } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const Form = FORMS[form];
  return (
    <ListingFormPage heading={heading} intro={intro} summary={summary}>
      <DocumentsOrNone kinds={documentKinds}>
        <Form action={path} setup={setup} from={summary.href} lastResult={lastResult} terms={terms ?? ""} maximumPersons={maximumPersons} />
      </DocumentsOrNone>
    </ListingFormPage>
  );
}
