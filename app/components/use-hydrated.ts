import { useEffect, useState } from "react";

/** False on the server and in the first render in the browser (so that hydration matches), true after. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
