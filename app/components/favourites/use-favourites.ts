import { useRouteLoaderData } from "@remix-run/react";
import { useSyncExternalStore } from "react";
import {
  FAVOURITES_NAME,
  favouritesCookie,
  favouritesSetCookie,
  favouritesText,
  parseFavourites,
  withFavourite,
} from "~/favourites/favourites";
import type { RootData } from "~/root";

/**
 * The visitor's favourites as the page shows them (ADR 049). The server renders the list its
 * cookie holds (a visitor without JavaScript); once hydrated, the list is localStorage's, and every
 * component using it follows a change, in this tab and in the visitor's other tabs.
 */

const listeners = new Set<() => void>();
let snapshot: { text: string | null; ids: number[] } = { text: null, ids: [] };

function storage(): Storage | null {
  try {
    const store = window.localStorage;
    // Some browsers hand out a storage that refuses every write (private modes, a full disk).
    store.setItem(`${FAVOURITES_NAME}-check`, "1");
    store.removeItem(`${FAVOURITES_NAME}-check`);
    return store;
  } catch {
    return null;
  }
}

/** The browser's list: localStorage's, or where the browser keeps nothing there, the cookie's (the Save forms then go to the server). */
function readStored(): number[] {
  let text: string | null;
  try {
    const store = storage();
    text = store ? store.getItem(FAVOURITES_NAME) : favouritesCookie(document.cookie);
  } catch {
    text = favouritesCookie(document.cookie);
  }
  if (text !== snapshot.text) snapshot = { text, ids: parseFavourites(text) };
  return snapshot.ids;
}

/** Saves the list in localStorage; false where the browser keeps nothing (the Save button then posts its form). */
function writeStored(ids: number[]): boolean {
  try {
    const store = storage();
    if (!store) return false;
    store.setItem(FAVOURITES_NAME, favouritesText(ids));
  } catch {
    return false;
  }
  for (const listener of listeners) listener();
  return true;
}

/**
 * A list saved without JavaScript (the cookie) joins localStorage's the first time a page runs
 * JavaScript, and the cookie is dropped: from then on, pages need not be rendered for this visitor
 * alone, and the render cache may serve them.
 */
function adoptCookie(): void {
  const cookie = favouritesCookie(document.cookie);
  if (cookie === null || !storage()) return;
  let merged = readStored();
  for (const id of parseFavourites(cookie)) merged = withFavourite(merged, id, true);
  if (writeStored(merged)) document.cookie = favouritesSetCookie([], window.location.protocol === "https:");
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) adoptCookie();
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === FAVOURITES_NAME || event.key === null) listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The root loader's view: the list its cookie held, and the favourites page (where the Save forms post). */
export function useFavouritesRoot(): RootData["favourites"] | undefined {
  return useRouteLoaderData<RootData>("root")?.favourites;
}

/** The saved listings' ids: the cookie's on the server and while hydrating, localStorage's after. */
export function useFavourites(): number[] {
  const fromServer = useFavouritesRoot()?.ids ?? NONE;
  return useSyncExternalStore(subscribe, readStored, () => fromServer);
}
const NONE: number[] = [];

/** Saves or removes one listing in the browser; false where it keeps nothing, so the form must go to the server. */
export function saveFavourite(id: number, saved: boolean): boolean {
  return writeStored(withFavourite(readStored(), id, saved));
}
