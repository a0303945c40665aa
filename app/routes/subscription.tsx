import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import type { AppContext } from "~/context.server";
import { applySubscriptionAction, readSubscriptionToken } from "~/leads/subscriptions.server";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import type { TextsHandle } from "~/components/translation";

/**
 * Where the signed links of the e-mails lead (?token=…), without logging in. Opening the link
 * shows what it will do and one button; the button's POST confirms the newsletter subscription,
 * ends it, or stops a demand's alerts. Opening alone changes nothing, because mail scanners open
 * every link of an e-mail. A mail client's one-click unsubscribe (List-Unsubscribe-Post, RFC 8058)
 * posts to the same address and gets 200.
 */
function readLink(request: Request, context: AppContext) {
  const { lang, seo } = requirePage(request, context, ["subscription"]);
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const link = token ? readSubscriptionToken(token.slice(0, 200), context.env.SESSION_SECRET) : null;
  return { lang, seo, token, link };
}

const NO_STORE = { "Cache-Control": "no-store" };

export const handle: TextsHandle = { texts: ["mail"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo, token, link } = readLink(request, context);
  return data(
    { seo: { ...seo, noindex: true }, heading: seo.title, pending: link?.action ?? null, home: href("home", lang) },
    { status: token && !link ? 400 : 200, headers: NO_STORE },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { link } = readLink(request, context);
  const done = link !== null && (await applySubscriptionAction(context.db, link.action, link.id)) === "done";
  return data({ outcome: done ? link.action : ("invalid" as const) }, { status: done ? 200 : 400, headers: NO_STORE });
}

export const meta = pageMeta;

export default function Subscription() {
  const { heading, pending, home } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { search } = useLocation();
  const { t } = useTranslation();
  return (
    <div className="container page">
      <h1>{heading}</h1>
      {result ? (
        <p role="status">{t(`mail.subscription.${result.outcome}`)}</p>
      ) : pending ? (
        <Form method="post" action={`.${search}`}>
          <p>{t(`mail.subscription.ask.${pending}`)}</p>
          <button type="submit" className="button">
            {t(`mail.subscription.button.${pending}`)}
          </button>
        </Form>
      ) : (
        <p>{t("mail.subscription.invalid")}</p>
      )}
      <p>
        <Link to={home}>{t("notFound.homeLink")}</Link>
      </p>
    </div>
  );
}
