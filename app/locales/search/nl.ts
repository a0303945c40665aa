import type { Translations } from "../en";

/** Nederlandse teksten van de zoekfunctie. */
const search: Translations["search"] = {
  label: "Zoeken op referentie, type of gemeente",
  hint: "Tijdens het typen verschijnen suggesties. Blader erdoor met de pijltjestoetsen omhoog en omlaag en open er een met Enter.",
  button: "Zoeken",
  forSale: "Te koop",
  forRent: "Te huur",
  forSaleCount: "Te koop ({{count}})",
  forRentCount: "Te huur ({{count}})",
  suggestions: "Zoeksuggesties",
  types: "Soorten panden",
  cities: "Gemeenten",
  projects: "Nieuwbouwprojecten",
  properties: "Panden",
  shownOfTotal: "{{shown}} van {{total}}",
  reference: "Referentie: {{id}}",
  loading: "De zoekfunctie wordt geladen…",
  loadFailed: "De suggesties konden niet worden geladen. Druk op Enter om de pagina met resultaten te openen.",
  noResults: "Er werden geen resultaten gevonden voor uw zoekopdracht.",
  referenceOnServer: "Druk op Enter om referentie {{reference}} te zoeken.",
  resultCount_one: "{{count}} resultaat",
  resultCount_other: "{{count}} resultaten",
  resultsFor_one: "{{count}} resultaat voor ‘{{query}}’",
  resultsFor_other: "{{count}} resultaten voor ‘{{query}}’",
};

export default search;
