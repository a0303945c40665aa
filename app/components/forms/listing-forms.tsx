/**
 * The forms about one property or project, built on the kit (form-kit.tsx, fields.tsx): request
 * information, book a visit, request the documents, send to a friend, and the new-build enquiry.
 * Each renders the same way on its own form page (posting with <Form>, `lastResult` = the action's
 * data) and inside the property or project page (`Embedded…` below: a fetcher posting to the form
 * page, so that with JavaScript mistakes show in place and success follows the 303 to the thank-you
 * page; without JavaScript the browser posts to the form page, which shows the mistakes).
 * `from` is the property's (or project's) path, for the thank-you page's link back.
 */
import type { SubmissionResult } from "@conform-to/react";
import { useFetcher, type FetcherWithComponents } from "@remix-run/react";
import type { ComponentType, ReactNode } from "react";
import type { DocumentKind } from "~/catalogue/codes";
import { useTranslation } from "~/components/translation";
import type { FormSetup } from "~/forms/setup";
import { belgianDay } from "~/belgium/format";
import { CONTACT_TIME_SLOTS, visitDays } from "~/leads/forms";
import { ContactSlotsField, PersonFields, RadioGroupField, SelectField, TextareaField, TextField, usePersonLabels } from "./fields";
import { LeadForm, useLeadForm } from "./form-kit";

export type Result = SubmissionResult<string[]> | null | undefined;

export type ListingFormProps = {
  /** The form page the form posts to. */
  action: string;
  setup: FormSetup;
  /** The property's (or project's) path. */
  from: string;
  lastResult: Result;
  fetcher?: FetcherWithComponents<unknown>;
};

/** The offer and the rental application: the terms said above their fields (spec §9), from the server. */
export type TermsProps = { terms: string };

/** The rental application: also the most persons the property is let to (the site configuration). */
export type ApplicationProps = TermsProps & { maximumPersons: number };

/**
 * Request information and request the documents: the person and a remark, each form its own
 * schema; request information also asks when the agency may call back (spec §3).
 */
function PersonAndRemarkForm({
  formId,
  schema,
  action,
  setup,
  from,
  lastResult,
  fetcher,
}: ListingFormProps & { formId: "contact-me" | "contact-documents"; schema: "contactMeSchema" | "documentsSchema" }) {
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({ id: formId, setup, schema: (s) => s[schema](), lastResult });
  const labels = { ...usePersonLabels(), contactSlots: t("forms.fields.contactSlots"), remark: t("forms.fields.remark") };
  return (
    <LeadForm form={form} formId={formId} action={action} setup={setup} fields={fields} labels={labels} from={from} fetcher={fetcher}>
      <PersonFields fields={fields} />
      {formId === "contact-me" ? <ContactSlotsField field={fields.contactSlots!} legend={labels.contactSlots} /> : null}
      <TextareaField field={fields.remark} label={labels.remark} />
    </LeadForm>
  );
}

export function ContactMeForm(props: ListingFormProps) {
  return <PersonAndRemarkForm {...props} formId="contact-me" schema="contactMeSchema" />;
}

export function AppointmentForm({ action, setup, from, lastResult, fetcher }: ListingFormProps) {
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({ id: "contact-appointment", setup, schema: (s) => s.appointmentSchema(), lastResult });
  const labels = { ...usePersonLabels(), day: t("forms.fields.day"), slot: t("forms.fields.slot"), remark: t("forms.fields.remark") };
  return (
    <LeadForm
      form={form}
      formId="contact-appointment"
      action={action}
      setup={setup}
      fields={fields}
      labels={labels}
      from={from}
      fetcher={fetcher}
    >
      <PersonFields fields={fields} />
      <TextField field={fields.day} label={labels.day} type="date" autoComplete="off" range={visitDays()} />
      <RadioGroupField
        field={fields.slot}
        legend={labels.slot}
        options={CONTACT_TIME_SLOTS.map((slot) => ({ value: slot, label: t(`forms.slots.${slot}`) }))}
      />
      <TextareaField field={fields.remark} label={labels.remark} />
    </LeadForm>
  );
}

/**
 * Where the documents form goes: the documents the agency can send, then the form; for a listing
 * without documents (spec §8), a message instead of a form that would ask for none.
 */
export function DocumentsOrNone({ kinds, children }: { kinds: readonly DocumentKind[] | null; children: ReactNode }) {
  const { t } = useTranslation();
  if (kinds?.length === 0) return <p className="form-terms documents-none">{t("property.documents.none")}</p>;
  return (
    <>
      {kinds ? (
        <p className="form-note documents-available">
          {t("property.documents.available", { list: kinds.map((kind) => t(`property.documents.kinds.${kind}`)).join(", ") })}
        </p>
      ) : null}
      {children}
    </>
  );
}

export function DocumentsForm(props: ListingFormProps) {
  return <PersonAndRemarkForm {...props} formId="contact-documents" schema="documentsSchema" />;
}

