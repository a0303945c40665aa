import { useTranslation } from "~/components/translation";
import type { ReactNode } from "react";
import type { EpcView } from "~/catalogue/property-view/energy";
import type { PropertySection } from "~/catalogue/property-view/fields";

/** The detail sections: a heading and a description list each; the EPC label beside its figures. */
export function DetailSections({ sections, epc }: { sections: PropertySection[]; epc: EpcView | null }) {
  return (
    <div className="property-sections">
      {sections.map((section) => (
        <section key={section.id} className={`property-section property-section-${section.id}`} aria-labelledby={`section-${section.id}`}>
          <h2 id={`section-${section.id}`}>{section.title}</h2>
          {section.id === "energy" && epc?.image ? (
            <img className="epc-label" src={epc.image} alt={epc.alt} width={240} height={100} loading="lazy" decoding="async" />
          ) : null}
          <dl className="property-fields">
            {section.fields.map((field) => (
              <div key={field.key} className="property-field" data-field={field.key}>
                <dt>{field.label}</dt>
                <dd lang={field.valueLang}>{field.value}</dd>
              </div>
            ))}
          </dl>
          {section.id === "energy" && epc?.renovationNotice ? (
            <p className="energy-notice" data-notice="renovation">
              {epc.renovationNotice}
            </p>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** The agency's phone and e-mail; the enquiry forms of a later issue take their place here. */
export function ContactBox({
  reference,
  agency,
  children,
}: {
  reference: number;
  agency: { name: string; phone: string; phoneHref: string; email: string };
  /** The property's forms (app/components/property/contact-forms.tsx). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <aside className="property-contact" id="contact" aria-labelledby="contact-title">
      <h2 id="contact-title">{t("property.contact.title")}</h2>
      <p>{t("property.contact.intro", { id: reference })}</p>
      <p className="contact-agency">{agency.name}</p>
      <ul className="contact-links">
        <li>
          <a href={agency.phoneHref}>{t("property.contact.call", { phone: agency.phone })}</a>
        </li>
        <li>
          <a href={`mailto:${agency.email}?subject=${encodeURIComponent(t("property.reference", { id: reference }))}`}>
            {t("property.contact.email", { email: agency.email })}
          </a>
        </li>
      </ul>
      <div className="contact-forms" data-slot="contact-forms">
        {children}
      </div>
    </aside>
  );
}
