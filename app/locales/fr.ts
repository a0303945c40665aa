/**
 * French (Belgium) interface texts (namespace "translations"). Same keys as en.ts.
 * Typography: plain apostrophes ('), and a no-break space (\u00a0) before ":".
 */
import type { Translations } from "./en";
import property from "./property/fr";
import search from "./search/fr";
const fr: Translations = {
  shell: {
    skipToContent: "Aller au contenu principal",
    home: "Accueil",
    logoAlt: "{{name}} – accueil",
    mainMenu: "Menu principal",
    openMenu: "Menu",
    closeMenu: "Fermer le menu",
    languageSwitcher: "Choisissez votre langue",
    currentLanguage: "{{language}} (langue actuelle)",
    switchTo: "{{language}}",
    breadcrumb: "Fil d'Ariane",
    topBar: "Contact et réseaux sociaux",
    opensInNewTab: "(s'ouvre dans un nouvel onglet)",
    backToTop: "Retour en haut de la page",
    footer: "Pied de page",
    cookieSettings: "Paramètres des cookies",
    previewMode: "Aperçu\u00a0: la fenêtre des cookies est masquée et le consentement est considéré comme donné.",
  },
  banner: {
    previous: "Photo précédente",
    next: "Photo suivante",
    pause: "Mettre le diaporama en pause",
    play: "Lancer le diaporama",
    slide: "Photo {{current}} sur {{total}}",
    videoLabel: "Vidéo de présentation de l'agence",
  },
  notFound: {
    title: "Oups, cette page n'existe plus",
    searchLabel: "Rechercher par référence, type de bien ou commune",
    searchButton: "Rechercher",
    homeLink: "Retour à la page d'accueil",
  },
  team: {
    email: "Envoyer un e-mail à {{name}}",
    phone: "Appeler {{name}}",
    languages: "Langues parlées\u00a0: {{languages}}",
  },
  contactPage: {
    address: "Adresse",
    phone: "Téléphone",
    email: "E-mail",
    vat: "TVA",
    ipi: "Agréation IPI",
    openingHours: "Heures d'ouverture",
  },
  listings: {
    forSaleCount_one: "{{count}} bien à vendre",
    forSaleCount_other: "{{count}} biens à vendre",
    forRentCount_one: "{{count}} bien à louer",
    forRentCount_other: "{{count}} biens à louer",
  },
  errors: {
    generic: "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
    genericTitle: "Une erreur est survenue",
  },
  types: {
    "1": "Maison",
    "2": "Appartement",
    "3": "Studio",
    "4": "Terrain à bâtir",
    "5": "Immeuble de rapport",
    "6": "Commerce",
    "7": "Garage / parking",
    "8": "Bâtiment industriel",
    "9": "Bureaux",
  },
  marquee: {
    "1": "Nouveau",
    "2": "Sous option",
    "3": "Prix réduit",
    "4": "Exclusivité",
  },
  price: {
    onRequest: "Prix sur demande",
    startingFrom: "à partir de {{price}}",
    perMonth: "{{price}} par mois",
    withCharges: "{{rent}} + {{charges}} de charges",
  },
  card: {
    bedrooms_one: "{{count}} chambre",
    bedrooms_other: "{{count}} chambres",
    surface: "{{surface}} m²",
  },
  property,
  search,
};

export default fr;
