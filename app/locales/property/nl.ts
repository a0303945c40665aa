import type { PropertyTexts } from "../en";

/** Nederlandse teksten van de pandfiche en het nieuwbouwproject (Belgisch Nederlands). */
const property: PropertyTexts = {
  /** What changed (issue 24 §2, ADR 050): the published prices, from the imports. */
  priceHistory: {
    title: "Prijsgeschiedenis",
    intro: "De prijzen die wij publiceerden, met de datum waarop elke prijs voor het eerst getoond werd.",
  },
  /** The brochure (issue 24 §3, ADR 051): its link on the property page, and the page's address in it. */
  brochure: { link: "Brochure (pdf)", page: "Deze pagina: {{url}}" },
  reference: "Referentie {{id}}",
  titleReference: "ref. {{id}}",
  status: {
    sold: "Het pand dat u zocht, is verkocht",
    rented: "Het pand dat u zocht, is verhuurd",
    similarLink: "Bekijk vergelijkbare panden",
    allForSale: "Bekijk al onze panden te koop",
    allForRent: "Bekijk al onze panden te huur",
    similarHeading: "Andere panden die u misschien bevallen",
  },
  /** Above a description written in another language than the page's (ADR 048). */
  writtenIn: {
    fr: "Het kantoor schreef deze beschrijving in het Frans.",
    nl: "Het kantoor schreef deze beschrijving in het Nederlands.",
    en: "Het kantoor schreef deze beschrijving in het Engels.",
    de: "Het kantoor schreef deze beschrijving in het Duits.",
  },
  sections: {
    description: "Beschrijving",
    general: "Algemene informatie",
    rooms: "Indeling",
    surfaces: "Oppervlakten",
    energy: "Energieprestatiecertificaat (EPC)",
    comfort: "Comfort en uitrusting",
    planning: "Overstromingsrisico en stedenbouw",
    asbestos: "Asbest",
    financial: "Financiële informatie",
    lifeAnnuity: "Lijfrente",
    media: "Video's en virtuele rondleidingen",
  },
  epc: {
    alt: "EPC-label {{label}} ({{region}})",
  },
  /** The documents form (spec §8: a property without documents says so). */
  documents: {
    none: "Er zijn nog geen documenten voor dit pand. Bel ons, of vraag ons via “Informatie aanvragen”: we laten u weten wanneer ze klaar zijn.",
    available: "Documenten die we u kunnen sturen: {{list}}.",
    kinds: {
      epc: "EPC-certificaat",
      floorPlan: "plan",
      soilCertificate: "bodemattest",
      electricalInspection: "keuringsverslag elektriciteit",
      cadastralExtract: "kadastraal uittreksel",
      urbanPlanning: "stedenbouwkundige inlichtingen",
      asbestosCertificate: "asbestattest",
      floodInformation: "informatie over overstromingsrisico",
    },
  },
  gallery: {
    none: "Er zijn nog geen foto's van dit pand.",
    title: "Fotogalerij",
    region: "Foto's van het pand, scrol met de pijltjestoetsen",
    previous: "Vorige foto",
    next: "Volgende foto",
    status: "Foto {{current}} van {{total}}",
    count_one: "{{count}} foto",
    count_other: "{{count}} foto's",
    thumbnails: "Kies een foto",
    thumbnail: "Toon foto {{current}} van {{total}}",
    alt: "{{title}}, foto {{current}} van {{total}}",
  },
  media: {
    video: "Bekijk de video op {{provider}}",
    videoFile: "Bekijk de video van dit pand",
    tour: "Maak de virtuele 3D-rondleiding ({{provider}})",
    videoTitle: "Video van het pand: {{title}}",
    tourTitle: "Virtuele 3D-rondleiding: {{title}}",
  },
  contact: {
    title: "Interesse in dit pand?",
    intro: "Bel of mail ons en vermeld referentie {{id}}.",
    call: "Bel ons op {{phone}}",
    email: "Stuur een e-mail naar {{email}}",
    /** The contact bar of phones, its call link, and the link to the forms near the price. */
    bar: "Contact met het kantoor",
    barCall: "Bellen",
    jump: "Contacteer ons over dit pand",
    /** A form page: which property it is about, and the way back to it. */
    about: "Over dit pand",
    back: "Terug naar het pand",
  },
  project: {
    /** The project's price range, among its facts. */
    price: "Prijs",
    description: "Over dit project",
    priceRange: "Van {{min}} tot {{max}}",
    categories: "Soorten units",
    /** A type the site has no text for, as the catalogue names it: "Penthouse: 2". */
    category: "{{name}}: {{count}}",
    /** How many units of each type (by web id, as types): "8 apartments", "1 apartment". */
    unitTypes: {
      "1_one": "{{count}} huis",
      "1_other": "{{count}} huizen",
      "2_one": "{{count}} appartement",
      "2_other": "{{count}} appartementen",
      "3_one": "{{count}} studio",
      "3_other": "{{count}} studio's",
      "4_one": "{{count}} bouwgrond",
      "4_other": "{{count}} bouwgronden",
      "5_one": "{{count}} opbrengsteigendom",
      "5_other": "{{count}} opbrengsteigendommen",
      "6_one": "{{count}} handelspand",
      "6_other": "{{count}} handelspanden",
      "7_one": "{{count}} garage of parkeerplaats",
      "7_other": "{{count}} garages of parkeerplaatsen",
      "8_one": "{{count}} industrieel pand",
      "8_other": "{{count}} industriële panden",
      "9_one": "{{count}} kantoor",
      "9_other": "{{count}} kantoren",
    },
    units: "Beschikbare units",
    unitsCount_one: "{{count}} unit beschikbaar",
    unitsCount_other: "{{count}} units beschikbaar",
    noUnits: "Op dit moment zijn er geen units beschikbaar.",
    delivery: "Verwachte oplevering",
    address: "Adres",
    partOf: "Deze unit maakt deel uit van het nieuwbouwproject {{name}}.",
    seeProject: "Bekijk het hele project",
    /** The page title: the project, what it is, and its town in the page's language. */
    title: "{{name}} – nieuwbouwproject in {{town}}",
    /** The construction enquiry: asking about the project rather than one unit. */
    wholeProject: "Het hele project",
  },
};

export default property;
