import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AppointmentForm } from "~/components/forms/listing-forms";
import { ListingFormPage } from "~/components/forms/listing-form-page";
import { FORM_PAGE_HEADERS, formSetup, submitForm } from "~/forms/form-action.server";
import { requireListingFormPage } from "~/forms/listing-forms.server";
import { appointmentSchema } from "~/forms/schemas";
import { pageMeta } from "~/routing/page-meta";
import formStyles from "~/styles/forms.css?url";
import type { TextsHandle } from "~/components/translation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const headers = () => FORM_PAGE_HEADERS;

/**
 * Book a visit of a property (form contact-appointment): a day from tomorrow and one of the contact time slots of spec §9; a slot that has reached its capacity answers 'Appointments full'.
 * The property page holds this form too and posts it here; this page shows it on its own (never
 * indexed) and again with the mistakes of a post without JavaScript. 404 for an unknown, sold or
 * rented property.
 */
export const handle: TextsHandle = { texts: ["property"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { seo, summary, path } = await requireListingFormPage(request, context, "form-contact-appointment");
  return {
    seo: { ...seo, noindex: true },
    heading: seo.title,
    intro: seo.description,
    summary,
    path,
    setup: formSetup(context, "contact-appointment"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { lang, listing } = await requireListingFormPage(request, context, "form-contact-appointment");
  return submitForm({
    request,
    context,
    form: "contact-appointment",
    lang,
    schema: appointmentSchema(),
    listingId: listing.ID,
  });
}

export const meta = pageMeta;

export default function AppointmentFormPage() {
  const { heading, intro, summary, path, setup } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <ListingFormPage heading={heading} intro={intro} summary={summary}>
      <AppointmentForm action={path} setup={setup} from={summary.href} lastResult={lastResult} />
    </ListingFormPage>
  );
}
