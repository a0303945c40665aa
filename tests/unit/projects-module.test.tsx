/** The projects module (spec §8: "no projects"): the catalogue's new-build projects as cards, or the message when it has none. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { VersionedCatalogue } from "~/catalogue/store.server";
import { Modules } from "~/components/modules";
import { TranslationProvider } from "~/components/translation";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { NAMESPACE, RESOURCES } from "~/locales";
import { pageModules } from "~/site/modules.server";
import { loadSite } from "~/site/site.server";
import snapshot from "../../data/catalogue/snapshot.json" with { type: "json" };

const site = loadSite();

async function homeHtml(lang: Language, projects: unknown[]): Promise<string> {
  const { t } = await i18nFor(lang);
  const catalogue = {
    listings: { latest: async () => [], totals: async () => ({ sale: 0, rent: 0, abroad: 0 }) },
    projects,
    cities: { all: [], sale: [], rent: [] },
    testimonials: [],
  } as unknown as VersionedCatalogue;
  const modules = (await pageModules("home", { site, lang, t, catalogue })).filter((module) => module.kind === "projects");
  return renderToStaticMarkup(
    <TranslationProvider lang={lang} texts={RESOURCES[lang][NAMESPACE]}>
      <Modules modules={modules} />
    </TranslationProvider>,
  );
}

describe("the home page's projects module", () => {
  it("shows each project with its town, price range and page", async () => {
    const html = await homeHtml("nl", snapshot.projects);
    expect(html).toContain("Onze nieuwbouwprojecten");
    expect(html).toContain(`href="/nl/projecten/wavre/residence-les-jardins-de-la-dyle/4105230/"`);
    expect(html).toContain("Résidence Les Jardins de la Dyle");
    expect(html).not.toContain("geen nieuwbouwprojecten");
  });

  it.each([
    ["fr", "Nous n'avons pas de projet neuf pour le moment."],
    ["nl", "We hebben momenteel geen nieuwbouwprojecten."],
    ["en", "We have no new-build projects at the moment."],
    ["de", "Wir haben derzeit keine Neubauprojekte."],
  ] as const)("without projects says so in %s", async (lang, message) => {
    const html = await homeHtml(lang, []);
    expect(html).toContain(message.replace("'", "&#x27;"));
    expect(html).not.toContain("<li");
  });
});
