/** Dutch (Belgium) interface texts (namespace "translations"). Same keys as en.ts. */
import type { Translations } from "./en";
import core from "./core/nl";
import consent from "./consent/nl";
import forms from "./forms/nl";
import mail from "./mail/nl";
import portal from "./portal/nl";
import property from "./property/nl";
import propertyFacts from "./property-facts/nl";
import search from "./search/nl";
const nl: Translations = {
  ...core,
  // The facts are the server's only (property-facts/); the browser's "property" namespace is ./property/ alone.
  property: { ...property, ...propertyFacts },
  search,
  forms,
  mail,
  portal,
  consent,
};

export default nl;
