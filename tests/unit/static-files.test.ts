import { describe, expect, it } from "vitest";
import { mayBeFile } from "~/http/static-files.server";

const entries = new Set(["assets", "images", "favicon.ico", "logo.svg"]);

describe("which paths express.static is asked about", () => {
  it("skips page paths and the root, whose first segment names nothing in build/client", () => {
    for (const path of ["/", "/fr/", "/fr/a-vendre/", "/nl/te-koop/brussel/appartement/12/", "/__manifest", "/sitemap.xml", "/robots.txt"])
      expect(mayBeFile(path, entries), path).toBe(false);
  });

  it("asks about the build's files and folders, and anything under them", () => {
    for (const path of ["/favicon.ico", "/logo.svg", "/assets", "/assets/", "/assets/entry-abc.js", "/images/x/y.webp", "/favicon.ico/"])
      expect(mayBeFile(path, entries), path).toBe(true);
  });

  it("asks about paths express.static reads otherwise than written: escapes, dot segments, backslashes", () => {
    for (const path of ["/fav%69con.ico", "/fr/../favicon.ico", "/./logo.svg", "/.env", "/fr\\..\\logo.svg"])
      expect(mayBeFile(path, entries), path).toBe(true);
  });
});
