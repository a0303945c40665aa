import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData, useActionData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { formatPhone, telHref } from "~/belgium/phone";
import { FORM_PAGE_HEADERS, formSetup, submitForm } from "~/forms/form-action.server";
import { siteContactSchema } from "~/forms/schemas";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import { agencyAddress, agencyLicence } from "~/site/agency";
import type { Site } from "~/site/site.server";
import formStyles from "~/styles/forms.css?url";
import { ContactSlotsField, PersonFields, TextareaField, usePersonLabels } from "~/components/forms/fields";
import { LeadForm, useLeadForm } from "~/components/forms/form-kit";
import { Picture } from "~/components/picture";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];
export const headers = () => FORM_PAGE_HEADERS;

/**
 * The contact page's configured contact module (data/site/menu.json: relation "contact",
 * "site-contact", view "image-background"), with the page's picture behind it; null when the
 * agency has not published one.
 */
function contactModule(site: Site) {
  const page = site.menu.find((entry) => entry.path === "contact");
  const module = page?.params.modules.find(
    (candidate) =>
      candidate.status === "Published" && candidate.relations[0]?.type === "contact" && candidate.relations[0].id === "site-contact",
  );
  if (!page || !module) return null;
  return { background: module.view === "image-background" ? page.params.image : null };
}

/** The agency's contact page: address, phone, e-mail and legal identifiers, and the contact form (form site-contact). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { seo, lang } = requirePage(request, context, ["contact"]);
  const { agency, name } = context.site.config;
  const module = contactModule(context.site);
  return {
    seo,
    heading: seo.title,
    name,
    agency: { ...agency, address: agencyAddress(agency, lang), licence: agencyLicence(agency, lang) },
    form: module ? { ...module, path: href("contact", lang), setup: formSetup(context, "site-contact") } : null,
  };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { lang } = requirePage(request, context, ["contact"]);
  return submitForm({ request, context, form: "site-contact", lang, schema: siteContactSchema() });
}

export const meta = pageMeta;

export default function Contact() {
  const { heading, name, agency, form } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{heading}</h1>
      <div className="contact-layout">
        <div className="contact-details" itemScope itemType="https://schema.org/RealEstateAgent">
          <h2 itemProp="name">{name}</h2>
          <dl>
            <dt>{t("contactPage.address")}</dt>
            <dd itemProp="address">{agency.address}</dd>
            <dt>{t("contactPage.phone")}</dt>
            <dd>
              <a href={telHref(agency.phone)} itemProp="telephone">
                {formatPhone(agency.phone)}
              </a>
            </dd>
            <dt>{t("contactPage.email")}</dt>
            <dd>
              <a href={`mailto:${agency.email}`} itemProp="email">
                {agency.email}
              </a>
            </dd>
            <dt>{t("contactPage.vat")}</dt>
            <dd>{agency.vatNumber}</dd>
            <dt>{t("contactPage.ipi")}</dt>
            <dd>{agency.licence}</dd>
          </dl>
        </div>
        {form ? <ContactForm {...form} /> : null}
      </div>
    </div>
  );
}

/** The contact module: the form on a panel over the page's picture (view "image-background"). */
function ContactForm({ path, setup, background }: NonNullable<Awaited<ReturnType<typeof loader>>["form"]>) {
  const { t } = useTranslation();
  const lastResult = useActionData<typeof action>();
  const { form, fields } = useLeadForm({ id: "site-contact", setup, schema: (s) => s.siteContactSchema(), lastResult });
  const labels = { ...usePersonLabels(), contactSlots: t("forms.fields.contactSlots"), remark: t("forms.fields.remark") };
  return (
    <section className="contact-module" aria-labelledby="contact-form-title" data-view={background ? "image-background" : undefined}>
      {background ? (
        <Picture src={background} width={1920} height={800} alt="" sizes="100vw" className="contact-module-background" />
      ) : null}
      <div className="contact-module-panel">
        <h2 id="contact-form-title">{t("forms.names.site-contact")}</h2>
        <LeadForm form={form} formId="site-contact" action={path} setup={setup} fields={fields} labels={labels}>
          <PersonFields fields={fields} />
          <ContactSlotsField field={fields.contactSlots} legend={labels.contactSlots} />
          <TextareaField field={fields.remark} label={labels.remark} />
        </LeadForm>
      </div>
    </section>
  );
}
