/** English texts of the property area (merged into ../en.ts under "property"): property and project pages. */
const property = {
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
  gallery: {
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
    priceFrom: "From {{min}}",
    categories: "Types of units",
    category: "{{name}}: {{count}}",
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
