import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ProjectFormPage } from "~/components/forms/listing-form-page";
import { ConstructionForm } from "~/components/forms/listing-forms";
import { FORM_PAGE_HEADERS, formSetup, submitForm } from "~/forms/form-action.server";
import { requireProjectFormPage } from "~/forms/listing-forms.server";
import { constructionSchema } from "~/forms/schemas";
import { pageMeta } from "~/routing/page-meta";
import formStyles from "~/styles/forms.css?url";
import type { TextsHandle } from "~/components/translation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const headers = () => FORM_PAGE_HEADERS;

/**
 * Ask about a new-build project or one of its available units (form contact-construction). The
 * project page holds this form too and posts it here; this page shows it on its own (never indexed)
 * and again with the mistakes of a post without JavaScript. 404 for an unknown project; a unit that
 * is not one of the project's available units gets the form's message.
 */
export const handle: TextsHandle = { texts: ["property"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { seo, summary, units, path } = await requireProjectFormPage(request, context);
  return {
    seo: { ...seo, noindex: true },
    heading: seo.title,
    intro: seo.description,
    summary,
    units,
    path,
    setup: formSetup(context, "contact-construction"),
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { lang, project, units } = await requireProjectFormPage(request, context);
  return submitForm({
    request,
    context,
    form: "contact-construction",
    lang,
    schema: constructionSchema({ units: units.map((unit) => unit.value) }),
    projectId: project.ID,
  });
}

export const meta = pageMeta;

export default function ContactConstructionPage() {
  const { heading, intro, summary, units, path, setup } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  return (
    <ProjectFormPage heading={heading} intro={intro} summary={summary}>
      <ConstructionForm action={path} setup={setup} from={summary.href} lastResult={lastResult} units={units} />
    </ProjectFormPage>
  );
}
