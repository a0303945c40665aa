/**
 * The page of a form about one property or project (app/routes/forms/): its heading and intro,
 * which property (or project) it is about with a link back to it, then the form.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/translation";

export type ListingSummaryView = { title: string; place: string; price: string; reference: string; href: string };

export function ListingFormPage({
  heading,
  intro,
  summary,
  children,
}: {
  heading: string;
  intro: string;
  summary: ListingSummaryView;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormPageLayout
      heading={heading}
      intro={intro}
      aboutTitle={t("property.contact.about")}
      about={
        <>
          <p className="form-about-title">
            <Link to={summary.href}>{summary.title}</Link>
          </p>
          <p>{[summary.place, summary.reference, summary.price].filter(Boolean).join(" · ")}</p>
          <p>
            <Link to={summary.href}>{t("property.contact.back")}</Link>
          </p>
        </>
      }
    >
      {children}
    </FormPageLayout>
  );
}

export function ProjectFormPage({
  heading,
  intro,
  summary,
  children,
}: {
  heading: string;
  intro: string;
  summary: { name: string; href: string };
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <FormPageLayout
      heading={heading}
      intro={intro}
      aboutTitle={t("property.project.description")}
      about={
        <p className="form-about-title">
          <Link to={summary.href}>{summary.name}</Link>
        </p>
      }
    >
      {children}
    </FormPageLayout>
  );
}

/** The heading, the intro, the box saying what the form is about, then the form. */
function FormPageLayout({
  heading,
  intro,
  aboutTitle,
  about,
  children,
}: {
  heading: string;
  intro: string;
  aboutTitle: string;
  about: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container page">
      <h1>{heading}</h1>
      <p className="lead">{intro}</p>
      <section className="form-about" aria-labelledby="form-about-title">
        <h2 id="form-about-title">{aboutTitle}</h2>
        {about}
      </section>
      {children}
    </div>
  );
}
