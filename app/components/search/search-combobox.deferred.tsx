/**
 * The search input of the search block. Without JavaScript: a GET form to the search page
 * (input "q"). With JavaScript: an editable combobox with a listbox popup (ARIA 1.2 pattern):
 * it opens on focus or on the search button, closes on blur, Escape or a second click on the
 * button; the arrow keys, Home and End move through the suggestions (aria-activedescendant,
 * focus stays in the input), Enter follows the active one, and a polite live region says how
 * many results there are. The index is fetched on first use and searched at every keystroke.
 */
import type { TFunction } from "i18next";
import { Form, Link, useNavigate } from "@remix-run/react";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useTranslation } from "~/components/translation";
import {
  resultCount,
  searchCatalogue,
  type SearchCity,
  type SearchProject,
  type SearchProperty,
  type SearchResults,
  type SearchType,
} from "~/catalogue/search";
import type { Language } from "~/i18n/languages";
import { href } from "~/routing/route-table";
import { Icon } from "../icons";
import { cityHref, typeHref, type Goal } from "./search-links";
import { PictureRowContent } from "./search-results";
import { useSearchIndex } from "./use-search-index";

/** How long the live region waits for typing to pause before it speaks. */
const ANNOUNCE_DELAY_MS = 600;

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

export type SearchComboboxProps = {
  lang: Language;
  showSearchCount: boolean;
  defaultQuery?: string;
};

