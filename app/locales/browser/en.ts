/** What the browser loads of the en texts with every page (the footer's newsletter form needs the forms' texts): the rest comes when a page needs it (app/components/translation.tsx). */
import consent from "../consent/en";
import core from "../core/en";
import forms from "../forms/en";

export default { ...core, consent, forms };
