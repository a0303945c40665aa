/** The nine categories (web types) in display order, as the catalogue names them. */
export type WebId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export const CATEGORY_ORDER: Array<[WebId, string]> = [
  [1, "Maison"],
  [2, "Appartement"],
  [3, "Studio"],
  [4, "Terrain"],
  [5, "Immeuble de rapport"],
  [6, "Commerciale"],
  [8, "Industrie"],
  [9, "Bureaux"],
  [7, "Garage/Parking"],
];
