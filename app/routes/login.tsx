import { deferredPart } from "~/components/deferred";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/react";
import { formSetup } from "~/forms/form-action.server";
import { RETURN_TO_FIELD } from "~/forms/setup";
import { loginAction } from "~/owners/login-form.server";
import { LOGIN_NOTES } from "~/owners/login-notes";
import { currentOwner, PORTAL_HEADERS, returnPath } from "~/owners/login.server";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import formStyles from "~/styles/forms.css?url";

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

export default deferredPart("/app/routes/login.deferred.tsx");
