/**
 * The cookie consent of spec §4 on every page (ADR 020): the dialog when no choice is stored (the
 * server decides, from the consent cookie, so it never flashes), the tags the choice allows, and
 * the "Cookie settings" links that open the dialog again. The dialog is a native form: without
 * JavaScript it posts and comes back to the same page (303); with JavaScript a fetcher posts the
 * same form and the dialog closes in place. It sits in the page's flow, first, so it never covers
 * what has focus and never stops anyone reading the page.
 */
import { useFetcher, useLocation } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from "react";
import { useTranslation } from "~/components/translation";
import { CONSENT_CATEGORIES, DECLINE_ALL, type ConsentCategory, type ConsentChoice } from "~/consent/choice";
import { CONSENT_ACTION_PATH, CONSENT_FIELDS, RESET_PARAMETER, withoutReset } from "~/consent/consent-form";
import type { ConsentView } from "~/consent/view";
import type { Language } from "~/i18n/languages";
import { href } from "~/routing/route-table";
import { ConsentTags } from "./consent-tags";

type ConsentControls = {
  openSettings: (opener: HTMLElement) => void;
  /** The dialog when it is open, for <ConsentDialogSlot> to place. */
  dialog: ReactNode;
  /** What a screen reader hears once a choice is saved, for <ConsentStatus> to place. */
  status: string;
  /** The choice in force on this page (null before one). */
  choice: ConsentChoice | null;
  /** Preview mode: no dialog, so no link opens it. */
  preview: boolean;
};
const ConsentContext = createContext<ConsentControls | null>(null);

