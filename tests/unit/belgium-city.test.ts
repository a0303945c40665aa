import { describe, expect, it } from "vitest";
import { cityLabel, cityMatches, formatCityParam, normalizeText, parseCityParam, titleCaseCity } from "~/belgium/city";

describe("normalizeText", () => {
  it.each([
    ["  Liège  ", "liege"],
    ["ÉCAUSSINNES", "ecaussinnes"],
    ["Œudeghien", "oeudeghien"],
    ["Rhode-Saint-Genèse", "rhode-saint-genese"],
    ["La   Louvière", "la louviere"],
    ["Alhaurín\tel Grande", "alhaurin el grande"],
    ["", ""],
  ])("%j → %j", (input, output) => {
    expect(normalizeText(input)).toBe(output);
  });
});

describe("cityMatches", () => {
  it("ignores case and accents but requires the same zip", () => {
    expect(cityMatches({ name: "liege", zip: "4000" }, { name: "Liège", zip: "4000" })).toBe(true);
    expect(cityMatches({ name: "NAMUR ", zip: "5000" }, { name: "Namur", zip: "5000" })).toBe(true);
    expect(cityMatches({ name: "Namur", zip: "5000" }, { name: "Namur", zip: "5001" })).toBe(false);
    expect(cityMatches({ name: "Namur", zip: "" }, { name: "Namur", zip: "5000" })).toBe(false);
    expect(cityMatches({ name: "Namur", zip: "5000" }, { name: "Jambes", zip: "5000" })).toBe(false);
    expect(cityMatches({ name: "marbella", zip: "" }, { name: "Marbella", zip: "" })).toBe(true);
  });
});

describe("city query parameter", () => {
  it.each([
    ["Namur|5000", { name: "Namur", zip: "5000" }],
    ["Marbella|", { name: "Marbella", zip: "" }],
    [" La  Louvière | 7100 ", { name: "La Louvière", zip: "7100" }],
  ])("parses %j", (value, city) => {
    expect(parseCityParam(value)).toEqual(city);
  });

  it.each(["", "Namur", "|5000", " |5000", "Namur|5000|x", null, undefined])("rejects %j", (value) => {
    expect(parseCityParam(value)).toBeNull();
  });

  it("formats and reads back", () => {
    expect(formatCityParam({ name: "Namur", zip: "5000" })).toBe("Namur|5000");
    expect(formatCityParam({ name: "Marbella", zip: "" })).toBe("Marbella|");
    expect(formatCityParam({ name: "A|B", zip: "1000" })).toBe("A B|1000");
    const city = { name: "Braine-l'Alleud", zip: "1420" };
    expect(parseCityParam(formatCityParam(city))).toEqual(city);
  });
});

describe("titleCaseCity", () => {
  it.each([
    ["Kapelle-Op-Den-Bos", "Kapelle-op-den-Bos"],
    ["KAPELLE-OP-DEN-BOS", "Kapelle-op-den-Bos"],
    ["SINT-PIETERS-LEEUW", "Sint-Pieters-Leeuw"],
    ["braine-l'alleud", "Braine-l'Alleud"],
    ["BRAINE-L'ALLEUD", "Braine-l'Alleud"],
    ["ottignies-louvain-la-neuve", "Ottignies-Louvain-la-Neuve"],
    ["LA LOUVIÈRE", "La Louvière"],
    ["la louvière", "La Louvière"],
    ["woluwe-saint-lambert", "Woluwe-Saint-Lambert"],
    ["MONT-SAINT-GUIBERT", "Mont-Saint-Guibert"],
    ["saint-josse-ten-noode", "Saint-Josse-ten-Noode"],
    ["heist-op-den-berg", "Heist-op-den-Berg"],
    ["chapelle-lez-herlaimont", "Chapelle-lez-Herlaimont"],
    ["FONTAINE-L'ÉVÊQUE", "Fontaine-l'Évêque"],
    ["ham-sur-heure-nalinnes", "Ham-sur-Heure-Nalinnes"],
    ["marche-en-famenne", "Marche-en-Famenne"],
    ["'S-GRAVENBRAKEL", "'s-Gravenbrakel"],
    ["DE PANNE", "De Panne"],
    ["le roeulx", "Le Roeulx"],
    ["  namur  ", "Namur"],
    ["san pedro de alcántara", "San Pedro de Alcántara"],
    ["", ""],
  ])("%j → %j", (input, output) => {
    expect(titleCaseCity(input)).toBe(output);
  });
});

describe("cityLabel", () => {
  it("adds the country in brackets outside Belgium", () => {
    expect(cityLabel({ City: "MARBELLA", CountryID: 32, CountryName: "Espagne" })).toBe("Marbella (Espagne)");
    expect(cityLabel({ City: "esch-sur-alzette", CountryID: 50, CountryName: "Luxembourg" })).toBe("Esch-sur-Alzette (Luxembourg)");
  });

  it("adds nothing for Belgium or without a country name", () => {
    expect(cityLabel({ City: "NAMUR", CountryID: 10, CountryName: "Belgique" })).toBe("Namur");
    expect(cityLabel({ City: "Namur", CountryID: "10", CountryName: "" })).toBe("Namur");
    expect(cityLabel({ City: "Gent", CountryName: "België" })).toBe("Gent");
    expect(cityLabel({ City: "Marbella", CountryID: 32, CountryName: null })).toBe("Marbella");
    expect(cityLabel({ City: "Marbella" })).toBe("Marbella");
  });
});
