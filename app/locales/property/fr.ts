import type { PropertyTexts } from "../en";

/** Textes français de la fiche du bien et du projet. Apostrophes droites ('), espace insécable avant « : ». */
const property: PropertyTexts = {
  /** What changed (issue 24 §2, ADR 050): the published prices, from the imports. */
  priceHistory: { title: "Historique du prix", intro: "Les prix que nous avons publiés, avec la date à laquelle chacun a été affiché." },
  /** The brochure (issue 24 §3, ADR 051): its link on the property page, and the page's address in it. */
  brochure: { link: "Brochure (PDF)", page: "Cette page\u00a0: {{url}}" },
  reference: "Référence {{id}}",
  titleReference: "réf. {{id}}",
  status: {
    sold: "Le bien que vous avez demandé a été vendu",
    rented: "Le bien que vous avez demandé a été loué",
    similarLink: "Voir des biens similaires",
    allForSale: "Voir tous nos biens à vendre",
    allForRent: "Voir tous nos biens à louer",
    similarHeading: "D'autres biens qui pourraient vous plaire",
  },
  /** Above a description written in another language than the page's (ADR 048). */
  writtenIn: {
    fr: "L'agence a rédigé cette description en français.",
    nl: "L'agence a rédigé cette description en néerlandais.",
    en: "L'agence a rédigé cette description en anglais.",
    de: "L'agence a rédigé cette description en allemand.",
  },
  sections: {
    description: "Description",
    general: "Informations générales",
    rooms: "Pièces",
    surfaces: "Superficies",
    energy: "Certificat de performance énergétique (PEB)",
    comfort: "Confort et équipements",
    planning: "Risque d'inondation et urbanisme",
    asbestos: "Amiante",
    financial: "Informations financières",
    lifeAnnuity: "Viager",
    media: "Vidéos et visites virtuelles",
  },
  epc: {
    alt: "Label PEB {{label}} ({{region}})",
  },
  /** The documents form (spec §8: a property without documents says so). */
  documents: {
    none: "Il n'y a pas encore de documents pour ce bien. Appelez-nous, ou écrivez-nous avec «\u00a0Demande d'information\u00a0»\u00a0: nous vous dirons quand ils seront prêts.",
    available: "Documents que nous pouvons vous envoyer\u00a0: {{list}}.",
    kinds: {
      epc: "certificat PEB",
      floorPlan: "plan",
      soilCertificate: "attestation du sol",
      electricalInspection: "rapport de contrôle électrique",
      cadastralExtract: "extrait cadastral",
      urbanPlanning: "renseignements urbanistiques",
      asbestosCertificate: "attestation amiante",
      floodInformation: "information sur le risque d'inondation",
    },
  },
  gallery: {
    none: "Il n'y a pas encore de photos de ce bien.",
    title: "Galerie de photos",
    region: "Photos du bien, faites défiler avec les flèches du clavier",
    previous: "Photo précédente",
    next: "Photo suivante",
    status: "Photo {{current}} sur {{total}}",
    count_one: "{{count}} photo",
    count_other: "{{count}} photos",
    thumbnails: "Choisir une photo",
    thumbnail: "Afficher la photo {{current}} sur {{total}}",
    alt: "{{title}}, photo {{current}} sur {{total}}",
  },
  media: {
    video: "Regarder la vidéo sur {{provider}}",
    videoFile: "Regarder la vidéo de ce bien",
    tour: "Faire la visite virtuelle en 3D ({{provider}})",
    videoTitle: "Vidéo du bien\u00a0: {{title}}",
    tourTitle: "Visite virtuelle en 3D\u00a0: {{title}}",
  },
  contact: {
    title: "Ce bien vous intéresse\u00a0?",
    intro: "Appelez-nous ou envoyez-nous un e-mail en mentionnant la référence {{id}}.",
    call: "Appelez-nous au {{phone}}",
    email: "Envoyer un e-mail à {{email}}",
    /** The contact bar of phones, its call link, and the link to the forms near the price. */
    bar: "Contacter l'agence",
    barCall: "Appeler",
    jump: "Nous contacter au sujet de ce bien",
    /** A form page: which property it is about, and the way back to it. */
    about: "À propos de ce bien",
    back: "Retour au bien",
  },
  project: {
    /** The project's price range, among its facts. */
    price: "Prix",
    description: "Présentation du projet",
    priceRange: "De {{min}} à {{max}}",
    categories: "Types de logements",
    /** A type the site has no text for, as the catalogue names it: "Penthouse: 2". */
    category: "{{name}}\u00a0: {{count}}",
    /** How many units of each type (by web id, as types): "8 apartments", "1 apartment". */
    unitTypes: {
      "1_one": "{{count}} maison",
      "1_other": "{{count}} maisons",
      "2_one": "{{count}} appartement",
      "2_other": "{{count}} appartements",
      "3_one": "{{count}} studio",
      "3_other": "{{count}} studios",
      "4_one": "{{count}} terrain à bâtir",
      "4_other": "{{count}} terrains à bâtir",
      "5_one": "{{count}} immeuble de rapport",
      "5_other": "{{count}} immeubles de rapport",
      "6_one": "{{count}} commerce",
      "6_other": "{{count}} commerces",
      "7_one": "{{count}} garage ou parking",
      "7_other": "{{count}} garages ou parkings",
      "8_one": "{{count}} bâtiment industriel",
      "8_other": "{{count}} bâtiments industriels",
      "9_one": "{{count}} bureau",
      "9_other": "{{count}} bureaux",
    },
    units: "Logements disponibles",
    unitsCount_one: "{{count}} logement disponible",
    unitsCount_other: "{{count}} logements disponibles",
    noUnits: "Aucun logement n'est disponible pour le moment.",
    delivery: "Livraison prévue",
    address: "Adresse",
    partOf: "Ce logement fait partie du projet neuf {{name}}.",
    seeProject: "Voir l'ensemble du projet",
    /** The page title: the project, what it is, and its town in the page's language. */
    title: "{{name}} – projet neuf à {{town}}",
    /** The construction enquiry: asking about the project rather than one unit. */
    wholeProject: "L'ensemble du projet",
  },
};

export default property;
