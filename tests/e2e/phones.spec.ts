/**
 * Phones at 360 and 320 CSS px, in the four languages, as a person sees them: the property page's
 * contact bar breaks no word; the listing filters' selects show their whole text; the breadcrumb
 * wraps between items, never with a separator "›" starting a line; the cookie dialog's first layer
 * leaves most of a 360 × 740 screen to the page, with Decline and Agree all side by side and the same
 * size. Layout only: the server's HTML and CSS, without JavaScript, and the dialog again hydrated.
 * Runs in the "behaviour" project. (Reflow at 320 px, nothing sideways: reflow.spec.ts.)
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./reused-page";
import { CATALOGUE_PAGES, LANGUAGES, PAGE_TYPES, TEXTS, waitForHydration, type Language } from "./site";

const WIDTHS = [360, 320] as const;
/** The screen of the cookie dialog's rule: its first layer takes at most 40 % of 360 × 740. */
const SCREEN = { width: 360, height: 740 };
const MAX_DIALOG_SHARE = 0.4;
/** The smallest text the dialog may use (px), and the smallest target (WCAG 2.2 AA, 2.5.8). */
const MIN_FONT = 14;
const MIN_TARGET = 24;

/** The contact bar's links, as the site's data names them (data/site/pages.json), written out. */
const CONTACT_BAR: Record<Language, string[]> = {
  nl: ["Bellen", "Informatie aanvragen", "Bezoek aanvragen"],
  fr: ["Appeler", "Demande d'information", "Demande de visite"],
  en: ["Call", "Request information", "Book a visit"],
  de: ["Anrufen", "Informationen anfordern", "Besichtigung anfragen"],
};

/** The dialog's buttons, written out (spec §4 names them in English). */
const CONSENT: Record<Language, { title: string; decline: string; agree: string; settings: string }> = {
  nl: { title: "Cookies op deze website", decline: "Weigeren", agree: "Alles aanvaarden", settings: "Instellingen wijzigen" },
  fr: { title: "Les cookies sur ce site", decline: "Refuser", agree: "Tout accepter", settings: "Modifier les paramètres" },
  en: { title: "Cookies on this website", decline: "Decline", agree: "Agree all", settings: "Change settings" },
  de: { title: "Cookies auf dieser Website", decline: "Ablehnen", agree: "Alle akzeptieren", settings: "Einstellungen ändern" },
};

/**
 * The words of an element's visible text that the browser has laid out over more than one line: for
 * each word of each text node, a Range's line boxes (getClientRects); two boxes whose vertical
 * centres are more than half a line apart are two lines.
 */
async function wordsBrokenAcrossLines(locator: Locator): Promise<string[]> {
  return locator.evaluate((root) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      for (const match of text.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0);
        const first = boxes[0];
        if (first && boxes.some((box) => Math.abs(box.top + box.height / 2 - (first.top + first.height / 2)) > first.height / 2)) {
          broken.push(match[0]);
        }
      }
    }
    return broken;
  });
}

/**
 * Each select of the form whose options' text does not fit, chosen or not: the
 * width the browser gives the same select when it may size itself to that text (a copy beside it,
 * width auto, with the select's own font, padding, border and arrow) against the select's actual
 * width. A select clips its text without telling: scrollWidth stays equal to clientWidth, and its
 * content box still counts the space of the arrow.
 */
async function cutSelects(form: Locator): Promise<string[]> {
  return form.evaluate((root) => {
    const needed = (select: HTMLSelectElement, text: string) => {
      const copy = select.cloneNode(false) as HTMLSelectElement;
      copy.removeAttribute("id");
      copy.removeAttribute("name");
      copy.append(new Option(text));
      Object.assign(copy.style, { position: "absolute", visibility: "hidden", width: "auto", minWidth: "0", maxWidth: "none" });
      select.after(copy);
      const width = copy.getBoundingClientRect().width;
      copy.remove();
      return width;
    };
    const cut: string[] = [];
    for (const select of root.querySelectorAll("select")) {
      const width = select.getBoundingClientRect().width;
      const label = select.labels[0]?.textContent ?? select.name;
      for (const option of select.options) {
        const text = option.textContent ?? "";
        const wanted = needed(select, text);
        if (wanted > width + 0.5) {
          cut.push(`${label}: "${text}"${option.selected ? " (chosen)" : ""} needs ${Math.ceil(wanted)} px, has ${Math.floor(width)} px`);
        }
      }
    }
    return cut;
  });
}

/**
 * Each breadcrumb separator that starts a line: a separator "›" (the nav's own text) whose line is not
 * the line of the last character of the item before it. A separator drawn by CSS before an item
 * (li::before) stands on that item's first line.
 */
