/** German (East Belgium) interface texts (namespace "translations"). Same keys as en.ts. */
import type { Translations } from "./en";
import core from "./core/de";
import consent from "./consent/de";
import forms from "./forms/de";
import mail from "./mail/de";
import portal from "./portal/de";
import property from "./property/de";
import propertyFacts from "./property-facts/de";
import search from "./search/de";
const de: Translations = {
  ...core,
  // The facts are the server's only (property-facts/); the browser's "property" namespace is ./property/ alone.
  property: { ...property, ...propertyFacts },
  search,
  forms,
  mail,
  portal,
  consent,
};

export default de;
