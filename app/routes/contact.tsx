import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatPhone, telHref } from "~/belgium/phone";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";

/** The agency's contact page: address, phone, e-mail and legal identifiers (the contact form module joins it with the forms). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { seo } = requirePage(request, context, ["contact"]);
  const { agency, name } = context.site.config;
  return { seo, heading: seo.title, name, agency };
}

export const meta = pageMeta;

export default function Contact() {
  const { heading, name, agency } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{heading}</h1>
      <div className="contact-details" itemScope itemType="https://schema.org/RealEstateAgent">
        <h2 itemProp="name">{name}</h2>
        <dl>
          <dt>{t("contactPage.address")}</dt>
          <dd itemProp="address">
            {agency.street}, {agency.zip} {agency.city}
          </dd>
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
          <dd>{agency.ipiNumber}</dd>
        </dl>
      </div>
    </div>
  );
}
