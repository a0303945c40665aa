/**
 * The sitemaps (sitemaps.org protocol): /sitemap.xml is an index naming one sitemap per part of
 * the site, /sitemaps/pages.xml (the pages and the projects) and /sitemaps/listings-1.xml,
 * listings-2.xml … (the available properties), each within the protocol's limits of 50,000 URLs
 * and 50 MB. A page goes into one sitemap with all its languages, each URL with its hreflang
 * alternates (the builder the pages' own <link rel="alternate"> use).
 */
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import type { AppContext } from "~/context.server";
import type { Language } from "~/i18n/languages";
import { hreflangAlternates } from "~/routing/hreflang";
import { siteOrigin } from "~/routing/origin";
import { href, PAGE_IDS, PAGES } from "~/routing/route-table";
import { listingPath, projectPath } from "./paths";
import type { ListingStore } from "./listing-store.server";
import type { Catalogue } from "./schema";

/** The protocol's limits for one sitemap file (and for the index). */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/** One page in every language: its path per language and, for a property, when it was published. */
export type SitemapPage = { paths: Record<Language, string>; lastmod?: string };

export type SitemapOptions = {
  /** Absolute URLs start with it ("https://www.example.be"). */
  origin: string;
  languages: readonly Language[];
  defaultLanguage: Language;
  /** Lower limits for tests; the protocol's by default. */
  maxUrls?: number;
  maxBytes?: number;
};

export type Sitemaps = {
  /** The index (/sitemap.xml). */
  index: string;
  /** The sitemaps by file name ("pages.xml", "listings-1.xml"), in the index's order. */
  files: Map<string, { xml: string; urls: number }>;
};

const gzipAsync = promisify(gzip);

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
`;
const TAIL = "</urlset>\n";

/** Pages handled between two pauses of a build, so that other requests (/healthz) are answered meanwhile. */
const PAGES_BETWEEN_PAUSES = 1_000;

/** Lets the event loop answer what waits (a build of 20,000 listings takes over half a second of CPU). */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** What the sitemaps list: the pages of the route table marked for it, the projects, the available properties. */
export async function sitemapSections(
  catalogue: Pick<Catalogue, "projects"> & { listings: Pick<ListingStore, "pathBatches"> },
  languages: readonly Language[],
): Promise<{ pages: SitemapPage[]; listings: SitemapPage[] }> {
  const inEveryLanguage = (path: (lang: Language) => string) =>
    Object.fromEntries(languages.map((lang) => [lang, path(lang)])) as Record<Language, string>;
  const pages: SitemapPage[] = PAGE_IDS.filter((page) => PAGES[page].inSitemap).map((page) => ({
    paths: inEveryLanguage((lang) => href(page, lang)),
  }));
  for (const project of catalogue.projects) pages.push({ paths: inEveryLanguage((lang) => projectPath(project, lang)) });

  const projects = new Map(catalogue.projects.map((project) => [project.ID, project]));
  const listings: SitemapPage[] = [];
  // What the site lists: available properties, at home and abroad, a batch at a time with a pause after each.
  for await (const batch of catalogue.listings.pathBatches(PAGES_BETWEEN_PAUSES)) {
    for (const listing of batch) {
      const project = listing.ProjectID === undefined ? undefined : projects.get(listing.ProjectID);
      if (listing.ProjectID !== undefined && !project) continue;
      listings.push({ paths: inEveryLanguage((lang) => listingPath(listing, lang, project)), lastmod: listing.PublishedAt.slice(0, 10) });
    }
    await pause();
  }
  return { pages, listings };
}

/** The <url> elements of a page, one per language, each with every alternate. */
function urlElements(page: SitemapPage, options: SitemapOptions): string[] {
  const alternates = hreflangAlternates((lang) => options.origin + page.paths[lang], options)
    .map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`)
    .join("");
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : "";
  return options.languages.map((lang) => `<url><loc>${escapeXml(options.origin + page.paths[lang])}</loc>${lastmod}${alternates}</url>\n`);
}

type Chunk = { parts: string[]; urls: number; bytes: number; lastmod: string | undefined };

/**
 * Cuts a section into sitemaps within the limits, never splitting a page's languages. Each file is
 * handed to `emit` as soon as it is full, so that only one file's text is held at a time (the
 * listings of 100,000 properties make 300 MB of XML).
 */
