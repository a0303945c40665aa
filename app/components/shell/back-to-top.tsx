import { useTranslation } from "react-i18next";
import { Icon } from "../icons";
import { useScrolledPast } from "./use-scroll-threshold";

export const BACK_TO_TOP_THRESHOLD = 10;
export const BACK_TO_TOP_THROTTLE_MS = 100;
export const BACK_TO_TOP_DURATION_MS = 500;

const easeInOut = (x: number) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);

/** Scrolls to the top in about `duration` ms, or at once for visitors who prefer reduced motion. */
export function scrollToTop(duration = BACK_TO_TOP_DURATION_MS): Promise<void> {
  const start = window.scrollY;
  if (start === 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo(0, 0);
    return Promise.resolve();
  }
  const began = performance.now();
  return new Promise((resolve) => {
    const step = (now: number) => {
      const progress = Math.min(1, (now - began) / duration);
      window.scrollTo(0, start * (1 - easeInOut(progress)));
      if (progress < 1) requestAnimationFrame(step);
      else resolve();
    };
    requestAnimationFrame(step);
  });
}

/**
 * A floating button that appears from 10 px of scroll. It is a link to #top, so it works
 * without JavaScript too (the footer also has one); with JavaScript the scroll is animated
 * and focus moves to the top of the page.
 */
export function BackToTop() {
  const { t } = useTranslation();
  const visible = useScrolledPast(BACK_TO_TOP_THRESHOLD, { inclusive: true, throttleMs: BACK_TO_TOP_THROTTLE_MS });
  return (
    <a
      href="#top"
      className="back-to-top"
      data-visible={visible || undefined}
      aria-hidden={visible ? undefined : true}
      tabIndex={visible ? undefined : -1}
      onClick={(event) => {
        event.preventDefault();
        void scrollToTop().then(() => document.getElementById("top")?.focus({ preventScroll: true }));
      }}
    >
      <Icon name="arrow-up" size={22} />
      <span className="visually-hidden">{t("shell.backToTop")}</span>
    </a>
  );
}
