/**
 * The search input of the search block. Without JavaScript: a GET form to the search page
 * (input "q"). With JavaScript: an editable combobox with a listbox popup (ARIA 1.2 pattern):
 * it opens on focus or on the search button, closes on blur, Escape or a second click on the
 * button; the arrow keys, Home and End move through the suggestions (aria-activedescendant,
 * focus stays in the input), Enter follows the active one, and a polite live region says how
 * many results there are. The index, and the code that searches it and shows the suggestions
 * (search-suggestions.tsx), are fetched on first use; the index is searched at every keystroke.
 */
import { Form, useNavigate } from "@remix-run/react";
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useTranslation } from "~/components/translation";
import type { Language } from "~/i18n/languages";
import { href } from "~/routing/route-table";
import { Icon } from "../icons";
import { useSearchIndex } from "./use-search-index";

/** How long the live region waits for typing to pause before it speaks. */
const ANNOUNCE_DELAY_MS = 600;

export type SearchComboboxProps = {
  lang: Language;
  showSearchCount: boolean;
  defaultQuery?: string;
};

/** The search box. */
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
      // What the visitor typed before the page was hydrated stays.
      typedBeforeHydration.current = false;
      const typed = inputRef.current?.value;
      if (typed !== undefined && typed !== defaultQuery) return setText(typed);
    }
    setText(defaultQuery);
  }, [defaultQuery]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { state, load } = useSearchIndex(lang);

  const { data } = state;
  // The suggestions' code comes with the index (use-search-index.ts): its listbox groups are drawn by it.
  const SuggestionGroups = data?.code.SuggestionGroups;
  const suggestions = useMemo(
    () => (data ? data.code.suggest(data.index, text, lang, showSearchCount, t) : null),
    [data, text, lang, showSearchCount, t],
  );
  const noResults = suggestions?.reference ? t("search.referenceOnServer", { reference: suggestions.reference }) : t("search.noResults");
  const optionCount = suggestions?.options.length ?? 0;
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
        : suggestions
          ? suggestions.count === 0
            ? noResults
            : t("search.resultCount", { count: suggestions.count })
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
  // Focused before hydration: the panel opens as a focus would open it.
  useEffect(() => {
    if (document.activeElement === inputRef.current) show();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const follow = (index: number) => {
    const target = suggestions?.options[index];
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
                {state.status === "error" ? t("search.loadFailed") : suggestions ? noResults : t("search.loading")}
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
              {suggestions && SuggestionGroups ? (
                <SuggestionGroups
                  suggestions={suggestions}
                  baseId={baseId}
                  optionId={optionId}
                  activeIndex={activeIndex}
                  onChoose={close}
                />
              ) : null}
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
