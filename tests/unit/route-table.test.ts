import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import {
  PAGE_IDS,
  breadcrumbTrail,
  href,
  isPreviewPath,
  matchOriginalPath,
  matchPage,
  matchPattern,
  parseRouteId,
  pathPattern,
  routeId,
  translateOriginalPath,
} from "~/routing/route-table";

describe("route table", () => {
  it("gives the spec's French paths exactly", () => {
    expect(href("home", "fr")).toBe("/fr/");
    expect(href("for-sale", "fr")).toBe("/fr/a-vendre/");
    expect(href("for-rent", "fr")).toBe("/fr/a-louer/");
    expect(href("abroad", "fr")).toBe("/fr/nos-biens-en-espagne/");
  });

  it("gives every page a path in every language, under that language's prefix, all different", () => {
    const seen = new Set<string>();
    for (const page of PAGE_IDS) {
      for (const lang of LANGUAGES) {
        const path = pathPattern(page, lang);
        expect(path.startsWith(`/${lang}/`)).toBe(true);
        expect(path.endsWith("/")).toBe(true);
        expect(seen.has(path), `${path} used twice`).toBe(false);
        seen.add(path);
      }
    }
  });

  it("localizes the listing roots in all four languages", () => {
    expect(LANGUAGES.map((lang) => href("for-sale", lang))).toEqual([
      "/nl/te-koop/",
      "/fr/a-vendre/",
      "/en/for-sale/",
      "/de/zu-verkaufen/",
    ]);
  });

  it("matches a path back to its page and language", () => {
    expect(matchPage("/nl/te-huur/")).toEqual({ page: "for-rent", lang: "nl", params: {} });
    expect(matchPage("/de/zu-verkaufen")).toEqual({ page: "for-sale", lang: "de", params: {} });
    expect(matchPage("/fr/nothing-here/")).toBeNull();
    expect(matchPage("/")).toBeNull();
  });

  it("round-trips every page: href then matchPage, parameters included", () => {
    const params = { city: "namur", slug: "maison-4-facades", id: "4213587", projectSlug: "residence", projectId: "12" };
    for (const page of PAGE_IDS) {
      for (const lang of LANGUAGES) {
        const match = matchPage(href(page, lang, params));
        expect(match).toMatchObject({ page, lang });
        for (const [name, value] of Object.entries(match!.params)) expect(value).toBe(params[name as keyof typeof params]);
      }
    }
  });

  it("fills and reads route parameters", () => {
    expect(matchPattern("/fr/a-vendre/:city/:slug/:id/", "/fr/a-vendre/namur/maison-4-chambres/4213587/")).toEqual({
      city: "namur",
      slug: "maison-4-chambres",
      id: "4213587",
    });
    expect(matchPattern("/fr/a-vendre/:city/:id/", "/fr/a-vendre//12/")).toBeNull();
    expect(matchPattern("/fr/a-vendre/:id/", "/fr/a-vendre/%E0%A4%A/")).toBeNull();
  });

  it("knows the spec's unprefixed paths", () => {
    expect(matchOriginalPath("/for-rent/")).toEqual({ page: "for-rent", params: {} });
    expect(matchOriginalPath("/privacy-statement/")).toEqual({ page: "privacy", params: {} });
    expect(matchOriginalPath("/")).toEqual({ page: "home", params: {} });
    expect(matchOriginalPath("/nope/")).toBeNull();
  });

  it("translates original paths and falls back to home for an unresolved one", () => {
    expect(translateOriginalPath("/for-sale/", "nl")).toBe("/nl/te-koop/");
    expect(translateOriginalPath("l-agence", "fr")).toBe("/fr/l-agence/");
    expect(translateOriginalPath("/", "en")).toBe("/en/");
    expect(translateOriginalPath("/unknown/", "de")).toBe("/de/");
  });

  it("builds breadcrumbs from home to the page", () => {
    expect(breadcrumbTrail("home")).toEqual(["home"]);
    expect(breadcrumbTrail("privacy")).toEqual(["home", "privacy"]);
  });

  it("serves every page under /preview too (preview mode), matched to the same page", () => {
    expect(matchPage("/preview/fr/a-vendre/")).toEqual({ page: "for-sale", lang: "fr", params: {} });
    expect(isPreviewPath("/preview/fr/a-vendre/")).toBe(true);
    expect(isPreviewPath("/preview")).toBe(true);
    expect(isPreviewPath("/fr/a-vendre/")).toBe(false);
  });

  it("is in preview mode only under /preview, where the preview's pages are: not a public page whose address says 'preview'", () => {
    expect(isPreviewPath("/previewer/")).toBe(false);
    expect(isPreviewPath("/fr/preview/")).toBe(false);
    expect(isPreviewPath("/en/for-sale/namur/house-with-preview-room/1234/")).toBe(false);
    expect(matchPage("/en/preview/fr/for-sale/")).toBeNull();
  });

  it("names routes by page and language", () => {
    expect(routeId("for-sale", "fr")).toBe("for-sale.fr");
    expect(parseRouteId("for-sale.fr")).toEqual({ page: "for-sale", lang: "fr" });
    expect(parseRouteId("cookie-policy.original")).toEqual({ page: "cookie-policy", lang: "original" });
    expect(parseRouteId("not-found")).toBeNull();
    expect(parseRouteId("root")).toBeNull();
  });
});
