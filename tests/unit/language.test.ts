import { describe, expect, it } from "vitest";
import { createI18nServer, getLanguage, languageCookie } from "~/i18n/i18n.server";
import { languageFromPath } from "~/i18n/language-from-path";

describe("language from the path", () => {
  const enabled = ["nl", "fr", "en"] as const;

  it("takes a first segment of two letters followed by a slash when that language is enabled", () => {
    expect(languageFromPath("/nl/te-koop/", enabled)).toBe("nl");
    expect(languageFromPath("/fr/", enabled)).toBe("fr");
    expect(languageFromPath("/en", enabled)).toBe("en");
    expect(languageFromPath("/preview/nl/te-koop/", enabled)).toBe("nl");
    expect(languageFromPath("/preview/en", enabled)).toBe("en");
  });

  it("ignores disabled languages, longer segments and unprefixed paths", () => {
    expect(languageFromPath("/de/zu-verkaufen/", enabled)).toBeNull();
    expect(languageFromPath("/fra/", enabled)).toBeNull();
    expect(languageFromPath("/for-sale/", enabled)).toBeNull();
    expect(languageFromPath("/", enabled)).toBeNull();
    expect(languageFromPath("/preview", enabled)).toBeNull();
    expect(languageFromPath("/previewnl/", enabled)).toBeNull();
  });
});

describe("visitor's language", () => {
  const i18n = createI18nServer(["fr", "nl", "en", "de"], "fr");
  const request = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });

  it("follows the path first", async () => {
    const cookie = await languageCookie.serialize("de");
    expect(await getLanguage(request("/nl/te-koop/", { Cookie: cookie, "Accept-Language": "en" }), i18n)).toBe("nl");
  });

  it("then the remembered language, then Accept-Language, then the default", async () => {
    const cookie = await languageCookie.serialize("de");
    expect(await getLanguage(request("/for-sale/", { Cookie: cookie, "Accept-Language": "en" }), i18n)).toBe("de");
    expect(await getLanguage(request("/for-sale/", { "Accept-Language": "nl-BE,nl;q=0.9,en;q=0.5" }), i18n)).toBe("nl");
    expect(await getLanguage(request("/for-sale/", { "Accept-Language": "es-ES" }), i18n)).toBe("fr");
    expect(await getLanguage(request("/for-sale/"), i18n)).toBe("fr");
  });

  it("falls back to the default language the site configures, whatever it is", async () => {
    const dutchFirst = createI18nServer(["fr", "nl", "en", "de"], "nl");
    expect(await getLanguage(request("/for-sale/", { "Accept-Language": "es-ES" }), dutchFirst)).toBe("nl");
  });

  it("never picks a language that is not enabled", async () => {
    const onlyTwo = createI18nServer(["fr", "nl"], "fr");
    expect(await getLanguage(request("/en/for-sale/", { "Accept-Language": "de" }), onlyTwo)).toBe("fr");
  });
});
