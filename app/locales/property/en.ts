/** English texts of the property area (merged into ../en.ts under "property"): property and project pages. */
const property = {
  /** What changed (issue 24 §2, ADR 050): the published prices, from the imports. */
  priceHistory: { title: "Price history", intro: "The prices we published, with the date each one was first shown." },
  /** The brochure (issue 24 §3, ADR 051): its link on the property page, and the page's address in it. */
  brochure: { link: "Brochure (PDF)", page: "This page: {{url}}" },
  reference: "Reference {{id}}",
  titleReference: "ref. {{id}}",
  status: {
    sold: "The property you requested has been sold",
    rented: "The property you requested has been rented",
    similarLink: "See similar properties",
    allForSale: "See all our properties for sale",
    allForRent: "See all our properties for rent",
    similarHeading: "Other properties you may like",
  },
  /** Above a description written in another language than the page's (ADR 048). */
  writtenIn: {
    fr: "The agency wrote this description in French.",
    nl: "The agency wrote this description in Dutch.",
    en: "The agency wrote this description in English.",
    de: "The agency wrote this description in German.",
  },
  sections: {
    description: "About this property",
    general: "General information",
    rooms: "Rooms",
    surfaces: "Surfaces",
    energy: "Energy performance certificate (EPC)",
    comfort: "Comfort and equipment",
    planning: "Flood risk and urban planning",
    asbestos: "Asbestos",
    financial: "Financial information",
    lifeAnnuity: "Life annuity",
    media: "Videos and virtual tours",
  },
  epc: {
    alt: "EPC label {{label}} ({{region}})",
  },
  /** The documents form (spec §8: a property without documents says so). */
  documents: {
    none: "There are no documents for this property yet. Call us, or ask us with “Request information”: we will tell you when they are ready.",
    available: "Documents we can send you: {{list}}.",
    kinds: {
      epc: "EPC certificate",
      floorPlan: "floor plan",
      soilCertificate: "soil certificate",
      electricalInspection: "electrical inspection report",
      cadastralExtract: "cadastral extract",
      urbanPlanning: "urban-planning information",
      asbestosCertificate: "asbestos certificate",
      floodInformation: "flood information",
    },
  },
  gallery: {
    none: "There are no photos of this property yet.",
    title: "Photo gallery",
    region: "Photos of the property, scroll with the arrow keys",
    previous: "Previous photo",
    next: "Next photo",
    status: "Photo {{current}} of {{total}}",
    count_one: "{{count}} picture",
    count_other: "{{count}} pictures",
    thumbnails: "Choose a photo",
    thumbnail: "Show photo {{current}} of {{total}}",
    alt: "{{title}}, photo {{current}} of {{total}}",
  },
  media: {
    video: "Watch the video on {{provider}}",
    videoFile: "Watch the video of this property",
    tour: "Take the 3D virtual tour ({{provider}})",
    videoTitle: "Video of the property: {{title}}",
    tourTitle: "3D virtual tour: {{title}}",
  },
  contact: {
    title: "Interested in this property?",
    intro: "Call or e-mail us and mention reference {{id}}.",
    call: "Call us: {{phone}}",
    email: "Send an e-mail to {{email}}",
    /** The contact bar of phones, its call link, and the link to the forms near the price. */
    bar: "Contact the agency",
    barCall: "Call",
    jump: "Contact us about this property",
    /** A form page: which property it is about, and the way back to it. */
    about: "About this property",
    back: "Back to the property",
  },
  project: {
    /** The project's price range, among its facts. */
    price: "Price",
    description: "About this project",
    priceRange: "From {{min}} to {{max}}",
    categories: "Types of units",
    /** A type the site has no text for, as the catalogue names it: "Penthouse: 2". */
    category: "{{name}}: {{count}}",
    /** How many units of each type (by web id, as types): "8 apartments", "1 apartment". */
    unitTypes: {
      "1_one": "{{count}} house",
      "1_other": "{{count}} houses",
      "2_one": "{{count}} apartment",
      "2_other": "{{count}} apartments",
      "3_one": "{{count}} studio",
      "3_other": "{{count}} studios",
      "4_one": "{{count}} building plot",
      "4_other": "{{count}} building plots",
      "5_one": "{{count}} investment property",
      "5_other": "{{count}} investment properties",
      "6_one": "{{count}} commercial unit",
      "6_other": "{{count}} commercial units",
      "7_one": "{{count}} garage or parking space",
      "7_other": "{{count}} garages or parking spaces",
      "8_one": "{{count}} industrial building",
      "8_other": "{{count}} industrial buildings",
      "9_one": "{{count}} office",
      "9_other": "{{count}} offices",
    },
    units: "Available units",
    unitsCount_one: "{{count}} unit available",
    unitsCount_other: "{{count}} units available",
    noUnits: "No units are available at the moment.",
    delivery: "Expected delivery",
    address: "Address",
    partOf: "This unit belongs to the new-build project {{name}}.",
    seeProject: "See the whole project",
    /** The page title: the project, what it is, and its town in the page's language. */
    title: "{{name}} – new-build project in {{town}}",
    /** The construction enquiry: asking about the project rather than one unit. */
    wholeProject: "The whole project",
  },
} as const;

export default property;
