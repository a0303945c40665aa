import type { Translations } from "../en";

/** Textes français de la recherche. Typographie : apostrophes droites ('), espace insécable (\u00a0) avant « : ». */
const search: Translations["search"] = {
  label: "Rechercher par référence, type de bien ou commune",
  hint: "Des suggestions s'affichent pendant la saisie. Parcourez-les avec les flèches haut et bas, puis ouvrez-en une avec Entrée.",
  button: "Rechercher",
  forSale: "À vendre",
  forRent: "À louer",
  forSaleCount: "À vendre ({{count}})",
  forRentCount: "À louer ({{count}})",
  suggestions: "Suggestions de recherche",
  types: "Types de biens",
  cities: "Communes",
  projects: "Projets neufs",
  properties: "Biens",
  shownOfTotal: "{{shown}} sur {{total}}",
  reference: "Réf.\u00a0: {{id}}",
  loading: "Chargement de la recherche…",
  loadFailed: "Les suggestions n'ont pas pu être chargées. Appuyez sur Entrée pour afficher la page des résultats.",
  noResults: "Aucun résultat n'a été trouvé pour votre recherche.",
  referenceOnServer: "Appuyez sur Entrée pour chercher la référence {{reference}}.",
  resultCount_one: "{{count}} résultat",
  resultCount_other: "{{count}} résultats",
  resultsFor_one: "{{count}} résultat pour «\u00a0{{query}}\u00a0»",
  resultsFor_other: "{{count}} résultats pour «\u00a0{{query}}\u00a0»",
};

export default search;
