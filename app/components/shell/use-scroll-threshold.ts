import { useEffect, useState } from "react";

/**
 * Whether the page is scrolled more than `threshold` pixels (or at least, when inclusive),
 * checked at most every `throttleMs` plus once at the end of a burst, so the state never
 * lags behind the final position. Always false while rendering on the server.
 */
export function useScrolledPast(threshold: number, { inclusive = false, throttleMs = 0 } = {}): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let last = 0;
    let trailing: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      last = Date.now();
      setPast(inclusive ? window.scrollY >= threshold : window.scrollY > threshold);
    };
    const onScroll = () => {
      clearTimeout(trailing);
      if (Date.now() - last >= throttleMs) check();
      else trailing = setTimeout(check, throttleMs);
    };
    check();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      clearTimeout(trailing);
    };
  }, [threshold, inclusive, throttleMs]);
  return past;
}