export function ConsentProvider({ consent, lang, children }: { consent: ConsentView; lang: Language; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(consent.dialog);
  const [choice, setChoice] = useState(consent.choice);
  // A new consent (more accepted, nothing withdrawn) waits the spec's 500 ms before the tags hear of
  // it; a withdrawal applies at once.
  const [wait, setWait] = useState(false);
  const [status, setStatus] = useState("");
  const opener = useRef<HTMLElement | null>(null);
  // The loader's word after a revalidation: only when it differs from the choice this page already
  // knows (another tab chose, ?setcookies in a client-side navigation). The revalidation that
  // follows the visitor's own choice brings that same choice, and must not close a dialog they
  // have opened again meanwhile.
  const loaded = JSON.stringify(consent.choice);
  const known = useRef(loaded);
  known.current = JSON.stringify(choice);
  useEffect(() => {
    if (loaded === known.current) return;
    setOpen(consent.dialog);
    setChoice(consent.choice);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded]);

  const openSettings = useCallback((element: HTMLElement) => {
    opener.current = element;
    setStatus("");
    setOpen(true);
    // Already open (no choice yet): focus moves to it all the same.
    requestAnimationFrame(() => document.getElementById(DIALOG_ID)?.focus());
  }, []);

  const close = () => {
    setOpen(false);
    // Focus goes back where it was: the link that opened the dialog (found again if the page was
    // rendered anew meanwhile), or the top of the page.
    const from = opener.current;
    opener.current = null;
    const returnFocus = () => {
      const again = from?.dataset["consentOpener"]
        ? document.querySelector<HTMLElement>(`[data-consent-opener="${from.dataset["consentOpener"]}"]`)
        : null;
      (from?.isConnected ? from : (again ?? document.getElementById("top")))?.focus();
    };
    requestAnimationFrame(returnFocus);
    // The page's data is read again after a choice; should that re-render drop focus to the body
    // meanwhile, it goes back (never away from where the visitor has put it since).
    for (const delay of [250, 1000]) {
      setTimeout(() => {
        if (document.activeElement === null || document.activeElement === document.body) returnFocus();
      }, delay);
    }
  };
  const chosen = (next: ConsentChoice) => {
    const before = choice ?? DECLINE_ALL;
    const categories = Object.keys(next) as (keyof ConsentChoice)[];
    setWait(
      categories.some((category) => next[category] && !before[category]) &&
        !categories.some((category) => before[category] && !next[category]),
    );
    setChoice(next);
    setStatus(t("consent.saved"));
    close();
  };
  // Escape closes a dialog opened again to change a choice, keeping the choice as it was.
  const dismiss = close;

  const dialog = open ? (
    <ConsentDialog initial={choice} cookies={consent.cookies} lang={lang} onChosen={chosen} onDismiss={choice ? dismiss : undefined} />
  ) : null;
  return (
    <ConsentContext.Provider value={{ openSettings, dialog, status, choice, preview: consent.preview }}>
      {children}
      <ConsentTags consent={consent} choice={choice} wait={wait} />
    </ConsentContext.Provider>
  );
}

/** The visitor's choice in force on this page, null before one (a video player waits for social media). */
export function useConsentChoice(): ConsentChoice | null {
  return useContext(ConsentContext)?.choice ?? null;
}

/** Where the dialog goes: first in the page after the skip link, in the flow (the shell places it). */
export function ConsentDialogSlot() {
  return <>{useContext(ConsentContext)?.dialog}</>;
}

/** A polite announcement once a choice is saved (the shell places it inside the main landmark). */
export function ConsentStatus() {
  return (
    <p className="visually-hidden consent-status" aria-live="polite">
      {useContext(ConsentContext)?.status}
    </p>
  );
}

const DIALOG_ID = "consent-dialog";

/** The page's address without ?setcookies: where the dialog returns to. */
const useReturnPath = () => withoutReset(useLocation());

function ConsentDialog({
  initial,
  cookies,
  lang,
  onChosen,
  onDismiss,
}: {
  initial: ConsentChoice | null;
  cookies: Record<ConsentCategory, string[]>;
  lang: Language;
  onChosen: (choice: ConsentChoice) => void;
  /** Set when the dialog was opened again to change a choice: Escape closes it. */
  onDismiss?: () => void;
}) {
  const reopened = onDismiss !== undefined;
  const { t } = useTranslation();
  const fetcher = useFetcher<{ choice: ConsentChoice }>();
  const returnTo = useReturnPath();
  const dialog = useRef<HTMLElement>(null);

  // Focus moves into the dialog when it opens: from a "Cookie settings" link, and on a page's first
  // load unless the visitor has already put it somewhere (a field clicked before the scripts ran) or
  // scrolled it out of sight (focus would pull them back to the top of the page).
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (reopened) return element.focus();
    const active = document.activeElement;
    const untouched = active === null || active === document.body;
    if (untouched && element.getBoundingClientRect().bottom > 0) element.focus({ preventScroll: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Escape inside the dialog closes it when it was opened again to change a choice.
  useEffect(() => {
    const element = dialog.current;
    if (!onDismiss || !element) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onDismiss();
    };
    element.addEventListener("keydown", onKey);
    return () => element.removeEventListener("keydown", onKey);
  }, [onDismiss]);

  const result = fetcher.data?.choice;
  useEffect(() => {
    if (result) onChosen(result);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [result]);

  return (
    <section
      ref={dialog}
      id={DIALOG_ID}
      className="consent-dialog"
      role="dialog"
      aria-labelledby="consent-title"
      aria-describedby="consent-intro"
      tabIndex={-1}
    >
      <div className="container">
        <h2 id="consent-title">{t("consent.title")}</h2>
        <p id="consent-intro">
          {t("consent.intro")} <a href={href("cookie-policy", lang)}>{t("consent.policyLink")}</a>
        </p>
        <form
          method="post"
          action={CONSENT_ACTION_PATH}
          onSubmit={(event) => {
            // With JavaScript the same form goes through the fetcher and asks for the choice back as data.
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            // The button pressed (FormData's own submitter argument is missing from older browsers).
            const button = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            if (button?.name) form.set(button.name, button.value);
            form.set(CONSENT_FIELDS.respond, "data");
            fetcher.submit(form, { method: "post", action: CONSENT_ACTION_PATH });
          }}
        >
          <input type="hidden" name={CONSENT_FIELDS.returnTo} value={returnTo} />
          <input type="hidden" name={CONSENT_FIELDS.respond} value="redirect" />
          <div className="consent-actions">
            <button type="submit" className="button" name={CONSENT_FIELDS.choice} value="none">
              {t("consent.decline")}
            </button>
            <button type="submit" className="button" name={CONSENT_FIELDS.choice} value="all">
              {t("consent.acceptAll")}
            </button>
          </div>
          <details className="consent-settings">
            <summary>{t("consent.changeSettings")}</summary>
            <p>{t("consent.changeLater", { settings: t("shell.cookieSettings") })}</p>
            <fieldset>
              <legend>{t("consent.categoriesLegend")}</legend>
              {CONSENT_CATEGORIES.map((category) => (
                <div key={category} className="consent-category">
                  <input
                    type="checkbox"
                    id={`consent-${category}`}
                    name={category === "necessary" ? undefined : CONSENT_FIELDS.category}
                    value={category}
                    defaultChecked={category === "necessary" || initial?.[category] === true}
                    disabled={category === "necessary"}
                    aria-describedby={`consent-${category}-text`}
                  />
                  <label htmlFor={`consent-${category}`}>
                    {t(`consent.categories.${category}.name`)}
                    {category === "necessary" ? ` (${t("consent.alwaysOn")})` : null}
                  </label>
                  <p id={`consent-${category}-text`}>
                    {t(`consent.categories.${category}.description`)}{" "}
                    {cookies[category].length > 0
                      ? t("consent.cookiesInCategory", { names: cookies[category].join(", ") })
                      : t("consent.noCookies")}
                  </p>
                </div>
              ))}
            </fieldset>
            <div className="consent-actions">
              <button type="submit" className="button" name={CONSENT_FIELDS.choice} value="selection">
                {t("consent.acceptSelection")}
              </button>
            </div>
          </details>
        </form>
      </div>
    </section>
  );
}

/**
 * "Cookie settings" (the footer, the cookie policy), in its list item or paragraph: opens the dialog
 * in place with JavaScript; a link to the same page with ?setcookies without, which clears the
 * choice so the dialog shows. Nothing at all in preview.
 */
export function CookieSettingsLink({ className, wrap: Wrap, children }: { className?: string; wrap: "li" | "p"; children: ReactNode }) {
  const controls = useContext(ConsentContext);
  const returnTo = useReturnPath();
  // Preview hides the dialog (spec §2): nothing there offers to open it.
  if (controls?.preview) return null;
  const [path, query = ""] = returnTo.split("?");
  const target = `${path}?${query ? `${query}&` : ""}${RESET_PARAMETER}`;
  return (
    <Wrap>
      <a
        href={target}
        className={className}
        rel="nofollow"
        data-consent-opener={Wrap === "li" ? "footer" : "policy"}
        onClick={(event) => {
          if (!controls) return;
          event.preventDefault();
          controls.openSettings(event.currentTarget);
        }}
      >
        {children}
      </a>
    </Wrap>
  );
}
