import { Form, Link, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { Language } from "~/i18n/languages";
import type { RootData } from "~/root";
import { href } from "~/routing/route-table";

/** The 404 page of spec §2: 'Oops, this page no longer exists', a search form and a link home. */
export function NotFound() {
  const { t, i18n } = useTranslation();
  const root = useRouteLoaderData("root") as RootData | undefined;
  const lang = root?.lang ?? (i18n.language as Language);
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