/** The search box; a deferred part (app/components/deferred.tsx): its code comes when the visitor first acts. */
export default function SearchCombobox({ lang, showSearchCount, defaultQuery = "" }: SearchComboboxProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const baseId = useId();
  const inputId = `${baseId}input`;
  const listboxId = `${baseId}listbox`;
  const hintId = `${baseId}hint`;
  const optionId = (index: number) => `${baseId}option-${index}`;

  // Server HTML and the first render in the browser: the plain GET form. Then the combobox.
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);

  const [text, setText] = useState(defaultQuery);
  const typedBeforeHydration = useRef(true);
  useEffect(() => {
    if (typedBeforeHydration.current) {
      // The box's code comes at the visitor's first act (ADR 026): what they typed before it stays.
      typedBeforeHydration.current = false;
      const typed = inputRef.current?.value;
      if (typed !== undefined && typed !== defaultQuery) return setText(typed);
    }
    setText(defaultQuery);
  }, [defaultQuery]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { state, load } = useSearchIndex(lang);

  const results = useMemo(() => (state.index ? searchCatalogue(state.index, text) : null), [state.index, text]);
  // A large catalogue's index holds no properties (ADR 023): a reference is looked up by the search page.
  const reference = state.index?.propertiesOnServer ? results?.words.find((word) => /^\d{4,15}$/.test(word)) : undefined;
  const noResults = reference ? t("search.referenceOnServer", { reference }) : t("search.noResults");
  const panel = useMemo(() => (results ? buildPanel(results, lang, showSearchCount, t) : null), [results, lang, showSearchCount, t]);
  const optionCount = panel?.options.length ?? 0;
  const expanded = enhanced && open && optionCount > 0;
  const activeIndex = expanded && active < optionCount ? active : -1;

  const inputRef = useRef<HTMLInputElement>(null);
  const listboxRef = useRef<HTMLDivElement>(null);

  // The polite live region: how many results, once typing pauses.
  const [announcement, setAnnouncement] = useState("");
  const message =
    !enhanced || !open
      ? ""
      : state.status === "error"
        ? t("search.loadFailed")
        : results
          ? resultCount(results) === 0
            ? noResults
            : t("search.resultCount", { count: resultCount(results) })
          : "";
  useEffect(() => {
    if (message === "") {
      setAnnouncement("");
      return;
    }
    const timer = setTimeout(() => setAnnouncement(message), ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [message]);

  // Keeps the active option in view by scrolling the listbox only (the page, and so the input, stay put).
  useEffect(() => {
    if (activeIndex < 0) return;
    const box = listboxRef.current;
    const option = document.getElementById(optionId(activeIndex));
    if (!box || !option) return;
    const top = option.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop;
    const bottom = top + option.offsetHeight;
    if (top < box.scrollTop + 32) box.scrollTop = Math.max(0, top - 32);
    else if (bottom > box.scrollTop + box.clientHeight) box.scrollTop = bottom - box.clientHeight;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeIndex]);

  const show = () => {
    load();
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  // Focused before its code came: the panel opens as a focus would open it.
  useEffect(() => {
    if (document.activeElement === inputRef.current) show();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const follow = (index: number) => {
    const target = panel?.options[index];
    if (!target) return;
    close();
    navigate(target);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    const last = optionCount - 1;
    switch (event.key) {
      case "ArrowDown":
        event.preventDefault();
        if (!open) {
          show();
          if (!event.altKey && optionCount > 0) setActive(0);
        } else if (!event.altKey && optionCount > 0) {
          setActive(Math.min(activeIndex + 1, last));
        }
        return;
      case "ArrowUp":
        event.preventDefault();
        if (event.altKey) {
          close();
        } else if (!open) {
          show();
          if (optionCount > 0) setActive(last);
        } else if (optionCount > 0) {
          // From the first option back to the text; from the text to the last option.
          setActive(activeIndex === -1 ? last : activeIndex - 1);
        }
        return;
      case "Home":
      case "End":
        if (activeIndex >= 0) {
          event.preventDefault();
          setActive(event.key === "Home" ? 0 : last);
        }
        return;
      case "ArrowLeft":
      case "ArrowRight":
        // Back to editing the text.
        setActive(-1);
        return;
      case "Enter":
        if (activeIndex >= 0) {
          event.preventDefault();
          follow(activeIndex);
        }
        // Otherwise the form is submitted: the search page.
        return;
      case "Escape":
        if (open) {
          event.preventDefault();
          close();
        } else if (text !== "") {
          event.preventDefault();
          setText("");
        }
        return;
      default:
        return;
    }
  };

  const option = (index: number, className: string, target: string, children: ReactNode) => (
    <Link
      key={index}
      id={optionId(index)}
      to={target}
      role="option"
      tabIndex={-1}
      aria-selected={index === activeIndex}
      className={index === activeIndex ? `${className} is-active` : className}
      onClick={close}
    >
      {children}
    </Link>
  );

  return (
    // Focus leaving the whole widget (input, button, popup) closes the panel: a focus-out listener, no interaction of its own.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="search-combobox"
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <Form method="get" action={href("search", lang)} role="search" className="search-form">
        <label htmlFor={inputId}>{t("search.label")}</label>
        {enhanced ? (
          <p id={hintId} className="visually-hidden">
            {t("search.hint")}
          </p>
        ) : null}
        <div className="search-row">
          <input
            ref={inputRef}
            id={inputId}
            name="q"
            // ARIA 1.2 puts role="combobox" on a text input; the plain form's search input stays one without JavaScript.
            type={enhanced ? "text" : "search"}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            maxLength={100}
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setActive(-1);
              show();
            }}
            {...(enhanced
              ? {
                  role: "combobox",
                  "aria-autocomplete": "list" as const,
                  "aria-expanded": expanded,
                  "aria-controls": listboxId,
                  "aria-describedby": hintId,
                  "aria-activedescendant": activeIndex >= 0 ? optionId(activeIndex) : undefined,
                  onFocus: show,
                  onClick: () => {
                    if (!open) show();
                  },
                  onKeyDown,
                }
              : {})}
          />
          <button
            type={enhanced ? "button" : "submit"}
            {...(enhanced
              ? {
                  "aria-expanded": expanded,
                  "aria-controls": listboxId,
                  onClick: () => {
                    if (open) {
                      close();
                    } else {
                      show();
                      inputRef.current?.focus();
                    }
                  },
                }
              : {})}
          >
            <Icon name="search" />
            <span>{t("search.button")}</span>
          </button>
        </div>
        {enhanced ? (
          // The popup's mouse-down only keeps the focus in the input; its options are links.
          // eslint-disable-next-line jsx-a11y/no-static-element-interactions
          <div
            className="search-popup"
            hidden={!open}
            // Clicks in the popup keep the focus in the input (a link still follows on click).
            onMouseDown={(event) => event.preventDefault()}
          >
            {!expanded && open ? (
              <p className="search-message">
                {state.status === "error" ? t("search.loadFailed") : results ? noResults : t("search.loading")}
              </p>
            ) : null}
            <div
              ref={listboxRef}
              role="listbox"
              id={listboxId}
              aria-label={t("search.suggestions")}
              hidden={!expanded}
              className="search-listbox"
              // It scrolls along with the active option: no stop of its own in the tab order.
              tabIndex={-1}
            >
              {panel?.groups.map((group) => (
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
                              <span
                                key={chip.goal}
                                role="option"
                                aria-disabled="true"
                                aria-selected="false"
                                className="search-chip is-disabled"
                              >
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
            </div>
          </div>
        ) : null}
      </Form>
      <div role="status" aria-live="polite" aria-atomic="true" className="visually-hidden">
        {announcement}
      </div>
    </div>
  );
}
