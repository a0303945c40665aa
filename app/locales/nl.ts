/** Dutch (Belgium) interface texts (namespace "translations"). Same keys as en.ts. */
import type { Translations } from "./en";
import property from "./property/nl";
import search from "./search/nl";
const nl: Translations = {
  shell: {
    skipToContent: "Naar de hoofdinhoud",
    home: "Home",
    logoAlt: "{{name}} – startpagina",
    mainMenu: "Hoofdmenu",
    openMenu: "Menu",
    closeMenu: "Menu sluiten",
    languageSwitcher: "Kies uw taal",
    currentLanguage: "{{language}} (huidige taal)",
    switchTo: "{{language}}",
    breadcrumb: "Kruimelpad",
    topBar: "Contact en sociale media",
    opensInNewTab: "(opent in een nieuw tabblad)",
    backToTop: "Terug naar boven",
    footer: "Voettekst",
    cookieSettings: "Cookie-instellingen",
    previewMode: "Voorbeeldweergave: het cookievenster is verborgen en de toestemming geldt als gegeven.",
  },
  banner: {
    previous: "Vorige foto",
    next: "Volgende foto",
    pause: "Diavoorstelling pauzeren",
    play: "Diavoorstelling afspelen",
    slide: "Foto {{current}} van {{total}}",
    videoLabel: "Video over ons kantoor",
  },
  notFound: {
    title: "Oeps, deze pagina bestaat niet meer",
    searchLabel: "Zoeken op referentie, type of gemeente",
    searchButton: "Zoeken",
    homeLink: "Terug naar de startpagina",
  },
  team: {
    email: "Stuur {{name}} een e-mail",
    phone: "Bel {{name}}",
    languages: "Spreekt: {{languages}}",
  },
  contactPage: {
    address: "Adres",
    phone: "Telefoon",
    email: "E-mail",
    vat: "Btw",
    ipi: "BIV-erkenning",
    openingHours: "Openingsuren",
  },
  listings: {
    forSaleCount_one: "{{count}} pand te koop",
    forSaleCount_other: "{{count}} panden te koop",
    forRentCount_one: "{{count}} pand te huur",
    forRentCount_other: "{{count}} panden te huur",
  },
  errors: {
    generic: "Er is bij ons iets misgegaan. Probeer het over enkele ogenblikken opnieuw.",
    genericTitle: "Er is een fout opgetreden",
  },
  types: {
    "1": "Huis",
    "2": "Appartement",
    "3": "Studio",
    "4": "Bouwgrond",
    "5": "Opbrengsteigendom",
    "6": "Handelspand",
    "7": "Garage / parking",
    "8": "Industrieel pand",
    "9": "Kantoren",
  },
  marquee: {
    "1": "Nieuw",
    "2": "In optie",
    "3": "Prijsdaling",
    "4": "Exclusief",
  },
  price: {
    onRequest: "Prijs op aanvraag",
    startingFrom: "vanaf {{price}}",
    perMonth: "{{price}} per maand",
    withCharges: "{{rent}} + {{charges}} kosten",
  },
  card: {
    bedrooms_one: "{{count}} slaapkamer",
    bedrooms_other: "{{count}} slaapkamers",
    surface: "{{surface}} m²",
  },
  property,
  search,
};

export default nl;
