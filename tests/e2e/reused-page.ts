/**
 * The end-to-end tests' `test`, whose `page` is one browser page per worker and set of context
 * options, reused from test to test and reset between them, instead of a new context and page per
 * test (ADR 042).
 *
 * On the project's machines a new context with its first page costs about 3.3 s of CPU, a visit in
 * a page already open about 0.5 s: a renderer process started for every test was a third of the
 * suite. Between two tests the page is reset to what a new one would be for the next test: no
 * cookies, no local or session storage, an empty HTTP cache (so that a test still sees every
 * request a first visit makes), no routes, listeners, extra headers, permissions or emulated media,
 * the options' viewport, the mouse at the corner, no other page open, and a document of its own
 * rather than the last test's (so that a first `goto` is a full navigation). A test that failed, or
 * closed its page, leaves it to be thrown away. A test that changes what cannot be reset (an init
 * script) asks for a page of its own with `test.use({ freshPage: true })`.
 */
import { test as base, type BrowserContext, type BrowserContextOptions, type CDPSession, type Page } from "@playwright/test";

type Reused = { context: BrowserContext; page: Page; cdp: CDPSession };

/** The page events a test may listen to; their listeners are removed after it. */
const PAGE_EVENTS = [
  "console",
  "dialog",
  "download",
  "filechooser",
  "frameattached",
  "framedetached",
  "framenavigated",
  "load",
  "domcontentloaded",
  "pageerror",
  "popup",
  "request",
  "requestfailed",
  "requestfinished",
  "response",
  "websocket",
] as const;

/** The page as a new one would be, on the same origin (see the module's comment). */
async function reset({ context, page, cdp }: Reused, options: BrowserContextOptions): Promise<void> {
  for (const other of context.pages()) if (other !== page) await other.close();
  for (const event of PAGE_EVENTS) page.removeAllListeners(event);
  await page.unrouteAll({ behavior: "ignoreErrors" });
  await context.unrouteAll({ behavior: "ignoreErrors" });
  await context.clearCookies();
  await context.clearPermissions();
  await context.setOffline(false);
  await page.setExtraHTTPHeaders({});
  await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null, forcedColors: null });
  if (options.viewport && JSON.stringify(page.viewportSize()) !== JSON.stringify(options.viewport)) {
    await page.setViewportSize(options.viewport);
  }
  await page.mouse.move(0, 0);
  await cdp.send("Network.clearBrowserCache");
  const { origin, protocol } = new URL(page.url());
  if (protocol !== "http:" && protocol !== "https:") return;
  // Storage belongs to the origin of the document the page shows.
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  // A document of the same origin (the same renderer, so cheap), neither a page of the app nor the last test's.
  await page.goto(`${origin}/robots.txt`);
}

export const test = base.extend<{ freshPage: boolean }, { reusedPages: Map<string, Reused> }>({
  freshPage: [false, { option: true }],
  reusedPages: [
    // eslint-disable-next-line no-empty-pattern -- Playwright's fixtures take their dependencies as a pattern
    async ({}, use) => {
      const pages = new Map<string, Reused>();
      await use(pages);
      for (const reused of pages.values()) await reused.context.close();
    },
    { scope: "worker" },
  ],
  // Playwright reads a fixture's dependencies from the names it destructures (a rest property is
  // refused), so the context options are named here and again in the object built from them.
  context: async (
    {
      freshPage,
      reusedPages,
      browser,
      baseURL,
      javaScriptEnabled,
      locale,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      colorScheme,
      timezoneId,
      extraHTTPHeaders,
      contextOptions,
    },
    use,
    testInfo,
  ) => {
    const options: BrowserContextOptions = {
      ...contextOptions,
      baseURL,
      javaScriptEnabled,
      locale,
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      colorScheme,
      timezoneId,
      extraHTTPHeaders,
    };
    if (freshPage) {
      const context = await browser.newContext(options);
      await use(context);
      await context.close();
      return;
    }
    const key = JSON.stringify(options);
    let reused = reusedPages.get(key);
    if (reused && !reused.page.isClosed()) {
      await reset(reused, options);
    } else {
      const context = await browser.newContext(options);
      const page = await context.newPage();
      reused = { context, page, cdp: await context.newCDPSession(page) };
      reusedPages.set(key, reused);
    }
    await use(reused.context);
    if (testInfo.status !== testInfo.expectedStatus || reused.page.isClosed()) {
      reusedPages.delete(key);
      await reused.context.close();
    }
  },
  page: async ({ context, freshPage, reusedPages }, use) => {
    if (freshPage) {
      await use(await context.newPage());
      return;
    }
    const reused = [...reusedPages.values()].find((candidate) => candidate.context === context);
    if (!reused) throw new Error("the reused context has no page");
    await use(reused.page);
  },
});
