import type { Translations } from "../en";

/**
 * Textes français des e-mails. « {{agency, de}} » écrit « de » suivi du nom, élidé devant une voyelle
 * ou un h muet : « d'Immo Meuse & Sambre », « de Namur » (app/i18n/elision.ts ; de même « le », « la », « que »).
 */
const mail: Translations["mail"] = {
  agency: {
    subject: "{{form}} {{name, de}}",
    subjectReference: "{{form}} {{name, de}} (réf. {{id}})",
    /** An offer's name with its amount, in the subject and the first line. */
    offer: "{{form}} de {{amount}}",
    property: "Bien",
    project: "Projet",
    link: "Lien",
    notInCatalogue: "{{id}} (n'est plus dans le catalogue)",
    visitor: "Visiteur",
    language: "Langue du visiteur",
    languages: { nl: "néerlandais", fr: "français", en: "anglais", de: "allemand" },
    page: "Page",
    received: "Reçu le",
    reply: "Répondez à cet e-mail pour répondre au visiteur.",
    /** The agency's copy of a testimonial: its id and how to publish it (ADR 047). */
    testimonial:
      "Témoignage n°\u00a0{{id}}\u00a0: il paraît sur le site une fois que vous l'avez approuvé (npm run testimonial:approve -- {{id}}).",
  },
  confirmation: {
    subject: "Nous avons bien reçu votre demande – {{agency}}",
    greeting: "Bonjour {{name}},",
    greetingAnonymous: "Bonjour,",
    body: "Merci pour votre message. Nous l'avons bien reçu et nous vous répondrons dans un délai d'un jour ouvrable.",
    /** The body of a testimonial's confirmation. */
    testimonial:
      "Merci pour votre témoignage. Nous le lirons et, une fois approuvé, le publierons sur notre site avec votre nom et votre commune.",
    /** The subject of a testimonial's confirmation. */
    subjectTestimonial: "Nous avons bien reçu votre témoignage – {{agency}}",
    about: "Votre demande concerne\u00a0:",
    summary: "Ce que vous nous avez envoyé\u00a0:",
    remark: "Votre message\u00a0:",
    signature: "Bien cordialement,\n{{agency}}",
  },
  friend: {
    subject: "Un bien qui pourrait vous intéresser – {{agency}}",
    body: "{{name}} a trouvé ce bien sur le site {{agency, de}} et souhaite le partager avec vous\u00a0:",
    note: "Son message\u00a0:",
  },
  passwordReset: {
    subject: "Choisissez un nouveau mot de passe pour votre espace propriétaire – {{agency}}",
    body: "Quelqu'un, sans doute vous, a demandé à choisir un nouveau mot de passe pour l'espace propriétaire {{agency, de}}. Ouvrez ce lien pour le choisir\u00a0:",
    expiry: "Le lien fonctionne une fois, pendant une heure.",
    ignore: "Si vous ne l'avez pas demandé, ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.",
  },
  newsletterConfirm: {
    subject: "Confirmez votre inscription à la newsletter – {{agency}}",
    body: "Merci de vous être inscrit à la newsletter {{agency, de}}. Confirmez votre inscription en ouvrant ce lien\u00a0:",
    ignore: "Si vous ne vous êtes pas inscrit, ignorez cet e-mail\u00a0: sans confirmation, vous ne recevrez rien.",
  },
  alert: {
    subject_one: "{{count}} nouveau bien correspond à votre recherche – {{agency}}",
    subject_other: "{{count}} nouveaux biens correspondent à votre recherche – {{agency}}",
    body: "De nouveaux biens correspondent à la recherche que vous avez enregistrée sur notre site\u00a0:",
    priceSubject_one: "Un bien correspondant à votre recherche a baissé de prix – {{agency}}",
    priceSubject_other: "{{count}} biens correspondant à votre recherche ont baissé de prix – {{agency}}",
    priceBody: "Le prix de biens correspondant à la recherche enregistrée sur notre site a baissé\u00a0:",
    priceLine: "\u00a0: désormais {{price}}, auparavant {{former}}",
  },
  subscription: {
    ask: {
      confirm: "Confirmez que vous souhaitez recevoir notre newsletter à cette adresse.",
      unsubscribe: "Vous ne souhaitez plus recevoir notre newsletter\u00a0?",
      "stop-alerts": "Vous ne souhaitez plus recevoir d'e-mails sur les nouveaux biens correspondant à votre recherche\u00a0?",
    },
    button: {
      confirm: "Confirmer mon inscription",
      unsubscribe: "Me désinscrire",
      "stop-alerts": "Arrêter les alertes",
    },
    confirm: "Merci\u00a0: votre inscription à la newsletter est confirmée.",
    unsubscribe: "Vous êtes désinscrit de la newsletter. Vous ne recevrez plus de newsletter de notre part.",
    "stop-alerts": "Vous ne recevrez plus d'e-mails sur les nouveaux biens correspondant à votre recherche.",
    invalid: "Ce lien n'est pas valable. Utilisez le lien de notre e-mail le plus récent ou contactez-nous.",
  },
  /** One "label: value" line of an e-mail. */
  line: "{{label}}\u00a0: {{value}}",
  /** A label above the lines it names. */
  heading: "{{label}}\u00a0:",
  unsubscribe: "Se désinscrire\u00a0: {{url}}",
};

export default mail;
