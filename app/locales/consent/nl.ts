/** Nederlandse teksten van de cookietoestemming (app/components/consent/, de lijst in het cookiebeleid). */
const consent = {
  title: "Cookies op deze website",
  /** The first layer: short enough to leave most of a phone's screen to the page (ADR 032). */
  intro:
    "We gebruiken strikt noodzakelijke cookies om de site te laten werken. Met uw toestemming meten we ook bezoeken en het effect van onze advertenties en socialemediacampagnes. Weigeren beperkt de site niet, en u kunt uw keuze altijd wijzigen.",
  policyLink: "Ons cookiebeleid",
  decline: "Weigeren",
  acceptAll: "Alles aanvaarden",
  changeSettings: "Instellingen wijzigen",
  /** The second layer's first words: where the choice can be changed later (the footer's link, by its name). */
  changeLater: "U kunt uw keuze later wijzigen via ‘{{settings}}’ onderaan elke pagina.",
  acceptSelection: "Mijn selectie aanvaarden",
  categoriesLegend: "Soorten cookies",
  alwaysOn: "altijd aan",
  cookiesInCategory: "Cookies: {{names}}.",
  noCookies: "Momenteel geen cookies van deze soort op deze site.",
  saved: "Uw cookie-instellingen zijn opgeslagen.",
  legalLinks: "Juridische informatie",
  categories: {
    necessary: {
      name: "Strikt noodzakelijk",
      description:
        "Nodig om de site te laten werken: uw taal, uw cookiekeuze, de aanmelding in het eigenaarsportaal en de panden die u bewaart. Ze volgen u nooit.",
    },
    analytics: {
      name: "Analytisch",
      description:
        "Vertellen ons, als statistiek, welke pagina's bekeken worden en hoe bezoekers de site vinden, zodat we hem kunnen verbeteren.",
    },
    marketing: {
      name: "Marketing",
      description: "Meten de resultaten van onze advertenties en laten ons onze panden op andere websites tonen.",
    },
    social: {
      name: "Sociale media",
      description:
        "Meten de resultaten van onze campagnes op Facebook en Instagram, en laten video's van panden hier afspelen (YouTube, Vimeo, Facebook, 3D-rondleidingen); zonder deze cookies opent een video op zijn eigen site.",
    },
    unclassified: {
      name: "Niet-geclassificeerd",
      description: "Cookies waarvan we de soort nog met hun aanbieder bepalen; alleen met uw toestemming geplaatst.",
    },
  },
  policy: {
    heading: "De cookies op deze site",
    intro: "Deze lijst is dezelfde die het toestemmingsvenster gebruikt: ze noemt altijd precies de cookies die de site kan plaatsen.",
    caption: "{{category}}: cookies",
    name: "Naam",
    provider: "Aanbieder",
    purpose: "Doel",
    duration: "Bewaartermijn",
    session: "Tot u uw browser sluit",
    none: "Momenteel geen.",
    settings: "Uw cookie-instellingen wijzigen",
  },
  purposes: {
    favourites: "Onthoudt de panden die u bewaard hebt, wanneer uw browser geen JavaScript uitvoert",
    language: "Onthoudt de taal die u koos",
    mapTiles: "Geplaatst door de leverancier van de kaarttegels wanneer u de interactieve kaart vraagt",
    videoPlayer: "Laat de video van een pand hier afspelen zodra u hem start",
    consent: "Bewaart uw cookiekeuze, de datum ervan en de versie van dit beleid",
    ownerSession: "Houdt een eigenaar aangemeld in het eigenaarsportaal",
    gaVisitor: "Onderscheidt bezoekers met een willekeurige code",
    gaSession: "Houdt het bezoek (de sessie) bij",
    adsConversion: "Meet bezoeken die uit onze advertenties komen",
    adsDisplay: "Toont onze advertenties op andere websites en meet hun effect",
    pixelBrowser: "Meet het effect van onze advertenties op Facebook en Instagram",
    pixelFacebook: "Toont onze advertenties aan gebruikers van Facebook en Instagram en meet ze",
  },
};

export default consent;
