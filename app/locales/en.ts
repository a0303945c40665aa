/** English interface texts (namespace "translations"). Every locale has exactly these keys. */
import property from "./property/en";
import search from "./search/en";
const en = {
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
  types: {
    "1": "House",
    "2": "Apartment",
    "3": "Studio",
    "4": "Building land",
    "5": "Investment property",
    "6": "Commercial premises",
    "7": "Garage / parking",
    "8": "Industrial premises",
    "9": "Offices",
  },
  marquee: {
    "1": "New",
    "2": "Under option",
    "3": "Price reduced",
    "4": "Exclusive",
  },
  price: {
    onRequest: "Price on request",
    startingFrom: "from {{price}}",
    perMonth: "{{price}} per month",
    withCharges: "{{rent}} + {{charges}} charges",
  },
  card: {
    bedrooms_one: "{{count}} bedroom",
    bedrooms_other: "{{count}} bedrooms",
    surface: "{{surface}} m²",
  },
  property,
  search,
} as const;

export default en;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every locale must have. */
export type Translations = Widen<typeof en>;
