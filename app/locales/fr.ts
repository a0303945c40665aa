/**
 * French (Belgium) interface texts (namespace "translations"). Same keys as en.ts.
 * Typography: plain apostrophes ('), and a no-break space (\u00a0) before ":".
 */
import type { Translations } from "./en";
import core from "./core/fr";
import consent from "./consent/fr";
import forms from "./forms/fr";
import mail from "./mail/fr";
import portal from "./portal/fr";
import property from "./property/fr";
import propertyFacts from "./property-facts/fr";
import search from "./search/fr";
const fr: Translations = {
  ...core,
  // The facts are the server's only (property-facts/); the browser's "property" namespace is ./property/ alone.
  property: { ...property, ...propertyFacts },
  search,
  forms,
  mail,
  portal,
  consent,
};

export default fr;
