/** Deutsche Texte der Cookie-Einwilligung (app/components/consent/, die Liste der Cookie-Richtlinie). */
const consent = {
  title: "Cookies auf dieser Website",
  /** The first layer: short enough to leave most of a phone's screen to the page (ADR 032). */
  intro:
    "Wir verwenden unbedingt erforderliche Cookies, damit die Website funktioniert. Mit Ihrer Einwilligung messen wir auch Besuche und die Wirkung unserer Werbung und Social-Media-Kampagnen. Ablehnen schränkt die Website nicht ein, und Sie können Ihre Wahl jederzeit ändern.",
  policyLink: "Unsere Cookie-Richtlinie",
  decline: "Ablehnen",
  acceptAll: "Alle akzeptieren",
  changeSettings: "Einstellungen ändern",
  /** The second layer's first words: where the choice can be changed later (the footer's link, by its name). */
  changeLater: "Sie können Ihre Wahl später unter „{{settings}}“ unten auf jeder Seite ändern.",
  acceptSelection: "Meine Auswahl akzeptieren",
  categoriesLegend: "Cookie-Kategorien",
  alwaysOn: "immer aktiv",
  cookiesInCategory: "Cookies: {{names}}.",
  noCookies: "Derzeit keine Cookies dieser Art auf dieser Website.",
  saved: "Ihre Cookie-Einstellungen sind gespeichert.",
  legalLinks: "Rechtliche Informationen",
  categories: {
    necessary: {
      name: "Unbedingt erforderlich",
      description:
        "Nötig, damit die Website funktioniert: Ihre Sprache, Ihre Cookie-Wahl, die Anmeldung im Eigentümerportal und die Immobilien, die Sie sich merken. Sie verfolgen Sie nie.",
    },
    analytics: {
      name: "Analyse",
      description:
        "Zeigen uns statistisch, welche Seiten aufgerufen werden und wie Besucher die Website finden, damit wir sie verbessern können.",
    },
    marketing: {
      name: "Marketing",
      description: "Messen die Ergebnisse unserer Werbung und lassen uns Ihnen unsere Immobilien auf anderen Websites zeigen.",
    },
    social: {
      name: "Soziale Medien",
      description:
        "Messen die Ergebnisse unserer Kampagnen auf Facebook und Instagram und lassen Videos von Immobilien hier abspielen (YouTube, Vimeo, Facebook, 3D-Rundgänge); ohne sie öffnet sich ein Video auf seiner eigenen Website.",
    },
    unclassified: {
      name: "Nicht klassifiziert",
      description: "Cookies, deren Kategorie wir mit ihrem Anbieter noch klären; nur mit Ihrer Einwilligung gesetzt.",
    },
  },
  policy: {
    heading: "Die Cookies dieser Website",
    intro:
      "Diese Liste ist dieselbe, die das Einwilligungsfenster verwendet: Sie nennt immer genau die Cookies, die die Website setzen kann.",
    caption: "{{category}}: Cookies",
    name: "Name",
    provider: "Anbieter",
    purpose: "Zweck",
    duration: "Speicherdauer",
    session: "Bis Sie Ihren Browser schließen",
    none: "Derzeit keine.",
    settings: "Ihre Cookie-Einstellungen ändern",
  },
  purposes: {
    favourites: "Speichert die Immobilien, die Sie gemerkt haben, wenn Ihr Browser kein JavaScript ausführt",
    language: "Merkt sich die Sprache, die Sie gewählt haben",
    mapTiles: "Vom Anbieter der Kartenkacheln gesetzt, wenn Sie die interaktive Karte anfordern",
    videoPlayer: "Lässt das Video einer Immobilie hier abspielen, sobald Sie es starten",
    consent: "Speichert Ihre Cookie-Wahl, ihr Datum und die Version dieser Richtlinie",
    ownerSession: "Hält einen Eigentümer im Eigentümerportal angemeldet",
    gaVisitor: "Unterscheidet Besucher anhand einer zufälligen Kennung",
    gaSession: "Verfolgt den Besuch (die Sitzung)",
    adsConversion: "Misst Besuche, die über unsere Werbung kommen",
    adsDisplay: "Zeigt unsere Werbung auf anderen Websites und misst ihre Wirkung",
    pixelBrowser: "Misst die Wirkung unserer Werbung auf Facebook und Instagram",
    pixelFacebook: "Zeigt Nutzern von Facebook und Instagram unsere Werbung und misst sie",
  },
};

export default consent;
