/**
 * The search index in the browser, and the code that searches it (search-suggestions.tsx): both
 * fetched on first use (focus, first keystroke, the search button), never with the page; the index
 * is kept for the session and fetched again after five minutes (the HTTP cache then revalidates it
 * with its ETag), never part of the page's HTML.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import type { SearchIndex } from "~/catalogue/search";
import type { Language } from "~/i18n/languages";
import { sharedFileHref } from "~/routing/route-table";
import type * as Suggestions from "./search-suggestions";

const MAX_AGE_MS = 5 * 60 * 1000;

type SuggestionsCode = typeof Suggestions;

/** What the box searches with: the index of the page's language, and the code that searches it. */
export type SearchData = { index: SearchIndex; code: SuggestionsCode };

let code: Promise<SuggestionsCode> | null = null;

/** The suggestions' code, asked for once (again after a failure: offline a moment). */
function loadCode(): Promise<SuggestionsCode> {
  code ??= import("./search-suggestions").catch((error: unknown) => {
    code = null;
    throw error;
  });
  return code;
}

type Entry = { promise: Promise<SearchData>; startedAt: number; value: SearchData | null };
const entries = new Map<Language, Entry>();

function start(lang: Language, previous: SearchData | null): Entry {
  const index = fetch(`${sharedFileHref("search-index")}?lang=${encodeURIComponent(lang)}`, {
    headers: { Accept: "application/json" },
  }).then((response) => {
    if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  const entry: Entry = {
    startedAt: Date.now(),
    value: previous,
    promise: Promise.all([index, loadCode()]).then(([index, code]) => {
      if (!code.isSearchIndex(index)) throw new Error("search index: unexpected format");
      entry.value = { index, code };
      return entry.value;
    }),
  };
  entry.promise.catch(() => {
    // Without a usable copy, the next use tries again.
    if (entry.value === null && entries.get(lang) === entry) entries.delete(lang);
  });
  entries.set(lang, entry);
  return entry;
}

export type SearchIndexState = { status: "idle" | "loading" | "ready" | "error"; data: SearchData | null };

export function useSearchIndex(lang: Language): { state: SearchIndexState; load: () => void } {
  const [state, setState] = useState<SearchIndexState>({ status: "idle", data: null });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const load = useCallback(() => {
    let entry = entries.get(lang);
    if (!entry || (entry.value !== null && Date.now() - entry.startedAt > MAX_AGE_MS)) entry = start(lang, entry?.value ?? null);
    const current = entry.value;
    setState((previous) =>
      current !== null
        ? previous.data === current
          ? previous
          : { status: "ready", data: current }
        : previous.data
          ? previous
          : { status: "loading", data: null },
    );
    entry.promise.then(
      (data) => {
        if (mounted.current) setState((previous) => (previous.data === data ? previous : { status: "ready", data }));
      },
      () => {
        if (mounted.current) setState((previous) => (previous.data ? previous : { status: "error", data: null }));
      },
    );
  }, [lang]);

  return { state, load };
}
