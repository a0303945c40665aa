import type { Translations } from "../en";

/** Nederlandse teksten van de e-mails. */
const mail: Translations["mail"] = {
  agency: {
    subject: "{{form}} van {{name}}",
    subjectReference: "{{form}} van {{name}} (ref. {{id}})",
    /** An offer's name with its amount, in the subject and the first line. */
    offer: "{{form}} ter waarde van {{amount}}",
    property: "Pand",
    project: "Project",
    link: "Link",
    notInCatalogue: "{{id}} (niet meer in de catalogus)",
    visitor: "Bezoeker",
    language: "Taal van de bezoeker",
    languages: { nl: "Nederlands", fr: "Frans", en: "Engels", de: "Duits" },
    page: "Pagina",
    received: "Ontvangen",
    reply: "Beantwoord deze e-mail om de bezoeker te antwoorden.",
    /** The agency's copy of a testimonial: its id and how to publish it (ADR 047). */
    testimonial: "Getuigenis nr. {{id}}: ze verschijnt op de website zodra u ze goedkeurt (npm run testimonial:approve -- {{id}}).",
  },
  confirmation: {
    subject: "We hebben uw aanvraag goed ontvangen – {{agency}}",
    greeting: "Beste {{name}},",
    greetingAnonymous: "Beste,",
    body: "Bedankt voor uw bericht. We hebben het goed ontvangen en nemen binnen één werkdag contact met u op.",
    /** The body of a testimonial's confirmation. */
    testimonial: "Bedankt voor uw getuigenis. We lezen ze en publiceren ze, eens goedgekeurd, op onze website met uw naam en gemeente.",
    /** The subject of a testimonial's confirmation. */
    subjectTestimonial: "We hebben uw getuigenis goed ontvangen – {{agency}}",
    about: "Uw aanvraag gaat over:",
    summary: "Wat u ons stuurde:",
    remark: "Uw bericht:",
    signature: "Met vriendelijke groeten,\n{{agency}}",
  },
  friend: {
    subject: "Een pand dat u kan interesseren – {{agency}}",
    body: "{{name}} vond dit pand op de website van {{agency}} en wil het met u delen:",
    note: "Het bericht:",
  },
  passwordReset: {
    subject: "Kies een nieuw wachtwoord voor uw eigenaarsportaal – {{agency}}",
    body: "Iemand, waarschijnlijk u, vroeg om een nieuw wachtwoord te kiezen voor het eigenaarsportaal van {{agency}}. Open deze link om het te kiezen:",
    expiry: "De link werkt één keer, gedurende één uur.",
    ignore: "Hebt u er niet om gevraagd? Negeer deze e-mail dan: uw wachtwoord blijft zoals het is.",
  },
  newsletterConfirm: {
    subject: "Bevestig uw inschrijving op de nieuwsbrief – {{agency}}",
    body: "Bedankt voor uw inschrijving op de nieuwsbrief van {{agency}}. Bevestig uw inschrijving via deze link:",
    ignore: "Hebt u zich niet ingeschreven? Negeer dan deze e-mail: zonder bevestiging ontvangt u niets.",
  },
  alert: {
    subject_one: "{{count}} nieuw pand past bij uw zoekopdracht – {{agency}}",
    subject_other: "{{count}} nieuwe panden passen bij uw zoekopdracht – {{agency}}",
    body: "Nieuwe panden die passen bij de zoekopdracht die u op onze website registreerde:",
    priceSubject_one: "Een pand dat bij uw zoekopdracht past is goedkoper – {{agency}}",
    priceSubject_other: "{{count}} panden die bij uw zoekopdracht passen zijn goedkoper – {{agency}}",
    priceBody: "De prijs van panden die passen bij de zoekopdracht die u op onze website registreerde, is verlaagd:",
    priceLine: ": nu {{price}}, voorheen {{former}}",
  },
  subscription: {
    ask: {
      confirm: "Bevestig dat u onze nieuwsbrief op dit adres wilt ontvangen.",
      unsubscribe: "Wilt u onze nieuwsbrief niet langer ontvangen?",
      "stop-alerts": "Wilt u geen e-mails meer over nieuwe panden die bij uw zoekopdracht passen?",
    },
    button: {
      confirm: "Mijn inschrijving bevestigen",
      unsubscribe: "Uitschrijven",
      "stop-alerts": "Meldingen stoppen",
    },
    confirm: "Bedankt: uw inschrijving op de nieuwsbrief is bevestigd.",
    unsubscribe: "U bent uitgeschreven van de nieuwsbrief. U ontvangt geen nieuwsbrieven meer van ons.",
    "stop-alerts": "U ontvangt geen e-mails meer over nieuwe panden die bij uw zoekopdracht passen.",
    invalid: "Deze link is niet geldig. Gebruik de link in onze meest recente e-mail of neem contact met ons op.",
  },
  /** One "label: value" line of an e-mail. */
  line: "{{label}}: {{value}}",
  /** A label above the lines it names. */
  heading: "{{label}}:",
  unsubscribe: "Uitschrijven: {{url}}",
};

export default mail;
