/**
 * Cookie consent (issue 9): what a stored choice still stands for, the Consent Mode state and the
 * tags each choice lets load, the ids from siteInfo and the environment, the CSP hosts, the cookie
 * list, and the proof of each choice in the database (both dialects).
 */
import type { Logger } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ACCEPT_ALL, CONSENT_POLICY_VERSION, DECLINE_ALL, choiceOf, consentModeState, storedConsent } from "../../app/consent/choice";
import { choiceOfForm, consentFormSchema } from "../../app/consent/consent-form.server";
import { clearConsent, configuredTags, deleteOldConsentRecords, readConsent, saveConsent } from "../../app/consent/consent.server";
import { cookieNamesByCategory, siteCookies } from "../../app/consent/cookie-list.server";
import { NO_TAGS, tagsToLoad, type TagIds } from "../../app/consent/tags";
import { consentHeadScript, noscriptTags, tagHosts } from "../../app/consent/tags.server";
import { loadSite } from "../../app/site/site.server";
import { KINDS, makeLeadContext, type LeadTestContext } from "./leads-fixture";

const NOW = new Date("2026-11-25T10:00:00.000Z");
const ALL_TAGS: TagIds = { tagManager: "GTM-AB12CD3", analytics: "G-XYZ1234567", ads: "AW-123456789", pixel: "1234567890123456" };
const ANALYTICS_ONLY = { ...DECLINE_ALL, analytics: true };

