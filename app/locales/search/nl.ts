import type { Translations } from "../en";

const search: Translations["search"] = {};

export default search;
