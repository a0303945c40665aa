/** Deutsche Texte des Eigentümerportals: Anmeldung, Passwort vergessen, die Zahlen des Eigentümers. */
const portal = {
  forgotLink: "Passwort vergessen?",
  loggedOut: "Sie sind abgemeldet.",
  passwordChanged: "Ihr neues Passwort ist gespeichert. Sie können sich jetzt damit anmelden.",
  forgotSent:
    "Wenn ein Eigentümerkonto diese Adresse verwendet, haben wir soeben einen Link geschickt, um ein neues Passwort zu wählen. Der Link funktioniert einmal, eine Stunde lang. Nichts erhalten? Sehen Sie im Spam-Ordner nach oder wenden Sie sich an die Agentur.",
  backToLogin: "Zurück zur Anmeldung",
  logout: "Abmelden",
  loggedInAs: "Angemeldet als {{email}}",
  propertiesTitle: "Ihre Immobilien",
  allProperties: "Alle Ihre Immobilien",
  noProperties: "Mit Ihrem Konto ist noch keine Immobilie verknüpft. Bitte wenden Sie sich an die Agentur.",
  visitsTitle: "Besuche",
  figures: {
    today: "Heute",
    week: "Diese Woche",
    month: "Diesen Monat",
    total: "Insgesamt",
  },
  countingNote:
    "Ein Besuch ist eine Person, die die Seite der Immobilie an einem Tag aufruft (belgische Zeit). Roboter von Suchmaschinen werden nicht gezählt, und über die Besucher wird nichts gespeichert.",
  details: "Besuche und Anfragen: {{property}}",
  reference: "Referenz {{reference}}",
  viewListing: "Die Anzeige auf der Website ansehen",
  chartTitle: "Besuche der letzten 30 Tage",
  chartDescription: "Ein Liniendiagramm der Besuche pro Tag vom {{from}} bis {{to}}; die Tabelle darunter enthält dieselben Zahlen.",
  tableCaption: "Besuche pro Tag, die letzten 30 Tage",
  day: "Tag",
  visits: "Besuche",
  showTable: "Die Zahlen pro Tag anzeigen",
  historyTitle: "Anfragen zu dieser Immobilie",
  history: {
    date: "Datum",
    type: "Art",
    contact: "Kontakt",
    subject: "Betreff",
    comment: "Kommentar",
    status: "Status",
    source: "Quelle",
  },
  noRequests: "Noch keine Anfragen zu dieser Immobilie.",
  statuses: {
    new: "Neu",
    "in-progress": "In Bearbeitung",
    confirmed: "Bestätigt",
    closed: "Abgeschlossen",
  },
  website: "Website",
  download: "Die Zahlen herunterladen (CSV)",
  csv: {
    property: "Immobilie",
    reference: "Referenz",
    address: "Adresse",
  },
};

export default portal;
