/**
 * French (Belgium) interface texts (namespace "translations"). Same keys as en.ts.
 * Typography: plain apostrophes ('), and a no-break space (\u00a0) before ":".
 */
import type { Translations } from "./en";
import consent from "./consent/fr";
import forms from "./forms/fr";
import mail from "./mail/fr";
import portal from "./portal/fr";
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
    /** The newsletter sign-up in the footer. */
    newsletterTitle: "Notre newsletter",
    newsletterIntro: "Découvrez nos nouveaux biens en premier.",
    newsletterEmail: "Votre adresse e-mail pour notre newsletter",
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
    resultCount_one: "{{count}} bien",
    resultCount_other: "{{count}} biens",
    noResults: "Aucun résultat ne correspond à votre recherche.",
    filters: "Affiner votre recherche",
    city: "Commune",
    anyCity: "Toutes les communes",
    type: "Type de bien",
    anyType: "Tous les types",
    priceMin: "Prix minimum (€)",
    priceMax: "Prix maximum (€)",
    bedrooms: "Chambres (minimum)",
    anyBedrooms: "Peu importe",
    bedroomsAtLeast: "{{count}} ou plus",
    sort: "Trier par",
    sortNewest: "Les plus récents",
    sortPriceAsc: "Prix croissant",
    sortPriceDesc: "Prix décroissant",
    apply: "Afficher les biens",
    reset: "Effacer les filtres",
    pagination: "Pages de résultats",
    pageOf: "page {{page}} sur {{pageCount}}",
    previous: "Page précédente",
    next: "Page suivante",
    page: "Page",
    /** Headings of a list filtered by town and/or type (a landing page of its own). */
    landing: {
      sale: { town: "Biens à vendre à {{town}}", type: "{{type}} à vendre", typeTown: "{{type}} à vendre à {{town}}" },
      rent: { town: "Biens à louer à {{town}}", type: "{{type}} à louer", typeTown: "{{type}} à louer à {{town}}" },
      /** The meta description of such a list. */
      description_one: "{{heading}}\u00a0: {{count}} bien de l'agence, avec ses photos, son prix et son certificat PEB.",
      description_other: "{{heading}}\u00a0: {{count}} biens de l'agence, avec leurs photos, leur prix et leur certificat PEB.",
    },
    invalid: {
      city: "Cette commune n'a pas pu être lue ; toutes les communes sont affichées.",
      type: "Ce type de bien n'existe pas ; tous les types sont affichés.",
      priceMin: "Indiquez un montant en euros, en chiffres uniquement.",
      priceMax: "Indiquez un montant en euros, en chiffres uniquement.",
      priceOrder: "Le prix maximum est inférieur au prix minimum ; il n'est pas appliqué.",
      bedrooms: "Indiquez un nombre de chambres.",
      sort: "Cet ordre n'existe pas ; les plus récents sont affichés en premier.",
      page: "Cette page n'existe pas ; la première page est affichée.",
    },
  },
  stats: {
    forSale: "biens à vendre",
    forRent: "biens à louer",
    abroad: "biens en Espagne",
    towns: "communes",
    projects_one: "projet neuf",
    projects_other: "projets neufs",
  },
  errors: {
    generic: "Un problème est survenu de notre côté. Veuillez réessayer dans un instant.",
    genericTitle: "Une erreur est survenue",
    badRequest: "Cette adresse contient une demande que le site ne comprend pas.",
    badRequestTitle: "Demande incorrecte",
    methodNotAllowed: "Cette page ne peut pas traiter ce type de demande. Revenez à la page précédente.",
    methodNotAllowedTitle: "Action impossible sur cette page",
    tooManyRequests: "Vous avez envoyé beaucoup de demandes en peu de temps. Patientez une minute, puis réessayez.",
    tooManyRequestsTitle: "Trop de demandes",
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
    chargesUnknown: "{{rent}}, charges non communiquées",
    noCharges: "{{rent}}, sans charges",
  },
  card: {
    bedrooms_one: "{{count}} chambre",
    bedrooms_other: "{{count}} chambres",
    surface: "{{surface}} m²",
  },
  property,
  search,
  forms,
  mail,
  portal,
  consent,
};

export default fr;
