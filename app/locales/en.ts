/** English interface texts (namespace "translations"). Every locale has exactly these keys. */
import consent from "./consent/en";
import forms from "./forms/en";
import mail from "./mail/en";
import portal from "./portal/en";
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
    /** The newsletter sign-up in the footer. */
    newsletterTitle: "Our newsletter",
    newsletterIntro: "Be the first to hear of our new properties.",
    newsletterEmail: "Your e-mail address for our newsletter",
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
    resultCount_one: "{{count}} property",
    resultCount_other: "{{count}} properties",
    noResults: "No results were found for your search.",
    filters: "Refine your search",
    city: "Town",
    anyCity: "All towns",
    type: "Type of property",
    anyType: "All types",
    priceMin: "Minimum price (€)",
    priceMax: "Maximum price (€)",
    bedrooms: "Bedrooms (minimum)",
    anyBedrooms: "Any number",
    bedroomsAtLeast: "{{count}} or more",
    sort: "Sort by",
    sortNewest: "Newest first",
    sortPriceAsc: "Price, lowest first",
    sortPriceDesc: "Price, highest first",
    apply: "Show properties",
    reset: "Clear the filters",
    pagination: "Result pages",
    pageOf: "page {{page}} of {{pageCount}}",
    previous: "Previous page",
    next: "Next page",
    page: "Page",
    /** Headings of a list filtered by town and/or type (a landing page of its own). */
    landing: {
      sale: { town: "Property for sale in {{town}}", type: "{{type}} for sale", typeTown: "{{type}} for sale in {{town}}" },
      rent: { town: "Property to rent in {{town}}", type: "{{type}} to rent", typeTown: "{{type}} to rent in {{town}}" },
      /** The meta description of such a list. */
      description_one: "{{heading}}: {{count}} property of the agency, with its photos, price and energy certificate.",
      description_other: "{{heading}}: {{count}} properties of the agency, with their photos, price and energy certificate.",
    },
    invalid: {
      city: "This town could not be read; showing all towns.",
      type: "This type of property does not exist; showing all types.",
      priceMin: "Enter an amount in euros, digits only.",
      priceMax: "Enter an amount in euros, digits only.",
      priceOrder: "The maximum price is below the minimum price; it is not applied.",
      bedrooms: "Enter a number of bedrooms.",
      sort: "This order does not exist; showing the newest first.",
      page: "This page does not exist; showing the first page.",
    },
  },
  stats: {
    forSale: "properties for sale",
    forRent: "properties for rent",
    abroad: "properties in Spain",
    towns: "towns and municipalities",
    projects_one: "new-build project",
    projects_other: "new-build projects",
  },
  errors: {
    generic: "Something went wrong on our side. Please try again in a moment.",
    genericTitle: "An error occurred",
    badRequest: "This address contains a request the site does not understand.",
    badRequestTitle: "Bad request",
    methodNotAllowed: "This page cannot handle this kind of request. Please go back to the previous page.",
    methodNotAllowedTitle: "This action is not possible here",
    tooManyRequests: "You have sent many requests in a short time. Please wait a minute, then try again.",
    tooManyRequestsTitle: "Too many requests",
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
    chargesUnknown: "{{rent}}, charges not known",
    noCharges: "{{rent}}, no charges",
  },
  card: {
    bedrooms_one: "{{count}} bedroom",
    bedrooms_other: "{{count}} bedrooms",
    surface: "{{surface}} m²",
  },
  property,
  search,
  forms,
  mail,
  portal,
  consent,
} as const;

export default en;

type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** The shape every locale must have. */
export type Translations = Widen<typeof en>;
