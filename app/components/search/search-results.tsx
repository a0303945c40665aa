/**
 * The results of the search page (server-rendered, works without JavaScript): the same four
 * groups as the search panel, as lists of links.
 */
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/translation";
import type { SearchCity, SearchProperty, SearchResults as Results, SearchType } from "~/catalogue/search";
import { useMapPin } from "~/components/map/list-map";
import type { Language } from "~/i18n/languages";
import { cityHref, typeHref, type Goal } from "./search-links";

function GoalLinks({
  label,
  sale,
  rent,
  hrefOf,
  showCounts,
}: {
  label: string;
  sale: number;
  rent: number;
  hrefOf: (goal: Goal) => string;
  showCounts: boolean;
}) {
  const { t } = useTranslation();
  return (
    <span className="search-chips">
      {(["sale", "rent"] as const).map((goal) => {
        const count = goal === "sale" ? sale : rent;
        const text = showCounts
          ? t(goal === "sale" ? "search.forSaleCount" : "search.forRentCount", { count })
          : t(goal === "sale" ? "search.forSale" : "search.forRent");
        const content = (
          <>
            <span className="visually-hidden">{label}, </span>
            {text}
          </>
        );
        return count > 0 ? (
          <Link key={goal} className="search-chip" to={hrefOf(goal)}>
            {content}
          </Link>
        ) : (
          <span key={goal} className="search-chip is-disabled">
            {content}
          </span>
        );
      })}
    </span>
  );
}

function Group({ id, label, shown, total, children }: { id: string; label: string; shown: number; total: number; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="search-results-group" aria-labelledby={id}>
      <h2 id={id}>
        {label}
        {total > shown ? <span className="search-group-count"> ({t("search.shownOfTotal", { shown, total })})</span> : null}
      </h2>
      <ul>{children}</ul>
    </section>
  );
}

function TypeItem({ type, lang, showCounts }: { type: SearchType; lang: Language; showCounts: boolean }) {
  return (
    <li className="search-goal-row">
      <span className="search-row-label" aria-hidden="true">
        {type.name}
      </span>
      <GoalLinks
        label={type.name}
        sale={type.sale}
        rent={type.rent}
        hrefOf={(goal) => typeHref(lang, goal, type.id)}
        showCounts={showCounts}
      />
    </li>
  );
}

function CityItem({ city, lang, showCounts }: { city: SearchCity; lang: Language; showCounts: boolean }) {
  const label = city.zip ? `${city.label} ${city.zip}` : city.label;
  return (
    <li className="search-goal-row">
      <span className="search-row-label" aria-hidden="true">
        {city.label}
        {city.zip ? <span className="search-row-detail"> {city.zip}</span> : null}
      </span>
      <GoalLinks label={label} sale={city.sale} rent={city.rent} hrefOf={(goal) => cityHref(lang, goal, city)} showCounts={showCounts} />
    </li>
  );
}

export function SearchResultGroups({ results, lang, showCounts }: { results: Results; lang: Language; showCounts: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="search-results">
      {results.types.length > 0 ? (
        <Group id="search-types" label={t("search.types")} shown={results.types.length} total={results.total.types}>
          {results.types.map((type) => (
            <TypeItem key={type.id} type={type} lang={lang} showCounts={showCounts} />
          ))}
        </Group>
      ) : null}
      {results.cities.length > 0 ? (
        <Group id="search-cities" label={t("search.cities")} shown={results.cities.length} total={results.total.cities}>
          {results.cities.map((city) => (
            <CityItem key={`${city.name}|${city.zip}`} city={city} lang={lang} showCounts={showCounts} />
          ))}
        </Group>
      ) : null}
      {results.projects.length > 0 ? (
        <Group id="search-projects" label={t("search.projects")} shown={results.projects.length} total={results.total.projects}>
          {results.projects.map((project) => (
            <li key={project.id}>
              <Link className="search-property" to={project.href}>
                <PictureRowContent picture={project.picture} title={project.name} meta={project.place} />
              </Link>
            </li>
          ))}
        </Group>
      ) : null}
      {results.properties.length > 0 ? (
        <Group id="search-properties" label={t("search.properties")} shown={results.properties.length} total={results.total.properties}>
          {results.properties.map((property) => (
            <SearchPropertyRow key={property.id} property={property} />
          ))}
        </Group>
      ) : null}
    </div>
  );
}

/** A project or property row, in the results page and in the combobox alike: its small picture, its title and a line under it. */
export function PictureRowContent({
  picture,
  title,
  meta,
}: {
  /** None for a listing without photos: an empty frame of the same size keeps the rows aligned. */
  picture: { src: string; width: number; height: number } | null;
  title: string;
  meta: string;
}) {
  return (
    <>
      {picture ? (
        <img src={picture.src} width={picture.width} height={picture.height} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className="search-no-photo" />
      )}
      <span className="search-property-text">
        <span className="search-property-title">{title}</span>
        <span className="search-property-meta">{meta}</span>
      </span>
    </>
  );
}

/** A property found, with its number on the map beside the results (when the page has one); pointing at it highlights its pin. */
function SearchPropertyRow({ property }: { property: SearchProperty }) {
  const { t } = useTranslation();
  const pin = useMapPin(property.id);
  return (
    <li className={pin?.highlighted ? "is-highlighted" : undefined} {...pin?.events}>
      <Link className="search-property" to={property.href}>
        {pin ? (
          <span className="search-pin">
            <span className="visually-hidden">{t("map.onMap")} </span>
            {pin.number}
          </span>
        ) : null}
        <PictureRowContent
          picture={property.picture}
          title={property.title}
          meta={`${t("search.reference", { id: property.id })} · ${property.place}`}
        />
      </Link>
    </li>
  );
}
