import { deferredPart } from "~/components/deferred";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { FORM_PAGE_HEADERS, formSetup, submitForm } from "~/forms/form-action.server";
import { newsletterSchema } from "~/forms/schemas";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import formStyles from "~/styles/forms.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const headers = () => FORM_PAGE_HEADERS;

/**
 * The newsletter sign-up page (form sign-newsletter): where the footer's sign-up form posts, and
 * where a post without JavaScript that has mistakes shows the form again. Never indexed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo } = requirePage(request, context, ["form-sign-newsletter"]);
  return {
    seo: { ...seo, noindex: true },
    heading: seo.title,
    intro: seo.description,
    path: href("form-sign-newsletter", lang),
    setup: formSetup(context, "sign-newsletter"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { lang } = requirePage(request, context, ["form-sign-newsletter"]);
  return submitForm({ request, context, form: "sign-newsletter", lang, schema: newsletterSchema() });
}

export const meta = pageMeta;

export default deferredPart("/app/routes/forms/sign-newsletter.deferred.tsx");
