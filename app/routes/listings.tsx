import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { formatCityParam, type CityRef } from "~/belgium/city";
import { townName } from "~/belgium/town-names";
import { listingCard } from "~/catalogue/listing-card";
import { listingHeading, listingTitle } from "~/catalogue/listing-landing";
import {
  filterListings,
  isLandingQuery,
  landingQuery,
  listingQueryString,
  pageWindow,
  paginate,
  parseListingQuery,
  SORTS,
  type ListingQuery,
} from "~/catalogue/listing-query";
import { findTown, townsWithListings } from "~/catalogue/towns";
import { ListingGrid } from "~/components/listing-grid";
import { Pagination } from "~/components/pagination";
import { i18nFor } from "~/i18n/i18n.server";
import { pictureUrl } from "~/media/picture-url";
import { pageMeta } from "~/routing/page-meta";
import { requirePage } from "~/routing/page.server";
import { href } from "~/routing/route-table";
import listingStyles from "~/styles/listings.css?url";
import { runtimeKey } from "~/i18n/keys";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: listingStyles }];

/**
 * Listings for sale and for rent: the available Belgian properties, filtered by the GET
 * parameters city ('Name|postcode'), type (web id), priceMin, priceMax, bedrooms and sort,
 * twelve a page — every result page has its own shareable URL and works without JavaScript.
 * A town, a type or both make a landing page of its own (heading, title, canonical URL); the
 * other filters and the order point their canonical URL at it. A town the catalogue does not
 * know is a 404.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { page, lang, seo } = requirePage(request, context, ["for-sale", "for-rent"]);
  const scope = page === "for-sale" ? "sale" : "rent";
  const [catalogue, { t }] = await Promise.all([context.catalogue.get(), i18nFor(lang)]);
  const url = new URL(request.url);
  const typeIds = catalogue.categories.map((category) => Number(category.WebID));
  const { query, input, invalid } = parseListingQuery(url.searchParams, typeIds);
  if (query.city) {
    // A town named in any of its languages, case or accents is the catalogue's town: one canonical URL per search.
    const town = findTown(catalogue, query.city);
    if (!town) throw data(null, { status: 404 });
    query.city = town;
    input.city = formatCityParam(town);
  }
  const results = paginate(filterListings(catalogue.listings, scope, query), query.page);
  const path = href(page, lang);
  const withQuery = (wanted: ListingQuery) => {
    const search = listingQueryString(wanted);
    return search ? `${path}?${search}` : path;
  };
  const linkTo = (pageNumber: number) => withQuery({ ...query, page: pageNumber });

  // The towns that have listings in this list, named in the page's language.
  const townOption = (town: CityRef) => ({
    value: formatCityParam(town),
    label: town.zip ? `${townName(town, lang)} (${town.zip})` : townName(town, lang),
  });
  const cities = townsWithListings(catalogue, scope)
    .map(townOption)
    .sort((a, b) => a.label.localeCompare(b.label, lang));
  if (query.city && !cities.some((city) => city.value === input.city)) cities.unshift(townOption(query.city));
  else if (input.city && !cities.some((city) => city.value === input.city)) cities.unshift({ value: input.city, label: input.city });

  // A town and/or a type: the heading (and the title) name them.
  const town = query.city ? townName(query.city, lang) : null;
  const typeName = query.type === null ? null : t(runtimeKey(`types.${query.type}`));
  const heading = listingHeading(t, scope, { town, type: typeName }, seo.title);
  const previous = results.page > 1 ? linkTo(results.page - 1) : null;
  const next = results.page < results.pageCount ? linkTo(results.page + 1) : null;
  // Shared with the page's own picture, else the first listing's, else the agency's.
  const configuredImage = context.site.pages[page][lang].ogImage;
  const first = results.items[0];
  const landing = town !== null || typeName !== null;

  return {
    seo: {
      ...seo,
      title: listingTitle(t, heading, results.page, results.pageCount),
      // A landing page describes itself: its heading and how many listings it holds.
      ...(landing ? landingTexts(t("listings.landing.description", { heading, count: results.total }), heading) : {}),
      image: configuredImage ?? (first ? pictureUrl((first.Pictures[0] ?? first.SmallPictureItem).Url, 1360) : seo.image),
      // A town or type is a landing page (its result pages too); prices, bedrooms and order point at it.
      canonicalQuery: isLandingQuery(query)
        ? listingQueryString({ ...query, page: results.page })
        : listingQueryString(landingQuery(query)),
      // An empty list is no page worth finding.
      noindex: results.total === 0 || seo.noindex,
      prev: previous ?? undefined,
      next: next ?? undefined,
    },
    heading,
    path,
    form: {
      input,
      errors: Object.fromEntries(
        Object.entries(invalid).map(([field, problem]) => [
          field,
          problem === "belowMinimum" ? t("listings.invalid.priceOrder") : t(runtimeKey(`listings.invalid.${field}`)),
        ]),
      ) as Partial<Record<string, string>>,
      cities,
      types: catalogue.categories.map((category) => ({ value: category.WebID, label: t(runtimeKey(`types.${category.WebID}`)) })),
    },
    listings: results.items.map((listing) => listingCard(listing, lang, t, catalogue, context.site.config.listing.hideCity)),
    total: results.total,
    pagination: {
      page: results.page,
      pageCount: results.pageCount,
      previous,
      next,
      pages: pageWindow(results.page, results.pageCount).map((entry) => (entry === "gap" ? null : { number: entry, href: linkTo(entry) })),
    },
  };
}

/** The texts a town or type landing page has of its own, instead of the list's configured ones. */
function landingTexts(description: string, heading: string) {
  return { ogTitle: heading, twitterTitle: heading, description, ogDescription: description, twitterDescription: description };
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
