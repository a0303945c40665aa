/** English texts of the property area (merged into ../en.ts under "property"). */
const property = {} as const;

export default property;
