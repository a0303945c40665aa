/** What the browser loads of the en texts with every page: the rest comes when a page needs it (app/components/translation.tsx). */
import consent from "../consent/en";
import core from "../core/en";

export default { ...core, consent };
