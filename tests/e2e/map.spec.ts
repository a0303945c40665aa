/**
 * The maps (issue 22, ADR 041), as a visitor meets them. Without JavaScript: the server's drawing
 * beside the list, a numbered pin per card, the map in words, "List" / "Map" on a phone keeping
 * the filters. With JavaScript: nothing of the interactive map until the visitor asks; then the
 * map frame, which gets exactly one message 50 ms or more after it loaded, with the list's
 * properties; it ignores a message from another origin and a malformed one. A property whose
 * address is not published is never at its exact place in what the site sends.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./reused-page";
import snapshot from "../../data/catalogue/snapshot.json" with { type: "json" };
import { axeViolations, describeViolations } from "./axe";
import { FRAME_PAGE_PATHS, horizontalOverflow, waitForHydration } from "./site";

type SnapshotListing = { ID: number; PublishAddress: boolean; Latitude: number; Longitude: number };
const unpublished = (snapshot.listings as SnapshotListing[]).filter((listing) => !listing.PublishAddress);

/** The numbers the cards show ("On the map: 3" read as "3"), in the list's order. */
async function cardNumbers(page: Page): Promise<string[]> {
  return (await page.locator(".listing-card .card-pin").allInnerTexts()).map((text) => text.replace(/\D/g, ""));
}

/** Every message a map frame receives, with the time it came and the time the frame loaded (in every frame of the context). */
async function recordFrameMessages(page: Page) {
  await page.context().addInitScript(() => {
    if (window === window.top) return;
    const record = window as unknown as { mapMessages: { at: number; origin: string; data: unknown }[]; loadedAt: number | null };
    record.mapMessages = [];
    record.loadedAt = null;
    window.addEventListener("message", (event) =>
      record.mapMessages.push({ at: performance.now(), origin: event.origin, data: event.data }),
    );
    window.addEventListener("load", () => (record.loadedAt = performance.now()));
  });
}

test("without JavaScript at 320 px: the list, then its map one tap away with the filters kept; numbered pins, the map in words; axe at 0 @no-js-only", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto("/fr/a-vendre/?type=2");
  const numbers = await cardNumbers(page);
  expect(numbers.length).toBeGreaterThan(0);
  expect(numbers).toEqual(numbers.map((_, index) => String(index + 1)));
  // The list first; the map waits behind "Carte".
  await expect(page.locator(".list-map")).toBeHidden();
  expect(describeViolations(await axeViolations(page, { javaScriptEnabled: false }))).toBe("");

  const toMap = page.getByRole("link", { name: "Carte", exact: true });
  await toMap.focus();
  await page.keyboard.press("Enter");
  await page.waitForURL(/view=map/);
  expect(new URL(page.url()).searchParams.get("type"), "the filter is kept").toBe("2");
  await expect(page.locator(".listing-card").first()).toBeHidden();

  const drawing = page.getByRole("img", { name: /^\d+ biens? dans \d+ communes? : / });
  await expect(drawing).toBeVisible();
  // One numbered pin per card, the same numbers.
  expect(await drawing.locator("[data-pin]").evaluateAll((pins) => pins.map((pin) => pin.getAttribute("data-pin")))).toEqual(numbers);
  await expect(page.locator("#list-map-summary")).toHaveText(/^\d+ biens? dans \d+ communes? : .+\.$/);
  // Readable at 320 px: nothing sticks out sideways.
  const overflow = await horizontalOverflow(page);
  expect(overflow.offenders, JSON.stringify(overflow)).toEqual([]);
  // No interactive map without JavaScript: no frame, no button that would do nothing.
  await expect(page.locator("iframe")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Afficher la carte interactive" })).toHaveCount(0);
  expect(describeViolations(await axeViolations(page, { javaScriptEnabled: false }))).toBe("");
  await page.screenshot({ path: testInfo.outputPath("map-320.png") });

  await page.getByRole("link", { name: "Liste", exact: true }).click();
  await expect(page.locator(".listing-card").first()).toBeVisible();
  expect(new URL(page.url()).searchParams.get("view")).toBeNull();
  expect(new URL(page.url()).searchParams.get("type")).toBe("2");
});

