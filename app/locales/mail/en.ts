/** English texts of the e-mails the site sends (app/leads/emails.server.ts). */
const mail = {
  agency: {
    subject: "{{form}} from {{name}}",
    subjectReference: "{{form}} from {{name}} (ref. {{id}})",
    /** An offer's name with its amount, in the subject and the first line. */
    offer: "{{form}} of {{amount}}",
    property: "Property",
    project: "Project",
    link: "Link",
    notInCatalogue: "{{id}} (no longer in the catalogue)",
    visitor: "Visitor",
    language: "Visitor's language",
    languages: { nl: "Dutch", fr: "French", en: "English", de: "German" },
    page: "Page",
    received: "Received",
    reply: "Reply to this e-mail to answer the visitor.",
    /** The agency's copy of a testimonial: its id and how to publish it (ADR 047). */
    testimonial: "Testimonial #{{id}}: it appears on the website once you approve it (npm run testimonial:approve -- {{id}}).",
  },
  confirmation: {
    subject: "We received your request – {{agency}}",
    greeting: "Hello {{name}},",
    greetingAnonymous: "Hello,",
    body: "Thank you for your message. We received it and will get back to you within one working day.",
    /** The body of a testimonial's confirmation. */
    testimonial: "Thank you for your testimonial. We will read it and, once approved, publish it on our website with your name and town.",
    /** The subject of a testimonial's confirmation. */
    subjectTestimonial: "We received your testimonial – {{agency}}",
    about: "Your request is about:",
    summary: "What you sent us:",
    remark: "Your message:",
    signature: "Kind regards,\n{{agency}}",
  },
  friend: {
    subject: "A property that may interest you – {{agency}}",
    body: "{{name}} found this property on the website of {{agency}} and wanted to share it with you:",
    note: "Their message:",
  },
  passwordReset: {
    subject: "Choose a new password for your owner portal – {{agency}}",
    body: "Someone, probably you, asked to choose a new password for the owner portal of {{agency}}. Open this link to choose it:",
    expiry: "The link works once, for one hour.",
    ignore: "If you did not ask for it, ignore this e-mail: your password stays as it is.",
  },
  newsletterConfirm: {
    subject: "Please confirm your newsletter subscription – {{agency}}",
    body: "Thank you for signing up for the newsletter of {{agency}}. Please confirm your subscription by opening this link:",
    ignore: "If you did not sign up, ignore this e-mail: without confirmation you will receive nothing.",
  },
  alert: {
    subject_one: "{{count}} new property matches your search – {{agency}}",
    subject_other: "{{count}} new properties match your search – {{agency}}",
    body: "New properties matching the search you registered on our website:",
    priceSubject_one: "A property matching your search is cheaper – {{agency}}",
    priceSubject_other: "{{count}} properties matching your search are cheaper – {{agency}}",
    priceBody: "The price of properties matching the search you registered on our website was lowered:",
    priceLine: ": now {{price}}, was {{former}}",
  },
  subscription: {
    ask: {
      confirm: "Confirm that you want to receive our newsletter at this address.",
      unsubscribe: "Do you want to stop receiving our newsletter?",
      "stop-alerts": "Do you want to stop the e-mails about new properties matching your search?",
    },
    button: {
      confirm: "Confirm my subscription",
      unsubscribe: "Unsubscribe",
      "stop-alerts": "Stop the alerts",
    },
    confirm: "Thank you: your subscription to the newsletter is confirmed.",
    unsubscribe: "You are unsubscribed from the newsletter. You will receive no more newsletters from us.",
    "stop-alerts": "You will receive no more e-mails about new properties matching your search.",
    invalid: "This link is not valid. Use the link in our most recent e-mail, or contact us.",
  },
  /** One "label: value" line of an e-mail. */
  line: "{{label}}: {{value}}",
  /** A label above the lines it names. */
  heading: "{{label}}:",
  unsubscribe: "Unsubscribe: {{url}}",
};

export default mail;
