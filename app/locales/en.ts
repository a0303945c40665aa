/** English interface texts (namespace "translations"). Every locale has exactly these keys. */
import core from "./core/en";
import consent from "./consent/en";
import forms from "./forms/en";
import mail from "./mail/en";
import portal from "./portal/en";
import property from "./property/en";
import propertyFacts from "./property-facts/en";
import search from "./search/en";
const en = {
  ...core,
  // The facts are the server's only (property-facts/); the browser's "property" namespace is ./property/ alone.
  property: { ...property, ...propertyFacts },
  search,
  forms,
  mail,
  portal,
  consent,
} as const;

export default en;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every locale must have. */
export type Translations = Widen<typeof en>;
/** The browser's "property" namespace, and the facts only the server has (merged into "property"). */
export type PropertyTexts = Widen<typeof property>;
export type PropertyFactsTexts = Widen<typeof propertyFacts>;
