import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/components/translation";
import { listingPageData } from "~/catalogue/listing-page";
import { SORTS } from "~/catalogue/listing-query";
import { OwnerInvitation } from "~/components/forms/owner-invitation";
import { ListingGrid } from "~/components/listing-grid";
import { ListingsWithMap } from "~/components/map/listings-with-map";
import { Pagination } from "~/components/pagination";
import { i18nFor } from "~/i18n/i18n.server";
import { mapView } from "~/map/map-view";
import { pageMap } from "~/map/page-map.server";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import listingStyles from "~/styles/listings.css?url";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: listingStyles }];

/**
 * Listings for sale and for rent (app/catalogue/listing-page.ts builds the page): every result
 * page has its own shareable URL and works without JavaScript. A town the catalogue does not
 * know is a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, lang, seo } = requirePage(request, context, ["for-sale", "for-rent"]);
  if (page !== "for-sale" && page !== "for-rent") throw data(null, { status: 404 });
  const [catalogue, { t }] = await Promise.all([context.catalogue.get(), i18nFor(lang)]);
  const listingPage = await listingPageData({
    catalogue,
    page,
    lang,
    t,
    searchParams: new URL(request.url).searchParams,
    seo,
    site: { ogImage: context.site.pages[page][lang].ogImage, hideCity: context.site.config.listing.hideCity },
  });
  if (!listingPage) throw data(null, { status: 404 });
  const { mapEntries, ...list } = listingPage;
  return {
    ...list,
    map: await pageMap(mapEntries, context, lang, t),
    view: mapView(request),
    // The for-sale list invites owners to the free valuation.
    valuation: page === "for-sale" ? href("valuation", lang) : null,
  };
}

export const meta = pageMeta;

export default function Listings() {
  const { heading, path, form, listings, map, view, total, pagination, valuation } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const field = (name: keyof typeof form.input) => ({
    id: `filter-${name}`,
    name,
    defaultValue: form.input[name],
    "aria-invalid": form.errors[name] ? true : undefined,
    "aria-describedby": form.errors[name] ? `filter-${name}-error` : undefined,
  });
  const error = (name: keyof typeof form.input) =>
    form.errors[name] ? (
      <p className="field-error" id={`filter-${name}-error`}>
        {form.errors[name]}
      </p>
    ) : null;

  return (
    <div className="container page">
      <h1>{heading}</h1>
      <Form method="get" action={path} className="listing-filters" key={JSON.stringify(form.input)}>
        <fieldset>
          <legend>{t("listings.filters")}</legend>
          <div className="filter-fields">
            <div className="field filter-choice filter-town">
              <label htmlFor="filter-city">{t("listings.city")}</label>
              <select {...field("city")}>
                <option value="">{t("listings.anyCity")}</option>
                {form.cities.map((city) => (
                  <option key={city.value} value={city.value}>
                    {city.label}
                  </option>
                ))}
              </select>
              {error("city")}
            </div>
            <div className="field filter-choice">
              <label htmlFor="filter-type">{t("listings.type")}</label>
              <select {...field("type")}>
                <option value="">{t("listings.anyType")}</option>
                {form.types.map((type) => (
                  <option key={type.value} value={type.value}>
                    {type.label}
                  </option>
                ))}
              </select>
              {error("type")}
            </div>
            <div className="field">
              <label htmlFor="filter-priceMin">{t("listings.priceMin")}</label>
              <input {...field("priceMin")} inputMode="numeric" autoComplete="off" />
              {error("priceMin")}
            </div>
            <div className="field">
              <label htmlFor="filter-priceMax">{t("listings.priceMax")}</label>
              <input {...field("priceMax")} inputMode="numeric" autoComplete="off" />
              {error("priceMax")}
            </div>
            <div className="field filter-choice">
              <label htmlFor="filter-bedrooms">{t("listings.bedrooms")}</label>
              <select {...field("bedrooms")}>
                <option value="">{t("listings.anyBedrooms")}</option>
                {[1, 2, 3, 4, 5].map((count) => (
                  <option key={count} value={count}>
                    {t("listings.bedroomsAtLeast", { count })}
                  </option>
                ))}
              </select>
              {error("bedrooms")}
            </div>
            <div className="field filter-choice">
              <label htmlFor="filter-sort">{t("listings.sort")}</label>
              <select {...field("sort")}>
                {SORTS.map((sort) => (
                  <option key={sort} value={sort === "newest" ? "" : sort}>
                    {t(
                      sort === "newest" ? "listings.sortNewest" : sort === "price-asc" ? "listings.sortPriceAsc" : "listings.sortPriceDesc",
                    )}
                  </option>
                ))}
              </select>
              {error("sort")}
            </div>
          </div>
          <div className="filter-actions">
            <button type="submit">{t("listings.apply")}</button>
            <Link reloadDocument to={path}>
              {t("listings.reset")}
            </Link>
          </div>
        </fieldset>
      </Form>
      {error("page")}
      <p className="result-count" role="status">
        {total > 0 ? t("listings.resultCount", { count: total }) : t("listings.noResults")}
      </p>
      <ListingsWithMap map={map} view={view}>
        <ListingGrid listings={listings} perRow={2} />
        <Pagination {...pagination} />
      </ListingsWithMap>
      {valuation ? <OwnerInvitation href={valuation} /> : null}
    </div>
  );
}
