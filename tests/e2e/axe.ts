/**
 * axe-core for the end-to-end tests, with JavaScript on and off, and a readable failure message.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
type AxeRunOptions = Parameters<AxeBuilder["options"]>[0];
export type AxeViolation = AxeResults["violations"][number];

/** One block per rule: id, impact and help, then every offending element with axe's summary. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map((violation) =>
      [
        `${violation.id} (${violation.impact ?? "?"}): ${violation.help} – ${violation.helpUrl}`,
        ...violation.nodes.map((node) => `  at ${node.target.join(" ")}\n    ${(node.failureSummary ?? "").replace(/\n/g, "\n    ")}`),
      ].join("\n"),
    )
    .join("\n\n");
}

/** The axe-core that @axe-core/playwright injects (its own dependency), read once per worker. */
const axeSource = readFileSync(
  createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright")).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** Only violations get axe's full details: it saves about a third of the run. */
const RUN_OPTIONS: AxeRunOptions = { resultTypes: ["violations"] };

type WindowWithAxe = { axe?: { run(context: Document, options: AxeRunOptions): Promise<AxeResults> } };

/**
 * All of axe's rules over the page. A page of one frame (every page here unless a test has opened
 * a video or a tag's frame) gets axe.run in the page itself: the same rules and results as
 * AxeBuilder, which runs axe in every frame and then puts the results together in a blank page of
 * its own, at a third of the cost. A page with frames gets AxeBuilder, so that axe looks into them.
 */
async function analyze(page: Page): Promise<AxeViolation[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page, axeSource }).options(RUN_OPTIONS).analyze()).violations;
  if (!(await page.evaluate(() => typeof (window as WindowWithAxe).axe?.run === "function"))) await page.evaluate(axeSource);
  return page.evaluate(async (options) => {
    const { axe } = window as WindowWithAxe;
    if (!axe) throw new Error("axe-core was not injected");
    return (await axe.run(document, options)).violations;
  }, RUN_OPTIONS);
}

/** One page with JavaScript per browser (so per worker) for the copies of pages without JavaScript, used in turn. */
const copyPages = new WeakMap<Browser, Promise<{ context: BrowserContext; page: Page }>>();
let copyTurn: Promise<unknown> = Promise.resolve();

function copyPage(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  let copy = copyPages.get(browser);
  if (!copy) {
    copy = browser.newContext({ javaScriptEnabled: true }).then(async (context) => ({ context, page: await context.newPage() }));
    copyPages.set(browser, copy);
  }
  return copy;
}

/**
 * The axe violations of the page as the visitor sees it now.
 *
 * With JavaScript off, axe cannot run in the page itself: a browser with scripting disabled runs
 * no timers and no promise callbacks, so axe never finishes. It runs instead on a copy of the
 * page's current DOM, served at the same URL to a browser context with JavaScript, where a
 * Content-Security-Policy keeps the page's own scripts from running and the contents of
 * <noscript> elements are shown, as a browser without JavaScript shows them.
 */
export async function axeViolations(page: Page, { javaScriptEnabled }: { javaScriptEnabled: boolean }): Promise<AxeViolation[]> {
  if (javaScriptEnabled) return analyze(page);

  const url = page.url();
  const html = await page.content();
  const browser = page.context().browser();
  if (!browser) throw new Error("axe without JavaScript needs the page's browser");
  const run = copyTurn.then(async () => {
    const { context, page: copy } = await copyPage(browser);
    await context.clearCookies();
    await context.addCookies(await page.context().cookies());
    const viewport = page.viewportSize();
    if (viewport) await copy.setViewportSize(viewport);
    const serve = (route: Parameters<Parameters<Page["route"]>[1]>[0]) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        headers: { "Content-Security-Policy": "script-src 'none'; object-src 'none'" },
        body: html,
      });
    await copy.route(url, serve);
    try {
      await copy.goto(url);
      await copy.evaluate(() => {
        for (const noscript of Array.from(document.querySelectorAll("noscript"))) {
          const template = document.createElement("template");
          template.innerHTML = noscript.textContent ?? "";
          noscript.replaceWith(template.content);
        }
      });
      return await analyze(copy);
    } finally {
      await copy.unroute(url, serve);
      // A blank page between copies: the next copy's URL may differ from this one only in its fragment.
      await copy.goto("about:blank");
    }
  });
  copyTurn = run.catch(() => undefined);
  return run;
}

/** Fails with every violation spelled out (rule, element, what to fix). */
export async function expectNoAxeViolations(page: Page, options: { javaScriptEnabled: boolean }): Promise<void> {
  const violations = await axeViolations(page, options);
  expect(
    violations.map((v) => v.id),
    `axe violations on ${page.url()}:\n${describeViolations(violations)}`,
  ).toEqual([]);
}
