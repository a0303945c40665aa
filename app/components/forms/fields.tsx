/**
 * The kit's fields, each wired with conform (getInputProps, getSelectProps, getTextareaProps,
 * getCollectionProps): a label, the control with aria-invalid and aria-describedby naming its
 * message (and its hint), the message beside it, translated from the schema's key. Required fields
 * carry a visible "*" (explained at the form's top) and the required attribute (a group of choices:
 * its legend says "(required)" in words); the form itself
 * is noValidate, so the browser never shows its own bubbles and the server's messages are the only ones.
 * Groups of choices (radio, checkboxes) are a fieldset with a legend; the first choice carries the
 * field's id, so that the error summary's link lands on it.
 */
import { getCollectionProps, getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "~/components/translation";
import { formatPhone } from "~/belgium/phone";
import { runtimeKey } from "~/i18n/keys";
import { CONTACT_TIME_SLOTS, TITLES } from "~/leads/forms";
import type { AnyField } from "./form-kit";

type Option = { value: string; label: string };

function FieldMessage({ field }: { field: AnyField }) {
  const { t } = useTranslation();
  const error = field.errors?.[0];
  return error ? (
    <p className="field-error" id={field.errorId}>
      {t(runtimeKey(error))}
    </p>
  ) : null;
}

function Hint({ field, hint }: { field: AnyField; hint?: string }) {
  return hint ? (
    <p className="field-hint" id={field.descriptionId}>
      {hint}
    </p>
  ) : null;
}

/** "First name *": the asterisk is for the eye; the required attribute tells assistive technology. */
function LabelText({ label, required }: { label: string; required?: boolean }) {
  return (
    <>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </>
  );
}

/**
 * A group's legend, "Property types *": a fieldset has no required state of its own (and a
 * checkbox's required attribute would ask for every box), so the legend, the group's accessible
 * name, says "(required)" in words to assistive technology, and the asterisk to the eye.
 */
export function LegendText({ label, required }: { label: string; required?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <LabelText label={label} required={required} />
      {required ? <span className="visually-hidden"> {t("forms.requiredGroup")}</span> : null}
    </>
  );
}

type TextFieldProps = {
  field: AnyField;
  label: string;
  type?: "text" | "email" | "tel" | "date" | "number" | "password";
  /** The autocomplete token of a personal field (given-name, email, tel…); "off" for the others. */
  autoComplete: string;
  inputMode?: "text" | "numeric" | "decimal" | "email" | "tel";
  hint?: string;
  /** Shows the value the visitor typed as it will be understood (phone numbers in the spec §5 grouping). */
  display?: (value: string) => string;
  className?: string;
  /** The first and last allowed values of a date field (YYYY-MM-DD): the picker offers only those. */
  range?: { first: string; last: string };
};

export function TextField({ field, label, type = "text", autoComplete, inputMode, hint, display, className, range }: TextFieldProps) {
  const { key, ...props } = getInputProps(field, { type, ariaDescribedBy: hint ? field.descriptionId : undefined });
  const initial = typeof field.initialValue === "string" ? field.initialValue : undefined;
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Typed before the page was hydrated: shown as understood once it is, unless the visitor is still in the field.
    const input = inputRef.current;
    if (!display || !input || document.activeElement === input) return;
    const shown = display(input.value);
    if (shown !== input.value) input.value = shown;
  }, [display]);
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label htmlFor={field.id}>
        <LabelText label={label} required={field.required} />
      </label>
      <Hint field={field} hint={hint} />
      <input
        key={key}
        ref={inputRef}
        {...props}
        defaultValue={display && initial ? display(initial) : props.defaultValue}
        onBlur={
          display
            ? (event) => {
                // With JavaScript the value is shown as understood as soon as the visitor leaves the field.
                const shown = display(event.currentTarget.value);
                if (shown !== event.currentTarget.value) event.currentTarget.value = shown;
              }
            : undefined
        }
        autoComplete={autoComplete}
        inputMode={inputMode}
        min={range?.first}
        max={range?.last}
      />
      <FieldMessage field={field} />
    </div>
  );
}

/** A phone number, shown back in the spec §5 grouping ("0477 12 34 56"). */
export function PhoneField({ field, label }: { field: AnyField; label: string }) {
  return <TextField field={field} label={label} type="tel" autoComplete="tel" inputMode="tel" display={formatPhone} />;
}

export function TextareaField({
  field,
  label,
  hint,
  autoComplete = "off",
}: {
  field: AnyField;
  label: string;
  hint?: string;
  autoComplete?: string;
}) {
  const { key, ...props } = getTextareaProps(field, { ariaDescribedBy: hint ? field.descriptionId : undefined });
  return (
    <div className="field field-wide">
      <label htmlFor={field.id}>
        <LabelText label={label} required={field.required} />
      </label>
      <Hint field={field} hint={hint} />
      <textarea key={key} {...props} rows={5} autoComplete={autoComplete} />
      <FieldMessage field={field} />
    </div>
  );
}

