/** What the browser loads of the nl texts with every page: the rest comes when a page needs it (app/components/translation.tsx). */
import consent from "../consent/nl";
import core from "../core/nl";

export default { ...core, consent };
