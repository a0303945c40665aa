/** What the browser loads of the fr texts with every page: the rest comes when a page needs it (app/components/translation.tsx). */
import consent from "../consent/fr";
import core from "../core/fr";

export default { ...core, consent };
