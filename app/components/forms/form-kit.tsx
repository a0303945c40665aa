/**
 * The form kit: one way to build every form of the site (ADR 017, docs/architecture.md).
 *
 *   // loader:  return { setup: formSetup(context, "site-contact"), schemaOptions… }   (app/forms/form-action.server.ts)
 *   // action:  return submitForm({ request, context, form: "site-contact", lang, schema: siteContactSchema() })
 *   const { form, fields } = useLeadForm({ id: "site-contact", setup, schema: (s) => s.siteContactSchema(), lastResult: useActionData<typeof action>() });
 *   <LeadForm form={form} formId="site-contact" action={path} setup={setup} fields={fields} labels={…}>
 *     <PersonFields fields={fields} />
 *     <TextareaField field={fields.remark} label={t("forms.fields.remark")} autoComplete="off" />
 *   </LeadForm>
 *
 * A form on its own page posts with Remix's <Form> to that page. A form inside another page (a
 * property page) passes `fetcher={useFetcher()}` and `action` = its form page (FORM_PAGES in the
 * route table), with `lastResult={fetcher.data}`: with JavaScript its mistakes show in place;
 * without, the browser lands on the form page, which shows the form again with them.
 *
 * The same markup comes from the server and the browser: each field with its label, aria-invalid
 * and aria-describedby naming its message beside it; the error summary at the top, focused after a
 * failed submit (autofocus in the server's HTML, focus() in the browser); the honeypot, the signed
 * token, and the reCAPTCHA field when configured. Messages are keys of the schemas, translated here.
 */
import { INTENT } from "@conform-to/dom";
import { getFormProps, useForm, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { Form, useActionData, useNavigation, type FetcherWithComponents } from "@remix-run/react";
import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type MouseEvent, type ReactNode, type RefObject } from "react";
import { useTranslation } from "~/components/translation";
import type { z } from "zod";
import {
  FORM_SHOWN_PARAMETER,
  FORM_TOKEN_FIELD,
  FORM_TOKEN_PATH,
  FROM_FIELD,
  HONEYPOT_FIELD,
  RECAPTCHA_FIELD,
  type FormSetup,
  type KitFormId,
} from "~/forms/setup";
import type * as ValidationModule from "~/forms/validation";
import { runtimeKey } from "~/i18n/keys";
import { useRecaptcha } from "./use-recaptcha";

// conform's metadata types are generic over the whole form; the kit's parts take any form.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyField = FieldMetadata<any, any, string[]>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyForm = FormMetadata<any, string[]>;

/**
 * What the browser validates with (app/forms/validation.ts): one chunk for every form, asked for
 * when the visitor first moves into any form (LeadForm's focus) or first sends one, so that no
 * page's first load carries the validation library (ADR 025).
 */
type Validation = typeof ValidationModule;
let validation: Validation | null = null;
let loadingValidation: Promise<void> | null = null;
const validationWaiters = new Set<() => void>();

function loadValidation(): Promise<void> {
  loadingValidation ??= import("~/forms/validation").then(
    (module) => {
      validation = module;
      for (const wake of validationWaiters) wake();
    },
    () => {
      loadingValidation = null; // offline for a moment: the next focus asks again
    },
  );
  return loadingValidation ?? Promise.resolve();
}

/**
 * How long a visitor's submit may wait, in all, for what the browser adds to it (the schemas, then
 * a reCAPTCHA token) before it goes as it is, and the server checks it as without JavaScript.
 */
const SUBMIT_WAIT_MS = 3_000;

/**
 * A submit before the schemas are there (sent straight after a focus, or by a click that focused
 * nothing) waits for them, then goes again: the browser checks first, as it does for every later
 * submit. Should they not come within `waitMs` (what is left of SUBMIT_WAIT_MS), or not at all, the
 * form goes as it is.
 */
function afterValidationLoads(waitMs: number): Promise<void> {
  const loaded = loadValidation()
    // One task more: React renders the forms with their validation before the submit is sent again.
    .then(() => new Promise<void>((rendered) => setTimeout(rendered, 0)));
  return Promise.race([loaded, new Promise<void>((late) => setTimeout(late, waitMs))]);
}

function subscribeToValidation(wake: () => void): () => void {
  validationWaiters.add(wake);
  return () => validationWaiters.delete(wake);
}

function useValidation(): Validation | null {
  return useSyncExternalStore(
    subscribeToValidation,
    () => validation,
    () => null,
  );
}

