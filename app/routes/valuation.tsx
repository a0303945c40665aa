import { deferredPart } from "~/components/deferred";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { FORM_PAGE_HEADERS, formSetup, submitForm } from "~/forms/form-action.server";
import { formChoices } from "~/forms/choices.server";
import { valuationSchema } from "~/forms/schemas";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import formStyles from "~/styles/forms.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const headers = () => FORM_PAGE_HEADERS;

/** Free valuation of the visitor's own property (spec §2 /contact-demand/, form contact-demand). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo } = requirePage(request, context, ["valuation"]);
  return {
    seo,
    heading: seo.title,
    intro: seo.description,
    path: href("valuation", lang),
    types: (await formChoices(context, lang)).types,
    setup: formSetup(context, "contact-demand"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { lang } = requirePage(request, context, ["valuation"]);
  const { types } = await formChoices(context, lang);
  return submitForm({
    request,
    context,
    form: "contact-demand",
    lang,
    schema: valuationSchema({ typeIds: types.map((type) => type.value) }),
  });
}

export const meta = pageMeta;

export default deferredPart("/app/routes/valuation.deferred.tsx");
