/** Nederlandse teksten van het eigenaarsportaal: aanmelden, wachtwoord vergeten, de cijfers van de eigenaar. */
const portal = {
  forgotLink: "Wachtwoord vergeten?",
  loggedOut: "U bent afgemeld.",
  passwordChanged: "Uw nieuwe wachtwoord is opgeslagen. U kunt zich er nu mee aanmelden.",
  forgotSent:
    "Als een eigenaarsaccount dit adres gebruikt, hebben we er zonet een link naartoe gestuurd om een nieuw wachtwoord te kiezen. De link werkt één keer, gedurende één uur. Niets ontvangen? Kijk in uw map met ongewenste e-mail, of neem contact op met het kantoor.",
  backToLogin: "Terug naar aanmelden",
  logout: "Afmelden",
  loggedInAs: "Aangemeld als {{email}}",
  propertiesTitle: "Uw panden",
  allProperties: "Al uw panden",
  noProperties: "Er is nog geen pand aan uw account gekoppeld. Neem contact op met het kantoor.",
  visitsTitle: "Bezoeken",
  figures: {
    today: "Vandaag",
    week: "Deze week",
    month: "Deze maand",
    total: "In totaal",
  },
  countingNote:
    "Een bezoek is één persoon die de pagina van het pand op een bepaalde dag bekijkt (Belgische tijd). Robots van zoekmachines tellen niet mee, en over de bezoekers wordt niets bewaard.",
  details: "Bezoeken en aanvragen: {{property}}",
  reference: "Referentie {{reference}}",
  viewListing: "Bekijk het zoekertje op de site",
  chartTitle: "Bezoeken van de laatste 30 dagen",
  chartDescription: "Een grafiek van de bezoeken per dag van {{from}} tot {{to}}; de tabel hieronder geeft dezelfde cijfers.",
  tableCaption: "Bezoeken per dag, de laatste 30 dagen",
  day: "Dag",
  visits: "Bezoeken",
  showTable: "Toon de cijfers per dag",
  historyTitle: "Aanvragen over dit pand",
  history: {
    date: "Datum",
    type: "Soort",
    contact: "Contact",
    subject: "Onderwerp",
    comment: "Opmerking",
    status: "Status",
    source: "Bron",
  },
  noRequests: "Nog geen aanvragen over dit pand.",
  statuses: {
    new: "Nieuw",
    "in-progress": "In behandeling",
    confirmed: "Bevestigd",
    closed: "Afgesloten",
  },
  website: "Website",
  download: "De cijfers downloaden (CSV)",
  csv: {
    property: "Pand",
    reference: "Referentie",
    address: "Adres",
  },
};

export default portal;