/**
 * conform's useForm with the kit's settings: the constraints the loader worked out (setup), the
 * form's schema as the browser's validation once loaded (`schema` picks it from the forms'
 * schemas), validated first on submit and then at each input (onBlur swallowed clicks in browser
 * tests, GUIDE §1), and the server's last result (action data or fetcher data).
 */
export function useLeadForm<Schema extends z.ZodType>({
  id,
  setup,
  schema,
  lastResult,
}: {
  id: string;
  setup: Pick<FormSetup, "constraint">;
  schema: (schemas: Validation["schemas"]) => Schema;
  lastResult: SubmissionResult<string[]> | null | undefined;
}) {
  const loaded = useValidation();
  const [form, fields] = useForm<z.input<Schema> & Record<string, unknown>, z.output<Schema>, string[]>({
    id,
    lastResult,
    constraint: setup.constraint,
    onValidate: loaded ? ({ formData }) => loaded.parseWithZod(formData, { schema: schema(loaded.schemas) }) : undefined,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return { form, fields };
}

/** A translated message of a schema (its key), or the text itself when it is no key. */
function useMessage() {
  const { t } = useTranslation();
  return (key: string) => (key.startsWith("forms.errors.") ? t(runtimeKey(key)) : key);
}

/**
 * The token the form carries: the one it was first rendered with, kept when the server sends the
 * form back with mistakes (a new one would restart the minimum fill time, and a visitor who only
 * ticks a box and resends would be taken for a robot), otherwise the loader's.
 */
function tokenOf(form: AnyForm, rendered: string): string {
  const posted = (form.initialValue as Record<string, unknown> | undefined)?.[FORM_TOKEN_FIELD];
  return typeof posted === "string" && posted !== "" ? posted : rendered;
}

/**
 * A token of the form's own, asked for once when the visitor first moves into the form: a page
 * served from the render cache carries one token for all its visitors (ADR 021). The server dates
 * it from when the form was shown, so the minimum fill time still counts from there (an autofill
 * right after focusing is no robot). Until it comes, and without JavaScript, the page's token is sent.
 */
function useOwnToken(rendered: string): { token: string; ask: () => void } {
  const [own, setOwn] = useState<string | null>(null);
  const shownAt = useRef<number | null>(null);
  const asked = useRef(false);
  useEffect(() => {
    shownAt.current = Date.now();
  }, []);
  const ask = () => {
    if (asked.current) return;
    asked.current = true;
    const shown = Date.now() - (shownAt.current ?? Date.now());
    fetch(`${FORM_TOKEN_PATH}?${FORM_SHOWN_PARAMETER}=${shown}`, { headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<{ token?: unknown }>) : null))
      .then((body) => {
        if (typeof body?.token === "string") setOwn(body.token);
      })
      .catch(() => undefined);
  };
  return { token: own ?? rendered, ask };
}

type LeadFormProps = {
  form: AnyForm;
  formId: KitFormId;
  /** The path the form posts to (its own page, or its form page for a form inside another page). */
  action: string;
  setup: FormSetup;
  /** conform's fields, and the label of each one the summary may name, in the form's order. */
  fields: Record<string, AnyField>;
  labels: Record<string, string>;
  /** The page the form is on, when it posts to another page (the thank-you page links back to it). */
  from?: string;
  /** A fetcher, for a form inside another page. */
  fetcher?: FetcherWithComponents<unknown>;
  className?: string;
  /** The summary's heading when the form's own message is the news ("Login failed"); by default "The form could not be sent". */
  summaryTitle?: string;
  children: ReactNode;
};

/** The <form> with its error summary, the hidden guards and the submit button. */
export function LeadForm({ form, formId, action, setup, fields, labels, from, fetcher, className, summaryTitle, children }: LeadFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const summaryRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const recaptcha = useRecaptcha(setup.recaptchaSiteKey, formId);
  const token = useOwnToken(setup.token);
  const onFirstFocus = () => {
    void loadValidation();
    token.ask();
    recaptcha.load();
  };
  useEffect(() => {
    // Focused before hydration: what a focus does, done now.
    if (formRef.current?.contains(document.activeElement)) onFirstFocus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [held, setHeld] = useState(false);
  const sentAgain = useRef(false);
  /** When the visitor's submit began to wait (for the schemas, then a token): one wait in all, SUBMIT_WAIT_MS. */
  const waitingSince = useRef<number | null>(null);
  const FormComponent = fetcher ? fetcher.Form : Form;
  const pending =
    held ||
    (fetcher ? fetcher.state === "submitting" : navigation.state === "submitting" && navigation.formAction?.split("?")[0] === action);

  // The summary takes focus once per submit: when the browser's check stopped it, or when the
  // server's answer with mistakes comes. Never on input: the checks as the visitor types change
  // the messages, not where the visitor is (GOV.UK's error summary).
  const [summaryFocus, setSummaryFocus] = useState(0);
  useEffect(() => {
    if (summaryFocus > 0) summaryRef.current?.focus();
  }, [summaryFocus]);
  const actionData = useActionData();
  const serverResult = fetcher ? fetcher.data : actionData;
  // The answer the page came with was focused by the summary's autofocus (server HTML).
  const answered = useRef(serverResult);
  useEffect(() => {
    if (serverResult === answered.current) return;
    answered.current = serverResult;
    if ((serverResult as SubmissionResult<string[]> | undefined)?.status === "error") setSummaryFocus((count) => count + 1);
  }, [serverResult]);
  useErrorTitle(form.id, hasMessages(form, fields, labels));

  const formProps = getFormProps(form);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const formElement = event.currentTarget;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter instanceof HTMLButtonElement && submitter.name === INTENT) {
      // conform's own submit: a field checked again as the visitor types. Nothing is sent (without
      // the schemas in the browser, the field waits for the next real submit), and it is no
      // visitor's send: the summary keeps its place and focus stays in the field.
      formProps.onSubmit(event);
      event.preventDefault();
      return;
    }
    waitingSince.current ??= Date.now();
    const waitLeft = Math.max(0, SUBMIT_WAIT_MS - (Date.now() - waitingSince.current));
    if (!validation && !sentAgain.current) {
      // Held until the schemas are there (afterValidationLoads); the button says it is sending.
      event.preventDefault();
      if (held) return;
      setHeld(true);
      void afterValidationLoads(waitLeft).then(() => {
        sentAgain.current = true;
        // Before sending again: that submit may be held once more, for a token, and say so.
        setHeld(false);
        formElement.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined);
      });
      return;
    }
    sentAgain.current = false;
    formProps.onSubmit(event);
    if (event.defaultPrevented) {
      // Stopped by the browser's check (the visitor may have typed while the submit waited): the button is free again.
      waitingSince.current = null;
      setHeld(false);
      setSummaryFocus((count) => count + 1);
      return;
    }
    // Held for a reCAPTCHA token, for what is left of the wait; the token's arrival sends it again.
    if (recaptcha.holdForToken(formElement, waitLeft)) {
      event.preventDefault();
      setHeld(true);
      return;
    }
    waitingSince.current = null;
    setHeld(false);
  };

  return (
    <FormComponent
      {...formProps}
      ref={formRef}
      onSubmit={onSubmit}
      onFocus={onFirstFocus}
      method="post"
      action={action}
      className={["lead-form", className].filter(Boolean).join(" ")}
    >
      <ErrorSummary summaryRef={summaryRef} form={form} fields={fields} labels={labels} title={summaryTitle} />
      <p className="form-note">{t("forms.requiredNote")}</p>
      <input type="hidden" name={FORM_TOKEN_FIELD} value={tokenOf(form, token.token)} />
      {from ? <input type="hidden" name={FROM_FIELD} value={from} /> : null}
      {setup.recaptchaSiteKey ? <input type="hidden" name={RECAPTCHA_FIELD} defaultValue="" /> : null}
      <Honeypot formId={form.id} />
      {children}
      <div className="form-actions">
        <button type="submit" disabled={pending}>
          {pending ? t("forms.sending") : t(`forms.submit.${formId}`)}
        </button>
      </div>
    </FormComponent>
  );
}

