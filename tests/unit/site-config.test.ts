import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { PAGE_IDS } from "~/routing/route-table";
import { buildShell } from "~/site/shell";
import { loadSite, sanitizeContent, tablesInRegions } from "~/site/site.server";

const temporary: string[] = [];
afterEach(() => {
  for (const dir of temporary.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of data/ with one file changed. */
function dataWith(file: string, change: (json: any) => unknown): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "site-config-"));
  temporary.push(dir);
  fs.cpSync(path.resolve("data/site"), path.join(dir, "site"), { recursive: true });
  fs.cpSync(path.resolve("data/content"), path.join(dir, "content"), { recursive: true });
  const target = path.join(dir, file);
  fs.writeFileSync(target, JSON.stringify(change(JSON.parse(fs.readFileSync(target, "utf8")))));
  return dir;
}

describe("site configuration", () => {
  const site = loadSite();

  it("loads the bundled configuration: four languages in use, French by default", () => {
    expect(site.enabledLanguages.sort()).toEqual(["de", "en", "fr", "nl"]);
    expect(site.config.defaultLanguage).toBe("fr");
  });

  it("configures the spec's menu: home, L'agence with its team and testimonials, for-sale, for-rent, contact, Jobs, Nos-biens-en-Espagne (Luxembourg's page a Draft entry, ADR 046)", () => {
    const shell = buildShell(site, "fr");
    expect(shell.menu.map((item) => item.href)).toEqual([
      "/fr/",
      "/fr/l-agence/",
      "/fr/a-vendre/",
      "/fr/a-louer/",
      "/fr/nos-biens-en-espagne/",
      "/fr/jobs/",
      "/fr/contact/",
    ]);
    const agency = site.menu.find((entry) => entry.path === "l-agence")!;
    expect(agency.params.modules.map((module) => module.relations[0]!.type)).toEqual(["article", "category", "testimonials"]);
    expect(site.team.length).toBeGreaterThan(3);
  });

  it("has a title, description and metadata for every page in every language", () => {
    for (const page of PAGE_IDS) {
      for (const lang of LANGUAGES) {
        const text = site.pages[page][lang];
        expect(text.menuTitle, `${page}/${lang}`).not.toBe("");
        expect(text.title.length, `${page}/${lang} title`).toBeLessThanOrEqual(70);
        expect(text.description.length, `${page}/${lang} description`).toBeLessThanOrEqual(170);
      }
    }
  });

  it("shows only public footer columns and fills the year into the copyright line", () => {
    const shell = buildShell(site, "nl", new Date("2031-05-01"));
    expect(shell.footer.columns.length).toBe(site.config.footer.columns.filter((column) => column.public).length);
    expect(shell.footer.copyright).toContain("2031");
  });

  it("shows the agency's opening hours, configured once, in the footer column that names them", () => {
    const html = (lang: "nl" | "fr") => buildShell(site, lang).footer.columns.map((column) => column.html);
    expect(html("nl")).toContain("<p>Maandag tot vrijdag: 9 u – 12.30 u en 13.30 u – 18 u<br />Zaterdag: 10 u – 13 u</p>");
    expect(html("fr")).toContain("<p>Du lundi au vendredi\u00a0: 9 h – 12 h 30 et 13 h 30 – 18 h<br />Samedi\u00a0: 10 h – 13 h</p>");
    const changed = loadSite(
      dataWith("site/site.json", (json) => {
        json.agency.openingHours.nl = ["Maandag: 9 u – 12 u", "Dinsdag & woensdag: gesloten"];
        return json;
      }),
    );
    expect(buildShell(changed, "nl").footer.columns.map((column) => column.html)).toContain(
      "<p>Maandag: 9 u – 12 u<br />Dinsdag &amp; woensdag: gesloten</p>",
    );
  });

  it("writes the agency's address and licence one way in the top bar and the footer, in each language", () => {
    const shell = (lang: "nl" | "fr" | "en" | "de") => buildShell(site, lang);
    const topBar = (lang: "nl" | "fr" | "en" | "de") => [...shell(lang).topBar.left, ...shell(lang).topBar.right].map((link) => link.label);
    const footer = (lang: "nl" | "fr" | "en" | "de") =>
      shell(lang)
        .footer.columns.map((column) => column.html)
        .join("");
    expect(topBar("nl")).toContain("Rue de Fer 42, 5000 Namen");
    expect(footer("nl")).toContain("<p>Rue de Fer 42, 5000 Namen</p>");
    expect(footer("nl")).toContain("BIV 508 417 – België");
    expect(topBar("fr")).toContain("Rue de Fer 42, 5000 Namur");
    expect(footer("fr")).toContain("IPI 508 417 – Belgique");
    expect(footer("de")).toContain("IPI 508 417 – Belgien");
    for (const lang of LANGUAGES) expect(`${topBar(lang).join("")}${footer(lang)}`).not.toContain("{{");
  });

  it("escapes the agency's fields in HTML texts", () => {
    const config = { ...site.config, agency: { ...site.config.agency, street: "Rue <Haute> & Basse 1" } };
    const html = buildShell({ ...site, config }, "fr").footer.columns[0]!.html;
    expect(html).toContain("<p>Rue &lt;Haute&gt; &amp; Basse 1, 5000 Namur</p>");
  });

  it("refuses a licence number written with the institute's initials (the pages write them per language)", () => {
    const dir = dataWith("site/site.json", (json) => ({ ...json, agency: { ...json.agency, ipiNumber: "IPI 508 417" } }));
    expect(() => loadSite(dir)).toThrowError(/site\.json is not valid:[\s\S]*agency\.ipiNumber: the licence number alone/);
  });

  it("refuses a configuration with a mistake, naming the file and the field", () => {
    const dir = dataWith("site/site.json", (json) => ({ ...json, defaultLanguage: "es" }));
    expect(() => loadSite(dir)).toThrowError(/site\.json is not valid:[\s\S]*defaultLanguage/);
    const dir2 = dataWith("site/menu.json", (json) => {
      json[0].status = "Online";
      return json;
    });
    expect(() => loadSite(dir2)).toThrowError(/menu\.json is not valid:[\s\S]*0\.status/);
  });

  it("refuses a default language that is not in use", () => {
    const dir = dataWith("site/site.json", (json) => ({
      ...json,
      languages: json.languages.map((l: { code: string }) => ({ ...l, use: l.code !== "fr" })),
    }));
    expect(() => loadSite(dir)).toThrowError(/default language must be one of the languages in use/);
  });

  it("keeps only safe HTML in configured texts", () => {
    expect(sanitizeContent('<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">x</a></p>')).toBe(
      "<p>Hi <a>x</a></p>",
    );
    expect(sanitizeContent('<a href="mailto:info@example.be">mail</a>')).toBe('<a href="mailto:info@example.be">mail</a>');
  });
});

