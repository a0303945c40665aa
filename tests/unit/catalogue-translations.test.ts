/**
 * A catalogue in several languages (issue 23 §8, ADR 048), through the import command as an agency
 * runs it: the bundled catalogue (French, with Dutch texts written beside it) and the sample
 * English file; the English texts land on their listing and project, in one import; a file that
 * names a listing the catalogue does not have changes nothing; a language given twice, or a file in
 * another language with a mistake, is refused before the catalogue's listings are read.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readTranslationFile, withTranslations } from "../../app/catalogue/catalogue-translations.server";
import { openCatalogueFile } from "../../app/catalogue/catalogue-validation.server";
import { listingTexts, projectDescription } from "../../app/catalogue/listing-texts";
import { latestCatalogueVersion, loadVersionedCatalogue } from "../../app/catalogue/store.server";
import { closeDatabase, createDatabase, type Database } from "../../app/db/db.server";

const run = promisify(execFile);
const SNAPSHOT = "data/catalogue/snapshot.json";
const ENGLISH = "data/catalogue/samples/catalogue-en.json";

describe("importing a catalogue with its texts in other languages", () => {
  let dir: string;
  let db: Database;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), "agency-translations-"));
    db = createDatabase(`file:${dir}/site.db`);
  });
  afterEach(async () => {
    await closeDatabase(db);
    rmSync(dir, { recursive: true, force: true });
  });

  const importFiles = (...files: string[]) =>
    run(process.execPath, ["--import", "tsx", "scripts/catalogue-import.ts", ...files], {
      env: { ...process.env, DATABASE_URL: `file:${dir}/site.db` },
    }).catch((error: { stdout: string; stderr: string; code: number }) => error);

  it("gives each listing and project of the English file its English texts; the Dutch ones written beside the French stay", async () => {
    const { stdout } = await importFiles(SNAPSHOT, ENGLISH);
    expect(stdout).toContain(`with ${ENGLISH}'s texts in "en": 2 listings, 1 project.`);
    const catalogue = await loadVersionedCatalogue(db);
    const seraing = (await catalogue.listings.byId(4222482))!;
    expect(listingTexts(seraing, "en")).toEqual({
      headline: { text: "Detached 2-bedroom house with garage", lang: "en" },
      description: { text: expect.stringMatching(/^In a quiet part of Seraing, this detached house/), lang: "en" },
    });
    expect(listingTexts(seraing, "nl").description.lang).toBe("fr");
    expect(projectDescription(catalogue.projects[0]!, "en").text).toMatch(/^Les Jardins de la Dyle is a new residence of 24 flats/);
    const leuven = (await catalogue.listings.byId(4219380))!;
    expect(listingTexts(leuven, "nl").headline).toEqual({ text: "Appartement met 3 slaapkamers en terras", lang: "nl" });
    expect(listingTexts(leuven, "en").description.lang).toBe("fr");
  });

  it("refuses a file naming a listing the catalogue does not have, and changes nothing", async () => {
    const english = JSON.parse(readFileSync(ENGLISH, "utf8")) as { listings: { ID: number }[] };
    english.listings[1]!.ID = 9_999_999;
    const unknown = path.join(dir, "catalogue-en-unknown.json");
    writeFileSync(unknown, JSON.stringify(english));
    const refused = (await importFiles(SNAPSHOT, unknown)) as { stderr: string; code: number };
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`${unknown}: listing 9999999 is not in ${SNAPSHOT}`);
    expect(await latestCatalogueVersion(db)).toBeNull();
  });

  it("refuses a language given twice before reading the catalogue's listings", () => {
    const english = readTranslationFile(ENGLISH);
    const french = readTranslationFile(SNAPSHOT);
    if (!english.ok || !french.ok) throw new Error("the bundled files are valid");
    const opened = openCatalogueFile(SNAPSHOT);
    if (!opened.ok) throw new Error("the bundled catalogue is valid");
    try {
      expect(withTranslations(opened.input, SNAPSHOT, [english.value, english.value])).toEqual({
        ok: false,
        errors: [`${ENGLISH}: its language, "en", is also the language of ${ENGLISH}`],
      });
      expect(withTranslations(opened.input, SNAPSHOT, [french.value])).toEqual({
        ok: false,
        errors: [`${SNAPSHOT}: its language, "fr", is also the language of ${SNAPSHOT}`],
      });
    } finally {
      opened.input.close();
    }
  });

  it("validates a file in another language as the catalogue itself is", () => {
    const english = JSON.parse(readFileSync(ENGLISH, "utf8")) as { listings: Record<string, unknown>[] };
    english.listings[0]!.Description = "";
    const broken = path.join(dir, "catalogue-en-broken.json");
    writeFileSync(broken, JSON.stringify(english));
    const read = readTranslationFile(broken);
    expect(read.ok).toBe(false);
    expect(read.ok ? [] : read.errors[0]).toMatch(`${broken}: listings[0] (ID ${english.listings[0]!.ID}).Description: `);
  });
});
