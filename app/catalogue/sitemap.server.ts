/**
 * The sitemaps (sitemaps.org protocol): /sitemap.xml is an index naming one sitemap per part of
 * the site, /sitemaps/pages.xml (the pages and the projects) and /sitemaps/listings-1.xml,
 * listings-2.xml … (the available properties), each within the protocol's limits of 50,000 URLs
 * and 50 MB. A page goes into one sitemap with all its languages, each URL with its hreflang
 * alternates (the builder the pages' own <link rel="alternate"> use).
 */
import { createGzip } from "node:zlib";
import type { AppContext } from "~/context.server";
import type { Language } from "~/i18n/languages";
import { hreflangAlternates } from "~/routing/hreflang";
import { siteOrigin } from "~/routing/origin";
import { href, PAGE_IDS, PAGES, sharedFileHref } from "~/routing/route-table";
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

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
`;
const TAIL = "</urlset>\n";

/** Pages handled between two pauses of a build, so that other requests (/healthz) are answered meanwhile. */
const PAGES_BETWEEN_PAUSES = 1_000;

/** Lets the event loop answer what waits (a build of 20,000 listings takes over half a second of CPU). */
const pause = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The pages of the site (few) and the properties' pages (read as they are written). */
export type SitemapSections = { pages: readonly SitemapPage[]; listings: AsyncIterable<SitemapPage> | Iterable<SitemapPage> };

/** What the sitemaps list: the pages of the route table marked for it, the projects, the available properties. */
export async function sitemapSections(
  catalogue: Pick<Catalogue, "projects"> & { listings: Pick<ListingStore, "pathBatches"> },
  languages: readonly Language[],
): Promise<SitemapSections> {
  const inEveryLanguage = (path: (lang: Language) => string) =>
    Object.fromEntries(languages.map((lang) => [lang, path(lang)])) as Record<Language, string>;
  const pages: SitemapPage[] = PAGE_IDS.filter((page) => PAGES[page].inSitemap).map((page) => ({
    paths: inEveryLanguage((lang) => href(page, lang)),
  }));
  for (const project of catalogue.projects) pages.push({ paths: inEveryLanguage((lang) => projectPath(project, lang)) });

  const projects = new Map(catalogue.projects.map((project) => [project.ID, project]));
  // What the site lists: available properties, at home and abroad, read a batch at a time as the
  // sitemaps are written (100,000 listings' addresses are never all in memory).
  async function* listings(): AsyncGenerator<SitemapPage> {
    for await (const batch of catalogue.listings.pathBatches(PAGES_BETWEEN_PAUSES)) {
      for (const listing of batch) {
        const project = listing.ProjectID === undefined ? undefined : projects.get(listing.ProjectID);
        if (listing.ProjectID !== undefined && !project) continue;
        yield { paths: inEveryLanguage((lang) => listingPath(listing, lang, project)), lastmod: listing.PublishedAt.slice(0, 10) };
      }
    }
  }
  return { pages, listings: listings() };
}

/** The <url> elements of a page, one per language, each with every alternate. */
function urlElements(page: SitemapPage, options: SitemapOptions): string[] {
  const alternates = hreflangAlternates((lang) => options.origin + page.paths[lang], options)
    .map((alternate) => `<xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(alternate.href)}"/>`)
    .join("");
  const lastmod = page.lastmod ? `<lastmod>${page.lastmod}</lastmod>` : "";
  return options.languages.map((lang) => `<url><loc>${escapeXml(options.origin + page.paths[lang])}</loc>${lastmod}${alternates}</url>\n`);
}

/** Where one sitemap file's text goes as it is written: kept as text (tests), or compressed on the fly (the server). */
type FileSink = { write(text: string): Promise<void>; end(urls: number): Promise<void> };

/** A file being written: its name, its sink, and what the index says of it. */
type OpenFile = { name: string; sink: FileSink; urls: number; bytes: number; lastmod: string | undefined };

/**
 * Cuts a section into sitemaps within the limits, never splitting a page's languages, writing each
 * page's URLs to the current file as it goes: no file's whole text is ever held (the listings of
 * 100,000 properties make 300 MB of XML). Returns the files' index entries.
 */
