/** German (East Belgium) interface texts (namespace "translations"). Same keys as en.ts. */
import type { Translations } from "./en";
import property from "./property/de";
import search from "./search/de";
const de: Translations = {
  shell: {
    skipToContent: "Zum Hauptinhalt springen",
    home: "Startseite",
    logoAlt: "{{name}} – Startseite",
    mainMenu: "Hauptmenü",
    openMenu: "Menü",
    closeMenu: "Menü schließen",
    languageSwitcher: "Wählen Sie Ihre Sprache",
    currentLanguage: "{{language}} (aktuelle Sprache)",
    switchTo: "{{language}}",
    breadcrumb: "Brotkrumennavigation",
    topBar: "Kontakt und soziale Medien",
    opensInNewTab: "(öffnet in einem neuen Tab)",
    backToTop: "Zurück nach oben",
    footer: "Fußzeile",
    cookieSettings: "Cookie-Einstellungen",
    previewMode: "Vorschau: Das Cookie-Fenster ist ausgeblendet und die Einwilligung gilt als erteilt.",
  },
  banner: {
    previous: "Vorheriges Bild",
    next: "Nächstes Bild",
    pause: "Diashow anhalten",
    play: "Diashow abspielen",
    slide: "Bild {{current}} von {{total}}",
    videoLabel: "Video über die Agentur",
  },
  notFound: {
    title: "Hoppla, diese Seite existiert nicht mehr",
    searchLabel: "Nach Referenz, Immobilienart oder Ort suchen",
    searchButton: "Suchen",
    homeLink: "Zurück zur Startseite",
  },
  team: {
    email: "E-Mail an {{name}} senden",
    phone: "{{name}} anrufen",
    languages: "Sprachen: {{languages}}",
  },
  contactPage: {
    address: "Adresse",
    phone: "Telefon",
    email: "E-Mail",
    vat: "MwSt.",
    ipi: "IPI-Zulassung",
    openingHours: "Öffnungszeiten",
  },
  listings: {
    forSaleCount_one: "{{count}} Immobilie zu verkaufen",
    forSaleCount_other: "{{count}} Immobilien zu verkaufen",
    forRentCount_one: "{{count}} Immobilie zu vermieten",
    forRentCount_other: "{{count}} Immobilien zu vermieten",
  },
  errors: {
    generic: "Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es gleich noch einmal.",
    genericTitle: "Ein Fehler ist aufgetreten",
  },
  types: {
    "1": "Haus",
    "2": "Wohnung",
    "3": "Studio",
    "4": "Baugrundstück",
    "5": "Renditeobjekt",
    "6": "Gewerbefläche",
    "7": "Garage / Stellplatz",
    "8": "Industriegebäude",
    "9": "Büros",
  },
  marquee: {
    "1": "Neu",
    "2": "Unter Option",
    "3": "Preis gesenkt",
    "4": "Exklusiv",
  },
  price: {
    onRequest: "Preis auf Anfrage",
    startingFrom: "ab {{price}}",
    perMonth: "{{price}} pro Monat",
    withCharges: "{{rent}} + {{charges}} Nebenkosten",
  },
  card: {
    bedrooms_one: "{{count}} Schlafzimmer",
    bedrooms_other: "{{count}} Schlafzimmer",
    surface: "{{surface}} m²",
  },
  property,
  search,
};

export default de;
