/**
 * Where the listings are: the towns (with their motorways and public transport, for the
 * descriptions) and the Spanish spots. A town's region comes from its postcode by the rule of
 * app/belgium/regions.ts; its name in a sentence is title-cased as app/belgium/city.ts does.
 */
import { titleCaseCity } from "~/belgium/city";

export type CityKind = "urban" | "suburb" | "rural";

export interface City {
  name: string;
  zip: string;
  lat: number;
  lon: number;
  /** Number of listings generated there (besides Namur, the project and Spain). */
  count: number;
  kind: CityKind;
  /** 0 = cheap … 0.3 = expensive; shifts prices inside their range. */
  premium: number;
  /** Motorways / main roads nearby, for the descriptions. */
  road: string;
  /** Public transport sentence fragment. */
  transport: string;
}

export function city(
  name: string,
  zip: string,
  lat: number,
  lon: number,
  count: number,
  kind: CityKind,
  premium: number,
  road: string,
  transport?: string,
): City {
  return { name, zip, lat, lon, count, kind, premium, road, transport: transport ?? `la gare ${de(titleCaseCity(name))}` };
}

/** "de Namur", "d'Ixelles". */
export function de(name: string): string {
  return /^[AEIOUYÉÈHaeiouyéèh]/.test(name) && !/^(Hal|Her|Hav|Hu|Hasselt)/.test(name) ? `d'${name}` : `de ${name}`;
}

export const NAMUR = city("Namur", "5000", 50.4669, 4.8675, 22, "urban", 0.12, "l'E411 et l'E42", "la gare de Namur");
export const WAVRE = city("Wavre", "1300", 50.7167, 4.6012, 9, "urban", 0.18, "l'E411", "la gare de Wavre");