describe("tables in content", () => {
  it("each sits in a focusable region named by its caption, else the heading before it, else its column headers", () => {
    const region = (label: string, table: string) =>
      `<div class="table-region" role="region" aria-label="${label}" tabindex="0">${table}</div>`;
    const captioned = "<table><caption>Cookies &amp; co</caption><tr><td>lang</td></tr></table>";
    expect(tablesInRegions(`<h2>Overview</h2>${captioned}`)).toBe(`<h2>Overview</h2>${region("Cookies &amp; co", captioned)}`);
    const plain = '<table><tr><th scope="col">Name</th><th>Duration</th></tr></table>';
    expect(tablesInRegions(`<h2>First</h2><p>x</p><h3>The "list"</h3>${plain}`)).toBe(
      `<h2>First</h2><p>x</p><h3>The "list"</h3>${region("The &quot;list&quot;", plain)}`,
    );
    expect(tablesInRegions(plain)).toBe(region("Name, Duration", plain));
  });

  it("keeps the place of the generated cookie list in the cookie policy of every language, and no table of its own", () => {
    const site = loadSite();
    for (const lang of LANGUAGES) {
      expect(site.articles["cookie-policy"][lang].split("{{cookieList}}")).toHaveLength(2);
      expect(site.articles["cookie-policy"][lang]).not.toContain("<table>");
    }
  });
});
