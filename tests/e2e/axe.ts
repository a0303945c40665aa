/**
 * axe-core for the end-to-end tests, with JavaScript on and off, and a readable failure message.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";

type AxeResults = Awaited<ReturnType<AxeBuilder["analyze"]>>;
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

/** Only violations get axe's full details: it saves about a third of the run. */
const analyze = (page: Page) => new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();

/** One context with JavaScript per browser (so per worker) for the copies of pages without JavaScript. */
const copyContexts = new WeakMap<Browser, Promise<BrowserContext>>();

function copyContext(browser: Browser): Promise<BrowserContext> {
  let context = copyContexts.get(browser);
  if (!context) {
    context = browser.newContext({ javaScriptEnabled: true });
    copyContexts.set(browser, context);
  }
  return context;
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
  if (javaScriptEnabled) return (await analyze(page)).violations;

  const url = page.url();
  const html = await page.content();
  const browser = page.context().browser();
  if (!browser) throw new Error("axe without JavaScript needs the page's browser");
  const context = await copyContext(browser);
  await context.clearCookies();
  await context.addCookies(await page.context().cookies());
  const copy = await context.newPage();
  try {
    const viewport = page.viewportSize();
    if (viewport) await copy.setViewportSize(viewport);
    await copy.route(url, (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/html; charset=utf-8",
        headers: { "Content-Security-Policy": "script-src 'none'; object-src 'none'" },
        body: html,
      }),
    );
    await copy.goto(url);
    await copy.evaluate(() => {
      for (const noscript of Array.from(document.querySelectorAll("noscript"))) {
        const template = document.createElement("template");
        template.innerHTML = noscript.textContent ?? "";
        noscript.replaceWith(template.content);
      }
    });
    return (await analyze(copy)).violations;
  } finally {
    await copy.close();
  }
}

/** Fails with every violation spelled out (rule, element, what to fix). */
export async function expectNoAxeViolations(page: Page, options: { javaScriptEnabled: boolean }): Promise<void> {
  const violations = await axeViolations(page, options);
  expect(
    violations.map((v) => v.id),
    `axe violations on ${page.url()}:\n${describeViolations(violations)}`,
  ).toEqual([]);
}
