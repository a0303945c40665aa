/** The privacy statement gives the retention the worker applies (LEAD_RETENTION_MONTHS), in the four languages (issue 7 §8). */
import type { TFunction } from "i18next";
import { describe, expect, it } from "vitest";
import type { VersionedCatalogue } from "~/catalogue/store.server";
import { pageModules } from "~/site/modules.server";
import { loadSite } from "~/site/site.server";

const site = loadSite();
const catalogue = { listings: {}, projects: [], cities: { all: [], sale: [], rent: [] } } as unknown as VersionedCatalogue;

async function privacyHtml(lang: "nl" | "fr" | "en" | "de", months: number): Promise<string> {
  const modules = await pageModules("privacy", {
    site,
    lang,
    t: ((key: string) => key) as unknown as TFunction,
    catalogue,
    leadRetentionMonths: months,
  });
  return modules.map((module) => (module.kind === "article" ? module.html : "")).join("");
}

describe("privacy statement", () => {
  it.each([
    ["en", "18 months after they were sent"],
    ["fr", "18 mois après leur envoi"],
    ["nl", "18 maanden na verzending"],
    ["de", "18 Monate nach dem Senden"],
  ] as const)("in %s says requests are deleted after the configured months", async (lang, sentence) => {
    const html = await privacyHtml(lang, 18);
    expect(html).toContain(sentence);
    expect(html).not.toContain("{{");
  });
});
