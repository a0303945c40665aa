/** English interface texts (namespace "translations"). Every locale has exactly these keys. */
import type { Translations } from "./en";
const de: Translations = {
  shell: {
    skipToContent: "Skip to main content",
    home: "Home",
    logoAlt: "{{name}} – home",
    mainMenu: "Main menu",
    openMenu: "Menu",
    closeMenu: "Close menu",
    languageSwitcher: "Choose your language",
    currentLanguage: "{{language}} (current language)",
    switchTo: "{{language}}",
    breadcrumb: "Breadcrumb",
    topBar: "Contact and social media",
    opensInNewTab: "(opens in a new tab)",
    backToTop: "Back to top",
    footer: "Footer",
    cookieSettings: "Cookie settings",
    previewMode: "Preview: the cookie dialog is hidden and consent is treated as given.",
  },
  banner: {
    previous: "Previous picture",
    next: "Next picture",
    pause: "Pause the slideshow",
    play: "Play the slideshow",
    slide: "Picture {{current}} of {{total}}",
    videoLabel: "Video about the agency",
  },
  notFound: {
    title: "Oops, this page no longer exists",
    searchLabel: "Search by reference, type or city",
    searchButton: "Search",
    homeLink: "Back to the homepage",
  },
  team: {
    email: "E-mail {{name}}",
    phone: "Call {{name}}",
    languages: "Speaks: {{languages}}",
  },
  contactPage: {
    address: "Address",
    phone: "Phone",
    email: "E-mail",
    vat: "VAT",
    ipi: "IPI accreditation",
    openingHours: "Opening hours",
  },
  listings: {
    forSaleCount_one: "{{count}} property for sale",
    forSaleCount_other: "{{count}} properties for sale",
    forRentCount_one: "{{count}} property for rent",
    forRentCount_other: "{{count}} properties for rent",
  },
  errors: {
    generic: "Something went wrong on our side. Please try again in a moment.",
    genericTitle: "An error occurred",
  },
};

export default de;

