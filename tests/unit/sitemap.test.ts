/** The sitemaps (issue 6 §1): an index of sitemaps within the protocol's limits, built once per catalogue version. */
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildSitemaps, getSitemaps, sitemapSections } from "~/catalogue/sitemap.server";
import { catalogueSchema } from "~/catalogue/schema";
import type { Language } from "~/i18n/languages";
import { hreflangAlternates } from "~/routing/hreflang";
import { seoMeta } from "~/routing/seo";
import { catalogueInDatabase } from "./catalogue-in-database";
import { makeCatalogue } from "./catalogue-store-fixture";

const LANGS: Language[] = ["fr", "nl", "en", "de"];
const OPTIONS = { origin: "https://www.example.be", languages: LANGS, defaultLanguage: "fr" as const };
const snapshot = catalogueSchema.parse(JSON.parse(readFileSync("data/catalogue/snapshot.json", "utf8")));

const count = (xml: string, pattern: RegExp) => xml.match(pattern)?.length ?? 0;
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe("hreflang alternates", () => {
  it("names every enabled language, then x-default as the default language's URL", () => {
    expect(hreflangAlternates((lang) => `https://x.be/${lang}/`, { languages: ["nl", "fr"], defaultLanguage: "fr" })).toEqual([
      { hreflang: "nl", href: "https://x.be/nl/" },
      { hreflang: "fr", href: "https://x.be/fr/" },
      { hreflang: "x-default", href: "https://x.be/fr/" },
    ]);
  });
});

