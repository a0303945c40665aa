import type { Translations } from "../en";

/** Deutsche Texte der Suche. */
const search: Translations["search"] = {
  label: "Nach Referenz, Immobilienart oder Ort suchen",
  hint: "Während der Eingabe erscheinen Vorschläge. Mit den Pfeiltasten nach oben und unten blättern Sie darin, mit der Eingabetaste öffnen Sie einen.",
  button: "Suchen",
  forSale: "Zu verkaufen",
  forRent: "Zu vermieten",
  forSaleCount: "Zu verkaufen ({{count}})",
  forRentCount: "Zu vermieten ({{count}})",
  suggestions: "Suchvorschläge",
  types: "Immobilienarten",
  cities: "Orte",
  projects: "Neubauprojekte",
  properties: "Immobilien",
  shownOfTotal: "{{shown}} von {{total}}",
  reference: "Referenz: {{id}}",
  loading: "Die Suche wird geladen…",
  loadFailed: "Die Vorschläge konnten nicht geladen werden. Drücken Sie die Eingabetaste, um die Ergebnisseite zu öffnen.",
  noResults: "Zu Ihrer Suche wurden keine Ergebnisse gefunden.",
  referenceOnServer: "Drücken Sie die Eingabetaste, um die Referenz {{reference}} zu suchen.",
  resultCount_one: "{{count}} Ergebnis",
  resultCount_other: "{{count}} Ergebnisse",
  resultsFor_one: "{{count}} Ergebnis für „{{query}}“",
  resultsFor_other: "{{count}} Ergebnisse für „{{query}}“",
};

export default search;
