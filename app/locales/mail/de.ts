import type { Translations } from "../en";

/** Deutsche Texte der E-Mails. */
const mail: Translations["mail"] = {
  agency: {
    subject: "{{form}} von {{name}}",
    subjectReference: "{{form}} von {{name}} (Ref. {{id}})",
    /** An offer's name with its amount, in the subject and the first line. */
    offer: "{{form}} über {{amount}}",
    property: "Immobilie",
    project: "Projekt",
    link: "Link",
    notInCatalogue: "{{id}} (nicht mehr im Katalog)",
    visitor: "Besucher",
    language: "Sprache des Besuchers",
    languages: { nl: "Niederländisch", fr: "Französisch", en: "Englisch", de: "Deutsch" },
    page: "Seite",
    received: "Eingegangen",
    reply: "Antworten Sie auf diese E-Mail, um dem Besucher zu antworten.",
    /** The agency's copy of a testimonial: its id and how to publish it (ADR 047). */
    testimonial:
      "Erfahrungsbericht Nr. {{id}}: Er erscheint auf der Website, sobald Sie ihn freigeben (npm run testimonial:approve -- {{id}}).",
  },
  confirmation: {
    subject: "Wir haben Ihre Anfrage erhalten – {{agency}}",
    greeting: "Guten Tag {{name}},",
    greetingAnonymous: "Guten Tag,",
    body: "Vielen Dank für Ihre Nachricht. Wir haben sie erhalten und melden uns innerhalb eines Werktages bei Ihnen.",
    /** The body of a testimonial's confirmation. */
    testimonial:
      "Vielen Dank für Ihren Erfahrungsbericht. Wir lesen ihn und veröffentlichen ihn nach der Freigabe auf unserer Website, mit Ihrem Namen und Ihrem Wohnort.",
    /** The subject of a testimonial's confirmation. */
    subjectTestimonial: "Wir haben Ihren Erfahrungsbericht erhalten – {{agency}}",
    about: "Ihre Anfrage betrifft:",
    summary: "Was Sie uns gesendet haben:",
    remark: "Ihre Nachricht:",
    signature: "Mit freundlichen Grüßen\n{{agency}}",
  },
  friend: {
    subject: "Eine Immobilie, die Sie interessieren könnte – {{agency}}",
    body: "{{name}} hat diese Immobilie auf der Website von {{agency}} gefunden und möchte sie mit Ihnen teilen:",
    note: "Die Nachricht:",
  },
  passwordReset: {
    subject: "Wählen Sie ein neues Passwort für Ihr Eigentümerportal – {{agency}}",
    body: "Jemand, wahrscheinlich Sie, hat darum gebeten, ein neues Passwort für das Eigentümerportal von {{agency}} zu wählen. Öffnen Sie diesen Link, um es zu wählen:",
    expiry: "Der Link funktioniert einmal, eine Stunde lang.",
    ignore: "Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.",
  },
  newsletterConfirm: {
    subject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung – {{agency}}",
    body: "Vielen Dank für Ihre Anmeldung zum Newsletter von {{agency}}. Bitte bestätigen Sie sie über diesen Link:",
    ignore: "Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: ohne Bestätigung erhalten Sie nichts.",
  },
  alert: {
    subject_one: "{{count}} neue Immobilie passt zu Ihrer Suche – {{agency}}",
    subject_other: "{{count}} neue Immobilien passen zu Ihrer Suche – {{agency}}",
    body: "Neue Immobilien, die zu dem Suchauftrag passen, den Sie auf unserer Website registriert haben:",
    priceSubject_one: "Eine Immobilie zu Ihrer Suche ist günstiger – {{agency}}",
    priceSubject_other: "{{count}} Immobilien zu Ihrer Suche sind günstiger – {{agency}}",
    priceBody: "Der Preis von Immobilien zu der Suche, die Sie auf unserer Website registriert haben, wurde gesenkt:",
    priceLine: ": jetzt {{price}}, vorher {{former}}",
  },
  subscription: {
    ask: {
      confirm: "Bestätigen Sie, dass Sie unseren Newsletter an diese Adresse erhalten möchten.",
      unsubscribe: "Möchten Sie unseren Newsletter nicht mehr erhalten?",
      "stop-alerts": "Möchten Sie keine E-Mails mehr über neue Immobilien erhalten, die zu Ihrer Suche passen?",
    },
    button: {
      confirm: "Anmeldung bestätigen",
      unsubscribe: "Abmelden",
      "stop-alerts": "Benachrichtigungen beenden",
    },
    confirm: "Vielen Dank: Ihre Anmeldung zum Newsletter ist bestätigt.",
    unsubscribe: "Sie sind vom Newsletter abgemeldet. Sie erhalten keine Newsletter mehr von uns.",
    "stop-alerts": "Sie erhalten keine E-Mails mehr über neue Immobilien, die zu Ihrer Suche passen.",
    invalid: "Dieser Link ist nicht gültig. Verwenden Sie den Link aus unserer neuesten E-Mail oder kontaktieren Sie uns.",
  },
  /** One "label: value" line of an e-mail. */
  line: "{{label}}: {{value}}",
  /** A label above the lines it names. */
  heading: "{{label}}:",
  unsubscribe: "Abmelden: {{url}}",
};

export default mail;
