import { appPathname } from "../routing/route-table";
import type { Language } from "./languages";

/**
 * The language a path names: its first segment (after /preview, in preview mode), when that is
 * two letters followed by a slash and the language is enabled.
 */
export function languageFromPath(pathname: string, enabled: readonly Language[]): Language | null {
  const match = /^\/([a-z]{2})(\/|$)/.exec(appPathname(pathname));
  const code = match?.[1];
  return code && (enabled as readonly string[]).includes(code) ? (code as Language) : null;
}