/** A select; `placeholder` is the empty first option ("Choose a type"). */
export function SelectField({
  field,
  label,
  options,
  placeholder,
  autoComplete = "off",
}: {
  field: AnyField;
  label: string;
  options: Option[];
  placeholder: string;
  autoComplete?: string;
}) {
  const { key, ...props } = getSelectProps(field);
  return (
    <div className="field">
      <label htmlFor={field.id}>
        <LabelText label={label} required={field.required} />
      </label>
      <select key={key} {...props} autoComplete={autoComplete}>
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessage field={field} />
    </div>
  );
}

/**
 * One choice of a list, as radio buttons in a fieldset, side by side; `stacked` one under the
 * other (a scale, such as a rating, reads in its order). (HTML allows no autocomplete on radio
 * buttons: the title has none, where a select would carry "honorific-prefix".)
 */
export function RadioGroupField({
  field,
  legend,
  options,
  stacked = false,
}: {
  field: AnyField;
  legend: string;
  options: Option[];
  stacked?: boolean;
}) {
  return (
    <ChoiceGroup field={field} legend={legend} options={options} type="radio" className={stacked ? "field-stacked" : "field-inline"} />
  );
}

/** Several choices of a list, as checkboxes in a fieldset. */
export function CheckboxGroupField({
  field,
  legend,
  options,
  hint,
}: {
  field: AnyField;
  legend: string;
  options: Option[];
  hint?: string;
}) {
  return <ChoiceGroup field={field} legend={legend} options={options} type="checkbox" hint={hint} />;
}

/** When the agency may call back: the contact time slots of spec §9, as the page's language writes them. */
export function ContactSlotsField({ field, legend }: { field: AnyField; legend: string }) {
  const { t } = useTranslation();
  return (
    <CheckboxGroupField
      field={field}
      legend={legend}
      options={CONTACT_TIME_SLOTS.map((slot) => ({ value: slot, label: t(`forms.slots.${slot}`) }))}
    />
  );
}

function ChoiceGroup({
  field,
  legend,
  options,
  type,
  className,
  hint,
}: {
  field: AnyField;
  legend: string;
  options: Option[];
  type: "radio" | "checkbox";
  className?: string;
  hint?: string;
}) {
  const inputs = getCollectionProps(field, {
    type,
    options: options.map((option) => option.value),
    ariaDescribedBy: hint ? field.descriptionId : undefined,
  });
  const invalid = (field.errors?.length ?? 0) > 0;
  return (
    <fieldset
      className={["field choice-group", className].filter(Boolean).join(" ")}
      aria-describedby={invalid ? field.errorId : undefined}
    >
      <legend>
        <LegendText label={legend} required={field.required} />
      </legend>
      <Hint field={field} hint={hint} />
      <div className="choices">
        {inputs.map(({ key, ...props }, index) => {
          const id = index === 0 ? field.id : props.id;
          return (
            <div className="choice" key={key ?? props.value}>
              <input {...props} id={id} />
              <label htmlFor={id}>{options[index]!.label}</label>
            </div>
          );
        })}
      </div>
      <FieldMessage field={field} />
    </fieldset>
  );
}

/** A single checkbox (an opt-in), unticked unless the visitor ticked it. */
export function CheckboxField({ field, label }: { field: AnyField; label: string }) {
  const { key, ...props } = getInputProps(field, { type: "checkbox" });
  return (
    <div className="field choice">
      <input key={key} {...props} />
      <label htmlFor={field.id}>{label}</label>
      <FieldMessage field={field} />
    </div>
  );
}

/**
 * The visitor: title (Mr/Ms/Miss), first and last name, e-mail and phone, with their autocomplete
 * tokens. Used by every contact form.
 */
export function PersonFields({ fields }: { fields: Record<string, AnyField> }) {
  const { t } = useTranslation();
  return (
    <>
      <RadioGroupField
        field={fields.title!}
        legend={t("forms.fields.title")}
        options={TITLES.map((title) => ({ value: title, label: t(`forms.titles.${title}`) }))}
      />
      <div className="field-row">
        <TextField field={fields.firstName!} label={t("forms.fields.firstName")} autoComplete="given-name" />
        <TextField field={fields.lastName!} label={t("forms.fields.lastName")} autoComplete="family-name" />
      </div>
      <div className="field-row">
        <TextField field={fields.email!} label={t("forms.fields.email")} type="email" autoComplete="email" inputMode="email" />
        <PhoneField field={fields.phone!} label={t("forms.fields.phone")} />
      </div>
    </>
  );
}

/** The labels of PersonFields, for the error summary, in their order. */
export function usePersonLabels(): Record<string, string> {
  const { t } = useTranslation();
  return {
    title: t("forms.fields.title"),
    firstName: t("forms.fields.firstName"),
    lastName: t("forms.fields.lastName"),
    email: t("forms.fields.email"),
    phone: t("forms.fields.phone"),
  };
}
