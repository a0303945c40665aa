/** English texts of the search area (merged into ../en.ts under "search"). */
const search = {} as const;

export default search;
