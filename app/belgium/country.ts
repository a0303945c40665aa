/**
 * The catalogue's country ids (spec §3: 10 = Belgium and 32 = Spain in the catalogue, 10 = Belgium
 * and 50 = Luxembourg in the shell helpers). The one place that knows them.
 */
export const BELGIUM_COUNTRY_ID = 10;
export const SPAIN_COUNTRY_ID = 32;
export const LUXEMBOURG_COUNTRY_ID = 50;

/** ISO 3166-1 alpha-2 code of each catalogue country (schema.org addressCountry). */
export const COUNTRY_CODES: Readonly<Record<number, string>> = {
  [BELGIUM_COUNTRY_ID]: "BE",
  [SPAIN_COUNTRY_ID]: "ES",
  [LUXEMBOURG_COUNTRY_ID]: "LU",
};

/** Whether a CountryID (a number in the catalogue, sometimes a string in the shell helpers) is Belgium's. */
export function isBelgian(countryId: number | string | null | undefined): boolean {
  return countryId !== null && countryId !== undefined && Number(countryId) === BELGIUM_COUNTRY_ID;
}
