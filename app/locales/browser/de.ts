/** What the browser loads of the de texts with every page (the footer's newsletter form needs the forms' texts): the rest comes when a page needs it (app/components/translation.tsx). */
import consent from "../consent/de";
import core from "../core/de";
import forms from "../forms/de";

export default { ...core, consent, forms };