async function writeSection(
  pages: AsyncIterable<SitemapPage> | Iterable<SitemapPage>,
  options: SitemapOptions,
  name: (n: number) => string,
  openFile: (name: string) => FileSink,
): Promise<string[]> {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const maxBytes = options.maxBytes ?? SITEMAP_MAX_BYTES;
  const frame = Buffer.byteLength(HEAD + TAIL);
  const entries: string[] = [];
  const close = async (file: OpenFile) => {
    await file.sink.write(TAIL);
    await file.sink.end(file.urls);
    const lastmod = file.lastmod ? `<lastmod>${file.lastmod}</lastmod>` : "";
    entries.push(
      `<sitemap><loc>${escapeXml(`${options.origin}${sharedFileHref("sitemap-file", { name: file.name })}`)}</loc>${lastmod}</sitemap>\n`,
    );
  };
  let current: OpenFile | null = null;
  let n = 0;
  for await (const page of pages) {
    if (++n % PAGES_BETWEEN_PAUSES === 0) await pause();
    const text = urlElements(page, options).join("");
    const urls = options.languages.length;
    const bytes = Buffer.byteLength(text);
    if (urls > maxUrls || frame + bytes > maxBytes)
      throw new Error(`Sitemap: one page in every language exceeds the limits (${page.paths[options.defaultLanguage]})`);
    if (!current || current.urls + urls > maxUrls || current.bytes + bytes > maxBytes) {
      if (current) await close(current);
      const fileName = name(entries.length + 1);
      current = { name: fileName, sink: openFile(fileName), urls: 0, bytes: frame, lastmod: undefined };
      await current.sink.write(HEAD);
    }
    await current.sink.write(text);
    current.urls += urls;
    current.bytes += bytes;
    if (page.lastmod && (!current.lastmod || page.lastmod > current.lastmod)) current.lastmod = page.lastmod;
  }
  if (current) await close(current);
  return entries;
}

/** Writes the sitemaps, each file to the sink `openFile` gives for its name; returns the index. */
async function writeSitemaps(sections: SitemapSections, options: SitemapOptions, openFile: (name: string) => FileSink): Promise<string> {
  const entries = [
    ...(await writeSection(sections.pages, options, (n) => (n === 1 ? "pages.xml" : `pages-${n}.xml`), openFile)),
    ...(await writeSection(sections.listings, options, (n) => `listings-${n}.xml`, openFile)),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${entries.join("")}</sitemapindex>
`;
}

/** @internal The index and its sitemaps as text, built from the sections (tests read them; the server keeps them gzipped). */
export async function buildSitemaps(sections: SitemapSections, options: SitemapOptions): Promise<Sitemaps> {
  const files = new Map<string, { xml: string; urls: number }>();
  const index = await writeSitemaps(sections, options, (name) => {
    const parts: string[] = [];
    return {
      write: async (text) => void parts.push(text),
      end: async (urls) => void files.set(name, { xml: parts.join(""), urls }),
    };
  });
  return { index, files };
}

/** A sink that gzips as it is written (waiting when the compressor's buffer is full) and stores the result. */
function gzipSink(done: (gzip: Uint8Array<ArrayBuffer>, urls: number) => void): FileSink {
  const gzip = createGzip();
  const chunks: Buffer[] = [];
  gzip.on("data", (chunk: Buffer) => chunks.push(chunk));
  return {
    write: (text) => (gzip.write(text) ? Promise.resolve() : new Promise((resolve) => gzip.once("drain", resolve))),
    end: (urls) =>
      new Promise((resolve, reject) => {
        gzip.once("error", reject);
        gzip.end(() => {
          done(new Uint8Array(Buffer.concat(chunks)), urls);
          resolve();
        });
      }),
  };
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
    // Each file is compressed as it is written: its text is never held whole.
    const index = await writeSitemaps(sections, { origin, languages, defaultLanguage: config.defaultLanguage }, (name) =>
      gzipSink((gzip, urls) => stored.set(name, { gzip, urls })),
    );
    return { index, files: stored };
  })();
  byOrigin.set(origin, built);
  if (byOrigin.size > ORIGINS_KEPT) byOrigin.delete(byOrigin.keys().next().value!);
  built.catch(() => {
    if (byOrigin.get(origin) === built) byOrigin.delete(origin);
  });
  return built;
}