export function SendToFriendForm({ action, setup, from, lastResult, fetcher }: ListingFormProps) {
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({ id: "send-to-friend", setup, schema: (s) => s.sendToFriendSchema(), lastResult });
  const labels = {
    friendName: t("forms.fields.friendName"),
    friendEmail: t("forms.fields.friendEmail"),
    firstName: t("forms.fields.firstName"),
    lastName: t("forms.fields.lastName"),
    email: t("forms.fields.email"),
    remark: t("forms.fields.remark"),
  };
  return (
    <LeadForm
      form={form}
      formId="send-to-friend"
      action={action}
      setup={setup}
      fields={fields}
      labels={labels}
      from={from}
      fetcher={fetcher}
    >
      {/* The friend's name and address are not the visitor's own: no autofill of the visitor's data there. */}
      <div className="field-row">
        <TextField field={fields.friendName} label={labels.friendName} autoComplete="off" />
        <TextField field={fields.friendEmail} label={labels.friendEmail} type="email" autoComplete="off" inputMode="email" />
      </div>
      <div className="field-row">
        <TextField field={fields.firstName} label={labels.firstName} autoComplete="given-name" />
        <TextField field={fields.lastName} label={labels.lastName} autoComplete="family-name" />
      </div>
      <TextField field={fields.email} label={labels.email} type="email" autoComplete="email" inputMode="email" />
      <TextareaField field={fields.remark} label={labels.remark} />
    </LeadForm>
  );
}

/** The terms above a form's fields: what the visitor commits to, read before the fields. */
function Terms({ text }: { text: string }) {
  return <p className="form-terms">{text}</p>;
}

/** Make an offer on a property for sale: the amount, its conditions; the advance said above them. */
export function OfferForm({ action, setup, from, lastResult, fetcher, terms }: ListingFormProps & TermsProps) {
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({ id: "make-offer", setup, schema: (s) => s.offerSchema(), lastResult });
  const labels = { ...usePersonLabels(), amount: t("forms.fields.amount"), conditions: t("forms.fields.conditions") };
  return (
    <LeadForm form={form} formId="make-offer" action={action} setup={setup} fields={fields} labels={labels} from={from} fetcher={fetcher}>
      <Terms text={terms} />
      <PersonFields fields={fields} />
      <TextField field={fields.amount} label={labels.amount} inputMode="numeric" autoComplete="off" hint={t("forms.budgetHint")} />
      <TextareaField field={fields.conditions} label={labels.conditions} hint={t("forms.conditionsHint")} />
    </LeadForm>
  );
}

/** Apply to rent a property: persons, income, moving-in date; the deposit, income and persons terms said above them. */
export function RentalApplicationForm({
  action,
  setup,
  from,
  lastResult,
  fetcher,
  terms,
  maximumPersons,
}: ListingFormProps & ApplicationProps) {
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({
    id: "apply-to-rent",
    setup,
    schema: (s) => s.rentalApplicationSchema({ maximumPersons }),
    lastResult,
  });
  const labels = {
    ...usePersonLabels(),
    persons: t("forms.fields.persons"),
    income: t("forms.fields.income"),
    moveIn: t("forms.fields.moveIn"),
    remark: t("forms.fields.remark"),
  };
  return (
    <LeadForm
      form={form}
      formId="apply-to-rent"
      action={action}
      setup={setup}
      fields={fields}
      labels={labels}
      from={from}
      fetcher={fetcher}
    >
      <Terms text={terms} />
      <PersonFields fields={fields} />
      <div className="field-row">
        <TextField field={fields.persons} label={labels.persons} inputMode="numeric" autoComplete="off" />
        <TextField field={fields.income} label={labels.income} inputMode="numeric" autoComplete="off" hint={t("forms.budgetHint")} />
      </div>
      <TextField field={fields.moveIn} label={labels.moveIn} type="date" autoComplete="off" range={rentalDays()} />
      <TextareaField field={fields.remark} label={labels.remark} />
    </LeadForm>
  );
}

/** The days one can move in: from today to a year ahead, in Belgian time (the schema checks the same). */
function rentalDays() {
  const { last } = visitDays();
  return { first: belgianDay(new Date()), last };
}

export type UnitChoice = { value: string; label: string };

export function ConstructionForm({ action, setup, from, lastResult, fetcher, units }: ListingFormProps & { units: UnitChoice[] }) {
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({
    id: "contact-construction",
    setup,
    schema: (s) => s.constructionSchema({ units: units.map((unit) => unit.value) }),
    lastResult,
  });
  const labels = { ...usePersonLabels(), unit: t("forms.fields.unit"), remark: t("forms.fields.remark") };
  return (
    <LeadForm
      form={form}
      formId="contact-construction"
      action={action}
      setup={setup}
      fields={fields}
      labels={labels}
      from={from}
      fetcher={fetcher}
    >
      <PersonFields fields={fields} />
      {/* The empty first choice is the whole project; each available unit after it. */}
      <SelectField field={fields.unit} label={labels.unit} options={units} placeholder={t("property.project.wholeProject")} />
      <TextareaField field={fields.remark} label={labels.remark} />
    </LeadForm>
  );
}

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
