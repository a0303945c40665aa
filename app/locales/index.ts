import de from "./de";
import en from "./en";
import fr from "./fr";
import nl from "./nl";
import type { Language } from "~/i18n/languages";

export const NAMESPACE = "translations";

/** All interface texts, loaded on the server; the browser loads only its own language. */
export const RESOURCES = {
  nl: { [NAMESPACE]: nl },
  fr: { [NAMESPACE]: fr },
  en: { [NAMESPACE]: en },
  de: { [NAMESPACE]: de },
} satisfies Record<Language, unknown>;
