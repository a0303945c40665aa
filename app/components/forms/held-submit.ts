/**
 * A form of the kit sent before React has hydrated it (its code comes at the visitor's first act,
 * app/components/deferred.tsx) is held, then sent again once it is hydrated, so that the browser
 * checks it first as it does every later submit. Should it not be hydrated within HOLD_MS, it goes
 * as it is and the server checks it, as without JavaScript.
 */
import { actNow } from "~/components/deferred";

const HOLD_MS = 3_000;
const hydratedForms = new WeakSet<HTMLFormElement>();
const waiting = new Map<HTMLFormElement, () => void>();
const released = new WeakSet<HTMLFormElement>();

/** Called by the form kit once React has hydrated (or rendered) the form. */
export function markFormHydrated(form: HTMLFormElement) {
  hydratedForms.add(form);
  waiting.get(form)?.();
}

function holdUntilHydrated(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !form.classList.contains("lead-form") || hydratedForms.has(form)) return;
  if (released.delete(form)) return; // not hydrated in time: the browser sends it
  event.preventDefault();
  if (waiting.has(form)) return;
  const submitter = event.submitter;
  const hydrated = new Promise<boolean>((done) => {
    waiting.set(form, () => done(true));
    setTimeout(() => done(false), HOLD_MS);
  });
  actNow();
  void hydrated.then((inTime) => {
    waiting.delete(form);
    if (!inTime) released.add(form);
    form.requestSubmit(submitter instanceof HTMLButtonElement ? submitter : undefined);
  });
}

/** entry.client: before hydration, so that it sees every submit first. */
export function holdSubmitsUntilHydrated() {
  window.addEventListener("submit", holdUntilHydrated, true);
}
