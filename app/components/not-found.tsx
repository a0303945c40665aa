import { Form, Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import type { RootData } from "~/root";
import { href } from "~/routing/route-table";

/** The 404 page of spec §2: 'Oops, this page no longer exists', a search form and a link home. */
export function NotFound() {
  const translation = useTranslation();
  const { t } = translation;
  const root = useRouteLoaderData("root") as RootData | undefined;
  const lang = root?.lang ?? translation.lang;
  return (
    <div className="container page not-found">
      <h1>{t("notFound.title")}</h1>
      <Form method="get" action={href("search", lang)} className="search-form" role="search">
        <label htmlFor="not-found-search">{t("notFound.searchLabel")}</label>
        <div className="search-row">
          <input id="not-found-search" name="q" type="search" autoComplete="off" />
          <button type="submit">{t("notFound.searchButton")}</button>
        </div>
      </Form>
      <p>
        <Link to={href("home", lang)}>{t("notFound.homeLink")}</Link>
      </p>
    </div>
  );
}
