import type { Translations } from "../en";

/** Textes français des formulaires. Apostrophes droites ('), espace insécable avant « : ». */
const forms: Translations["forms"] = {
  names: {
    "contact-me": "Demande d'information",
    "contact-appointment": "Demande de visite",
    "contact-documents": "Demande de documents",
    "send-to-friend": "Envoi à un ami",
    "contact-construction": "Demande sur un projet neuf",
    "contact-demand": "Demande d'estimation gratuite",
    "demand-register": "Inscription d'une recherche",
    "site-contact": "Formulaire de contact",
    "sign-newsletter": "Inscription à la newsletter",
  },
  fields: {
    title: "Titre",
    firstName: "Prénom",
    lastName: "Nom",
    email: "Adresse e-mail",
    phone: "Numéro de téléphone",
    remark: "Remarque",
    day: "Jour souhaité",
    slot: "Plage horaire",
    friendName: "Nom de votre ami",
    friendEmail: "Adresse e-mail de votre ami",
    address: "Adresse",
    zip: "Code postal",
    city: "Localité",
    propertyType: "Type de bien",
    goal: "Je souhaite",
    budgetMin: "Budget minimum",
    budgetMax: "Budget maximum",
    zones: "Régions et communes",
    types: "Types de biens",
    newsletter: "Recevoir la newsletter",
    startDate: "Date de début",
    endDate: "Date de fin",
    unit: "Lot",
  },
  titles: { mr: "Monsieur", ms: "Madame", miss: "Mademoiselle" },
  slots: { morning: "10:00-13:00", afternoon: "14:00-16:00", evening: "16:00-19:00" },
  goals: { buy: "acheter", rent: "louer", sell: "vendre" },
  yes: "Oui",
  no: "Non",
};

export default forms;
