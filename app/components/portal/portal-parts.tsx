/** The owner portal's parts: the four visit figures, the logout button, the per-day table. */
import { Form } from "@remix-run/react";
import { useTranslation } from "~/components/translation";

export type FiguresView = { today: number; week: number; month: number; total: number };

const FIGURES = ["today", "week", "month", "total"] as const;

/** Visits today, this week, this month and in total, as a description list. */
export function VisitFigures({ figures, label }: { figures: FiguresView; label: string }) {
  const { t, lang } = useTranslation();
  const number = new Intl.NumberFormat(`${lang}-BE`);
  return (
    <dl className="visit-figures" aria-label={label}>
      {FIGURES.map((name) => (
        <div key={name}>
          <dt>{t(`portal.figures.${name}`)}</dt>
          <dd>{number.format(figures[name])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Logged in as …" and the logout button, a POST to the portal (no JavaScript needed). */
export function OwnerBar({ email, logoutAction }: { email: string; logoutAction: string }) {
  const { t } = useTranslation();
  return (
    <div className="owner-bar">
      <p>{t("portal.loggedInAs", { email })}</p>
      <Form method="post" action={logoutAction}>
        <button type="submit">{t("portal.logout")}</button>
      </Form>
    </div>
  );
}

/** The CSV of the figures shown (all the owner's properties, or one). */
export function DownloadFigures({ href }: { href: string }) {
  const { t } = useTranslation();
  return (
    <p>
      <a href={href} download>
        {t("portal.download")}
      </a>
    </p>
  );
}

/** The graph's accessible alternative: the same visits, one row per day. */
export function VisitTable({ days }: { days: { day: string; label: string; visits: number }[] }) {
  const { t } = useTranslation();
  return (
    <table className="visit-table">
      <caption>{t("portal.tableCaption")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("portal.day")}</th>
          <th scope="col">{t("portal.visits")}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((entry) => (
          <tr key={entry.day}>
            <th scope="row">
              <time dateTime={entry.day}>{entry.label}</time>
            </th>
            <td>{entry.visits}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
