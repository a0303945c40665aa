/** The notes the login page shows after a redirect (?done=…): after logout, after a new password. */
import type { Language } from "~/i18n/languages";
import { href } from "~/routing/route-table";

export const LOGIN_NOTES = ["logged-out", "password-changed"] as const;
export type LoginNote = (typeof LOGIN_NOTES)[number];

/** The login page with its note. */
export function loginWithNote(lang: Language, note: LoginNote): string {
  return `${href("login", lang)}?done=${note}`;
}
