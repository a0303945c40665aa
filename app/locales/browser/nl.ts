/** What the browser loads of the nl texts with every page (the footer's newsletter form needs the forms' texts): the rest comes when a page needs it (app/components/translation.tsx). */
import consent from "../consent/nl";
import core from "../core/nl";
import forms from "../forms/nl";

export default { ...core, consent, forms };
