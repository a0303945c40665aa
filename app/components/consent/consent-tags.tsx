/**
 * The agency's tags on a page (ADR 020). Nothing at all when no tag is configured. Otherwise the
 * browser runtime (app/consent/tag-runtime.client.ts, its own chunk) is fetched once the visitor has
 * chosen: at once for a choice stored earlier or a withdrawal, after the spec's 500 ms for a new
 * consent; a withdrawal that concerns a tag already running reloads the page, the only way to stop
 * it. Each later change of page in the app (path or query) sends a page view. Without JavaScript,
 * the tag manager's and the pixel's own <noscript> fallbacks load, for the categories accepted only.
 */
import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { CONSENT_UPDATE_WAIT_MS, type ConsentChoice } from "~/consent/choice";
import { hasTags } from "~/consent/tags";
import type { ConsentView } from "~/consent/view";

const runtime = () => import("~/consent/tag-runtime.client");

export function ConsentTags({ consent, choice, wait }: { consent: ConsentView; choice: ConsentChoice | null; wait: boolean }) {
  const { pathname, search } = useLocation();
  const { tags } = consent;
  // The address of this page and of the one before it in the app (null: the document's referrer).
  const href = useRef<string | null>(null);
  const pageReferrer = useRef<string | null>(null);
  // Whether the choice has been applied in this document: page views wait for it.
  const applied = useRef(false);
  const choiceKey = choice ? JSON.stringify(choice) : null;

  useEffect(() => {
    if (!hasTags(tags) || !choice) return;
    const timer = setTimeout(
      () =>
        void runtime().then(({ applyConsent }) => {
          const mustReload = applyConsent(tags, choice, pageReferrer.current ?? document.referrer);
          applied.current = true;
          if (mustReload) window.location.reload();
        }),
      wait ? CONSENT_UPDATE_WAIT_MS : 0,
    );
    return () => clearTimeout(timer);
    // choiceKey stands for choice: a new choice, not a new object with the same flags (a choice
    // confirmed again sends nothing); `wait` belongs to the change that brought it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [choiceKey]);

  useEffect(() => {
    const before = href.current;
    href.current = window.location.href;
    // (React's development mode runs effects twice: the same address is no change of page.)
    if (before === null || before === window.location.href) return;
    pageReferrer.current = before;
    if (!hasTags(tags) || !choice || !applied.current) return;
    void runtime().then(({ sendPageView }) => sendPageView(tags, choice, window.location.href, before));
    // A page view per change of page (spec §7), not per render nor per jump to an anchor.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname, search]);

  const { frame, image } = consent.noscript;
  return (
    <>
      {frame ? (
        <noscript>
          <iframe src={frame} title="Google Tag Manager" width={0} height={0} hidden />
        </noscript>
      ) : null}
      {image ? (
        <noscript>
          <img src={image} alt="" width={1} height={1} hidden />
        </noscript>
      ) : null}
    </>
  );
}
