import type { LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { cityMatches, formatCityParam } from "~/belgium/city";
import { listingCard } from "~/catalogue/listing-card.server";
import { filterListings, listingQueryString, paginate, parseListingQuery, SORTS } from "~/catalogue/listing-query";
import { ListingGrid } from "~/components/listing-grid";
import { Pagination } from "~/components/pagination";
import { i18nFor } from "~/i18n/i18n.server";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";

/**
 * Listings for sale and for rent: the available Belgian properties, filtered by the GET
 * parameters city ('Name|postcode'), type (web id), priceMin, priceMax, bedrooms and sort,
 * twelve a page — every result page has its own shareable URL and works without JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, lang, seo } = requirePage(request, context, ["for-sale", "for-rent"]);
  const scope = page === "for-sale" ? "sale" : "rent";
  const [catalogue, { t }] = await Promise.all([context.catalogue.get(), i18nFor(lang)]);
  const url = new URL(request.url);
  const typeIds = catalogue.categories.map((category) => Number(category.WebID));
  const { query, input, invalid } = parseListingQuery(url.searchParams, typeIds);
  // A town typed in another case or without accents is the catalogue's town: one canonical URL per search.
  const town = query.city && catalogue.cities[scope].find((city) => cityMatches(query.city!, { name: city.Name, zip: city.Zip }));
  if (town) {
    query.city = { name: town.Name, zip: town.Zip };
    input.city = formatCityParam(query.city);
  }
  const results = paginate(filterListings(catalogue.listings, scope, query), query.page);
  const path = href(page, lang);
  const linkTo = (pageNumber: number) => {
    const search = listingQueryString(query, { page: pageNumber });
    return search ? `${path}?${search}` : path;
  };

  const cities = catalogue.cities[scope].map((city) => ({ value: formatCityParam({ name: city.Name, zip: city.Zip }), label: `${city.Name} (${city.Zip})` }));
  if (input.city && !cities.some((city) => city.value === input.city)) cities.unshift({ value: input.city, label: input.city });
  const previous = results.page > 1 ? linkTo(results.page - 1) : null;
  const next = results.page < results.pageCount ? linkTo(results.page + 1) : null;
  const pageTitle = results.pageCount > 1 ? `${seo.title} – ${t("listings.pageOf", { page: results.page, pageCount: results.pageCount })}` : seo.title;

  return {
    seo: {
      ...seo,
      title: pageTitle,
      canonicalQuery: listingQueryString(query, { page: results.page }),
      prev: previous ?? undefined,
      next: next ?? undefined,
    },
    heading: seo.title,
    path,
    form: {
      input,
      errors: Object.fromEntries(invalid.map((field) => [field, t(`listings.invalid.${field}`)])) as Partial<Record<string, string>>,
      cities,
      types: catalogue.categories.map((category) => ({ value: category.WebID, label: t(`types.${category.WebID}`) })),
    },
    listings: results.items.map((listing) => listingCard(listing, lang, t, catalogue, context.site.config.listing.hideCity)),
    total: results.total,
    pagination: { page: results.page, pageCount: results.pageCount, previous, next },
  };
}

export const meta = pageMeta;

export default function Listings() {
  const { heading, path, form, listings, total, pagination } = useLoaderData<typeof loader>();
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
            <div className="field">
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
            <div className="field">
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
            <div className="field">
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
            <div className="field">
              <label htmlFor="filter-sort">{t("listings.sort")}</label>
              <select {...field("sort")}>
                {SORTS.map((sort) => (
                  <option key={sort} value={sort === "newest" ? "" : sort}>
                    {t(sort === "newest" ? "listings.sortNewest" : sort === "price-asc" ? "listings.sortPriceAsc" : "listings.sortPriceDesc")}
                  </option>
                ))}
              </select>
              {error("sort")}
            </div>
          </div>
          <div className="filter-actions">
            <button type="submit">{t("listings.apply")}</button>
            <a href={path}>{t("listings.reset")}</a>
          </div>
        </fieldset>
      </Form>
      {error("page")}
      <p className="result-count" role="status">
        {total > 0 ? t("listings.resultCount", { count: total }) : t("listings.noResults")}
      </p>
      <ListingGrid listings={listings} perRow={3} />
      <Pagination {...pagination} />
    </div>
  );
}
