import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { AppContext } from "~/context.server";
import { applySubscriptionAction, readSubscriptionToken, type SubscriptionAction } from "~/leads/subscriptions.server";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";

/**
 * Where the signed links of the e-mails lead (?token=…): opening one confirms a newsletter
 * subscription, ends it, or stops a demand's alerts, without logging in. A mail client's
 * one-click unsubscribe (List-Unsubscribe-Post, RFC 8058) posts to the same address.
 */
async function carryOut(request: Request, context: AppContext) {
  const { lang, seo } = requirePage(request, context, ["subscription"]);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = token ? readSubscriptionToken(token.slice(0, 200), context.env.SESSION_SECRET) : null;
  const outcome: SubscriptionAction | "invalid" =
    link && (await applySubscriptionAction(context.db, link.action, link.id)) === "done" ? link.action : "invalid";
  return data(
    { seo: { ...seo, noindex: true }, heading: seo.title, outcome, home: href("home", lang) },
    { status: token && outcome === "invalid" ? 400 : 200, headers: { "Cache-Control": "no-store" } },
  );
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return carryOut(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return carryOut(request, context);
}

export const meta = pageMeta;

export default function Subscription() {
  const { heading, outcome, home } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{heading}</h1>
      <p role="status">{t(`mail.subscription.${outcome}`)}</p>
      <p>
        <Link to={home}>{t("notFound.homeLink")}</Link>
      </p>
    </div>
  );
}
