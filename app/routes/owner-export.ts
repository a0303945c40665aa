import type { LoaderFunctionArgs } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { i18nFor } from "~/i18n/i18n.server";
import { PORTAL_HEADERS, requireOwner } from "~/owners/login.server";
import { ownerPortfolio } from "~/owners/portal.server";
import { visitsCsv } from "~/owners/visits-csv";
import { requirePage } from "~/routing/page.server";

/**
 * The portal's figures as CSV (issue 8): all the owner's properties, or the one `?property=`
 * names (404 when it is not theirs). Only with a session.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang } = requirePage(request, context, ["owner-export"]);
  const owner = await requireOwner(request, context, lang);
  const property = new URL(request.url).searchParams.get("property");
  const { t } = await i18nFor(lang);
  const portfolio = await ownerPortfolio(context, owner, lang, property).catch((error: unknown) => {
    // Not one of the owner's properties: the 404's title in the page's language, as plain text.
    if (isRouteErrorResponse(error) && error.status === 404) return null;
    throw error;
  });
  if (!portfolio)
    return new Response(`${t("notFound.title")}\n`, {
      status: 404,
      headers: { ...PORTAL_HEADERS, "Content-Type": "text/plain; charset=utf-8" },
    });
  const { properties, total } = portfolio;
  const csv = visitsCsv(properties, property === null ? total : null, t);
  const name = property === null ? "visits" : `visits-${properties[0]!.id}`;
  return new Response(csv, {
    headers: {
      ...PORTAL_HEADERS,
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${name}-${total.days[total.days.length - 1]?.day ?? "today"}.csv"`,
    },
  });
}
