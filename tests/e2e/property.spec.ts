/**
 * Property and project pages, with JavaScript (project "js") and without ("no-js"), in the four
 * languages: fields, price, EPC, headings and titles from the facts, the gallery by keyboard,
 * click-to-load videos, the sold and rented outcomes, 404, the redirects, the project's units, and axe.
 * Paths are written out, not computed by the app.
 */
import { expect, type Page } from "@playwright/test";
import { test } from "./reused-page";
import snapshot from "../../data/catalogue/snapshot.json" with { type: "json" };
import type { Catalogue } from "../../app/catalogue/schema";
import { expectNoAxeViolations } from "./axe";
import { TEXTS, waitForHydration } from "./site";

const catalogue = snapshot as unknown as Catalogue;
const project = catalogue.projects[0]!;
const byId = (id: number) => {
  const found = catalogue.listings.find((listing) => listing.ID === id);
  if (!found) throw new Error(`no listing ${id}`);
  return found;
};

const NAMUR_RENTAL = 4211030; // Wallonia, for rent with charges, 4 pictures
const TERVUREN_OFFICE = 4209690; // Flanders, price on request, a YouTube video
const IXELLES_RENTED = 4116760;
const GEMBLOUX_SOLD = 4191543;
const LIEGE_FLAT = 4203358; // for rent, 2 bedrooms: Luik in Dutch, Lüttich in German
const SERAING_HOUSE = 4222482; // for rent, charges not known
const BRUSSELS_FLAT = 4220119; // for sale, "… avec cave"

const PATHS = {
  [NAMUR_RENTAL]: {
    fr: "/fr/a-louer/namur/appartement-2-chambres-a-louer-libre-rapidement/4211030/",
    nl: "/nl/te-huur/namur/appartement-2-chambres-a-louer-libre-rapidement/4211030/",
    en: "/en/for-rent/namur/appartement-2-chambres-a-louer-libre-rapidement/4211030/",
    de: "/de/zu-vermieten/namur/appartement-2-chambres-a-louer-libre-rapidement/4211030/",
  },
  [TERVUREN_OFFICE]: {
    fr: "/fr/a-vendre/tervuren/bureaux-de-355-m-avec-parkings/4209690/",
    nl: "/nl/te-koop/tervuren/bureaux-de-355-m-avec-parkings/4209690/",
  },
  [IXELLES_RENTED]: { fr: "/fr/a-louer/ixelles/maison-4-chambres-avec-jardin/4116760/" },
  [GEMBLOUX_SOLD]: { en: "/en/for-sale/gembloux/maison-5-chambres-a-rafraichir-quartier-calme/4191543/" },
  [LIEGE_FLAT]: { de: "/de/zu-vermieten/liege/appartement-2-chambres-de-117-m-avec-cave/4203358/" },
  [SERAING_HOUSE]: { en: "/en/for-rent/seraing/maison-4-facades-2-chambres-avec-garage/4222482/" },
  [BRUSSELS_FLAT]: { fr: "/fr/a-vendre/bruxelles/appartement-1-chambre-de-98-m-avec-cave/4220119/" },
} as const;
const PROJECT_PATHS = {
  fr: "/fr/projects/wavre/residence-les-jardins-de-la-dyle/4105230/",
  en: "/en/projects/wavre/residence-les-jardins-de-la-dyle/4105230/",
  nl: "/nl/projecten/wavre/residence-les-jardins-de-la-dyle/4105230/",
};

/** Hosts of videos and tours: nothing may be requested from them before the visitor asks. */
const MEDIA_HOSTS = /(youtube|youtu\.be|ytimg|vimeo|facebook|fbcdn|fb\.watch|matterport|tvl\.|yisual)/;

