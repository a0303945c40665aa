import type { Translations } from "../en";

/** Deutsche Texte der Formulare. */
const forms: Translations["forms"] = {
  names: {
    "contact-me": "Informationsanfrage",
    "contact-appointment": "Besichtigungsanfrage",
    "contact-documents": "Anfrage von Unterlagen",
    "send-to-friend": "An einen Freund gesendet",
    "contact-construction": "Anfrage zu einem Neubauprojekt",
    "contact-demand": "Anfrage einer kostenlosen Bewertung",
    "demand-register": "Registrierung eines Suchauftrags",
    "site-contact": "Kontaktformular",
    "sign-newsletter": "Anmeldung zum Newsletter",
  },
  fields: {
    title: "Anrede",
    firstName: "Vorname",
    lastName: "Nachname",
    email: "E-Mail-Adresse",
    phone: "Telefonnummer",
    remark: "Bemerkung",
    day: "Gewünschter Tag",
    slot: "Zeitfenster",
    friendName: "Name Ihres Freundes",
    friendEmail: "E-Mail-Adresse Ihres Freundes",
    address: "Adresse",
    zip: "Postleitzahl",
    city: "Ort",
    propertyType: "Immobilientyp",
    goal: "Ich möchte",
    budgetMin: "Mindestbudget",
    budgetMax: "Höchstbudget",
    zones: "Regionen und Orte",
    types: "Immobilientypen",
    newsletter: "Newsletter erhalten",
    startDate: "Anfangsdatum",
    endDate: "Enddatum",
    unit: "Einheit",
  },
  titles: { mr: "Herr", ms: "Frau", miss: "Fräulein" },
  slots: { morning: "10:00-13:00", afternoon: "14:00-16:00", evening: "16:00-19:00" },
  goals: { buy: "kaufen", rent: "mieten", sell: "verkaufen" },
  yes: "Ja",
  no: "Nein",
};

export default forms;