describe("sitemaps", () => {
  it("split 20,001 listings in four languages into sitemaps of at most 50,000 URLs, named in the index", async () => {
    const catalogue = makeCatalogue(20_001);
    const { index, files } = await buildSitemaps(await sitemapSections(await catalogueInDatabase(catalogue), LANGS), OPTIONS);

    expect([...files.keys()]).toEqual(["pages.xml", "listings-1.xml", "listings-2.xml"]);
    expect(locs(index)).toEqual([
      "https://www.example.be/sitemaps/pages.xml",
      "https://www.example.be/sitemaps/listings-1.xml",
      "https://www.example.be/sitemaps/listings-2.xml",
    ]);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');

    const listings1 = files.get("listings-1.xml")!.xml;
    const listings2 = files.get("listings-2.xml")!.xml;
    // 12,500 listings × 4 languages fill the first; the other 7,501 × 4 go to the second.
    expect(count(listings1, /<url>/g)).toBe(50_000);
    expect(count(listings2, /<url>/g)).toBe(30_004);
    for (const { xml } of files.values()) {
      expect(count(xml, /<url>/g)).toBeLessThanOrEqual(50_000);
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(50 * 1024 * 1024);
    }
    // Every listing once per language, all its languages in the same sitemap.
    const ids = [...`${listings1}${listings2}`.matchAll(/<loc>[^<]*\/(\d+)\/<\/loc>/g)].map((match) => match[1]!);
    expect(ids).toHaveLength(80_004);
    expect(new Set(ids).size).toBe(20_001);
    const first = new Set([...listings1.matchAll(/<loc>[^<]*\/(\d+)\/<\/loc>/g)].map((match) => match[1]!));
    const second = new Set([...listings2.matchAll(/<loc>[^<]*\/(\d+)\/<\/loc>/g)].map((match) => match[1]!));
    expect([...first].filter((id) => second.has(id))).toEqual([]);
  });

  it("also cuts on size, never inside a page's languages", async () => {
    const { files } = await buildSitemaps(await sitemapSections(await catalogueInDatabase(makeCatalogue(10)), LANGS), {
      ...OPTIONS,
      maxBytes: 8_000,
    });
    const listingFiles = [...files.keys()].filter((name) => name.startsWith("listings-"));
    expect(listingFiles.length).toBeGreaterThan(1);
    for (const name of listingFiles) {
      const { xml, urls } = files.get(name)!;
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(8_000);
      expect(urls % 4).toBe(0);
    }
  });

  it("lists the pages, the project and the available properties of the snapshot with their alternates", async () => {
    const { files } = await buildSitemaps(await sitemapSections(await catalogueInDatabase(snapshot), LANGS), OPTIONS);
    const pages = files.get("pages.xml")!.xml;
    expect(locs(pages)).toContain("https://www.example.be/fr/a-vendre/");
    expect(locs(pages)).toContain("https://www.example.be/de/zu-vermieten/");
    expect(pages).toMatch(/<loc>https:\/\/www\.example\.be\/fr\/projects\/wavre\/[^<]+\/4105230\/<\/loc>/);
    expect(pages).not.toContain("/fr/recherche/");
    const listings = files.get("listings-1.xml")!.xml;
    const available = snapshot.listings.filter((listing) => listing.Status === "available");
    expect(count(listings, /<url>/g)).toBe(available.length * 4);
    expect(listings).toMatch(
      /<loc>https:\/\/www\.example\.be\/nl\/te-koop\/[^/]+\/[^/]+\/\d{7}\/<\/loc><lastmod>\d{4}-\d\d-\d\d<\/lastmod>/,
    );
    const sold = snapshot.listings.find((listing) => listing.Status !== "available");
    if (sold) expect(listings).not.toContain(`/${sold.ID}/</loc>`);
  });

  it("gives a page the same alternates as the page's own head", async () => {
    const { files } = await buildSitemaps(await sitemapSections(await catalogueInDatabase(snapshot), LANGS), OPTIONS);
    const entry = files
      .get("pages.xml")!
      .xml.split("\n")
      .find((line) => line.startsWith("<url><loc>https://www.example.be/nl/te-koop/</loc>"))!;
    const inSitemap = [...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1], match[2]]);
    expect(inSitemap).toEqual([
      ["fr", "https://www.example.be/fr/a-vendre/"],
      ["nl", "https://www.example.be/nl/te-koop/"],
      ["en", "https://www.example.be/en/for-sale/"],
      ["de", "https://www.example.be/de/zu-verkaufen/"],
      ["x-default", "https://www.example.be/fr/a-vendre/"],
    ]);
    const head = seoMeta(
      { title: "Te koop", description: "" },
      { origin: OPTIONS.origin, siteName: "X", lang: "nl", languages: LANGS, defaultLanguage: "fr", page: "for-sale", params: {} },
    )
      .filter((meta) => (meta as { rel?: string }).rel === "alternate")
      .map((meta) => [(meta as { hrefLang: string }).hrefLang, (meta as { href: string }).href]);
    expect(head).toEqual(inSitemap);
  });

  /** A context whose catalogue can be replaced (an import), with or without PUBLIC_URL. */
  async function sitemapContext(listings: number, PUBLIC_URL?: string) {
    const context = {
      catalogue: { get: async () => context.current },
      current: await catalogueInDatabase(makeCatalogue(listings)),
      site: { enabledLanguages: LANGS, config: { defaultLanguage: "fr" } },
      env: { PUBLIC_URL },
    };
    return context as typeof context & Parameters<typeof getSitemaps>[0];
  }
  const requestTo = (origin: string) => new Request(`${origin}/sitemap.xml`);

  it("is built once per catalogue version, and again after an import", async () => {
    const context = await sitemapContext(3, "https://www.example.be");
    const first = await getSitemaps(context, requestTo("https://www.example.be"));
    expect(await getSitemaps(context, requestTo("https://www.example.be"))).toBe(first);
    context.current = { ...(await catalogueInDatabase(makeCatalogue(4))), version: 2 };
    const second = await getSitemaps(context, requestTo("https://www.example.be"));
    expect(second).not.toBe(first);
    expect(count(gunzipSync(second.files.get("listings-1.xml")!.gzip).toString("utf8"), /<url>/g)).toBe(16);
    expect(await getSitemaps(context, requestTo("https://www.example.be"))).toBe(second);
  });

  it("with PUBLIC_URL, names PUBLIC_URL's URLs whatever host a request came through, from one build", async () => {
    const context = await sitemapContext(3, "https://www.example.be");
    const first = await getSitemaps(context, requestTo("https://www.example.be"));
    for (const host of ["http://10.0.0.7:3000", "http://evil.example", "http://localhost:3000"]) {
      expect(await getSitemaps(context, requestTo(host))).toBe(first);
    }
    expect(locs(first.index)[0]).toBe("https://www.example.be/sitemaps/pages.xml");
  });

  it("without PUBLIC_URL, serves requests alternating between hosts from the cache, each with its own URLs", async () => {
    const context = await sitemapContext(3);
    const local = await getSitemaps(context, requestTo("http://localhost:3000"));
    const loopback = await getSitemaps(context, requestTo("http://127.0.0.1:3000"));
    expect(locs(local.index)[0]).toBe("http://localhost:3000/sitemaps/pages.xml");
    expect(locs(loopback.index)[0]).toBe("http://127.0.0.1:3000/sitemaps/pages.xml");
    for (let n = 0; n < 3; n++) {
      expect(await getSitemaps(context, requestTo("http://localhost:3000"))).toBe(local);
      expect(await getSitemaps(context, requestTo("http://127.0.0.1:3000"))).toBe(loopback);
    }
    // Three hosts are kept; a fourth drops the one used least recently.
    const lan = await getSitemaps(context, requestTo("http://192.168.1.20:3000"));
    await getSitemaps(context, requestTo("http://localhost:3000"));
    await getSitemaps(context, requestTo("http://fourth.example"));
    expect(await getSitemaps(context, requestTo("http://localhost:3000"))).toBe(local);
    expect(await getSitemaps(context, requestTo("http://192.168.1.20:3000"))).toBe(lan);
    expect(await getSitemaps(context, requestTo("http://127.0.0.1:3000"))).not.toBe(loopback);
  });

  it("lets other requests be answered while it builds: no long stretch without a turn of the event loop", async () => {
    const context = await sitemapContext(10_000, "https://www.example.be");
    await context.catalogue.get();
    let longestGap = 0;
    let last = performance.now();
    let beating = true;
    const beat = () => {
      const now = performance.now();
      longestGap = Math.max(longestGap, now - last);
      last = now;
      if (beating) setImmediate(beat);
    };
    setImmediate(beat);
    const started = performance.now();
    await getSitemaps(context, requestTo("https://www.example.be"));
    const total = performance.now() - started;
    beating = false;
    // Built in one go, the sections and the XML took about half of the build without a pause.
    expect(longestGap).toBeLessThan(total / 4);
  });
});