describe("a stored choice", () => {
  const stored = storedConsent(ANALYTICS_ONLY, "id-1", NOW);

  it("keeps the spec's flags, a policy version and the date", () => {
    expect(stored).toEqual({
      id: "id-1",
      consent: true,
      consentAnalyticsStorage: true,
      consentAdStorage: false,
      consentAdUserData: false,
      consentAdPersonalization: false,
      consentSocialMedia: false,
      consentUnclassified: false,
      version: CONSENT_POLICY_VERSION,
      date: "2026-11-25T10:00:00.000Z",
    });
  });

  it("stands for the same choice until six months have passed", () => {
    expect(choiceOf(stored, NOW)).toEqual(ANALYTICS_ONLY);
    expect(choiceOf(stored, new Date("2027-05-25T09:59:59.000Z"))).toEqual(ANALYTICS_ONLY);
    expect(choiceOf(stored, new Date("2027-05-25T10:00:00.000Z"))).toBeNull();
  });

  it("is asked again when the policy version changes, or for anything malformed", () => {
    expect(choiceOf({ ...stored, version: CONSENT_POLICY_VERSION + 1 }, NOW)).toBeNull();
    expect(choiceOf({ ...stored, consentAdStorage: "yes" }, NOW)).toBeNull();
    expect(choiceOf({ ...stored, date: "not a date" }, NOW)).toBeNull();
    expect(choiceOf({ ...stored, date: "2027-01-01T00:00:00.000Z" }, NOW)).toBeNull();
    expect(choiceOf("consent", NOW)).toBeNull();
    expect(choiceOf(null, NOW)).toBeNull();
  });

  it("sets Google's advertising flags with the marketing category, all denied before a choice", () => {
    expect(consentModeState(null)).toEqual({
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    expect(consentModeState(ANALYTICS_ONLY)).toEqual({
      ad_storage: "denied",
      analytics_storage: "granted",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    expect(consentModeState({ ...DECLINE_ALL, marketing: true })).toEqual({
      ad_storage: "granted",
      analytics_storage: "denied",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
  });
});

describe("the dialog's form", () => {
  const parse = (fields: Record<string, unknown>) => choiceOfForm(consentFormSchema.parse(fields));

  it("agree all accepts the five categories, decline only the strictly necessary one", () => {
    expect(parse({ choice: "all" })).toEqual(ACCEPT_ALL);
    expect(parse({ choice: "none", category: ["analytics", "marketing"] })).toEqual(DECLINE_ALL);
  });

  it("agree to the selection takes the ticked categories and nothing else", () => {
    expect(parse({ choice: "selection", category: ["analytics", "social"] })).toEqual({
      analytics: true,
      marketing: false,
      social: true,
      unclassified: false,
    });
    expect(parse({ choice: "selection" })).toEqual(DECLINE_ALL);
    expect(consentFormSchema.safeParse({ choice: "selection", category: ["necessary"] }).success).toBe(false);
  });
});

describe("tags", () => {
  it("load nothing before a choice and after decline", () => {
    expect(tagsToLoad(ALL_TAGS, null)).toEqual([]);
    expect(tagsToLoad(ALL_TAGS, DECLINE_ALL)).toEqual([]);
  });

  it("load analytics (in the tag manager) for analytics alone, never the pixel", () => {
    expect(tagsToLoad(ALL_TAGS, ANALYTICS_ONLY)).toEqual(["tagManager", "analytics"]);
  });

  it("load the pixel for social media and the ads for marketing; all four for agree all", () => {
    expect(tagsToLoad(ALL_TAGS, { ...DECLINE_ALL, social: true })).toEqual(["pixel"]);
    expect(tagsToLoad(ALL_TAGS, { ...DECLINE_ALL, marketing: true })).toEqual(["tagManager", "ads"]);
    expect(tagsToLoad(ALL_TAGS, ACCEPT_ALL)).toEqual(["tagManager", "analytics", "ads", "pixel"]);
    expect(tagsToLoad({ ...NO_TAGS, pixel: ALL_TAGS.pixel }, ACCEPT_ALL)).toEqual(["pixel"]);
  });

  it("fall back, without JavaScript, on the tag manager's frame and the pixel's image, for what was accepted only", () => {
    expect(noscriptTags(ALL_TAGS, null)).toEqual({ frame: null, image: null });
    expect(noscriptTags(ALL_TAGS, ANALYTICS_ONLY)).toEqual({
      frame: "https://www.googletagmanager.com/ns.html?id=GTM-AB12CD3",
      image: null,
    });
    expect(noscriptTags(ALL_TAGS, ACCEPT_ALL).image).toBe("https://www.facebook.com/tr?id=1234567890123456&ev=PageView&noscript=1");
  });

  it("give the CSP exactly the configured tags' hosts, none when none is configured", () => {
    expect(tagHosts(NO_TAGS, "script-src")).toEqual([]);
    expect(tagHosts({ ...NO_TAGS, pixel: ALL_TAGS.pixel }, "script-src")).toEqual(["https://connect.facebook.net"]);
    expect(tagHosts(ALL_TAGS, "script-src")).toEqual(
      expect.arrayContaining(["https://www.googletagmanager.com", "https://connect.facebook.net", "https://www.googleadservices.com"]),
    );
    expect(new Set(tagHosts(ALL_TAGS, "connect-src")).size).toBe(tagHosts(ALL_TAGS, "connect-src").length);
  });

  it("start every page with Consent Mode denied, and a returning visitor's choice at once", () => {
    expect(consentHeadScript(NO_TAGS, ACCEPT_ALL)).toBeNull();
    const first = consentHeadScript(ALL_TAGS, null);
    expect(first).toContain(
      'gtag("consent","default",{"ad_storage":"denied","analytics_storage":"denied","ad_user_data":"denied","ad_personalization":"denied","wait_for_update":500})',
    );
    expect(first).not.toContain('"update"');
    expect(consentHeadScript(ALL_TAGS, ANALYTICS_ONLY)).toContain(
      'gtag("consent","update",{"ad_storage":"denied","analytics_storage":"granted"',
    );
  });
});

describe("configured tag ids", () => {
  const site = loadSite();
  const withSiteInfo = (siteInfo: Partial<typeof site.config.siteInfo>) => ({
    config: { ...site.config, siteInfo: { ...site.config.siteInfo, ...siteInfo } },
  });

  it("come from siteInfo, each overridden by its environment variable", () => {
    expect(configuredTags(site, {})).toEqual(NO_TAGS);
    expect(configuredTags(withSiteInfo({ analyticsId: "G-SITE12345", pixelId: "1111111111" }), { GA_ID: "G-ENV123456" })).toEqual({
      ...NO_TAGS,
      analytics: "G-ENV123456",
      pixel: "1111111111",
    });
    expect(configuredTags(site, { GTM_ID: "GTM-AB12CD3", ADS_ID: "AW-123456789", META_PIXEL_ID: "1234567890123456" })).toEqual({
      ...ALL_TAGS,
      analytics: null,
    });
  });

  it("refuse an id that does not look like one (it ends up in a script address)", () => {
    expect(() => configuredTags(site, { GTM_ID: 'GTM-1"><script>' })).toThrow(/GTM_ID/);
    expect(() => configuredTags(withSiteInfo({ pixelId: "abc" }), {})).toThrow(/pixelId/);
  });
});

describe("the cookie list", () => {
  const env = { NODE_ENV: "production" as const, PUBLIC_URL: "https://www.example.be", MAP_TILES_URL: undefined, MAP_TILES_COOKIES: [] };

  it("holds the site's own cookies, by the names the site sets, and the video players', when no tag is configured", () => {
    expect(siteCookies(env, NO_TAGS).map((cookie) => [cookie.name, cookie.category])).toEqual([
      ["language", "necessary"],
      ["consent", "necessary"],
      ["__Host-owner_session", "necessary"],
      // The favourites a visitor without JavaScript saves (issue 24 §1).
      ["favourites", "necessary"],
      // The video players a visitor who accepted social media can start on a property page.
      ["YSC", "social"],
      ["VISITOR_INFO1_LIVE", "social"],
      ["vuid", "social"],
      ["datr", "social"],
    ]);
  });

  it("adds each configured tag's cookies in its category", () => {
    const names = cookieNamesByCategory(siteCookies(env, ALL_TAGS));
    expect(names.analytics).toEqual(["_ga", "_ga_XYZ1234567"]);
    expect(names.marketing).toEqual(["_gcl_au", "IDE"]);
    expect(names.social).toEqual(["YSC", "VISITOR_INFO1_LIVE", "vuid", "datr", "_fbp", "fr"]);
    expect(names.unclassified).toEqual([]);
    expect(cookieNamesByCategory(siteCookies(env, { ...NO_TAGS, ads: ALL_TAGS.ads })).analytics).toEqual([]);
  });

  it("names the map's tile host and its cookies when tiles are configured, and nothing of it otherwise", () => {
    const tiles = { ...env, MAP_TILES_URL: "https://tiles.example.org/{z}/{x}/{y}.png", MAP_TILES_COOKIES: ["tile_session"] };
    expect(siteCookies(tiles, NO_TAGS).find((cookie) => cookie.name === "tile_session")).toMatchObject({
      provider: "tiles.example.org",
      category: "necessary",
    });
    expect(siteCookies({ ...env, MAP_TILES_COOKIES: ["tile_session"] }, NO_TAGS).map((cookie) => cookie.name)).not.toContain(
      "tile_session",
    );
  });
});

describe.each(KINDS)("proof of consent on %s", (kind) => {
  let c: LeadTestContext;
  beforeEach(async () => {
    c = await makeLeadContext(kind);
  });
  afterEach(async () => {
    await c.close();
  });

  it("records each choice with a random id, the version and the time, and the cookie names that record", async () => {
    const header = await saveConsent(c.db, {}, ANALYTICS_ONLY, { now: NOW });
    const rows = await c.db.selectFrom("consent_record").selectAll().execute();
    expect(rows).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        analytics: 1,
        marketing: 0,
        social: 0,
        unclassified: 0,
        policy_version: CONSENT_POLICY_VERSION,
        created_at: "2026-11-25T10:00:00.000Z",
      },
    ]);
    expect(header).toMatch(/^consent=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    const request = new Request("https://www.example.be/", { headers: { Cookie: header.split(";")[0]! } });
    expect(await readConsent(request, NOW)).toEqual(ANALYTICS_ONLY);
    const value = JSON.parse(Buffer.from(decodeURIComponent(header.split(";")[0]!.slice("consent=".length)), "base64").toString("utf8"));
    expect(value.id).toBe(rows[0]!.id);
  });

  it("marks the cookie Secure where the site is served over HTTPS, when it is written and when it is forgotten", async () => {
    const https = { PUBLIC_URL: "https://www.example.be" };
    const flags = (header: string) => header.split(";").map((part) => part.trim().toLowerCase());
    expect(flags(await saveConsent(c.db, https, ACCEPT_ALL, { now: NOW }))).toContain("secure");
    expect(flags(await clearConsent(https))).toContain("secure");
    for (const plain of [{}, { PUBLIC_URL: "http://www.example.be" }]) {
      expect(flags(await saveConsent(c.db, plain, ACCEPT_ALL, { now: NOW }))).not.toContain("secure");
      expect(flags(await clearConsent(plain))).not.toContain("secure");
    }
  });

  it("keeps the choice in the cookie, with the error logged, when the proof cannot be written", async () => {
    const errors: unknown[] = [];
    const logger = { error: (...args: unknown[]) => errors.push(args) } as unknown as Logger;
    await c.db.schema.dropTable("consent_record").execute();
    const header = await saveConsent(c.db, {}, DECLINE_ALL, { logger, now: NOW });
    const request = new Request("https://www.example.be/", { headers: { Cookie: header.split(";")[0]! } });
    expect(await readConsent(request, NOW)).toEqual(DECLINE_ALL);
    expect(errors).toHaveLength(1);
  });

  it("deletes proofs older than twelve months and keeps the others", async () => {
    await saveConsent(c.db, {}, ACCEPT_ALL, { now: new Date("2025-11-25T09:59:59.000Z") });
    await saveConsent(c.db, {}, DECLINE_ALL, { now: new Date("2025-11-25T10:00:01.000Z") });
    expect(await deleteOldConsentRecords(c.db, NOW)).toBe(1);
    const rows = await c.db.selectFrom("consent_record").select("created_at").execute();
    expect(rows.map((row) => row.created_at)).toEqual(["2025-11-25T10:00:01.000Z"]);
  });
});
