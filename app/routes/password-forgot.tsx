import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { formSetup } from "~/forms/form-action.server";
import { PORTAL_HEADERS } from "~/owners/login.server";
import { passwordForgotAction } from "~/owners/password-forms.server";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import formStyles from "~/styles/forms.css?url";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation, type TextsHandle } from "~/components/translation";
import { LeadForm, useLeadForm } from "~/components/forms/form-kit";
import { TextField } from "~/components/forms/fields";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const headers = () => PORTAL_HEADERS;

/** Forgotten password: the owner's e-mail; after the post (?sent=1) the same note whoever asked. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo } = requirePage(request, context, ["password-forgot"]);
  return {
    seo: { ...seo, noindex: true },
    heading: seo.title,
    intro: seo.description,
    path: href("password-forgot", lang),
    login: href("login", lang),
    sent: new URL(request.url).searchParams.has("sent"),
    setup: formSetup(context, "password-forgot"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { lang } = requirePage(request, context, ["password-forgot"]);
  return passwordForgotAction(request, context, lang);
}

export const meta = pageMeta;
export const handle: TextsHandle = { texts: ["portal"] };

export default function PasswordForgot() {
  const { heading, intro, path, login, sent, setup } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({ id: "password-forgot", setup, schema: (s) => s.passwordForgotSchema(), lastResult });
  const labels = { email: t("forms.fields.email") };
  return (
    <div className="container page page-narrow">
      <h1>{heading}</h1>
      {sent ? (
        <p className="form-success" role="status">
          {t("portal.forgotSent")}
        </p>
      ) : (
        <>
          <p className="lead">{intro}</p>
          <LeadForm form={form} formId="password-forgot" action={path} setup={setup} fields={fields} labels={labels}>
            <TextField field={fields.email} label={labels.email} type="email" autoComplete="username" />
          </LeadForm>
        </>
      )}
      <p>
        <Link to={login}>{t("portal.backToLogin")}</Link>
      </p>
    </div>
  );
}
