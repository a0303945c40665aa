import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ContactMeForm } from "~/components/forms/listing-forms";
import { ListingFormPage } from "~/components/forms/listing-form-page";
import { FORM_PAGE_HEADERS, formSetup, submitForm } from "~/forms/form-action.server";
import { requireListingFormPage } from "~/forms/listing-forms.server";
import { contactMeSchema } from "~/forms/schemas";
import { pageMeta } from "~/routing/page-meta";
import formStyles from "~/styles/forms.css?url";
import type { TextsHandle } from "~/components/translation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const headers = () => FORM_PAGE_HEADERS;

/**
 * Request information about a property (form contact-me).
 * The property page holds this form too and posts it here; this page shows it on its own (never
 * indexed) and again with the mistakes of a post without JavaScript. 404 for an unknown, sold or
 * rented property.
 */
export const handle: TextsHandle = { texts: ["property"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { seo, summary, path } = await requireListingFormPage(request, context, "form-contact-me");
  return {
    seo: { ...seo, noindex: true },
    heading: seo.title,
    intro: seo.description,
    summary,
    path,
    setup: formSetup(context, "contact-me"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { lang, listing } = await requireListingFormPage(request, context, "form-contact-me");
  return submitForm({ request, context, form: "contact-me", lang, schema: contactMeSchema(), listingId: listing.ID });
}

export const meta = pageMeta;

export default function ContactMeFormPage() {
  const { heading, intro, summary, path, setup } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <ListingFormPage heading={heading} intro={intro} summary={summary}>
      <ContactMeForm action={path} setup={setup} from={summary.href} lastResult={lastResult} />
    </ListingFormPage>
  );
}