/** Which photo the gallery strip shows (the slide whose left edge is the strip's), 1-based; 0 when between two. */
async function shownPhoto(page: Page): Promise<number> {
  return page.locator(".gallery-strip").evaluate((strip) => {
    const left = strip.getBoundingClientRect().left;
    const slides = Array.from(strip.querySelectorAll("li"));
    return slides.findIndex((slide) => Math.abs(slide.getBoundingClientRect().left - left) < 2) + 1;
  });
}

async function open(page: Page, path: string, javaScriptEnabled: boolean, status = 200) {
  const response = await page.goto(path, { waitUntil: "domcontentloaded" });
  expect(response?.status(), `status of ${path}`).toBe(status);
  if (javaScriptEnabled) await waitForHydration(page);
}

test.describe("property page", () => {
  test("fr: fields, price with charges, Walloon EPC, contact, JSON-LD; axe", async ({ page, javaScriptEnabled }) => {
    const t = TEXTS.fr.property;
    await open(page, PATHS[NAMUR_RENTAL].fr, javaScriptEnabled);
    const listing = byId(NAMUR_RENTAL);
    await expect(page.locator("h1")).toHaveText(listing.TypeDescription);
    await expect(page.locator(".property-price")).toHaveText("€\u00a0820 par mois + €\u00a0135 de charges");
    await expect(page).toHaveTitle("Appartement avec 2 chambres à louer à Namur, 116 m² – réf. 4211030");
    await expect(page.locator(".property-place")).toHaveText("Rue de la Chapelle 134 bte 18, 5000 Namur");

    const field = (key: string) => page.locator(`[data-field="${key}"]`);
    await expect(field("bedrooms").locator("dt")).toHaveText(t.fields.bedrooms);
    await expect(field("bedrooms").locator("dd")).toHaveText("2");
    await expect(field("surfaceLiving").locator("dd")).toHaveText("116 m²");
    await expect(field("totalEnergy").locator("dd")).toHaveText("61.097 kWh par an");
    await expect(field("epcValidUntil").locator("dd")).toHaveText("26-3-2034");
    await expect(field("lift").locator("dd")).toHaveText("Oui");
    await expect(field("showerRooms")).toHaveCount(0);

    const epc = page.locator("img.epc-label");
    await expect(epc).toHaveAttribute("src", "/images/epc/wallonia/f.png");
    await expect(epc).toHaveAttribute("alt", "Label PEB F (Région wallonne)");
    expect((await page.request.get("/images/epc/wallonia/f.png")).status()).toBe(200);

    const contact = page.getByRole("complementary", { name: t.contact.title });
    await expect(contact.getByRole("link", { name: "Appelez-nous au 081 22 33 44" })).toHaveAttribute("href", "tel:+3281223344");

    const ld = JSON.parse((await page.locator('article.property script[type="application/ld+json"]').textContent()) ?? "{}");
    expect(ld).toMatchObject({
      "@type": "RealEstateListing",
      offers: { "@type": "Offer", price: 820, priceCurrency: "EUR", itemOffered: { "@type": "Apartment" } },
    });
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /^Dans un environnement verdoyant/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/.+\?w=1360$/);

    await expectNoAxeViolations(page, { javaScriptEnabled });
  });

  test("fr: the headline and the details say the same: '… 1 chambre de 98 m² avec cave' has a cellar @no-js-only", async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, PATHS[BRUSSELS_FLAT].fr, javaScriptEnabled);
    await expect(page.locator("h1")).toHaveText("Appartement 1 chambre de 98 m² avec cave");
    const field = (key: string) => page.locator(`[data-field="${key}"] dd`);
    await expect(field("cellar")).toHaveText("Oui");
    await expect(field("bedrooms")).toHaveText("1");
    await expect(field("surfaceLiving")).toHaveText("98 m²");
  });

  test("nl: Flemish EPC and flood / urban-planning items, price on request, breadcrumb @no-js-only", async ({
    page,
    javaScriptEnabled,
  }) => {
    const t = TEXTS.nl.property;
    await open(page, PATHS[TERVUREN_OFFICE].nl, javaScriptEnabled);
    await expect(page.locator("h1")).toHaveText("Kantoren te koop in Tervuren");
    await expect(page.locator(".property-price")).toHaveText(TEXTS.nl.price.onRequest);
    await expect(page.locator("img.epc-label")).toHaveAttribute("src", "/images/epc/flanders/f.png");
    await expect(page.locator('[data-field="uniqueCode"] dd')).toHaveText("20190710-0002545523-NRES-1");
    const planning = page.locator(".property-section-planning");
    await expect(planning.getByRole("heading", { level: 2 })).toHaveText(t.sections.planning);
    for (const key of [
      "floodPlot",
      "floodBuilding",
      "buildingPermit",
      "areaApplication",
      "summons",
      "judicialDecision",
      "preemptiveRight",
      "allotmentPermit",
    ] as const) {
      await expect(planning.locator("dt", { hasText: t.fields[key] })).toHaveCount(1);
    }
    await expect(page.locator('[data-field="registrationRights"]')).toHaveCount(0);
    const crumbs = page.getByRole("navigation", { name: TEXTS.nl.shell.breadcrumb, exact: true }).getByRole("listitem");
    await expect(crumbs).toHaveCount(3);
    await expect(crumbs.last()).toHaveText("Kantoren te koop in Tervuren");
    await expectNoAxeViolations(page, { javaScriptEnabled });
  });

  test("nl: a property the agency also described in Dutch reads in Dutch, not a French sentence on the page; one described in French only says so (ADR 048)", async ({
    page,
    javaScriptEnabled,
  }) => {
    // A flat in Leuven, described in French and in Dutch in the bundled catalogue.
    await open(page, "/nl/te-koop/leuven/bel-appartement-renove-au-rez-de-chaussee/4219380/", javaScriptEnabled);
    await expect(page.locator("h1")).toHaveText("Appartement met 3 slaapkamers en terras");
    const description = page.locator(".property-description");
    await expect(description).toHaveAttribute("lang", "nl");
    await expect(description).toHaveText(
      "Dit appartement in Leuven ligt op het gelijkvloers en biedt 139 m² woonruimte. Er zijn 3 slaapkamers en 1 badkamer. " +
        "Verder: een terras van 21 m², een kelder en een lift. Gebouwd in 1955, gerenoveerd in 2020. EPC-label F (571 kWh/m² per jaar). " +
        "Vrij bij akte. Een bezoek plant u eenvoudig via deze pagina.",
    );
    await expect(page.locator(".description-language")).toHaveCount(0);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Dit appartement in Leuven ligt op het gelijkvloers/,
    );
    // Nothing in French on the page, the similar listings' cards included: only the language switcher's link names French.
    await expect(page.locator('main [lang="fr"]')).toHaveCount(0);
    for (const words of ["Bel appartement", "rez-de-chaussée", " avec ", " chambres"])
      await expect(page.locator("main")).not.toContainText(words);
    await expectNoAxeViolations(page, { javaScriptEnabled });

    // The same flat in French: the agency's French text, no note.
    await open(page, "/fr/a-vendre/leuven/bel-appartement-renove-au-rez-de-chaussee/4219380/", javaScriptEnabled);
    await expect(page.locator("h1")).toHaveText("Bel appartement rénové au rez-de-chaussée");
    await expect(page.locator(".property-description")).toHaveAttribute("lang", "fr");
    await expect(page.locator(".description-language")).toHaveCount(0);

    // A flat in Namur, described in French only: the French, marked so, and a note in Dutch (in English on the English page).
    await open(page, PATHS[NAMUR_RENTAL].nl, javaScriptEnabled);
    await expect(page.locator(".property-description")).toHaveAttribute("lang", "fr");
    await expect(page.locator(".property-description")).toContainText(byId(NAMUR_RENTAL).Description.slice(0, 60));
    await expect(page.locator(".description-language")).toHaveText("Het kantoor schreef deze beschrijving in het Frans.");
    await open(page, PATHS[NAMUR_RENTAL].en, javaScriptEnabled);
    await expect(page.locator(".description-language")).toHaveText("The agency wrote this description in French.");
    await expectNoAxeViolations(page, { javaScriptEnabled });
  });

  test("nl, de: heading, title and description from the facts in the page's language, the French headline marked lang=fr @no-js-only", async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, PATHS[NAMUR_RENTAL].nl, javaScriptEnabled);
    await expect(page.locator("h1")).toHaveText("Appartement met 2 slaapkamers te huur in Namen");
    await expect(page.locator('.property-subtitle[lang="fr"]')).toHaveText(byId(NAMUR_RENTAL).TypeDescription);
    await expect(page).toHaveTitle("Appartement met 2 slaapkamers te huur in Namen, 116 m² – ref. 4211030");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      "Appartement met 2 slaapkamers te huur in Namen. €\u00a0820 per maand + €\u00a0135 kosten. Bewoonbare oppervlakte: 116 m² · Badkamers: 1 · Energieklasse: F. Referentie 4211030.",
    );

    await open(page, PATHS[LIEGE_FLAT].de, javaScriptEnabled);
    await expect(page.locator("h1")).toHaveText("Wohnung mit 2 Schlafzimmern zu vermieten in Lüttich");
    await expect(page.locator('.property-subtitle[lang="fr"]')).toHaveText("Appartement 2 chambres de 117 m² avec cave");
    await expect(page).toHaveTitle(/^Wohnung mit 2 Schlafzimmern zu vermieten in Lüttich/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      "content",
      /^Wohnung mit 2 Schlafzimmern zu vermieten in Lüttich\. €\u00a01\.050 pro Monat/,
    );
  });

  test("en: a rental whose charges are not known says so @no-js-only", async ({ page, javaScriptEnabled }) => {
    await open(page, PATHS[SERAING_HOUSE].en, javaScriptEnabled);
    await expect(page.locator(".property-price")).toHaveText("€\u00a01.450 per month, charges not known");
    await expect(page.locator('[data-field="chargesRenter"] dd')).toHaveText("Not known");
  });

  test("en: the gallery works by keyboard, and without JavaScript every picture is reachable", async ({ page, javaScriptEnabled }) => {
    const t = TEXTS.en.property.gallery;
    await open(page, PATHS[NAMUR_RENTAL].en, javaScriptEnabled);
    const total = byId(NAMUR_RENTAL).Pictures.length;
    const slides = page.locator(".gallery-strip li");
    await expect(slides).toHaveCount(total);
    const first = slides.first().locator("img");
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("fetchpriority", "high");
    // Steps between 600 and 1360 px: a 650-px slot need not download the 1360-px file.
    const srcset = await first.getAttribute("srcset");
    expect(srcset).toMatch(/\?w=400 400w, .+\?w=600 600w, .+\?w=800 800w, .+\?w=1024 1024w, .+\?w=1360 1360w$/);
    expect((await page.request.get(srcset!.split(", ")[2]!.split(" ")[0]!)).status()).toBe(200);
    // The first photo is fetched with the page: preloaded with the same srcset and sizes.
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute("imagesrcset", srcset!);
    await expect(preload).toHaveAttribute("imagesizes", (await first.getAttribute("sizes"))!);
    await expect(preload).toHaveAttribute("fetchpriority", "high");
    await expect(first).toHaveAttribute("width", "1600");
    // The server sends the other photos lazy; with JavaScript the progressive loader may already have
    // started those near the viewport (spec §9), so the page's own HTML is what is read here.
    const html = await (await page.request.get(PATHS[NAMUR_RENTAL].en)).text();
    const stripImages = [...html.slice(html.indexOf('class="gallery-strip')).matchAll(/<img[^>]*>/g)].map((m) => m[0]);
    expect(stripImages[0]).toMatch(/loading="eager"/);
    expect(stripImages[1]).toMatch(/loading="lazy"/);
    if (!javaScriptEnabled) await expect(slides.nth(1).locator("img")).toHaveAttribute("loading", "lazy");

    const strip = page.getByRole("region", { name: t.region });
    await expect(strip).toHaveAttribute("tabindex", "0");
    const thumbnails = page.getByRole("navigation", { name: t.thumbnails }).getByRole("link");
    await expect(thumbnails).toHaveCount(total);

    if (javaScriptEnabled) {
      const status = page.locator(".gallery-status");
      await expect(status).toHaveAttribute("aria-live", "polite");
      await expect(status).toHaveText(`Photo 1 of ${total}`);
      await page.getByRole("button", { name: t.next }).focus();
      await page.keyboard.press("Enter");
      await expect(status).toHaveText(`Photo 2 of ${total}`);
      await strip.focus();
      await page.keyboard.press("ArrowRight");
      await expect(status).toHaveText(`Photo 3 of ${total}`);
      await expect.poll(() => shownPhoto(page)).toBe(3);
      await page.keyboard.press("ArrowLeft");
      await expect(status).toHaveText(`Photo 2 of ${total}`);
      await page.getByRole("button", { name: t.previous }).click();
      await expect(status).toHaveText(`Photo 1 of ${total}`);
      await thumbnails.last().focus();
      await page.keyboard.press("Enter");
      await expect(status).toHaveText(`Photo ${total} of ${total}`);
      await expect(thumbnails.last()).toHaveAttribute("aria-current", "true");
      await expect.poll(() => shownPhoto(page)).toBe(total);
      await expect(slides.last()).toBeInViewport({ ratio: 0.9 });
    } else {
      // Each thumbnail is a link to its picture's anchor.
      await thumbnails.nth(2).focus();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/#photo-3$/);
      await expect.poll(() => shownPhoto(page)).toBe(3);
      await expect(slides.nth(2)).toBeInViewport({ ratio: 0.9 });
      await expect(slides.nth(2).locator("img")).toHaveAttribute("alt", /photo 3 of 4$/);
    }
  });

  test("a video loads nothing from its host until the visitor asks", async ({ page, javaScriptEnabled }) => {
    const external: string[] = [];
    page.on("request", (request) => {
      if (MEDIA_HOSTS.test(new URL(request.url()).hostname)) external.push(request.url());
    });
    // Nothing leaves the machine in the tests: answer video hosts with an empty page.
    await page.route(MEDIA_HOSTS, (route) => route.fulfill({ status: 200, contentType: "text/html", body: "<title>video</title>" }));
    const t = TEXTS.fr.property.media;
    await open(page, PATHS[TERVUREN_OFFICE].fr, javaScriptEnabled);
    await page.locator(".property-media").scrollIntoViewIfNeeded();
    await page.waitForLoadState("load");
    const label = t.video.replace("{{provider}}", "YouTube");
    expect(external).toEqual([]);
    await expect(page.locator(".property-media img")).toHaveAttribute("src", /^\/media\//);

    // Before the visitor accepts social-media cookies (the players set theirs), the video opens on its own site.
    const link = page.getByRole("link", { name: new RegExp(label) });
    await expect(link).toHaveAttribute("href", "https://www.youtube.com/watch?v=Klvy04Q11Ad");
    if (javaScriptEnabled) {
      await page.getByRole("dialog").getByRole("button", { name: TEXTS.fr.consent.acceptAll, exact: true }).click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      const button = page.getByRole("button", { name: label });
      await button.click();
      const frame = page.locator(".media-frame iframe");
      await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/Klvy04Q11Ad?autoplay=1");
      await expect(frame).toHaveAttribute("title", /^Vidéo du bien/);
      await expect.poll(() => external.length).toBeGreaterThan(0);
    } else {
      await expect(link).toHaveAttribute("target", "_blank");
      await expect(link).toHaveAttribute("rel", /noopener/);
    }
  });

  test("the energy notice (spec §9): on a Flemish flat for sale labelled F, in Dutch and German; not on a Flemish office nor a Walloon flat", async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, "/nl/te-koop/leuven/x/4219380/", javaScriptEnabled);
    const notice = page.locator(".property-section-energy .energy-notice");
    await expect(notice).toHaveText(
      "Renovatieverplichting: wie in Vlaanderen een woning met EPC-label E of F koopt, met een akte vanaf 2023, moet ze binnen 5 jaar na de akte renoveren tot minstens label D.",
    );
    await open(page, "/de/zu-verkaufen/leuven/x/4219380/", javaScriptEnabled);
    // Five years in German too (the spec's German text said six; ADR 043).
    await expect(notice).toContainText("innerhalb von 5 Jahren nach der Urkunde mindestens auf Label D");
    await expectNoAxeViolations(page, { javaScriptEnabled });
    // An office labelled F in Flanders (its own rules), a rental in Wallonia: no notice.
    await open(page, PATHS[TERVUREN_OFFICE].nl, javaScriptEnabled);
    await expect(page.locator("img.epc-label")).toHaveAttribute("src", "/images/epc/flanders/f.png");
    await expect(page.locator(".energy-notice")).toHaveCount(0);
    await open(page, PATHS[NAMUR_RENTAL].fr, javaScriptEnabled);
    await expect(page.locator(".energy-notice")).toHaveCount(0);
  });

  test("a property for sale takes offers, one for rent applications: each links to its form's page, a 404 for the other kind", async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, PATHS[TERVUREN_OFFICE].fr, javaScriptEnabled);
    const contact = page.locator(".property-contact");
    await expect(contact.getByRole("link", { name: "Faire une offre" })).toHaveAttribute("href", `/fr/demande/offre/${TERVUREN_OFFICE}/`);
    await expect(contact.getByRole("link", { name: "Poser sa candidature" })).toHaveCount(0);
    await open(page, PATHS[NAMUR_RENTAL].en, javaScriptEnabled);
    await expect(contact.getByRole("link", { name: "Make an offer" })).toHaveCount(0);
    await contact.getByRole("link", { name: "Apply to rent" }).click();
    await expect(page).toHaveURL(new RegExp(`/en/request/rent/${NAMUR_RENTAL}/$`));
    await expect(page.locator("h1")).toHaveText("Apply to rent a property");
    await expectNoAxeViolations(page, { javaScriptEnabled });
    // The terms of spec §9 before the fields: 3 months' deposit, 3 × the rent, at most 6 persons.
    await expect(page.locator("main .form-terms")).toHaveText(
      /^Terms of this rental: a deposit of 3 months' rent; a net monthly household income of at least €\s[\d.]+; at most 6 persons\.$/,
    );
    // The form pages: each for its kind of listing only.
    expect((await page.request.get(`/fr/demande/offre/${TERVUREN_OFFICE}/`)).status()).toBe(200);
    expect((await page.request.get(`/fr/demande/offre/${NAMUR_RENTAL}/`)).status()).toBe(404);
    expect((await page.request.get(`/en/request/rent/${TERVUREN_OFFICE}/`)).status()).toBe(404);
  });

  test("spec §8: a property without photos says so where they would be, on its page and its card; one without documents says so instead of the form", async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, "/fr/a-vendre/herstal/x/4037486/", javaScriptEnabled);
    await expect(page.locator("main .gallery-no-photos")).toHaveText("Il n'y a pas encore de photos de ce bien.");
    // A shared link shows the agency's picture instead.
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /\/media\/banner-namur\.jpg\?w=1360$/);
    await expectNoAxeViolations(page, { javaScriptEnabled });
    // Its card in the list of Herstal's properties for sale.
    await open(page, "/en/for-sale/?city=Herstal%7C4040", javaScriptEnabled);
    const card = page.locator(".listing-card", { has: page.locator('a[href$="/4037486/"]') });
    await expect(card.locator(".no-photos")).toHaveText("No photos yet");
    await expect(card.locator("img")).toHaveCount(0);
    // Its documents are listed above the form (a plot: no floor plan, no EPC).
    await open(page, "/fr/a-vendre/herstal/x/4037486/", javaScriptEnabled);
    await page.locator("details#request-documents > summary").click();
    await expect(page.locator("details#request-documents .documents-available")).toHaveText(
      "Documents que nous pouvons vous envoyer\u00a0: extrait cadastral, renseignements urbanistiques.",
    );
    await expect(page.locator("form#contact-documents")).toHaveCount(1);

    // A garage whose documents the agency does not have yet: the message, no form, on its page and the form's page.
    await open(page, "/nl/te-huur/brussel/x/4016402/", javaScriptEnabled);
    await page.locator("details#request-documents > summary").click();
    await expect(page.locator("details#request-documents .documents-none")).toContainText("Er zijn nog geen documenten voor dit pand.");
    await expect(page.locator("form#contact-documents")).toHaveCount(0);
    await open(page, "/nl/aanvraag/documenten/4016402/", javaScriptEnabled);
    await expect(page.locator("main .documents-none")).toContainText("Er zijn nog geen documenten voor dit pand.");
    await expect(page.locator("main form")).toHaveCount(0);
    await expectNoAxeViolations(page, { javaScriptEnabled });
  });

  test("rented and sold listings say so, without price, and are not indexed @no-js-only", async ({ page, javaScriptEnabled }) => {
    await open(page, PATHS[IXELLES_RENTED].fr, javaScriptEnabled);
    await expect(page.locator(".property-outcome")).toHaveText(TEXTS.fr.property.status.rented);
    await expect(page.locator(".property-price")).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    const similar = page.getByRole("link", { name: TEXTS.fr.property.status.similarLink });
    await expect(similar).toHaveAttribute("href", /^\/fr\/a-louer\/\?city=Ixelles%7C1050/);

    await open(page, PATHS[GEMBLOUX_SOLD].en, javaScriptEnabled);
    await expect(page.locator(".property-outcome")).toHaveText(TEXTS.en.property.status.sold);
    await expect(page.locator(".property-price")).toHaveCount(0);
  });

  test("an unknown id answers 404; a wrong slug or kind is sent to the canonical path @no-js-only", async ({ page, javaScriptEnabled }) => {
    await open(page, "/fr/a-vendre/namur/maison/9999999/", javaScriptEnabled, 404);
    await expect(page.locator("h1")).toHaveText(TEXTS.fr.notFound.title);
    expect((await page.request.get("/property/9999999/", { maxRedirects: 0 })).status()).toBe(404);
    expect((await page.request.get("/project/1/", { maxRedirects: 0 })).status()).toBe(404);

    const canonical = PATHS[NAMUR_RENTAL].nl;
    const wrongSlug = await page.request.get(`/nl/te-huur/namur/wrong-slug/${NAMUR_RENTAL}/?ref=mail`, { maxRedirects: 0 });
    expect(wrongSlug.status()).toBe(301);
    // A parameter the property page does not read is left out of its render, its redirect included (ADR 039).
    expect(wrongSlug.headers().location).toBe(canonical);
    const wrongKind = await page.request.get(`/nl/te-koop/namur/x/${NAMUR_RENTAL}/`, { maxRedirects: 0 });
    expect(wrongKind.status()).toBe(301);
    expect(wrongKind.headers().location).toBe(canonical);

    await open(page, `/fr/a-louer/liege/x/${NAMUR_RENTAL}/`, javaScriptEnabled);
    expect(new URL(page.url()).pathname).toBe(PATHS[NAMUR_RENTAL].fr);
  });

  test("/property/{id}/ and /project/{id}/ send the visitor to the page in their language", async ({ page, javaScriptEnabled }) => {
    const nl = await page.request.get(`/property/${NAMUR_RENTAL}/`, { maxRedirects: 0, headers: { "Accept-Language": "nl-BE,nl;q=0.9" } });
    expect(nl.status()).toBe(302);
    expect(nl.headers().location).toBe(PATHS[NAMUR_RENTAL].nl);
    const en = await page.request.get(`/project/${project.ID}/`, { maxRedirects: 0, headers: { "Accept-Language": "en" } });
    expect(en.headers().location).toBe(PROJECT_PATHS.en);
    // With JavaScript, a visit to a page in a language remembers it (the language cookie): the next one follows it.
    if (!javaScriptEnabled) return;
    await open(page, "/de/", javaScriptEnabled);
    await expect.poll(async () => (await page.context().cookies()).some((cookie) => cookie.name === "language")).toBe(true);
    await open(page, `/property/${NAMUR_RENTAL}/`, javaScriptEnabled);
    expect(new URL(page.url()).pathname).toBe(PATHS[NAMUR_RENTAL].de);
  });
});

