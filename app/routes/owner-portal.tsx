import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { DownloadFigures, OwnerBar, VisitFigures } from "~/components/portal/portal-parts";
import { loginWithNote } from "~/owners/login-notes";
import { logOut, PORTAL_HEADERS, requireOwner } from "~/owners/login.server";
import { ownerPortfolio } from "~/owners/portal.server";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import portalStyles from "~/styles/portal.css?url";
import type { TextsHandle } from "~/components/translation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: portalStyles }];
export const headers = () => PORTAL_HEADERS;

/** The owner's properties with their visits (issue 8): only with a session, only their own. */
export const handle: TextsHandle = { texts: ["portal"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo } = requirePage(request, context, ["owner-portal"]);
  const owner = await requireOwner(request, context, lang);
  const { properties, total } = await ownerPortfolio(context, owner, lang);
  return {
    seo: { ...seo, noindex: true },
    heading: seo.title,
    email: owner.email,
    path: href("owner-portal", lang),
    download: href("owner-export", lang),
    total: { today: total.today, week: total.week, month: total.month, total: total.total },
    properties: properties.map(({ figures, ...property }) => ({
      ...property,
      href: href("owner-property", lang, { id: String(property.id) }),
      figures: { today: figures.today, week: figures.week, month: figures.month, total: figures.total },
    })),
  };
}

/** Logout: the portal's one POST. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { lang } = requirePage(request, context, ["owner-portal"]);
  return logOut(request, context, loginWithNote(lang, "logged-out"));
}

export const meta = pageMeta;

export default function OwnerPortal() {
  const { heading, email, path, download, total, properties } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container page portal">
      <h1>{heading}</h1>
      <OwnerBar email={email} logoutAction={path} />
      {properties.length === 0 ? (
        <p>{t("portal.noProperties")}</p>
      ) : (
        <>
          <section aria-labelledby="portal-total">
            <h2 id="portal-total">{t("portal.allProperties")}</h2>
            <VisitFigures figures={total} label={t("portal.visitsTitle")} />
            <p className="portal-note">{t("portal.countingNote")}</p>
            <DownloadFigures href={download} />
          </section>
          <ul className="portal-properties">
            {properties.map((property) => (
              <li key={property.id}>
                <article aria-labelledby={`property-${property.id}`}>
                  <h2 id={`property-${property.id}`}>{property.title}</h2>
                  <p className="portal-place">
                    {property.place ? `${property.place} · ` : ""}
                    {property.reference}
                  </p>
                  <VisitFigures figures={property.figures} label={t("portal.visitsTitle")} />
                  <p>
                    <Link to={property.href}>{t("portal.details", { property: property.title })}</Link>
                  </p>
                </article>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
