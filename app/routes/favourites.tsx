import { redirect, type ActionFunctionArgs, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Link, useFetcher, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { favouriteEntries } from "~/favourites/entries";
import { SaveButton } from "~/components/favourites/save-button";
import { useFavourites } from "~/components/favourites/use-favourites";
import { ListingCard } from "~/components/listing-card";
import { useTranslation } from "~/components/translation";
import { useHydrated } from "~/components/use-hydrated";
import {
  FAVOURITES_FIELDS,
  FAVOURITES_PARAMETER,
  favouritesCookie,
  favouritesSetCookie,
  favouritesText,
  parseFavourites,
  withFavourite,
} from "~/favourites/favourites";
import { readFormBody } from "~/http/form-body.server";
import { i18nFor } from "~/i18n/i18n.server";
import { sameSitePath, servedOverHttps, siteOrigin } from "~/routing/origin";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import listingStyles from "~/styles/listings.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: listingStyles }];

/**
 * The visitor's favourites (issue 24 §1, ADR 049): the list their cookie holds (saved without
 * JavaScript), or the one a share link names (`?ids=`); with JavaScript the page then shows the
 * list the browser keeps. Sold, let and withdrawn properties say so. Never indexed.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { lang, seo } = requirePage(request, context, ["favourites"]);
  const shared = new URL(request.url).searchParams.get(FAVOURITES_PARAMETER);
  const ids = parseFavourites(shared ?? favouritesCookie(request.headers.get("Cookie")));
  const [catalogue, { t }] = await Promise.all([context.catalogue.get(), i18nFor(lang)]);
  const path = href("favourites", lang);
  return {
    seo: { ...seo, noindex: true },
    heading: seo.title,
    path,
    shareBase: `${siteOrigin(request, context.env)}${path}?${FAVOURITES_PARAMETER}=`,
    shared: shared !== null,
    ids: favouritesText(ids),
    entries: await favouriteEntries(catalogue, ids, { lang, t, hideCity: context.site.config.listing.hideCity }),
  };
}

/**
 * A Save button's post from a browser without JavaScript: the cookie keeps the list, and the
 * visitor goes back to the button they pressed (303). Posts with JavaScript never come here.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { lang } = requirePage(request, context, ["favourites"]);
  const body = await readFormBody(request);
  const [id] = parseFavourites(String(body?.get(FAVOURITES_FIELDS.id) ?? ""));
  const back = sameSitePath(body?.get(FAVOURITES_FIELDS.returnTo)) ?? href("favourites", lang);
  if (id === undefined) return redirect(back, 303);
  const save = body?.get(FAVOURITES_FIELDS.save) === "1";
  const ids = withFavourite(parseFavourites(favouritesCookie(request.headers.get("Cookie"))), id, save);
  // Back at the button pressed; a card removed from the favourites page is gone: back at the page's content.
  const anchor = !save && back.split("?")[0] === href("favourites", lang) ? "main" : `save-${id}`;
  return redirect(`${back}#${anchor}`, {
    status: 303,
    headers: { "Set-Cookie": favouritesSetCookie(ids, servedOverHttps(context.env)), "Cache-Control": "no-store" },
  });
}

export const meta = pageMeta;

export default function Favourites() {
  const page = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const saved = useFavourites();
  const savedText = favouritesText(saved);
  const hydrated = useHydrated();
  // With JavaScript the list is the browser's: its cards are fetched once it names one the page lacks.
  const fetcher = useFetcher<typeof loader>();
  const shown = fetcher.data ?? page;
  const lacking = !page.shared && hydrated && saved.some((id) => !shown.entries.some((entry) => entry.id === id));
  const { load } = fetcher;
  useEffect(() => {
    if (lacking) load(`${page.path}?${FAVOURITES_PARAMETER}=${savedText}`);
  }, [lacking, load, page.path, savedText]);

  // Until the browser's list has come, the page says it is coming, not that the list is empty; a screen reader hears both.
  const loading = lacking || fetcher.state === "loading";
  const status = loading ? t("favourites.loading") : fetcher.data ? t("listings.resultCount", { count: shown.entries.length }) : "";

  const shareIds = page.shared ? page.ids : hydrated ? savedText : page.ids;
  const share = shareIds ? `${page.shareBase}${shareIds}` : null;
  return (
    <div className="container page favourites-page">
      <h1>{page.heading}</h1>
      <p className="lead">{page.shared ? t("favourites.sharedIntro") : t("favourites.intro")}</p>
      <p role="status" className="favourites-status">
        {status}
      </p>
      {shown.entries.length === 0 ? (
        loading ? null : (
          <p>{page.shared ? t("favourites.noneShared") : t("favourites.none")}</p>
        )
      ) : (
        <ul className="card-grid" style={{ "--per-row": 3 } as React.CSSProperties}>
          {shown.entries.map((entry, index) => (
            <li key={entry.id}>
              {entry.card ? (
                <ListingCard
                  listing={entry.card}
                  eager={index === 0}
                  note={entry.status === "available" ? undefined : t(`favourites.${entry.status}`)}
                />
              ) : (
                <article className="listing-card favourite-withdrawn">
                  <p className="card-note">{t("favourites.withdrawn", { id: entry.id })}</p>
                  <SaveButton listingId={entry.id} name={t("favourites.withdrawnName", { id: entry.id })} />
                </article>
              )}
            </li>
          ))}
        </ul>
      )}
      {share ? (
        <section className="favourites-share" aria-labelledby="favourites-share">
          <h2 id="favourites-share">{t("favourites.shareTitle")}</h2>
          <p>{t("favourites.shareText")}</p>
          <p>
            <a href={share}>{share}</a>
          </p>
        </section>
      ) : null}
      {page.shared ? (
        <p>
          <Link to={page.path}>{t("favourites.own")}</Link>
        </p>
      ) : null}
    </div>
  );
}