test.describe("project page", () => {
  test("en: price range, categories, 8 units linking to their pages; a unit's breadcrumb; axe", async ({ page, javaScriptEnabled }) => {
    const t = TEXTS.en.property.project;
    await open(page, PROJECT_PATHS.en, javaScriptEnabled);
    await expect(page.locator("h1")).toHaveText(project.Name);
    await expect(page.locator(".property-price")).toHaveText("From €\u00a0264.000 to €\u00a0381.000");
    await expect(page.locator(".project-categories li")).toHaveText(["8 apartments"]);
    const units = page.getByRole("region", { name: t.units }).locator(".card-link");
    await expect(units).toHaveCount(8);
    const hrefs = await units.evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
    for (const href of hrefs) {
      expect(href).toMatch(new RegExp(`^/en/projects/wavre/residence-les-jardins-de-la-dyle/${project.ID}/`));
      expect((await page.request.get(href, { maxRedirects: 0 })).status(), href).toBe(200);
    }
    await expectNoAxeViolations(page, { javaScriptEnabled });

    await units.first().click();
    await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
    const crumbs = page.getByRole("navigation", { name: TEXTS.en.shell.breadcrumb, exact: true }).getByRole("listitem");
    await expect(crumbs).toHaveCount(4);
    await expect(crumbs.nth(2).getByRole("link")).toHaveAttribute("href", PROJECT_PATHS.en);
    await expect(crumbs.nth(2).getByRole("link")).toHaveText(project.Name);
  });

  test("nl: unit cards titled from the facts in Dutch, without a French line under them @no-js-only", async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, PROJECT_PATHS.nl, javaScriptEnabled);
    const cards = page.locator(".project-units .listing-card");
    await expect(cards).toHaveCount(8);
    for (const title of await cards.locator(".card-link").allTextContents()) {
      expect(title).toMatch(/^Appartement met \d slaapkamers? te koop in Waver$/);
    }
    // No French line under them (ADR 048).
    await expect(cards.locator('[lang="fr"]')).toHaveCount(0);
  });

  test("fr: the project page at the spec's French path; its units counted as French does, each at its own price @no-js-only", async ({
    page,
    javaScriptEnabled,
  }) => {
    await open(page, PROJECT_PATHS.fr, javaScriptEnabled);
    await expect(page.locator(".property-price")).toHaveText("De €\u00a0264.000 à €\u00a0381.000");
    await expect(page.locator(".project-categories li")).toHaveText(["8 appartements"]);
    await expect(page.locator(".project-units .card-link")).toHaveCount(8);
    // One apartment has one price: no unit says "à partir de".
    const prices = await page.locator(".project-units .listing-card .price").allTextContents();
    expect(prices).toHaveLength(8);
    for (const price of prices) expect(price).toMatch(/^€\u00a0\d{3}\.000$/);
  });
});
