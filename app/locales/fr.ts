/**
 * French (Belgium) interface texts (namespace "translations"). Same keys as en.ts.
 * Typography: plain apostrophes ('), and a no-break space (\u00a0) before ":".
 */
import type { Translations } from "./en";
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
};

export default fr;
