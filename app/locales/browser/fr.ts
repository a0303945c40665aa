/** What the browser loads of the fr texts with every page (the footer's newsletter form needs the forms' texts): the rest comes when a page needs it (app/components/translation.tsx). */
import consent from "../consent/fr";
import core from "../core/fr";
import forms from "../forms/fr";

export default { ...core, consent, forms };
