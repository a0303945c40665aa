import type { Translations } from "../en";

/** Nederlandse teksten van de formulieren. */
const forms: Translations["forms"] = {
  names: {
    "contact-me": "Informatieaanvraag",
    "contact-appointment": "Bezoekaanvraag",
    "contact-documents": "Aanvraag van documenten",
    "send-to-friend": "Doorgestuurd naar een vriend",
    "contact-construction": "Vraag over een nieuwbouwproject",
    "contact-demand": "Aanvraag gratis schatting",
    "demand-register": "Inschrijving zoekopdracht",
    "site-contact": "Contactformulier",
    "sign-newsletter": "Inschrijving nieuwsbrief",
  },
  fields: {
    title: "Aanspreking",
    firstName: "Voornaam",
    lastName: "Achternaam",
    email: "E-mailadres",
    phone: "Telefoonnummer",
    remark: "Opmerking",
    day: "Gewenste dag",
    slot: "Tijdslot",
    friendName: "Naam van uw vriend",
    friendEmail: "E-mailadres van uw vriend",
    address: "Adres",
    zip: "Postcode",
    city: "Gemeente",
    propertyType: "Type pand",
    goal: "Ik wil",
    budgetMin: "Minimumbudget",
    budgetMax: "Maximumbudget",
    zones: "Regio's en gemeenten",
    types: "Types panden",
    newsletter: "Stuur mij de nieuwsbrief",
    startDate: "Begindatum",
    endDate: "Einddatum",
    unit: "Kavel",
  },
  titles: { mr: "Meneer", ms: "Mevrouw", miss: "Juffrouw" },
  slots: { morning: "10:00-13:00", afternoon: "13:00-16:00", evening: "16:00-19:00" },
  goals: { buy: "kopen", rent: "huren", sell: "verkopen" },
  yes: "Ja",
  no: "Nee",
};

export default forms;
