import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { formOfThankYouPage, href, sitePageOf } from "~/routing/route-table";
import formStyles from "~/styles/forms.css?url";
import type { TextsHandle } from "~/components/translation";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

/**
 * The thank-you page of each form (spec §2 /feedback/{form}/, French /fr/merci/…): in the page's
 * language, what happens next (the page's description in data/site/pages.json, which the agency edits), a link back to the page the visitor came from (`?from=`, a path of
 * this site only) and one home. Never indexed.
 */
export const handle: TextsHandle = { texts: ["forms"] };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, lang, seo } = requirePage(request, context);
  const form = formOfThankYouPage(page);
  if (!form) throw data(null, { status: 404 });
  const from = new URL(request.url).searchParams.get("from") ?? "";
  // Only a page of this site, in a language the agency serves.
  const target = sitePageOf(from);
  const back =
    target && context.site.enabledLanguages.includes(target.lang) && target.page !== "home"
      ? { href: href(target.page, target.lang, target.params), title: context.site.pages[target.page][lang].menuTitle }
      : null;
  return { seo: { ...seo, noindex: true }, heading: seo.title, text: seo.description, form, back, home: href("home", lang) };
}

export const meta = pageMeta;

export default function ThankYou() {
  const { heading, text, form, back, home } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="container page thank-you">
      <h1>{heading}</h1>
      <p className="lead">{text}</p>
      {/* The newsletter's e-mail asks to confirm instead (its description says so). */}
      {form !== "sign-newsletter" ? <p>{t("forms.thanks.confirmation")}</p> : null}
      <ul className="thank-you-links">
        {back ? (
          <li>
            <Link to={back.href}>{t("forms.thanks.back", { page: back.title })}</Link>
          </li>
        ) : null}
        <li>
          <Link to={home}>{t("forms.thanks.home")}</Link>
        </li>
      </ul>
    </div>
  );
}
