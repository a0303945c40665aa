import { useCallback, useRef } from "react";
import { RECAPTCHA_FIELD } from "~/forms/setup";
import { useNonce } from "../nonce";

type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

/**
 * reCAPTCHA v3 in the browser, only when the site key is configured (ADR 017): its script loads
 * when a form is first focused, and a submit waits for a fresh token, put in the hidden
 * "g-recaptcha-response" field, then goes on; should the token not come within the submit's wait
 * (Google slow or silent), the submit goes without one. Without JavaScript nothing of it exists and
 * the server does not ask for a token.
 */
export function useRecaptcha(siteKey: string | null, action: string) {
  const nonce = useNonce();
  const requested = useRef(false);
  /** A submit waits for its token: another submit meanwhile sends nothing more. */
  const holding = useRef(false);
  /** The submit the token (or the end of the wait) sends again, while it is being sent, goes as it is. */
  const released = useRef(false);

  /** onFocus of the form: load the script once. */
  const load = useCallback(() => {
    if (!siteKey || requested.current) return;
    requested.current = true;
    const script = document.createElement("script");
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    if (nonce) script.nonce = nonce;
    document.head.appendChild(script);
  }, [siteKey, nonce]);

  /**
   * Called at submit: true when the submit must wait for a token (it is sent again once the token
   * is there, or after `waitMs` without one); false when it may go now. The token is used once:
   * emptied as soon as the submit it was for has read it.
   */
  const holdForToken = useCallback(
    (formElement: HTMLFormElement, waitMs: number): boolean => {
      const input = formElement.elements.namedItem(RECAPTCHA_FIELD);
      const grecaptcha = window.grecaptcha;
      if (!siteKey || !(input instanceof HTMLInputElement)) return false;
      // The submit a token (or the end of the wait) sends, or one without Google's script: it goes as it is.
      if (released.current || !grecaptcha) return false;
      if (holding.current) return true;
      holding.current = true;
      let settled = false;
      const send = (token: string) => {
        if (settled) return;
        settled = true;
        clearTimeout(late);
        holding.current = false;
        released.current = true;
        input.value = token;
        formElement.requestSubmit();
        // That submit has read the token (FormData is read synchronously), or the browser's check
        // stopped it (a field emptied meanwhile): either way the next submit asks for a new one.
        released.current = false;
        input.value = "";
      };
      // Google slow or silent: the post goes without a token, as without JavaScript.
      const late = setTimeout(() => send(""), waitMs);
      grecaptcha.ready(() => {
        grecaptcha.execute(siteKey, { action: action.replace(/[^A-Za-z0-9_/]/g, "_") }).then(
          (token) => {
            if (!token) delete window.grecaptcha;
            send(token || "");
          },
          // Google unreachable: this post and the next go without a token.
          () => {
            delete window.grecaptcha;
            send("");
          },
        );
      });
      return true;
    },
    [siteKey, action],
  );

  return { load, holdForToken };
}
