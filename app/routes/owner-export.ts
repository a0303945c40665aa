import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireOwner } from "~/owners/login.server";
import { ownerFiguresCsv } from "~/owners/portal.server";
import { requirePage } from "~/routing/page.server";

/** The portal's figures as CSV (issue 8): all the owner's properties, or the one `?property=` names. Only with a session. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang } = requirePage(request, context, ["owner-export"]);
  const owner = await requireOwner(request, context, lang);
  return ownerFiguresCsv(context, owner, lang, new URL(request.url).searchParams.get("property"));
}