export const CITIES: City[] = [
  // Namur province
  NAMUR,
  city("Jambes", "5100", 50.454, 4.8745, 6, "urban", 0.1, "l'E411", "la gare de Jambes"),
  city("Gembloux", "5030", 50.5614, 4.6986, 6, "suburb", 0.1, "la N4 et l'E411"),
  city("Andenne", "5300", 50.4897, 5.095, 3, "suburb", 0.03, "l'E42"),
  city("Dinant", "5500", 50.2606, 4.9122, 3, "suburb", 0.02, "la N97 et l'E411"),
  city("Ciney", "5590", 50.2946, 5.1, 2, "suburb", 0.02, "la N4 et l'E411"),
  city("Sambreville", "5060", 50.4393, 4.6208, 3, "suburb", 0, "l'E42", "la gare d'Auvelais"),
  city("Floreffe", "5150", 50.4333, 4.7667, 2, "rural", 0.06, "l'E42", "la gare de Floreffe"),
  city("Profondeville", "5170", 50.375, 4.87, 2, "rural", 0.1, "la N92", "les bus TEC vers Namur"),
  city("Eghezée", "5310", 50.5906, 4.9117, 3, "rural", 0.08, "l'E411", "les bus TEC vers Namur"),
  city("La Bruyère", "5080", 50.5167, 4.8, 2, "rural", 0.1, "l'E42", "la gare de Rhisnes"),
  city("Fosses-la-Ville", "5070", 50.395, 4.696, 2, "rural", 0.02, "la N922", "les bus TEC vers Namur"),
  city("Philippeville", "5600", 50.196, 4.543, 1, "rural", 0, "la N5", "les bus TEC"),
  // Brabant wallon
  WAVRE,
  city("Ottignies", "1340", 50.6667, 4.5667, 4, "urban", 0.18, "la N4 et l'E411", "la gare d'Ottignies"),
  city("Louvain-la-Neuve", "1348", 50.6681, 4.6118, 4, "urban", 0.2, "l'E411", "la gare de Louvain-la-Neuve"),
  city("Rixensart", "1330", 50.7119, 4.5272, 3, "suburb", 0.22, "l'E411", "la gare de Rixensart"),
  city("Waterloo", "1410", 50.7148, 4.3991, 4, "suburb", 0.26, "le R0 et la N5", "la gare de Waterloo"),
  city("Braine-l'Alleud", "1420", 50.6833, 4.3667, 3, "suburb", 0.2, "le R0", "la gare de Braine-l'Alleud"),
  city("Nivelles", "1400", 50.598, 4.3285, 3, "urban", 0.14, "l'E19", "la gare de Nivelles"),
  city("Jodoigne", "1370", 50.7236, 4.8694, 3, "suburb", 0.1, "la N29 et l'E40", "les bus TEC vers Louvain-la-Neuve"),
  city("Grez-Doiceau", "1390", 50.7389, 4.6989, 2, "rural", 0.22, "l'E411", "les bus TEC vers Wavre"),
  city("Chaumont-Gistoux", "1325", 50.6775, 4.7189, 2, "rural", 0.2, "l'E411", "les bus TEC vers Wavre"),
  city("Genappe", "1470", 50.6111, 4.4511, 2, "rural", 0.14, "la N25 et la N5", "les bus TEC"),
  city("Court-Saint-Étienne", "1490", 50.6333, 4.5667, 2, "suburb", 0.14, "la N25", "la gare de Court-Saint-Étienne"),
  city("Lasne", "1380", 50.6853, 4.4836, 3, "rural", 0.3, "le R0", "les bus TEC vers Waterloo"),
  city("Perwez", "1360", 50.6244, 4.8133, 2, "rural", 0.1, "l'E411", "les bus TEC"),
  city("Walhain", "1457", 50.6214, 4.6986, 1, "rural", 0.12, "l'E411", "la gare de Gembloux"),
  city("Mont-Saint-Guibert", "1435", 50.6344, 4.6111, 2, "suburb", 0.16, "la N25 et l'E411", "la gare de Mont-Saint-Guibert"),
  // Liège
  city("Liège", "4000", 50.6326, 5.5797, 7, "urban", 0.05, "l'E25, l'E40 et l'E313", "la gare des Guillemins"),
  city("Seraing", "4100", 50.5833, 5.5, 2, "urban", 0, "l'A604 et l'E25", "les bus TEC vers Liège"),
  city("Herstal", "4040", 50.6642, 5.6272, 2, "urban", 0, "l'E40 et l'E313", "la gare de Herstal"),
  city("Huy", "4500", 50.5185, 5.2393, 3, "suburb", 0.03, "la N90 et l'E42", "la gare de Huy"),
  city("Verviers", "4800", 50.5891, 5.8624, 2, "urban", 0, "l'E42", "la gare de Verviers-Central"),
  city("Spa", "4900", 50.4924, 5.8658, 1, "suburb", 0.08, "l'E42", "la gare de Spa"),
  city("Waremme", "4300", 50.6974, 5.2551, 2, "suburb", 0.05, "l'E40", "la gare de Waremme"),
  // Hainaut / Charleroi
  city("Charleroi", "6000", 50.4108, 4.4446, 6, "urban", 0, "le R3 et l'E42", "la gare de Charleroi-Central et le métro"),
  city("Gosselies", "6041", 50.4728, 4.4317, 2, "suburb", 0, "l'A54 et le R3", "les bus TEC vers Charleroi"),
  city("Châtelet", "6200", 50.4053, 4.5253, 1, "suburb", 0, "le R3", "les bus TEC vers Charleroi"),
  city("Fleurus", "6220", 50.4833, 4.55, 2, "suburb", 0.02, "l'E42", "la gare de Fleurus"),
  city("Mons", "7000", 50.4542, 3.9523, 2, "urban", 0.04, "l'E19 et l'E42", "la gare de Mons"),
  city("La Louvière", "7100", 50.4797, 4.1881, 1, "urban", 0, "l'E42 et l'A501", "la gare de La Louvière-Centre"),
  city("Tournai", "7500", 50.6056, 3.3878, 1, "urban", 0.02, "l'E42 et l'A8", "la gare de Tournai"),
  // Luxembourg
  city("Arlon", "6700", 49.6833, 5.8167, 1, "urban", 0.12, "l'E411 et l'E25", "la gare d'Arlon"),
  city("Marche-en-Famenne", "6900", 50.2268, 5.3443, 1, "suburb", 0.04, "la N4", "la gare de Marche-en-Famenne"),
  // Brussels (French names)
  city("Bruxelles", "1000", 50.8466, 4.3528, 6, "urban", 0.15, "le ring R0", "le métro et les trams STIB"),
  city("Ixelles", "1050", 50.8333, 4.3667, 7, "urban", 0.22, "le ring R0", "les trams et bus STIB"),
  city("Uccle", "1180", 50.8, 4.3333, 6, "urban", 0.26, "le ring R0", "les trams STIB et la gare de Calevoet"),
  city("Etterbeek", "1040", 50.8361, 4.3861, 4, "urban", 0.18, "le ring R0 et l'E411", "le métro Thieffry et les trams STIB"),
  city("Schaerbeek", "1030", 50.8676, 4.3737, 4, "urban", 0.1, "le ring R0", "les trams STIB et la gare de Schaerbeek"),
  city("Woluwe-Saint-Lambert", "1200", 50.8427, 4.4295, 4, "urban", 0.22, "l'E40", "le métro Tomberg et les bus STIB"),
  city("Woluwe-Saint-Pierre", "1150", 50.8293, 4.4322, 3, "urban", 0.26, "l'E411", "le tram 39 et le métro Stockel"),
  city("Auderghem", "1160", 50.8156, 4.4269, 3, "urban", 0.2, "l'E411", "le métro Hermann-Debroux"),
  city("Watermael-Boitsfort", "1170", 50.7995, 4.4158, 2, "urban", 0.22, "l'E411", "la gare de Boitsfort et les trams STIB"),
  city("Forest", "1190", 50.8103, 4.3183, 2, "urban", 0.08, "le ring R0", "les trams STIB et la gare de Forest-Midi"),
  city("Saint-Gilles", "1060", 50.8272, 4.3458, 2, "urban", 0.12, "le ring R0", "le métro Porte de Hal et la gare du Midi"),
  city("Anderlecht", "1070", 50.8365, 4.3089, 1, "urban", 0.02, "le ring R0", "le métro Saint-Guidon"),
  city("Jette", "1090", 50.8779, 4.3261, 1, "urban", 0.08, "le ring R0", "la gare de Jette et le tram 9"),
  // Flanders
  city("Leuven", "3000", 50.8798, 4.7005, 5, "urban", 0.22, "l'E40 et l'E314", "la gare de Leuven"),
  city("Gent", "9000", 51.0543, 3.7174, 3, "urban", 0.2, "l'E17 et l'E40", "la gare de Gent-Sint-Pieters"),
  city("Mechelen", "2800", 51.0259, 4.4776, 3, "urban", 0.16, "l'E19", "la gare de Mechelen"),
  city("Aalst", "9300", 50.9378, 4.0403, 2, "urban", 0.08, "l'E40", "la gare d'Aalst"),
  city("Halle", "1500", 50.7339, 4.2345, 3, "urban", 0.1, "le R0 et l'A8", "la gare de Halle"),
  city("Vilvoorde", "1800", 50.9281, 4.4245, 3, "urban", 0.1, "le R0 et l'E19", "la gare de Vilvoorde"),
  city("Kapelle-Op-Den-Bos", "1880", 50.9708, 4.3606, 2, "rural", 0.08, "l'A12"),
  city("Tervuren", "3080", 50.8239, 4.5147, 2, "suburb", 0.28, "le R0", "le tram 44 vers Bruxelles"),
  city("Overijse", "3090", 50.7741, 4.5372, 2, "suburb", 0.24, "l'E411", "les bus De Lijn"),
  city("Zaventem", "1930", 50.8837, 4.4731, 1, "suburb", 0.14, "le R0 et l'E40", "la gare de Zaventem"),
  city("Dilbeek", "1700", 50.8483, 4.2597, 1, "suburb", 0.14, "le R0", "la gare de Dilbeek"),
  city("Grimbergen", "1850", 50.9347, 4.3719, 1, "suburb", 0.12, "l'A12 et le R0", "les bus De Lijn"),
  city("Tienen", "3300", 50.8072, 4.938, 1, "suburb", 0.04, "l'E40", "la gare de Tienen"),
  city("Antwerpen", "2000", 51.2194, 4.4025, 1, "urban", 0.16, "le ring R1", "la gare d'Antwerpen-Centraal"),
];

export interface SpanishSpot {
  name: string;
  lat: number;
  lon: number;
}
export const SPANISH_SPOTS: SpanishSpot[] = [
  { name: "Marbella", lat: 36.5101, lon: -4.8825 },
  { name: "Estepona", lat: 36.4277, lon: -5.1459 },
  { name: "Alicante", lat: 38.3452, lon: -0.481 },
  { name: "Torrevieja", lat: 37.9787, lon: -0.6822 },
  { name: "Jávea", lat: 38.7895, lon: 0.1661 },
];
