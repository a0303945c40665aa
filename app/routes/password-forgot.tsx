import { deferredPart } from "~/components/deferred";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { formSetup } from "~/forms/form-action.server";
import { PORTAL_HEADERS } from "~/owners/login.server";
import { passwordForgotAction } from "~/owners/password-forms.server";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import formStyles from "~/styles/forms.css?url";

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

export default deferredPart("/app/routes/password-forgot.deferred.tsx");
