/**
 * Links to one of the page's forms (the property page's "contact us" near the price, the contact
 * bar's Request information and Book a visit: FormLink in app/components/property/contact-forms.tsx).
 * Without JavaScript they are fragment links (Chromium opens a closed <details> holding the
 * target). With JavaScript, from before hydration on (the page's body is hydrated at the visitor's
 * first act, ADR 026), one listener follows them: it opens the disclosure, scrolls to the form,
 * moves the keyboard there (the disclosure's summary, or the section) and writes the fragment
 * into the address without a history entry. Left to the browser, a fragment link before
 * hydration makes a history entry the router then takes for a return to the page, and restores
 * that page's old scroll position instead of the form's.
 */

/** The attribute that marks a link to one of the page's forms. */
export const FORM_LINK_ATTRIBUTE = "data-form-link";

function followFormLink(event: MouseEvent) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>(`a[${FORM_LINK_ATTRIBUTE}]`) : null;
  const target = link ? document.getElementById(decodeURIComponent(link.hash.slice(1))) : null;
  if (!link || !target) return;
  event.preventDefault();
  const details = target.closest("details");
  if (details) details.open = true;
  target.scrollIntoView();
  (details?.querySelector("summary") ?? target).focus({ preventScroll: true });
  window.history.replaceState(window.history.state, "", link.hash);
}

/**
 * entry.client: before hydration, and in the capture phase ahead of React's own listener, which
 * stops a click on a part still waiting to hydrate from going further.
 */
export function followFormLinks() {
  document.addEventListener("click", followFormLink, { capture: true });
}
