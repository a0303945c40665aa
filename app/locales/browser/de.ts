/** What the browser loads of the de texts with every page: the rest comes when a page needs it (app/components/translation.tsx). */
import consent from "../consent/de";
import core from "../core/de";

export default { ...core, consent };