async function writeSection(pages: readonly SitemapPage[], options: SitemapOptions, emit: (part: Chunk) => Promise<void>): Promise<void> {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const maxBytes = options.maxBytes ?? SITEMAP_MAX_BYTES;
  const frame = Buffer.byteLength(HEAD + TAIL);
  let current: Chunk | null = null;
  for (const [n, page] of pages.entries()) {
    if (n > 0 && n % PAGES_BETWEEN_PAUSES === 0) await pause();
    const elements = urlElements(page, options);
    const bytes = elements.reduce((sum, element) => sum + Buffer.byteLength(element), 0);
    if (elements.length > maxUrls || frame + bytes > maxBytes)
      throw new Error(`Sitemap: one page in every language exceeds the limits (${page.paths[options.defaultLanguage]})`);
    if (!current || current.urls + elements.length > maxUrls || current.bytes + bytes > maxBytes) {
      if (current) await emit(current);
      current = { parts: [], urls: 0, bytes: frame, lastmod: undefined };
    }
    current.parts.push(...elements);
    current.urls += elements.length;
    current.bytes += bytes;
    if (page.lastmod && (!current.lastmod || page.lastmod > current.lastmod)) current.lastmod = page.lastmod;
  }
  if (current) await emit(current);
}

/** Writes the sitemaps, handing each file to `save` as it is done; returns the index. */
async function writeSitemaps(
  sections: { pages: readonly SitemapPage[]; listings: readonly SitemapPage[] },
  options: SitemapOptions,
  save: (name: string, file: { xml: string; urls: number }) => Promise<void>,
): Promise<string> {
  const entries: string[] = [];
  const record = async (name: string, part: Chunk) => {
    await save(name, { xml: HEAD + part.parts.join("") + TAIL, urls: part.urls });
    const lastmod = part.lastmod ? `<lastmod>${part.lastmod}</lastmod>` : "";
    entries.push(`<sitemap><loc>${escapeXml(`${options.origin}/sitemaps/${name}`)}</loc>${lastmod}</sitemap>\n`);
  };
  let pageFiles = 0;
  await writeSection(sections.pages, options, async (part) => {
    pageFiles++;
    await record(pageFiles === 1 ? "pages.xml" : `pages-${pageFiles}.xml`, part);
  });
  let listingFiles = 0;
  await writeSection(sections.listings, options, async (part) => {
    listingFiles++;
    await record(`listings-${listingFiles}.xml`, part);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("")}</sitemapindex>
`;
}

/** @internal The index and its sitemaps as text, built from the sections (tests read them; the server keeps them gzipped). */
export async function buildSitemaps(
  sections: { pages: readonly SitemapPage[]; listings: readonly SitemapPage[] },
  options: SitemapOptions,
): Promise<Sitemaps> {
  const files = new Map<string, { xml: string; urls: number }>();
  const index = await writeSitemaps(sections, options, async (name, file) => {
    files.set(name, file);
  });
  return { index, files };
}

/** The sitemaps as kept: each file gzipped (the 62 MB of XML of a generated 20,000-listing catalogue take 1.1 MB). */
export type StoredSitemaps = { index: string; files: Map<string, { gzip: Uint8Array<ArrayBuffer>; urls: number }> };

/**
 * Origins kept per catalogue version. With PUBLIC_URL set (required in production) every request
 * has that one origin; without it (development) each origin the site is reached through (localhost,
 * 127.0.0.1, a LAN address) is written into the URLs, and the most recently used three are kept, so
 * that requests alternating between two hosts do not rebuild the sitemaps each time.
 */
const ORIGINS_KEPT = 3;

/** The sitemaps of one catalogue version (and languages), per origin, the least recently used first. */
let cache: { key: string; byOrigin: Map<string, Promise<StoredSitemaps>> } | null = null;

/**
 * The sitemaps of the current catalogue version for the request's site origin (PUBLIC_URL, or the
 * request's own without it), built on the first request after an import and kept: keyed, like the
 * catalogue cache, on the import version (and on the languages they are written in). Concurrent
 * first requests share one build, which pauses now and then so that other requests are answered.
 */
export async function getSitemaps(context: Pick<AppContext, "catalogue" | "site" | "env">, request: Request): Promise<StoredSitemaps> {
  const origin = siteOrigin(request, context.env);
  const catalogue = await context.catalogue.get();
  const { enabledLanguages: languages, config } = context.site;
  const key = JSON.stringify([catalogue.version, languages, config.defaultLanguage]);
  if (cache?.key !== key) cache = { key, byOrigin: new Map() };
  const { byOrigin } = cache;
  const known = byOrigin.get(origin);
  if (known) {
    byOrigin.delete(origin);
    byOrigin.set(origin, known);
    return known;
  }
  const built = (async () => {
    const sections = await sitemapSections(catalogue, languages);
    const stored: StoredSitemaps["files"] = new Map();
    // Each file is compressed as soon as it is written: one file's text at a time in memory.
    const index = await writeSitemaps(sections, { origin, languages, defaultLanguage: config.defaultLanguage }, async (name, file) => {
      stored.set(name, { gzip: new Uint8Array(await gzipAsync(file.xml)), urls: file.urls });
    });
    return { index, files: stored };
  })();
  byOrigin.set(origin, built);
  if (byOrigin.size > ORIGINS_KEPT) byOrigin.delete(byOrigin.keys().next().value!);
  built.catch(() => {
    if (byOrigin.get(origin) === built) byOrigin.delete(origin);
  });
  return built;
}
