/**
 * How long a page's render may take (ADR 029). One place for the server (render slots, render
 * cache, /healthz) and for the render itself (app/entry.server.tsx).
 */

/** Remix's stream timeout: deferred data not there by then is given up (exported by app/entry.server.tsx). */
export const STREAM_TIMEOUT_MS = 5_000;

/**
 * The longest a render runs: React is stopped then (what was not ready is left to the browser), a
 * second after the stream timeout so that Remix's own timeout is written out first. A render holds
 * its slot no longer than this, and visitors waiting for another's render of the same page wait no
 * longer either, whatever the render still waits for.
 */
export const RENDER_LIMIT_MS = STREAM_TIMEOUT_MS + 1_000;
