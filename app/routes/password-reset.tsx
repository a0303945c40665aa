import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { formSetup } from "~/forms/form-action.server";
import { PORTAL_HEADERS } from "~/owners/login.server";
import { passwordResetAction } from "~/owners/password-forms.server";
import { resetTokenEmail } from "~/owners/password-reset.server";
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

/** The link of the forgotten-password e-mail (?token=…): a new password, twice. An expired or used link says so. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo } = requirePage(request, context, ["password-reset"]);
  const token = (new URL(request.url).searchParams.get("token") ?? "").slice(0, 100);
  const email = token ? await resetTokenEmail(context, token) : null;
  return data(
    {
      seo: { ...seo, noindex: true },
      heading: seo.title,
      intro: seo.description,
      path: href("password-reset", lang),
      forgot: href("password-forgot", lang),
      login: href("login", lang),
      token,
      email,
      setup: formSetup(context, "password-reset"),
    },
    { status: email ? 200 : 400, headers: PORTAL_HEADERS },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { lang } = requirePage(request, context, ["password-reset"]);
  return passwordResetAction(request, context, lang);
}

export const meta = pageMeta;
export const handle: TextsHandle = { texts: ["portal"] };

export default function PasswordReset() {
  const { heading, intro, path, forgot, login, token, email, setup } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const { t } = useTranslation();
  const { form, fields } = useLeadForm({ id: "password-reset", setup, schema: (s) => s.passwordResetSchema(), lastResult });
  const labels = { password: t("forms.fields.newPassword"), confirmation: t("forms.fields.confirmation") };
  return (
    <div className="container page page-narrow">
      <h1>{heading}</h1>
      {email === null ? (
        <p className="form-error" role="alert">
          {t("forms.errors.resetLinkInvalid")}
        </p>
      ) : (
        <>
          <p className="lead">{intro}</p>
          <LeadForm
            form={form}
            formId="password-reset"
            action={`${path}?token=${encodeURIComponent(token)}`}
            setup={setup}
            fields={fields}
            labels={labels}
          >
            <input type="hidden" name="token" value={token} />
            {/* For password managers: the account whose password this is. */}
            <input type="email" name="username" value={email} autoComplete="username" readOnly hidden />
            <TextField field={fields.password} label={labels.password} type="password" autoComplete="new-password" />
            <TextField field={fields.confirmation} label={labels.confirmation} type="password" autoComplete="new-password" />
          </LeadForm>
        </>
      )}
      <p>
        <Link to={email === null ? forgot : login}>{email === null ? t("portal.forgotLink") : t("portal.backToLogin")}</Link>
      </p>
    </div>
  );
}
