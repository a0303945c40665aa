import { deferredPart } from "~/components/deferred";
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { formChoices } from "~/forms/choices.server";
import { FORM_PAGE_HEADERS, formSetup, submitForm } from "~/forms/form-action.server";
import { demandSchemaOptions } from "~/forms/options";
import { demandRegisterSchema } from "~/forms/schemas";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import formStyles from "~/styles/forms.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const headers = () => FORM_PAGE_HEADERS;

/** Demand registration, 'keep me informed' (spec §2 /demand-register/, form demand-register). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo } = requirePage(request, context, ["demand-register"]);
  const choices = await formChoices(context, lang);
  return {
    seo,
    heading: seo.title,
    intro: seo.description,
    path: href("demand-register", lang),
    ...choices,
    setup: formSetup(context, "demand-register"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { lang } = requirePage(request, context, ["demand-register"]);
  return submitForm({
    request,
    context,
    form: "demand-register",
    lang,
    schema: demandRegisterSchema(demandSchemaOptions(await formChoices(context, lang))),
  });
}

export const meta = pageMeta;

export default deferredPart("/app/routes/demand-register.deferred.tsx");