/**
 * The honeypot: off screen, hidden from assistive technology, out of the tab order and from
 * autofill. People leave it empty; robots that fill every field give themselves away.
 */
function Honeypot({ formId }: { formId: string }) {
  const { t } = useTranslation();
  const id = `${formId}-${HONEYPOT_FIELD}`;
  return (
    <div className="form-honeypot" aria-hidden="true">
      <label htmlFor={id}>{t("forms.honeypot")}</label>
      <input id={id} type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** What the summary lists: the form's own messages, and each field with a message, in the labels' order. */
function summaryEntries(form: AnyForm, fields: Record<string, AnyField>, labels: Record<string, string>) {
  const formErrors = form.errors ?? [];
  const fieldErrors = Object.entries(labels).flatMap(([name, label]) => {
    const field = fields[name];
    const error = field?.errors?.[0];
    return field && error ? [{ id: field.id, label, error }] : [];
  });
  return { formErrors, fieldErrors };
}

function hasMessages(form: AnyForm, fields: Record<string, AnyField>, labels: Record<string, string>): boolean {
  const { formErrors, fieldErrors } = summaryEntries(form, fields, labels);
  return formErrors.length > 0 || fieldErrors.length > 0;
}

/** The forms of the page that show mistakes now. */
const formsShowingErrors = new Set<string>();

/** The page's title with "Error: " before it while a form of the page shows mistakes, without it otherwise. */
function updateErrorTitle(prefix: string) {
  const current = document.title;
  const plain = current.startsWith(prefix) ? current.slice(prefix.length) : current;
  const wanted = formsShowingErrors.size > 0 ? prefix + plain : plain;
  if (wanted !== current) document.title = wanted;
}

/**
 * "Error: " before the page's title while a form of the page shows mistakes (GOV.UK): with
 * JavaScript the kit puts it there and takes it away; the server's page after a post with
 * mistakes has it already (`withMistakes`, app/forms/mistakes.server.ts, and the root loader's `titlePrefix`).
 */
function useErrorTitle(formId: string, showsErrors: boolean) {
  const { t } = useTranslation();
  const prefix = t("forms.summary.titlePrefix");
  useEffect(() => {
    if (!showsErrors) return;
    formsShowingErrors.add(formId);
    updateErrorTitle(prefix);
    return () => {
      formsShowingErrors.delete(formId);
      updateErrorTitle(prefix);
    };
  }, [formId, showsErrors, prefix]);
}

/**
 * A link of the summary, followed in place with JavaScript (GOV.UK's error summary): the field's
 * label, or its group's legend, is scrolled to the top below the sticky header (the page's
 * scroll-padding), then the field takes focus without scrolling again; the address keeps no
 * fragment. Without JavaScript the browser follows the link, and the fields' scroll-margin
 * (forms.css) keeps the label in view.
 */
function followToField(event: MouseEvent<HTMLAnchorElement>, id: string) {
  const field = document.getElementById(id);
  if (!field) return;
  event.preventDefault();
  const choice = field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox");
  const caption = choice ? field.closest("fieldset")?.querySelector("legend") : document.querySelector(`label[for="${CSS.escape(id)}"]`);
  (caption ?? field).scrollIntoView({ block: "start" });
  field.focus({ preventScroll: true });
}

/**
 * The form's messages at its top: the form's own (appointments full, e-mail not sent…) and a link
 * to each field with its message. Rendered only when there is something to say; focusable, and
 * focused on load in the server's HTML after a post without JavaScript.
 */
function ErrorSummary({
  summaryRef,
  form,
  fields,
  labels,
  title,
}: {
  summaryRef: RefObject<HTMLDivElement>;
  form: AnyForm;
  fields: Record<string, AnyField>;
  labels: Record<string, string>;
  title?: string;
}) {
  const { t } = useTranslation();
  const translate = useMessage();
  const { formErrors, fieldErrors } = summaryEntries(form, fields, labels);
  if (formErrors.length === 0 && fieldErrors.length === 0) return null;
  const titleId = `${form.id}-summary-title`;
  return (
    // autofocus: the browser without JavaScript focuses it on load; React focuses it after a submit.
    // eslint-disable-next-line jsx-a11y/no-autofocus
    <div ref={summaryRef} className="error-summary" tabIndex={-1} autoFocus aria-labelledby={titleId} role="alert" id={form.errorId}>
      <h2 id={titleId}>{title ?? t("forms.summary.title")}</h2>
      {formErrors.map((error) => (
        <p key={error} className="form-error">
          {translate(error)}
        </p>
      ))}
      {fieldErrors.length > 0 ? (
        <>
          <p>{t("forms.summary.intro")}</p>
          <ul>
            {fieldErrors.map((error) => (
              <li key={error.id}>
                <a href={`#${error.id}`} onClick={(event) => followToField(event, error.id)}>
                  {error.label}: {translate(error.error)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
