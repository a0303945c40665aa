import type { LoaderFunctionArgs } from "@remix-run/node";
import { listingPath, projectPath } from "~/catalogue/paths";
import type { Language } from "~/i18n/languages";
import { siteOrigin } from "~/routing/origin";
import { href, PAGE_IDS, PAGES } from "~/routing/route-table";

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * sitemap.xml: every page and every available property and project in every enabled language,
 * each with its hreflang alternates (and x-default, the default language).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const origin = siteOrigin(request, context.env);
  const { enabledLanguages: languages, config } = context.site;
  const catalogue = await context.catalogue.get();

  const groups: { paths: Record<Language, string>; lastmod?: string }[] = [];
  const inEveryLanguage = (path: (lang: Language) => string) =>
    Object.fromEntries(languages.map((lang) => [lang, path(lang)])) as Record<Language, string>;

  for (const page of PAGE_IDS) {
    if (PAGES[page].inSitemap) groups.push({ paths: inEveryLanguage((lang) => href(page, lang)) });
  }
  const projects = new Map(catalogue.projects.map((project) => [project.ID, project]));
  for (const project of catalogue.projects) groups.push({ paths: inEveryLanguage((lang) => projectPath(project, lang)) });
  for (const listing of catalogue.listings) {
    if (listing.Status !== "available") continue;
    const project = listing.ProjectID === undefined ? undefined : projects.get(listing.ProjectID);
    groups.push({ paths: inEveryLanguage((lang) => listingPath(listing, lang, project)), lastmod: listing.PublishedAt.slice(0, 10) });
  }

  const urls = groups.flatMap(({ paths, lastmod }) =>
    languages.map((lang) => {
      const alternates = languages
        .map((other) => `<xhtml:link rel="alternate" hreflang="${other}" href="${escapeXml(origin + paths[other])}"/>`)
        .concat(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + paths[config.defaultLanguage])}"/>`)
        .join("");
      return `<url><loc>${escapeXml(origin + paths[lang])}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}${alternates}</url>`;
    }),
  );

  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join("\n")}
</urlset>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
