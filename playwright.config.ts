import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { defineConfig, devices } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${PORT}`;

/**
 * The browser: Debian's headless shell (package chromium-headless-shell) where installed, which
 * does the same work as the full Chromium with about a third less CPU (ADR 052); otherwise Chromium.
 */
const CHROMIUM =
  process.env.CHROMIUM_PATH ?? (existsSync("/usr/bin/chromium-headless-shell") ? "/usr/bin/chromium-headless-shell" : "/usr/bin/chromium");

/** Specs that say themselves, per group, whether JavaScript is on; they run once, in "behaviour". */
const BEHAVIOUR_SPECS = /(shell|search|reflow|phones)\.spec\.ts$/;
/** Specs that run in a project of their own instead of once with and once without JavaScript. */
const ONE_PROJECT_SPECS = [/html-validity\.spec\.ts$/, BEHAVIOUR_SPECS];

/**
 * End-to-end tests against the production build (`npm run build` first), each page with
 * JavaScript on and with JavaScript off, in the machine's Chromium.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  // One more worker than the two cores of the project's machines: the server tests wait (on a
  // server starting, login delays, e-mails) while the browser tests compute (ADR 040).
  workers: Math.max(3, availableParallelism()),
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  // A test's and an expectation's time limits are for a hang, not a speed check: on a two-core
  // machine running three workers, a long flow (log in, visit, poll the portal; open the map's frame
  // and run axe in it) takes 30 s at times, and Leaflet's first markers more than 5 s (ADR 042).
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    trace: "off",
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // V8's baseline tiers only, without its optimizing compilers (Maglev, TurboFan): a test's
        // page runs its scripts for seconds, too short for an optimized copy to pay for its
        // compiling. The same results with about a tenth less CPU (ADR 057); Lighthouse
        // (bench/browser.ts) keeps V8 as a visitor's browser runs it.
        "--js-flags=--no-opt --no-maglev",
      ],
    },
  },
  projects: [
    // Every page, with JavaScript and without (pages.spec.ts and the specs of later issues).
    // A test tagged @js-only or @no-js-only runs in that project alone (pages.spec.ts: languages in turn).
    {
      name: "js",
      testIgnore: ONE_PROJECT_SPECS,
      grepInvert: /@no-js-only/,
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: true },
    },
    {
      name: "no-js",
      testIgnore: ONE_PROJECT_SPECS,
      grepInvert: /@js-only/,
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
    },
    // The Nu HTML Checker over every page's HTML, in one Java run.
    { name: "html", testMatch: /html-validity\.spec\.ts$/ },
    // Behaviours (shell, search, reflow at 320 px, phones at 360 and 320 px); each group says whether it runs with JavaScript or without.
    { name: "behaviour", testMatch: BEHAVIOUR_SPECS, use: { ...devices["Desktop Chrome"] } },
    // The server as a process: signals, raw requests and its log (tests/server/harness.ts starts its own
    // instances on SERVER_TEST_PORT, 3210 by default, and the ports after it), each from a copy of
    // a database the setup migrated and seeded once.
    { name: "server-setup", testDir: "tests/server", testMatch: /seeded-database\.setup\.ts$/ },
    {
      name: "server",
      testDir: "tests/server",
      testMatch: /\.spec\.ts$/,
      dependencies: ["server-setup"],
      use: { ...devices["Desktop Chrome"] },
    },
  ],
  webServer: {
    command: `rm -rf var/e2e-${PORT} && node build/server.js`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATABASE_URL: `file:var/e2e-${PORT}/site.db`,
      LOG_LEVEL: "warn",
      RATE_LIMIT_PER_MINUTE: "0",
      FORM_RATE_LIMIT_PER_MINUTE: "0",
      // Forms may be sent at once (the minimum fill time answers faster posts as spam).
      FORM_MIN_FILL_SECONDS: "0",
      MAIL_DIR: `var/e2e-${PORT}/mail`,
    },
  },
});
