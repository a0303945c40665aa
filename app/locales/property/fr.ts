import type { Translations } from "../en";

const property: Translations["property"] = {};

export default property;
