import { useTranslation } from "~/components/translation";
import { Icon } from "../icons";
import { useHydrated } from "../use-hydrated";
import { useScrolledPast } from "./use-scroll-threshold";

export const BACK_TO_TOP_THRESHOLD = 10;
export const BACK_TO_TOP_THROTTLE_MS = 100;
export const BACK_TO_TOP_DURATION_MS = 500;

const easeInOut = (x: number) => (x < 0.5 ? 2 * x * x : 1 - (-2 * x + 2) ** 2 / 2);

/**
 * Scrolls to the top in about `duration` ms, or at once for visitors who prefer reduced motion.
 * Animation frames can stall (a busy machine, a tab in the background); a timer then finishes the
 * scroll at once, so the visitor always reaches the top.
 */
export function scrollToTop(duration = BACK_TO_TOP_DURATION_MS): Promise<void> {
  const start = window.scrollY;
  if (start === 0 || window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
    window.scrollTo(0, 0);
    return Promise.resolve();
  }
  const began = performance.now();
  return new Promise((resolve) => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      window.clearTimeout(fallback);
      window.scrollTo(0, 0);
      resolve();
    };
    const fallback = window.setTimeout(finish, duration + 150);
    const step = (now: number) => {
      if (done) return;
      const progress = Math.max(0, Math.min(1, (now - began) / duration));
      if (progress === 1) return finish();
      window.scrollTo(0, start * (1 - easeInOut(progress)));
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

/**
 * The one back-to-top control, in the footer. Without JavaScript it is a plain link to #top there;
 * once the page runs JavaScript it floats in the corner from 10 px of scroll, scrolls up in about
 * 500 ms and moves focus to the top of the page.
 */
export function BackToTop() {
  const { t } = useTranslation();
  const floating = useHydrated();
  const scrolled = useScrolledPast(BACK_TO_TOP_THRESHOLD, { inclusive: true, throttleMs: BACK_TO_TOP_THROTTLE_MS });
  const hidden = floating && !scrolled;
  return (
    <a
      href="#top"
      className="back-to-top"
      data-floating={floating || undefined}
      data-visible={(floating && scrolled) || undefined}
      aria-hidden={hidden || undefined}
      tabIndex={hidden ? -1 : undefined}
      onClick={(event) => {
        event.preventDefault();
        void scrollToTop().then(() => document.getElementById("top")?.focus({ preventScroll: true }));
      }}
    >
      <Icon name="arrow-up" size={floating ? 22 : 16} />
      <span className="back-to-top-label">{t("shell.backToTop")}</span>
    </a>
  );
}
