import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { pageSubjectTitle } from "~/catalogue/page-subject";
import { useTranslation } from "~/components/translation";
import type { AppContext } from "~/context.server";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { formOfThankYouPage, href, sitePageOf, type PageMatch } from "~/routing/route-table";
import formStyles from "~/styles/forms.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: formStyles }];

/**
 * The thank-you page of each form (spec §2 /feedback/{form}/, French /fr/merci/…): in the page's
 * language, what happens next (the page's description in data/site/pages.json, which the agency edits), a link back to the page the visitor came from (`?from=`, a path of
 * this site only) that names it, and one home. Never indexed.
 */

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, lang, seo } = requirePage(request, context);
  const form = formOfThankYouPage(page);
  if (!form) throw data(null, { status: 404 });
  const from = new URL(request.url).searchParams.get("from") ?? "";
  // Only a page of this site, in a language the agency serves.
  const target = sitePageOf(from);
  const back =
    target && context.site.enabledLanguages.includes(target.lang) && target.page !== "home"
      ? { href: href(target.page, target.lang, target.params), title: await pageName(context, target, lang) }
      : null;
  return { seo: { ...seo, noindex: true }, heading: seo.title, text: seo.description, form, back, home: href("home", lang) };
}

/**
 * The page the visitor came from, named in the thank-you page's language as it names itself: a
 * property by the title its page shows, a project by its name, any other page by its own title.
 */
async function pageName(context: AppContext, target: PageMatch, lang: Language): Promise<string> {
  const aboutCatalogue = target.params.id !== undefined || target.params.projectId !== undefined;
  const subject = aboutCatalogue
    ? await pageSubjectTitle(await context.catalogue.get(), target.params, {
        lang,
        t: (await i18nFor(lang)).t,
        hideCity: context.site.config.listing.hideCity,
      })
    : null;
  return subject ?? context.site.pages[target.page][lang].menuTitle;
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
