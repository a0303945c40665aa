/**
 * What the search box (search-combobox.tsx) shows as the visitor types: the catalogue searched with
 * match-sorter, and the listbox's groups of options. Fetched with the search index when the box is
 * first used (use-search-index.ts), never with the page: the page's first load carries the box
 * only, which without this code is the plain search form it is without JavaScript.
 */
import type { TFunction } from "i18next";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/components/translation";
import {
  resultCount,
  searchCatalogue,
  type SearchCity,
  type SearchIndex,
  type SearchProject,
  type SearchProperty,
  type SearchResults,
  type SearchType,
} from "~/catalogue/search";
import type { Language } from "~/i18n/languages";
import { cityHref, typeHref, type Goal } from "./search-links";

export { isSearchIndex } from "~/catalogue/search";
import { PictureRowContent } from "./search-results";

type Chip = { goal: Goal; text: string; href: string | null; option: number | null };
type Row =
  | { kind: "goals"; key: string; label: string; detail: string | null; chips: Chip[] }
  | { kind: "property"; key: string; property: SearchProperty; option: number }
  | { kind: "project"; key: string; project: SearchProject; option: number };
type Group = { key: "types" | "cities" | "projects" | "properties"; label: string; shown: number; total: number; rows: Row[] };

/** The popup's content: groups of rows, and the options (the links the keyboard moves through) in order. */
function buildPanel(results: SearchResults, lang: Language, showCounts: boolean, t: TFunction): { groups: Group[]; options: string[] } {
  const options: string[] = [];
  const chip = (goal: Goal, count: number, target: string): Chip => {
    const text = showCounts
      ? t(goal === "sale" ? "search.forSaleCount" : "search.forRentCount", { count })
      : t(goal === "sale" ? "search.forSale" : "search.forRent");
    if (count <= 0) return { goal, text, href: null, option: null };
    options.push(target);
    return { goal, text, href: target, option: options.length - 1 };
  };
  const typeRow = (type: SearchType): Row => ({
    kind: "goals",
    key: `type-${type.id}`,
    label: type.name,
    detail: null,
    chips: [chip("sale", type.sale, typeHref(lang, "sale", type.id)), chip("rent", type.rent, typeHref(lang, "rent", type.id))],
  });
  const cityRow = (city: SearchCity): Row => ({
    kind: "goals",
    key: `city-${city.name}-${city.zip}`,
    label: city.label,
    detail: city.zip || null,
    chips: [chip("sale", city.sale, cityHref(lang, "sale", city)), chip("rent", city.rent, cityHref(lang, "rent", city))],
  });
  const projectRow = (project: SearchProject): Row => {
    options.push(project.href);
    return { kind: "project", key: `project-${project.id}`, project, option: options.length - 1 };
  };
  const propertyRow = (property: SearchProperty): Row => {
    options.push(property.href);
    return { kind: "property", key: `property-${property.id}`, property, option: options.length - 1 };
  };
  const groups: Group[] = [
    { key: "types", label: t("search.types"), shown: results.types.length, total: results.total.types, rows: results.types.map(typeRow) },
    {
      key: "cities",
      label: t("search.cities"),
      shown: results.cities.length,
      total: results.total.cities,
      rows: results.cities.map(cityRow),
    },
    {
      key: "projects",
      label: t("search.projects"),
      shown: results.projects.length,
      total: results.total.projects,
      rows: results.projects.map(projectRow),
    },
    {
      key: "properties",
      label: t("search.properties"),
      shown: results.properties.length,
      total: results.total.properties,
      rows: results.properties.map(propertyRow),
    },
  ];
  return { groups: groups.filter((group) => group.rows.length > 0), options };
}

/** The suggestions for a text: the groups of rows, the options' targets in order, how many results. */
export type Suggestions = {
  groups: Group[];
  options: string[];
  count: number;
  /** A reference the index cannot answer (its properties are on the server, ADR 023): the search page looks it up. */
  reference: string | undefined;
};

export function suggest(index: SearchIndex, text: string, lang: Language, showCounts: boolean, t: TFunction): Suggestions {
  const results = searchCatalogue(index, text);
  const reference = index.propertiesOnServer ? results.words.find((word) => /^\d{4,15}$/.test(word)) : undefined;
  return { ...buildPanel(results, lang, showCounts, t), count: resultCount(results), reference };
}

/** The listbox's content: its groups, each option a link; `activeIndex` is the option the arrow keys are on. */
export function SuggestionGroups({
  suggestions,
  baseId,
  optionId,
  activeIndex,
  onChoose,
}: {
  suggestions: Suggestions;
  baseId: string;
  optionId: (index: number) => string;
  activeIndex: number;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const option = (index: number, className: string, target: string, children: ReactNode) => (
    <Link
      key={index}
      id={optionId(index)}
      to={target}
      role="option"
      tabIndex={-1}
      aria-selected={index === activeIndex}
      className={index === activeIndex ? `${className} is-active` : className}
      onClick={onChoose}
    >
      {children}
    </Link>
  );
  return (
    <>
      {suggestions.groups.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${baseId}${group.key}`} className="search-group">
          <div role="presentation" id={`${baseId}${group.key}`} className="search-group-label">
            {group.label}
            {group.total > group.shown ? (
              <span className="search-group-count"> ({t("search.shownOfTotal", { shown: group.shown, total: group.total })})</span>
            ) : null}
          </div>
          {group.rows.map((row) =>
            row.kind === "project" ? (
              option(
                row.option,
                "search-option search-property",
                row.project.href,
                <PictureRowContent picture={row.project.picture} title={row.project.name} meta={row.project.place} />,
              )
            ) : row.kind === "property" ? (
              option(
                row.option,
                "search-option search-property",
                row.property.href,
                <PictureRowContent
                  picture={row.property.picture}
                  title={row.property.title}
                  meta={`${t("search.reference", { id: row.property.id })} · ${row.property.place}`}
                />,
              )
            ) : (
              <div key={row.key} role="presentation" className="search-goal-row">
                <span className="search-row-label" aria-hidden="true">
                  {row.label}
                  {row.detail ? <span className="search-row-detail"> {row.detail}</span> : null}
                </span>
                <span role="presentation" className="search-chips">
                  {row.chips.map((chip) => {
                    const content = (
                      <>
                        <span className="visually-hidden">
                          {row.label}
                          {row.detail ? ` ${row.detail}` : ""},{" "}
                        </span>
                        {chip.text}
                      </>
                    );
                    return chip.href !== null && chip.option !== null ? (
                      option(chip.option, "search-option search-chip", chip.href, content)
                    ) : (
                      <span key={chip.goal} role="option" aria-disabled="true" aria-selected="false" className="search-chip is-disabled">
                        {content}
                      </span>
                    );
                  })}
                </span>
              </div>
            ),
          )}
        </div>
      ))}
    </>
  );
}
