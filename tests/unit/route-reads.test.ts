/**
 * The render cache renders a page with the query parameters its route reads only (ADR 039): a
 * parameter a route module starts reading must be named in ROUTE_READS
 * (app/http/page-cache-key.server.ts), or the page would never see it. This reads each page's
 * and each shared file's route module and checks every parameter it reads is kept for it.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LISTING_QUERY_FIELDS } from "~/catalogue/listing-query";
import { RESET_PARAMETER } from "~/consent/consent-form";
import { FAVOURITES_PARAMETER } from "~/favourites/favourites";
import { QR_PARAMETER } from "~/brochure/brochure";
import { FORM_SHOWN_PARAMETER, RETURN_TO_FIELD } from "~/forms/setup";
import { parametersRead } from "~/http/page-cache-key.server";
import { PAGE_IDS, PAGES, pathPattern, SHARED_FILES, sharedFileAt, type SharedFileId } from "~/routing/route-table";

/** The constants route modules read parameters by. */
const CONSTANTS: Record<string, string> = { RETURN_TO_FIELD, RESET_PARAMETER, FORM_SHOWN_PARAMETER, FAVOURITES_PARAMETER, QR_PARAMETER };

/** The parameters a route module's source reads: `searchParams.get/has/getAll(…)`, and the listing filters when it hands the whole query to the listing parser. */
function readsOf(source: string): string[] {
  const names = [...source.matchAll(/searchParams\.(?:get|getAll|has)\(\s*(?:"([^"]+)"|([A-Z_]+))\s*\)/g)].map(([, literal, constant]) => {
    if (literal) return literal;
    if (!(constant! in CONSTANTS)) throw new Error(`add ${constant} to this test's CONSTANTS`);
    return CONSTANTS[constant!]!;
  });
  if (/parseListingQuery\(|searchParams: new URL/.test(source)) names.push(...LISTING_QUERY_FIELDS);
  return names;
}

describe("the parameters a page's route reads", () => {
  it("are each kept in the render cache's key and render of that page, and of its client-side data", () => {
    let checked = 0;
    for (const page of PAGE_IDS) {
      const reads = readsOf(readFileSync(`app/${PAGES[page].file}`, "utf8"));
      const path = pathPattern(page, "fr").replace(/:\w+/g, "1");
      const kept = parametersRead(path);
      const keptForData = parametersRead(`${path.slice(0, -1)}.data`);
      for (const name of [...reads, RESET_PARAMETER]) {
        expect(kept.has(name), `${page} (${PAGES[page].file}) reads ?${name}`).toBe(true);
        expect(keptForData.has(name), `${page}'s data reads ?${name}`).toBe(true);
        checked++;
      }
    }
    // The search's q, the listings' filters, the thank-you pages' from, the login's returnTo … were found.
    expect(checked).toBeGreaterThan(PAGE_IDS.length + 20);
  });
});

describe("the parameters a shared file's route reads", () => {
  it("are each kept in the render cache's key and render of that file, and no other", () => {
    const files = Object.keys(SHARED_FILES) as SharedFileId[];
    for (const file of files) {
      const path = SHARED_FILES[file].path.replace(/:\w+/g, "pages.xml");
      expect(sharedFileAt(path), path).toBe(file);
      const reads = readsOf(readFileSync(`app/${SHARED_FILES[file].file}`, "utf8"));
      expect([...parametersRead(path)].sort(), `${file} (${SHARED_FILES[file].file})`).toEqual([...new Set(reads)].sort());
    }
    // The search index's ?lang.
    expect(parametersRead(SHARED_FILES["search-index"].path).has("lang")).toBe(true);
  });
});
