/** English texts of the search area (merged into ../en.ts under "search"). */
const search = {
  label: "Search by reference, type or city",
  hint: "Suggestions appear as you type. Use the up and down arrow keys to browse them and Enter to open one.",
  button: "Search",
  forSale: "For sale",
  forRent: "For rent",
  forSaleCount: "For sale ({{count}})",
  forRentCount: "For rent ({{count}})",
  suggestions: "Search suggestions",
  types: "Property types",
  cities: "Cities",
  projects: "New-build projects",
  properties: "Properties",
  shownOfTotal: "{{shown}} of {{total}}",
  reference: "Ref: {{id}}",
  loading: "Loading the search…",
  loadFailed: "The suggestions could not be loaded. Press Enter to see the results page.",
  noResults: "No results were found for your search.",
  referenceOnServer: "Press Enter to look up reference {{reference}}.",
  resultCount_one: "{{count}} result",
  resultCount_other: "{{count}} results",
  resultsFor_one: "{{count}} result for “{{query}}”",
  resultsFor_other: "{{count}} results for “{{query}}”",
} as const;

export default search;