async function separatorsStartingALine(nav: Locator): Promise<{ separators: number; startingALine: string[] }> {
  return nav.evaluate((root) => {
    const lineOf = (box: DOMRect) => box.top + box.height / 2;
    const charBox = (node: Text, index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return [...range.getClientRects()].find((box) => box.width > 0) ?? null;
    };
    const textNodes = (element: Element) => {
      const nodes: Text[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
      return nodes;
    };
    // Every visible character of the list in order, with its line box, "›" marked as a separator.
    type Glyph = { char: string; box: DOMRect; item: number };
    const glyphs: Glyph[] = [];
    const items = [...root.querySelectorAll("li")];
    let separators = 0;
    items.forEach((item, index) => {
      const before = getComputedStyle(item, "::before").content;
      if (before.includes("›")) {
        // Drawn by CSS at the item's start: where the item's first character is.
        const first = textNodes(item).find((node) => /\S/.test(node.textContent ?? ""));
        const at = first ? (first.textContent ?? "").search(/\S/) : -1;
        const box = first ? charBox(first, at) : null;
        if (box) glyphs.push({ char: "›", box, item: index });
      }
      for (const node of textNodes(item)) {
        const text = node.textContent ?? "";
        for (let i = 0; i < text.length; i++) {
          if (/\s/.test(text[i]!)) continue;
          const box = charBox(node, i);
          if (box) glyphs.push({ char: text[i]!, box, item: index });
        }
      }
    });
    const startingALine: string[] = [];
    glyphs.forEach((glyph, index) => {
      if (glyph.char !== "›") return;
      separators++;
      const previous = glyphs[index - 1];
      if (!previous) return;
      if (Math.abs(lineOf(glyph.box) - lineOf(previous.box)) > previous.box.height / 2) {
        startingALine.push(`"›" before item ${glyph.item + 1} "${(items[glyph.item]?.textContent ?? "").replace("›", "").trim()}"`);
      }
    });
    return { separators, startingALine };
  });
}

async function dialogFigures(page: Page, names: (typeof CONSENT)[Language]) {
  const dialog = page.getByRole("dialog", { name: names.title, exact: true });
  await expect(dialog).toBeVisible();
  const decline = dialog.getByRole("button", { name: names.decline, exact: true });
  const agree = dialog.getByRole("button", { name: names.agree, exact: true });
  const settings = dialog.getByText(names.settings, { exact: true });
  const [box, declineBox, agreeBox, settingsBox] = await Promise.all([
    dialog.boundingBox(),
    decline.boundingBox(),
    agree.boundingBox(),
    settings.boundingBox(),
  ]);
  const smallestText = await dialog.evaluate((element) => {
    let smallest = Infinity;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !/\S/.test(node.textContent ?? "") || !parent.checkVisibility()) continue;
      smallest = Math.min(smallest, parseFloat(getComputedStyle(parent).fontSize));
    }
    return smallest;
  });
  return { dialog, decline, agree, box: box!, declineBox: declineBox!, agreeBox: agreeBox!, settingsBox: settingsBox!, smallestText };
}

/** What the contact bar of a property page shows at the width the page has now. */
async function expectContactBar(page: Page, lang: Language) {
  const bar = page.getByRole("navigation", { name: TEXTS[lang].property.contact.bar, exact: true });
  await expect.soft(bar).toBeVisible();
  const links = bar.getByRole("link");
  await expect.soft(links).toHaveCount(3);
  for (const [index, name] of CONTACT_BAR[lang].entries()) {
    const link = links.nth(index);
    await expect.soft(link).toHaveAccessibleName(name);
    expect.soft(await wordsBrokenAcrossLines(link), `words broken in "${name}"`).toEqual([]);
    // Its text stays inside the link's box (nothing cut or spilling over the next link).
    const fits = await link.evaluate((element) => element.scrollWidth <= element.clientWidth);
    expect.soft(fits, `"${name}" fits its link`).toBe(true);
  }
}

/** The breadcrumb at the width the page has now: it wraps between items, no line starting with a separator. */
async function expectBreadcrumb(page: Page, lang: Language, path: string) {
  const nav = page.getByRole("navigation", { name: TEXTS[lang].shell.breadcrumb, exact: true });
  const items = nav.getByRole("listitem");
  const count = await items.count();
  expect.soft(count, path).toBeGreaterThanOrEqual(2);
  const { separators, startingALine } = await separatorsStartingALine(nav);
  expect.soft(separators, `one separator between each two items on ${path}`).toBe(count - 1);
  expect.soft(startingALine, `lines starting with a separator on ${path}`).toEqual([]);
  // The separators are decoration: the trail a screen reader hears is the items' names alone.
  expect.soft(await nav.ariaSnapshot(), `what a screen reader hears on ${path}`).not.toContain("›");
}

