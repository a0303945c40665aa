/**
 * The forms about one property or project (listing-forms.deferred.tsx), for the pages: each a
 * deferred part, whose code (the form kit) the browser fetches when the visitor first acts.
 */
import { useFetcher } from "@remix-run/react";
import type { ComponentType } from "react";
import { deferredPart } from "~/components/deferred";
import type { ListingFormProps, Result, UnitChoice } from "./listing-forms.deferred";

export type { ListingFormProps, UnitChoice };

const FORMS = "/app/components/forms/listing-forms.deferred.tsx";
export const ContactMeForm = deferredPart<ListingFormProps>(FORMS, "ContactMeForm", ["forms"]);
export const AppointmentForm = deferredPart<ListingFormProps>(FORMS, "AppointmentForm", ["forms"]);
export const DocumentsForm = deferredPart<ListingFormProps>(FORMS, "DocumentsForm", ["forms"]);
export const SendToFriendForm = deferredPart<ListingFormProps>(FORMS, "SendToFriendForm", ["forms"]);
export const ConstructionForm = deferredPart<ListingFormProps & { units: UnitChoice[] }>(FORMS, "ConstructionForm", ["forms", "property"]);

/**
 * A form inside another page: its own fetcher, whose data (the form page's answer with mistakes)
 * is the form's last result. A successful post answers 303, which Remix follows.
 */
export function Embedded<Props extends ListingFormProps>({
  Form,
  ...props
}: { Form: ComponentType<Props> } & Omit<Props, "lastResult" | "fetcher">) {
  const fetcher = useFetcher<Result>();
  const formProps = { ...props, fetcher, lastResult: fetcher.data } as unknown as Props;
  return <Form {...formProps} />;
}
