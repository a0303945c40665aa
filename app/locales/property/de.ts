import type { PropertyTexts } from "../en";

/** Deutsche Texte der Immobilien- und Projektseite (Ostbelgien). */
const property: PropertyTexts = {
  /** What changed (issue 24 §2, ADR 050): the published prices, from the imports. */
  priceHistory: {
    title: "Preisverlauf",
    intro: "Die Preise, die wir veröffentlicht haben, mit dem Datum, an dem jeder zuerst gezeigt wurde.",
  },
  /** The brochure (issue 24 §3, ADR 051): its link on the property page, and the page's address in it. */
  brochure: { link: "Broschüre (PDF)", page: "Diese Seite: {{url}}" },
  reference: "Referenz {{id}}",
  titleReference: "Ref. {{id}}",
  status: {
    sold: "Die von Ihnen gesuchte Immobilie ist verkauft",
    rented: "Die von Ihnen gesuchte Immobilie ist vermietet",
    similarLink: "Ähnliche Immobilien ansehen",
    allForSale: "Alle unsere Immobilien zum Verkauf ansehen",
    allForRent: "Alle unsere Immobilien zur Miete ansehen",
    similarHeading: "Andere Immobilien, die Ihnen gefallen könnten",
  },
  /** Above a description written in another language than the page's (ADR 048). */
  writtenIn: {
    fr: "Das Büro hat diese Beschreibung auf Französisch verfasst.",
    nl: "Das Büro hat diese Beschreibung auf Niederländisch verfasst.",
    en: "Das Büro hat diese Beschreibung auf Englisch verfasst.",
    de: "Das Büro hat diese Beschreibung auf Deutsch verfasst.",
  },
  sections: {
    description: "Beschreibung",
    general: "Allgemeine Angaben",
    rooms: "Räume",
    surfaces: "Flächen",
    energy: "Energieausweis (GEA/PEB)",
    comfort: "Komfort und Ausstattung",
    planning: "Hochwasserrisiko und Städtebau",
    asbestos: "Asbestbescheinigung",
    financial: "Finanzielle Angaben",
    lifeAnnuity: "Leibrente",
    media: "Videos und virtuelle Rundgänge",
  },
  epc: {
    alt: "Energieausweis-Klasse {{label}} ({{region}})",
  },
  /** The documents form (spec §8: a property without documents says so). */
  documents: {
    none: "Für diese Immobilie gibt es noch keine Unterlagen. Rufen Sie uns an oder fragen Sie uns über „Informationen anfordern“: Wir sagen Ihnen, wann sie bereit sind.",
    available: "Unterlagen, die wir Ihnen senden können: {{list}}.",
    kinds: {
      epc: "Energieausweis",
      floorPlan: "Grundriss",
      soilCertificate: "Bodenbescheinigung",
      electricalInspection: "Prüfbericht der Elektroinstallation",
      cadastralExtract: "Katasterauszug",
      urbanPlanning: "städtebauliche Auskünfte",
      asbestosCertificate: "Asbestbescheinigung",
      floodInformation: "Informationen zum Hochwasserrisiko",
    },
  },
  gallery: {
    none: "Von dieser Immobilie gibt es noch keine Fotos.",
    title: "Fotogalerie",
    region: "Fotos der Immobilie, mit den Pfeiltasten blättern",
    previous: "Vorheriges Foto",
    next: "Nächstes Foto",
    status: "Foto {{current}} von {{total}}",
    count_one: "{{count}} Foto",
    count_other: "{{count}} Fotos",
    thumbnails: "Ein Foto auswählen",
    thumbnail: "Foto {{current}} von {{total}} anzeigen",
    alt: "{{title}}, Foto {{current}} von {{total}}",
  },
  media: {
    video: "Das Video auf {{provider}} ansehen",
    videoFile: "Das Video dieser Immobilie ansehen",
    tour: "Den virtuellen 3D-Rundgang starten ({{provider}})",
    videoTitle: "Video der Immobilie: {{title}}",
    tourTitle: "Virtueller 3D-Rundgang: {{title}}",
  },
  contact: {
    title: "Interessiert an dieser Immobilie?",
    intro: "Rufen Sie uns an oder schreiben Sie uns eine E-Mail mit der Referenz {{id}}.",
    call: "Rufen Sie uns an: {{phone}}",
    email: "Eine E-Mail an {{email}} senden",
    /** The contact bar of phones, its call link, and the link to the forms near the price. */
    bar: "Das Büro kontaktieren",
    barCall: "Anrufen",
    jump: "Kontaktieren Sie uns zu dieser Immobilie",
    /** A form page: which property it is about, and the way back to it. */
    about: "Über diese Immobilie",
    back: "Zurück zur Immobilie",
  },
  project: {
    /** The project's price range, among its facts. */
    price: "Preis",
    description: "Über dieses Projekt",
    priceRange: "Von {{min}} bis {{max}}",
    categories: "Arten von Wohneinheiten",
    /** A type the site has no text for, as the catalogue names it: "Penthouse: 2". */
    category: "{{name}}: {{count}}",
    /** How many units of each type (by web id, as types): "8 apartments", "1 apartment". */
    unitTypes: {
      "1_one": "{{count}} Haus",
      "1_other": "{{count}} Häuser",
      "2_one": "{{count}} Wohnung",
      "2_other": "{{count}} Wohnungen",
      "3_one": "{{count}} Studio",
      "3_other": "{{count}} Studios",
      "4_one": "{{count}} Baugrundstück",
      "4_other": "{{count}} Baugrundstücke",
      "5_one": "{{count}} Renditeobjekt",
      "5_other": "{{count}} Renditeobjekte",
      "6_one": "{{count}} Gewerbefläche",
      "6_other": "{{count}} Gewerbeflächen",
      "7_one": "{{count}} Garage oder Stellplatz",
      "7_other": "{{count}} Garagen oder Stellplätze",
      "8_one": "{{count}} Industriegebäude",
      "8_other": "{{count}} Industriegebäude",
      "9_one": "{{count}} Büro",
      "9_other": "{{count}} Büros",
    },
    units: "Verfügbare Wohneinheiten",
    unitsCount_one: "{{count}} Wohneinheit verfügbar",
    unitsCount_other: "{{count}} Wohneinheiten verfügbar",
    noUnits: "Derzeit sind keine Wohneinheiten verfügbar.",
    delivery: "Voraussichtliche Fertigstellung",
    address: "Adresse",
    partOf: "Diese Wohneinheit gehört zum Neubauprojekt {{name}}.",
    seeProject: "Das ganze Projekt ansehen",
    /** The page title: the project, what it is, and its town in the page's language. */
    title: "{{name}} – Neubauprojekt in {{town}}",
    /** The construction enquiry: asking about the project rather than one unit. */
    wholeProject: "Das gesamte Projekt",
  },
};

export default property;
