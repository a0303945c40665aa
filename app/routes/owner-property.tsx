import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { DownloadFigures, OwnerBar, VisitFigures, VisitTable } from "~/components/portal/portal-parts";
import { renderVisitChart } from "~/components/portal/visit-chart.server";
import { i18nFor } from "~/i18n/i18n.server";
import { PORTAL_HEADERS, requireOwner } from "~/owners/login.server";
import { dayLabel, ownerProperty } from "~/owners/portal.server";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import portalStyles from "~/styles/portal.css?url";
import type { TextsHandle } from "~/components/translation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: portalStyles }];
export const headers = () => PORTAL_HEADERS;

/** One of the owner's properties: its visits, the graph of 30 days and its table, the requests about it. */
export const handle: TextsHandle = { texts: ["portal"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo, params } = requirePage(request, context, ["owner-property"]);
  const owner = await requireOwner(request, context, lang);
  const property = await ownerProperty(context, owner, params.id, lang);
  const { t } = await i18nFor(lang);
  const { days } = property.figures;
  const heading = t("portal.details", { property: property.title });
  return {
    seo: { ...seo, title: heading, noindex: true },
    heading,
    email: owner.email,
    logoutAction: href("owner-portal", lang),
    download: `${href("owner-export", lang)}?property=${property.id}`,
    place: property.place,
    reference: property.reference,
    listingHref: property.listingHref,
    figures: property.figures,
    chart: renderVisitChart(days, { label: t("portal.chartTitle"), dayLabel }),
    chartDescription: t("portal.chartDescription", { from: dayLabel(days[0]!.day), to: dayLabel(days[days.length - 1]!.day) }),
    days: days.map((entry) => ({ ...entry, label: dayLabel(entry.day) })),
    history: property.history,
  };
}

export const meta = pageMeta;

export default function OwnerProperty() {
  const { heading, email, logoutAction, download, place, reference, listingHref, figures, chart, chartDescription, days, history } =
    useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container page portal">
      <h1>{heading}</h1>
      <OwnerBar email={email} logoutAction={logoutAction} />
      <p className="portal-place">
        {place ? `${place} · ` : ""}
        {reference}
        {listingHref ? (
          <>
            {" · "}
            <a href={listingHref}>{t("portal.viewListing")}</a>
          </>
        ) : null}
      </p>
      <section aria-labelledby="portal-visits">
        <h2 id="portal-visits">{t("portal.visitsTitle")}</h2>
        <VisitFigures figures={figures} label={t("portal.visitsTitle")} />
        <p className="portal-note">{t("portal.countingNote")}</p>
        <figure className="visit-chart" aria-labelledby="portal-chart-title" aria-describedby="portal-chart-description">
          <figcaption>
            <h3 id="portal-chart-title">{t("portal.chartTitle")}</h3>
            <p id="portal-chart-description">{chartDescription}</p>
          </figcaption>
          {/* nivo's SVG, drawn on the server from the numbers in the table below. */}
          <div className="visit-chart-svg" dangerouslySetInnerHTML={{ __html: chart }} />
        </figure>
        <VisitTable days={days} />
        <DownloadFigures href={download} />
      </section>
      <section>
        <h2 id="portal-history">{t("portal.historyTitle")}</h2>
        {history.length === 0 ? (
          <p>{t("portal.noRequests")}</p>
        ) : (
          // Wide on a phone: the table scrolls sideways inside its region, reachable by keyboard.
          <div className="table-scroll" role="region" aria-labelledby="portal-history" tabIndex={0}>
            <table className="lead-history">
              <thead>
                <tr>
                  <th scope="col">{t("portal.history.date")}</th>
                  <th scope="col">{t("portal.history.type")}</th>
                  <th scope="col">{t("portal.history.contact")}</th>
                  <th scope="col">{t("portal.history.subject")}</th>
                  <th scope="col">{t("portal.history.comment")}</th>
                  <th scope="col">{t("portal.history.status")}</th>
                  <th scope="col">{t("portal.history.source")}</th>
                </tr>
              </thead>
              <tbody>
                {history.map((lead) => (
                  <tr key={lead.id}>
                    <td>
                      <time dateTime={lead.dateTime}>{lead.date}</time>
                    </td>
                    <td>{lead.type}</td>
                    <td>{lead.name || "–"}</td>
                    <td>{lead.subject}</td>
                    <td className="lead-comment">{lead.comment}</td>
                    <td>{lead.status}</td>
                    <td>{lead.source}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