for (const lang of LANGUAGES) {
  test.describe(`${lang} at ${WIDTHS.join(" and ")} px without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, locale: `${lang}-BE` });

    // Each page loaded once, then laid out at each width in turn (the server's HTML and CSS alone).
    test("the contact bar breaks no word and keeps each link's full name; every filter and unit select shows every choice whole; the breadcrumb wraps between items", async ({
      page,
    }) => {
      // Six pages, each at two widths.
      test.setTimeout(90_000);
      // The catalogue's addresses lead to their pages in the visitor's language.
      await page.setExtraHTTPHeaders({ "Accept-Language": lang });
      const atEachWidth = async (path: string, check: (width: number) => Promise<void>) => {
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 740 });
          await test.step(`${path} at ${width} px`, () => check(width));
        }
      };

      await page.goto(CATALOGUE_PAGES["property for sale"]!);
      await expect(page).toHaveURL(new RegExp(`/${lang}/`));
      await atEachWidth(CATALOGUE_PAGES["property for sale"]!, async () => {
        await expectContactBar(page, lang);
        await expectBreadcrumb(page, lang, CATALOGUE_PAGES["property for sale"]!);
      });

      // Any choice, not only the one chosen: the longest town name of the catalogue ("Sint-Lambrechts-Woluwe") included.
      for (const path of [PAGE_TYPES[lang]["for sale"]!, PAGE_TYPES[lang]["filtered list"]!]) {
        await page.goto(path);
        const form = page.locator("form.listing-filters");
        await expect(form.locator("select")).toHaveCount(4);
        await atEachWidth(path, async () => expect.soft(await cutSelects(form), "filter selects").toEqual([]));
      }

      // The new-build enquiry's unit select shows every unit whole.
      await page.goto(CATALOGUE_PAGES.project!);
      await expect(page).toHaveURL(new RegExp(`/${lang}/`));
      const enquiry = page.locator("form#contact-construction");
      await expect(enquiry.locator("select option").nth(1)).toBeAttached();
      await atEachWidth(CATALOGUE_PAGES.project!, async () => {
        expect.soft(await cutSelects(enquiry), "the unit select").toEqual([]);
        await expectBreadcrumb(page, lang, CATALOGUE_PAGES.project!);
      });

      for (const path of [CATALOGUE_PAGES["project unit"]!, PAGE_TYPES[lang].privacy!]) {
        await page.goto(path);
        await atEachWidth(path, () => expectBreadcrumb(page, lang, path));
      }
    });
  });

  for (const javaScriptEnabled of [false, true]) {
    test.describe(`${lang}: the cookie dialog's first layer, JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled, locale: `${lang}-BE` });

      test(`at ${SCREEN.width} × ${SCREEN.height}: at most ${MAX_DIALOG_SHARE * 100} % of the screen, Decline and Agree all side by side, the same size; the keyboard reaches each, its focus ring visible`, async ({
        page,
      }) => {
        await page.setViewportSize(SCREEN);
        await page.goto(`/${lang}/`);
        if (javaScriptEnabled) await waitForHydration(page);
        const figures = await dialogFigures(page, CONSENT[lang]);
        expect.soft(figures.box.y, "the dialog starts at the top of the page").toBe(0);
        expect
          .soft(figures.box.height, `the first layer's height (${((figures.box.height / SCREEN.height) * 100).toFixed(1)} % of the screen)`)
          .toBeLessThanOrEqual(SCREEN.height * MAX_DIALOG_SHARE);
        expect.soft(figures.declineBox.y, "Decline and Agree all on one row").toBe(figures.agreeBox.y);
        expect.soft(Math.abs(figures.declineBox.width - figures.agreeBox.width), "Decline and Agree all equally wide").toBeLessThan(1);
        expect.soft(figures.declineBox.height, "Decline and Agree all equally high").toBe(figures.agreeBox.height);
        expect.soft(figures.smallestText, "no text smaller than 14 px").toBeGreaterThanOrEqual(MIN_FONT);
        expect.soft(figures.settingsBox.height, "Change settings is a 24-px target").toBeGreaterThanOrEqual(MIN_TARGET);
        expect
          .soft(figures.settingsBox.y + figures.settingsBox.height, "Change settings is inside the first layer")
          .toBeLessThanOrEqual(figures.box.y + figures.box.height);
        // The same two buttons in one row at 320 px.
        await page.setViewportSize({ width: 320, height: SCREEN.height });
        const narrow = await dialogFigures(page, CONSENT[lang]);
        expect.soft(narrow.declineBox.y, "at 320 px, Decline and Agree all on one row").toBe(narrow.agreeBox.y);
        expect.soft(Math.abs(narrow.declineBox.width - narrow.agreeBox.width), "at 320 px, equally wide").toBeLessThan(1);
        expect.soft(narrow.declineBox.height, "at 320 px, equally high").toBe(narrow.agreeBox.height);
        expect
          .soft(narrow.declineBox.x + narrow.declineBox.width, "at 320 px, Decline left of Agree all")
          .toBeLessThanOrEqual(narrow.agreeBox.x);

        // Back at 360 px, from wherever focus starts (the page, or the dialog itself once hydrated), Tab reaches Decline.
        await page.setViewportSize(SCREEN);
        const { dialog, decline, agree } = figures;
        const settings = dialog.locator("summary", { hasText: CONSENT[lang].settings });
        for (let presses = 0; presses < 5 && !(await decline.evaluate((element) => element === document.activeElement)); presses++) {
          await page.keyboard.press("Tab");
        }
        for (const control of [decline, agree, settings]) {
          await expect(control).toBeFocused();
          await expect(control).toBeInViewport({ ratio: 1 });
          expect(await control.evaluate((element) => getComputedStyle(element).outlineStyle), "its focus shows").toBe("solid");
          await page.keyboard.press("Tab");
        }
      });
    });
  }
}
