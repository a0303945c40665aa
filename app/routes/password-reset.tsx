import { deferredPart } from "~/components/deferred";
import { data, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { formSetup } from "~/forms/form-action.server";
import { PORTAL_HEADERS } from "~/owners/login.server";
import { passwordResetAction } from "~/owners/password-forms.server";
import { resetTokenEmail } from "~/owners/password-reset.server";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import formStyles from "~/styles/forms.css?url";

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

export default deferredPart("/app/routes/password-reset.deferred.tsx");
