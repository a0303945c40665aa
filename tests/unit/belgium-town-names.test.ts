import { describe, expect, it } from "vitest";
import { townName, townNames } from "~/belgium/town-names";

describe("town names per language", () => {
  it("calls Belgian towns by their name in the page's language", () => {
    expect(townName({ name: "Namur", zip: "5000" }, "nl")).toBe("Namen");
    expect(townName({ name: "Namur", zip: "5000" }, "de")).toBe("Namur");
    expect(townName({ name: "Liège", zip: "4000" }, "nl")).toBe("Luik");
    expect(townName({ name: "Liège", zip: "4000" }, "de")).toBe("Lüttich");
    expect(townName({ name: "Bruxelles", zip: "1000" }, "en")).toBe("Brussels");
    expect(townName({ name: "Bruxelles", zip: "1000" }, "de")).toBe("Brüssel");
    expect(townName({ name: "Antwerpen", zip: "2000" }, "fr")).toBe("Anvers");
    expect(townName({ name: "Mons", zip: "7000" }, "nl")).toBe("Bergen");
  });

  it("matches the catalogue's spelling whatever its case or accents, but only with the same postcode", () => {
    expect(townName({ name: "LIEGE", zip: "4000" }, "nl")).toBe("Luik");
    expect(townName({ name: "Namur", zip: "5100" }, "nl")).toBe("Namur");
  });

  it("keeps the title-cased catalogue name where a town has no other name", () => {
    expect(townName({ name: "KAPELLE-OP-DEN-BOS", zip: "1880" }, "en")).toBe("Kapelle-op-den-Bos");
    expect(townName({ name: "Marbella", zip: "" }, "nl")).toBe("Marbella");
  });

  it("lists every name a town goes by, the catalogue's first, without repeats", () => {
    expect(townNames({ name: "Bruxelles", zip: "1000" })).toEqual(["Bruxelles", "Brussel", "Brussels", "Brüssel"]);
    expect(townNames({ name: "Liège", zip: "4000" })).toEqual(["Liège", "Luik", "Lüttich"]);
    expect(townNames({ name: "Wavre", zip: "1300" })).toEqual(["Wavre", "Waver"]);
  });
});
