/** English texts of the cookie consent (app/components/consent/, the cookie policy's list). */
const consent = {
  title: "Cookies on this website",
  /** The first layer: short enough to leave most of a phone's screen to the page (ADR 032). */
  intro:
    "We use strictly necessary cookies to make the site work. With your consent we also measure visits and the results of our advertising and social media campaigns. Declining does not limit the site, and you can change your choice at any time.",
  policyLink: "Our cookie policy",
  decline: "Decline",
  acceptAll: "Agree all",
  changeSettings: "Change settings",
  /** The second layer's first words: where the choice can be changed later (the footer's link, by its name). */
  changeLater: "You can change your choice later under “{{settings}}” at the bottom of every page.",
  acceptSelection: "Agree to my selection",
  categoriesLegend: "Cookie categories",
  alwaysOn: "always on",
  cookiesInCategory: "Cookies: {{names}}.",
  noCookies: "No cookies of this kind on this site at the moment.",
  saved: "Your cookie settings are saved.",
  legalLinks: "Legal information",
  categories: {
    necessary: {
      name: "Strictly necessary",
      description:
        "Needed for the site to work: your language, your cookie choice, the owner portal's login and the properties you save. They never track you.",
    },
    analytics: {
      name: "Analytical",
      description: "Tell us, as statistics, which pages are viewed and how visitors find the site, so that we can improve it.",
    },
    marketing: {
      name: "Marketing",
      description: "Measure the results of our advertising and let us show you our properties on other websites.",
    },
    social: {
      name: "Social media",
      description:
        "Measure the results of our campaigns on Facebook and Instagram, and let property videos play here (YouTube, Vimeo, Facebook, 3D tours); without them a video opens on its own site.",
    },
    unclassified: {
      name: "Unclassified",
      description: "Cookies whose category we are still determining with their provider; set only with your consent.",
    },
  },
  policy: {
    heading: "The cookies on this site",
    intro: "This list is the one the consent dialog uses: it always names exactly the cookies the site can set.",
    caption: "{{category}}: cookies",
    name: "Name",
    provider: "Provider",
    purpose: "Purpose",
    duration: "Duration",
    session: "Until you close your browser",
    none: "None at the moment.",
    settings: "Change your cookie settings",
  },
  purposes: {
    favourites: "Keeps the properties you saved, when your browser runs no JavaScript",
    language: "Remembers the language you chose",
    mapTiles: "Set by the map's tile host when you ask for the interactive map",
    videoPlayer: "Lets a property's video play here once you start it",
    consent: "Keeps your cookie choice, its date and the version of this policy",
    ownerSession: "Keeps an owner logged in to the owner portal",
    gaVisitor: "Distinguishes visitors with a random identifier",
    gaSession: "Keeps track of the visit (session)",
    adsConversion: "Measures visits that come from our ads",
    adsDisplay: "Shows our ads on other websites and measures their effect",
    pixelBrowser: "Measures the effect of our ads on Facebook and Instagram",
    pixelFacebook: "Shows our ads to Facebook and Instagram users and measures them",
  },
};

export default consent;
