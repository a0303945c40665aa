/**
 * The search index in the browser: fetched from /search-index.json on first use (focus, first
 * keystroke, the search button), kept for the session and fetched again after five minutes
 * (the HTTP cache then revalidates it with its ETag), never part of the page's HTML.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { isSearchIndex, type SearchIndex } from "~/catalogue/search";
import type { Language } from "~/i18n/languages";

const MAX_AGE_MS = 5 * 60 * 1000;

type Entry = { promise: Promise<SearchIndex>; startedAt: number; value: SearchIndex | null };
const entries = new Map<Language, Entry>();

function start(lang: Language, previous: SearchIndex | null): Entry {
  const entry: Entry = {
    startedAt: Date.now(),
    value: previous,
    promise: fetch(`/search-index.json?lang=${encodeURIComponent(lang)}`, { headers: { Accept: "application/json" } })
      .then((response) => {
        if (!response.ok) throw new Error(`search index: HTTP ${response.status}`);
        return response.json() as Promise<unknown>;
      })
      .then((json) => {
        if (!isSearchIndex(json)) throw new Error("search index: unexpected format");
        entry.value = json;
        return json;
      }),
  };
  entry.promise.catch(() => {
    // Without a usable copy, the next use tries again.
    if (entry.value === null && entries.get(lang) === entry) entries.delete(lang);
  });
  entries.set(lang, entry);
  return entry;
}

export type SearchIndexState = { status: "idle" | "loading" | "ready" | "error"; index: SearchIndex | null };

export function useSearchIndex(lang: Language): { state: SearchIndexState; load: () => void } {
  const [state, setState] = useState<SearchIndexState>({ status: "idle", index: null });
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
        ? previous.index === current
          ? previous
          : { status: "ready", index: current }
        : previous.index
          ? previous
          : { status: "loading", index: null },
    );
    entry.promise.then(
      (index) => {
        if (mounted.current) setState((previous) => (previous.index === index ? previous : { status: "ready", index }));
      },
      () => {
        if (mounted.current) setState((previous) => (previous.index ? previous : { status: "error", index: null }));
      },
    );
  }, [lang]);

  return { state, load };
}
