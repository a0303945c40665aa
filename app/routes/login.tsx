import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { redirect, Link, useActionData, useLoaderData } from "@remix-run/react";
import { formSetup } from "~/forms/form-action.server";
import { RETURN_TO_FIELD } from "~/forms/setup";
import { loginAction } from "~/owners/login-form.server";
import { LOGIN_NOTES } from "~/owners/login-notes";
import { currentOwner, PORTAL_HEADERS, returnPath } from "~/owners/login.server";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import formStyles from "~/styles/forms.css?url";
import { useEffect, useState } from "react";
import { useTranslation, type TextsHandle } from "~/components/translation";
import { LeadForm, useLeadForm } from "~/components/forms/form-kit";
import { TextField } from "~/components/forms/fields";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const headers = () => PORTAL_HEADERS;

/** Owner login (spec §2 /login/): an owner already logged in goes straight to where they were going. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo } = requirePage(request, context, ["login"]);
  const url = new URL(request.url);
  const returnTo = url.searchParams.get(RETURN_TO_FIELD) ?? "";
  if (await currentOwner(request, context)) throw redirect(returnPath(returnTo, lang), { headers: PORTAL_HEADERS });
  const done = url.searchParams.get("done");
  return {
    seo: { ...seo, noindex: true },
    heading: seo.title,
    intro: seo.description,
    path: href("login", lang),
    forgot: href("password-forgot", lang),
    returnTo: returnPath(returnTo, lang),
    note: LOGIN_NOTES.find((note) => note === done) ?? null,
    setup: formSetup(context, "login"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { lang } = requirePage(request, context, ["login"]);
  return loginAction(request, context, lang);
}

export const meta = pageMeta;
export const handle: TextsHandle = { texts: ["portal"] };

export default function Login() {
  const { heading, intro, path, forgot, returnTo, note, setup } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({ id: "login", setup, schema: (s) => s.loginSchema(), lastResult });
  const labels = { email: t("forms.fields.email"), password: t("forms.fields.password") };
  const failed = form.errors?.length ? t("forms.summary.loginFailed") : undefined;
  // The server never sends the password back; with JavaScript the field is emptied the same way.
  const [answers, setAnswers] = useState(0);
  useEffect(() => {
    if (lastResult) setAnswers((count) => count + 1);
  }, [lastResult]);
  return (
    <div className="container page page-narrow">
      <h1>{heading}</h1>
      <p className="lead">{intro}</p>
      {note && !lastResult ? (
        <p className="form-note form-success" role="status">
          {note === "logged-out" ? t("portal.loggedOut") : t("portal.passwordChanged")}
        </p>
      ) : null}
      <LeadForm form={form} formId="login" action={path} setup={setup} fields={fields} labels={labels} summaryTitle={failed}>
        <input type="hidden" name={RETURN_TO_FIELD} value={returnTo} />
        <TextField field={fields.email} label={labels.email} type="email" autoComplete="username" />
        <TextField key={answers} field={fields.password} label={labels.password} type="password" autoComplete="current-password" />
      </LeadForm>
      <p>
        <Link to={forgot}>{t("portal.forgotLink")}</Link>
      </p>
    </div>
  );
}
