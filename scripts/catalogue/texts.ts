/** French text pools (streets, equipment) and small French phrasing helpers. */
export const STREETS_FR = [
  "Rue de la Station",
  "Rue du Moulin",
  "Avenue des Tilleuls",
  "Rue de Bruxelles",
  "Rue Haute",
  "Rue des Champs",
  "Rue de l'Église",
  "Avenue Reine Astrid",
  "Rue Saint-Nicolas",
  "Chaussée de Louvain",
  "Rue des Écoles",
  "Rue du Centre",
  "Avenue de la Gare",
  "Rue des Prés",
  "Rue de la Chapelle",
  "Rue du Village",
  "Avenue Albert Ier",
  "Rue des Fleurs",
  "Rue de la Fontaine",
  "Rue Émile Vandervelde",
  "Rue des Combattants",
  "Avenue du Parc",
  "Rue Joseph Wauters",
  "Rue du Bois",
  "Chemin des Aubépines",
  "Rue de la Vallée",
  "Rue Général Leman",
  "Avenue des Hêtres",
];
export const STREETS_NL = [
  "Stationsstraat",
  "Kerkstraat",
  "Molenstraat",
  "Dorpsstraat",
  "Nieuwstraat",
  "Schoolstraat",
  "Kapelstraat",
  "Beekstraat",
  "Lindenlaan",
  "Brusselsesteenweg",
  "Kouterstraat",
  "Veldstraat",
  "Bergstraat",
  "Populierenlaan",
];
export const STREETS_ES = [
  "Calle del Mar",
  "Avenida de España",
  "Urbanización Los Naranjos",
  "Calle Sol",
  "Camino de la Cala",
  "Calle Las Palmeras",
];

export const HEATING = ["Gaz naturel (chaudière à condensation)", "Mazout", "Pompe à chaleur", "Électrique", "Gaz naturel", "Pellets"];
export const FRAMES = ["PVC", "PVC", "Aluminium", "Bois", "Bois et aluminium"];
export const KITCHENS = ["Équipée", "Hyper-équipée", "Semi-équipée", "Américaine équipée", "Équipée avec îlot"];
export const AREA_APPLICATIONS = [
  "Zone d'habitat",
  "Zone d'habitat",
  "Zone d'habitat à caractère rural",
  "Zone mixte d'habitat et d'activités",
];

export const ORIENTATIONS = ["sud", "sud-ouest", "ouest", "sud-est", "est"];

export const frNum = (n: number) => n.toLocaleString("fr-BE").replace(/\u202f|\u00a0/g, " ");
export const floorText = (f: number) => (f === 0 ? "rez-de-chaussée" : f === 1 ? "1er étage" : `${f}e étage`);
export const ares = (m2: number) => {
  const a = Math.floor(m2 / 100);
  const ca = Math.round(m2 % 100);
  return ca === 0 ? `${a} ares` : `${a} ares ${String(ca).padStart(2, "0")}`;
};
/** "à le R0" → "au R0", "à l'E411" stays. */
export const toThe = (s: string) => (s.startsWith("le ") ? `au ${s.slice(3)}` : `à ${s}`);
/** "de le R3" → "du R3". */
export const ofThe = (s: string) => (s.startsWith("le ") ? `du ${s.slice(3)}` : `de ${s}`);
export const HEATING_PHRASE: Record<string, string> = {
  "Gaz naturel (chaudière à condensation)": "au gaz naturel (chaudière à condensation)",
  "Gaz naturel": "au gaz naturel",
  Mazout: "au mazout",
  "Pompe à chaleur": "par pompe à chaleur",
  Électrique: "électrique",
  Pellets: "aux pellets",
};
export const lowerFirst = (s: string) => (/^[A-Z]{2,}/.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));