test("a wide screen shows the list and its map side by side, and the property page where the property is @no-js-only", async ({ page }) => {
  await page.goto("/en/for-rent/");
  const map = page.locator(".list-map");
  const list = page.locator(".listings-with-map-list");
  await expect(map).toBeVisible();
  const [mapBox, listBox] = [await map.boundingBox(), await list.boundingBox()];
  expect(mapBox!.x, "the map to the right of the list").toBeGreaterThan(listBox!.x + listBox!.width - 1);
  await expect(page.getByRole("navigation", { name: "Show as" })).toBeHidden();

  await page.goto("/en/for-sale/leuven/bel-appartement-renove-au-rez-de-chaussee/4219380/"); // Leuven, address published
  await expect(page.getByRole("heading", { name: "Location" })).toBeVisible();
  await expect(page.locator("#list-map-summary")).toHaveText(/^On the map: .*Leuven\.$/);
  // The drawing is a picture of its own, below the fold: one pin, at the property's place.
  const drawing = page.locator(".list-map img.outline-map");
  await drawing.scrollIntoViewIfNeeded();
  await expect(drawing).toHaveJSProperty("complete", true);
  expect(await drawing.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  const svg = await (await page.request.get((await drawing.getAttribute("src"))!)).text();
  expect(svg.match(/data-pin="/g)).toHaveLength(1);
  expect(svg).not.toContain('stroke-dasharray="3 2"');
});

test("what the site sends never holds the exact place of an address that is not published @no-js-only", async ({ page, request }) => {
  expect(unpublished.length).toBeGreaterThan(10);
  // A coordinate as a whole number in the text ("50.8393", not a part of "50.83931").
  const has = (text: string, value: number) => new RegExp(`(?<![\\d.])${String(value).replace(".", "\\.")}(?!\\d)`).test(text);
  const exact = (text: string) =>
    unpublished.filter((listing) => has(text, listing.Latitude) && has(text, listing.Longitude)).map((listing) => listing.ID);
  // The lists (their HTML and the data of a client-side navigation) and the page of such a property.
  for (const path of ["/fr/a-vendre/", "/fr/a-vendre/?page=2", "/nl/te-huur/", "/en/search/?q=a", "/fr/a-vendre.data"]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(exact(await response.text()), path).toEqual([]);
  }
  await page.goto("/property/4220119/"); // Bruxelles, address not published
  expect(exact(await page.content())).toEqual([]);
  // Its drawing shows its area, not a pin.
  const svg = await (await request.get((await page.locator(".list-map img.outline-map").getAttribute("src"))!)).text();
  expect(exact(svg)).toEqual([]);
  expect(svg).toMatch(/class="outline-map-pin is-area" [^>]*data-pin="1"/);
  await expect(page.locator(".list-map-info")).toHaveText(
    /^1 property without a published address is shown by the area around it \(about 500 m\)\.$/,
  );
});

test.describe(() => {
  // The init script that records the frame's messages stays with its context: a page of its own.
  test.use({ freshPage: true });

  test("with JavaScript the map frame comes only when asked, gets exactly one message 50 ms or more after it loaded, with the list's properties @js-only", async ({
    page,
  }) => {
    await recordFrameMessages(page);
    const asked: string[] = [];
    page.on("request", (request) => {
      if (/\/en\/map\/|map-outline\.json|leaflet/.test(request.url())) asked.push(request.url());
    });
    await page.goto("/en/for-sale/");
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(asked, "nothing of the interactive map before the visitor asks").toEqual([]);

    const cards = page.locator(".listing-card");
    const titles = await cards.locator(".card-link").allInnerTexts();
    const prices = await cards.locator(".price").allInnerTexts();
    const hrefs = await cards.locator(".card-link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));

    const show = page.getByRole("button", { name: "Show the interactive map" });
    await show.focus();
    await page.keyboard.press("Enter");
    const frameElement = page.locator("iframe.list-map-frame");
    await expect(frameElement).toHaveAttribute("title", /^Interactive map: \d+ properties in \d+ towns: /);
    const frame = page.frameLocator("iframe.list-map-frame");
    await expect(frame.locator(".map-marker").first()).toBeVisible();
    // A little longer: a second message would have come by now.
    await page.waitForTimeout(500);
    const handle = await frameElement.elementHandle();
    const content = (await handle!.contentFrame())!;
    const { mapMessages, loadedAt } = await content.evaluate(() => {
      const record = window as unknown as {
        mapMessages: { at: number; origin: string; data: { type: string } & Record<string, unknown> }[];
        loadedAt: number;
      };
      return { mapMessages: record.mapMessages, loadedAt: record.loadedAt };
    });
    const maps = mapMessages.filter((message) => message.data.type === "map");
    expect(maps, "one map message").toHaveLength(1);
    expect(
      mapMessages.filter((message) => message.data.type !== "highlight"),
      "nothing else but highlights",
    ).toHaveLength(1);
    const [message] = maps;
    expect(message!.origin).toBe(new URL(page.url()).origin);
    expect(message!.at - loadedAt, "50 ms or more after the frame loaded").toBeGreaterThanOrEqual(50);
    const sent = message!.data as unknown as {
      properties: { number: number; title: string; price: string; href: string }[];
      mapType: string;
      marker: { src: string };
      ignore: number[];
      info: string | null;
    };
    expect(sent.properties.map((property) => property.title)).toEqual(titles);
    expect(sent.properties.map((property) => property.price)).toEqual(prices);
    expect(sent.properties.map((property) => property.href)).toEqual(hrefs);
    expect(sent.properties.map((property) => property.number)).toEqual(titles.map((_, index) => index + 1));
    expect(sent.mapType).toBe("outline");
    expect(sent.marker.src).toBe("/map-marker.svg");
    expect(sent.ignore).toEqual([]);
    expect(sent.info).toMatch(
      /without a published address are shown by the area around them|without a published address is shown by the area around it/,
    );
    await expect(frame.locator(".map-marker")).toHaveCount(titles.length);

    // Pointing at a card highlights its marker; pointing at a marker highlights its card.
    await cards.nth(2).hover();
    await expect(frame.getByRole("button", { name: new RegExp(`^3\\. `) })).toHaveClass(/is-highlighted/);
    await frame.getByRole("button", { name: new RegExp(`^11\\. `) }).hover(); // Waremme, away from the others
    await expect(cards.nth(10)).toHaveClass(/is-highlighted/);
    await expect(cards.nth(2)).not.toHaveClass(/is-highlighted/);

    // A marker, reached by the keyboard, opens its property's card; its link opens the property in the top window.
    const marker = frame.getByRole("button", { name: new RegExp(`^2\\. ${titles[1]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`) });
    await marker.focus();
    await page.keyboard.press("Enter");
    const link = frame.getByRole("link", { name: `Open ${titles[1]}` });
    await expect(link).toContainText(prices[1]!);
    await link.click();
    await page.waitForURL(`**${hrefs[1]}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(titles[1]!);
  });
});

test("the page with the interactive map, and the frame itself, have no axe violation @js-only", async ({ page }) => {
  await page.goto("/de/zu-verkaufen/");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Interaktive Karte anzeigen" }).click();
  await expect(page.frameLocator("iframe.list-map-frame").locator(".map-marker").first()).toBeVisible();
  expect(describeViolations(await axeViolations(page, { javaScriptEnabled: true }))).toBe("");
  // The next page of the list (a client-side navigation): the frame shows its properties.
  const firstCard = page.locator(".listing-card .card-link").first();
  const pageOneTitle = await firstCard.innerText();
  await page.locator("a[href*='page=2']").first().click();
  await page.waitForURL(/page=2/);
  await expect(firstCard).not.toHaveText(pageOneTitle);
  const firstTitle = await firstCard.innerText();
  await expect(page.frameLocator("iframe.list-map-frame").getByRole("button", { name: `1. ${firstTitle}`, exact: false })).toBeAttached();
  // Asked once, the next list of the visit shows the interactive map at once.
  await page.goto("/de/zu-vermieten/");
  await expect(page.frameLocator("iframe.list-map-frame").locator(".map-marker").first()).toBeVisible();
  await page.getByRole("button", { name: "Interaktive Karte schließen" }).click();
  await expect(page.getByRole("img", { name: /Immobilien? in \d+ Gemeinden?/ })).toBeVisible();
});

/** A valid map message of one property. */
const PLANTED = {
  type: "map",
  properties: [
    {
      id: 4219380,
      number: 1,
      title: "Planted",
      price: "€ 1",
      position: { lat: 50.88, lng: 4.7, area: null },
      href: "/en/",
      picture: "/logo.svg",
    },
  ],
  info: null,
  mapType: "outline",
  marker: { src: "/map-marker.svg", width: 30, height: 40 },
  ignore: [],
};

test("the frame ignores a message from another origin and a malformed one, and logs both @js-only", async ({ page }) => {
  const warnings: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "warning") warnings.push(message.text());
  });
  // A malformed message from the site's own page: ignored, logged, nothing drawn; a good one after it is drawn.
  await page.goto("/en/for-sale/");
  await waitForHydration(page);
  const framePath = FRAME_PAGE_PATHS["map-frame"].en;
  await page.evaluate(async (src) => {
    const frame = document.createElement("iframe");
    frame.id = "test-frame";
    frame.title = "test";
    frame.src = src;
    document.body.append(frame);
    await new Promise((resolve) => frame.addEventListener("load", resolve));
  }, framePath);
  const frame = page.frameLocator("#test-frame");
  await expect(frame.locator("html[data-hydrated]")).toBeAttached();
  await page.evaluate(() => {
    const target = (document.getElementById("test-frame") as HTMLIFrameElement).contentWindow!;
    target.postMessage({ type: "map", properties: "all of them" }, window.location.origin);
  });
  await expect.poll(() => warnings.join("\n")).toContain("map frame: a malformed message was ignored");
  await page.waitForTimeout(200);
  await expect(frame.locator(".map-marker")).toHaveCount(0);

  // From another origin. No other site can reach the frame in a browser: it may only be framed by
  // the site's pages (CSP frame-ancestors 'self') and a window another site opens is cut off from it
  // (Cross-Origin-Opener-Policy). So the message the browser would deliver from another origin is
  // made here, with that origin, and a valid map in it.
  await frame.locator("body").evaluate((body, data) => {
    window.dispatchEvent(new MessageEvent("message", { data, origin: "https://evil.example", source: window.parent }));
  }, PLANTED);
  await expect.poll(() => warnings.join("\n")).toContain("map frame: a message from https://evil.example was ignored");
  await page.waitForTimeout(200);
  await expect(frame.locator(".map-marker")).toHaveCount(0);

  // The same map from the site's own page is drawn: the frame still works after both.
  await page.evaluate((data) => {
    const target = (document.getElementById("test-frame") as HTMLIFrameElement).contentWindow!;
    target.postMessage(data, window.location.origin);
  }, PLANTED);
  await expect(frame.getByRole("button", { name: "1. Planted, € 1" })).toBeVisible();
});

test("a property's page fetches its map's message only when the visitor asks, and the frame shows the property @js-only", async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (/\/map-drawing\/.+\.json$/.test(request.url())) fetched.push(request.url());
  });
  await page.goto("/en/for-sale/leuven/bel-appartement-renove-au-rez-de-chaussee/4219380/");
  await waitForHydration(page);
  const title = await page.getByRole("heading", { level: 1 }).innerText();
  expect(fetched).toEqual([]);
  await page.getByRole("button", { name: "Show the interactive map" }).click();
  const marker = page.frameLocator("iframe.list-map-frame").getByRole("button", { name: `1. ${title}` });
  await expect(marker).toBeVisible();
  expect(fetched).toHaveLength(1);
});
